import Foundation
import GRDB

// Writes: undo, redo, corrections and deletions in a game's history. Each is one transaction
// that moves the change's state (or amount) and its player's score together.
extension AppDatabase {
    /// Takes back the game's latest live change, whoever made it (another terminal, a script).
    /// Throws `nothingToUndo` when every change is undone already (or there is none).
    @discardableResult
    public func undo(gameID: Game.ID) throws -> HistoryOutcome {
        let now = self.now
        return try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            guard let change = try AppDatabase.changeToUndo(db, gameID: gameID) else {
                throw ScorekeeperError.nothingToUndo(game.title)
            }
            // A change made in a round entry goes with the rest of its entry.
            let changes = try change.entryID.map { try AppDatabase.liveChanges(db, gameID: gameID, entryID: $0) } ?? [change]
            var outcome = try AppDatabase.move(db, change, with: changes, to: .redoable, action: .undo, now: now)
            outcome.round = change.round
            try AppDatabase.settleSheetGame(db, &outcome)
            return outcome
        }
    }

    /// Puts back the game's most recently undone change, unless a change made since has cleared
    /// it. Throws `nothingToRedo` when there is none.
    @discardableResult
    public func redo(gameID: Game.ID) throws -> HistoryOutcome {
        let now = self.now
        return try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            guard let change = try AppDatabase.changeToRedo(db, gameID: gameID) else {
                throw ScorekeeperError.nothingToRedo(game.title)
            }
            // A change made in a round entry comes back with the rest of its entry.
            let changes = try change.entryID.map { try AppDatabase.redoableChanges(db, gameID: gameID, entryID: $0) } ?? [change]
            var outcome = try AppDatabase.move(db, change, with: changes, to: .live, action: .redo, now: now)
            outcome.round = change.round
            try AppDatabase.settleSheetGame(db, &outcome)
            return outcome
        }
    }

    /// Corrects a change's amount in place (the original amount is kept beside it). When the
    /// change counts, its player's total follows; an undone change only gets the new amount,
    /// for when it is redone. The change keeps its place in the order, and what can be redone
    /// stays as it was: a correction edits the history rather than adding to it.
    @discardableResult
    public func correctChange(id: ScoreChange.ID, amount: Int) throws -> HistoryOutcome {
        let now = self.now
        return try write { db in
            let change = try AppDatabase.existingChange(db, id: id)
            _ = try AppDatabase.playingGame(db, id: change.gameID)
            // A sheet entry's amount follows from the sheet: what was entered is corrected instead.
            if let entry = try String.fetchOne(db, sql: #"SELECT "entry" FROM "scoreChanges" WHERE "id" = ?"#, arguments: [id.lowercasedString]) {
                throw ScorekeeperError.other("A sheet entry's points follow from the sheet: correct what was entered (\"\(Sanitized.text(entry))\") instead.")
            }
            let delta = change.isLive ? Int128(amount) - Int128(change.amount) : 0
            let player = try AppDatabase.moveScore(db, playerID: change.playerID, by: delta)
            try db.execute(sql: #"UPDATE "scoreChanges" SET "amount" = ?, "correctedAt" = ? WHERE "id" = ?"#,
                           arguments: [amount, try AppDatabase.nextStamp(db, now: now), id.lowercasedString])
            try AppDatabase.clearRoundConflict(db, changeID: id, now: now)
            try AppDatabase.touchGame(db, id: change.gameID, now: now, for: .score)
            var outcome = HistoryOutcome(action: .correct, change: change, player: player)
            outcome.previousAmount = change.amount
            outcome.amount = amount
            return outcome
        }
    }

    /// Deletes a change from the history: when it counts, its player's total loses it. The row
    /// stays as a tombstone (state `deleted`), so merging copies of the file cannot revive it.
    @discardableResult
    public func deleteChange(id: ScoreChange.ID) throws -> HistoryOutcome {
        let now = self.now
        return try write { db in
            let change = try AppDatabase.existingChange(db, id: id)
            _ = try AppDatabase.playingGame(db, id: change.gameID)
            let delta = change.isLive ? -Int128(change.amount) : 0
            let player = try AppDatabase.moveScore(db, playerID: change.playerID, by: delta)
            try db.execute(sql: #"UPDATE "scoreChanges" SET "state" = 'deleted', "stateChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [try AppDatabase.nextStamp(db, now: now), id.lowercasedString])
            try AppDatabase.clearRoundConflict(db, changeID: id, now: now)
            try AppDatabase.touchGame(db, id: change.gameID, now: now, for: .score)
            var outcome = HistoryOutcome(action: .delete, change: change, player: player)
            try AppDatabase.settleSheetGame(db, &outcome)
            return outcome
        }
    }

    /// Undoes (to `redoable`) or redoes (to `live`) `change` and the other `changes` of its round
    /// entry with one stamp, their players' scores following, and says what it did.
    private static func move(_ db: Database, _ change: ScoreChange, with changes: [ScoreChange], to state: ScoreChangeState,
                             action: HistoryOutcome.Action, now: Date) throws -> HistoryOutcome {
        let stamp = try nextStamp(db, now: now)
        let moved = changes.isEmpty ? [change] : changes
        var player: Player?
        for each in moved {
            let delta = state == .live ? Int128(each.amount) : -Int128(each.amount)
            let after = try moveScore(db, playerID: each.playerID, by: delta)
            if each.id == change.id { player = after }
            try db.execute(sql: #"UPDATE "scoreChanges" SET "state" = ?, "stateChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [state.rawValue, stamp, each.id.lowercasedString])
        }
        try touchGame(db, id: change.gameID, now: now, for: .score)
        var outcome = HistoryOutcome(action: action, change: change, player: try player ?? scoredPlayer(db, id: change.playerID))
        outcome.changes = moved.count
        return outcome
    }

    /// In a sheet game, the amounts follow the live entries again and the outcome tells the
    /// player's total as settled.
    private static func settleSheetGame(_ db: Database, _ outcome: inout HistoryOutcome) throws {
        guard try Game.sheetText(db, id: outcome.gameID) != nil else { return }
        try settleSheet(db, gameID: outcome.gameID)
        outcome.score = try scoredPlayer(db, id: outcome.playerID).score
    }

    /// A change that is part of a history (not deleted), or `changeNotFound`.
    private static func existingChange(_ db: Database, id: ScoreChange.ID) throws -> ScoreChange {
        guard let change = try ScoreChange.fetchOne(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "id" = ? AND "state" <> 'deleted'
            """, arguments: [id.lowercasedString]) else {
            throw ScorekeeperError.changeNotFound(id.lowercasedString)
        }
        return change
    }
}

extension HistoryOutcome {
    init(action: Action, change: ScoreChange, player: Player) {
        self.init(action: action, changeID: change.id, gameID: change.gameID, playerID: player.id,
                  playerName: player.name, amount: change.amount, score: player.score)
    }
}
