import Foundation
@testable import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// The watch and the tournament screen of tables counting the game's own score: the header says
/// so, a table shows its scores, and the standings their whole points, the fewest first under
/// lowest-wins rules.
@MainActor
@Suite struct TournamentGameScoreWatchTests {
    static let wide = TerminalSize(columns: 100, rows: 16)
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let database: AppDatabase
    let hearts: Tournament

    init() throws {
        database = try pinnedDatabase()
        hearts = try database.createTournament(name: "Hearts Night", settings: TournamentSettings(format: .tables, tableSize: 3, points: .gameScore),
                                               gameRules: GameRules(winning: .lowest))
        try database.joinTournament(id: hearts.id, names: ["Ann", "Bo", "Cy"])
        try database.pairNextRound(id: hearts.id)
        try database.setTableResult(id: hearts.id, table: 1, outcome: .scores([26, -4, 13], places: [3, 1, 2]))
    }

    @Test func theWatchShowsTheScoresAndTheFewestFirst() throws {
        let watch = WatchModel(gameReference: nil, tournamentID: hearts.id, size: Self.wide, clock: clock.wallClock)
        let snapshot = try database.fetchTournamentSnapshot(id: hearts.id)
        watch.update(tournament: snapshot)
        let screen = render(watch, size: Self.wide)
        assertSnapshot(screen, named: "tournament-watch-game-score")
        #expect(screen.text.contains("game score, lowest first"))
        #expect(screen.text.contains("scores 26 -4 13"))
        let seats = snapshot.state.rounds[0].tables[0].seats.map { snapshot.state.entry($0)!.name }
        let lines = screen.text.split(separator: "\n")
        let order = [seats[1], seats[2], seats[0]].map { name in lines.lastIndex { $0.contains(" \(name) ") } ?? -1 }
        #expect(order.allSatisfy { $0 >= 0 } && order == order.sorted(), "standings \(seats[1]), \(seats[2]), \(seats[0])")
        #expect(lines.contains { $0.contains(seats[1]) && $0.hasSuffix("-4") || $0.contains(seats[1]) && $0.contains(" -4 ") })
    }

    /// Long scores and their sums show whole, not cut.
    @Test func longScoresShowWhole() throws {
        try database.setTableResult(id: hearts.id, table: 1, outcome: .scores([-1_234_567, 26, 13], places: [1, 3, 2]))
        let watch = WatchModel(gameReference: nil, tournamentID: hearts.id, size: Self.wide, clock: clock.wallClock)
        watch.update(tournament: try database.fetchTournamentSnapshot(id: hearts.id))
        let text = render(watch, size: Self.wide).text
        #expect(text.contains(" -1234567 "), "the points")
        #expect(text.contains(" -1234554"), "a Buchholz: -1234567 + 13")
        #expect(!text.contains("…"))
    }

    /// Scores at the 64-bit limits, and sums past them, show whole in the standings (the watch's,
    /// drawn as the tournament screen's): the figures' columns are as wide as the longest figure.
    @Test func scoresAtTheLimitsAndTheirSumsShowWhole() throws {
        try database.setTableResult(id: hearts.id, table: 1, outcome: .scores([Int.max, Int.min, Int.max - 1], places: [1, 2, 3]))
        try database.pairNextRound(id: hearts.id)
        try database.setTableResult(id: hearts.id, table: 1, outcome: .scores([Int.max, Int.max, Int.min], places: [1, 2, 3]))
        let snapshot = try database.fetchTournamentSnapshot(id: hearts.id)
        let figures = snapshot.state.standings.flatMap { standing in
            [TournamentPoints.text(halfPoints: standing.points)] + standing.tieBreaks.compactMap { $0?.description }
        }
        #expect(figures.contains { $0.count > String(Int.max).count }, "a sum past 64 bits, or the test shows nothing")
        let watch = WatchModel(gameReference: nil, tournamentID: hearts.id, size: Self.wide, clock: clock.wallClock)
        watch.update(tournament: snapshot)
        let watched = render(watch, size: Self.wide).text
        let standings = watched.split(separator: "\n").drop { !$0.contains("Standings") }.joined(separator: "\n")
        for figure in figures { #expect(standings.contains(" \(figure)"), "\(figure) in the standings") }
        #expect(!standings.contains("…"))
    }
}
