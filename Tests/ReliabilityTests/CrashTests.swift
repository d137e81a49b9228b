import Foundation
import TestSupport
import Testing

/// SIGKILL at random moments while real `scorekeeper` commands write: afterwards the file is
/// intact, nothing is orphaned, and every change reported as done is there.
///
/// Trials run one at a time (a kill's timing means little on a machine busy with other trials).
/// SCOREKEEPER_SOAK=N runs N trials of each workload; SCOREKEEPER_SEED=S replays a failure.
/// The time limit only catches hangs: time spent waiting for the disk turn (DiskTurn) counts too.
@Suite("Crashes", .serialized, .timeLimit(.minutes(20)))
struct CrashTests {
    static let playerTrials = Array(0..<Soak.trials(default: 20))
    static let gameTrials = Array(0..<Soak.trials(default: 6))
    static let historyTrials = Array(0..<Soak.trials(default: 12))

    /// How to run the same commands and kill plans again (the kill's exact timing still varies).
    static var replay: String { "SCOREKEEPER_SEED=\(SeededRandom.baseSeed) replays this run." }

    @Test("Killed score and player commands lose nothing reported as done", arguments: playerTrials)
    func scoreAndPlayerCommands(trial: Int) async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let seed = SeededRandom.baseSeed &+ UInt64(trial)
        let report = try await Blocking.run { try CrashTrial.run(PlayersWorkload(), seed: seed) }
        print("players trial \(trial): \(report)")
        #expect(report.problems.isEmpty, "\(report)\n\(report.problems.joined(separator: "\n"))\n\(Self.replay)")
    }

    @Test("Killed undo, redo, corrections and deletions leave the change log before or after", arguments: historyTrials)
    func historyCommands(trial: Int) async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let seed = SeededRandom.baseSeed &+ 2_000_000 &+ UInt64(trial)
        let report = try await Blocking.run { try CrashTrial.run(HistoryWorkload(), seed: seed) }
        print("history trial \(trial): \(report)")
        #expect(report.problems.isEmpty, "\(report)\n\(report.problems.joined(separator: "\n"))\n\(Self.replay)")
    }

    @Test("Killed demo, game and cascade-delete commands are all-or-nothing", arguments: gameTrials)
    func multiRowTransactions(trial: Int) async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let seed = SeededRandom.baseSeed &+ 1_000_000 &+ UInt64(trial)
        let report = try await Blocking.run { try CrashTrial.run(GamesWorkload(), seed: seed) }
        print("games trial \(trial): \(report)")
        #expect(report.problems.isEmpty, "\(report)\n\(report.problems.joined(separator: "\n"))\n\(Self.replay)")
    }
}
