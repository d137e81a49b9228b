import Foundation

/// One run of a child program, measured from outside: its clock time, the processor time it
/// spent (from `wait4`) and its peak resident memory (the highest `VmHWM` its `/proc` status
/// showed while it ran), so two pairing engines are measured alike whatever language they are in.
/// Not `wait4`'s `ru_maxrss`: the kernel folds in, at `exec`, the high-water mark of the memory
/// the child was spawned sharing, the benchmark's own hundreds of megabytes.
struct ChildRun {
    /// Clock seconds from spawning to the child's exit.
    let seconds: Double
    /// User and system processor seconds of the child.
    let cpuSeconds: Double
    /// The child's peak resident set, in kilobytes.
    let peakKilobytes: Int
    /// Its exit status (0 for success); nil when it was stopped at the deadline.
    let status: Int32?

    var peakMegabytes: Double { Double(peakKilobytes) / 1024 }

    /// Runs `executable` with `arguments`, its output and errors thrown away, stopping it after
    /// `limit` seconds.
    static func run(_ executable: String, _ arguments: [String], limit: Double) throws -> ChildRun {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
        // Polled without blocking, so a child past the deadline can be stopped and still reaped.
        var status: Int32 = 0
        var usage = rusage()
        var stopped = false
        var peak = 0
        while true {
            // posix_spawn returns once the child has exec'd, so every reading is the program's own.
            peak = max(peak, highWaterKilobytes(pid))
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
            if !stopped && Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > limit {
                kill(pid, SIGKILL)
                stopped = true
            }
            usleep(2_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        let exited = status & 0x7f == 0
        return ChildRun(seconds: seconds, cpuSeconds: cpu, peakKilobytes: peak,
                        status: stopped ? nil : (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)))
    }

    /// The `VmHWM` of process `pid` in kilobytes; 0 once it has exited.
    static func highWaterKilobytes(_ pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    }
}
