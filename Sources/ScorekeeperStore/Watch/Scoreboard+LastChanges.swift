import Foundation
import GRDB

/// A player's latest live score change, as the watch reads it: enough to tell a new change from
/// one it has seen, and what it added.
public struct LatestChange: Equatable, Sendable {
    public var id: ScoreChange.ID
    public var amount: Int
    /// Its stamp as stored: with `id`, the order of play.
    public var stamp: String

    public init(id: ScoreChange.ID, amount: Int, stamp: String) {
        self.id = id
        self.amount = amount
        self.stamp = stamp
    }

    /// Whether it was made after `other` (or there was none before).
    public func isLater(than other: LatestChange?) -> Bool {
        guard let other else { return true }
        return (stamp, id.lowercasedString) > (other.stamp, other.id.lowercasedString)
    }

    /// Each player's latest live change in a game, in one pass over the game's live changes.
    static func fetch(_ db: Database, gameID: Game.ID) throws -> [Player.ID: LatestChange] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT "playerID", "id", "amount", "createdAt" FROM (
                SELECT "playerID", "id", "amount", "createdAt",
                       ROW_NUMBER() OVER (PARTITION BY "playerID" ORDER BY "createdAt" DESC, "id" DESC) AS "newest"
                FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live')
            WHERE "newest" = 1
            """, arguments: [gameID.lowercasedString])
        var latest: [Player.ID: LatestChange] = [:]
        for row in rows {
            guard let player = Player.ID(uuidString: row[0]), let change = ScoreChange.ID(uuidString: row[1]) else { continue }
            latest[player] = LatestChange(id: change, amount: row[2], stamp: row[3])
        }
        return latest
    }
}

// What the watch's "+N" says: each player's last change, never a sum of changes over a few
// seconds. One rule here; the watch's model only shows it and lets it fade.
extension Scoreboard {
    /// Each player's last change between `previous` (an earlier read of the same game) and this
    /// read, by player id; players that did not change are absent. A round recorded (the game
    /// moved on to a later round, as `round add` and the next round do) gives every player their
    /// points in the round just played, 0 too. Otherwise a new change gives its own amount, and a
    /// score that moved without one (an undo, a redo, a correction, a deletion) how far it moved.
    /// Another game, or no earlier read, gives nothing.
    public func changes(since previous: Scoreboard?) -> [Player.ID: Int] {
        guard let previous, previous.gameID == gameID else { return [:] }
        let round = standings.game.currentRound
        if round > previous.standings.game.currentRound {
            return Dictionary(entries.map { ($0.id, $0.points(inRound: round - 1)) }, uniquingKeysWith: { first, _ in first })
        }
        let before = Dictionary(previous.entries.map { ($0.id, $0.player.score) }, uniquingKeysWith: { first, _ in first })
        var changes: [Player.ID: Int] = [:]
        for entry in entries {
            let score = entry.player.score
            if let latest = latestChanges[entry.id], latest.isLater(than: previous.latestChanges[entry.id]) {
                changes[entry.id] = latest.amount
            } else if let old = before[entry.id] {
                if score != old { changes[entry.id] = score.subtractingReportingOverflow(old).partialValue }
            } else if score != 0 {
                // A player who just appeared is told only if they start with points.
                changes[entry.id] = score
            }
        }
        return changes
    }
}
