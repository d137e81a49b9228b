import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Tables counting the game's own score in the store: a finished table game's final scores
/// become the table's outcome and the standings' points; scores entered by hand are placed by
/// the table game's rules.
@Suite struct TournamentGameScoreStoreTests {
    static let noon = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func aFinishedTableGamesScoresAreTheStandingsPoints() throws {
        let database = try AppDatabase.empty().withWallClock(ManualClock(Self.noon).wallClock)
        let tournament = try database.createTournament(name: "Hearts night", settings: TournamentSettings(format: .tables, tableSize: 3, points: .gameScore),
                                                       gameRules: GameRules(winning: .lowest))
        #expect(tournament.settings.fewerPointsRankFirst)
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy"])
        try database.pairNextRound(id: tournament.id)
        var snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.settings.fewerPointsRankFirst, "read back, the table games' rules still say lowest wins")
        let table = try #require(snapshot.state.rounds.first?.tables.first)
        let gameID = try #require(table.gameID)
        let players = try database.fetchPlayerRows(gameID: gameID).map(\.player)
        let seatNames = table.seats.map { snapshot.state.entry($0)!.name }
        for (name, score) in zip(seatNames, [26, -4, 13]) {
            let player = try #require(players.first { $0.name == name })
            try database.changeScore(playerID: player.id, by: score)
        }
        try database.finishGame(id: gameID)
        snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.rounds[0].tables[0].outcome == .scores([26, -4, 13], places: [3, 1, 2]))
        let standings = snapshot.state.standings
        #expect(standings.map { snapshot.state.entry($0.entryID)!.name } == [seatNames[1], seatNames[2], seatNames[0]])
        #expect(standings.map { TournamentPoints.text(halfPoints: $0.points) } == ["-4", "13", "26"])

        // Entered by hand, scores are placed by the table game's rules whatever places came with them.
        try database.setTableResult(id: tournament.id, table: 1, outcome: .scores([0, 0, 5], places: [3, 3, 1]))
        snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.rounds[0].tables[0].outcome == .scores([0, 0, 5], places: [1, 1, 3]))
        // Places alone are refused, and nothing changes.
        #expect(throws: ScorekeeperError.self) {
            try database.setTableResult(id: tournament.id, table: 1, outcome: .places([1, 2, 3]))
        }
        #expect(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds[0].tables[0].outcome
                == .scores([0, 0, 5], places: [1, 1, 3]))
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func theGameScoreIsATablesChoice() throws {
        let database = try AppDatabase.empty()
        #expect(throws: ScorekeeperError.self) {
            try database.createTournament(name: "Club", settings: TournamentSettings(format: .swiss, points: .gameScore))
        }
        #expect(try database.fetchTournaments().isEmpty)
    }
}
