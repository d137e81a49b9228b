import Foundation
import ScorekeeperCore
import GRDB

// Merging score changes: a union by id; per change, its state and its amount are registers.
// A change is taken only for a player of the same game here.
extension AppDatabase {
    static func mergeChanges(_ db: Database, _ incoming: [SyncScoreChange], gameID: Game.ID) throws {
        guard !incoming.isEmpty else { return }
        let players = Set(try Player.ID.fetchAll(db, sql: #"SELECT "id" FROM "players" WHERE "gameID" = ?"#, arguments: [gameID]))
        var local: [ScoreChange.ID: SyncScoreChange] = [:]
        for change in try SyncScoreChange.filter(Column("gameID") == gameID).fetchAll(db) { local[change.id] = change }
        for change in incoming where change.gameID == gameID && players.contains(change.playerID) {
            if let mine = local[change.id] {
                let merged = mine.merged(with: change)
                if merged != mine { try merged.update(db) }
            } else {
                try change.insert(db)
            }
        }
    }
}
