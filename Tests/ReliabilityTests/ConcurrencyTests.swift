import Foundation
import TestSupport
import Testing

/// Two command-line loops changing the same score at the same time: no update is lost, no
/// command gives up with "database is locked", and the score is still the sum of its changes.
@Suite("Concurrency", .timeLimit(.minutes(20)))
struct ConcurrencyTests {
    /// Commands per loop. Each is a whole process (start, open, write, exit), as a script would run.
    static let commandsPerLoop = 1_000

    /// What one loop saw.
    struct LoopReport: Sendable {
        var succeeded = 0
        var failures: [String] = []
    }

    @Test("2 × 1,000 concurrent `player score --by 1` commands add exactly 2,000")
    func twoWritersOneScore() async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let fixture = try Fixture("concurrency", score: 40)
        let (folder, database, playerID) = (fixture.folder, fixture.database, fixture.playerID)

        let binary = try ScorekeeperBinary.path()
        let loop: @Sendable () throws -> LoopReport = {
            var report = LoopReport()
            for _ in 0..<Self.commandsPerLoop {
                // 60 s is far beyond the 10 s busy timeout: only a hung process reaches it.
                let outcome = try ChildProcess.run(binary, ["player", "score", playerID, "--by", "1", "--db", database],
                                                   outputFolder: folder.path, timeout: .seconds(60))
                if outcome.exitCode == 0 && outcome.standardError.isEmpty && Int(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) != nil {
                    report.succeeded += 1
                } else if report.failures.count < 10 {
                    report.failures.append("\(outcome)")
                }
            }
            return report
        }

        let clock = ContinuousClock()
        let start = clock.now
        // Each loop on a thread of its own, started now, so both truly run at once.
        let first = StartedWork(loop)
        let second = StartedWork(loop)
        let reports = [try await first.value, try await second.value]
        print("2 × \(Self.commandsPerLoop) concurrent score changes took \(clock.now - start)")

        for report in reports {
            #expect(report.failures.isEmpty, "\(Self.commandsPerLoop - report.succeeded) commands failed, e.g.:\n\(report.failures.joined(separator: "\n"))")
            #expect(report.succeeded == Self.commandsPerLoop)
        }
        let score = try SQLiteShell.run(database, "SELECT score FROM players WHERE id = '\(playerID)'", in: folder)
        #expect(score.trimmingCharacters(in: .whitespacesAndNewlines) == String(40 + 2 * Self.commandsPerLoop))
        // Every change is in the history too: the starting 40 and each +1, all live.
        let changes = try SQLiteShell.run(database, "SELECT COUNT(*) || ' ' || SUM(amount) FROM scoreChanges WHERE playerID = '\(playerID)' AND state = 'live'", in: folder)
        #expect(changes.trimmingCharacters(in: .whitespacesAndNewlines) == "\(1 + 2 * Self.commandsPerLoop) \(40 + 2 * Self.commandsPerLoop)")
        #expect(try SQLiteShell.invariantViolations(database, in: folder) == 0)
        #expect(try SQLiteShell.problems(database, in: folder) == [])
    }

    /// Commands per loop in the undo race: fewer, each being a whole process.
    static let undoCommandsPerLoop = 200

    @Test("Score changes racing undo and redo from another process keep every score the sum of its changes")
    func scoringAgainstUndoAndRedo() async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let fixture = try Fixture("undo-race")
        let (folder, database, gameID, playerID) = (fixture.folder, fixture.database, fixture.gameID, fixture.playerID)

        let binary = try ScorekeeperBinary.path()
        /// Runs `commands(i)` for each i; "Nothing to undo/redo" is a fine answer in a race.
        func loop(_ commands: @escaping @Sendable (Int) -> [String]) -> @Sendable () throws -> LoopReport {
            return {
                var report = LoopReport()
                for index in 0..<Self.undoCommandsPerLoop {
                    let outcome = try ChildProcess.run(binary, commands(index) + ["--db", database],
                                                       outputFolder: folder.path, timeout: .seconds(60))
                    if outcome.exitCode == 0 || (outcome.standardError.hasPrefix("Error: ") && outcome.standardError.contains(": Nothing to ")) {
                        report.succeeded += 1
                    } else if report.failures.count < 10 {
                        report.failures.append("\(outcome)")
                    }
                }
                return report
            }
        }
        let scoring = StartedWork(loop { _ in ["player", "score", playerID, "--by", "1"] })
        let undoing = StartedWork(loop { $0 % 3 == 2 ? ["redo", gameID] : ["undo", gameID] })
        let reports = [try await scoring.value, try await undoing.value]
        for report in reports {
            #expect(report.failures.isEmpty, "commands failed, e.g.:\n\(report.failures.joined(separator: "\n"))")
        }
        let counts = try SQLiteShell.run(database, "SELECT COUNT(*) || ' ' || (SELECT score FROM players) FROM scoreChanges WHERE state = 'live'", in: folder)
        print("undo race: live changes and final score: \(counts.trimmingCharacters(in: .whitespacesAndNewlines))")
        #expect(try SQLiteShell.invariantViolations(database, in: folder) == 0)
        #expect(try SQLiteShell.problems(database, in: folder) == [])
    }
}
