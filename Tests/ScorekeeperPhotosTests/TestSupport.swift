import Foundation
import PhotoTestSupport
import GRDB
import ScorekeeperStore
import ScorekeeperPhotos
import TestSupport

/// Writing sample files into a test's folder.
extension TemporaryFolder {




    /// Writes `data` to `name` in the folder and returns the file's path.
    @discardableResult
    func write(_ data: Data, to name: String) throws -> String {
        let path = path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Writes `data` under a name given as raw bytes (which need not be UTF-8).
    func write(_ data: Data, toRawName name: [UInt8]) throws -> RawPath {
        let path = RawPath(bytes: Array(url.path.utf8) + [UInt8(ascii: "/")] + name)
        let descriptor = (path.bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw CocoaError(.fileWriteUnknown) }
        return path
    }
}

/// Small sample images made on the fly.
enum SampleImage {
    /// A photographic picture of the given size in `format`.
    static func data(_ format: ImageEncoder.Format = .jpeg, width: Int = 120, height: Int = 90, seed: UInt64 = 1,
                     orientation: Int? = nil) throws -> Data {
        let pixels = SyntheticPicture(width: width, height: height, seed: seed).rgbPixels()
        return try ImageEncoder.encode(pixels: pixels, width: width, height: height, format: format, orientation: orientation)
    }

    /// A picture filled with one color.
    static func solid(_ color: RGBColor, width: Int = 32, height: Int = 32, format: ImageEncoder.Format = .png) throws -> Data {
        let pixels = (0..<(width * height)).flatMap { _ in [color.red, color.green, color.blue] }
        return try ImageEncoder.encode(pixels: pixels, width: width, height: height, format: format)
    }
}

/// A database with one game and two players, for photo tests.
struct PhotoFixture {
    let database: AppDatabase
    let game: Game
    let player: Player
    let otherPlayer: Player

    init(database: AppDatabase? = nil) throws {
        self.database = try database ?? AppDatabase.empty()
        game = try self.database.createGame(title: "Photos")
        player = try self.database.addPlayer(gameID: game.id, name: "Blob")
        otherPlayer = try self.database.addPlayer(gameID: game.id, name: "Blob Jr")
    }

    /// Everything a photo operation could change: every row of the photo tables, byte for byte,
    /// and the players.
    func snapshot() throws -> DatabaseSnapshot {
        try database.reader.read { db in
            DatabaseSnapshot(
                assets: try Row.fetchAll(db, sql: #"SELECT "playerID", "imageData" FROM "playerAssets" ORDER BY "playerID""#),
                thumbnails: try Row.fetchAll(db, sql: #"SELECT "playerID", "thumbnailData" FROM "playerThumbnails" ORDER BY "playerID""#),
                players: try Row.fetchAll(db, sql: #"SELECT * FROM "players" ORDER BY "id""#))
        }
    }

    func count(_ table: String) throws -> Int {
        try database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"\(table)\"") ?? -1 }
    }
}

/// The contents of the photo tables and the players at one moment.
struct DatabaseSnapshot: Equatable {
    var assets: [Row]
    var thumbnails: [Row]
    var players: [Row]
}
