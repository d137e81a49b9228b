import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Creating, renaming, deleting and listing games.
@Suite struct GameWriteTests {
    @Test func createTrimsAndStoresTheTitle() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "  Poker night \n")
        #expect(game.title == "Poker night")
        #expect(try database.fetchGame(id: game.id)?.title == "Poker night")
    }

    @Test func renameChangesOnlyTheTitle() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Poker")
        try database.renameGame(id: game.id, title: "Bridge")
        let renamed = try #require(try database.fetchGame(id: game.id))
        #expect(renamed.title == "Bridge")
        #expect(abs(renamed.createdAt.timeIntervalSince(game.createdAt)) < 0.001)
    }

    @Test func renamingAMissingGameFails() throws {
        let database = try AppDatabase.empty()
        #expect(throws: ScorekeeperError.self) { try database.renameGame(id: Game.ID(UUID()), title: "X") }
    }

    @Test func deleteCascadesToPlayersAndPhotos() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Poker")
        let other = try database.createGame(title: "Chess")
        let player = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.addPlayer(gameID: other.id, name: "Bo")
        try database.savePhoto(playerID: player.id, imageData: Data([1, 2, 3]), thumbnailData: Data([4]))
        try database.deleteGame(id: game.id)
        #expect(try database.reader.read(Player.fetchCount) == 1)
        #expect(try database.reader.read(PlayerAsset.fetchCount) == 0)
        #expect(try database.reader.read(PlayerThumbnail.fetchCount) == 0)
        #expect(try database.reader.read(Game.fetchAll).map(\.title) == ["Chess"])
    }

    @Test func summariesCountPlayersInOneQuery() throws {
        let database = try AppDatabase.empty()
        let t0 = Date(timeIntervalSince1970: 1_000_000)
        let a = try database.at(t0).createGame(title: "b-game")
        let b = try database.at(t0.addingTimeInterval(10)).createGame(title: "A-game")
        try database.at(t0.addingTimeInterval(20)).createGame(title: "c-game")
        let one = try database.at(t0.addingTimeInterval(30)).addPlayer(gameID: a.id, name: "1")
        try database.at(t0.addingTimeInterval(30)).addPlayer(gameID: a.id, name: "2")
        let three = try database.at(t0.addingTimeInterval(5)).addPlayer(gameID: b.id, name: "3")
        // Play, not players added, makes a game recent.
        try database.at(t0.addingTimeInterval(30)).changeScore(playerID: one.id, by: 1)
        try database.at(t0.addingTimeInterval(5)).changeScore(playerID: three.id, by: 1)

        let recent = try database.fetchGameSummaries(order: .mostRecent)
        #expect(recent.map(\.game.title) == ["b-game", "c-game", "A-game"])
        #expect(recent.map(\.playerCount) == [2, 0, 1])
        #expect(try database.fetchGameSummaries(order: .title).map(\.game.title) == ["A-game", "b-game", "c-game"])
        #expect(try database.fetchGameSummaries(order: .playerCount).map(\.game.title) == ["b-game", "A-game", "c-game"])
    }

    @Test(arguments: GameOrder.allCases)
    func theGamesQueryCountsPlayersThroughTheIndex(order: GameOrder) throws {
        let database = try AppDatabase.empty()
        let plan = try database.reader.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + AppDatabase.gameSummariesSQL(order: order)).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("players USING COVERING INDEX index_players_on_gameID") }, "\(plan)")
        #expect(!plan.contains { $0.contains("SCAN players") }, "\(plan)")
    }

    @Test func aPageOfTheMostRecentGamesReadsTheIndexInOrderAndStops() throws {
        let database = try AppDatabase.empty()
        for filtered in [false, true] {
            let sql = AppDatabase.gameSummariesSQL(order: .mostRecent, filtered: filtered) + " LIMIT ? OFFSET ?"
            let plan = try database.reader.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: filtered ? ["x", 60, 0] : [60, 0])
                    .map { $0["detail"] as String }
            }
            #expect(plan.contains { $0.contains("games USING INDEX index_games_on_updatedAt") }, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "no sort: \(plan)")
            #expect(!plan.contains { $0.contains("SCAN players") }, "\(plan)")
        }
    }

    @Test func pagesAndCountsFollowTheFilter() throws {
        let database = try AppDatabase.empty()
        for number in 1...30 { try database.at(Date(timeIntervalSince1970: Double(number) * 60)).createGame(title: number % 3 == 0 ? "Zoë's night \(number)" : "Poker \(number)") }
        let page = try database.read { db in
            try AppDatabase.gameSummaries(db, order: .mostRecent, filter: " zoe ", limit: 4, offset: 2)
        }
        #expect(page.map(\.game.title) == ["Zoë's night 24", "Zoë's night 21", "Zoë's night 18", "Zoë's night 15"])
        #expect(try database.read { db in try AppDatabase.gameCount(db, filter: "ZOE") } == 10)
        #expect(try database.read { db in try AppDatabase.gameCount(db, filter: "  ") } == 30)
    }

    @Test func gameOrderCyclesThroughAllOrders() {
        #expect(GameOrder.mostRecent.next == .title)
        #expect(GameOrder.title.next == .playerCount)
        #expect(GameOrder.playerCount.next == .mostRecent)
    }
}
