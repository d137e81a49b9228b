import Foundation
import GRDB

// Writes: a tournament's rounds. Pairing a round makes each table's game (players in seat
// order, linked to their people, counted under the tournament's name as their kind) in the
// same transaction as the tables, seats and byes, so a round is all there or not at all.
extension AppDatabase {
    /// Pairs the next round by the tournament's format and makes its table games.
    @discardableResult
    public func pairNextRound(id: Tournament.ID) throws -> TournamentRoundPlan {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            return try Self.pair(db, snapshot, now: now, ids: ids)
        }
    }

    /// Pairs the current round again, when no table of it has a result or a score yet: its
    /// games, tables and byes go, and the round is paired anew (after drops, late entries or a
    /// mistake).
    @discardableResult
    public func repairCurrentRound(id: Tournament.ID) throws -> TournamentRoundPlan {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            guard let round = snapshot.state.rounds.last else {
                throw ScorekeeperError.other("\(Sanitized.text(snapshot.tournament.name)) has no round paired yet: pair one first.")
            }
            try Self.refuseStarted(db, snapshot, round: round, doing: "pair round \(round.number) again")
            try Self.stampingItself(db) {
                for table in round.tables {
                    if let gameID = table.gameID {
                        try Self.writeTombstone(db, id: gameID.lowercasedString, kind: "game", stamp: try Self.nextStamp(db, now: now))
                        _ = try Game.deleteOne(db, id: gameID)
                    }
                    try Self.writeTournamentTombstone(db, id: table.id.lowercasedString, kind: "table", now: now)
                    try db.execute(sql: #"DELETE FROM "tournamentTables" WHERE "id" = ?"#, arguments: [table.id])
                }
                for entryID in round.byes.keys {
                    try Self.writeTournamentTombstone(db, id: "\(entryID.lowercasedString):\(round.number)", kind: "bye", now: now)
                    try db.execute(sql: #"DELETE FROM "tournamentByes" WHERE "entryID" = ? AND "round" = ?"#,
                                   arguments: [entryID, round.number])
                }
            }
            guard let fresh = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            return try Self.pair(db, fresh, now: now, ids: ids)
        }
    }

    /// Swaps two people of the round being played between their seats, before either table has
    /// a result or a score; returns the rules the swap breaks (nothing stops an organiser).
    @discardableResult
    public func swapSeats(id: Tournament.ID, _ first: TournamentEntry.ID, _ second: TournamentEntry.ID) throws -> [String] {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id),
                  let round = snapshot.state.rounds.last else { throw ScorekeeperError.other("No round is paired to swap in.") }
            func seat(of entry: TournamentEntry.ID) throws -> (table: TournamentTable, seat: Int) {
                for table in round.tables { if let index = table.seats.firstIndex(of: entry) { return (table, index) } }
                let name = snapshot.state.entry(entry)?.name ?? "That person"
                throw ScorekeeperError.other("\(Sanitized.text(name)) has no seat in round \(round.number).")
            }
            let a = try seat(of: first), b = try seat(of: second)
            guard first != second else { throw ScorekeeperError.other("Name two different people to swap.") }
            try Self.refuseStarted(db, snapshot, round: TournamentRound(number: round.number, tables: [a.table, b.table]),
                                   doing: "swap seats")
            let warnings = snapshot.state.swapWarnings(round: round.number, first, second)
            let stamp = try Self.nextStamp(db, now: now)
            for (place, entryID) in [(a, second), (b, first)] {
                guard let entry = snapshot.state.entry(entryID) else { continue }
                let playerID = try String.fetchOne(db, sql: #"SELECT "playerID" FROM "tournamentSeats" WHERE "tableID" = ? AND "seat" = ?"#,
                                                   arguments: [place.table.id, place.seat])
                try db.execute(sql: #"UPDATE "tournamentSeats" SET "entryID" = ?, "changedAt" = ? WHERE "tableID" = ? AND "seat" = ?"#,
                               arguments: [entryID, stamp, place.table.id, place.seat])
                if let playerID {
                    let personID = try entry.personID ?? Self.personID(db, forName: entry.name, now: now, ids: ids)
                    try db.execute(sql: """
                        UPDATE "players" SET "name" = ?, "nameChangedAt" = ?, "personID" = ?, "personChangedAt" = ? WHERE "id" = ?
                        """, arguments: [entry.name, stamp, personID, stamp, playerID])
                }
            }
            return warnings
        }
    }

    /// Refuses to change a round once any of the given tables has a result or a score.
    private static func refuseStarted(_ db: Database, _ snapshot: TournamentSnapshot, round: TournamentRound, doing: String) throws {
        for table in round.tables {
            let scored = try table.gameID.map { gameID in
                try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live' AND "amount" != 0)"#,
                                  arguments: [gameID]) ?? false
            } ?? false
            if table.outcome != nil || scored {
                throw ScorekeeperError.other("Table \(table.number) of round \(round.number) has \(table.outcome != nil ? "a result" : "scores") already: too late to \(doing).")
            }
        }
    }

    /// Pairs the next round of `snapshot` and writes it: games, tables, seats, byes.
    private static func pair(_ db: Database, _ snapshot: TournamentSnapshot, now: Date, ids: IDGenerator) throws -> TournamentRoundPlan {
        let tournament = snapshot.tournament
        let plan: TournamentRoundPlan
        do {
            plan = try snapshot.state.nextRound()
        } catch {
            throw ScorekeeperError.other(error.message)
        }
        let rules = try tournament.tableGameRules()
        let stamp = try nextStamp(db, now: now)
        for (index, seats) in plan.tables.enumerated() {
            let number = index + 1
            let game = Game(id: ids(), title: tournament.tableGameTitle(round: plan.number, table: number), createdAt: now, rules: rules)
            try insertGame(db, game, now: now)
            try db.execute(sql: #"UPDATE "games" SET "kind" = ?, "kindChangedAt" = ?, "sheet" = ? WHERE "id" = ?"#,
                           arguments: [tournament.name, stamp, tournament.sheet, game.id])
            let tableID: TournamentTable.ID = ids()
            try db.execute(sql: """
                INSERT INTO "tournamentTables" ("id", "tournamentID", "round", "number", "gameID", "createdAt") VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [tableID, tournament.id, plan.number, number, game.id, stamp])
            for (seat, entryID) in seats.enumerated() {
                guard let entry = snapshot.state.entry(entryID) else { continue }
                let player = Player(id: ids(), gameID: game.id, name: entry.name, score: 0, createdAt: now)
                try player.insert(db)
                try linkPlayer(db, playerID: player.id,
                               personID: try entry.personID ?? personID(db, forName: entry.name, gameID: game.id, now: now, ids: ids))
                try db.execute(sql: """
                    INSERT INTO "tournamentSeats" ("tableID", "seat", "entryID", "playerID", "changedAt") VALUES (?, ?, ?, ?, ?)
                    """, arguments: [tableID, seat, entryID, player.id, stamp])
            }
        }
        for (entryID, result) in plan.byes.sorted(by: { $0.key.lowercasedString < $1.key.lowercasedString }) {
            try db.execute(sql: #"INSERT INTO "tournamentByes" ("entryID", "round", "result", "createdAt") VALUES (?, ?, ?, ?)"#,
                           arguments: [entryID, plan.number, String(result.rawValue), stamp])
        }
        return plan
    }
}
