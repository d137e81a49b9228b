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
    ///
    /// The file is first read without the write lock: the name checked, every entrant's person
    /// found. `afterReading` runs then (tests use it to write from another connection at that
    /// point). Only the final transaction holds the lock, and it repeats those checks against
    /// the file as it is by then, so another program's write in between is neither blocked nor
    /// overlooked.
    @discardableResult
    package func importTournament(name: String, state: TournamentState, afterReading: () throws -> Void = {}) throws -> Tournament {
        let name = try NameValidation.validated(name, what: "Name")
        try Self.check(state.settings)
        for entry in state.entries { _ = try NameValidation.validated(entry.name, what: "An entrant's name") }
        try read { db in
            try Self.checkImportName(db, name)
            _ = try Self.importedPersonIDs(db, state.entries)
        }
        try afterReading()
        let now = self.now
        let tournament = Tournament(id: newID(), name: name, settings: state.settings, createdAt: now)
        return try largeWrite(checking: ["people", "tournamentEntries", "tournamentTables", "tournamentSeats", "tournamentByes"]) { db in
            try Self.insertImported(db, state: state, tournament: tournament, now: now, ids: ids)
        }
    }

    /// The rows of an imported tournament, in the caller's transaction: the name checked again,
    /// then the tournament, an entry per entrant (each linked to its person, found again or
    /// made), and the rounds' tables, seats and byes.
    ///
    /// The sync triggers make every insert a statement of several writes, and such a statement
    /// that may stop half-way keeps a journal of its own, a copy of every page it touches, made
    /// and dropped for each statement (each of the report's rows, when a statement wrote one).
    /// Inside this one transaction nothing needs it: references are checked once at the end
    /// (`largeWrite`), the inserts fail as they stand (`OR FAIL`), and any failure still throws
    /// and rolls the whole transaction back.
    private static func insertImported(_ db: Database, state: TournamentState, tournament: Tournament, now: Date,
                                       ids: IDGenerator) throws -> Tournament {
        let name = tournament.name
        try Self.checkImportName(db, name)
        let stamp = try Self.nextStamp(db, now: now)
        let settings = state.settings
        try db.execute(sql: """
            INSERT OR FAIL INTO "tournaments" ("id", "name", "format", "tableSize", "plannedRounds", "points", "tieBreaks", "cycles",
              "thirdPlaceMatch", "grandFinalReset", "createdAt", "nameChangedAt", "settingsChangedAt")
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [tournament.id, name, settings.format.rawValue, settings.tableSize, settings.plannedRounds,
                             settings.points.description, settings.tieBreakText, settings.cycles, settings.thirdPlaceMatch,
                             settings.grandFinalReset, DatabaseTimestamp.text(now), stamp, stamp])
        // One person per seat: each entrant is linked to a person no other entrant of this
        // report is linked to. The rows are written many to a statement (`BatchedInsert`), each
        // table's in order, and what every row shares (the tournament's id, the stamp) is made
        // into a value once. A row may be written before the row it refers to (an entry before
        // its new person, a seat before its table): `largeWrite` checks references at the end.
        let tournamentID = tournament.id.databaseValue, stamped = stamp.databaseValue
        let found = try Self.importedPersonIDs(db, state.entries)
        // The entrants who are no one yet, made as `newPerson` would make them one by one.
        var made = try Self.peopleToMake(db, named: zip(state.entries, found).compactMap { $1 == nil ? $0.name : nil },
                                         now: now, ids: ids).makeIterator()
        var people = BatchedInsert(db, into: PersonToMake.insertHead, columns: 6)
        var entries = BatchedInsert(db, into: """
            INSERT OR FAIL INTO "tournamentEntries" ("id", "tournamentID", "personID", "name", "rating", "startingRank", "firstRound",
              "lateHalfPoints", "droppedAfterRound", "droppedChangedAt", "fideID", "createdAt")
            """, columns: 12)
        for (entry, known) in zip(state.entries, found) {
            let personID: Person.ID
            if let known {
                personID = known
            } else {
                let person = made.next()!
                try people.append(person.row)
                personID = person.id
            }
            try entries.append(entry.id.databaseValue, tournamentID, personID.databaseValue, entry.name.databaseValue,
                               entry.rating.databaseValue, entry.pairingNumber.databaseValue, entry.firstRound.databaseValue,
                               entry.lateHalfPoints.databaseValue, entry.droppedAfterRound.databaseValue,
                               entry.droppedAfterRound == nil ? .null : stamped, entry.fideID.databaseValue, stamped)
        }
        try people.flush()
        try entries.flush()
        for round in state.rounds {
            // Each round the report played is one pairing of its own. Each table's rows go in the
            // round's order; a full statement of seats may go before its tables' statement.
            let pairing = (ids() as TournamentTable.ID).lowercasedString.databaseValue
            var tables = BatchedInsert(db, into: """
                INSERT OR FAIL INTO "tournamentTables" ("id", "tournamentID", "round", "number", "outcome", "outcomeChangedAt", "createdAt",
                  "pairing")
                """, columns: 8)
            var seats = BatchedInsert(db, into: #"INSERT OR FAIL INTO "tournamentSeats" ("tableID", "seat", "entryID", "changedAt")"#, columns: 4)
            let roundNumber = round.number.databaseValue
            for table in round.tables {
                let tableID = table.id.databaseValue
                try tables.append(tableID, tournamentID, roundNumber, table.number.databaseValue, table.outcome?.storedText.databaseValue ?? .null,
                                  table.outcome == nil ? .null : stamped, stamped, pairing)
                for (seat, entryID) in table.seats.enumerated() {
                    try seats.append(tableID, seat.databaseValue, entryID.databaseValue, stamped)
                }
            }
            try tables.flush()
            try seats.flush()
            var byes = BatchedInsert(db, into: #"INSERT OR FAIL INTO "tournamentByes" ("entryID", "round", "result", "createdAt", "pairing")"#,
                                     columns: 5)
            for (entryID, result) in Self.byesInWritingOrder(round.byes) {
                try byes.append(entryID.databaseValue, roundNumber, String(result.rawValue).databaseValue, stamped, pairing)
            }
            try byes.flush()
        }
        return tournament
    }

    /// Refuses a name a tournament of the file has already.
    static func checkImportName(_ db: Database, _ name: String) throws {
        if try Self.tournaments(db).contains(where: { PersonName.same($0.name, name) }) {
            throw ScorekeeperError.other("A tournament is named '\(Sanitized.text(name))' already: import it --name another.")
        }
    }

    /// The person each imported entrant is, in order: the one an earlier entry with their FIDE
    /// ID was linked to; else the person of their name (as `personID(forName:)` chooses), passing
    /// over those linked to an earlier entrant of this report and those an earlier entry gave
    /// another FIDE ID; else nil, a new person of that name. One person per seat: no two
    /// entrants get the same person. The file is read once (`TournamentImportPeople`), not once
    /// per entrant.
    static func importedPersonIDs(_ db: Database, _ entries: [TournamentEntry]) throws -> [Person.ID?] {
        var people = try TournamentImportPeople(db)
        var linked: Set<Person.ID> = []
        return entries.map { entry in
            let personID = people.person(for: entry, skipping: linked)
            if let personID { linked.insert(personID) }
            people.entered(entry, as: personID)
            return personID
        }
    }
}
