import Foundation
import GRDB
import ScorekeeperStore

/// `scorekeeper-bench cli`: the command line as a process, each command timed in turns with the
/// `sqlite3` shell doing the same work on the same file in the same run (the disk and the
/// machine drift, so each figure is next to its own baseline). Figures: median, p95 and the
/// ratio of the medians, each beside its goal.
enum CLIBench {
    static let runs = 41
    /// Start-up is a few milliseconds, in which a busy machine's scheduling shows: more runs.
    static let startupRuns = 101
    static let sqlite3 = URL(fileURLWithPath: "/usr/bin/sqlite3")

    static func report(executable: URL, directory: URL) throws {
        let counted = try StartupBench.report(executable: executable, directory: directory)

        // The club's file (see `LargeFile`), made here or kept from an earlier run with
        // SCOREKEEPER_BENCH_LARGE=PATH; the commands write to a copy of it, never to the kept one.
        let kept = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_LARGE"].map { URL(fileURLWithPath: $0) }
        let made = directory.appendingPathComponent("made.sqlite")
        let built = ContinuousClock.now
        let ids = try kept.flatMap { try LargeFile.existing(at: $0) } ?? LargeFile.make(at: made)
        let large = directory.appendingPathComponent("large.sqlite")
        try copyDatabase(from: kept.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil } ?? made, to: large)
        let small = directory.appendingPathComponent("small.sqlite")
        try ScaleBench.makeSmallFile(at: small)

        // A 4-player game of many rounds on the large file, for `round add`.
        // Closed before anything is timed: each command is then the file's only connection, as
        // when a person runs it (the last connection to close checkpoints the log).
        let (roundGame, roundPlayers) = try {
            let database = try AppDatabase.open(DatabaseLocation(path: large.path, isDefault: false))
            let game = try database.createGame(title: "Bench rounds", rules: GameRules(rounds: 10_000))
            return (game, try ["A", "B", "C", "D"].map { try database.addPlayer(gameID: game.id, name: $0) })
        }()
        let largePlayer = try playerID(large, game: ids.short.lowercasedString)
        let smallPlayer = try playerID(small, game: nil)
        print("CLI: \(runs) runs of each process, in turns with its baseline; median, p95; ratio of the medians. "
              + "Large file: \(LargeFile.games) games x \(LargeFile.playersPerGame) players and the rest of `scale` "
              + "(built in \(ScaleBench.seconds((ContinuousClock.now - built).seconds)))")

        // (1) `player score` against the sqlite3 shell writing what AppDatabase.changeScore writes.
        for (name, file, player) in [("small file", small, smallPlayer), ("large file", large, largePlayer)] {
            let (product, floor) = try inTurns(
                { try ProcessTiming.secondsToExit(executable, ["player", "score", player.id, "--by", "1", "--db", file.path]) },
                { try ProcessTiming.secondsToExit(sqlite3, ["-batch", file.path, scoreChangeSQL(player: player.id, game: player.gameID)]) })
            print("(1) `player score ID --by 1` on the \(name): \(figures(product)); sqlite3, the same transaction: "
                  + "\(figures(floor)); ratio \(ScaleBench.ratio(product, floor)) (goal <= 1.5x)")
        }

        // (2) `game list --json` against `sqlite3 -json` selecting the same rows, on both files:
        // on the small one start-up is nearly all of it.
        for (name, file, goal) in [("small file", small, "2x"), ("large file", large, "1.5x")] {
            let (listing, listingFloor) = try inTurns(
                { try ProcessTiming.secondsToExit(executable, ["game", "list", "--json", "--db", file.path]) },
                { try ProcessTiming.secondsToExit(sqlite3, ["-json", file.path, ScaleBench.gameListFloorSQL]) })
            print("(2) `game list --json` on the \(name): \(figures(listing)); sqlite3 -json, the same rows: "
                  + "\(figures(listingFloor)); ratio \(ScaleBench.ratio(listing, listingFloor)) (goal <= \(goal))")
        }

        // (3) `round add` for 4 players against one `player score` in the same game. The score
        // lands in the round the next `round add` records: `--set` replaces it, as `round add`
        // did before it asked (without it, every other run would time a refusal).
        let game = roundGame.id.lowercasedString
        let (round, single) = try inTurns(
            { try ProcessTiming.secondsToExit(executable, ["round", "add", game, "A=1", "B=2", "C=3", "D=4", "--set", "--db", large.path]) },
            { try ProcessTiming.secondsToExit(executable, ["player", "score", roundPlayers[0].id.lowercasedString, "--by", "1", "--db", large.path]) })
        print("(3) `round add GAME A=1 B=2 C=3 D=4` on the large file: \(figures(round)); one `player score` in the same game: "
              + "\(figures(single)); ratio \(ScaleBench.ratio(round, single)) (goal <= 1.2x)")

