import Foundation
import GRDB

// Writes: a tournament's rounds. Pairing a round makes each table's game (players seated in the
// table's order, linked to their people, counted under the tournament's kind) in the
// same transaction as the tables, seats and byes, so a round is all there or not at all.
extension AppDatabase {
    /// Pairs the next round by the tournament's format and makes its table games. With
    /// `expecting`, the round the caller read as the next: when another program paired it in
    /// the meantime, that is what the refusal says.
    @discardableResult
    public func pairNextRound(id: Tournament.ID, expecting expected: Int? = nil) throws -> TournamentRoundPlan {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            if let expected, snapshot.state.currentRound >= expected {
                throw ScorekeeperError.other("Round \(expected) of \(Sanitized.text(snapshot.tournament.name)) was paired by another program a moment ago: nothing was changed.")
            }
            return try Self.pair(db, snapshot, now: now, ids: ids)
        }
    }

    /// Pairs the current round again, when no table of it has a result or a score yet (after
    /// drops, late entries or a mistake). The pairing it replaces is withdrawn, not deleted: its
    /// tables and games stay (its games out of the lists), so a result another copy enters at
    /// it meanwhile is not lost but makes the round contend (`TournamentRoundPairings`).
    /// With `expecting`, the id of the pairing the caller read as the round's: when another
    /// program paired it again in the meantime, that is what the refusal says.
    @discardableResult
    public func repairCurrentRound(id: Tournament.ID, expecting expected: String? = nil) throws -> TournamentRoundPlan {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let name = Sanitized.text(snapshot.tournament.name)
            guard let round = snapshot.state.rounds.last else {
                throw ScorekeeperError.other("\(name) has no round paired yet: pair one first.")
            }
            let pairings = try snapshot.state.pairings(of: round.number)
                ?? TournamentRoundPairings(round: round.number, pairings: [Self.onlyPairing(db, snapshot, round: round)])
            if let expected, pairings.counted?.id != expected {
                throw ScorekeeperError.other("Round \(round.number) of \(name) was paired again by another program a moment ago: nothing was changed.")
            }
            try Self.refuseInConflict(snapshot, round: round.number, doing: "pair it again")
            try Self.refuseStarted(db, snapshot, round: round, doing: "pair round \(round.number) again")
            let stamp = try Self.nextStamp(db, now: now)
            for pairing in pairings.pairings where pairing.choice != .withdrawn && pairing.choice != .setAside {
                try Self.writePairingChoice(db, tournamentID: id, round: round.number, pairing: pairing.id, choice: .withdrawn, stamp: stamp)
            }
            guard let fresh = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let plan = try Self.pair(db, fresh, now: now, ids: ids)
            try Self.settleTournamentPairings(db, tournamentID: id)
            return plan
        }
    }

    /// The one pairing of a round that has no other, read whole (its id and stamp are its rows').
    package static func onlyPairing(_ db: Database, _ snapshot: TournamentSnapshot, round: TournamentRound) throws -> TournamentPairing {
        let row = try Row.fetchOne(db, sql: """
            SELECT "pairing", "createdAt" FROM "tournamentTables" WHERE "tournamentID" = ? AND "round" = ?
            UNION SELECT "b"."pairing", "b"."createdAt" FROM "tournamentByes" "b" JOIN "tournamentEntries" "e" ON "e"."id" = "b"."entryID"
              WHERE "e"."tournamentID" = ? AND "b"."round" = ?
            LIMIT 1
            """, arguments: [snapshot.tournament.id, round.number, snapshot.tournament.id, round.number])
        return TournamentPairing(id: row?["pairing"] ?? "", stamp: row?["createdAt"] ?? "", tables: round.tables, byes: round.byes)
    }

    /// The id of the pairing the current round counts, read now: what
    /// `repairCurrentRound(id:expecting:)` is told the caller saw.
    public func currentPairing(id: Tournament.ID) throws -> String? {
        try read { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { return nil }
            return try Self.countedPairing(db, snapshot, round: snapshot.state.currentRound)
        }
    }

    /// The id of the pairing a round counts.
    package static func countedPairing(_ db: Database, _ snapshot: TournamentSnapshot, round number: Int) throws -> String? {
        if let pairings = snapshot.state.pairings(of: number) { return pairings.counted?.id }
        guard let round = snapshot.state.rounds.first(where: { $0.number == number }) else { return nil }
        return try onlyPairing(db, snapshot, round: round).id
    }

    /// Swaps two people of the round being played between their seats, before either table has
    /// a result or a score; returns the rules the swap breaks (nothing stops an organiser).
    @discardableResult
    public func swapSeats(id: Tournament.ID, _ first: TournamentEntry.ID, _ second: TournamentEntry.ID) throws -> [String] {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id),
                  let round = snapshot.state.rounds.last else { throw ScorekeeperError.other("No round is paired to swap in.") }
            try Self.refuseInConflict(snapshot, round: round.number, doing: "swap seats in it")
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

    /// Refuses to change a round whose pairings contend: which tables it has is the question.
    static func refuseInConflict(_ snapshot: TournamentSnapshot, round: Int, doing: String) throws {
        guard let pairings = snapshot.state.pairings(of: round), pairings.isInConflict else { return }
        throw ScorekeeperError.other("Round \(round) of \(Sanitized.text(snapshot.tournament.name)) \(pairings.conflictReason): keep one before you \(doing).")
    }

    /// Refuses to change a round once any of the given tables has a result or a score.
    static func refuseStarted(_ db: Database, _ snapshot: TournamentSnapshot, round: TournamentRound, doing: String) throws {
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
        // The pairing's own id: two copies whose clocks met may pair in the same millisecond.
        let pairing = (ids() as TournamentTable.ID).lowercasedString
        for (index, seats) in plan.tables.enumerated() {
            let number = index + 1
            let game = Game(id: ids(), title: tournament.tableGameTitle(round: plan.number, table: number), createdAt: now, rules: rules)
            try insertGame(db, game, now: now)
            try db.execute(sql: #"UPDATE "games" SET "kind" = ?, "kindChangedAt" = ?, "sheet" = ? WHERE "id" = ?"#,
                           arguments: [tournament.kind, stamp, tournament.sheet, game.id])
            let tableID: TournamentTable.ID = ids()
            try db.execute(sql: """
                INSERT INTO "tournamentTables" ("id", "tournamentID", "round", "number", "gameID", "createdAt", "pairing")
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [tableID, tournament.id, plan.number, number, game.id, stamp, pairing])
            var seated: [Player.ID] = []
            for (seat, entryID) in seats.enumerated() {
                guard let entry = snapshot.state.entry(entryID) else { continue }
                let player = Player(id: ids(), gameID: game.id, name: entry.name, score: 0, createdAt: now)
                try player.insert(db)
                seated.append(player.id)
                try linkPlayer(db, playerID: player.id,
                               personID: try entry.personID ?? personID(db, forName: entry.name, gameID: game.id, now: now, ids: ids))
                try db.execute(sql: """
                    INSERT INTO "tournamentSeats" ("tableID", "seat", "entryID", "playerID", "changedAt") VALUES (?, ?, ?, ?, ?)
                    """, arguments: [tableID, seat, entryID, player.id, stamp])
            }
            // The game seats its players in the table's order (white first, who plays first):
            // players made in one moment would otherwise sit by their random ids.
            try db.execute(sql: #"UPDATE "games" SET "seating" = ?, "seatingChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [Game.seatingText(seated), stamp, game.id])
        }
        for (entryID, result) in Self.byesInWritingOrder(plan.byes) {
            try db.execute(sql: #"INSERT INTO "tournamentByes" ("entryID", "round", "result", "createdAt", "pairing") VALUES (?, ?, ?, ?, ?)"#,
                           arguments: [entryID, plan.number, String(result.rawValue), stamp, pairing])
        }
        // With a round time set, the round's clock starts as it is paired (paired again: afresh).
        let clock = tournament.roundClock.paired(round: plan.number, at: DatabaseTimestamp.date(stamp) ?? now)
        if clock != tournament.roundClock { try storeRoundClock(db, tournamentID: tournament.id, clock, stamp: stamp) }
        return plan
    }

    /// A round's byes in the order their rows are written, paired or imported: by entry id, one
    /// order whatever the dictionary's own, which differs from one dictionary to the next.
    static func byesInWritingOrder(_ byes: [TournamentEntry.ID: TournamentResult]) -> [(key: TournamentEntry.ID, value: TournamentResult)] {
        byes.sorted { $0.key.lowercasedString < $1.key.lowercasedString }
    }
}
