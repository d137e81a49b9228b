import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// Names that look like ids: a person, game or player whose name or title matches exactly (case
/// ignored) is found by it even when it is also the start of another row's id ("Bead", "Cafe");
/// ids and unique id prefixes still find their row when no name matches; a short reference that
/// is no id prefix is a name; a merged person's name says whom they were merged into.
@Suite struct NamesBeforeIDsTests {
    /// Gives a row of `table` a new id starting with `prefix` (the rest from a fresh UUID).
    static func reid(_ database: AppDatabase, table: String, id: String, prefix: String) throws -> String {
        let fresh = UUID().lowercasedString
        let new = prefix + fresh.dropFirst(prefix.count)
        try database.write { db in
            try db.execute(sql: "UPDATE \"\(table)\" SET \"id\" = ? WHERE \"id\" = ?", arguments: [new, id])
        }
        return new
    }

    @Test func aPersonsNameWinsOverAnIDPrefixAndIDsStillWork() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        // Someone whose id starts with "bead", as one person in 65,536 does.
        let otherID = "bead" + UUID().lowercasedString.dropFirst(4)
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO "people" ("id", "name", "colour", "createdAt", "nameChangedAt", "colourChangedAt")
                VALUES (?, 'Cy', 'red', '2026-11-20 10:00:00.000', '2026-11-20 10:00:00.000', '2026-11-20 10:00:00.000')
                """, arguments: [otherID])
        }
        let bead = try database.addPlayer(gameID: game.id, name: "Bead")
        let beadID = try #require(try database.personID(ofPlayer: bead.id)).lowercasedString
        try #require(!beadID.hasPrefix("bead"))
        #expect(try database.resolvePerson("Bead").id.lowercasedString == beadID)
        #expect(try database.resolvePerson(" bead ").id.lowercasedString == beadID)
        // Past the name, the prefix is an id's again; the whole id and a unique prefix still work.
        #expect(try database.resolvePerson(String(otherID.prefix(6))).id.lowercasedString == otherID)
        #expect(try database.resolvePerson(otherID).id.lowercasedString == otherID)
        #expect(try database.resolvePerson(String(beadID.prefix(8))).id.lowercasedString == beadID)
        #expect(try database.resolvePerson("Cy").id.lowercasedString == otherID)
    }

    @Test func aMergedPersonsNameSaysWhomTheyWereMergedInto() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        let dee = try #require(try database.personID(ofPlayer: try database.addPlayer(gameID: game.id, name: "Dee").id))
        let ann = try #require(try database.personID(ofPlayer: try database.addPlayer(gameID: game.id, name: "Ann").id))
        try database.mergePeople(from: dee, into: ann)
        for typed in ["Dee", "dee", dee.lowercasedString] {
            do {
                _ = try database.resolvePerson(typed)
                Issue.record("\(typed) resolved")
            } catch {
                #expect("\(error)".contains("Dee was merged into Ann (\(ann.lowercasedString.prefix(8)))"), "\(typed): \(error)")
            }
        }
        // A short reference that is no id prefix is a name no one has, not an id too short.
        do {
            _ = try database.resolvePerson("abc")
            Issue.record("abc resolved")
        } catch {
            #expect("\(error)".contains("No person named 'abc'"), "\(error)")
        }
    }

    @Test func aGamesTitleWinsOverAnIDPrefixAndIDsStillWork() throws {
        let database = try AppDatabase.empty()
        let other = try database.createGame(title: "Poker")
        let otherID = try Self.reid(database, table: "games", id: other.id.lowercasedString, prefix: "cafe")
        let cafe = try database.createGame(title: "Cafe")
        try #require(!cafe.id.lowercasedString.hasPrefix("cafe"))
        let resolve = { (reference: String) in try database.read { db in try AppDatabase.resolveGame(db, reference) } }
        #expect(try resolve("Cafe").id == cafe.id)
        #expect(try resolve("CAFE").id == cafe.id)
        #expect(try resolve(String(otherID.prefix(6))).id.lowercasedString == otherID)
        #expect(try resolve(otherID).id.lowercasedString == otherID)
        #expect(try resolve(String(cafe.id.lowercasedString.prefix(8))).id == cafe.id)
        // Two games titled Cafe, both played: the id (or a prefix) of one picks it.
        let second = try database.createGame(title: "cafe")
        #expect(throws: ScorekeeperError.self) { try resolve("Cafe") }
        #expect(try resolve(second.id.lowercasedString).id == second.id)
    }

    @Test func aPlayersNameWinsOverAnIDPrefixAndIDsStillWork() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        let other = try database.addPlayer(gameID: game.id, name: "Cy")
        let otherID = try Self.reid(database, table: "players", id: other.id.lowercasedString, prefix: "bead")
        let bead = try database.addPlayer(gameID: game.id, name: "Bead")
        try #require(!bead.id.lowercasedString.hasPrefix("bead"))
        let resolve = { (reference: String, game: String?) in
            try database.read { db in try AppDatabase.resolvePlayer(db, reference, game: game) }
        }
        for scope in [nil, "Hearts"] {
            #expect(try resolve("Bead", scope).id == bead.id)
            #expect(try resolve(String(otherID.prefix(6)), scope).id.lowercasedString == otherID)
            #expect(try resolve(otherID, scope).id.lowercasedString == otherID)
            #expect(try resolve(String(bead.id.lowercasedString.prefix(8)), scope).id == bead.id)
        }
        // An id-shaped name reads only the rows named so; one that names nobody in the game still
        // gets the game's nearest names.
        try database.addPlayer(gameID: game.id, name: "Beeef")
        do {
            _ = try resolve("beef", "Hearts")
            Issue.record("beef resolved")
        } catch {
            #expect("\(error)".contains("Did you mean 'Beeef'?"), "\(error)")
        }
    }

    @Test func idShapedReferencesCompareWithNamesAsTyped() {
        #expect(AppDatabase.isASCIIHex("bead-12"))
        #expect(AppDatabase.isASCIIHex("CAFE"))
        #expect(!AppDatabase.isASCIIHex("ＣＡＦＥ"), "fullwidth forms fold differently from SQLite's NOCASE")
        #expect(!AppDatabase.isASCIIHex("Ann"))
        #expect(!AppDatabase.isASCIIHex(""))
    }
}