        // (4) Where a command's time goes: a process that does nothing, the sqlite3 shell
        // starting, the floor (`StartupFloor`), Scorekeeper starting (`--version`), parsing its whole command tree
        // (`--help`), opening a file read-only and reading it (`info`, `game list`), then a write.
        let floor = try StartupFloor.executable(in: StartupBench.floorFolder(executable))
        var steps: [(String, URL, () -> [String])] = [
            ("/bin/true", URL(fileURLWithPath: "/bin/true"), { [] }),
            ("sqlite3 -version", sqlite3, { ["-version"] }),
            ("the floor: a Swift program printing a version", floor, { ["--version"] }),
            ("scorekeeper --version", executable, { ["--version"] }),
            ("scorekeeper --help", executable, { ["--help"] }),
            ("scorekeeper player score --help", executable, { ["player", "score", "--help"] }),
            ("scorekeeper info (small file)", executable, { ["info", "--db", small.path] }),
            ("scorekeeper game list (small file)", executable, { ["game", "list", "--db", small.path] }),
            ("sqlite3, the score transaction (small file)", sqlite3,
             { ["-batch", small.path, scoreChangeSQL(player: smallPlayer.id, game: smallPlayer.gameID)] }),
            ("scorekeeper player score (small file)", executable, { ["player", "score", smallPlayer.id, "--by", "1", "--db", small.path] }),
            ("scorekeeper game list --json (small file)", executable, { ["game", "list", "--json", "--db", small.path] }),
        ]
        // SCOREKEEPER_BENCH_BEFORE=PATH: an older build's `scorekeeper`, timed in the same turns.
        if let before = StartupBench.before {
            steps += [
                ("before: scorekeeper --version", before, { ["--version"] }),
                ("before: scorekeeper player score (small file)", before, { ["player", "score", smallPlayer.id, "--by", "1", "--db", small.path] }),
                ("before: scorekeeper game list --json (small file)", before, { ["game", "list", "--json", "--db", small.path] }),
            ]
        }
        var times = steps.map { _ in [Double]() }
        for _ in 0..<runs {
            for (index, step) in steps.enumerated() { times[index].append(try ProcessTiming.secondsToExit(step.1, step.2())) }
        }
        print("(4) where the time goes, each step started as a process, in turns:")
        for (step, values) in zip(steps, times) {
            print("    \(step.0): \(figures(values))")
        }

        // The runtime's conformance scans in the two commands the goals name: most of what a
        // command runs beyond the floor (see `ConformanceScans`).
        if let counted {
            try ConformanceScans.report(commands: [
                ("player score (small file)", ["player", "score", smallPlayer.id, "--by", "1", "--db", small.path]),
                ("game list --json (small file)", ["game", "list", "--json", "--db", small.path]),
            ], counted: counted, floor: floor, directory: directory)
        }

        // (5) What the web server's code adds to a command's start (issue 40 asks).
        try WebShare.report(executable: executable, counted: counted,
                            command: ["player", "score", smallPlayer.id, "--by", "1", "--db", small.path])
    }

    /// The SQL the sqlite3 shell runs for one `player score --by 1`: what `changeScore` does in
    /// its transaction (the redoable changes of the game given up, the change row stamped by the
    /// file's clock, in its current round, the player's score, the game's "most recent"), with
    /// the connection settings Scorekeeper uses, then the new score printed.
    static func scoreChangeSQL(player: String, game: String) -> String {
        let now = "strftime('%Y-%m-%d %H:%M:%f', 'now')"
        return """
            PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000; PRAGMA synchronous = FULL;
            BEGIN IMMEDIATE;
            SELECT "score" FROM "players" WHERE "id" = '\(player)';
            SELECT "currentRound", "finishedAt" FROM "games" WHERE "id" = '\(game)';
            UPDATE "scoreChanges" SET "state" = 'undone' WHERE "gameID" = '\(game)' AND "state" = 'redoable';
            UPDATE "syncClock" SET "stamp" = max(\(now), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
            INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt")
            VALUES ('\(UUID().lowercasedString)', '\(game)', '\(player)', 1, 1, 'add',
                    (SELECT "currentRound" FROM "games" WHERE "id" = '\(game)'),
                    (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
            UPDATE "players" SET "score" = "score" + 1 WHERE "id" = '\(player)';
            UPDATE "games" SET "updatedAt" = \(now) WHERE "id" = '\(game)';
            COMMIT;
            SELECT "score" FROM "players" WHERE "id" = '\(player)';
            """
    }

    /// A player of `game` (any game when nil), as the id text and its game's id text.
    static func playerID(_ url: URL, game: String?) throws -> (id: String, gameID: String) {
        let queue = try DatabaseQueue(path: url.path)
        let row = try queue.read { db in
            try Row.fetchOne(db, sql: #"SELECT "id", "gameID" FROM "players" WHERE ?1 IS NULL OR "gameID" = ?1 LIMIT 1"#,
                             arguments: [game])
        }
        guard let row else { throw BenchError("no player in \(url.lastPathComponent)") }
        return (row["id"], row["gameID"])
    }

    static func copyDatabase(from source: URL, to destination: URL) throws {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: destination.path + suffix)
        }
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: source.path + suffix) {
            try FileManager.default.copyItem(atPath: source.path + suffix, toPath: destination.path + suffix)
        }
    }

    /// `runs` of each, alternating, so both see the same drift.
    static func inTurns(_ first: () throws -> Double, _ second: () throws -> Double) throws -> ([Double], [Double]) {
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<runs {
            a.append(try first())
            b.append(try second())
        }
        return (a, b)
    }

    static func figures(_ values: [Double]) -> String {
        "median \(ScaleBench.milliseconds(ScaleBench.percentile(values, 0.5))), p95 \(ScaleBench.milliseconds(ScaleBench.percentile(values, 0.95)))"
    }
}
