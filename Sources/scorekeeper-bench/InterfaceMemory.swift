import Foundation

/// Peak resident memory of `scorekeeper` showing a game in its full-screen interface and
/// scrolling through every player, driven through tmux like a person at a terminal.
enum InterfaceMemory {
    /// "NN.N MB", or "n/a (why)" when it cannot be measured.
    static func peak(executable: URL, database: URL, players: Int) -> String {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return "n/a (\(executable.path) not built: run `swift build -c release --product scorekeeper`)"
        }
        // A tmux server of our own (its own socket), so a person's own tmux is never touched.
        let socket = "scorekeeper-bench-\(getpid())"
        guard (try? InterfaceMemory.tmux(["-V"], capture: true)) != nil else { return "n/a (tmux not installed)" }
        let target = "bench"
        func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
            try InterfaceMemory.tmux(["-L", socket] + arguments, capture: capture)
        }
        let command = "exec '\(executable.path)' --db '\(database.path)'"
        guard (try? tmux(["new", "-d", "-s", target, "-x", "120", "-y", "40", command])) != nil else {
            return "n/a (tmux could not start)"
        }
        defer { _ = try? tmux(["kill-server"]) }
        Thread.sleep(forTimeInterval: 1.0)
        // The interface not being there yet shows as the program having exited already.
        guard (try? tmux(["has", "-t", target])) != nil,
              let pidText = try? tmux(["list-panes", "-t", target, "-F", "#{pane_pid}"], capture: true),
              let pid = Int(pidText.trimmingCharacters(in: .whitespacesAndNewlines)),
              isAlive(pid) else {
            return "n/a (interface not available)"
        }
        // Open the (only) game, walk down every row, jump to the end.
        _ = try? tmux(["send-keys", "-t", target, "Enter"])
        Thread.sleep(forTimeInterval: 0.5)
        for _ in 0..<(players + 5) {
            _ = try? tmux(["send-keys", "-t", target, "Down"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        _ = try? tmux(["send-keys", "-t", target, "End"])
        Thread.sleep(forTimeInterval: 1.0)
        guard isAlive(pid), let peak = highWaterMark(pid: pid) else { return "n/a (interface exited while scrolling)" }
        return String(format: "%.1f MB", Double(peak) / 1024)
    }

    /// VmHWM (peak resident set) in kB, from /proc.
    static func highWaterMark(pid: Int) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }

    private static func isAlive(_ pid: Int) -> Bool { kill(pid_t(pid), 0) == 0 }

    /// Runs tmux with posix_spawn and waitpid. Foundation's `Process` is not used here: it
    /// learns that a child ended when every holder of an inherited socket has closed it, and
    /// the tmux server started by `tmux new` keeps it open, so `waitUntilExit` never returns.
    /// Output is only read when asked (commands that start the server would hold a pipe open).
    @discardableResult
    static func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
        var pipeEnds: [Int32] = [-1, -1]
        if capture { guard pipe(&pipeEnds) == 0 else { throw BenchError("pipe failed") } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capture {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
        if capture { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capture { close(pipeEnds[0]) }
            throw BenchError("tmux could not be started")
        }
        var output = Data()
        if capture {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                output.append(contentsOf: buffer[0..<count])
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros: exited normally with 0 means status == 0.
        guard status == 0 else { throw BenchError("tmux \(arguments.first ?? "") failed") }
        return String(decoding: output, as: UTF8.self)
    }
}
