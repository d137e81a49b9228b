import Foundation
@testable import ScorekeeperStore
@testable import ScorekeeperSync
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A round recorded on two copies before they met is kept as two rounds by the sync: the grid
/// heads both "R1!" and says under the rows what the mark means and what to do, the history says
/// "round N from sync conflict" under their changes, and deleting one of them clears the marks.
@MainActor
@Suite struct RoundConflictMarkTests {
    static let size = TerminalSize(columns: 80, rows: 14)

    @Test func theGridAndTheHistoryMarkTheRoundsUntilOneIsDeleted() async throws {
        let (database, app, game, players) = try openedGame(rules: GameRules(winning: .lowest, roundTotals: [26, 78]),
                                                            players: ["Ann", "Bo", "Cy", "Di"], size: Self.size)
        let other = try AppDatabase.empty().withWallClock(ManualClock(pinnedNow.addingTimeInterval(3660)).wallClock)
        _ = try Synchronizer.run(LocalSyncPeer(database: database), LocalSyncPeer(database: other))
        try database.recordRound(gameID: game.id, points: [(players[0].id, 26)])
        try other.recordRound(gameID: game.id, points: [(players[1].id, 13), (players[2].id, 13)])
        _ = try Synchronizer.run(LocalSyncPeer(database: database), LocalSyncPeer(database: other))
        let model = try #require(app.game)
        app.press(.character("t"))
        #expect(await waitUntil { model.conflictRounds == [1, 2] }, "the marks arrive")
        let grid = render(app, size: Self.size).text
        #expect(grid.contains("R1!") && grid.contains("R2!"), "\(grid)")
        #expect(grid.contains("! R1, R2 from sync conflict"), "\(grid)")
        // The history says it under each of their changes.
        let history = try database.fetchHistory(gameID: game.id, limit: 10)
        #expect(history.filter(\.fromSyncConflict).count == 3)
        #expect(history.map(HistoryView.detailText).contains("round 2 from sync conflict"))
        // The copy's round 2 should not count: deleting its changes answers the question.
        for change in history where change.round == 2 { try database.deleteChange(id: change.id) }
        #expect(await waitUntil { model.conflictRounds.isEmpty }, "the marks go")
        #expect(!render(app, size: Self.size).text.contains("R1!"))
    }
}
