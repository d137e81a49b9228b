import Foundation
import Testing
@testable import ScorekeeperStore

/// Kinds and people are listed in the one natural order of names (`NaturalOrder`), as people and games are:
/// numbers as numbers, a fixed order by code point where only leading zeros differ, punctuation
/// where its code point puts it.
@Suite struct KindsNaturalOrderTests {
    @Test func statisticsListKindsInTheNaturalOrder() throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        for title in ["~Poker", "K10", "K2", "Hearts", "K02"] {
            let game = try database.createGame(title: title)
            _ = try database.addPlayer(gameID: game.id, name: "Ann", score: 10)
            _ = try database.addPlayer(gameID: game.id, name: "Bo", score: 1)
            _ = try database.finishGame(id: game.id)
        }
        let statistics = try database.fetchPeopleStatistics()
        let expected = ["Hearts", "K02", "K2", "K10", "~Poker"]
        #expect(expected == expected.sorted(by: NaturalOrder.precedes))
        #expect(statistics.kinds.map(\.kind) == expected)
        for person in statistics.people { #expect(person.kinds.map(\.kind) == expected) }
    }

    /// The people list (and the add-player prompt's, among people who last played together)
    /// follows the same order.
    @Test func peopleAreListedInTheNaturalOrder() throws {
        let database = try AppDatabase.empty().withIDs(.incrementing()).at(Date(timeIntervalSince1970: 1_000))
        let game = try database.createGame(title: "Hearts")
        let names = ["Player 10", "Player 2", "~Zed", "bo", "Ann"]
        try database.addPlayers(gameID: game.id, names: names)
        let expected = ["Ann", "bo", "Player 2", "Player 10", "~Zed"]
        #expect(expected == names.sorted(by: NaturalOrder.precedes))
        #expect(try database.fetchPeople().map(\.name) == expected)
        #expect(try database.fetchKnownPeople().map(\.name) == expected)
    }
}
