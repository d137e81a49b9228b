import Foundation
import GRDB
import ScorekeeperStore
import Testing
import TestSupport

/// Names another program wrote into the file (or another copy sent) with control characters
/// and direction overrides: no output of the command line carries them raw, in text, CSV or
/// JSON, and the JSON still reads back to the stored names.
@Suite struct StoredControlCharacterTests {
    /// A C0 escape sequence, a carriage return, DEL, C1 CSI, OSC, ST and NEL, and every kind of
    /// direction control: each one a way to move, recolour or reorder what a terminal shows.
    static let title = "Night\u{1B}[2J\u{202E}thgin\u{9D}0;x\u{9C}"
    static let grid = "Grid\u{2067}dirG\u{2069}\u{7F}"
    static let name = "Ann\u{9B}31m\u{202D}\r\u{85}"
    static let person = "Anna\u{2066}\u{9B}2J"
    static let planted = [title, grid, name, person]

    @Test func noOutputCarriesThemRawAndJSONReadsBackToThem() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("hostile.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let poker = try seeded.createGame(title: "Poker")
        let ann = try seeded.addPlayer(gameID: poker.id, name: "Ann", score: 7)
        _ = try seeded.addPlayer(gameID: poker.id, name: "Bob", score: 3)
        let rounds = try seeded.createGame(title: "Grid", rules: GameRules())
        let gridAnn = try seeded.addPlayer(gameID: rounds.id, name: "Ann")
        let bob = try seeded.addPlayer(gameID: rounds.id, name: "Bob")
        _ = try seeded.recordRound(gameID: rounds.id, points: [(gridAnn.id, 4), (bob.id, 2)])
        _ = try seeded.recordRound(gameID: rounds.id, points: [(gridAnn.id, 1), (bob.id, 5)])
        _ = try seeded.changeScore(playerID: ann.id, by: 2)

        // Written as another program would, past every check of Scorekeeper's own writes.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: #"UPDATE "games" SET "title" = ? WHERE "id" = ?"#, arguments: [Self.title, poker.id.lowercasedString])
            try db.execute(sql: #"UPDATE "games" SET "title" = ? WHERE "id" = ?"#, arguments: [Self.grid, rounds.id.lowercasedString])
            try db.execute(sql: #"UPDATE "players" SET "name" = ? WHERE "name" = 'Ann'"#, arguments: [Self.name])
            try db.execute(sql: #"UPDATE "people" SET "name" = ? WHERE "name" = 'Ann'"#, arguments: [Self.person])
        }
        let personID = try #require(try queue.read { db in
            try String.fetchOne(db, sql: #"SELECT "id" FROM "people" WHERE "name" = ?"#, arguments: [Self.person])
        })
        try queue.close()

        let pokerID = poker.id.lowercasedString
        let gridID = rounds.id.lowercasedString
        // Every reading command, and the writing ones that print names, in every format.
        let commands: [[String]] = [
            ["player", "score", ann.id.lowercasedString, "--by", "1"], ["undo", pokerID],
            ["game", "finish", pokerID],
            ["game", "list"], ["game", "list", "--json"],
            ["game", "show", pokerID], ["game", "show", pokerID, "--json"],
            ["game", "show", gridID], ["game", "show", gridID, "--json"],
            ["player", "list", pokerID], ["player", "list", pokerID, "--json"],
            ["people", "list"], ["people", "list", "--json"],
            ["people", "show", personID], ["people", "show", personID, "--json"],
            ["history", pokerID], ["history", pokerID, "--json"],
            ["history", gridID], ["history", gridID, "--json"],
            ["stats"], ["stats", "--json"],
            ["round", "add", gridID, "Bob=1"], ["round", "add", gridID, "Bob=1", "--json"],
            ["export", "--all"], ["export", pokerID], ["export", pokerID, "--format", "csv"],
            ["export", gridID, "--format", "csv"],
        ]
        var shown: Set<String> = []
        for arguments in commands {
            let outcome = try ScorekeeperBinary.run(["--db", path] + arguments, in: folder)
            #expect(outcome.exitCode == 0, "\(arguments): \(outcome)")
            // CSV ends its lines with CRLF: the only carriage returns allowed.
            let text = arguments.contains("csv") ? outcome.standardOutput.replacingOccurrences(of: "\r\n", with: "\n")
                : outcome.standardOutput
            let raw = text.unicodeScalars.filter { $0 != "\n" && Sanitized.isUnsafe($0) }
            #expect(raw.isEmpty, "\(arguments) printed \(raw.map { String($0.value, radix: 16) }) raw: \(outcome.standardOutput.debugDescription)")
            if arguments.contains("--json") || (arguments[0] == "export" && !arguments.contains("csv")) {
                let parsed = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
                let strings = Self.strings(in: parsed)
                shown.formUnion(strings.filter(Self.planted.contains))
            }
        }
        // Between them, the JSON outputs hold every planted text, read back exactly.
        #expect(shown == Set(Self.planted), "read back: \(shown.map(\.debugDescription))")
    }

    /// Every string in a parsed JSON value, keys included.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let string as String: [string]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.keys + object.values.flatMap(strings)
        default: []
        }
    }
}
