import Foundation
import TestSupport

/// `scorekeeper-bench files`: users' files read in time linear in their size. TRF-16 reports of
/// 2,500, 5,000 and 9,999 entrants (five rounds played) imported by the program, each beside the
/// `sqlite3` shell inserting the same rows into tables of the same indexes in one transaction;
/// `player score` on the file while the largest import runs; a user's sheet of 5,200 categories
/// (about 250 KB) read by `sheet list`, and `game add --sheet bowling` with two such files in
/// the folder, each beside the same command with an empty folder. Figures only, medians of
/// `runs`, the two sides in turns so the machine's drift falls on both.
enum FilesBench {
    static let runs = 5

    static func report(executable: URL, directory: URL) throws {
        print("Files: TRF-16 import and users' sheets, each beside its baseline in the same run")
        try reportTRF(executable: executable, directory: directory)
        try reportSheets(executable: executable, directory: directory)
    }

    // MARK: TRF-16

    static func reportTRF(executable: URL, directory: URL) throws {
        let rounds = 5
        var perThousand: [Double] = []
        for entrants in [2_500, 5_000, 9_999] {
            let report = directory.appendingPathComponent("swiss-\(entrants).trf")
            let text = trf(entrants: entrants, rounds: rounds)
            try text.write(to: report, atomically: true, encoding: .utf8)
            let sql = directory.appendingPathComponent("swiss-\(entrants).sql")
            try baselineSQL(entrants: entrants, rounds: rounds).write(to: sql, atomically: true, encoding: .utf8)
            var imports: [Double] = [], floors: [Double] = []
            for run in 0..<runs {
                let file = directory.appendingPathComponent("import-\(entrants)-\(run).sqlite")
                let floorFile = directory.appendingPathComponent("floor-\(entrants)-\(run).sqlite")
                imports.append(try ProcessTiming.secondsToExit(executable, ["tournament", "import", report.path, "--db", file.path]))
                floors.append(try sqliteSeconds(database: floorFile, script: sql))
                for url in [file, floorFile] { try? FileManager.default.removeItem(at: url) }
            }
            let seconds = PeopleBench.median(imports), floor = PeopleBench.median(floors)
            perThousand.append(seconds / Double(entrants) * 1000)
            print("  TRF-16 import, \(entrants) entrants, \(rounds) rounds (\(text.utf8.count / 1024) KB): \(ms(seconds)); "
                  + "sqlite3 inserting the same rows: \(ms(floor)); ratio \(String(format: "%.2f", seconds / floor)) "
                  + "(goal for 9,999: about a second)")
        }
        print("    per 1,000 entrants: " + perThousand.map(ms).joined(separator: ", ")
              + " (linear: about equal; quadratic: doubling with the size)")
        try reportScoreDuringImport(executable: executable, directory: directory)
    }

    /// `player score` on the file while the 9,999-entrant import runs: it goes through (the
    /// import holds the write lock only for its final transaction) or fails as locked.
    static func reportScoreDuringImport(executable: URL, directory: URL) throws {
        let file = directory.appendingPathComponent("during-import.sqlite")
        for arguments in [["game", "add", "Hearts"], ["player", "add", "Hearts", "Ann"]] {
            _ = try ProcessTiming.secondsToExit(executable, arguments + ["--db", file.path])
        }
        let importing = Process()
        importing.executableURL = executable
        importing.arguments = ["tournament", "import", directory.appendingPathComponent("swiss-9999.trf").path, "--db", file.path]
        importing.standardOutput = FileHandle.nullDevice
        try importing.run()
        let errors = directory.appendingPathComponent("during-import.errors")
        let score = try ProcessTiming.run(executable, ["player", "score", "Ann", "--game", "Hearts", "--by", "5", "--db", file.path],
                                          errors: errors)
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let seconds = score.seconds
        let stillImporting = importing.isRunning
        // Not timed: the import is only waited for to its end.
        importing.waitUntilExit()
        let outcome = score.status == 0 ? "went through" : "failed: \(message.split(separator: "\n").first ?? "")"
        print("  player score while the 9,999-entrant import \(stillImporting ? "ran" : "ran (it had ended by then)"): "
              + "\(outcome) in \(ms(seconds)) (goal: goes through)")
    }

    /// A Swiss of `entrants` and `rounds` rounds as TRF-16: in round r, blocks of 2^r entrants,
    /// the first half of each meeting the second, white winning; one left over has a bye (U).
    static func trf(entrants: Int, rounds: Int) -> String {
        var blocks = Array(repeating: [String](), count: entrants + 1)
        for round in 1...rounds {
            let size = 1 << round, half = size / 2
            for start in stride(from: 0, to: entrants, by: size) {
                for index in start..<min(start + half, entrants) {
                    let partner = index + half
                    if partner < entrants {
                        blocks[index + 1].append(TRFText.block(partner + 1, "w", "1"))
                        blocks[partner + 1].append(TRFText.block(index + 1, "b", "0"))
                    } else {
                        blocks[index + 1].append(TRFText.block(nil, "-", "U"))
                    }
                }
            }
        }
        let players = (1...entrants).map { rank in
            TRFText.player(rank, "Player \(rank)", rating: "1500", fide: String(1_000_000 + rank), blocks[rank])
        }
        return (["012 Bench Open", "XXR \(rounds + 1)"] + players).joined(separator: "\n") + "\n"
    }

