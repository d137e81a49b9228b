import Foundation
import GRDB

// How a Player is read from and written to the database.
extension Player: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "players"

    /// Read by column name rather than through `Decodable`: a game screen reads thousands of
    /// players on every change, and this is several times faster.
    public init(row: Row) throws {
        self.init(id: try row.decode(forColumn: "id"), gameID: try row.decode(forColumn: "gameID"),
                  name: try row.decode(forColumn: "name"), score: try row.decode(forColumn: "score"),
                  createdAt: try DatabaseTimestamp.decode(row, "createdAt"), clockTime: row["clockTime"] ?? 0)
    }

    /// The player with this id, by its primary key in plain SQL (see `Game.fetch(_:id:)`).
    public static func fetch(_ db: Database, id: Player.ID) throws -> Player? {
        try Player.fetchOne(db, sql: #"SELECT * FROM "players" WHERE "id" = ?"#, arguments: [id.lowercasedString])
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
