import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Two entrants of one name, told apart by their FIDE IDs, on the tournament screen and the
/// watch: every table, bye and standing names them as `TournamentState.displayName` does.
@MainActor
@Suite struct TournamentNamesakesTests {
    static let size = TerminalSize(columns: 72, rows: 24)
    let database: AppDatabase
    let open: Tournament

    init() throws {
        database = try pinnedDatabase()
        let report = TRFText.report(["XXR 3"], [
            TRFText.player(1, "Ann", fide: "1503014", [TRFText.block(nil, "-", "U")]),
            TRFText.player(2, "Ann", fide: "2000001", [TRFText.block(3, "w", "=")]),
            TRFText.player(3, "Bo", [TRFText.block(2, "b", "=")]),
        ])
        let record = try TRF.readTournament(report)
        let state = TournamentState.imported(record: record, settings: TournamentSettings(format: .swiss, plannedRounds: 3)) { UUID() }
        open = try database.importTournament(name: "Open", state: state)
    }

    /// The table, the bye and both standings rows of the two Anns, as `text` shows them.
    func expectApart(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(text.contains("Ann (FIDE 2000001) – Bo"), "the table: \(text)", sourceLocation: sourceLocation)
        #expect(text.contains("Bye: Ann (FIDE 1503014)"), "the bye: \(text)", sourceLocation: sourceLocation)
        let standings = text.split(separator: "\n").drop { !$0.contains("Standings") }
        #expect(standings.contains { $0.contains("Ann (FIDE 1503014)") } && standings.contains { $0.contains("Ann (FIDE 2000001)") },
                "the standings: \(text)", sourceLocation: sourceLocation)
        #expect(!text.contains("Bo (FIDE"), sourceLocation: sourceLocation)
    }

    @Test func theWatchShowsThemApart() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let watch = WatchModel(gameReference: nil, tournamentID: open.id, size: Self.size, clock: clock.wallClock)
        watch.update(tournament: try database.fetchTournamentSnapshot(id: open.id))
        expectApart(render(watch, size: Self.size).text)
    }

    @Test func theTournamentScreenShowsThemApart() async throws {
        let app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("T"))
        let tournaments = try #require(app.tournaments)
        tournaments.list.select(open.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.snapshot != nil && tournaments.open?.tables.rows.isEmpty == false },
                "the tournament is read")
        expectApart(render(app, size: Self.size).text)
    }
}
