import Foundation
import TestSupport
import PhotoTestSupport
import GRDB
import GRDBSQLite
import Testing
@testable import ScorekeeperStore
import ScorekeeperPhotos

/// How photos live in the database: exact bytes, upserts, cascades, thumbnails-only lists,
/// space given back.
@Suite struct PhotoStorageTests {
    @Test func roundTripIsByteIdentical() throws {
        let folder = try TemporaryFolder()
        let fixture = try PhotoFixture()
        for format in [ImageEncoder.Format.jpeg, .png, .webp] {
            let data = try SampleImage.data(format, seed: 3)
            try fixture.database.attachPhoto(playerID: fixture.player.id, fileAt: try folder.write(data, to: "p.\(format.fileExtension)"))
            let stored = try #require(try fixture.database.fetchPhotoData(playerID: fixture.player.id))
            #expect(stored == data)
        }
    }

    @Test func attachingAgainReplacesPhotoAndThumbnail() throws {
        let folder = try TemporaryFolder()
        let fixture = try PhotoFixture()
        let first = try SampleImage.solid(RGBColor(red: 255, green: 0, blue: 0))
        let second = try SampleImage.solid(RGBColor(red: 0, green: 0, blue: 255))
        try fixture.database.attachPhoto(playerID: fixture.player.id, fileAt: try folder.write(first, to: "1.png"))
        let firstThumbnail = try fixture.database.fetchThumbnailData(playerID: fixture.player.id)
        try fixture.database.attachPhoto(playerID: fixture.player.id, fileAt: try folder.write(second, to: "2.png"))

        #expect(try fixture.count("playerAssets") == 1)
        #expect(try fixture.count("playerThumbnails") == 1)
        #expect(try fixture.database.fetchPhotoData(playerID: fixture.player.id) == second)
        let secondThumbnail = try #require(try fixture.database.fetchThumbnailData(playerID: fixture.player.id))
        #expect(secondThumbnail != firstThumbnail)
    }

    @Test func deletingAPlayerDeletesItsPhoto() throws {
        let fixture = try PhotoFixture()
        try attach(to: fixture.player.id, fixture.otherPlayer.id, in: fixture)
        try fixture.database.deletePlayer(id: fixture.player.id)
        #expect(try fixture.count("playerAssets") == 1)
        #expect(try fixture.count("playerThumbnails") == 1)
        #expect(try fixture.database.fetchPhotoData(playerID: fixture.otherPlayer.id) != nil)
    }

    @Test func deletingAGameDeletesItsPlayersPhotos() throws {
        let fixture = try PhotoFixture()
        let otherGame = try fixture.database.createGame(title: "Other")
        let bystander = try fixture.database.addPlayer(gameID: otherGame.id, name: "Bystander")
        try attach(to: fixture.player.id, fixture.otherPlayer.id, bystander.id, in: fixture)
        try fixture.database.deleteGame(id: fixture.game.id)
        #expect(try fixture.count("playerAssets") == 1)
        #expect(try fixture.count("playerThumbnails") == 1)
        #expect(try fixture.database.fetchPhotoData(playerID: bystander.id) != nil)
    }

    @Test func removingAPhotoRemovesItsThumbnail() throws {
        let fixture = try PhotoFixture()
        try attach(to: fixture.player.id, in: fixture)
        #expect(try fixture.database.removePhoto(playerID: fixture.player.id))
        #expect(try fixture.count("playerAssets") == 0)
        #expect(try fixture.count("playerThumbnails") == 0)
        #expect(try !fixture.database.removePhoto(playerID: fixture.player.id))
    }

