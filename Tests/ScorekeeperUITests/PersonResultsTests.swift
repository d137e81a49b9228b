import Foundation
import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// A person's score and place in each of their games, as their Games view shows them: by the
/// game's rule (lowest wins too), ties sharing a place.
@Suite struct PersonResultsTests {
    @Test func placesFollowEachGamesRuleAndShareTies() throws {
        let database = try AppDatabase.empty()
        let golf = try database.createGame(title: "Golf", rules: GameRules(winning: .lowest))
        for (name, score) in [("Ann", 40), ("Bo", 36), ("Cy", 41)] {
            _ = try database.addPlayer(gameID: golf.id, name: name, score: score)
        }
        let hearts = try database.createGame(title: "Hearts")
        for (name, score) in [("Ann", 20), ("Bo", 20), ("Cy", 5)] {
            _ = try database.addPlayer(gameID: hearts.id, name: name, score: score)
        }
        let ann = try database.resolvePerson("Ann").id
        let results = try database.reader.read { try AppDatabase.personResults($0, personID: ann) }
        #expect(results[golf.id] == PersonGameResult(score: 40, place: 2, tied: false))
        #expect(results[hearts.id] == PersonGameResult(score: 20, place: 1, tied: true))
        #expect(results[hearts.id]?.placeText == "=1st")
        let cy = try database.resolvePerson("Cy").id
        let cys = try database.reader.read { try AppDatabase.personResults($0, personID: cy) }
        #expect(cys[golf.id]?.placeText == "3rd" && cys[hearts.id]?.placeText == "3rd")
    }

    @Test func placesReadAsOrdinals() {
        let texts = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map { PersonGameResult(score: 0, place: $0, tied: false).placeText }
        #expect(texts == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"])
    }
}
