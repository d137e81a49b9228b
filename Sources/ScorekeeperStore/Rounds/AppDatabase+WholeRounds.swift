import Foundation
import GRDB

// A round entered in one go (typed round the table in the grid, `round add`) is one entry: its
// changes share an `entryID`, and undo and redo take them together ("Undid round 3: 4 scores").
extension AppDatabase {
    /// Sets each given player's points in the game's current round (the difference to what the
    /// round holds is recorded, one change per player whose points differ), as one round entry,
    /// in one transaction, and returns the entry's id (nil when nothing differed). See
    /// `writeRoundEntry` for what refuses it.
    @discardableResult
    public func enterRound(gameID: Game.ID, points: [(playerID: Player.ID, points: Int)]) throws -> RoundEntryID? {
        let now = self.now
        return try write { db in
            let entryID = try AppDatabase.writeRoundEntry(db, gameID: gameID, points: points, mode: .setting, checkingTotal: false,
                                                          ids: ids, now: now)
            if entryID != nil { try AppDatabase.touchGame(db, id: gameID, now: now, for: .score) }
            return entryID
        }
    }

    /// Writes a round entry into the game's current round, inside the caller's transaction (the
    /// grid's `enterRound` and `round add`'s `recordRound`): each player's difference is one
    /// change, all sharing a new entry id, which it returns (nil when nothing differed). A player
    /// given twice or of another game, points already there (`refuseTaken`), a round that does
    /// not add up to the rules' total (when `checkingTotal`) or an overflow refuses it all before
    /// anything is written.
    @discardableResult
    static func writeRoundEntry(_ db: Database, gameID: Game.ID, points: [(playerID: Player.ID, points: Int)], mode: RoundEntryMode,
                                checkingTotal: Bool, ids: IDGenerator, now: Date) throws -> RoundEntryID? {
        let game = try playingGame(db, id: gameID)
        let round = game.currentRound
        var seen = Set<Player.ID>()
        for entry in points where !seen.insert(entry.playerID).inserted {
            let name = try Player.fetch(db, id: entry.playerID)?.name ?? entry.playerID.lowercasedString
            throw ScorekeeperError.other("\(Sanitized.text(name)) is given twice: give each player's points once.")
        }
        let cells = try roundCells(db, gameID: gameID).filter { $0.round == round }
        var players: [(player: Player, current: Int, points: Int)] = []
        for entry in points {
            let player = try scoredPlayer(db, id: entry.playerID)
            guard player.gameID == gameID else {
                throw ScorekeeperError.other("\(Sanitized.text(player.name)) does not play \(Sanitized.text(game.title)).")
            }
            players.append((player, cells.first { $0.playerID == player.id }?.points ?? 0, entry.points))
        }
        // Points already in the round are a question only when adding and replacing differ.
        let taken = players.filter { $0.current != 0 }
        if mode == .refuseTaken, !taken.isEmpty {
            throw RoundCellTaken(round: round, cells: taken.map { entry in
                let sum = entry.current.addingReportingOverflow(entry.points)
                return .init(name: entry.player.name, points: entry.current,
                             adding: sum.overflow ? nil : sum.partialValue, setting: entry.points)
            })
        }
        if checkingTotal, !game.rules.roundTotals.isEmpty {
            var final = Dictionary(cells.map { ($0.playerID, $0.points) }, uniquingKeysWith: +)
            for entry in players {
                final[entry.player.id] = mode == .adding
                    ? entry.current.addingReportingOverflow(entry.points).partialValue : entry.points
            }
            let total = final.values.reduce(0) { $0.addingReportingOverflow($1).partialValue }
            if !game.rules.allowsRoundTotal(total) {
                throw ScorekeeperError.other(game.rules.roundTotalMismatch(round: round, total: total)
                                             + ": nothing saved. Give --force to save it anyway.")
            }
        }
        // The round is one entry: undo and redo take it whole. It follows the round's last entry,
        // so a sync can tell two copies' entries of one round apart from one copy's in turn.
        let entryID: RoundEntryID = ids()
        let base = try roundBase(db, gameID: gameID, round: round)
        var recorded = false
        for entry in players {
            let (difference, overflow) = mode == .adding
                ? (entry.points, false) : entry.points.subtractingReportingOverflow(entry.current)
            guard !overflow else { throw ScorekeeperError.scoreOverflow }
            guard difference != 0 else { continue }
            try recordChange(db, id: ids(), player: entry.player, amount: difference, kind: .add, now: now, entryID: entryID,
                             roundBase: base)
            recorded = true
        }
        // Points typed again in a round marked as from a sync conflict answer it.
        if recorded { try clearRoundConflicts(db, gameID: gameID, round: round, now: now) }
        // A round typed for a tournament table's game closes the round's reports from its seats.
        if recorded { try closeEnteredRoundReports(db, gameID: gameID) }
        return recorded ? entryID : nil
    }

    /// What a new round entry follows (`scoreChanges.roundBase`): the latest change of a round
    /// entry the round holds (in any state), "" when it holds none.
    static func roundBase(_ db: Database, gameID: Game.ID, round: Int) throws -> String {
        try String.fetchOne(db, sql: """
            SELECT "id" FROM "scoreChanges" WHERE "gameID" = ? AND "round" = ? AND "entryID" IS NOT NULL
            ORDER BY "createdAt" DESC, "id" DESC LIMIT 1
            """, arguments: [gameID.lowercasedString, round]) ?? ""
    }

    /// The live changes of a round entry, to undo together (oldest first).
    static func liveChanges(_ db: Database, gameID: Game.ID, entryID: RoundEntryID) throws -> [ScoreChange] {
        try ScoreChange.fetchAll(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? AND "entryID" = ? AND "state" = 'live' ORDER BY "createdAt", "id"
            """, arguments: [gameID.lowercasedString, entryID.lowercasedString])
    }

    /// The changes of a round entry that the next redo puts back (oldest first).
    static func redoableChanges(_ db: Database, gameID: Game.ID, entryID: RoundEntryID) throws -> [ScoreChange] {
        try ScoreChange.fetchAll(db, sql: """
            SELECT * FROM "scoreChanges" WHERE "gameID" = ? AND "entryID" = ? AND "state" = 'redoable' ORDER BY "createdAt", "id"
            """, arguments: [gameID.lowercasedString, entryID.lowercasedString])
    }
}
