import Foundation
import GRDB

/// What the watch-only display shows: one game's standings (leader first by its rule, ranks,
/// leaders, the finish and its winners).
public struct Scoreboard: Equatable, Sendable {
    public var standings: GameStandings

    public init(standings: GameStandings) {
        self.standings = standings
    }

    public var gameID: UUID { standings.game.id }
    public var title: String { standings.game.title }
    /// Leader first, by the game's rule.
    public var entries: [PlayerStanding] { standings.players }

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
        guard let game, let id = UUID(uuidString: game["id"]),
              let standings = try AppDatabase.standings(db, gameID: id) else { return nil }
        return Scoreboard(standings: standings)
    }
}
