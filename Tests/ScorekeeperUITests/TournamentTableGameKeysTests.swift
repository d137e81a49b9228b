import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A tournament table's game on the game screen: no `m` Rematch in its key bar or help (the
/// tournament pairs who plays whom next), and the key does nothing to the games; a game of no
/// tournament keeps it.
@MainActor
@Suite struct TournamentTableGameKeysTests {
    let database: AppDatabase
    let app: AppModel
    let tableGame: Game.ID
    let plainGame: Game.ID

    init() throws {
        let database = try pinnedDatabase()
        let tournament = try database.createTournament(name: "Club", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try database.joinTournament(id: tournament.id, names: ["Hal", "Di"])
        try database.pairNextRound(id: tournament.id)
        tableGame = try #require(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds.last?.tables.first?.gameID)
        plainGame = try database.createGame(title: "Hearts").id
        self.database = database
        app = AppModel(database: database, size: TerminalSize(columns: 120, rows: 16), photos: .none, workingDirectory: "/tmp")
        app.start()
    }

    func offersRematch(_ table: KeyTable) -> Bool {
        table.bindings.contains { $0.action == .rematch }
    }

    @Test func aTableGameOffersNoRematch() async throws {
        app.openGame(tableGame)
        let model = try #require(app.game)
        #expect(await waitUntil { model.isTournamentTable })
        #expect(!offersRematch(model.keyTable))
        #expect(!render(app, size: app.size).text.contains("Rematch"))
        app.press(.character("m"))
        #expect(model.destination == nil, "no rematch is asked about")
        // Finished by a result: still none.
        try database.setTableResult(id: try database.resolveTournament("Club").id, table: 1, outcome: .places([1, 2]))
        #expect(await waitUntil { model.isFinished })
        #expect(!offersRematch(model.keyTable))
        app.press(.character("m"))
        await model.settle()
        #expect(try database.fetchGameList().count == 2, "no game was made")
    }

    @Test func aGameOfNoTournamentKeepsIt() async throws {
        app.openGame(plainGame)
        let model = try #require(app.game)
        #expect(await waitUntil { model.standings != nil })
        #expect(!model.isTournamentTable)
        #expect(offersRematch(model.keyTable))
    }
}
