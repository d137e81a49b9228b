import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The round clock on the tournament screen and the watch: the time left in the round's
/// heading, moving on with the app's tick, "paused" and "overtime" as `RoundClock` says them,
/// and `z` starting, pausing and resuming it as `z` does a game's clock.
@MainActor
@Suite struct TournamentRoundClockTests {
    let clock = ManualClock(pinnedNow)
    let database: AppDatabase
    let app: AppModel
    let tournaments: TournamentsModel
    let club: Tournament

    static let size = TerminalSize(columns: 80, rows: 20)

    init() async throws {
        database = try AppDatabase.empty().withWallClock(clock.wallClock)
        club = try database.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try database.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try database.changeTournamentSettings(id: club.id, TournamentSettingsChange(roundTime: .seconds(50 * 60)))
        // A second on: the file's clock stamps writes of one moment a millisecond apart.
        clock.advance(by: 1)
        try database.pairNextRound(id: club.id)
        app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("T"))
        tournaments = try #require(app.tournaments)
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.hasLoaded })
        tournaments.list.select(club.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.snapshot != nil }, "the tournament is read")
    }

    var frame: Screen { render(app, size: Self.size) }

    @Test func theRoundsHeadingCountsDownWithTheTick() async throws {
        #expect(frame.text.contains("Round 1 · clock 50:00 left"))
        clock.advance(by: 108)
        app.tick()
        #expect(frame.text.contains("Round 1 · clock 48:12 left"))
        assertSnapshot(frame, named: "tournament-round-clock")
        clock.advance(by: 48 * 60 + 12 + 130)
        app.tick()
        #expect(frame.text.contains("clock overtime 2:10"))
    }

    @Test func zPausesAndResumesTheRoundClock() async throws {
        clock.advance(by: 600)
        app.press(.character("z"))
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.roundClockReading?.state == .paused }, "the pause is written and read back")
        #expect(frame.text.contains("clock 40:00 left, paused"))
        #expect(app.status?.text.contains("z starts it again") == true)
        // Paused, the tick moves nothing on.
        clock.advance(by: 3600)
        app.tick()
        #expect(frame.text.contains("clock 40:00 left, paused"))
        app.press(.character("z"))
        #expect(await waitUntil { tournaments.roundClockReading?.state == .running })
        clock.advance(by: 60)
        app.tick()
        #expect(frame.text.contains("clock 39:00 left"))
    }

    @Test func theWatchShowsTheRoundClock() throws {
        let watch = WatchModel(gameReference: nil, tournamentID: club.id, size: Self.size, clock: clock.wallClock)
        watch.update(tournament: try database.fetchTournamentSnapshot(id: club.id))
        clock.advance(by: 108)
        watch.tick()
        let screen = render(watch, size: Self.size)
        #expect(screen.text.contains("Watch only · round 1 · 48:12 left · 4 entrants"))
    }
}
