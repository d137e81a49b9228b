import Foundation
import GRDB

// Writes: a tournament read from a report (FIDE's TRF-16), whole, in one transaction. Its past
// rounds have results but no games (they were played elsewhere): their tables keep the result
// as entered, and later rounds are paired here as any other.
extension AppDatabase {
    /// Writes the tournament a report holds (`record`, played under `settings`) as a new one named
    /// `name`, every entry, table and pairing with an id of this file's generator. Returns it and
    /// the state written.
    @discardableResult
    public func importTournament(name: String, record: TournamentRecord,
                                 settings: TournamentSettings) throws -> (tournament: Tournament, state: TournamentState) {
        let ids = self.ids
        let state = TournamentState.imported(record: record, settings: settings, makeID: { ids.next() })
        return (try importTournament(name: name, state: state), state)
    }

    /// Writes `state` as a new tournament named `name`; entries keep the file's starting ranks.
    /// The package's own (tests, the benchmark): the program imports a record, so its ids are
    /// the file's.
    @discardableResult
    package func importTournament(name: String, state: TournamentState) throws -> Tournament {
        let name = try NameValidation.validated(name, what: "Name")
        try Self.check(state.settings)
        for entry in state.entries { _ = try NameValidation.validated(entry.name, what: "An entrant's name") }
        let now = self.now
        let tournament = Tournament(id: newID(), name: name, settings: state.settings, createdAt: now)
        return try write { db in
            if try Self.tournaments(db).contains(where: { PersonName.same($0.name, name) }) {
                throw ScorekeeperError.other("A tournament is named '\(Sanitized.text(name))' already: import it --name another.")
            }
            let stamp = try Self.nextStamp(db, now: now)
            let settings = state.settings
            try db.execute(sql: """
                INSERT INTO "tournaments" ("id", "name", "format", "tableSize", "plannedRounds", "points", "tieBreaks", "cycles",
                  "thirdPlaceMatch", "grandFinalReset", "createdAt", "nameChangedAt", "settingsChangedAt")
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [tournament.id, name, settings.format.rawValue, settings.tableSize, settings.plannedRounds,
                                 settings.points.description, settings.tieBreakText, settings.cycles, settings.thirdPlaceMatch,
                                 settings.grandFinalReset, DatabaseTimestamp.text(now), stamp, stamp])
            // One person per seat: each entrant is linked to a person no other entrant of this
            // report is linked to.
            var linked: Set<Person.ID> = []
            for entry in state.entries {
                let personID = try Self.importedPersonID(db, entry, skipping: linked, now: now, ids: ids)
                linked.insert(personID)
                try db.execute(sql: """
                    INSERT INTO "tournamentEntries" ("id", "tournamentID", "personID", "name", "rating", "startingRank", "firstRound",
                      "lateHalfPoints", "droppedAfterRound", "droppedChangedAt", "fideID", "createdAt")
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [entry.id, tournament.id, personID, entry.name, entry.rating, entry.pairingNumber,
                                     entry.firstRound, entry.lateHalfPoints, entry.droppedAfterRound,
                                     entry.droppedAfterRound == nil ? nil : stamp, entry.fideID, stamp])
            }
            for round in state.rounds {
                // Each round the report played is one pairing of its own.
                let pairing = (ids() as TournamentTable.ID).lowercasedString
                for table in round.tables {
                    try db.execute(sql: """
                        INSERT INTO "tournamentTables" ("id", "tournamentID", "round", "number", "outcome", "outcomeChangedAt", "createdAt",
                          "pairing")
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [table.id, tournament.id, round.number, table.number, table.outcome?.storedText,
                                         table.outcome == nil ? nil : stamp, stamp, pairing])
                    for (seat, entryID) in table.seats.enumerated() {
                        try db.execute(sql: """
                            INSERT INTO "tournamentSeats" ("tableID", "seat", "entryID", "changedAt") VALUES (?, ?, ?, ?)
                            """, arguments: [table.id, seat, entryID, stamp])
                    }
                }
                for (entryID, result) in round.byes {
                    try db.execute(sql: #"INSERT INTO "tournamentByes" ("entryID", "round", "result", "createdAt", "pairing") VALUES (?, ?, ?, ?, ?)"#,
                                   arguments: [entryID, round.number, String(result.rawValue), stamp, pairing])
                }
            }
            return tournament
        }
    }

    /// The person an imported entrant is: the one an earlier entry with their FIDE ID was
    /// linked to; else the person of their name (`personID(forName:)`), passing over those
    /// `skipping` (linked to another entrant of this report) and those an earlier entry gave
    /// another FIDE ID; else a new person of that name.
    static func importedPersonID(_ db: Database, _ entry: TournamentEntry, skipping linked: Set<Person.ID>,
                                 now: Date, ids: IDGenerator) throws -> Person.ID {
        var skipping = linked
        if let fideID = entry.fideID {
            let known = try Person.ID.fetchOne(db, sql: """
                SELECT "tournamentEntries"."personID" FROM "tournamentEntries"
                JOIN "people" ON "people"."id" = "tournamentEntries"."personID"
                WHERE "tournamentEntries"."fideID" = ? AND "people"."mergedInto" IS NULL AND "people"."deletedAt" IS NULL
                ORDER BY "tournamentEntries"."createdAt" DESC LIMIT 1
                """, arguments: [fideID])
            if let known, !linked.contains(known) { return known }
            let others = try Person.ID.fetchAll(db, sql: """
                SELECT DISTINCT "personID" FROM "tournamentEntries" WHERE "personID" IS NOT NULL AND "fideID" IS NOT NULL AND "fideID" != ?
                """, arguments: [fideID])
            skipping.formUnion(others)
        }
        return try personID(db, forName: entry.name, skipping: skipping, now: now, ids: ids)
    }
}
