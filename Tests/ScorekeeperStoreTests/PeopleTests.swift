import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// People across games: linking on add and rematch, and game kinds (the migration's links by
/// name, moving a player and merging people on every copy: `PeopleSyncTests`).
@Suite struct PeopleTests {
    @Test func addingAPlayerLinksAMatchingPersonElseMakesOneAndRematchKeepsThem() throws {
        let database = try AppDatabase.empty()
        let first = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: first.id, name: "Ann")
        let bo = try database.addPlayer(gameID: first.id, name: "Bo")
        let second = try database.createGame(title: "Poker")
        let ann2 = try database.addPlayer(gameID: second.id, name: " aNN ")
        let cy = try database.addPlayer(gameID: second.id, name: "Cy")
        #expect(try database.personID(ofPlayer: ann.id) == database.personID(ofPlayer: ann2.id))
        #expect(try database.personID(ofPlayer: ann.id) != database.personID(ofPlayer: bo.id))
        #expect(try database.personID(ofPlayer: cy.id) != nil)
        #expect(try database.fetchPeople().map(\.name) == ["Ann", "Bo", "Cy"])
        // New people get colours that differ from those already in the game.
        let colours = try database.read { db in
            try String.fetchAll(db, sql: #"SELECT "people"."colour" FROM "players" JOIN "people" ON "people"."id" = "players"."personID" WHERE "gameID" = ?"#,
                                arguments: [second.id.lowercasedString])
        }
        #expect(Set(colours).count == colours.count)
        _ = try database.finishGame(id: first.id)
        let rematch = try database.rematch(gameID: first.id)
        let copies = try database.fetchPlayerRows(gameID: rematch.id).map(\.player)
        for copy in copies {
            let original = copy.name == "Ann" ? ann : bo
            #expect(try database.personID(ofPlayer: copy.id) == database.personID(ofPlayer: original.id))
        }
        #expect(try database.fetchPeople().count == 3)
    }

    @Test func kindsDefaultToTheTitleWithoutItsRematchSuffixAndRematchesInheritASetKind() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        _ = try database.addPlayer(gameID: game.id, name: "Ann")
        let kinds = { (id: Game.ID) in
            try database.read { db -> String in
                let row = try #require(try Row.fetchOne(db, sql: #"SELECT "title", "kind" FROM "games" WHERE "id" = ?"#, arguments: [id.lowercasedString]))
                return AppDatabase.kind(stored: row["kind"], title: row["title"])
            }
        }
        let second = try database.rematch(gameID: game.id)
        #expect(second.title == "Hearts · 2")
        #expect(try kinds(second.id) == "Hearts")
        try database.setKind(gameID: second.id, "Black Lady")
        let third = try database.rematch(gameID: second.id)
        #expect(try kinds(third.id) == "Black Lady")
        #expect(try kinds(game.id) == "Hearts")
        #expect(throws: ScorekeeperError.self) { try database.setKind(gameID: game.id, "  ") }
    }
}
