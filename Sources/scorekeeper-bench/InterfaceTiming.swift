import Foundation
import ScorekeeperStore

/// How fast the full-screen interface starts on a big database, and how many bytes it writes to
/// the terminal for one score change, measured on a pseudo-terminal like a person's.
enum InterfaceTiming {
    static let games = 100
    static let playersPerGame = 10
    static let runs = 9

    /// Prints the figures; every timing is next to a baseline measured in the same run.
    static func report(executable: URL, directory: URL) throws {
        let database = directory.appendingPathComponent("interface.sqlite")
        try? FileManager.default.removeItem(at: database)
        try makeDatabase(at: database)

        let baseline = try median((0..<runs).map { _ in try ProcessTiming.secondsToExit(executable, ["--version"]) })
        let listing = try median((0..<runs).map { _ in try ProcessTiming.secondsToExit(executable, ["game", "list", "--db", database.path]) })
        var firstFrames: [Double] = []
        var scoreChangeBytes: [Int] = []
        for _ in 0..<runs {
            let terminal = try PseudoTerminal(executable: executable, arguments: ["--db", database.path])
            defer { terminal.close() }
            // The key bar is drawn last, so seeing its last label means the first frame is complete.
            firstFrames.append(try terminal.secondsUntilOutput(contains: "Help"))
            terminal.send("\r")
            _ = terminal.drain()
            terminal.send("+")
            scoreChangeBytes.append(terminal.drain())
        }
        print("Interface: \(games) games x \(playersPerGame) players, \(runs) runs each, medians")
        print("    first frame after start: \(milliseconds(median(firstFrames)))")
        print("    baseline, `scorekeeper --version` to exit: \(milliseconds(baseline)); `game list` to exit: \(milliseconds(listing))")
        print("    bytes written to the terminal for one score change: \(scoreChangeBytes.sorted()[scoreChangeBytes.count / 2])")
    }

    static func makeDatabase(at url: URL) throws {
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        for gameNumber in 1...games {
            let game = try database.createGame(title: "Game \(gameNumber)")
            for playerNumber in 1...playersPerGame {
                try database.addPlayer(gameID: game.id, name: "Player \(playerNumber)", score: (gameNumber * 7 + playerNumber * 13) % 101)
            }
        }
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
}

/// A program running on a pseudo-terminal of 100x30 cells, whose output is read back.
final class PseudoTerminal {
    private let master: Int32
    private let pid: pid_t
    private let start = ContinuousClock.now

    init(executable: URL, arguments: [String]) throws {
        // posix_openpt/unlockpt/ptsname are hidden by Glibc's module, so use their Linux ioctls (the
        // asm-generic numbers, the same on x86_64 and arm64).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
              ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0 else {
            throw BenchError("no pseudo-terminal available")
        }
        let slavePath = "/dev/pts/\(number)"
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw BenchError("cannot open \(slavePath)") }
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
        posix_spawn_file_actions_addclose(&actions, master)
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        // Measured as a plain terminal: no question to the terminal about graphics (up to 250 ms).
        environment["SCOREKEEPER_GRAPHICS"] = "symbols"
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "NO_COLOR")
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable.path, &actions, nil, argv, envp)
        Glibc.close(slave)
        guard spawned == 0 else { throw BenchError("cannot start \(executable.path)") }
        pid = child
    }

    /// Seconds from start until the output contains `marker` (10 s at most).
    func secondsUntilOutput(contains marker: String) throws -> Double {
        var output = Data()
        let needle = Data(marker.utf8)
        while output.range(of: needle) == nil {
            guard let chunk = read(timeout: 10) else { throw BenchError("the interface never drew \(marker)") }
            output.append(chunk)
        }
        return (ContinuousClock.now - start).seconds
    }

    /// Reads until the program has been quiet for 300 ms; returns how many bytes came.
    func drain() -> Int {
        var total = 0
        while let chunk = read(timeout: 0.3) { total += chunk.count }
        return total
    }

    /// Reads what is there within `timeout` seconds; nil when nothing came.
    func readChunk(timeout: Double) -> Int? {
        read(timeout: timeout)?.count
    }

    /// The program's peak resident memory (VmHWM) in kB.
    func peakResidentKilobytes() -> Int? {
        InterfaceMemory.highWaterMark(pid: Int(pid))
    }

    func send(_ text: String) {
        _ = text.withCString { Glibc.write(master, $0, strlen($0)) }
    }

    private func read(timeout: Double) -> Data? {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = Glibc.read(master, &buffer, buffer.count)
        return count > 0 ? Data(buffer[0..<count]) : nil
    }

    func close() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        Glibc.close(master)
    }
}
