import Foundation
import GRDB

// How a Player is read from and written to the database.
extension Player: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "players"

    /// Read column by column rather than through `Decodable`: a game screen reads thousands of
    /// players on every change, and this is several times faster. Each column found by name.
    public init(row: Row) throws {
        try self.init(RecordRow(row, places: nil))
    }

    /// The player in `row`, one of a query's rows whose columns `places` found once for them all.
    public init(row: Row, places: RecordColumnPlaces<DecodedColumn>) throws {
        try self.init(RecordRow(row, places: places))
    }

    /// The one decoder: what each column means, whichever way it is found.
    init(_ row: RecordRow<DecodedColumn>) throws {
        self.init(id: try row.id(.id), gameID: try row.id(.gameID), name: try row.decode(.name), score: try row.decode(.score),
                  createdAt: try row.date(.createdAt), clockTime: row[.clockTime] ?? 0)
    }

    /// The columns the decoder reads.
    public enum DecodedColumn: Int, RecordColumn {
        case id, gameID, name, score, createdAt, clockTime

        public var name: String {
            switch self {
            case .id: "id"
            case .gameID: "gameID"
            case .name: "name"
            case .score: "score"
            case .createdAt: "createdAt"
            case .clockTime: "clockTime"
            }
        }

        public var number: Int { rawValue }
    }

    /// The player with this id, by its primary key in plain SQL, its statement prepared once a
    /// connection (see `Game.fetch(_:id:)`).
    public static func fetch(_ db: Database, id: Player.ID) throws -> Player? {
        try Player.fetchOne(db.cachedStatement(sql: #"SELECT * FROM "players" WHERE "id" = ?"#), arguments: [id.lowercasedString])
    }

    /// The table's columns, for the query interface.
    public enum Columns {
        public static let id = Column("id")
        public static let gameID = Column("gameID")
        public static let name = Column("name")
        public static let score = Column("score")
        public static let createdAt = Column("createdAt")
    }

    // GRDB's text for dates, written without its DateFormatter (see DatabaseTimestamp).
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { DatabaseTimestamp.text($0) }
    }
}
