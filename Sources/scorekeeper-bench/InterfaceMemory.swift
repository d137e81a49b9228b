import Foundation

/// Peak resident memory of `scorekeeper` showing a game in its full-screen interface and
/// scrolling through every player, driven through tmux like a person at a terminal.
enum InterfaceMemory {
    /// "NN.N MB", or "n/a (why)" when it cannot be measured.
    static func peak(executable: URL, database: URL, players: Int) -> String {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return "n/a (\(executable.path) not built: run `swift build -c release --product scorekeeper`)"
        }
        guard (try? tmux(["-V"])) != nil else { return "n/a (tmux not installed)" }
        let session = "scorekeeper-bench-\(getpid())"
        let command = "exec '\(executable.path)' --db '\(database.path)'"
        guard (try? tmux(["new-session", "-d", "-s", session, "-x", "120", "-y", "40", command])) != nil else {
            return "n/a (tmux could not start a session)"
        }
        defer { _ = try? tmux(["kill-session", "-t", session]) }
        Thread.sleep(forTimeInterval: 1.0)
        // The interface not being there yet shows as the program having exited already.
        guard (try? tmux(["has-session", "-t", session])) != nil,
              let pidText = try? tmux(["list-panes", "-t", session, "-F", "#{pane_pid}"]),
              let pid = Int(pidText.trimmingCharacters(in: .whitespacesAndNewlines)),
              isAlive(pid) else {
            return "n/a (interface not available)"
        }
        // Open the (only) game, walk down every row, jump to the end.
        _ = try? tmux(["send-keys", "-t", session, "Enter"])
        Thread.sleep(forTimeInterval: 0.5)
        for _ in 0..<(players + 5) {
            _ = try? tmux(["send-keys", "-t", session, "Down"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        _ = try? tmux(["send-keys", "-t", session, "End"])
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

    @discardableResult
    private static func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("tmux \(arguments.first ?? "") failed") }
        return String(decoding: data, as: UTF8.self)
    }
}
