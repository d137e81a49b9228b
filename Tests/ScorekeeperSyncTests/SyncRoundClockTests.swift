import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// The round clock across two copies: the round time and the clock's stamps travel with the
/// tournament's other settings, each a register settled by the later stamp, so both copies tell
/// the same time.
@Suite struct SyncRoundClockTests {
    static let noon = Date(timeIntervalSince1970: 1_830_000_000)

    static func reading(_ database: AppDatabase, _ id: Tournament.ID, at now: Date) throws -> RoundClock.Reading? {
        let snapshot = try database.fetchTournamentSnapshot(id: id)
        return snapshot.tournament.roundClock.reading(currentRound: snapshot.state.currentRound, at: now)
    }

    @Test func theRoundTimeAndAPausedClockReachTheOtherCopy() throws {
        let clock = ManualClock(Self.noon)
        let a = try AppDatabase.empty().withWallClock(clock.wallClock)
        let b = try AppDatabase.empty().withWallClock(clock.wallClock)
        let id = try SyncTournamentTests.fourPlayers(a, b)
        try a.changeTournamentSettings(id: id, TournamentSettingsChange(roundTime: .seconds(50 * 60)))
        // A second on: the file's clock stamps writes of one moment a millisecond apart.
        clock.advance(by: 1)
        try a.pairNextRound(id: id)
        clock.advance(by: 600)
        try a.changeRoundClock(id: id, .pause)
        _ = try SyncTournamentTests.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        clock.advance(by: 3600)
        #expect(try Self.reading(b, id, at: clock.now)?.text == "40:00 left, paused")
        // Resumed on the other copy, the first hears of it at the next sync.
        try b.changeRoundClock(id: id, .resume)
        _ = try SyncTournamentTests.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        clock.advance(by: 60)
        #expect(try Self.reading(a, id, at: clock.now)?.text == "39:00 left")
    }

    @Test func theLaterClockChangeWinsOnBothCopies() throws {
        let a = try AppDatabase.empty()
        // Two hours ahead: what it does is stamped later than what the other does now.
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let id = try SyncTournamentTests.fourPlayers(a, b)
        try a.changeTournamentSettings(id: id, TournamentSettingsChange(roundTime: .seconds(600)))
        try a.pairNextRound(id: id)
        _ = try SyncTournamentTests.sync(a, b)
        try b.changeRoundClock(id: id, .pause)
        try a.changeTournamentSettings(id: id, TournamentSettingsChange(roundTime: .seconds(1200)))
        try b.changeTournamentSettings(id: id, TournamentSettingsChange(roundTime: .seconds(900)))
        try a.changeRoundClock(id: id, .pause)
        try a.changeRoundClock(id: id, .resume)
        _ = try SyncTournamentTests.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        for copy in [a, b] {
            let tournament = try copy.fetchTournamentSnapshot(id: id).tournament
            #expect(tournament.roundClock.roundTime == 900)
            #expect(tournament.roundClock.clock.isRunning == false, "the later stamp, the other copy's pause, stands")
        }
    }

    @Test func aHostileRoundClockIsRefused() throws {
        let a = try AppDatabase.empty()
        let tournament = try a.createTournament(name: "Odd cup", settings: TournamentSettings(format: .roundRobin))
        try a.changeTournamentSettings(id: tournament.id, TournamentSettingsChange(roundTime: .seconds(600)))
        let valid = try a.syncChanges(since: 0).changes
        try SyncValidation.check(valid)
        let spoilers: [(String, (inout SyncTournament) -> Void)] = [
            ("a round time of five seconds", { $0.roundTime = 5 }),
            ("a round clock below zero", { $0.roundClockElapsed = -1 }),
            ("a round clock of round zero", { $0.roundClockRound = 0 }),
        ]
        for (what, spoil) in spoilers {
            var rows = valid
            spoil(&rows.tournaments.tournaments[0])
            #expect(throws: SyncWireError.self, "\(what)") { try SyncValidation.check(rows) }
        }
    }
}