    @Test func playerListNeverReadsPhotoBytes() throws {
        let folder = try TemporaryFolder()
        // Every statement run by the list query, on a file database like the real one.
        let statements = StatementLog()
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // What every Scorekeeper connection has (the list sorts names with it).
            db.add(collation: NaturalOrder.collation)
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event { statements.append(statement.sql) }
            }
        }
        let database = try AppDatabase(DatabasePool(path: folder.path("db.sqlite"), configuration: configuration))
        let fixture = try PhotoFixture(database: database)
        try attach(to: fixture.player.id, in: fixture)

        for includeThumbnails in [false, true] {
            statements.removeAll()
            let rows = try database.fetchPlayerRows(gameID: fixture.game.id, includeThumbnails: includeThumbnails)
            #expect(rows.first { $0.id == fixture.player.id }?.hasPhoto == true)
            #expect(rows.first { $0.id == fixture.otherPlayer.id }?.hasPhoto == false)
            #expect((rows.first { $0.id == fixture.player.id }?.thumbnail != nil) == includeThumbnails)

            let executed = statements.all
            let listSQL = AppDatabase.playerRowsSQL(includeThumbnails: includeThumbnails)
            #expect(executed.contains(listSQL))
            // The authorizer does report columns (so an empty answer below is not vacuous).
            let listColumns = try columnsRead(by: listSQL, databasePath: folder.path("db.sqlite"))
            #expect(listColumns.contains("players.score"))
            #expect(listColumns.contains("playerThumbnails.thumbnailData") == includeThumbnails)
            let photoColumns = try columnsRead(by: #"SELECT "imageData" FROM "playerAssets""#, databasePath: folder.path("db.sqlite"))
            #expect(photoColumns.contains("playerAssets.imageData"))
            // SQLite's authorizer sees every column each statement reads.
            for sql in executed {
                let columns = try columnsRead(by: sql, databasePath: folder.path("db.sqlite"))
                #expect(!columns.contains("playerAssets.imageData"), "\(sql)")
            }
        }
    }

    @Test func removingPhotosGivesTheSpaceBack() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("space.sqlite")
        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let fixture = try PhotoFixture(database: database)
        let players = try (0..<5).map { try database.addPlayer(gameID: fixture.game.id, name: "P\($0)") }
        let sizeBefore = try fileSize(path) + fileSize(path + "-wal")

        var photoBytes = 0
        for (index, player) in players.enumerated() {
            let data = try SampleImage.data(.jpeg, width: 400, height: 300, seed: UInt64(index + 10))
            photoBytes += data.count
            try database.attachPhoto(playerID: player.id, fileAt: try folder.write(data, to: "\(index).jpg"))
        }
        let sizeFull = try fileSize(path) + fileSize(path + "-wal")
        #expect(sizeFull > sizeBefore + photoBytes / 2)

        for player in players { try database.removePhoto(playerID: player.id) }
        let sizeAfter = try fileSize(path) + fileSize(path + "-wal")
        #expect(Double(sizeAfter) <= Double(sizeBefore) * 1.05, "before \(sizeBefore), full \(sizeFull), after \(sizeAfter)")
    }

    @Test func aSmallerReplacingPhotoGivesTheDifferenceBack() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("replace.sqlite")
        let location = DatabaseLocation(path: path, isDefault: false)
        let player = try {
            let database = try AppDatabase.open(location)
            return try database.addPlayer(gameID: try PhotoFixture(database: database).game.id, name: "Blob")
        }()
        let large = try SampleImage.data(.jpeg, width: 1200, height: 900, seed: 3)
        let small = try SampleImage.data(.jpeg, width: 40, height: 30, seed: 4)
        #expect(large.count > 100_000 && small.count < 10_000, "\(large.count) and \(small.count) bytes")
        let smallFile = try folder.write(small, to: "small.jpg")
        let largeFile = try folder.write(large, to: "large.jpg")

        /// Attaches in a database opened for the occasion: closing it writes the log back, so
        /// the size that follows is the file's at rest, whatever the step left in the log.
        func attachAndMeasure(_ file: String) throws -> Int {
            try AppDatabase.open(location).attachPhoto(playerID: player.id, fileAt: file)
            return try fileSize(path) + fileSize(path + "-wal")
        }
        let sizeWithSmall = try attachAndMeasure(smallFile)
        let sizeWithLarge = try attachAndMeasure(largeFile)
        #expect(sizeWithLarge > sizeWithSmall + large.count / 2)
        let sizeReplaced = try attachAndMeasure(smallFile)
        #expect(Double(sizeReplaced) <= Double(sizeWithSmall) * 1.05,
                "with the small photo \(sizeWithSmall), the large \(sizeWithLarge), small again \(sizeReplaced)")
        #expect(try AppDatabase.open(location).fetchPhotoData(playerID: player.id) == small)
    }

    // MARK: - Helpers

    private func attach(to playerIDs: Player.ID..., in fixture: PhotoFixture) throws {
        for (index, playerID) in playerIDs.enumerated() {
            let data = try SampleImage.data(.jpeg, seed: UInt64(index))
            let photo = try PhotoImport.prepare(imageData: data)
            try fixture.database.savePhoto(playerID: playerID, imageData: photo.imageData, thumbnailData: photo.thumbnailData)
        }
    }

    private func fileSize(_ path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        return (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    /// The "table.column" pairs SQLite's authorizer is asked about while compiling `sql`.
    private func columnsRead(by sql: String, databasePath: String) throws -> Set<String> {
        var connection: OpaquePointer?
        guard sqlite3_open_v2(databasePath, &connection, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            throw ScorekeeperError.other("cannot open \(databasePath)")
        }
        defer { sqlite3_close_v2(connection) }
        // The list query sorts names with Scorekeeper's collation; any order will do for reading
        // which columns a statement touches.
        sqlite3_create_collation_v2(connection, NaturalOrder.collationName, SQLITE_UTF8, nil, { _, length1, bytes1, length2, bytes2 in
            let common = length1 == 0 || length2 == 0 ? 0 : memcmp(bytes1!, bytes2!, Int(min(length1, length2)))
            return common != 0 ? common : length1 - length2
        }, nil)
        let reads = Box<Set<String>>([])
        let context = Unmanaged.passUnretained(reads).toOpaque()
        sqlite3_set_authorizer(connection, { context, action, table, column, _, _ in
            if action == SQLITE_READ, let context, let table, let column {
                let reads = Unmanaged<Box<Set<String>>>.fromOpaque(context).takeUnretainedValue()
                reads.value.insert("\(String(cString: table)).\(String(cString: column))")
            }
            return SQLITE_OK
        }, context)
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else {
            // Statements GRDB runs on its own (PRAGMA, BEGIN...) may not compile read-only; they
            // read no table columns either.
            return []
        }
        sqlite3_finalize(statement)
        return reads.value
    }
}

/// The SQL of every statement run, collected from any connection's thread.
private final class StatementLog: @unchecked Sendable {
    // Guarded by `lock`.
    private var statements: [String] = []
    private let lock = NSLock()

    func append(_ sql: String) { lock.withLock { statements.append(sql) } }
    func removeAll() { lock.withLock { statements.removeAll() } }
    var all: [String] { lock.withLock { statements } }
}

/// A mutable value shared with a C callback.
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
