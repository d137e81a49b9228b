import Foundation
import GRDB

/// What undo and redo would act on in a game right now; nil when there is nothing to undo (or
/// to redo). The interface observes it to say so before a key is pressed.
public struct UndoRedoState: Equatable, Hashable, Sendable {
    /// The change undo would take back: the game's latest live change.
    public var undo: ScoreChange?
    /// The change redo would put back: the most recently undone one, while it may come back.
    public var redo: ScoreChange?

    public var canUndo: Bool { undo != nil }
    public var canRedo: Bool { redo != nil }

    public init(undo: ScoreChange? = nil, redo: ScoreChange? = nil) {
        self.undo = undo
        self.redo = redo
    }
}

// Reads: a game's history. Static functions taking a `Database`, so the interface can observe
// them with `ValueObservation`; each reads only what it returns, through an index.
extension AppDatabase {
    /// The change undo would take back, or nil.
    public static func changeToUndo(_ db: Database, gameID: Game.ID) throws -> ScoreChange? {
        try ScoreChange.fetchOne(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'
            ORDER BY "createdAt" DESC, "id" DESC LIMIT 1
            """, arguments: [gameID.lowercasedString])
    }

    /// The change redo would put back, or nil.
    public static func changeToRedo(_ db: Database, gameID: Game.ID) throws -> ScoreChange? {
        try ScoreChange.fetchOne(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'redoable'
            ORDER BY "stateChangedAt" DESC, "id" DESC LIMIT 1
            """, arguments: [gameID.lowercasedString])
    }

    public static func undoRedoState(_ db: Database, gameID: Game.ID) throws -> UndoRedoState {
        UndoRedoState(undo: try changeToUndo(db, gameID: gameID), redo: try changeToRedo(db, gameID: gameID))
    }

    public func fetchUndoRedoState(gameID: Game.ID) throws -> UndoRedoState {
        try read { db in try AppDatabase.undoRedoState(db, gameID: gameID) }
    }

    /// How many changes a game's history shows (undone ones included, deleted ones not).
    public static func historyCount(_ db: Database, gameID: Game.ID) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM "scoreChanges" WHERE "gameID" = ? AND "state" <> 'deleted'
            """, arguments: [gameID.lowercasedString]) ?? 0
    }

    public func fetchHistoryCount(gameID: Game.ID) throws -> Int {
        try read { db in try AppDatabase.historyCount(db, gameID: gameID) }
    }

    /// One page of a game's history, newest first: at most `limit` changes after skipping the
    /// `offset` newest. Undone changes are included (see `HistoryEntry.state`), deleted ones not.
    ///
    /// Reads the page's rows, their players, and for each player on the page the sum of its live
    /// changes newer than the page; each total is then the player's score minus what came after.
    /// The newest pages cost a few index lookups however long the history is.
    public static func historyEntries(_ db: Database, gameID: Game.ID, limit: Int, offset: Int = 0) throws -> [HistoryEntry] {
        guard limit > 0 else { return [] }
        let rows = try Row.fetchAll(db, sql: """
            SELECT "id", "playerID", "amount", "originalAmount", "kind", "round", "createdAt", "state", "entry",
                   "correctedAt" IS NOT NULL AS "corrected", "roundConflict" IS NOT NULL AS "fromSyncConflict"
            FROM "scoreChanges"
            WHERE "gameID" = ? AND "state" <> 'deleted'
            ORDER BY "createdAt" DESC, "id" DESC
            LIMIT ? OFFSET ?
            """, arguments: [gameID.lowercasedString, limit, max(0, offset)])
        guard let newest = rows.first else { return [] }

        var players: [String: (name: String, score: Int)] = [:]
        let playerIDs = Array(Set(rows.map { $0["playerID"] as String }))
        let marks = Array(repeating: "?", count: playerIDs.count).joined(separator: ", ")
        for row in try Row.fetchAll(db, sql: #"SELECT "id", "name", "score" FROM "players" WHERE "id" IN (\#(marks))"#,
                                    arguments: StatementArguments(playerIDs)) {
            players[row["id"]] = (row["name"], row["score"])
        }
        // What each player's live changes after the page add up to; the walk down the page adds
        // each live change as it passes it, and each total is the score less what came after.
        var after = RunningTotals<String>()
        for playerID in playerIDs {
            try addLiveChanges(db, playerID: playerID, after: newest["createdAt"], id: newest["id"], to: &after)
        }
        return try rows.map { row in
            let playerID: String = row["playerID"]
            let total = after.total(of: playerID, before: players[playerID]?.score ?? 0)
            let state: ScoreChangeState = row["state"]
            let amount: Int = row["amount"]
            // This row is newer than the next one down: from there on it counts as "after".
            if state == .live { after.add(amount, to: playerID) }
            guard let id = ScoreChange.ID(uuidString: row["id"]), let player = Player.ID(uuidString: playerID) else {
                throw ScorekeeperError.database("A score change has a malformed id.")
            }
            var entry = HistoryEntry(id: id, playerID: player, playerName: players[playerID]?.name ?? "",
                                     amount: amount, originalAmount: row["originalAmount"], kind: row["kind"],
                                     total: total, round: row["round"], createdAt: row["createdAt"],
                                     state: state, entry: row["entry"], entryCorrected: row["corrected"])
            entry.fromSyncConflict = row["fromSyncConflict"]
            return entry
        }
    }

    public func fetchHistory(gameID: Game.ID, limit: Int, offset: Int = 0) throws -> [HistoryEntry] {
        try read { db in try AppDatabase.historyEntries(db, gameID: gameID, limit: limit, offset: offset) }
    }

    /// Adds a player's live changes strictly after (createdAt, id) to `totals`: one sum from the
    /// covering index. SQLite's `sum` refuses to overflow; should a partial sum leave 64 bits (a
    /// history edited out of order), the amounts are added one by one instead.
    static func addLiveChanges(_ db: Database, playerID: String, after createdAt: String, id: String,
                               to totals: inout RunningTotals<String>) throws {
        let filter = """
            FROM "scoreChanges" WHERE "playerID" = ? AND "state" = 'live' AND ("createdAt", "id") > (?, ?)
            """
        let arguments: StatementArguments = [playerID, createdAt, id]
        do {
            totals.add(try Int.fetchOne(db, sql: #"SELECT COALESCE(SUM("amount"), 0) "# + filter, arguments: arguments) ?? 0,
                       to: playerID)
        } catch is DatabaseError {
            let amounts = try Int.fetchCursor(db, sql: #"SELECT "amount" "# + filter, arguments: arguments)
            while let amount = try amounts.next() { totals.add(amount, to: playerID) }
        }
    }

    /// One change by id, deleted ones included; nil when there is none.
    public static func scoreChange(_ db: Database, id: ScoreChange.ID) throws -> ScoreChange? {
        try ScoreChange.fetchOne(db, key: id.lowercasedString)
    }

    public func fetchScoreChange(id: ScoreChange.ID) throws -> ScoreChange? {
        try read { db in try AppDatabase.scoreChange(db, id: id) }
    }
}
