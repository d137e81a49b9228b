import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// "The same name" is one rule, `PersonName.same`: people, players, tournaments' entrants and the
/// store's SQL give the answers it gives for the same two names.
@Suite struct SameNameTests {
    /// A name as stored (validated, so trimmed) and a name as typed, with the rule's answer.
    struct Pair: Sendable, CustomTestStringConvertible {
        var stored: String
        var typed: String
        var same: Bool
        var testDescription: String { "\(stored.debugDescription) ~ \(typed.debugDescription)" }
    }

    /// Case and surrounding white space (newlines and tabs too) do not matter; nothing else is
    /// folded: ß is not "ss", é is not e.
    static let pairs = [
        Pair(stored: "Ann", typed: "ann", same: true),
        Pair(stored: "Ann", typed: " ANN\t", same: true),
        Pair(stored: "Ann", typed: "ann\n", same: true),
        Pair(stored: "Zoë", typed: "ZOË", same: true),
        Pair(stored: "Straße", typed: "STRASSE", same: false),
        Pair(stored: "Zoë", typed: "Zoe", same: false),
        Pair(stored: "Dee Dee", typed: "DeeDee", same: false),
        Pair(stored: "bead", typed: "BEAD", same: true),
    ]

    @Test(arguments: pairs) func theRuleItself(_ pair: Pair) {
        #expect(PersonName.same(pair.stored, pair.typed) == pair.same)
        #expect(PersonName.same(pair.typed, pair.stored) == pair.same)
    }

    /// The SQL function is the Swift key.
    @Test(arguments: pairs) func sqlComparesTheSameKey(_ pair: Pair) throws {
        let database = try AppDatabase.empty()
        try database.read { db in
            for name in [pair.stored, pair.typed] {
                #expect(try String.fetchOne(db, sql: "SELECT \(PersonName.sqlFunctionName)(?)", arguments: [name]) == PersonName.key(name))
            }
            let same = try Bool.fetchOne(db, sql: "SELECT \(PersonName.sqlFunctionName)(?) = \(PersonName.sqlFunctionName)(?)",
                                         arguments: [pair.stored, pair.typed])
            #expect(same == PersonName.same(pair.stored, pair.typed))
        }
    }

    /// A player of the second name joins the first name's person exactly when the names are the same.
    @Test(arguments: pairs) func peopleLinkByTheRule(_ pair: Pair) throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        let first = try database.createGame(title: "Hearts"), second = try database.createGame(title: "Cafe")
        let stored = try database.addPlayer(gameID: first.id, name: pair.stored)
        let typed = try database.addPlayer(gameID: second.id, name: pair.typed)
        #expect((try database.personID(ofPlayer: stored.id) == database.personID(ofPlayer: typed.id)) == PersonName.same(pair.stored, pair.typed))
    }

    /// A player is found by a typed name exactly when it is the same name, in the game named and
    /// among the unfinished games; two players of the same name are refused in one add.
    @Test(arguments: pairs) func playersResolveByTheRule(_ pair: Pair) throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        let game = try database.createGame(title: "Hearts")
        let player = try database.addPlayer(gameID: game.id, name: pair.stored)
        let same = PersonName.same(pair.stored, pair.typed)
        #expect((try? database.resolvePlayer(pair.typed, game: "Hearts"))?.id == (same ? player.id : nil))
        #expect((try? database.resolvePlayer(pair.typed))?.id == (same ? player.id : nil))
        let other = try database.createGame(title: "Cafe")
        #expect((try? database.addPlayers(gameID: other.id, names: [pair.stored, pair.typed])) == nil ? same : !same)
    }

    /// A game is found by a typed title exactly when it is the same name (the store compares the
    /// titles' keys in SQL and reads only those games), or the same title as a person types it;
    /// a title as typed is looked for only when no title is the reference.
    @Test(arguments: pairs) func gamesResolveByTheRule(_ pair: Pair) throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        _ = try database.createGame(title: "Cafe")
        let game = try database.createGame(title: pair.stored)
        _ = try database.createGame(title: "Bridge")
        let found = PersonName.same(pair.stored, pair.typed) || TypedTitle.matches(pair.stored, typed: pair.typed)
        #expect((try? database.resolveGame(pair.typed))?.id == (found ? game.id : nil))
    }

    /// "Hearts 2" and "hearts #2" find "Hearts · 2" when no game is titled so; a game titled
    /// exactly that is found first.
    @Test func aTitleAsTypedIsFoundWhenNoTitleIsTheReference() throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        let rematch = try database.createGame(title: "Hearts · 2")
        _ = try database.createGame(title: "Hearts")
        #expect(try database.resolveGame("hearts 2").id == rematch.id)
        #expect(try database.resolveGame("Hearts #2").id == rematch.id)
        let exact = try database.createGame(title: "Hearts 2")
        #expect(try database.resolveGame("hearts 2").id == exact.id)
        #expect(try database.resolveGame("Hearts · 2").id == rematch.id)
    }

    /// An entrant is found by a typed name exactly when it is the same name; one join naming the
    /// same name twice is refused.
    @Test(arguments: pairs) func entrantsByTheRule(_ pair: Pair) throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        let settings = TournamentSettings(format: .swiss, plannedRounds: 3)
        let cup = try database.createTournament(name: "Cup", settings: settings)
        let same = PersonName.same(pair.stored, pair.typed)
        #expect((try? database.joinTournament(id: cup.id, names: [pair.stored, pair.typed])) == nil ? same : !same)
        let tournament = try database.createTournament(name: "Open", settings: settings)
        try database.joinTournament(id: tournament.id, names: [pair.stored])
        let state = try database.fetchTournamentSnapshot(id: tournament.id).state
        #expect((try? AppDatabase.resolveEntry(state, pair.typed))?.name == (same ? pair.stored : nil))
    }
}
