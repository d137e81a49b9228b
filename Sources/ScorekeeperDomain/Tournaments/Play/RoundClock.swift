import Foundation

/// A tournament's round clock: the round time the organiser set (`tournament set T --round-time
/// 50m`), and the clock of the round it last ran for. Like a game's clock it is stamps, never a
/// ticking counter (`GameClock`: the time run before it last started, and when), so every
/// process, copy and surface tells the same time and quitting loses none.
///
/// The rules are stated here once: what remains, when it is overtime, what start, pause and
/// resume do. The tournament screen, the watch, the command line and `show --json` read them.
public struct RoundClock: Sendable, Hashable {
    /// The round time in seconds; nil: the tournament has no round clock.
    public var roundTime: Int?
    /// The round the clock ran for; nil: it never ran. A clock of another round than the
    /// current one reads as not started.
    public var round: Int?
    /// The round's time so far, as stamps.
    public var clock: GameClock

    public init(roundTime: Int? = nil, round: Int? = nil, clock: GameClock = GameClock()) {
        self.roundTime = roundTime
        self.round = round
        self.clock = clock
    }

    /// The shortest and longest round time: a minute to a day.
    public static let roundTimes = 60...86_400

    /// What the organiser asks of the clock.
    public enum Command: String, Sendable, CaseIterable {
        /// Start the current round's clock from its full time.
        case start
        /// Stop a running clock, keeping the time left.
        case pause
        /// Start a paused clock again.
        case resume
        /// The interface's one key: start, pause or resume, whichever the clock is ready for.
        case toggle
    }

    /// Why the clock refuses a command, in words that follow the tournament's name.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// The clock as it reads at `now` in `currentRound` (0: none paired); nil when the
    /// tournament has no round time, no round, or has finished.
    public func reading(currentRound: Int, finished: Bool = false, at now: Date) -> Reading? {
        guard let roundTime, currentRound > 0, !finished else { return nil }
        let limit = roundTime * 1000
        guard round == currentRound, clock.hasStarted else {
            return Reading(round: currentRound, limit: limit, elapsed: 0, state: .notStarted)
        }
        return Reading(round: currentRound, limit: limit, elapsed: clock.playTime(at: now),
                       state: clock.isRunning ? .running : .paused)
    }

    /// The clock after `command` at `now` in `currentRound`, or why not. `finished`: the
    /// tournament has ended, and its clock stops for good.
    public func applying(_ command: Command, currentRound: Int, finished: Bool, at now: Date) throws(Refusal) -> RoundClock {
        guard roundTime != nil else {
            throw Refusal(reason: "has no round time: set one first (tournament set --round-time 50m).")
        }
        guard currentRound > 0 else { throw Refusal(reason: "has no round paired yet: its clock starts with a round.") }
        guard !finished else { throw Refusal(reason: "has finished: its round clock is stopped.") }
        let state = reading(currentRound: currentRound, at: now)?.state ?? .notStarted
        var command = command
        if command == .toggle { command = state == .notStarted ? .start : state == .running ? .pause : .resume }
        var next = self
        switch (command, state) {
        case (.start, .notStarted):
            next.round = currentRound
            next.clock = GameClock(elapsed: 0, runningSince: now)
        case (.start, _):
            throw Refusal(reason: "has round \(currentRound)'s clock started already: pause or resume it.")
        case (.pause, .running):
            next.clock = clock.stopped(at: now)
        case (.pause, _):
            throw Refusal(reason: "has no round clock running to pause (round \(currentRound)'s is \(state == .paused ? "paused" : "not started")).")
        case (.resume, .paused):
            next.clock = clock.started(at: now)
        case (.resume, _):
            throw Refusal(reason: "has no paused round clock to resume (round \(currentRound)'s is \(state == .running ? "running" : "not started")).")
        case (.toggle, _):
            break
        }
        return next
    }

    /// The clock of a newly paired `round`: running from `now` when a round time is set, else
    /// as it was (the organiser may set one and start it later).
    public func paired(round: Int, at now: Date) -> RoundClock {
        guard roundTime != nil else { return self }
        return RoundClock(roundTime: roundTime, round: round, clock: GameClock(elapsed: 0, runningSince: now))
    }

