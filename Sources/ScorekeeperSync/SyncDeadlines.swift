import Foundation
import ScorekeeperStore

/// How long one side of a sync waits for the other: each frame must arrive whole (or be taken
/// whole) within `frame` of the moment it is expected, and the whole conversation must end
/// within `overall`. Without them a peer that goes silent, or sends a byte now and then, holds
/// the other side forever: a pipe or an `ssh` connection gives no sign that it is dead.
public struct SyncDeadlines: Sendable, Equatable {
    /// Time for one whole frame once it is expected; it includes the other side's work on a
    /// request (a merge, a digest), which on the largest files we know takes a few seconds.
    public var frame: Duration
    /// Time for the whole sync, the backstop for a peer that keeps each frame within its
    /// deadline yet never finishes (empty frames forever).
    public var overall: Duration

    public static let defaultFrame = Duration.seconds(30)
    public static let defaultOverall = Duration.seconds(30 * 60)
    /// The environment variables that set them, in seconds (tests use short ones).
    public static let frameVariable = "SCOREKEEPER_SYNC_FRAME_TIMEOUT"
    public static let overallVariable = "SCOREKEEPER_SYNC_TIMEOUT"

    public init(frame: Duration = defaultFrame, overall: Duration = defaultOverall) {
        self.frame = frame
        self.overall = overall
    }

    /// The defaults, or what the environment sets; a value that is not a positive number of
    /// seconds is refused rather than ignored, so a typo never silently means "the default".
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SyncDeadlines {
        func seconds(_ name: String, _ fallback: Duration) throws -> Duration {
            guard let text = environment[name], !text.isEmpty else { return fallback }
            guard let value = Double(text), value.isFinite, value > 0, value <= 1_000_000 else {
                throw ScorekeeperError.other("\(name) must be a number of seconds above 0 (it is \(Sanitized.text(String(text.prefix(40))))).")
            }
            return .milliseconds(max(1, Int64((value * 1000).rounded())))
        }
        return SyncDeadlines(frame: try seconds(frameVariable, defaultFrame), overall: try seconds(overallVariable, defaultOverall))
    }

    /// "30 s", "0.5 s", "30 min": how a deadline is named in an error.
    static func shown(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds >= 120_000 && milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000) min" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        return "\(Double(milliseconds) / 1000) s"
    }
}

/// One conversation's deadlines in time: started with it, it gives each frame the earlier of
/// its own deadline and the conversation's end, and words the error when one passes.
public final class SyncTimer: @unchecked Sendable {
    public let deadlines: SyncDeadlines
    public let end: ContinuousClock.Instant

    public init(_ deadlines: SyncDeadlines) {
        self.deadlines = deadlines
        end = ContinuousClock.now + deadlines.overall
    }

    /// The deadline of a frame expected from now.
    public func frameDeadline() -> ContinuousClock.Instant { min(ContinuousClock.now + deadlines.frame, end) }

    /// Why a read or write gave up: which deadline passed, and whether any of the frame came.
    func error(peer: String, reading: Bool, partial: Bool) -> SyncWireError {
        let outcome = "the sync stopped, nothing half-done was applied, and running it again completes it."
        if ContinuousClock.now >= end {
            return SyncWireError("\(peer) did not finish the sync within \(SyncDeadlines.shown(deadlines.overall)); \(outcome)")
        }
        let time = SyncDeadlines.shown(deadlines.frame)
        if !reading { return SyncWireError("\(peer) took nothing that was sent to it for \(time); \(outcome)") }
        if partial { return SyncWireError("\(peer) sent less than one frame in \(time); \(outcome)") }
        return SyncWireError("\(peer) sent nothing for \(time); \(outcome)")
    }
}

/// A read or write that reached its deadline (turned into words by `SyncTimer.error`).
struct SyncDeadlinePassed: Error {}

/// Waits with `poll` until `descriptor` can be read (`POLLIN`) or written (`POLLOUT`), or hung
/// up; throws `SyncDeadlinePassed` at `deadline`. No thread and no sleep: the kernel wakes us.
func waitForDescriptor(_ descriptor: Int32, events: Int16, until deadline: ContinuousClock.Instant) throws {
    while true {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { throw SyncDeadlinePassed() }
        // Rounded up, so a wait never ends just before its deadline and spins.
        let milliseconds = left.components.seconds * 1000 + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        let ready = poll(&entry, 1, Int32(clamping: milliseconds))
        if ready > 0 { return }
        if ready < 0 && errno != EINTR && errno != EAGAIN {
            throw SyncWireError("Cannot wait for the other side: \(String(cString: strerror(errno))).")
        }
    }
}
