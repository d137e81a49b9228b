import Foundation

/// A game's clock: its playing time, which runs while the game is played and stops while it is
/// paused or finished. It is stamps, not a ticking counter: the time played before the clock last
/// started, and when it started (nil: stopped), so every process, copy and surface that reads the
/// file tells the same time, and quitting loses none.
///
/// The turn timer and the players' clocks count in playing time (`GameTurn.startedAt`), so
/// pausing the game pauses them too.
public struct GameClock: Equatable, Hashable, Sendable {
    /// Milliseconds played before `runningSince`.
    public var elapsed: Int
    /// When the clock last started (a stamp of the file's clock); nil while it is stopped.
    public var runningSince: Date?

    public init(elapsed: Int = 0, runningSince: Date? = nil) {
        self.elapsed = elapsed
        self.runningSince = runningSince
    }

    public var isRunning: Bool { runningSince != nil }

    /// Whether the clock has ever run (a game from before clocks shows none until started).
    public var hasStarted: Bool { isRunning || elapsed > 0 }

    /// The playing time in milliseconds at `now`. A start stamped a little after `now` (the file's
    /// clock runs ahead of a stalled system clock) counts as just started.
    public func playTime(at now: Date) -> Int {
        guard let runningSince else { return elapsed }
        let running = max(0, Int((now.timeIntervalSince(runningSince) * 1000).rounded(.down)))
        let (sum, overflow) = elapsed.addingReportingOverflow(running)
        return overflow ? Int.max : sum
    }

    /// The clock stopped at `now` (unchanged when stopped already).
    public func stopped(at now: Date) -> GameClock {
        guard isRunning else { return self }
        return GameClock(elapsed: playTime(at: now), runningSince: nil)
    }

    /// The clock started at `now` (unchanged when running already).
    public func started(at now: Date) -> GameClock {
        isRunning ? self : GameClock(elapsed: elapsed, runningSince: now)
    }
}

/// Whose turn it is, and since when in the game's playing time.
public struct GameTurn: Equatable, Hashable, Sendable {
    public var playerID: Player.ID
    /// The game's playing time (`GameClock.playTime`) when the turn began, in milliseconds.
    public var startedAt: Int

    public init(playerID: Player.ID, startedAt: Int) {
        self.playerID = playerID
        self.startedAt = startedAt
    }

    /// How long the turn has lasted, in milliseconds of playing time.
    public func length(clock: GameClock, at now: Date) -> Int {
        max(0, clock.playTime(at: now) - startedAt)
    }
}

/// How times are written on every surface: "0:07", "4:05", "1:02:03"; an overrun "+0:12".
public enum ClockText {
    /// Whole seconds of `milliseconds`, as minutes and seconds, with hours when there are any.
    public static func duration(milliseconds: Int) -> String {
        let seconds = max(0, milliseconds) / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// A turn timer: the time left ("0:42"), or the overrun once past the limit ("+0:12").
    public static func turn(lengthMilliseconds length: Int, limitSeconds: Int) -> String {
        let left = limitSeconds * 1000 - length
        // Time left rounds up (a turn with 0.4 s left still shows 0:01), so "0:00" is the limit.
        return left >= 0 ? duration(milliseconds: left + 999) : "+" + duration(milliseconds: -left)
    }
}
