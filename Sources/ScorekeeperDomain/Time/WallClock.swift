import Foundation

/// Where a database reads the time: the system's clock in the program, a pinned one in tests.
///
/// This is the only place in the sources that asks the system for the date. Every stamp the file
/// keeps is a tick of the file's own clock (`AppDatabase+Clock`), and that clock reads this one, so
/// a test that pins it pins every stamp: rows, changes, renames, finishes and syncs alike.
public struct WallClock: Sendable {
    /// The current reading.
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system's clock.
    public static let system = WallClock { Date() }

    /// A clock that always reads `moment`.
    public static func fixed(_ moment: Date) -> WallClock {
        WallClock { moment }
    }

    /// The system's clock moved by `offset` seconds (a copy whose clock runs fast or slow).
    public static func offset(by offset: TimeInterval) -> WallClock {
        WallClock { Date(timeIntervalSinceNow: offset) }
    }
}
