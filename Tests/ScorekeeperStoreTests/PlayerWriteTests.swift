import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Adding, renaming, deleting, scoring and listing players.
@Suite struct PlayerWriteTests {
    let database: AppDatabase
    let game: Game

    init() throws {
        database = try AppDatabase.empty()
        game = try database.createGame(title: "Poker")
    }

    @Test func addStoresAValidatedPlayer() throws {
        let player = try database.addPlayer(gameID: game.id, name: " Zoë ", score: 7)
        #expect(player.name == "Zoë")
        let stored = try #require(try database.fetchPlayer(id: player.id))
        #expect([stored.name, "\(stored.score)", stored.gameID.lowercasedString] == ["Zoë", "7", game.id.lowercasedString])
    }

    @Test func addingToAMissingGameFailsAndWritesNothing() throws {
        #expect(throws: ScorekeeperError.gameNotFound(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!.lowercasedString)) {
            try database.addPlayer(gameID: Game.ID(uuidString: "00000000-0000-0000-0000-000000000000")!, name: "Ana")
        }
        #expect(try database.reader.read(Player.fetchCount) == 0)
    }

    @Test func scoreChangesByAnyAmountIncludingNegative() throws {
        let player = try database.addPlayer(gameID: game.id, name: "Ana", score: 10)
        #expect(try database.changeScore(playerID: player.id, by: 5) == 15)
        #expect(try database.changeScore(playerID: player.id, by: -20) == -5)
        try database.setScore(playerID: player.id, to: 42)
        #expect(try database.fetchPlayer(id: player.id)?.score == 42)
    }

    @Test(arguments: [(Int.max, 1), (Int.min, -1), (1, Int.max)])
    func overflowingChangesAreRefusedAndChangeNothing(start: Int, amount: Int) throws {
        let player = try database.addPlayer(gameID: game.id, name: "Ana", score: start)
        #expect(throws: ScorekeeperError.scoreOverflow) { try database.changeScore(playerID: player.id, by: amount) }
        #expect(try database.fetchPlayer(id: player.id)?.score == start)
    }

    @Test func scoringAMissingPlayerFails() throws {
        #expect(throws: ScorekeeperError.self) { try database.changeScore(playerID: Player.ID(UUID()), by: 1) }
        #expect(throws: ScorekeeperError.self) { try database.setScore(playerID: Player.ID(UUID()), to: 1) }
    }

    @Test func renameAndDelete() throws {
        let player = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.renamePlayer(id: player.id, name: "Anna")
        #expect(try database.fetchPlayer(id: player.id)?.name == "Anna")
        try database.deletePlayer(id: player.id)
        #expect(try database.fetchPlayer(id: player.id) == nil)
        #expect(throws: ScorekeeperError.self) { try database.deletePlayer(id: player.id) }
    }

    @Test func deletingAPlayerRemovesItsPhoto() throws {
        let player = try database.addPlayer(gameID: game.id, name: "Ana")
        try database.savePhoto(playerID: player.id, imageData: Data([9, 9]), thumbnailData: Data([1]))
        try database.deletePlayer(id: player.id)
        #expect(try database.reader.read(PlayerAsset.fetchCount) == 0)
        #expect(try database.reader.read(PlayerThumbnail.fetchCount) == 0)
    }

    @Test func listIsSortedByScoreThenNameThenIDBothWays() throws {
        try database.addPlayer(gameID: game.id, name: "Blob", score: 40)
        try database.addPlayer(gameID: game.id, name: "Blob Sr", score: 100)
        try database.addPlayer(gameID: game.id, name: "Blob Jr", score: 67)
        try database.addPlayer(gameID: game.id, name: "Aaron", score: 67)
        let highest = try database.fetchPlayerRows(gameID: game.id, order: .highestFirst)
        #expect(highest.map(\.player.name) == ["Blob Sr", "Aaron", "Blob Jr", "Blob"])
        let lowest = try database.fetchPlayerRows(gameID: game.id, order: .lowestFirst)
        #expect(lowest.map(\.player.name) == ["Blob", "Aaron", "Blob Jr", "Blob Sr"])
    }

    @Test func rowsSayWhetherAPlayerHasAPhoto() throws {
        let ana = try database.addPlayer(gameID: game.id, name: "Ana", score: 2)
        try database.addPlayer(gameID: game.id, name: "Bo", score: 1)
        try database.savePhoto(playerID: ana.id, imageData: Data(repeating: 7, count: 100), thumbnailData: Data([1, 2]))
        let rows = try database.fetchPlayerRows(gameID: game.id)
        #expect(rows.map(\.hasPhoto) == [true, false])
        #expect(rows.map(\.thumbnail) == [nil, nil])
        let withThumbnails = try database.fetchPlayerRows(gameID: game.id, includeThumbnails: true)
        #expect(withThumbnails.map(\.thumbnail) == [Data([1, 2]), nil])
    }

    @Test func theListQueryUsesIndexesAndNeverNamesImageData() throws {
        for includeThumbnails in [false, true] {
            let sql = AppDatabase.playerRowsSQL(includeThumbnails: includeThumbnails)
            #expect(!sql.contains("imageData"))
            let plan = try database.reader.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: [game.id.lowercasedString])
                    .map { $0["detail"] as String }
            }
            #expect(plan.contains { $0.contains("players USING INDEX index_players_on_gameID") })
            #expect(!plan.contains { $0.hasPrefix("SCAN") })
        }
    }

    @Test func scoreChangesBumpTheGameForMostRecentOrder() throws {
        let database = try AppDatabase.empty()
        let old = try database.at(Date(timeIntervalSince1970: 0)).createGame(title: "Old")
        let player = try database.at(Date(timeIntervalSince1970: 1)).addPlayer(gameID: old.id, name: "Ana")
        try database.at(Date(timeIntervalSince1970: 100)).createGame(title: "Newer")
        #expect(try database.fetchGameSummaries().first?.game.title == "Newer")
        try database.changeScore(playerID: player.id, by: 1)
        #expect(try database.fetchGameSummaries().first?.game.title == "Old")
    }

    @Test func onlyPlayMakesAGameRecent() throws {
        let database = try AppDatabase.empty()
        let created = Date(timeIntervalSince1970: 0)
        let old = try database.at(created).createGame(title: "Old")
        let player = try database.at(created).addPlayer(gameID: old.id, name: "Ana")
        try database.at(created.addingTimeInterval(100)).createGame(title: "Newer")
        // What is no play, an hour later each: the game stays where it was.
        var moment = created.addingTimeInterval(3600)
        func later() -> AppDatabase {
            moment.addTimeInterval(3600)
            return database.at(moment)
        }
        try later().savePhoto(playerID: player.id, imageData: Data([1]), thumbnailData: nil)
        try later().removePhoto(playerID: player.id)
        try later().renameGame(id: old.id, title: "Old night")
        try later().renamePlayer(id: player.id, name: "Ana B")
        try later().setRules(gameID: old.id, GameRules(winning: .lowest))
        try later().addPlayer(gameID: old.id, name: "Bo")
        #expect(try database.fetchGame(id: old.id)?.lastPlayed == created)
        #expect(try database.fetchGameSummaries().map(\.game.title) == ["Newer", "Old night"])
        // Play: a score, a round, the finish; each makes it the most recent, at its moment.
        let plays: [(AppDatabase) throws -> Void] = [
            { try $0.changeScore(playerID: player.id, by: 1) },
            { try $0.nextRound(gameID: old.id) },
            { try $0.undo(gameID: old.id) },
            { try $0.finishGame(id: old.id) },
            { try $0.reopenGame(id: old.id) },
        ]
        for play in plays {
            let database = later()
            try play(database)
            #expect(try database.fetchGame(id: old.id)?.lastPlayed == moment)
            #expect(try database.fetchGameSummaries().first?.game.title == "Old night")
        }
        #expect(GameActivity.allCases.filter(\.isPlay) == [.score, .round, .finish])
    }
}