    /// How the round clock stands at one moment.
    public struct Reading: Sendable, Hashable {
        /// How the clock runs.
        public enum State: String, Sendable, Hashable {
            case notStarted
            case running
            case paused
        }

        /// The round it is the clock of.
        public var round: Int
        /// The round time, in milliseconds.
        public var limit: Int
        /// How long the round has run, in milliseconds.
        public var elapsed: Int
        public var state: State

        public init(round: Int, limit: Int, elapsed: Int, state: State) {
            self.round = round
            self.limit = limit
            self.elapsed = elapsed
            self.state = state
        }

        /// Whether the round has run past its time.
        public var isOvertime: Bool { elapsed > limit }
        /// The time left in milliseconds (0 in overtime).
        public var remaining: Int { max(0, limit - elapsed) }
        /// How far past its time the round has run, in milliseconds (0 before).
        public var overtime: Int { max(0, elapsed - limit) }

        /// The clock in words every surface shows: "48:12 left", "overtime 2:10", with
        /// "paused" or "not started" after it.
        public var text: String {
            // Time left rounds up (0.4 s left still shows 0:01), so "0:00 left" is never shown
            // while time remains, and overtime begins the moment the time is up.
            let time = isOvertime ? "overtime " + ClockText.duration(milliseconds: overtime)
                : ClockText.duration(milliseconds: remaining + 999) + " left"
            switch state {
            case .running: return time
            case .paused: return time + ", paused"
            case .notStarted: return time + ", not started"
            }
        }

        /// Whole seconds left (rounded up as the text shows them), for JSON.
        public var remainingSeconds: Int { (remaining + 999) / 1000 }
        /// Whole seconds of overtime, for JSON.
        public var overtimeSeconds: Int { overtime / 1000 }
    }
}

/// The round time as a person types it: "50m", "50" (minutes), "1h30m", "90s", "1:30:00", or
/// "off" to remove the clock.
public enum RoundTimeText {
    /// Seconds, or nil for "off"; a refusal's reason follows the setting's name.
    public static func seconds(_ text: String) throws(TournamentSettingText.Refusal) -> Int? {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if ["off", "none", "no"].contains(key) { return nil }
        guard let seconds = parse(key), RoundClock.roundTimes.contains(seconds) else {
            throw TournamentSettingText.Refusal(
                reason: "is a time from 1m to 24h such as 50m, 1h30m or 45:00, or off, not '\(Sanitized.text(text))'.")
        }
        return seconds
    }

    /// "1h30m" as 50m, 1h, 90s, combined in that order; "50" as minutes; "45:00" and "1:30:00".
    private static func parse(_ key: String) -> Int? {
        guard !key.isEmpty, key.count <= 16 else { return nil }
        if key.allSatisfy(\.isNumber) { return Int(key).map { $0 * 60 } }
        if key.contains(":") {
            let parts = key.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isNumber) }) else {
                return nil
            }
            let numbers = parts.compactMap { Int($0) }
            guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
            return numbers.reduce(0) { $0 * 60 + $1 }
        }
        var total = 0
        var digits = ""
        var lastUnit = 0
        let units: [Character: (order: Int, seconds: Int)] = ["h": (1, 3600), "m": (2, 60), "s": (3, 1)]
        for character in key {
            if character.isNumber {
                digits.append(character)
            } else if let unit = units[character], let value = Int(digits), unit.order > lastUnit {
                total += value * unit.seconds
                lastUnit = unit.order
                digits = ""
            } else {
                return nil
            }
        }
        return digits.isEmpty && lastUnit > 0 ? total : nil
    }

    /// The round time as the surfaces write it: "50m", "1h30m", "45s".
    public static func text(seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        var text = ""
        if hours > 0 { text += "\(hours)h" }
        if minutes > 0 { text += "\(minutes)m" }
        if rest > 0 || text.isEmpty { text += "\(rest)s" }
        return text
    }
}
