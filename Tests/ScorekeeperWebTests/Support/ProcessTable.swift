import Foundation
import TestSupport

/// What `/proc` says of processes: a test's way to find the server a program started, and to
/// see it gone.
enum ProcessTable {
    /// The program file a process runs (`/proc/PID/exe`), or nil when it is gone.
    static func program(of pid: pid_t) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
    }

    /// The processes whose parent is `parent`.
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            // /proc/PID/stat: "PID (NAME) STATE PPID ...": the name may hold spaces, so the
            // fields are read after its closing bracket.
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent
        }
    }

    /// Whether the process has ended: no longer in the table, or a zombie waiting for its parent.
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// The TCP ports the process listens on (`ss -ltnp`).
    static func listeningPorts(of pid: pid_t) -> [Int] {
        guard let text = try? SpawnedProgram.output("/usr/bin/ss", ["-Hltnp"]) else { return [] }
        return text.split(separator: "\n").filter { $0.contains("pid=\(pid),") }.compactMap { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            return columns.count > 3 ? columns[3].split(separator: ":").last.flatMap { Int($0) } : nil
        }
    }
}
