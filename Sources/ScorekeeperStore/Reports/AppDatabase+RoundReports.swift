import Foundation
import GRDB

// Writes: a table game's round scores reported from the tables (tables tournaments, whose tables
// each play a game). A report is a seat's proposal, kept in this copy only, settled by the same
// rule as results (`TableReportRule`); what is then written is `round add`'s write (the round
// entry and the next round), so history, undo and sync treat it as a typed round. A round
// entered at the keyboard closes the reports of that round.
extension AppDatabase {
    /// Takes `seat`'s report of round `round` of its table's game: one entry per seat in seat
    /// order ("" leaves a seat out), read and checked exactly as `round add` reads and checks
    /// them (a plain game's points, a sheet game's entries and the sheet's rules, the rules'
    /// round total), by doing that write and taking it back. A seat's second report replaces its
    /// first. Refuses, in one line naming the seat, an entry that does not read or fit, a round
    /// already entered, a code whose round is over.
    @discardableResult
    public func submitRoundReport(seat: ReportSeat, round: Int, entries: [String]) throws -> ReportSubmission {
        let (now, ids) = (self.now, self.ids)
        return try write { db in
            let (snapshot, current, table) = try Self.reportingTable(db, seat: seat)
            let game = try Self.gameTakingRoundReports(db, snapshot, table: table, round: round)
            // The same reading and checks as `round add`: its write, taken back.
            var read: RoundScores?
            try db.inSavepoint {
                read = try Self.writeReportedRound(db, game: game, table: table, names: current.tableNames, entries: entries, ids: ids, now: now)
                return .rollback
            }
            guard let read else { return .waiting(.noReport) }
            try db.execute(sql: """
                INSERT INTO "tournamentRoundReports" ("tableID", "seat", "round", "entries", "reportedAt") VALUES (?, ?, ?, ?, ?)
                ON CONFLICT ("tableID", "seat") DO UPDATE SET "round" = excluded."round", "entries" = excluded."entries",
                  "reportedAt" = excluded."reportedAt"
                """, arguments: [table.id, current.seat, read.round, Self.jsonList(read.entries), try Self.nextStamp(db, now: now)])
            return try Self.settle(db, snapshot, table: table, reports: try Self.roundReports(db, table: table, game: game), now: now, ids: ids)
        }
    }

    /// The round a seat of a tables tournament reports next on its phone: its table game's
    /// current round, while it is played and holds no score yet; nil otherwise (another format,
    /// no game, a finished game, a round being entered).
    public static func gameRoundTakingReports(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable) throws -> Int? {
        guard snapshot.state.settings.format == .tables, table.outcome == nil, let gameID = table.gameID,
              let game = try Game.fetch(db, id: gameID), !game.isFinished,
              try !roundHasScores(db, gameID: gameID, round: game.currentRound) else { return nil }
        return game.currentRound
    }

    /// The table's game, when round `round` is the one it takes reports of; else the refusal.
    static func gameTakingRoundReports(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable, round: Int) throws -> Game {
        guard snapshot.state.settings.format == .tables else {
            throw ScorekeeperError.other("Round scores are reported at a tables tournament: report table \(table.number)'s result.")
        }
        guard let gameID = table.gameID, let game = try Game.fetch(db, id: gameID) else {
            throw ScorekeeperError.other("Table \(table.number) has no game to score: report its result.")
        }
        let entered = try round < game.currentRound || game.isFinished || roundHasScores(db, gameID: gameID, round: round)
        if entered {
            throw ScorekeeperError.other("Round \(round) of table \(table.number) is entered already: the organiser changes it.")
        }
        guard round == game.currentRound else {
            throw ScorekeeperError.other("Table \(table.number)'s game is on round \(game.currentRound), not \(round).")
        }
        return game
    }

