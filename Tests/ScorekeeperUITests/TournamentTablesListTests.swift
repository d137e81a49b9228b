import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A club evening's tournament tables on the games list: grouped under their tournament in round
/// and table order (not in the order they were last scored), found by a filter that matches
/// whole table numbers, `>` going to a table terminal's next game, and the evening summary's
/// section for the tournament.
@MainActor
@Suite struct TournamentTablesListTests {
    static let size = TerminalSize(columns: 80, rows: 24)
    let database: AppDatabase
    let app: AppModel
    let swiss: Tournament

    /// A Swiss of 24 ("Club Swiss", 12 tables in round 1) paired before a plain game of Hearts;
    /// then tables 10, 3 and 7 are scored, in that order, with Hearts played between.
    init() async throws {
        // Ids counted, so games played at one moment come in one order on every run.
        database = try pinnedDatabase().withIDs(.incrementing())
        let start = pinnedNow.addingTimeInterval(-3000)
        swiss = try database.at(start).createTournament(name: "Club Swiss", settings: TournamentSettings(format: .swiss, plannedRounds: 2))
        try database.at(start).joinTournament(id: swiss.id, names: (1...24).map { "P\($0)" })
        try database.at(start).pairNextRound(id: swiss.id)
        let heartsGame = try database.at(start.addingTimeInterval(60)).createGame(title: "Hearts")
        for name in ["Ann", "Bo"] { try database.at(start.addingTimeInterval(60)).addPlayer(gameID: heartsGame.id, name: name, score: 10) }
        try Self.score(database, table: 10, at: start.addingTimeInterval(120))
        try Self.score(database, table: 3, at: start.addingTimeInterval(180))
        _ = try database.at(start.addingTimeInterval(200)).changeScore(
            playerID: try #require(try Self.players(database, of: heartsGame.id).first).id, by: 1)
        try Self.score(database, table: 7, at: start.addingTimeInterval(240))
        app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.handle(.resize(Self.size))
        let list = app.gamesList
        #expect(await waitUntil { list.hasLoaded && list.gameCount == 13 }, "the list is read")
    }

    static func players(_ database: AppDatabase, of game: Game.ID) throws -> [Player] {
        try database.read { db in try Player.fetchAll(db, sql: #"SELECT * FROM "players" WHERE "gameID" = ? ORDER BY "createdAt", "id""#,
                                                     arguments: [game.lowercasedString]) }
    }

    func players(of game: Game.ID) throws -> [Player] { try Self.players(database, of: game) }

    static func tableGame(_ database: AppDatabase, round: Int = 1, _ table: Int) throws -> GameSummary {
        try #require(try database.fetchGameSummaries().first { $0.game.title == "Club Swiss: round \(round), table \(table)" })
    }

    func tableGame(round: Int = 1, _ table: Int) throws -> GameSummary { try Self.tableGame(database, round: round, table) }

    /// A point to the table's first seat at `moment`.
    static func score(_ database: AppDatabase, table: Int, round: Int = 1, at moment: Date) throws {
        let game = try tableGame(database, round: round, table)
        _ = try database.at(moment).changeScore(playerID: try #require(try players(database, of: game.id).first).id, by: 1)
    }

    var titles: [String] { app.gamesList.list.rows.map(\.game.title) }

    @Test func aTournamentsTablesAreGroupedUnderItInTableOrder() async throws {
        // The tournament was played last (table 7): its tables come first, in table order.
        #expect(titles == (1...12).map { "Club Swiss: round 1, table \($0)" } + ["Hearts"], "\(titles)")
        assertSnapshot(render(app, size: Self.size), named: "games-tournament-tables")
        // `game list` reads the same order.
        let listed = try database.fetchGameList().map(\.title)
        #expect(listed == titles)
        // Hearts played last: it goes first, the tables stay together.
        let hearts = try #require(try database.fetchGameSummaries().first { $0.game.title == "Hearts" })
        _ = try database.changeScore(playerID: try #require(try players(of: hearts.id).first).id, by: 1)
        #expect(await waitUntil { titles.first == "Hearts" })
        #expect(titles == ["Hearts"] + (1...12).map { "Club Swiss: round 1, table \($0)" }, "\(titles)")
    }

    @Test func aFilterOnTableOneDoesNotFindTablesTenToTwelve() async throws {
        app.press(.character("/"))
        app.type("table 1")
        let list = app.gamesList
        #expect(await waitUntil { list.matchingCount == 1 })
        #expect(titles == ["Club Swiss: round 1, table 1"], "\(titles)")
        app.type("2")
        #expect(await waitUntil { list.list.rows.first?.game.title == "Club Swiss: round 1, table 12" })
        #expect(list.matchingCount == 1)
    }

    @Test func nextGoesToTheTablesNextUnfinishedGame() async throws {
        let list = app.gamesList
        // In the latest round, from table 3: the next table after it.
        list.list.select(try tableGame(3).id)
        app.press(.character(">"))
        #expect(await waitUntil { app.game?.gameID == (try? tableGame(4).id) }, "table 4 opens")
        // Finished tables are passed over: from 11, 12 is finished, so round to table 1.
        _ = try database.finishGame(id: try tableGame(12).id)
        app.press(.escape)
        #expect(await waitUntil { app.game == nil && list.hasLoaded })
        list.list.select(try tableGame(11).id)
        app.press(.character(">"))
        #expect(await waitUntil { app.game?.gameID == (try? tableGame(1).id) }, "table 1 opens")
    }

    @Test func fromAnEarlierRoundNextGoesToTheSameTableOfTheLatestRound() async throws {
        for table in 1...12 {
            try database.setTableResult(id: swiss.id, table: table, outcome: .places([1, 2]))
        }
        try database.pairNextRound(id: swiss.id)
        let list = app.gamesList
        #expect(await waitUntil { list.gameCount == 25 })
        list.list.select(try tableGame(round: 1, 5).id)
        app.press(.character(">"))
        #expect(await waitUntil { app.game?.gameID == (try? tableGame(round: 2, 5).id) }, "round 2's table 5 opens")
    }

    @Test func nextOnAGameOfNoTournamentSaysWhatItDoes() async throws {
        let list = app.gamesList
        list.list.select(try #require(try database.fetchGameSummaries().first { $0.game.title == "Hearts" }).id)
        app.press(.character(">"))
        #expect(await waitUntil { render(app, size: Self.size).text.contains("> goes to the next table game of a tournament") })
        #expect(app.game == nil)
    }

    @Test func theEveningSummaryHasTheTournamentsSection() async throws {
        for table in 1...12 {
            try database.setTableResult(id: swiss.id, table: table, outcome: table == 2 ? .places([1, 1]) : .places([1, 2]))
        }
        let list = app.gamesList
        list.list.select(try tableGame(3).id)
        app.press(.character("e"))
        #expect(await waitUntil {
            if case .evening(let overlay)? = list.destination { overlay.summary != nil } else { false }
        })
        let text = render(app, size: Self.size).text
        #expect(text.contains("Tournament · Club Swiss (Swiss)"), "\(text)")
        #expect(text.contains("Leading after round 1 of 2 (not finished):"), "\(text)")
        #expect(!text.contains("ta…"), "\(text)")
        assertSnapshot(render(app, size: Self.size), named: "games-evening-tournament")
    }
}
