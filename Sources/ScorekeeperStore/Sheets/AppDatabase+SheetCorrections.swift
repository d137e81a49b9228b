import Foundation
import GRDB

// Correcting a sheet entry: what was entered is replaced by a new entry in the sheet's notation,
// checked by the sheet in the entry's place (against the player's entries before it, and each of
// their entries after it checked again), and the amounts settled as after any entry. A change's
// entry is fixed once made (sync carries it as part of the change), so the correction leaves the
// change as a tombstone, as a deletion does, and writes the new entry as a change in its place: the
// same moment in the order of play, round, round entry and state, so undo and redo treat it as
// they treated the entry it replaces, and every copy that syncs gets both.
extension AppDatabase {
    /// Replaces what a sheet entry entered ("sixes 18" → "sixes 12"), the totals following.
    /// Refused with the reason, nothing changed, when the sheet does not allow the new entry there
    /// or when it would leave one of the player's later entries not allowed.
    @discardableResult
    public func correctSheetEntry(id: ScoreChange.ID, entry text: String) throws -> HistoryOutcome {
        let (now, ids) = (self.now, self.ids)
        return try write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT * FROM "scoreChanges" WHERE "id" = ? AND "state" <> 'deleted'
                """, arguments: [id.lowercasedString]) else { throw ScorekeeperError.changeNotFound(id.lowercasedString) }
            let gameID: Game.ID = row["gameID"]
            let game = try AppDatabase.playingGame(db, id: gameID)
            guard let previous: String = row["entry"] else {
                throw ScorekeeperError.other("That change was not entered on a score sheet: correct its amount instead.")
            }
            guard let sheet = try AppDatabase.sheet(db, gameID: gameID) else {
                throw ScorekeeperError.other("\(Sanitized.text(game.title)) follows no sheet.")
            }
            // A moon shot wrote everyone's entries for the round in one step: it is taken back whole.
            let moon = "Shooting the moon writes the whole round: undo or delete the round's entries and enter it again."
            guard previous != "moon" else { throw ScorekeeperError.other(moon) }
            let player = try AppDatabase.scoredPlayer(db, id: row["playerID"])
            let accepted = try AppDatabase.checkCorrection(db, game: game, sheet: sheet, changeID: id.lowercasedString,
                                                          player: player, text: text)
            guard accepted != "moon" else { throw ScorekeeperError.other(moon) }
            guard accepted != previous else { throw ScorekeeperError.other("That is what was entered already: nothing changed.") }

            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: #"UPDATE "scoreChanges" SET "state" = 'deleted', "stateChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [stamp, id.lowercasedString])
            let newID: ScoreChange.ID = ids()
            try db.execute(sql: """
                INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt",
                                            "state", "stateChangedAt", "correctedAt", "entryID", "entry", "roundBase", "roundChangedAt")
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [newID.lowercasedString, row["gameID"] as String, row["playerID"] as String, row["amount"] as Int,
                                 row["originalAmount"] as Int, row["kind"] as String, row["round"] as Int, row["createdAt"] as String,
                                 row["state"] as String, row["stateChangedAt"] as String?, stamp, row["entryID"] as String?, accepted,
                                 row["roundBase"] as String?, row["roundChangedAt"] as String?])
            try AppDatabase.clearRoundConflict(db, changeID: id, now: now)
            try AppDatabase.settleSheet(db, gameID: gameID, sheet: sheet, game: game)
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .score)
            let amount = try Int.fetchOne(db, sql: #"SELECT "amount" FROM "scoreChanges" WHERE "id" = ?"#,
                                          arguments: [newID.lowercasedString]) ?? 0
            var outcome = HistoryOutcome(action: .correct, changeID: newID, gameID: gameID, playerID: player.id, playerName: player.name,
                                         amount: amount, previousAmount: row["amount"], score: try AppDatabase.scoredPlayer(db, id: player.id).score)
            outcome.previousEntry = previous
            outcome.entry = accepted
            // Saved, as an entry completing a round is, with a word when its round no longer adds up.
            outcome.warning = try AppDatabase.roundTotalMismatch(db, game: game, round: row["round"], onlyWhenComplete: true)
            return outcome
        }
    }

    /// Two copies that corrected one entry before they met each put a new change in its place (the
    /// same player, `createdAt` and round entry), and a sync brings both. The later correction
    /// (then the greater id) stands and the other is deleted, alike on every copy, so a sheet never
    /// holds one entry twice. The deletion is stamped from the rows themselves (the kept
    /// correction's stamp, or the deleted change's own if later), so every copy that settles the
    /// same rows writes the same row, and no further sync is needed for them to agree.
    package static func settleConcurrentCorrections(_ db: Database, gameID: Game.ID) throws {
        struct Place: Hashable { var player: String, createdAt: String, entryID: String? }
        let rows = try Row.fetchAll(db, sql: """
            SELECT "id", "playerID", "createdAt", "entryID", "correctedAt", "stateChangedAt" FROM "scoreChanges"
            WHERE "gameID" = ? AND "entry" IS NOT NULL AND "correctedAt" IS NOT NULL AND "state" <> 'deleted'
            """, arguments: [gameID.lowercasedString])
        let places = Dictionary(grouping: rows) { Place(player: $0["playerID"], createdAt: $0["createdAt"], entryID: $0["entryID"]) }
        for group in places.values where group.count > 1 {
            func order(_ row: Row) -> (String, String) { (row["correctedAt"], row["id"]) }
            guard let kept = group.max(by: { order($0) < order($1) }) else { continue }
            for row in group where (row["id"] as String) != (kept["id"] as String) {
                let stamp = max(kept["correctedAt"] as String, (row["stateChangedAt"] as String?) ?? "")
                try db.execute(sql: #"UPDATE "scoreChanges" SET "state" = 'deleted', "stateChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [stamp, row["id"] as String])
            }
        }
    }

    /// Checks a correction in the entry's place: the player's entries up to it as they are, the
    /// new entry, then each of the player's later entries again. The change itself counts even
    /// when undone, as it would once redone. Returns the new entry as the sheet writes it back.
    private static func checkCorrection(_ db: Database, game: Game, sheet: Sheet, changeID: String, player: Player,
                                        text: String) throws -> String {
        let rows = try Row.fetchAll(db, sql: """
            SELECT "id", "playerID", "round", "entry" FROM "scoreChanges"
            WHERE "gameID" = ? AND "entry" IS NOT NULL AND ("state" = 'live' OR "id" = ?) ORDER BY "createdAt", "id"
            """, arguments: [game.id.lowercasedString, changeID])
        let players = try seatedIDs(db, game: game).map(\.lowercasedString)
        let name = Sanitized.text(player.name)
        var records: [SheetEntryRecord] = []
        var accepted: String?
        for row in rows {
            var record = SheetEntryRecord(player: row["playerID"], round: row["round"], text: row["entry"])
            if row["id"] as String == changeID {
                record.text = try accept(text, on: SheetTally(sheet: sheet, players: players, records: records), player: player.id,
                                         round: record.round, name: name, naming: false)
                accepted = record.text
            } else if accepted != nil, record.player == player.id.lowercasedString {
                do {
                    _ = try SheetTally(sheet: sheet, players: players, records: records)
                        .accept(record.text, player: record.player, round: record.round, name: name)
                } catch {
                    throw ScorekeeperError.other("That would leave \(name)'s later entry \"\(Sanitized.text(record.text))\" not allowed: \(error.reason).")
                }
            }
            records.append(record)
        }
        guard let accepted else { throw ScorekeeperError.changeNotFound(changeID) }
        return accepted
    }
}
