import Foundation
import Testing
@testable import ScorekeeperDomain

/// The round clock's rule (`RoundClock`): what is left, when it is overtime, what start, pause
/// and resume do, and how a round time is typed.
@Suite struct RoundClockTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    static func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    @Test func aRunningClockCountsDownThenCountsTheOvertime() throws {
        let clock = try RoundClock(roundTime: 50 * 60).applying(.start, currentRound: 1, finished: false, at: Self.start)
        let early = try #require(clock.reading(currentRound: 1, at: Self.at(1 * 60 + 48)))
        #expect(early.state == .running && !early.isOvertime)
        #expect(early.text == "48:12 left")
        #expect(early.remainingSeconds == 48 * 60 + 12)
        // A part of a second left still shows as a second: 0:00 never shows while time remains.
        #expect(clock.reading(currentRound: 1, at: Self.at(50 * 60 - 0.4))?.text == "0:01 left")
        #expect(clock.reading(currentRound: 1, at: Self.at(50 * 60))?.text == "0:00 left")
        let late = try #require(clock.reading(currentRound: 1, at: Self.at(52 * 60 + 10)))
        #expect(late.isOvertime && late.text == "overtime 2:10")
        #expect(late.overtimeSeconds == 130 && late.remainingSeconds == 0)
    }

    @Test func pausingKeepsTheTimeLeftAndResumingGoesOnFromIt() throws {
        var clock = try RoundClock(roundTime: 600).applying(.start, currentRound: 2, finished: false, at: Self.start)
        clock = try clock.applying(.pause, currentRound: 2, finished: false, at: Self.at(100))
        // Paused, the time left stands still however long the pause lasts.
        #expect(clock.reading(currentRound: 2, at: Self.at(1000))?.text == "8:20 left, paused")
        clock = try clock.applying(.resume, currentRound: 2, finished: false, at: Self.at(1000))
        #expect(clock.reading(currentRound: 2, at: Self.at(1030))?.text == "7:50 left")
        // The interface's one key does whichever the clock is ready for.
        clock = try clock.applying(.toggle, currentRound: 2, finished: false, at: Self.at(1030))
        #expect(clock.reading(currentRound: 2, at: Self.at(2000))?.state == .paused)
        clock = try clock.applying(.toggle, currentRound: 2, finished: false, at: Self.at(2000))
        #expect(clock.reading(currentRound: 2, at: Self.at(2000))?.state == .running)
    }

    @Test func aClockOfAnotherRoundReadsAsNotStarted() throws {
        let clock = try RoundClock(roundTime: 600).applying(.start, currentRound: 1, finished: false, at: Self.start)
        let reading = try #require(clock.reading(currentRound: 2, at: Self.at(60)))
        #expect(reading.state == .notStarted && reading.text == "10:00 left, not started")
        // Toggled in the new round, it starts that round's clock afresh.
        let next = try clock.applying(.toggle, currentRound: 2, finished: false, at: Self.at(60))
        #expect(next.round == 2 && next.reading(currentRound: 2, at: Self.at(120))?.text == "9:00 left")
    }

    @Test func pairingStartsTheClockOnlyWithARoundTime() {
        #expect(RoundClock().paired(round: 1, at: Self.start) == RoundClock())
        let paired = RoundClock(roundTime: 600).paired(round: 3, at: Self.start)
        #expect(paired.round == 3 && paired.reading(currentRound: 3, at: Self.at(30))?.state == .running)
    }

    @Test func theClockRefusesWhatItIsNotReadyFor() throws {
        func refusal(_ clock: RoundClock, _ command: RoundClock.Command, round: Int = 1, finished: Bool = false) -> String? {
            do {
                _ = try clock.applying(command, currentRound: round, finished: finished, at: Self.start)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(refusal(RoundClock(), .start)?.contains("--round-time") == true)
        #expect(refusal(RoundClock(roundTime: 600), .start, round: 0)?.contains("no round paired") == true)
        #expect(refusal(RoundClock(roundTime: 600), .start, finished: true)?.contains("finished") == true)
        #expect(refusal(RoundClock(roundTime: 600), .pause)?.contains("not started") == true)
        #expect(refusal(RoundClock(roundTime: 600), .resume)?.contains("not started") == true)
        let running = try RoundClock(roundTime: 600).applying(.start, currentRound: 1, finished: false, at: Self.start)
        #expect(refusal(running, .start)?.contains("started already") == true)
        #expect(refusal(running, .resume)?.contains("running") == true)
        #expect(RoundClock(roundTime: 600).reading(currentRound: 1, finished: true, at: Self.start) == nil)
        #expect(RoundClock().reading(currentRound: 1, at: Self.start) == nil)
    }

    @Test func aRoundTimeIsTypedInMinutesHoursOrAsAClock() throws {
        #expect(try RoundTimeText.seconds("50m") == 3000)
        #expect(try RoundTimeText.seconds("50") == 3000)
        #expect(try RoundTimeText.seconds(" 1h30m ") == 5400)
        #expect(try RoundTimeText.seconds("1H") == 3600)
        #expect(try RoundTimeText.seconds("90s") == 90)
        #expect(try RoundTimeText.seconds("45:00") == 2700)
        #expect(try RoundTimeText.seconds("1:30:00") == 5400)
        #expect(try RoundTimeText.seconds("off") == nil)
        for bad in ["", "m", "30s1m", "59s", "25h", "1:70", "ten", "5m5", "1::0", "-5m"] {
            #expect(throws: TournamentSettingText.Refusal.self, "\(bad)") { try RoundTimeText.seconds(bad) }
        }
        #expect(RoundTimeText.text(seconds: 3000) == "50m")
        #expect(RoundTimeText.text(seconds: 5400) == "1h30m")
        #expect(RoundTimeText.text(seconds: 90) == "1m30s")
    }
}
