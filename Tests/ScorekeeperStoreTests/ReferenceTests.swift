import Foundation
import Testing
@testable import ScorekeeperStore

/// Games and players are found by full id or a unique prefix of at least four characters.
@Suite struct ReferenceTests {
    @Test func fullIDAndUniquePrefixResolve() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Chess")
        let id = game.id.lowercasedString
        #expect(try database.resolveGame(id).id == game.id)
        #expect(try database.resolveGame(String(id.prefix(4))).id == game.id)
        #expect(try database.resolveGame(String(id.prefix(6)).uppercased()).id == game.id)
    }

    @Test func ambiguousPrefixNamesTheCandidates() throws {
        let database = try AppDatabase.empty()
        // Ids that share a prefix, written directly so the test is deterministic.
        for suffix in ["1", "2"] {
            let id = Game.ID(uuidString: "abcd0000-0000-0000-0000-00000000000\(suffix)")!
            try database.write { db in try Game(id: id, title: "G\(suffix)", createdAt: Date(timeIntervalSince1970: 0)).insert(db) }
        }
        #expect(throws: ScorekeeperError.ambiguousReference("abcd", candidates: ["abcd0000", "abcd0000"])) {
            try database.resolveGame("abcd")
        }
        #expect(try database.resolveGame("abcd0000-0000-0000-0000-000000000002").title == "G2")
    }

    @Test func unknownShortOrHostileReferencesFail() throws {
        let database = try AppDatabase.empty()
        try database.createGame(title: "Chess")
        #expect(throws: ScorekeeperError.gameNotFound("ffff")) { try database.resolveGame("ffff") }
        #expect(throws: ScorekeeperError.self) { try database.resolveGame("ab") }
        #expect(throws: ScorekeeperError.gameNotNamed("%%%%", suggestions: [])) { try database.resolveGame("%%%%") }
        #expect(throws: ScorekeeperError.playerNotNamed("____", game: nil, suggestions: [])) { try database.resolvePlayer("____") }
    }

    /// `resolvePlayers(_:in:)`, which `round add` names its round's players with, finds what
    /// `resolvePlayer(_:game:)` finds with the game's id, reference by reference, and refuses
    /// with the same error: names, cases, id prefixes, a name of another game, a name of nobody.
    @Test func playersOfAResolvedGameAreThoseFoundOneByOne() throws {
        let database = try AppDatabase.empty()
        let hearts = try database.createGame(title: "Hearts")
        let other = try database.createGame(title: "Poker")
        let players = try database.addPlayers(gameID: hearts.id, names: ["Ann", "Bo", "Zoë"])
        _ = try database.addPlayers(gameID: other.id, names: ["Cy"])
        let references = ["Ann", " bo ", "ZOË", String(players[1].id.lowercasedString.prefix(6)), players[0].id.lowercasedString]
        let oneByOne = try references.map { try database.resolvePlayer($0, game: hearts.id.lowercasedString) }
        #expect(try database.resolvePlayers(references, in: hearts) == oneByOne)
        for wrong in [["Ann", "Cy"], ["Nobody", "Ann"], ["Ann", "Bo", "Ann2"]] {
            let expected = #expect(throws: ScorekeeperError.self) {
                _ = try wrong.map { try database.resolvePlayer($0, game: hearts.id.lowercasedString) }
            }
            let found = #expect(throws: ScorekeeperError.self) { _ = try database.resolvePlayers(wrong, in: hearts) }
            #expect(expected == found, "\(wrong)")
        }
    }
}
