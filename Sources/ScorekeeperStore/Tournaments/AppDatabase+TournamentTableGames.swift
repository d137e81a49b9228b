import Foundation
import GRDB

// A table's game and the table's result are one thing: a result entered by hand finishes the game
// with that result (its scores, when it has none that give it, and its winners follow), `clear`
// takes it back and reopens the game, and a table game is no game to rematch (the tournament
// pairs its next round).
extension AppDatabase {
    /// Where a game sits in a tournament: its tournament, round and table, and whether the table
    /// has a result entered by hand.
    public struct TournamentTablePlace: Sendable, Hashable {
        public var tournamentName: String
        public var round: Int
        public var table: Int
        public var hasResultEnteredByHand: Bool
    }

    /// The tournament table `gameID` is the game of; nil for a game of no tournament.
    public static func tournamentTablePlace(_ db: Database, gameID: Game.ID) throws -> TournamentTablePlace? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT "t"."round", "t"."number", "t"."outcome" IS NOT NULL AS "entered", "n"."name" FROM "tournamentTables" "t"
            JOIN "tournaments" "n" ON "n"."id" = "t"."tournamentID" WHERE "t"."gameID" = ? LIMIT 1
            """, arguments: [gameID.lowercasedString]) else { return nil }
        return TournamentTablePlace(tournamentName: row["name"], round: row["round"], table: row["number"],
                                    hasResultEnteredByHand: row["entered"])
    }

    /// Whether `gameID` is a tournament table's game.
    public static func isTournamentTableGame(_ db: Database, gameID: Game.ID) throws -> Bool {
        try tournamentTablePlace(db, gameID: gameID) != nil
    }

    /// Refuses a rematch of a tournament table's game: its people meet again only if the
    /// tournament pairs them.
    static func refuseRematchOfTable(_ db: Database, game: Game) throws {
        guard let place = try tournamentTablePlace(db, gameID: game.id) else { return }
        throw ScorekeeperError.other("\(Sanitized.text(game.title)) is table \(place.table) of round \(place.round) of "
                                     + "\(Sanitized.text(place.tournamentName)): no rematch; the tournament pairs its next round.")
    }

    /// The refusal a finished table game gives a score write when a result entered by hand
    /// finished it: says which result, and how to take it back. Nil for any other game.
    static func enteredResultRefusal(_ db: Database, game: Game) throws -> ScorekeeperError? {
        guard let place = try tournamentTablePlace(db, gameID: game.id), place.hasResultEnteredByHand else { return nil }
        return .other("\(Sanitized.text(game.title)) is finished by the result entered for table \(place.table) of round "
                      + "\(place.round) of \(Sanitized.text(place.tournamentName)): clear that result to score it again.")
    }

    /// The entry the score changes a table's result writes into its game share: the table's id.
    static func resultEntryID(of table: TournamentTable.ID) -> RoundEntryID {
        RoundEntryID(rawValue: table.rawValue)
    }

    /// The id of the change a table's result writes for `seat`: the same on every copy, so two
    /// copies that each enter the table's result write one row, whose amount (a correction, by
    /// the later stamp) and state merge as the result itself does, and never count twice.
    static func resultChangeID(table: TournamentTable.ID, seat: Int) -> ScoreChange.ID {
        let uuid = NameBasedID.uuid("table result \(table.lowercasedString) \(seat)")
        return ScoreChange.ID(rawValue: uuid)
    }

    /// Finishes `table`'s game with `outcome`, in the caller's transaction, all under `stamp`
    /// (the outcome's): a plain game gets, seat by seat, the change that makes its score the one
    /// the result gives (`TableOutcome.gameScores`: the entered scores, else its own when they
    /// already place as the result, else scores that do); then it is finished, naming its
    /// winners by its standings. A sheet game keeps its entries (its totals are the sheet's).
    static func finishTableGame(_ db: Database, table: TournamentTable, outcome: TableOutcome, stamp: String, now: Date) throws {
        guard let gameID = table.gameID, var game = try Game.fetch(db, id: gameID) else { return }
        game.finishedAt = nil
        let seated = try seatPlayers(db, table: table.id)
        if try !followsSheet(db, gameID: gameID), seated.count == outcome.seatCount, seated.allSatisfy({ $0 != nil }) {
            let players = try seated.map { try scoredPlayer(db, id: $0!) }
            var written: [ScoreChange?] = []
            var bases: [Int] = []
            for (seat, player) in players.enumerated() {
                let change = try ScoreChange.fetchOne(db, key: resultChangeID(table: table.id, seat: seat).lowercasedString)
                written.append(change)
                let (base, overflow) = player.score.subtractingReportingOverflow(change?.isLive == true ? change!.amount : 0)
                guard !overflow else { throw ScorekeeperError.scoreOverflow }
                bases.append(base)
            }
            let target = outcome.gameScores(current: bases, rules: game.rules)
            // Made at the table's pairing, as every copy has it, so the rows agree everywhere.
            let made: String = try String.fetchOne(db, sql: #"SELECT "createdAt" FROM "tournamentTables" WHERE "id" = ?"#,
                                                   arguments: [table.id.lowercasedString]) ?? stamp
            for (seat, player) in players.enumerated() {
                let (amount, overflow) = target[seat].subtractingReportingOverflow(bases[seat])
                guard !overflow else { throw ScorekeeperError.scoreOverflow }
                let before = written[seat]?.isLive == true ? written[seat]!.amount : 0
                _ = try moveScore(db, playerID: player.id, by: Int128(amount) - Int128(before))
                let id = resultChangeID(table: table.id, seat: seat).lowercasedString
                // Cached statements: a table's seats, and a round's tables, are one row each (see
                // `recordChange`).
                if written[seat] == nil {
                    try db.cachedStatement(sql: """
                        INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt",
                          "state", "stateChangedAt", "correctedAt", "entryID")
                        VALUES (?, ?, ?, ?, 0, 'set', 1, ?, 'live', ?, ?, ?)
                        """).execute(arguments: [id, gameID.lowercasedString, player.id.lowercasedString, amount, made, stamp, stamp,
                                                 resultEntryID(of: table.id).lowercasedString])
                } else {
                    try db.cachedStatement(sql: """
                        UPDATE "scoreChanges" SET "amount" = ?, "correctedAt" = ?, "state" = 'live', "stateChangedAt" = ? WHERE "id" = ?
                        """).execute(arguments: [amount, stamp, stamp, id])
                }
            }
        }
        let winners = try standings(db, game: game, withRounds: false).leaders
        try db.execute(sql: """
            UPDATE "games" SET "finishedAt" = ?, "finishChangedAt" = ?, "announcedWinners" = ? WHERE "id" = ?
            """, arguments: [stamp, stamp, GameStandings.winnerList(winners.map(\.id)), gameID.lowercasedString])
        if game.clock.isRunning {
            try storeClock(db, gameID: gameID, game.clock.stopped(at: DatabaseTimestamp.date(stamp) ?? now), stamp: stamp)
        }
        try touchGame(db, id: gameID, now: now, for: .finish)
    }

    /// Takes back the result `table`'s game was finished with, under `stamp`: the changes it
    /// wrote stop counting (`undone`), and the game is played again, its clock going on.
    static func reopenTableGame(_ db: Database, table: TournamentTable, stamp: String, now: Date) throws {
        guard let gameID = table.gameID, let game = try Game.fetch(db, id: gameID) else { return }
        for change in try liveChanges(db, gameID: gameID, entryID: resultEntryID(of: table.id)) {
            _ = try moveScore(db, playerID: change.playerID, by: -Int128(change.amount))
            try db.execute(sql: #"UPDATE "scoreChanges" SET "state" = 'undone', "stateChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [stamp, change.id.lowercasedString])
        }
        guard game.isFinished else { return }
        try db.execute(sql: """
            UPDATE "games" SET "finishedAt" = NULL, "finishChangedAt" = ?, "announcedWinners" = NULL WHERE "id" = ?
            """, arguments: [stamp, gameID.lowercasedString])
        try storeClock(db, gameID: gameID, game.clock.started(at: DatabaseTimestamp.date(stamp) ?? now), stamp: stamp)
        try touchGame(db, id: gameID, now: now, for: .finish)
    }

    /// The player in each seat of a table (nil: none, deleted), seat 0 first.
    private static func seatPlayers(_ db: Database, table: TournamentTable.ID) throws -> [Player.ID?] {
        try Row.fetchAll(db, sql: #"SELECT "playerID" FROM "tournamentSeats" WHERE "tableID" = ? ORDER BY "seat""#,
                         arguments: [table.lowercasedString]).map { $0["playerID"] }
    }
}
