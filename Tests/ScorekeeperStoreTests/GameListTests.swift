import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// `fetchGameList` (what `game list` prints) says what the games list's summaries say: the same
/// games in the same order, with the same counts, statuses, winners and last played.
@Suite struct GameListTests {
    func expectAgreement(_ database: AppDatabase) throws {
        let summaries = try database.fetchGameSummaries()
        let list = try database.fetchGameList()
        let expected = summaries.map {
            GameListEntry(id: $0.game.id.lowercasedString, title: $0.game.title, playerCount: $0.playerCount,
                          status: $0.game.status, winnerNames: $0.winnerNames, lastPlayed: $0.game.lastPlayed)
        }
        #expect(list == expected)
    }

    @Test func agreesWithTheSummariesOnRandomGames() throws {
        var random = SeededRandom(seed: 1911)
        let database = try AppDatabase.empty()
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        for index in 0..<60 {
            let rules = GameRules(winning: Bool.random(using: &random) ? .lowest : .highest)
            let game = try database.at(start.addingTimeInterval(Double(index))).createGame(title: ["Hearts", "Poker", "Go", "Skat"].randomElement(using: &random)!, rules: rules)
            for seat in 0..<Int.random(in: 0...5, using: &random) {
                let player = try database.addPlayer(gameID: game.id, name: ["Ann", "Bo", "Cy", "ann", "Di"][seat])
                // Few distinct scores, so ties (shared wins) are common.
                try database.changeScore(playerID: player.id, by: Int.random(in: -2...2, using: &random))
            }
            if Bool.random(using: &random) { _ = try database.finishGame(id: game.id) }
        }
        try expectAgreement(database)
        #expect(try database.fetchGameList().contains { $0.status == .finished && $0.winnerNames.count > 1 })
    }

    @Test func anIdStoredInAnotherCaseIsPrintedLowercase() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        try database.write { db in
            try db.execute(sql: #"UPDATE "games" SET "id" = upper("id")"#)
        }
        #expect(try database.fetchGameList().map(\.id) == [game.id.lowercasedString])
        try expectAgreement(database)
    }

    @Test func anEmptyFileListsNothing() throws {
        #expect(try AppDatabase.empty().fetchGameList().isEmpty)
    }

    @Test func canonicalIdText() {
        #expect(UUIDText.isLowercaseCanonical("0123abcd-0000-4000-8000-00000000000f"))
        #expect(!UUIDText.isLowercaseCanonical("0123ABCD-0000-4000-8000-00000000000f"))
        #expect(!UUIDText.isLowercaseCanonical("0123abcd-0000-4000-8000-00000000000"))
        #expect(!UUIDText.isLowercaseCanonical("0123abcd-0000-4000-8000-00000000000f0"))
        #expect(!UUIDText.isLowercaseCanonical("0123abcd00000-4000-8000-00000000000f"))
        #expect(!UUIDText.isLowercaseCanonical("0123abcg-0000-4000-8000-00000000000f"))
        #expect(!UUIDText.isLowercaseCanonical(""))
        for _ in 0..<100 {
            let id = UUID()
            #expect(UUIDText.isLowercaseCanonical(id.lowercasedString))
        }
    }
}
