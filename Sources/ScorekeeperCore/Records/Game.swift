import Foundation
import GRDB

/// A game: a titled scoreboard that players belong to.
public struct Game: Codable, Identifiable, Equatable, Hashable, Sendable {
    public var id: UUID
    public var title: String
    /// When the game was created; orders games stably.
    public var createdAt: Date
    /// When the game or one of its players last changed; drives "most recent" sorting.
    public var updatedAt: Date

    public init(id: UUID = UUID(), title: String, createdAt: Date = Date(), updatedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
        self.updatedAt = (updatedAt ?? createdAt)
    }
}

extension Game: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "games"

    /// Read by column name rather than through `Decodable`: lists decode thousands of games, and
    /// this is several times faster.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        title = try row.decode(forColumn: "title")
        createdAt = try row.decode(forColumn: "createdAt")
        updatedAt = try row.decode(forColumn: "updatedAt")
    }

    /// The table's columns, for the query interface.
    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let title = Column(CodingKeys.title)
        public static let createdAt = Column(CodingKeys.createdAt)
        public static let updatedAt = Column(CodingKeys.updatedAt)
    }

    // Ids are lowercase text so the file reads well in the sqlite3 shell.
    public static func databaseUUIDEncodingStrategy(for column: String) -> DatabaseUUIDEncodingStrategy {
        .lowercaseString
    }
}

