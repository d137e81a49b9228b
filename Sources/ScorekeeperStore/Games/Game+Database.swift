import Foundation
import GRDB

// How a Game is read from and written to the database.
extension Game: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "games"

    /// Read column by column rather than through `Decodable`: lists decode thousands of games,
    /// and this is several times faster. Each column found by name.
    public init(row: Row) throws {
        try self.init(RecordRow(row, places: nil))
    }

    /// The game in `row`, one of a query's rows whose columns `places` found once for them all.
    public init(row: Row, places: RecordColumnPlaces<DecodedColumn>) throws {
        try self.init(RecordRow(row, places: places))
    }

    /// The one decoder: what each column means, whichever way it is found.
    init(_ row: RecordRow<DecodedColumn>) throws {
        // The rules and the finish, with defaults when a query selects only the older columns.
        let lowestWins: Bool = row[.lowestWins] ?? false
        self.init(id: try row.id(.id), title: try row.decode(.title),
                  createdAt: try row.date(.createdAt), updatedAt: try row.date(.updatedAt),
                  rules: GameRules(winning: lowestWins ? .lowest : .highest, target: row[.targetScore], rounds: row[.roundCount],
                                   dealerRotates: row[.dealerRotates] ?? false, turnLimit: row[.turnLimit],
                                   playerClocks: row[.playerClocks] ?? false, roundTotals: Game.numbers(row[.roundTotals])),
                  currentRound: row[.currentRound] ?? 1, finishedAt: row.dateIfPresent(.finishedAt))
        announcedWinners = row[.announcedWinners]
        // Came with the "imported plays" migration: nil when a query selects only older columns.
        statedWinners = row[.statedWinners]
        // The table's state, with defaults when a query selects only the older columns.
        seating = Game.ids(row[.seating])
        if let turnPlayer: String = row[.turnPlayerID], let playerID = Player.ID(uuidString: turnPlayer) {
            turn = GameTurn(playerID: playerID, startedAt: row[.turnStartedAt] ?? 0)
        }
        clock = GameClock(elapsed: row[.clockElapsed] ?? 0, runningSince: row.dateIfPresent(.clockRunningSince))
    }

    /// The columns the decoder reads.
    public enum DecodedColumn: Int, RecordColumn {
        case id, title, createdAt, updatedAt, lowestWins, targetScore, roundCount, dealerRotates, turnLimit, playerClocks
        case roundTotals, currentRound, finishedAt, announcedWinners, statedWinners, seating, turnPlayerID, turnStartedAt
        case clockElapsed, clockRunningSince

        public var name: String {
            switch self {
            case .id: "id"
            case .title: "title"
            case .createdAt: "createdAt"
            case .updatedAt: "updatedAt"
            case .lowestWins: "lowestWins"
            case .targetScore: "targetScore"
            case .roundCount: "roundCount"
            case .dealerRotates: "dealerRotates"
            case .turnLimit: "turnLimit"
            case .playerClocks: "playerClocks"
            case .roundTotals: "roundTotals"
            case .currentRound: "currentRound"
            case .finishedAt: "finishedAt"
            case .announcedWinners: "announcedWinners"
            case .statedWinners: "statedWinners"
            case .seating: "seating"
            case .turnPlayerID: "turnPlayerID"
            case .turnStartedAt: "turnStartedAt"
            case .clockElapsed: "clockElapsed"
            case .clockRunningSince: "clockRunningSince"
            }
        }

        public var number: Int { rawValue }
    }

    /// The game with this id, by its primary key in plain SQL: GRDB's `fetchOne(_:id:)` first
    /// reads the table's schema to build its query, which costs a one-shot command more than the
    /// row itself. The statement is prepared once a connection: a write reads its game again at
    /// each step (a round of four players, nine times), and preparing `SELECT *` of this wide
    /// table calls GRDB's authorizer once a column.
    public static func fetch(_ db: Database, id: Game.ID) throws -> Game? {
        try Game.fetchOne(db.cachedStatement(sql: #"SELECT * FROM "games" WHERE "id" = ?"#), arguments: [id.lowercasedString])
    }

    /// The text of the sheet game `id` follows, as kept in its row; nil for a plain game (or no
    /// game). Prepared once a connection, as `fetch(_:id:)`: every score change asks it.
    public static func sheetText(_ db: Database, id: Game.ID) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: #"SELECT "sheet" FROM "games" WHERE "id" = ?"#), arguments: [id.lowercasedString])
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
