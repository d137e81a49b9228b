import Foundation
@testable import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// The watch of a tournament (`--watch` naming one): the current round's tables and the
/// standings, read-only, in pages that turn with the tick when they do not fit.
@MainActor
@Suite struct TournamentWatchTests {
    static let tv = TerminalSize(columns: 72, rows: 24)
    static let small = TerminalSize(columns: 60, rows: 12)
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let database: AppDatabase
    let club: Tournament

    init() throws {
        database = try pinnedDatabase()
        club = try database.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try database.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus"])
        try database.pairNextRound(id: club.id)
        try database.setTableResult(id: club.id, table: 1, outcome: .places([2, 1]))
    }

    func watch(size: TerminalSize) throws -> WatchModel {
        let watch = WatchModel(gameReference: nil, tournamentID: club.id, size: size, clock: clock.wallClock)
        watch.update(tournament: try database.fetchTournamentSnapshot(id: club.id))
        return watch
    }

    @Test func theBoardFitsOnATelevision() throws {
        let watch = try watch(size: Self.tv)
        let screen = render(watch, size: Self.tv)
        assertSnapshot(screen, named: "tournament-watch")
        #expect(screen.text.contains("0-1"))
        #expect(screen.text.contains("Bye: "))
        #expect(!screen.text.contains("page"))
    }

    /// A small window shows a page at a time; the tick turns it after `pageDuration`, and back.
    @Test func pagesTurnWithTheTick() throws {
        let watch = try watch(size: Self.small)
        let first = render(watch, size: Self.small)
        assertSnapshot(first, named: "tournament-watch-page-1")
        #expect(first.text.contains("page 1 of 2"))
        clock.advance(by: 1)
        watch.tick()
        #expect(render(watch, size: Self.small).text == first.text, "a second later, the same page")
        clock.advance(by: WatchModel.pageDuration)
        watch.tick()
        let second = render(watch, size: Self.small)
        assertSnapshot(second, named: "tournament-watch-page-2")
        #expect(second.text.contains("page 2 of 2"))
        // The standings' heading comes with them to the new page.
        #expect(second.text.contains("Standings"))
        clock.advance(by: WatchModel.pageDuration)
        watch.tick()
        #expect(render(watch, size: Self.small).text.contains("page 1 of 2"))
    }

    @Test func writeKeysChangeNothing() throws {
        let watch = try watch(size: Self.tv)
        watch.handle(.key(.character("p")))
        #expect(watch.status?.text == "Watch only: this display cannot change anything.")
        #expect(try database.fetchTournamentSnapshot(id: club.id).state.currentRound == 1)
    }

    @Test func aDeletedTournamentSaysSo() throws {
        let watch = try watch(size: Self.tv)
        watch.update(tournament: nil)
        #expect(render(watch, size: Self.tv).text.contains("not there"))
    }
}
