import Foundation
import TestSupport

/// Runs `scorekeeper` with the given arguments (the database option is added) to completion.
typealias ScorekeeperRun = ([String]) throws -> ProcessOutcome

/// Work that crash trials interrupt with SIGKILL: a stream of real commands and a model of
/// what the database must hold once some of them have completed.
///
/// Adding another kind of work (photo attachments, say) means writing another conforming type
/// and passing it to `CrashTrial.run`; the trial loop, the kill and the checks stay the same.
protocol CrashWorkload: Sendable {
    associatedtype Step: Sendable, CustomStringConvertible

    /// Fills a fresh database with what the steps need, using real commands (never killed).
    mutating func prepare(_ run: ScorekeeperRun) throws

    /// The next command to run and the change it stands for.
    mutating func next(using random: inout SeededRandom) -> (step: Step, arguments: [String])

    /// Takes note of a command that finished before the kill. Returns a problem when it failed
    /// or printed something the model does not expect.
    mutating func completed(_ step: Step, _ outcome: ProcessOutcome) -> String?

    /// Compares the database with the model. `inFlight` is the killed command: it may or may
    /// not have committed, but nothing else may differ.
    func check(_ database: String, inFlight: Step?, folder: TemporaryFolder) throws -> CrashCheck

    /// When set, a third of the trials kill a command in the middle of a large write: as soon as
    /// the write-ahead log has grown by more than this many bytes since the command started.
    /// Only a change that large (a photo, not a score) grows it that much, and a kill chosen by
    /// time alone rarely lands inside those few milliseconds.
    var largeWriteBytes: Int? { get }

    /// What the completed commands were, for the trial's report (empty: nothing to add).
    var summary: String { get }
}

extension CrashWorkload {
    /// No trial waits for a large write unless a workload asks for it.
    var largeWriteBytes: Int? { nil }

    var summary: String { "" }
}

/// What a workload found when it compared the database with its model.
struct CrashCheck: Sendable {
    /// One line per difference; empty when the database holds exactly what it should.
    var problems: [String] = []
    /// Whether the killed command's change is in the database (nil: cannot tell, or no kill).
    var inFlightCommitted: Bool?
    /// One more command to run on the recovered database, and what it must print, proving
    /// Scorekeeper carries on where it stopped.
    var followUp: (arguments: [String], expectedOutput: String?)?
}
