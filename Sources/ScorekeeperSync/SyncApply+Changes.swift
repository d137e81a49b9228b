import Foundation
import ScorekeeperStore
import GRDB

// Merging score changes: a union by id; per change, its state and its amount are registers.
// A change is taken only for a player of the same game here.
extension AppDatabase {
    /// Merges the other copy's changes of a game. A deletion wins over any other state, however
    /// stamped: a deleted change (a deletion, or a sheet entry's correction, which leaves the entry
    /// it replaces deleted) never comes back as undone or live beside what replaced it. Returns
    /// the states a deletion won over for sheet entries (`carryStatesToCorrections` gives them to
    /// the entries' corrections).
    @discardableResult
    static func mergeChanges(_ db: Database, _ incoming: [SyncScoreChange], gameID: Game.ID) throws -> [SyncScoreChange] {
        guard !incoming.isEmpty else { return [] }
        let players = Set(try Player.ID.fetchAll(db, sql: #"SELECT "id" FROM "players" WHERE "gameID" = ?"#, arguments: [gameID]))
        var local: [ScoreChange.ID: SyncScoreChange] = [:]
        for change in try SyncScoreChange.filter(Column("gameID") == gameID).fetchAll(db) { local[change.id] = change }
        var overruled: [SyncScoreChange] = []
        for change in incoming where change.gameID == gameID && players.contains(change.playerID) {
            if let mine = local[change.id] {
                var merged = mine.merged(with: change)
                let deleted = ScoreChangeState.deleted.rawValue
                if (mine.state == deleted) != (change.state == deleted) {
                    let (deletion, other) = mine.state == deleted ? (mine, change) : (change, mine)
                    merged.state = deletion.state
                    merged.stateChangedAt = deletion.stateChangedAt
                    if other.entry != nil { overruled.append(other) }
                }
                if merged != mine { try merged.update(db) }
            } else {
                try change.insert(db)
            }
        }
        return overruled
    }

    /// A sheet entry undone (or redone) on one copy and corrected on another: the correction took
    /// the entry's place, so the undo is the correction's. Each state a deletion won over
    /// (`mergeChanges`) goes to the entry's correction standing in its place (the same player,
    /// moment and round entry), when it is later than the correction's own state. Both copies
    /// hand the same state to the same row, so they agree without another sync.
    static func carryStatesToCorrections(_ db: Database, _ overruled: [SyncScoreChange], gameID: Game.ID) throws {
        for lost in overruled {
            let stamp = lost.stateChangedAt ?? lost.createdAt
            let rows = try SyncScoreChange.fetchAll(db, sql: """
                SELECT * FROM "scoreChanges" WHERE "gameID" = ? AND "playerID" = ? AND "createdAt" = ? AND "entryID" IS ?
                AND "entry" IS NOT NULL AND "state" <> 'deleted' AND "id" <> ?
                """, arguments: [gameID, lost.playerID, lost.createdAt, lost.entryID, lost.id])
            for var row in rows {
                let mine = Stamped(stamp: row.stateChangedAt ?? row.createdAt, value: row.state)
                guard mine.yields(to: Stamped(stamp: stamp, value: lost.state)) else { continue }
                row.state = lost.state
                row.stateChangedAt = stamp
                try row.update(db)
            }
        }
    }
}
