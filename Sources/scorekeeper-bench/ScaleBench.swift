import Foundation
import ScorekeeperStore
import ScorekeeperUI

/// `scorekeeper-bench scale`: how the interface and the command line hold up on a club's large
/// file (see `LargeFile`) next to a small one, measured in the same run on the same machine.
/// Figures only; where a floor exists the ratio to it is printed.
enum ScaleBench {
    static let runs = 7
    /// What `game list --json` prints, selected by the sqlite3 shell: the floor of (5) and of `cli`.
    static let gameListFloorSQL = #"SELECT "id", "title", (SELECT COUNT(*) FROM "players" WHERE "gameID" = "games"."id") AS "playerCount" FROM "games" ORDER BY "updatedAt" DESC"#

    static func report(executable: URL, directory: URL) throws {
        // SCOREKEEPER_BENCH_LARGE=PATH keeps the large file there and uses it again next time.
        let kept = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_LARGE"].map { URL(fileURLWithPath: $0) }
        let large = kept ?? directory.appendingPathComponent("large.sqlite")
        let built = ContinuousClock.now
        let ids = try kept.flatMap { try LargeFile.existing(at: $0) } ?? LargeFile.make(at: large)
        let small = directory.appendingPathComponent("small.sqlite")
        try makeSmallFile(at: small)
        print("Scale: \(LargeFile.games) games x \(LargeFile.playersPerGame) players, a \(LargeFile.tournamentPlayers)-player "
              + "game, \(LargeFile.playersWithPhotos) photos, a \(LargeFile.marathonChanges)-change game "
              + "(built in \(seconds((ContinuousClock.now - built).seconds))); medians of \(runs) runs, [min-max]")

        // (1) Start to first frame.
        let smallFrames = try (0..<runs).map { _ in try firstFrame(executable, small) }
        let largeFrames = try (0..<runs).map { _ in try firstFrame(executable, large) }
        print("(1) start to first frame: small file \(spread(smallFrames)), large file \(spread(largeFrames)); "
              + "ratio \(ratio(largeFrames, smallFrames)) (goal: at most 1.50x)")

        // (2) A filter typed into the games list, key by key, in the interface's own store and
        // renderer (what each key costs before the terminal is written to).
        let keyTimes = try MainActor.assumeIsolated { try filterKeyTimes(database: large) }
        print("(2) filter typed into the games list, per key (\(keyTimes.count) keys): median \(milliseconds(percentile(keyTimes, 0.5))), "
              + "p99 \(milliseconds(percentile(keyTimes, 0.99))), longest \(milliseconds(keyTimes.max() ?? 0))")

        // (3) `+` to the new frame in the 2,000-player game: in the store (the write, the re-read
        // the screen's observation makes, the render), then through a pseudo-terminal.
        let storePlus = try MainActor.assumeIsolated { try plusInTheStore(database: large) }
        print("(3) `+` to frame in the \(LargeFile.tournamentPlayers)-player game, in the store (\(storePlus.count) presses): "
              + "median \(milliseconds(percentile(storePlus, 0.5))), p99 \(milliseconds(percentile(storePlus, 0.99)))")
        let (plusTimes, plusBytes) = try plusToFrame(executable, large)
        print("    through a terminal (\(plusTimes.count) presses): "
              + "median \(milliseconds(percentile(plusTimes, 0.5))), p99 \(milliseconds(percentile(plusTimes, 0.99))); "
              + "bytes written per press: median \(Int(percentile(plusBytes.map(Double.init), 0.5)))")

        // (4) Opening the 100,000-change game and undoing in it, next to a 10-change game.
        let big = try openAndUndo(database: large, game: ids.marathon)
        let short = try openAndUndo(database: large, game: ids.short)
        print("(4) open a game (its header and players): \(LargeFile.marathonChanges) changes \(spread(big.open)), "
              + "9 changes \(spread(short.open)), ratio \(ratio(big.open, short.open))")
        print("    undo, and the re-read the screen makes: \(LargeFile.marathonChanges) changes \(spread(big.undo)), "
              + "9 changes \(spread(short.undo)), ratio \(ratio(big.undo, short.undo))")
        print("    the history's first page with its count: \(LargeFile.marathonChanges) changes \(spread(big.history)), "
              + "9 changes \(spread(short.history)), ratio \(ratio(big.history, short.history))")

        // (5) `game list --json` against the sqlite3 shell printing the same rows as JSON.
        let listing = try (0..<runs).map { _ in
            try ProcessTiming.secondsToExit(executable, ["game", "list", "--json", "--db", large.path])
        }
        let floor = try (0..<runs).map { _ in
            try ProcessTiming.secondsToExit(URL(fileURLWithPath: "/usr/bin/sqlite3"), ["-json", large.path, gameListFloorSQL])
        }
        print("(5) `game list --json` on the large file: \(spread(listing)); floor (sqlite3 -json, correlated count) "
              + "\(spread(floor)); ratio \(ratio(listing, floor))")

        // (6) Peak memory of the interface on the large file, after (1)-(3)'s kind of use.
        print("(6) interface peak memory on the large file: \(try peakMemory(executable, large)) (goal: at most 40 MB)")

        // (7) `+` to the new score as a user's terminal shows it, through tmux, in games the
        // program made itself; tmux's own round trip beside it.
        let keys = try TmuxKeypress.measure(executable: executable, directory: directory)
        let own = percentile(keys.large, 0.5) - percentile(keys.tmux, 0.5)
        print("(7) `+` to the new score as tmux shows it (\(TmuxKeypress.presses) presses each, capture-pane polled): "
              + "the \(TmuxKeypress.largePlayers)-player game median \(milliseconds(percentile(keys.large, 0.5))), "
              + "p95 \(milliseconds(percentile(keys.large, 0.95))) (goal: at most \(milliseconds(TmuxKeypress.goalMilliseconds / 1000)))")
        print("    the demo's 3-player game median \(milliseconds(percentile(keys.demo, 0.5))), p95 \(milliseconds(percentile(keys.demo, 0.95))); "
              + "ratio \(ratio(keys.large, keys.demo))")
        print("    tmux's own round trip (a key to cat's echo) median \(milliseconds(percentile(keys.tmux, 0.5))), "
              + "p95 \(milliseconds(percentile(keys.tmux, 0.95))); Scorekeeper's own in the large game (median less tmux's) "
              + "\(milliseconds(own)) (goal: at most \(milliseconds(TmuxKeypress.ownGoalMilliseconds / 1000)))")
    }