    /// The rows an import of that report writes, as the `sqlite3` shell would insert them: a
    /// person and an entry per entrant, a table and two seats per game, a bye per bye, in tables
    /// with the same primary keys and indexes on the same columns, in one transaction.
    static func baselineSQL(entrants: Int, rounds: Int) -> String {
        var sql = """
            PRAGMA journal_mode = WAL;
            CREATE TABLE people (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, colour TEXT, createdAt TEXT) STRICT;
            CREATE TABLE entries (id TEXT PRIMARY KEY NOT NULL, personID TEXT REFERENCES people(id), name TEXT NOT NULL,
              startingRank INTEGER, fideID INTEGER, createdAt TEXT) STRICT;
            CREATE INDEX entries_person ON entries(personID);
            CREATE TABLE tables_ (id TEXT PRIMARY KEY NOT NULL, round INTEGER, number INTEGER, outcome TEXT, createdAt TEXT) STRICT;
            CREATE TABLE seats (tableID TEXT NOT NULL REFERENCES tables_(id), seat INTEGER, entryID TEXT REFERENCES entries(id),
              PRIMARY KEY (tableID, seat)) STRICT;
            CREATE INDEX seats_entry ON seats(entryID);
            CREATE TABLE byes (entryID TEXT NOT NULL, round INTEGER, result TEXT, PRIMARY KEY (entryID, round)) STRICT;
            BEGIN IMMEDIATE;

            """
        func id(_ kind: String, _ number: Int) -> String { "'\(kind)-\(String(format: "%08d", number))-0000-4000-8000-000000000000'" }
        for rank in 1...entrants {
            sql += "INSERT INTO people VALUES (\(id("p", rank)), 'Player \(rank)', 'c1', '2026-11-29 12:00:00.000');\n"
            sql += "INSERT INTO entries VALUES (\(id("e", rank)), \(id("p", rank)), 'Player \(rank)', \(rank), \(1_000_000 + rank), '2026-11-29 12:00:00.000');\n"
        }
        var table = 0
        for round in 1...rounds {
            let size = 1 << round, half = size / 2
            for start in stride(from: 0, to: entrants, by: size) {
                for index in start..<min(start + half, entrants) {
                    if index + half < entrants {
                        table += 1
                        sql += "INSERT INTO tables_ VALUES (\(id("t", table)), \(round), \(table), '1-0', '2026-11-29 12:00:00.000');\n"
                        sql += "INSERT INTO seats VALUES (\(id("t", table)), 0, \(id("e", index + 1))), (\(id("t", table)), 1, \(id("e", index + half + 1)));\n"
                    } else {
                        sql += "INSERT INTO byes VALUES (\(id("e", index + 1)), \(round), 'U');\n"
                    }
                }
            }
        }
        return sql + "COMMIT;\n"
    }

    static func sqliteSeconds(database: URL, script: URL) throws -> Double {
        let exit = try ProcessTiming.run(URL(fileURLWithPath: "/usr/bin/env"), ["sqlite3", "-bail", database.path, ".read \(script.path)"])
        guard exit.status == 0 else { throw BenchError("sqlite3 failed (is the sqlite3 shell installed?)") }
        return exit.seconds
    }

    // MARK: Sheets

    static func reportSheets(executable: URL, directory: URL) throws {
        let empty = directory.appendingPathComponent("config-empty")
        let full = directory.appendingPathComponent("config-two-large")
        for config in [empty, full] {
            try FileManager.default.createDirectory(at: config.appendingPathComponent("scorekeeper/sheets"), withIntermediateDirectories: true)
        }
        let text = sheet(name: "large-a", categories: 5_200)
        for name in ["large-a", "large-b"] {
            let named = name == "large-a" ? text : sheet(name: name, categories: 5_200)
            try named.write(to: full.appendingPathComponent("scorekeeper/sheets/\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let database = directory.appendingPathComponent("sheets.sqlite")
        func timed(_ config: URL, _ arguments: [String]) throws -> Double {
            try ProcessTiming.secondsToExit(executable, arguments, environment: ["XDG_CONFIG_HOME": config.path])
        }
        var lists: [Double] = [], emptyLists: [Double] = [], adds: [Double] = [], emptyAdds: [Double] = []
        var bigGames: [Double] = [], plainGames: [Double] = []
        for run in 0..<runs {
            lists.append(try timed(full, ["sheet", "list"]))
            emptyLists.append(try timed(empty, ["sheet", "list"]))
            adds.append(try timed(full, ["game", "add", "Bowling \(run)", "--sheet", "bowling", "--db", database.path]))
            emptyAdds.append(try timed(empty, ["game", "add", "Bowling \(run) again", "--sheet", "bowling", "--db", database.path]))
            bigGames.append(try timed(full, ["game", "add", "Large \(run)", "--sheet", "large-a", "--db", database.path]))
            plainGames.append(try timed(full, ["game", "add", "Plain \(run)", "--db", database.path]))
        }
        let kb = text.utf8.count / 1024
        print("  sheet list with two sheets of 5,200 categories (\(kb) KB each): \(ms(PeopleBench.median(lists))); "
              + "with none: \(ms(PeopleBench.median(emptyLists))); the two read in \(ms(PeopleBench.median(lists) - PeopleBench.median(emptyLists))) "
              + "(goal: well under a second)")
        print("  game add --sheet bowling beside those two: \(ms(PeopleBench.median(adds))); with none: \(ms(PeopleBench.median(emptyAdds))); "
              + "ratio \(String(format: "%.2f", PeopleBench.median(adds) / PeopleBench.median(emptyAdds))) (goal: about 1, they are not read)")
        print("  game add --sheet large-a (reads that one file): \(ms(PeopleBench.median(bigGames))); a plain game add: "
              + "\(ms(PeopleBench.median(plainGames)))")
    }

    /// A categories sheet of `categories` rows, each a range, as a user might write one.
    static func sheet(name: String, categories: Int) -> String {
        "name: \(name)\ntitle: Large \(name)\nkind: categories\ncategories:\n"
            + (1...categories).map { "  - id: c\($0)\n    label: C\($0)\n    range: [0, 50]\n" }.joined()
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }
}
