import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// The round clock as the store keeps it on a fresh file: the round time is a setting, pairing
/// starts the clock, pause and resume are stamps of the file's clock, and a read tells the time
/// from those stamps alone.
@Suite struct RoundClockStoreTests {
    static let noon = Date(timeIntervalSince1970: 1_795_000_000)

    static func swiss(clock: ManualClock) throws -> (AppDatabase, Tournament) {
        let database = try AppDatabase.empty().withWallClock(clock.wallClock)
        let tournament = try database.createTournament(name: "Club", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy", "Di"])
        return (database, tournament)
    }

    static func reading(_ database: AppDatabase, _ id: Tournament.ID) throws -> RoundClock.Reading? {
        let snapshot = try database.fetchTournamentSnapshot(id: id)
        return snapshot.tournament.roundClock.reading(currentRound: snapshot.state.currentRound, at: database.now)
    }

    @Test func aRoundTimeStartsTheClockWhenTheRoundIsPaired() throws {
        let clock = ManualClock(Self.noon)
        let (database, tournament) = try Self.swiss(clock: clock)
        let changed = try database.changeTournamentSettings(id: tournament.id, TournamentSettingsChange(roundTime: .seconds(50 * 60)))
        #expect(changed.roundClock.roundTime == 3000)
        #expect(try database.fetchTournamentSnapshot(id: tournament.id).tournament.roundClock.roundTime == 3000)
        #expect(try Self.reading(database, tournament.id) == nil, "no round, no clock")
        // A second on: the file's clock stamps writes of one moment a millisecond apart.
        clock.advance(by: 1)
        try database.pairNextRound(id: tournament.id)
        clock.advance(by: 60 + 48)
        let reading = try #require(try Self.reading(database, tournament.id))
        #expect(reading.round == 1 && reading.state == .running && reading.text == "48:12 left")
    }

    @Test func pauseAndResumeAreStampsThatEveryReadTellsAlike() throws {
        let clock = ManualClock(Self.noon)
        let (database, tournament) = try Self.swiss(clock: clock)
        try database.pairNextRound(id: tournament.id)
        // Without a round time the clock is refused in words; set after pairing, it is started by hand.
        #expect(throws: ScorekeeperError.self) { try database.changeRoundClock(id: tournament.id, .start) }
        try database.changeTournamentSettings(id: tournament.id, TournamentSettingsChange(roundTime: .seconds(600)))
        #expect(try Self.reading(database, tournament.id)?.state == .notStarted)
        // A second on: the file's clock stamps writes of one moment a millisecond apart.
        clock.advance(by: 1)
        try database.changeRoundClock(id: tournament.id, .start)
        clock.advance(by: 100)
        let paused = try database.changeRoundClock(id: tournament.id, .pause)
        #expect(paused.reading?.text == "8:20 left, paused")
        clock.advance(by: 3600)
        #expect(try Self.reading(database, tournament.id)?.text == "8:20 left, paused")
        try database.changeRoundClock(id: tournament.id, .resume)
        clock.advance(by: 600)
        #expect(try Self.reading(database, tournament.id)?.text == "overtime 1:40")
        #expect(throws: ScorekeeperError.self) { try database.changeRoundClock(id: tournament.id, .resume) }
        // The stamps are in the row: another connection reads the same clock.
        let row = try #require(try database.reader.read { db in
            try Row.fetchOne(db, sql: #"SELECT "roundClockRound", "roundClockElapsed", "roundClockChangedAt" FROM "tournaments""#)
        })
        #expect(row["roundClockRound"] as Int? == 1 && row["roundClockElapsed"] as Int? == 100_000)
        #expect((row["roundClockChangedAt"] as String?) != nil)
    }

    @Test func offRemovesTheClockAndAnUnsetRoundTimeStartsNone() throws {
        let clock = ManualClock(Self.noon)
        let (database, tournament) = try Self.swiss(clock: clock)
        try database.changeTournamentSettings(id: tournament.id, TournamentSettingsChange(roundTime: .seconds(600)))
        try database.changeTournamentSettings(id: tournament.id, TournamentSettingsChange(roundTime: .off))
        try database.pairNextRound(id: tournament.id)
        let snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.tournament.roundClock == RoundClock())
        #expect(throws: ScorekeeperError.self) {
            try database.changeTournamentSettings(id: tournament.id, TournamentSettingsChange(roundTime: .seconds(30)))
        }
    }
}
