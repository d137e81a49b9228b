import Foundation
import StoreTestSupport
import Testing
import TestSupport
@testable import ScorekeeperStore

/// Statistics group kinds as `stats --kind` compares them (`PersonName.key`: case ignored,
/// surrounding spaces trimmed), shown as the most recently finished game of the kind spells it.
@Suite struct KindsByKeyTests {
    @Test func kindsThatDifferOnlyInCaseAreOneKindSpeltAsTheLatestGame() throws {
        let database = try AppDatabase.empty()
        func play(_ title: String, kind: String? = nil, winner: Int) throws {
            let game = try database.createGame(title: title)
            _ = try database.addPlayer(gameID: game.id, name: "Ann", score: winner)
            _ = try database.addPlayer(gameID: game.id, name: "Bo", score: 1)
            if let kind { try database.setKind(gameID: game.id, kind) }
            _ = try database.finishGame(id: game.id)
        }
        try play("Hearts", winner: 10)
        try play("Hearts · 2", winner: 20)
        try play("Hearts · 3", kind: "hearts ", winner: 30)
        try play("Poker", winner: 5)
        var statistics = try database.fetchPeopleStatistics()
        #expect(statistics.kinds.map(\.kind) == ["hearts", "Poker"])
        #expect(statistics.kinds.first?.plays == 3)
        #expect(statistics.kinds.first?.averageWinningScore.value == 20)
        let ann = try #require(statistics.people.first { $0.person.name == "Ann" })
        #expect(ann.kinds.map(\.kind) == ["hearts", "Poker"] && ann.kinds.first?.games == 3)
        // A later game spelt "Hearts" gives the kind its spelling back.
        try play("HEARTS · 4", kind: "Hearts", winner: 40)
        statistics = try database.fetchPeopleStatistics()
        #expect(statistics.kinds.map(\.kind) == ["Hearts", "Poker"] && statistics.kinds.first?.plays == 4)
        let reference = try database.read { db in try PeopleStatisticsReference.statistics(db) }
        #expect(reference.kinds == statistics.kinds)
    }
}
