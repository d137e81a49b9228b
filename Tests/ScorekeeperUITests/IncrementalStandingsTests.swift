import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The game screen re-reads only what changed after a write (`StandingsReader` and
/// `GameStandings.updated`): after `+` and `-` on many rows, and writes by another program, its
/// standings and its rows must be exactly those a full read gives.
@MainActor
@Suite struct IncrementalStandingsTests {
    @Test func theScreenAgreesWithAFullReadAfterEveryChange() async throws {
        let database = try AppDatabase.empty()
        let game = try database.at(pinnedNow).createGame(title: "Club night")
        var players: [Player.ID] = []
        for index in 0..<80 {
            // Shared names and scores, so ties are broken by name and then by id.
            players.append(try database.at(pinnedNow.addingTimeInterval(Double(index))).addPlayer(gameID: game.id, name: ["Ana", "Bo", "Cy"][index % 3], score: index % 7).id)
        }
        let app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        defer { app.stop() }
        app.openGame(game.id)
        let model = try #require(app.game)

        func agrees() throws -> Bool {
            let full = try database.fetchStandings(gameID: game.id)
            let shown = model.showsSeats ? full.seated : full.players(in: model.order)
            return model.standings == full && model.players.map(\.id) == shown.map(\.id)
        }
        for step in 0..<40 {
            switch step % 5 {
            case 0, 1:
                for _ in 0..<(step % 7) { app.handle(.key(.down)) }
                app.handle(.key(.character(step % 2 == 0 ? "+" : "-")))
                await model.settle()
            case 2: try database.changeScore(playerID: players[(step * 13) % players.count], by: 9)
            case 3: try database.renamePlayer(id: players[(step * 7) % players.count], name: step % 2 == 0 ? "Aa" : "Zz")
            default:
                if step % 10 == 4 {
                    players.append(try database.addPlayer(gameID: game.id, name: "New \(step)", score: 3).id)
                } else {
                    try database.deletePlayer(id: players.removeFirst())
                }
            }
            #expect(await waitUntil { (try? agrees()) == true }, "the screen agrees with a full read after step \(step)")
        }
        // The other orders, from `s` (the seats, the rule's order turned round), from the same standings.
        app.handle(.key(.character("s")))
        #expect(try model.showsSeats && agrees())
        app.handle(.key(.character("s")))
        #expect(try !model.showsSeats && agrees())
    }
}
