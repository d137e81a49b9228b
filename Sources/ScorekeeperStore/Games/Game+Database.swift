import Foundation
import GRDB

// How a Game is read from and written to the database.
extension Game: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "games"

    /// Read by column name rather than through `Decodable`: lists decode thousands of games, and
    /// this is several times faster.
    public init(row: Row) throws {
        // The rules and the finish, with defaults when a query selects only the older columns.
        let lowestWins: Bool = row["lowestWins"] ?? false
        self.init(id: try row.decode(forColumn: "id"), title: try row.decode(forColumn: "title"),
                  createdAt: try DatabaseTimestamp.decode(row, "createdAt"), updatedAt: try DatabaseTimestamp.decode(row, "updatedAt"),
                  rules: GameRules(winning: lowestWins ? .lowest : .highest, target: row["targetScore"], rounds: row["roundCount"],
                                   dealerRotates: row["dealerRotates"] ?? false, turnLimit: row["turnLimit"],
                                   playerClocks: row["playerClocks"] ?? false, roundTotals: Game.numbers(row["roundTotals"])),
                  currentRound: row["currentRound"] ?? 1, finishedAt: DatabaseTimestamp.decodeIfPresent(row, "finishedAt"))
        announcedWinners = row["announcedWinners"]
        // Came with the "imported plays" migration: nil when a query selects only older columns.
        statedWinners = row["statedWinners"]
        // The table's state, with defaults when a query selects only the older columns.
        seating = Game.ids(row["seating"])
        if let turnPlayer: String = row["turnPlayerID"], let playerID = Player.ID(uuidString: turnPlayer) {
            turn = GameTurn(playerID: playerID, startedAt: row["turnStartedAt"] ?? 0)
        }
        clock = GameClock(elapsed: row["clockElapsed"] ?? 0, runningSince: DatabaseTimestamp.decodeIfPresent(row, "clockRunningSince"))
    }

    /// The game with this id, by its primary key in plain SQL: GRDB's `fetchOne(_:id:)` first
    /// reads the table's schema to build its query, which costs a one-shot command more than the
    /// row itself.
    public static func fetch(_ db: Database, id: Game.ID) throws -> Game? {
        try Game.fetchOne(db, sql: #"SELECT * FROM "games" WHERE "id" = ?"#, arguments: [id.lowercasedString])
    }

    /// SQL true of a game the lists show (`games` being its table's name or alias in the query):
    /// every game but the unplayed table games of tournament pairings that do not count
    /// (`tournamentHiddenGames`, kept by `AppDatabase.settleTournamentPairings`).
    public static func isListed(_ table: String = "games") -> String {
        #"NOT EXISTS (SELECT 1 FROM "tournamentHiddenGames" WHERE "tournamentHiddenGames"."gameID" = "\#(table)"."id")"#
    }

    /// SQL true when some game is hidden from the lists; when false, `isListed` is true of every
    /// game. Stated beside it so the two name the same table.
    public static let anyUnlisted = #"EXISTS (SELECT 1 FROM "tournamentHiddenGames")"#

    /// The table's columns, for the query interface.
    public enum Columns {
        public static let id = Column("id")
        public static let title = Column("title")
        public static let createdAt = Column("createdAt")
        public static let updatedAt = Column("updatedAt")
        public static let currentRound = Column("currentRound")
        public static let finishedAt = Column("finishedAt")
    }

    // GRDB's text for dates, written without its DateFormatter (see DatabaseTimestamp).
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { DatabaseTimestamp.text($0) }
    }
}
