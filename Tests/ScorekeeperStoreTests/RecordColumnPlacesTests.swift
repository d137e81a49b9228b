import Foundation
import GRDB
import Testing
import StoreTestSupport
import TestSupport
@testable import ScorekeeperStore
import ScorekeeperDomain

/// A game or player read with its columns found once for the query (`init(row:places:)`, what a
/// pass over thousands of rows uses) is the record read by name (`init(row:)`), in every query
/// shape the reads use; and every column of the two tables is either one the decoder reads or
/// named here as one it does not, so a column added to a table is a decision, not a miss.
@Suite struct RecordColumnPlacesTests {
    /// A file with games in every state the record holds: rules of every kind, a turn, a
    /// running clock, a finish with its stated and announced winners, and random play beside.
    static func file() throws -> AppDatabase {
        let database = try RandomPlay.file(seed: 11)
        let game = try database.createGame(id: Game.ID(UUID()), title: "Everything",
                                           rules: GameRules(winning: .lowest, target: 100, rounds: 6, dealerRotates: true,
                                                            turnLimit: 90, playerClocks: true, roundTotals: [26, 78]))
        let ann = try database.addPlayer(gameID: game.id, name: "Ann", score: 12)
        _ = try database.addPlayer(gameID: game.id, name: "Bo", score: 30)
        try database.setTurn(gameID: game.id, to: ann.id)
        _ = try database.resumeClock(gameID: game.id)
        return database
    }

    static let queries = [
        #"SELECT * FROM "games""#,
        #"SELECT "id", "title", "createdAt", "updatedAt" FROM "games""#,
        #"SELECT "games".*, "players".* FROM "games" JOIN "players" ON "players"."gameID" = "games"."id""#,
    ]
    static let playerQueries = [
        #"SELECT * FROM "players""#,
        #"SELECT "players".*, "games".* FROM "players" JOIN "games" ON "games"."id" = "players"."gameID""#,
    ]

    /// The records `sql`'s rows give read at their places, each held to the same row read by name.
    static func readAlike<Column: RecordColumn, Record: Equatable>(
        _ sql: String, _ atPlaces: (Row, RecordColumnPlaces<Column>) throws -> Record, _ byName: (Row) throws -> Record
    ) throws -> [Record] {
        try file().read { db in
            let statement = try db.makeStatement(sql: sql)
            let places = RecordColumnPlaces<Column>(statement)
            let rows = try Row.fetchAll(statement)
            #expect(rows.count > 10)
            return try rows.map { row in
                let record = try atPlaces(row, places)
                #expect(try record == byName(row))
                return record
            }
        }
    }

    @Test(arguments: queries)
    func aGameReadAtItsPlacesIsTheGameReadByName(sql: String) throws {
        let games = try Self.readAlike(sql, Game.init(row:places:), Game.init(row:))
        // The rich game is among them, so every column was read with a value in it.
        if sql.hasPrefix(#"SELECT * FROM "games""#) {
            let rich = try #require(games.first { $0.title == "Everything" })
            #expect(rich.rules.winning == .lowest && rich.rules.turnLimit == 90 && rich.rules.roundTotals == [26, 78])
            #expect(rich.turn != nil && rich.clock.runningSince != nil)
            #expect(games.contains { $0.finishedAt != nil })
        }
    }

    @Test(arguments: playerQueries)
    func aPlayerReadAtItsPlacesIsThePlayerReadByName(sql: String) throws {
        _ = try Self.readAlike(sql, Player.init(row:places:), Player.init(row:))
    }

    /// A query without a column the record needs fails the same way both ways.
    @Test func aMissingColumnIsAnErrorBothWays() throws {
        let database = try Self.file()
        try database.read { db in
            let statement = try db.makeStatement(sql: #"SELECT "id", "name" FROM "players""#)
            let places = RecordColumnPlaces<Player.DecodedColumn>(statement)
            let row = try #require(try Row.fetchOne(statement))
            #expect(throws: (any Error).self) { try Player(row: row, places: places) }
            #expect(throws: (any Error).self) { try Player(row: row) }
        }
    }

    /// Columns of the tables the records do not read: sync's stamps and versions, and what other
    /// reads take (a game's kind, sheet and import; a player's person).
    static let unreadGameColumns: Set<String> = [
        "titleChangedAt", "finishChangedAt", "kind", "kindChangedAt", "syncVersion", "lowestWinsChangedAt",
        "targetScoreChangedAt", "roundCountChangedAt", "seatingChangedAt", "turnChangedAt", "clockChangedAt",
        "dealerRotatesChangedAt", "turnLimitChangedAt", "playerClocksChangedAt", "roundTotalsChangedAt", "sheet",
        "importedFrom", "importedDigest",
    ]
    static let unreadPlayerColumns: Set<String> = [
        "nameChangedAt", "personID", "personChangedAt", "syncVersion", "clockTimeChangedAt",
    ]

    @Test func everyColumnIsReadOrNamedAsNotRead() throws {
        let database = try AppDatabase.empty()
        try database.read { db in
            let games = Set(try db.columns(in: "games").map(\.name))
            let decodedGames = Set(Game.DecodedColumn.allCases.map(\.name))
            #expect(decodedGames.isSubset(of: games))
            #expect(games.subtracting(decodedGames) == Self.unreadGameColumns)
            let players = Set(try db.columns(in: "players").map(\.name))
            let decodedPlayers = Set(Player.DecodedColumn.allCases.map(\.name))
            #expect(decodedPlayers.isSubset(of: players))
            #expect(players.subtracting(decodedPlayers) == Self.unreadPlayerColumns)
        }
        // Numbered in order, as the places are kept.
        #expect(Game.DecodedColumn.allCases.enumerated().allSatisfy { $0.offset == $0.element.number })
        #expect(Player.DecodedColumn.allCases.enumerated().allSatisfy { $0.offset == $0.element.number })
    }
}
