import Foundation
import GRDB

/// A player in one game, with a score.
public struct Player: Codable, Identifiable, Equatable, Hashable, Sendable {
    public var id: UUID
    public var gameID: UUID
    public var name: String
    public var score: Int
    public var createdAt: Date

    public init(id: UUID, gameID: UUID, name: String, score: Int = 0, createdAt: Date) {
        self.id = id
        self.gameID = gameID
        self.name = name
        self.score = score
        self.createdAt = createdAt
    }
}

extension Player: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "players"

    /// Read by column name rather than through `Decodable`: a game screen reads thousands of
    /// players on every change, and this is several times faster.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        gameID = try row.decode(forColumn: "gameID")
        name = try row.decode(forColumn: "name")
        score = try row.decode(forColumn: "score")
        createdAt = try DatabaseTimestamp.decode(row, "createdAt")
    }

    /// The player with this id, by its primary key in plain SQL (see `Game.fetch(_:id:)`).
    public static func fetch(_ db: Database, id: UUID) throws -> Player? {
        try Player.fetchOne(db, sql: #"SELECT * FROM "players" WHERE "id" = ?"#, arguments: [id.lowercasedString])
    }

    /// The table's columns, for the query interface.
    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let gameID = Column(CodingKeys.gameID)
        public static let name = Column(CodingKeys.name)
        public static let score = Column(CodingKeys.score)
        public static let createdAt = Column(CodingKeys.createdAt)
    }

    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }

    // GRDB's text for dates, written without its DateFormatter (see DatabaseTimestamp).
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { DatabaseTimestamp.text($0) }
    }
}
