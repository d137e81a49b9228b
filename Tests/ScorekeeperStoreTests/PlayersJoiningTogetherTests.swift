import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// Players added together (`player add GAME Ann Bo ...`): the file's people and the game's
/// colours are read once for all the names, not once per name, and every player is linked and
/// coloured as if the names had been added one after another in the same moment.
@Suite struct PlayersJoiningTogetherTests {
    /// Thirty names, more than the palette has colours, two of them people known already.
    static let names = ["Ann", "Bo"] + (1...28).map { "Player \($0)" }

    /// A file where Ann and Bo have played, and a new game to join.
    static func file(at moment: Date) throws -> (AppDatabase, Game) {
        let database = try AppDatabase.empty().withIDs(.incrementing()).at(moment)
        let earlier = try database.createGame(title: "Hearts")
        try database.addPlayers(gameID: earlier.id, names: ["Ann", "Bo"])
        return (database, try database.createGame(title: "Club night"))
    }

    @Test func thePeopleAndTheGamesColoursAreReadOnceForAllTheNames() throws {
        let (database, game) = try Self.file(at: Date(timeIntervalSince1970: 1_800_000_000))
        let statements = try StatementTrace.statements(of: database) {
            try database.addPlayers(gameID: game.id, names: Self.names)
        }
        let peopleReads = statements.filter { $0.contains(#"FROM "people" WHERE "mergedInto" IS NULL"#) }
        let colourReads = statements.filter { $0.contains(#"FROM "players" JOIN "people""#) }
        #expect(peopleReads.count == 1, "\(peopleReads.count) reads of every person")
        #expect(colourReads.count == 1, "\(colourReads.count) reads of the game's colours")
        #expect(try database.fetchPlayerRows(gameID: game.id).map(\.player).count == Self.names.count)
    }

    @Test func togetherEveryoneIsLinkedAndColouredAsOneAfterAnother() throws {
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        let (together, game) = try Self.file(at: moment)
        try together.addPlayers(gameID: game.id, names: Self.names)
        let (oneByOne, same) = try Self.file(at: moment)
        for name in Self.names { try oneByOne.addPlayer(gameID: same.id, name: name) }
        #expect(game.id == same.id)

        func outcome(_ database: AppDatabase) throws -> [String] {
            let colours = try database.read { db in try AppDatabase.playerColours(db, gameID: game.id) }
            return try database.fetchPlayerRows(gameID: game.id).map(\.player).map { player in
                let person = try database.personID(ofPlayer: player.id)
                let own = try database.read { db in
                    try String.fetchOne(db, sql: #"SELECT "colour" FROM "people" WHERE "id" = ?"#, arguments: [person])
                }
                return "\(player.name) \(player.id.lowercasedString) \(person?.lowercasedString ?? "-") \(own ?? "-") \(colours[player.id]?.rawValue ?? "-")"
            }
        }
        let joined = try outcome(together)
        #expect(joined.count == Self.names.count)
        #expect(joined == (try outcome(oneByOne)))
        #expect(try together.invariantViolations().isEmpty)
    }
}