    static func makeSmallFile(at url: URL) throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        for (title, players) in [("Family Game Night", [("Blob", 40), ("Blob Sr", 100), ("Blob Jr", 67)]),
                                 ("Weekly Poker Night", [("Blob Esq", 12), ("Blob III", -5)]), ("Mini Golf", [])] {
            let game = try database.createGame(title: title)
            for (name, score) in players { try database.addPlayer(gameID: game.id, name: name, score: score) }
        }
    }

    static func firstFrame(_ executable: URL, _ database: URL) throws -> Double {
        let terminal = try PseudoTerminal(executable: executable, arguments: ["--db", database.path])
        defer { terminal.close() }
        // The key bar is drawn last, so its last label means the first frame is complete.
        return try terminal.secondsUntilOutput(contains: "Help")
    }

    /// Each key of a 14-character filter, typed ten times: the store's handling plus the render.
    @MainActor
    static func filterKeyTimes(database url: URL) throws -> [Double] {
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        let app = AppModel(database: database, size: TerminalSize(columns: 100, rows: 30), photos: .unused, workingDirectory: "/tmp")
        app.start()
        var times: [Double] = []
        for _ in 0..<10 {
            app.handle(.key(.character("/")))
            for character in "hearts night 4" {
                let start = ContinuousClock.now
                app.handle(.key(.character(character)))
                _ = render(app, size: app.size)
                times.append((ContinuousClock.now - start).seconds)
            }
            app.handle(.key(.escape))
        }
        app.stop()
        return times
    }

    /// `+` in the 2,000-player game through the store: from the key to the frame that shows the
    /// new score (the write off the main actor, its commit, the observation's re-read, the render).
    @MainActor
    static func plusInTheStore(database url: URL) throws -> [Double] {
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        let app = AppModel(database: database, size: TerminalSize(columns: 100, rows: 30), photos: .unused, workingDirectory: "/tmp")
        app.start()
        defer { app.stop() }
        for character in "/Spring" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        app.handle(.key(.enter))
        guard let game = app.game, game.players.count == LargeFile.tournamentPlayers else {
            throw BenchError("the tournament did not open")
        }
        var times: [Double] = []
        for _ in 0..<60 {
            guard let selected = game.list.selected else { throw BenchError("nothing selected") }
            let before = selected.player.score
            let start = ContinuousClock.now
            app.handle(.key(.character("+")))
            let deadline = start + .seconds(10)
            while game.players[id: selected.id]?.player.score == before && ContinuousClock.now < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005))
            }
            _ = render(app, size: app.size)
            times.append((ContinuousClock.now - start).seconds)
        }
        return times
    }

    static func plusToFrame(_ executable: URL, _ database: URL) throws -> ([Double], [Int]) {
        let terminal = try PseudoTerminal(executable: executable, arguments: ["--db", database.path])
        defer { terminal.close() }
        _ = try terminal.secondsUntilOutput(contains: "Help")
        terminal.send("/Spring\r")
        _ = terminal.drain()
        terminal.send("\r")
        _ = terminal.drain()
        var times: [Double] = []
        var bytes: [Int] = []
        for _ in 0..<40 {
            let (seconds, count) = terminal.sendAndTimeFrame("+")
            times.append(seconds)
            bytes.append(count)
        }
        return (times, bytes)
    }

    /// Opening a game as the interface does (its header and players), an undo followed by the
    /// same re-read the screen's observation makes, and the history's first page with its count.
    static func openAndUndo(database url: URL, game: Game.ID) throws -> (open: [Double], undo: [Double], history: [Double]) {
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        var opens: [Double] = [], undos: [Double] = [], histories: [Double] = []
        func timed(_ work: () throws -> Void) rethrows -> Double {
            let start = ContinuousClock.now
            try work()
            return (ContinuousClock.now - start).seconds
        }
        let showGame: () throws -> Void = {
            _ = try database.read { db in
                (try AppDatabase.gameSummary(db, id: game), try AppDatabase.playerRows(db, gameID: game, includeThumbnails: true))
            }
        }
        for _ in 0..<runs {
            opens.append(try timed(showGame))
            undos.append(try timed {
                _ = try database.undo(gameID: game)
                try showGame()
            })
            histories.append(try timed {
                _ = try database.read { db in
                    (try AppDatabase.historyEntries(db, gameID: game, limit: 60), try AppDatabase.historyCount(db, gameID: game))
                }
            })
            _ = try database.redo(gameID: game)
        }
        return (opens, undos, histories)
    }

    static func peakMemory(_ executable: URL, _ database: URL) throws -> String {
        let terminal = try PseudoTerminal(executable: executable, arguments: ["--db", database.path])
        defer { terminal.close() }
        _ = try terminal.secondsUntilOutput(contains: "Help")
        terminal.send("/night 1")
        _ = terminal.drain()
        terminal.send("\u{1b}/Spring\r\r")
        _ = terminal.drain()
        for _ in 0..<5 { terminal.send("\u{1b}[6~") }
        terminal.send("G")
        _ = terminal.drain()
        guard let kilobytes = terminal.peakResidentKilobytes() else { return "n/a" }
        return String(format: "%.1f MB", Double(kilobytes) / 1024)
    }

    // MARK: Figures

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded(.up)))]
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

    static func seconds(_ seconds: Double) -> String { String(format: "%.1f s", seconds) }

    static func spread(_ values: [Double]) -> String {
        "\(milliseconds(percentile(values, 0.5))) [\(milliseconds(values.min() ?? 0))-\(milliseconds(values.max() ?? 0))]"
    }

    static func ratio(_ values: [Double], _ baseline: [Double]) -> String {
        String(format: "%.2fx", percentile(values, 0.5) / max(percentile(baseline, 0.5), 1e-9))
    }
}

extension PhotoServices {
    /// For measurements that never show a photo.
    static let unused = PhotoServices(
        drawAvatar: { _, _, _ in nil }, drawPhoto: { _, _, _ in throw BenchError("no photos here") },
        drawPreview: { _, _, _ in throw BenchError("no photos here") }, listDirectory: { _ in [] },
        completePath: { typed, _ in typed }, resolvePath: { typed, _ in .missing(typed) },
        attachPhoto: { _, _, _ in throw BenchError("no photos here") },
        attachPersonPhoto: { _, _, _ in throw BenchError("no photos here") }, largestPhotoBytes: 0)
}

extension PseudoTerminal {
    /// Sends `text` and reads until the program has been quiet for 40 ms; returns the seconds
    /// until the last byte came and how many bytes came.
    func sendAndTimeFrame(_ text: String) -> (Double, Int) {
        let start = ContinuousClock.now
        send(text)
        var last = start
        var total = 0
        while let count = readChunk(timeout: total == 0 ? 2 : 0.04) {
            total += count
            last = ContinuousClock.now
        }
        return ((last - start).seconds, total)
    }
}
