import Foundation
import GRDB
import ScorekeeperStore
import ScorekeeperUI

/// `scorekeeper-bench people`: a file of 10,000 finished games among 500 people (4 players a
/// game, lowest wins in half of them). Times the statistics and ratings recomputed in process
/// (what the People screen would read first), `people list --json` as a process, and the
/// `sqlite3` shell computing per-person games and wins of the same file (its baseline; no
/// ratings, which SQL cannot compute). Figures only: median and p90.
enum PeopleBench {
    static let games = 10_000
    static let people = 500
    static let runs = 11

    static func report(executable: URL, directory: URL) throws {
        let file = directory.appendingPathComponent("people.sqlite")
        let built = ContinuousClock.now
        try make(at: file)
        let database = try AppDatabase.open(DatabaseLocation(path: file.path, isDefault: false))
        print("People: \(games) finished games x 4 players among \(people) people (built in \(String(format: "%.1f", (ContinuousClock.now - built).seconds)) s)")
        for (label, scope) in [("a list of people (People screen)", PeopleStatistics.Scope.list), ("everything (people show, stats)", .everything)] {
            var inProcess: [Double] = []
            for _ in 0..<runs {
                let start = ContinuousClock.now
                _ = try database.fetchPeopleStatistics(scope: scope)
                inProcess.append((ContinuousClock.now - start).seconds)
            }
            print("  in process, \(label):".padding(toLength: 58, withPad: " ", startingAt: 0) + summary(inProcess))
        }
        let frames = try MainActor.assumeIsolated { try peopleScreenFirstFrames(database: database) }
        print("  People screen, `P` to the first frame with figures:".padding(toLength: 58, withPad: " ", startingAt: 0) + summary(frames))
        var command: [Double] = [], shell: [Double] = []
        let query = """
            WITH ranked AS (SELECT p."personID", p."gameID", p."score", g."lowestWins",
              CASE WHEN g."lowestWins" = 1 THEN min(p."score") OVER (PARTITION BY p."gameID") ELSE max(p."score") OVER (PARTITION BY p."gameID") END AS best
              FROM "players" p JOIN "games" g ON g."id" = p."gameID" WHERE g."finishedAt" IS NOT NULL)
            SELECT json_group_array(json_object('id', pe."id", 'name', pe."name", 'games', n, 'wins', w)) FROM (
              SELECT "personID", count(*) AS n, sum("score" = best) AS w FROM ranked GROUP BY "personID") JOIN "people" pe ON pe."id" = "personID";
            """
        for _ in 0..<runs {
            command.append(try ProcessTiming.secondsToExit(executable, ["people", "list", "--json", "--db", file.path]))
            shell.append(try ProcessTiming.secondsToExit(URL(fileURLWithPath: "/usr/bin/sqlite3"), [file.path, query]))
        }
        print("  people list --json (process):        \(summary(command))")
        print("  sqlite3, games and wins per person:   \(summary(shell)); ratio of medians \(String(format: "%.2f", median(command) / median(shell)))")
    }

    /// `P` on the games list to the first frame that shows every person's figures (the read off
    /// the main actor, its delivery, the render), through the store as the interface runs it.
    @MainActor
    static func peopleScreenFirstFrames(database: AppDatabase) throws -> [Double] {
        var times: [Double] = []
        for _ in 0..<runs {
            let app = AppModel(database: database, size: TerminalSize(columns: 100, rows: 30), photos: .unused, workingDirectory: "/tmp")
            app.start()
            defer { app.stop() }
            let start = ContinuousClock.now
            app.handle(.key(.character("P")))
            let deadline = start + .seconds(30)
            while app.people?.hasLoaded != true && ContinuousClock.now < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
            }
            guard app.people?.list.rows.count == people else { throw BenchError("the People screen did not fill") }
            _ = render(app, size: app.size)
            times.append((ContinuousClock.now - start).seconds)
            app.handle(.key(.escape))
        }
        return times
    }

    /// The file, written in one transaction straight through SQL (each player's score as one
    /// `start` change, so the file keeps its invariant).
    static func make(at url: URL) throws {
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        var names: [String] = []
        for index in 0..<people { names.append("Person \(index)") }
        let game = try database.createGame(title: "Warm-up")
        for name in names { try database.addPlayer(gameID: game.id, name: name) }
        let personIDs = try database.fetchPeople().map(\.id)
        try database.deleteGame(id: game.id)
        let queue = try DatabaseQueue(path: url.path)
        var random = SystemRandomNumberGenerator()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        try queue.write { db in
            for index in 0..<games {
                let gameID = UUID().uuidString.lowercased()
                // One game an hour, in order: fixed-width UTC text with milliseconds, as the file keeps times.
                let day = formatter.string(from: Date(timeIntervalSince1970: 1_735_689_600 + Double(index) * 3600))
                try db.execute(sql: """
                    INSERT INTO "games" ("id", "title", "createdAt", "updatedAt", "lowestWins", "finishedAt") VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [gameID, index % 2 == 0 ? "Hearts" : "Poker", day, day, index % 2, day])
                var seated = Set<Int>()
                while seated.count < 4 { seated.insert(Int.random(in: 0..<people, using: &random)) }
                for seat in seated {
                    let playerID = UUID().uuidString.lowercased()
                    let score = Int.random(in: 0...100, using: &random)
                    try db.execute(sql: """
                        INSERT INTO "players" ("id", "gameID", "name", "score", "createdAt", "personID") VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: [playerID, gameID, names[seat], score, day, personIDs[seat]])
                    try db.execute(sql: """
                        INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "createdAt")
                        VALUES (?, ?, ?, ?, ?, 'start', ?)
                        """, arguments: [UUID().uuidString.lowercased(), gameID, playerID, score, score, day])
                }
            }
        }
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func summary(_ values: [Double]) -> String {
        let sorted = values.sorted()
        return String(format: "median %.0f ms, p90 %.0f ms", median(values) * 1000, sorted[min(sorted.count - 1, sorted.count * 9 / 10)] * 1000)
    }
}
