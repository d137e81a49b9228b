import Foundation
import GRDB

// Writes: a table's result entered directly (a forfeit, a game played elsewhere, a correction).
// A finished table game gives its result by itself; what is entered here stands over it and
// finishes the game with it (`finishTableGame`); clearing it reopens the game.
extension AppDatabase {
    /// Sets (or, with nil, clears) the result of table `number` of `round` (nil: the round being
    /// played). Refused when it does not fit the table or the format (a knockout needs a winner;
    /// game score needs scores). Scores are placed again by the table game's rules (else the
    /// table games' rules), whatever places came with them. The table's game is finished with the
    /// result (`finishTableGame`); clearing a result entered by hand reopens it.
    public func setTableResult(id: Tournament.ID, round: Int? = nil, table number: Int, outcome: TableOutcome?) throws {
        let now = self.now
        try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let round = round ?? snapshot.state.currentRound
            try Self.refuseInConflict(snapshot, round: round, doing: "enter a result in it")
            guard let table = snapshot.state.rounds.first(where: { $0.number == round })?.tables.first(where: { $0.number == number }) else {
                throw ScorekeeperError.notInTournament("\(Sanitized.text(snapshot.tournament.name)) has no table \(number) in round \(round).",
                                                       tournament: snapshot.tournament.name)
            }
            try Self.writeTableResult(db, snapshot, table: table, outcome: outcome, now: now)
        }
    }

    /// Writes (or clears) `table`'s result in the caller's transaction: the one result write that
    /// the organiser's typed result and an accepted report both go through. It closes the
    /// table's reports: a result written by whatever means is what the table's seats see.
    static func writeTableResult(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable,
                                 outcome: TableOutcome?, now: Date) throws {
        var outcome = outcome
        if let entered = outcome {
            // Scores are placed by the table's own game's rules, else by the table games' rules.
            let rules = try table.gameID.flatMap { try Game.fetch(db, id: $0)?.rules } ?? snapshot.tournament.tableGameRules()
            outcome = entered.placed(by: rules)
        }
        if let outcome {
            if let refusal = snapshot.state.refusal(of: outcome, at: table) { throw ScorekeeperError.other(refusal) }
        }
        let stamp = try Self.nextStamp(db, now: now)
        try db.execute(sql: #"UPDATE "tournamentTables" SET "outcome" = ?, "outcomeChangedAt" = ? WHERE "id" = ?"#,
                       arguments: [outcome?.storedText, stamp, table.id])
        // The table's game ends with the result, and is played again when it is cleared, under
        // the result's stamp: two copies' results and their games settle alike.
        if let outcome {
            try Self.finishTableGame(db, table: table, outcome: outcome, stamp: stamp, now: now)
        } else if snapshot.enteredByHand.contains(table.id) {
            try Self.reopenTableGame(db, table: table, stamp: stamp, now: now)
        }
        try closeReports(db, table: table.id)
    }
}
