import Foundation

/// `+` to the new score as a user's terminal shows it: the `scorekeeper` under test in a tmux
/// server of the benchmark's own, the key sent with `send-keys`, the pane read with
/// `capture-pane` (polled without pause) until the selected row shows the new score. The games
/// are made by the program itself, through its command line: a 2,000-player game (`game add`,
/// then `player add` with every name) and the demo's 3-player game as the baseline; tmux's own
/// round trip (a key to the echo of `cat` in a pane) is measured beside them, so what is
/// Scorekeeper's own shows.
enum TmuxKeypress {
    static let largePlayers = 2_000
    static let presses = 40
    static let largeTitle = "Club night"
    /// The goal (issue 42): `+` to frame in the 2,000-player game at most 31 ms as tmux shows it,
    /// 16 ms of it Scorekeeper's own.
    static let goalMilliseconds = 31.0
    static let ownGoalMilliseconds = 16.0

    /// Seconds from `send-keys` to the pane showing the change, per press.
    struct Figures {
        var large: [Double]
        var demo: [Double]
        var tmux: [Double]
    }

    /// The three measurements, in one run.
    static func measure(executable: URL, directory: URL) throws -> Figures {
        let large = directory.appendingPathComponent("keypress-large.sqlite")
        let demo = directory.appendingPathComponent("keypress-demo.sqlite")
        try makeLargeGame(executable, at: large)
        try run(executable, ["demo", "--db", demo.path])
        let tmux = try echoTimes()
        let largeTimes = try plusTimes(executable, database: large, filter: largeTitle)
        let demoTimes = try plusTimes(executable, database: demo, filter: "Family")
        return Figures(large: largeTimes, demo: demoTimes, tmux: tmux)
    }

    /// A game of `largePlayers` players made as a user would make it: `game add`, then
    /// `player add` with every name in one go (each player gets a person of their own).
    static func makeLargeGame(_ executable: URL, at url: URL) throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        try run(executable, ["game", "add", largeTitle, "--db", url.path])
        let names = (0..<largePlayers).map {
            "\(LargeFile.firstNames[$0 % LargeFile.firstNames.count]) \($0 / LargeFile.firstNames.count + 1)"
        }
        try run(executable, ["player", "add", largeTitle] + names + ["--db", url.path])
    }

    /// Each press of `+` on the selected player of the game whose title `filter` finds.
    static func plusTimes(_ executable: URL, database: URL, filter: String) throws -> [Double] {
        let session = try Session(command: "exec env TERM=xterm-256color LANG=C.UTF-8 SCOREKEEPER_GRAPHICS=symbols "
                                  + "'\(executable.path)' --db '\(database.path)'")
        defer { session.close() }
        try session.waitFor { $0.contains("Help") }
        try session.type("/\(filter)")
        try session.press("Enter")
        try session.press("Enter")
        try session.waitFor { $0.contains("Score") && selectedScore(in: $0) != nil }
        var times: [Double] = []
        for _ in 0..<presses {
            guard let before = selectedScore(in: try session.screen()) else { throw BenchError("no player is selected") }
            let start = ContinuousClock.now
            try session.type("+")
            try session.waitFor { selectedScore(in: $0).map { $0 != before } ?? false }
            times.append((ContinuousClock.now - start).seconds)
            // A person's pace, not a wait for anything: the next key comes once the screen settled.
            Thread.sleep(forTimeInterval: 0.05)
        }
        return times
    }

    /// tmux's own round trip: a letter sent to `cat` in a pane, until the pane shows its echo.
    static func echoTimes() throws -> [Double] {
        let session = try Session(command: "exec cat")
        defer { session.close() }
        var times: [Double] = []
        var typed = ""
        for index in 0..<presses {
            let letter = String(UnicodeScalar(UInt8(97 + index % 26)))
            typed += letter
            let expected = typed
            let start = ContinuousClock.now
            try session.type(letter)
            try session.waitFor { $0.split(separator: "\n").last.map(String.init) == expected }
            times.append((ContinuousClock.now - start).seconds)
            if typed.count == 60 {
                try session.press("Enter")
                typed = ""
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return times
    }

    /// The score on the selected row (the one marked ▸): the row's last number.
    static func selectedScore(in screen: String) -> Int? {
        guard let row = screen.split(separator: "\n").first(where: { $0.hasPrefix("▸") }) else { return nil }
        return row.split(separator: " ").reversed().lazy.compactMap { Int($0) }.first
    }

    static func run(_ executable: URL, _ arguments: [String]) throws {
        _ = try ProcessTiming.secondsToExit(executable, arguments)
    }

    /// A tmux server of the benchmark's own (its own socket: a person's tmux is never touched)
    /// with one 100x30 pane running `command`.
    final class Session {
        let socket = "scorekeeper-bench-keys-\(getpid())-\(UUID().uuidString.prefix(6))"

        init(command: String) throws {
            try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "100", "-y", "30", command])
        }

        @discardableResult
        func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
            try InterfaceMemory.tmux(["-L", socket] + arguments, capture: capture)
        }

        func type(_ text: String) throws { try tmux(["send-keys", "-t", "main", "-l", text]) }

        func press(_ key: String) throws { try tmux(["send-keys", "-t", "main", key]) }

        /// The pane's text, trailing spaces of each line and empty lines at the end left out.
        func screen() throws -> String {
            try tmux(["capture-pane", "-p", "-t", "main"], capture: true)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
                .reversed().drop { $0.isEmpty }.reversed()
                .joined(separator: "\n")
        }

        /// Reads the pane again and again, without pause, until `condition` holds (10 s at most:
        /// the bound only catches a program that hangs).
        func waitFor(_ condition: (String) -> Bool) throws {
            let deadline = ContinuousClock.now + .seconds(10)
            var last = ""
            while ContinuousClock.now < deadline {
                last = try screen()
                if condition(last) { return }
            }
            throw BenchError("the pane never showed what was awaited; it showed:\n\(last)")
        }

        func close() { _ = try? tmux(["kill-server"]) }
    }
}