    /// Whether a game's round holds a live score change (a round typed, or a score given in it).
    static func roundHasScores(_ db: Database, gameID: Game.ID, round: Int) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM "scoreChanges" WHERE "gameID" = ? AND "round" = ? AND "state" = 'live')
            """, arguments: [gameID.lowercasedString, round]) ?? false
    }

    /// Writes a reported round into the table's game in the caller's transaction, as `round add`
    /// writes one (a sheet game's entries through the sheet, a plain game's points as one round
    /// entry, the rules' round total checked, the next round started), and returns the entries as
    /// the game read them. Every refusal names the seat whose entry it is.
    static func writeReportedRound(_ db: Database, game: Game, table: TournamentTable, names: [String], entries: [String],
                                   ids: IDGenerator, now: Date) throws -> RoundScores {
        let players = try Row.fetchAll(db, sql: #"SELECT "seat", "playerID" FROM "tournamentSeats" WHERE "tableID" = ? ORDER BY "seat""#,
                                       arguments: [table.id]).map { (seat: $0["seat"] as Int, playerID: $0["playerID"] as Player.ID?) }
        guard entries.count == table.seats.count, players.count == table.seats.count else {
            throw ScorekeeperError.other("Give one score for each of the table's \(table.seats.count) seats.")
        }
        func name(_ seat: Int) -> String { Sanitized.text(names.indices.contains(seat) ? names[seat] : "Seat \(seat + 1)") }
        let given = entries.indices.compactMap { seat -> (seat: Int, playerID: Player.ID, text: String)? in
            let text = entries[seat].trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, let playerID = players[seat].playerID else { return nil }
            return (seat, playerID, text)
        }
        guard !given.isEmpty else { throw ScorekeeperError.other("Give at least one seat's score.") }
        var read = Array(repeating: "", count: entries.count)
        if try followsSheet(db, gameID: game.id) {
            let written: [(playerID: Player.ID, text: String)]
            do {
                written = try writeSheetEntries(db, game: game, entries: given.map { (playerID: $0.playerID, text: $0.text) }, ids: ids, now: now).stored
            } catch let refusal as ScorekeeperError where given.count == 1 {
                // The sheet names the player only among several entries: the form has a field each.
                throw ScorekeeperError.other("\(name(given[0].seat)): \(refusal.description)")
            }
            for entry in given { read[entry.seat] = written.first { $0.playerID == entry.playerID }?.text ?? entry.text }
        } else {
            var points: [(playerID: Player.ID, points: Int)] = []
            for entry in given {
                guard let value = ScoreText.read(entry.text) else {
                    throw ScorekeeperError.other("\(name(entry.seat)): \(ScoreText.refusal(entry.text))")
                }
                points.append((playerID: entry.playerID, points: value))
                read[entry.seat] = String(value)
            }
            do {
                try writeRoundEntry(db, gameID: game.id, points: points, mode: .refuseTaken, checkingTotal: false, ids: ids, now: now)
            } catch is RoundCellTaken {
                throw ScorekeeperError.other("Round \(game.currentRound) of table \(table.number) is entered already: the organiser changes it.")
            }
        }
        if let mismatch = try roundTotalMismatch(db, game: game, onlyWhenComplete: false) {
            throw ScorekeeperError.other(mismatch + ": check the scores and report again.")
        }
        _ = try startNextRound(db, gameID: game.id, now: now)
        return RoundScores(round: game.currentRound, entries: read)
    }

    /// A table's reports of its game's round being played, each seat's latest, in seat order;
    /// reports of a round entered since (at the keyboard or by another report) are not among them.
    static func roundReports(_ db: Database, table: TournamentTable, game: Game) throws -> [TableReport] {
        try Row.fetchAll(db, sql: """
            SELECT "seat", "entries", "reportedAt" FROM "tournamentRoundReports" WHERE "tableID" = ? AND "round" = ? ORDER BY "seat"
            """, arguments: [table.id, game.currentRound]).compactMap { row in
            guard let data = (row["entries"] as String).data(using: .utf8),
                  let entries = try? JSONDecoder().decode([String].self, from: data) else { return nil }
            return TableReport(seat: row["seat"], proposal: .round(RoundScores(round: game.currentRound, entries: entries)),
                               reportedAt: DatabaseTimestamp.date(row["reportedAt"]) ?? .distantPast)
        }
    }

    /// The round reports waiting at `table`: those of its game's round being played, while that
    /// round takes reports; none otherwise.
    static func pendingRoundReports(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable) throws -> [TableReport] {
        guard try gameRoundTakingReports(db, snapshot, table: table) != nil, let gameID = table.gameID,
              let game = try Game.fetch(db, id: gameID) else { return [] }
        return try roundReports(db, table: table, game: game)
    }

    /// Drops the round reports of `gameID`'s table that no longer wait: their round entered (it
    /// holds scores, or the game moved past it) or the game finished. Called where a round is
    /// written whole, at the keyboard or from a report.
    static func closeEnteredRoundReports(_ db: Database, gameID: Game.ID) throws {
        // Cached: a round written whole comes here twice (its points written, then the round entered).
        try db.cachedStatement(sql: """
            DELETE FROM "tournamentRoundReports"
            WHERE "tableID" IN (SELECT "id" FROM "tournamentTables" WHERE "gameID" = ?1)
              AND (EXISTS (SELECT 1 FROM "games" "g" WHERE "g"."id" = ?1 AND ("g"."finishedAt" IS NOT NULL OR "g"."currentRound" > "tournamentRoundReports"."round"))
                   OR EXISTS (SELECT 1 FROM "scoreChanges" "c" WHERE "c"."gameID" = ?1 AND "c"."round" = "tournamentRoundReports"."round"
                              AND "c"."state" = 'live'))
            """).execute(arguments: [gameID.lowercasedString])
    }

    /// Writes what a table's reports agreed on (or the organiser accepted): a result as a typed
    /// result, a round as `round add`'s round.
    static func writeProposal(_ db: Database, _ snapshot: TournamentSnapshot, table: TournamentTable, _ proposal: TableProposal,
                              now: Date, ids: IDGenerator) throws {
        switch proposal {
        case .result(let outcome):
            try writeTableResult(db, snapshot, table: table, outcome: outcome, now: now)
        case .round(let scores):
            let game = try gameTakingRoundReports(db, snapshot, table: table, round: scores.round)
            _ = try writeReportedRound(db, game: game, table: table, names: table.seats.map(snapshot.state.displayName),
                                       entries: scores.entries, ids: ids, now: now)
            try db.execute(sql: #"DELETE FROM "tournamentRoundReports" WHERE "tableID" = ?"#, arguments: [table.id])
        }
    }
}
