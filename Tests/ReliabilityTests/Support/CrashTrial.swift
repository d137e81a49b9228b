import Foundation
import TestSupport

/// One crash trial: a fresh database, a workload's commands run one after another, SIGKILL to
/// whichever command is running at a random moment, then the checks.
enum CrashTrial {
    /// What a trial saw.
    struct Report: Sendable, CustomStringConvertible {
        var seed: UInt64
        var plan = ""
        var completed = 0
        var killed: String?
        var committed: Bool?
        var problems: [String] = []
        /// The workload's own account of the commands done (see `CrashWorkload.summary`).
        var summary = ""

        var description: String {
            let kill = killed.map { "killed `\($0)` (\(committed.map { $0 ? "its change committed" : "its change absent" } ?? "either way"))" }
                ?? "finished before the kill"
            return "seed \(seed), \(plan): \(completed) commands done\(summary.isEmpty ? "" : " (\(summary))"), \(kill)"
        }
    }

    /// The latest kill moment of an "anywhere" trial, after the first command starts. About 20
    /// commands fit in it on this machine.
    static let killWindow: Duration = .milliseconds(1200)

    /// At most this many commands per trial, whatever the timing.
    static let maximumCommands = 400

    /// When the kill comes. Most of a command's life is process start-up, so a moment chosen
    /// uniformly rarely hits a write; half the trials aim at the end of one command instead,
    /// where the database is opened, written and committed.
    enum KillPlan {
        /// A moment uniformly inside `killWindow`.
        case anywhere(Duration)
        /// Command number `index`, at `fraction` of the mean duration of the ones before it.
        /// A fraction above 1 may miss the command; then the next one is aimed at.
        case lateInCommand(index: Int, fraction: Double)
        /// The first command from number `index` on caught writing a large change (see
        /// `CrashWorkload.largeWriteBytes`).
        case whileWriting(index: Int)

        static func random(using random: inout SeededRandom, largeWrites: Bool = false) -> KillPlan {
            // Drawn only for workloads with large writes, so other workloads' seeds replay as before.
            if largeWrites, Int.random(in: 0..<3, using: &random) == 0 {
                return .whileWriting(index: Int.random(in: 0..<12, using: &random))
            }
            if Bool.random(using: &random) {
                let nanoseconds = killWindow.components.seconds * 1_000_000_000 + killWindow.components.attoseconds / 1_000_000_000
                return .anywhere(.nanoseconds(Int64.random(in: 0..<nanoseconds, using: &random)))
            }
            return .lateInCommand(index: Int.random(in: 3..<20, using: &random),
                                  fraction: Double.random(in: 0.5...1.1, using: &random))
        }
    }

    static func run<W: CrashWorkload>(_ workload: W, seed: UInt64) throws -> Report {
        let folder = try TemporaryFolder("crash")
        let database = folder.file("crash.sqlite")
        let binary = try ScorekeeperBinary.path()
        let run: ScorekeeperRun = { arguments in
            try ChildProcess.run(binary, arguments + ["--db", database], outputFolder: folder.path)
        }
        var workload = workload
        var random = SeededRandom(seed: seed)
        var report = Report(seed: seed)
        try workload.prepare(run)

        let clock = ContinuousClock()
        let plan = KillPlan.random(using: &random, largeWrites: workload.largeWriteBytes != nil)
        let log = database + "-wal"
        report.plan = "\(plan)"
        let firstStart = clock.now
        var spent: Duration = .zero
        var inFlight: W.Step?
        for index in 0..<maximumCommands {
            let (step, arguments) = workload.next(using: &random)
            let start = clock.now
            let child = try ChildProcess(executable: binary, arguments: arguments + ["--db", database],
                                         outputFolder: folder.path)
            var killAt: ContinuousClock.Instant?
            var killWhen: (() -> Bool)?
            switch plan {
            case .anywhere(let delay):
                killAt = firstStart + delay
            case .lateInCommand(let target, let fraction):
                // A target that finished first passes the kill on to the next command, a little
                // earlier each time, so every trial ends in a kill.
                killAt = index >= target
                    ? start + (spent / index) * (fraction * pow(0.9, Double(index - target))) : nil
            case .whileWriting(let target):
                if index >= target, let bytes = workload.largeWriteBytes {
                    // Measured from the size at the start: a log left by an earlier command
                    // is overwritten from its beginning before the file grows again.
                    let initial = Self.fileSize(log)
                    killWhen = { Self.fileSize(log) > initial + bytes }
                }
            }
            let outcome = child.wait(timeout: .seconds(60), killAt: killAt, killWhen: killWhen)
            spent += clock.now - start
            if outcome.timedOut {
                report.problems.append("\(step) hung: \(outcome)")
                break
            }
            if outcome.termination == .signaled(SIGKILL) {
                inFlight = step
                report.killed = step.description
                break
            }
            if let problem = workload.completed(step, outcome) {
                report.problems.append(problem)
                break
            }
            report.completed += 1
        }

        report.summary = workload.summary
        if inFlight == nil && report.problems.isEmpty {
            report.problems.append("no command was killed: the trial tested nothing")
        }

        // What is on disk, read by SQLite itself (which also recovers the killed writer's log).
        report.problems += try SQLiteShell.problems(database, in: folder)
        let check = try workload.check(database, inFlight: inFlight, folder: folder)
        report.problems += check.problems
        report.committed = check.inFlightCommitted

        // And Scorekeeper carries on.
        if let followUp = check.followUp {
            let outcome = try run(followUp.arguments)
            let printed = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            if outcome.exitCode != 0 || (followUp.expectedOutput.map { $0 != printed } ?? false) {
                report.problems.append("after the crash, \(followUp.arguments.joined(separator: " ")) gave \(outcome), "
                                       + "expected \(followUp.expectedOutput ?? "exit 0")")
            }
        }
        return report
    }

    /// A file's size in bytes, 0 when it does not exist.
    private static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }
}
