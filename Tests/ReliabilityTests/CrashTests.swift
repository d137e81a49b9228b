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
    /// The kinds of commands killed, each with its own workload, number of trials and seeds.
    enum Kind: String, CaseIterable, Sendable {
        /// Score and player commands lose nothing reported as done.
        case players
        /// Demo, game and cascade-delete commands are all-or-nothing.
        case games
        /// Undo, redo, corrections and deletions leave the change log before or after.
        case history

        var trials: Int {
            switch self {
            case .players: Soak.trials(default: 20)
            case .games: Soak.trials(default: 6)
            case .history: Soak.trials(default: 12)
            }
        }

        /// Seeds apart from the other kinds', so each kind's trials replay on their own.
        var seedOffset: UInt64 {
            switch self {
            case .players: 0
            case .games: 1_000_000
            case .history: 2_000_000
            }
        }

        var workload: any CrashWorkload {
            switch self {
            case .players: PlayersWorkload()
            case .games: GamesWorkload()
            case .history: HistoryWorkload()
            }
        }
    }

    /// One trial of one kind.
    struct Trial: Sendable, CustomTestStringConvertible {
        var kind: Kind
        var number: Int
        var testDescription: String { "\(kind.rawValue) trial \(number)" }
    }

    static let trials = Kind.allCases.flatMap { kind in (0..<kind.trials).map { Trial(kind: kind, number: $0) } }

    /// How to run the same commands and kill plans again (the kill's exact timing still varies).
    static var replay: String { "SCOREKEEPER_SEED=\(SeededRandom.baseSeed) replays this run." }

    @Test("Killed commands lose nothing reported as done and leave every write all-or-nothing", arguments: trials)
    func killedCommands(_ trial: Trial) async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let seed = SeededRandom.baseSeed &+ trial.kind.seedOffset &+ UInt64(trial.number)
        let report = try await Blocking.run { try CrashTrial.run(trial.kind.workload, seed: seed) }
        print("\(trial.testDescription): \(report)")
        #expect(report.problems.isEmpty, "\(report)\n\(report.problems.joined(separator: "\n"))\n\(Self.replay)")
    }
}
