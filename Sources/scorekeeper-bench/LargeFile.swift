import Foundation
import GRDB
import PhotoTestSupport
import ScorekeeperStore
import ScorekeeperPhotos

/// The large file of the scale benchmark, as a club would have after years: 10,000 game nights
/// of 10 players, a 2,000-player tournament, 200 players with photos and a marathon game of
/// 100,000 score changes. Rows are written in bulk SQL (the schema is Scorekeeper's own), every
/// player's score being the sum of its changes, as Scorekeeper keeps it.
enum LargeFile {
    static let games = 10_000
    static let playersPerGame = 10
    static let tournamentPlayers = 2_000
    static let playersWithPhotos = 200
    static let marathonChanges = 100_000

    static let tournamentTitle = "Spring tournament"
    static let marathonTitle = "Marathon night"
    static let shortTitle = "Quick game"

    static let firstNames = ["Ana", "Bo", "Chen", "Dara", "Eli", "Fatima", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lena",
                             "Mateo", "Nia", "Omar", "Priya", "Quinn", "Rosa", "Sami", "Tova", "Uma", "Viktor",
                             "Wen", "Ximena", "Yusuf", "Zoë"]
    static let gameKinds = ["Poker", "Hearts", "Rummy", "Scrabble", "Catan", "Mini golf", "Darts", "Bridge",
                            "Carcassonne", "Uno", "Yahtzee", "Skat"]

    /// Builds the file at `url` (replacing it) and returns the ids the measurements need.
    /// The ids of a large file made earlier, or nil when there is none at `url`.
    static func existing(at url: URL) throws -> (tournament: Game.ID, marathon: Game.ID, short: Game.ID)? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in
            func id(_ title: String) throws -> Game.ID? {
                try String.fetchOne(db, sql: #"SELECT "id" FROM "games" WHERE "title" = ?"#, arguments: [title]).flatMap(Game.ID.init(uuidString:))
            }
            guard let tournament = try id(tournamentTitle), let marathon = try id(marathonTitle), let short = try id(shortTitle) else {
                return nil
            }
            return (tournament, marathon, short)
        }
    }

    static func make(at url: URL) throws -> (tournament: Game.ID, marathon: Game.ID, short: Game.ID) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        var random = SystemRandomNumberGenerator()
        // Scorekeeper makes the file, so its pages, journal and schema are the real ones.
        _ = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        let queue = try DatabaseQueue(path: url.path)
        let start = Date(timeIntervalSince1970: 1_480_000_000)
        let tournament = Game.ID(UUID()), marathon = Game.ID(UUID()), short = Game.ID(UUID())
        try queue.write { db in
            var clock = 0
            /// A fixed-width UTC stamp a little after the last one, as Scorekeeper's clock makes them.
            func stamp(_ base: Date) -> String {
                clock += 1
                return ChangeClock.next(after: nil, wallClock: base.addingTimeInterval(Double(clock) / 1000))
            }
            func addGame(_ id: Game.ID, title: String, at date: Date) throws {
                let text = stamp(date)
                try db.execute(sql: #"INSERT INTO "games" ("id", "title", "createdAt", "updatedAt") VALUES (?, ?, ?, ?)"#,
                               arguments: [id.lowercasedString, title, text, text])
            }
            func addPlayer(game: Game.ID, name: String, changes amounts: [Int], at date: Date) throws -> Player.ID {
                let id = Player.ID(UUID())
                try db.execute(sql: #"INSERT INTO "players" ("id", "gameID", "name", "score", "createdAt") VALUES (?, ?, ?, ?, ?)"#,
                               arguments: [id.lowercasedString, game.lowercasedString, name, amounts.reduce(0, +), stamp(date)])
                for (index, amount) in amounts.enumerated() where amount != 0 {
                    try db.execute(sql: """
                        INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "createdAt")
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [UUID().lowercasedString, game.lowercasedString, id.lowercasedString,
                                         amount, amount, index == 0 ? "start" : "add", stamp(date)])
                }
                return id
            }
            for number in 0..<games {
                let date = start.addingTimeInterval(Double(number) * 30_000)
                let id = Game.ID(UUID())
                let kind = gameKinds[number % gameKinds.count]
                try addGame(id, title: "\(kind) night \(number / gameKinds.count + 1)", at: date)
                for seat in 0..<playersPerGame {
                    let name = firstNames[(number + seat * 7) % firstNames.count]
                    _ = try addPlayer(game: id, name: name, changes: [Int.random(in: 0...120, using: &random)], at: date)
                }
            }
            let recent = start.addingTimeInterval(Double(games) * 30_000)
            try addGame(tournament, title: tournamentTitle, at: recent)
            for seat in 0..<tournamentPlayers {
                _ = try addPlayer(game: tournament, name: "\(firstNames[seat % firstNames.count]) \(seat / firstNames.count + 1)",
                                  changes: [Int.random(in: 0...500, using: &random)], at: recent)
            }
            try addGame(marathon, title: marathonTitle, at: recent)
            for seat in 0..<10 {
                _ = try addPlayer(game: marathon, name: firstNames[seat],
                                  changes: (0..<(marathonChanges / 10)).map { _ in Int.random(in: -5...10, using: &random) },
                                  at: recent)
            }
            try addGame(short, title: shortTitle, at: recent)
            for seat in 0..<3 {
                _ = try addPlayer(game: short, name: firstNames[seat], changes: [1, 2, 3], at: recent)
            }
        }
        // Photos for 200 tournament players: one real photo and thumbnail, stored for each.
        let pixels = SyntheticPicture(width: 640, height: 480, seed: 7).rgbPixels()
        let prepared = try PhotoImport.prepare(imageData: try ImageEncoder.encode(pixels: pixels, width: 640, height: 480,
                                                                                  format: .jpeg, quality: 85))
        let (photo, thumbnail) = (prepared.imageData, prepared.thumbnailData ?? Data())
        try queue.write { db in
            let ids = try String.fetchAll(db, sql: #"SELECT "id" FROM "players" WHERE "gameID" = ? LIMIT ?"#,
                                          arguments: [tournament.lowercasedString, playersWithPhotos])
            for id in ids {
                try db.execute(sql: #"INSERT INTO "playerAssets" ("playerID", "imageData") VALUES (?, ?)"#, arguments: [id, photo])
                try db.execute(sql: #"INSERT INTO "playerThumbnails" ("playerID", "thumbnailData") VALUES (?, ?)"#,
                               arguments: [id, thumbnail])
            }
        }
        let violations = try queue.read { db in try AppDatabase.invariantViolations(db) }
        guard violations.isEmpty else { throw BenchError("the large file breaks the score invariant") }
        return (tournament, marathon, short)
    }
}
