import Foundation
import GRDB

// Writes: tournaments themselves (made, renamed, deleted). Their table games are games: deleting
// a tournament leaves them in the games list.
extension AppDatabase {
    /// Makes a tournament. The name is validated and must be new; the settings must fit the
    /// format (two per table but for `tables`, 3 to 5 there; points for each result or place).
    /// `kind` is what its table games count as (`Tournament.defaultKind` when nil).
    @discardableResult
    public func createTournament(name: String, settings: TournamentSettings, gameRules: GameRules? = nil,
                                 sheet: SheetLibrary.Entry? = nil, kind: String? = nil, roundTime: Int? = nil) throws -> Tournament {
        let name = try NameValidation.validated(name, what: "Name")
        let kind = try kind.map { try NameValidation.validated($0, what: "Kind") } ?? Tournament.defaultKind(name: name, sheet: sheet?.sheet)
        try Self.check(settings)
        let now = self.now
        var tournament = Tournament(id: newID(), name: name, settings: settings, gameRules: try gameRules?.validated(),
                                    sheet: sheet?.text, kind: kind, createdAt: now)
        tournament.settleTableGamesWinning()
        if let roundTime {
            // The clock's own bounds, as `tournament set --round-time` checks them.
            guard RoundClock.roundTimes.contains(roundTime) else {
                throw ScorekeeperError.other("A round time is 1 minute to 24 hours, not \(roundTime) seconds.")
            }
            tournament.roundClock.roundTime = roundTime
        }
        return try write { db in
            try Self.refuseTakenName(db, name)
            let stamp = try Self.nextStamp(db, now: now)
            try db.execute(sql: """
                INSERT INTO "tournaments" ("id", "name", "format", "tableSize", "plannedRounds", "points", "tieBreaks", "cycles",
                  "thirdPlaceMatch", "grandFinalReset", "gameRules", "sheet", "createdAt", "nameChangedAt", "settingsChangedAt",
                  "kind", "kindChangedAt", "roundTime", "roundTimeChangedAt")
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [tournament.id, name, settings.format.rawValue, settings.tableSize, settings.plannedRounds,
                                 settings.points.description, settings.tieBreakText, settings.cycles, settings.thirdPlaceMatch,
                                 settings.grandFinalReset, tournament.gameRules?.summary, tournament.sheet,
                                 DatabaseTimestamp.text(now), stamp, stamp, kind, stamp, roundTime, roundTime == nil ? nil : stamp])
            return tournament
        }
    }

    /// Refuses settings that do not fit their format, in words.
    static func check(_ settings: TournamentSettings) throws {
        let format = settings.format
        if format.isTwoPerTable, settings.tableSize != 2 {
            throw ScorekeeperError.other("A \(format.displayName) seats two per table: --table-size is for --format tables.")
        }
        if format == .tables, !(3...5).contains(settings.tableSize) {
            throw ScorekeeperError.other("Tables seat 3 to 5, not \(settings.tableSize).")
        }
        if let rounds = settings.plannedRounds, !(1...TournamentSettings.roundLimit).contains(rounds) {
            throw ScorekeeperError.other("A tournament plays 1 to \(TournamentSettings.roundLimit) rounds, not \(rounds).")
        }
        if settings.points.isGameScore, format != .tables {
            throw ScorekeeperError.other("The game's score counts at tables of 3 to 5 only: --points score is for --format tables.")
        }
        if format.isTwoPerTable, settings.points.halfPoints.count != 3 {
            throw ScorekeeperError.other("Points for two per table are three: a win, a draw, a loss (\"1,0.5,0\").")
        }
        if format == .tables, settings.points.halfPoints.count > settings.tableSize {
            throw ScorekeeperError.other("Tables of \(settings.tableSize) have \(settings.tableSize) places, not \(settings.points.halfPoints.count) points.")
        }
        if !(1...4).contains(settings.cycles) {
            throw ScorekeeperError.other("A round robin is played 1 to 4 times (--cycles), not \(settings.cycles).")
        }
        if settings.cycles > 1 && format != .roundRobin {
            throw ScorekeeperError.other("Only a round robin is played more than once (--cycles 1 to 4).")
        }
        if settings.thirdPlaceMatch, format != .knockout {
            throw ScorekeeperError.other("A match for third place is a knockout's.")
        }
        if settings.grandFinalReset, format != .doubleKnockout {
            throw ScorekeeperError.other("A grand-final reset is a double knockout's.")
        }
    }

    private static func refuseTakenName(_ db: Database, _ name: String, except id: Tournament.ID? = nil) throws {
        let key = PersonName.key(name)
        if try tournaments(db).contains(where: { PersonName.key($0.name) == key && $0.id != id }) {
            throw ScorekeeperError.other("A tournament is named '\(Sanitized.text(name))' already: choose another name.")
        }
    }

    public func renameTournament(id: Tournament.ID, name: String) throws {
        let name = try NameValidation.validated(name, what: "Name")
        let now = self.now
        try write { db in
            guard try Self.tournament(db, id: id) != nil else { throw ScorekeeperError.other("That tournament was deleted.") }
            try Self.refuseTakenName(db, name, except: id)
            try db.execute(sql: #"UPDATE "tournaments" SET "name" = ?, "nameChangedAt" = ? WHERE "id" = ?"#,
                           arguments: [name, try Self.nextStamp(db, now: now), id])
        }
    }

    /// Deletes a tournament with its entries, rounds and tables; the table games stay, as games.
    public func deleteTournament(id: Tournament.ID) throws {
        let now = self.now
        try write { db in
            try Self.stampingItself(db) {
                guard try Self.tournament(db, id: id) != nil else { throw ScorekeeperError.other("That tournament was deleted.") }
                try Self.writeTournamentTombstone(db, id: id.lowercasedString, kind: "tournament", now: now)
                try db.execute(sql: #"DELETE FROM "tournaments" WHERE "id" = ?"#, arguments: [id])
            }
        }
    }

    /// A tombstone for a tournament's row deleted here, stamped by the file's clock.
    static func writeTournamentTombstone(_ db: Database, id: String, kind: String, now: Date) throws {
        // The same row deleted again (an entry, a tournament) keeps the later stamp, as a merge
        // of two copies' tombstones does.
        try db.execute(sql: """
            INSERT INTO "tournamentTombstones" ("id", "kind", "deletedAt") VALUES (?, ?, ?)
            ON CONFLICT ("id") DO UPDATE SET "deletedAt" = max("deletedAt", excluded."deletedAt")
            """, arguments: [id, kind, try Self.nextStamp(db, now: now)])
    }
}
