import Foundation
import Testing
import TestSupport

/// The round clock from the command line, run as the real binary with its clock stopped at given
/// moments (Debian's `faketime`), so every time it prints is known: `tournament set
/// --round-time`, pairing starting the clock, `tournament clock T start|pause|resume`, and
/// `tournament show` (text and `--json`'s `roundClock`).
@Suite struct TournamentClockCommandTests {
    let directory: TemporaryFolder
    let db: String
    /// A moment after any stamp a real clock gave the file, so the file's clock follows these.
    static let start = Date(timeIntervalSince1970: 1_830_000_000)

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("clock.sqlite")
    }

    /// Runs a command with the clock standing at `seconds` after `start`.
    func at(_ seconds: Int, _ arguments: [String]) throws -> CommandResult {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let moment = formatter.string(from: Self.start.addingTimeInterval(TimeInterval(seconds)))
        return try CommandRunner.run("/usr/bin/faketime", ["-f", moment, try ScorekeeperBinary.path()] + arguments + ["--db", db],
                                     environment: ["TZ": "UTC"])
    }

    @discardableResult
    func ok(_ seconds: Int, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try at(seconds, arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// A command refused in one line, printing nothing and changing nothing.
    @discardableResult
    func refused(_ seconds: Int, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try at(seconds, arguments)
        #expect(result.status != 0 && result.stdout.isEmpty, "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stderr
    }

    /// `tournament show --json`'s `roundClock` (nil: left out).
    func roundClock(_ seconds: Int) throws -> [String: Any]? {
        let text = try ok(seconds, "tournament", "show", "Club", "--json")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return shown["roundClock"] as? [String: Any]
    }

    func club() throws {
        try ok(0, "tournament", "add", "Club", "--format", "swiss", "--rounds", "3")
        try ok(1, "tournament", "join", "Club", "Ann", "Bo", "Cy", "Di")
    }

    @Test func aRoundTimeStartsWithThePairingAndPausesAndResumes() throws {
        try club()
        #expect(try ok(2, "tournament", "set", "Club", "--round-time", "50m").contains("round time 50m"))
        #expect(try roundClock(3)?.keys.sorted() == ["roundTime"], "no round paired: the time only")
        try ok(10, "tournament", "pair", "Club")
        // Pairing started the clock: 1:48 later, 48:12 are left.
        #expect(try ok(118, "tournament", "show", "Club").contains("Round 1 clock: 48:12 left"))
        let running = try #require(try roundClock(118))
        #expect(running["round"] as? Int == 1 && running["state"] as? String == "running")
        #expect(running["remainingSeconds"] as? Int == 48 * 60 + 12 && running["overtimeSeconds"] as? Int == 0)
        #expect(try ok(610, "tournament", "clock", "Club", "pause") == "Club, round 1: 40:00 left, paused.")
        #expect(try roundClock(5000)?["text"] as? String == "40:00 left, paused")
        try refused(5000, "tournament", "clock", "Club", "pause")
        #expect(try ok(5000, "tournament", "clock", "Club", "resume") == "Club, round 1: 40:00 left.")
        // Past the round time the clock counts the overtime.
        let late = try #require(try roundClock(5000 + 40 * 60 + 130))
        #expect(late["text"] as? String == "overtime 2:10" && late["overtimeSeconds"] as? Int == 130)
        #expect(late["remainingSeconds"] as? Int == 0)
    }

    @Test func aRoundTimeGivenAtAddRunsFromTheFirstPairing() throws {
        #expect(try ok(0, "tournament", "add", "Club", "--format", "round-robin", "--round-time", "50m").contains("round time 50m"))
        try ok(1, "tournament", "join", "Club", "Ann", "Bo", "Cy", "Di")
        try ok(2, "tournament", "pair", "Club")
        #expect(try ok(120, "tournament", "show", "Club").contains("Round 1 clock: 48:02 left"))
        // A time out of the clock's bounds makes no tournament.
        #expect(try refused(200, "tournament", "add", "Other", "--format", "swiss", "--round-time", "25h").contains("--round-time"))
        #expect(try !ok(201, "tournament", "list").contains("Other"))
    }

    @Test func aTimeSetAfterPairingIsStartedByHandAndOffRemovesIt() throws {
        try club()
        try ok(2, "tournament", "pair", "Club")
        #expect(try refused(3, "tournament", "clock", "Club", "start").contains("--round-time"))
        try ok(4, "tournament", "set", "Club", "--round-time", "45:00")
        #expect(try roundClock(5)?["state"] as? String == "notStarted")
        #expect(try ok(6, "tournament", "clock", "Club", "start") == "Club, round 1: 45:00 left.")
        #expect(try refused(7, "tournament", "clock", "Club", "start").contains("started already"))
        try ok(8, "tournament", "set", "Club", "--round-time", "off")
        #expect(try roundClock(9) == nil)
        #expect(!(try ok(9, "tournament", "show", "Club").contains("clock")))
    }

    @Test func aBadRoundTimeIsRefusedInOneLineAndChangesNothing() throws {
        try club()
        try ok(2, "tournament", "set", "Club", "--round-time", "50m")
        for bad in ["ten", "30s", "25h", "1:99"] {
            #expect(try refused(3, "tournament", "set", "Club", "--round-time", bad).contains("--round-time"))
        }
        #expect(try refused(3, "tournament", "clock", "Club", "stop").contains("stop"))
        #expect(try roundClock(4)?["roundTime"] as? Int == 3000)
    }
}
