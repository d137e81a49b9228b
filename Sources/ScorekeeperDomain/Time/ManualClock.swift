import Foundation
import Synchronization

/// A clock that stands still until it is moved: tests set the time, act, move it on and act
/// again, and everything reading `wallClock` sees exactly those times.
public final class ManualClock: Sendable {
    private let moment: Mutex<Date>

    public init(_ start: Date) {
        moment = Mutex(start)
    }

    /// The time it reads.
    public var now: Date {
        get { moment.withLock { $0 } }
        set { moment.withLock { $0 = newValue } }
    }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: TimeInterval) {
        moment.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// A wall clock reading this one.
    public var wallClock: WallClock {
        WallClock { [self] in now }
    }
}
