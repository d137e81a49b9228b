import Foundation
import GRDB

/// What the watch-only display shows: one game and its players, leader first.
public struct Scoreboard: Equatable, Sendable {
    /// One line of the board.
    public struct Entry: Equatable, Sendable, Identifiable {
        public var id: UUID
        public var name: String
        public var score: Int

        public init(id: UUID, name: String, score: Int) {
            self.id = id
            self.name = name
            self.score = score
        }
    }

    public var gameID: UUID
    public var title: String
    /// Highest score first; ties by name (natural order), then id, so the order never flickers.
    public var entries: [Entry]

    public init(gameID: UUID, title: String, entries: [Entry]) {
        self.gameID = gameID
        self.title = title
        self.entries = entries
    }

    /// The board of the game `reference` names (a unique id prefix of four or more characters, or
    /// an exact title), or of the most recently updated game when it is nil. Nil when there is no
    /// such game (yet, or any more).
    public static func fetch(_ db: Database, game reference: String?) throws -> Scoreboard? {
        let game: Row?
        if let reference {
            let wanted = reference.trimmingCharacters(in: .whitespaces)
            let prefix = wanted.lowercased()
            let byID: [Row] = prefix.count >= AppDatabase.minimumPrefixLength && prefix.allSatisfy({ $0.isHexDigit || $0 == "-" })
                ? try Row.fetchAll(db, sql: #"SELECT "id", "title" FROM "games" WHERE "id" >= ? AND "id" < ? || '~' LIMIT 2"#,
                                   arguments: [prefix, prefix])
                : []
            if byID.count == 1 {
                game = byID[0]
            } else {
                game = try Row.fetchOne(db, sql: #"SELECT "id", "title" FROM "games" WHERE "title" = ? ORDER BY "updatedAt" DESC, "id" LIMIT 1"#,
                                        arguments: [wanted])
            }
        } else {
            game = try Row.fetchOne(db, sql: #"SELECT "id", "title" FROM "games" ORDER BY "updatedAt" DESC, "id" LIMIT 1"#)
        }
        guard let game, let id = UUID(uuidString: game["id"]) else { return nil }
        let entries = try Row.fetchAll(db, sql: """
            SELECT "id", "name", "score" FROM "players" WHERE "gameID" = ?
            ORDER BY "score" DESC, "name" COLLATE \(NaturalOrder.collationName), "id"
            """, arguments: [game["id"] as String]).compactMap { row -> Entry? in
            guard let playerID = UUID(uuidString: row["id"]) else { return nil }
            return Entry(id: playerID, name: row["name"], score: row["score"])
        }
        return Scoreboard(gameID: id, title: game["title"], entries: entries)
    }
}
