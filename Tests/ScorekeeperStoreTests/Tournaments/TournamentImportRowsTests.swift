import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// Every row a report's import writes, read back column by column and compared with the state it
/// imported: ids as Foundation writes them, lowercased (the text every id column holds), the
/// tournament, stamps and pairings the rows share, outcomes, seats, byes, the people made, and a
/// sync version for every row (the sync triggers ran for each).
@Suite struct TournamentImportRowsTests {
    typealias T = TRFText

    /// Six entrants, three rounds: games won, drawn and forfeited, byes (U and H), an entrant who
    /// left after round 1, FIDE IDs, and Ann, whom the file knows already.
    static let report = T.report(["XXR 4"], [
        T.player(1, "Ann", rating: "2100", fide: "1503014", [T.block(2, "w", "1"), T.block(3, "b", "="), T.block(5, "w", "+")]),
        T.player(2, "Bo", rating: "2000", [T.block(1, "b", "0"), T.block(nil, "-", "U"), T.block(3, "w", "1")]),
        T.player(3, "Cy", fide: "2000001", [T.block(4, "w", "1"), T.block(1, "w", "="), T.block(2, "b", "0")]),
        T.player(4, "Di", [T.block(3, "b", "0"), String(repeating: " ", count: 10), String(repeating: " ", count: 10)]),
        T.player(5, "Ed", [T.block(6, "b", "="), T.block(6, "w", "1"), T.block(1, "b", "-")]),
        T.player(6, "Flo", [T.block(5, "w", "="), T.block(5, "b", "0"), T.block(nil, "-", "H")]),
    ])

    /// An id as Foundation writes it, lowercased: the reference the store's own text is held to.
    static func text(_ id: UUID) -> String { id.uuidString.lowercased() }

    @Test func everyImportedRowReadsBackAsTheStateItWrote() throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        let game = try database.createGame(title: "Hearts")
        let player = try database.addPlayer(gameID: game.id, name: "Ann")
        let ann = try #require(try database.personID(ofPlayer: player.id))
        let record = try TRF.readTournament(Self.report)
        let (tournament, state) = try database.importTournament(
            name: "Club", record: record, settings: TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds))
        #expect(state.entries.count == 6 && state.rounds.map(\.number) == [1, 2, 3])
        #expect(state.entries.map(\.droppedAfterRound) == [nil, nil, nil, 1, nil, nil])
        let tournamentID = Self.text(tournament.id.rawValue)
        let idShape = try Regex("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
        try database.read { db in
            let tournamentRow = try #require(try Row.fetchOne(db, sql: #"SELECT * FROM "tournaments""#))
            #expect(tournamentRow["id"] as String == tournamentID)
            #expect(tournamentRow["name"] as String == "Club")
            let stamp: String = tournamentRow["nameChangedAt"]
            #expect(tournamentRow["settingsChangedAt"] as String == stamp)

            // Entries: each as the state has it, linked to a person of its own (Ann to the one
            // the file knew), stamped with the tournament's stamp.
            let entries = try Row.fetchAll(db, sql: #"SELECT * FROM "tournamentEntries" ORDER BY "startingRank""#)
            #expect(entries.count == state.entries.count)
            var personOfEntry: [String: String] = [:]
            for (row, entry) in zip(entries, state.entries) {
                #expect(row["id"] as String == Self.text(entry.id.rawValue))
                #expect(row["tournamentID"] as String == tournamentID)
                #expect(row["name"] as String == entry.name)
                #expect(row["rating"] as Int? == entry.rating)
                #expect(row["startingRank"] as Int == entry.pairingNumber)
                #expect(row["fideID"] as Int? == entry.fideID)
                #expect(row["firstRound"] as Int == entry.firstRound)
                #expect(row["lateHalfPoints"] as Int == entry.lateHalfPoints)
                #expect(row["droppedAfterRound"] as Int? == entry.droppedAfterRound)
                #expect(row["droppedChangedAt"] as String? == (entry.droppedAfterRound == nil ? nil : stamp))
                #expect(row["createdAt"] as String == stamp)
                personOfEntry[row["id"]] = row["personID"]
            }
            #expect(personOfEntry[Self.text(state.entries[0].id.rawValue)] == Self.text(ann.rawValue))
            #expect(Set(personOfEntry.values).count == 6)

            // The people made: each with its name's own id and colour, stamped one after another, after
            // the tournament (whose stamp is taken first).
            let people = try Row.fetchAll(db, sql: #"SELECT * FROM "people" WHERE "name" <> 'Ann' ORDER BY "createdAt""#)
            #expect(people.map { $0["name"] as String } == ["Bo", "Cy", "Di", "Ed", "Flo"])
            for person in people {
                let name: String = person["name"], id: String = person["id"]
                #expect(id == Self.text(NameBasedID.uuid("scorekeeper.person:" + PersonName.key(name))))
                #expect(person["colour"] as String == PersonColour.initial(forKey: PersonName.key(name)).rawValue)
                #expect(personOfEntry.values.contains(id))
            }
            let madeAt = people.map { $0["createdAt"] as String }
            #expect(madeAt == madeAt.sorted() && Set(madeAt).count == madeAt.count && madeAt.allSatisfy { $0 > stamp })

            // Tables, their seats and the rounds' byes; one pairing per round.
            var pairingOfRound: [Int: String] = [:]
            func samePairing(_ round: Int, _ pairing: String) {
                #expect(pairingOfRound[round, default: pairing] == pairing, "round \(round)")
                pairingOfRound[round] = pairing
            }
            for round in state.rounds {
                let tables = try Row.fetchAll(db, sql: #"SELECT * FROM "tournamentTables" WHERE "round" = ? ORDER BY "number""#,
                                              arguments: [round.number])
                #expect(tables.count == round.tables.count)
                for (row, table) in zip(tables, round.tables) {
                    let id = Self.text(table.id.rawValue)
                    #expect(row["id"] as String == id)
                    #expect(row["tournamentID"] as String == tournamentID)
                    #expect(row["number"] as Int == table.number)
                    #expect(row["outcome"] as String? == table.outcome?.storedText)
                    #expect(row["outcomeChangedAt"] as String? == (table.outcome == nil ? nil : stamp))
                    #expect(row["createdAt"] as String == stamp)
                    samePairing(round.number, row["pairing"])
                    let seats = try Row.fetchAll(db, sql: #"SELECT * FROM "tournamentSeats" WHERE "tableID" = ? ORDER BY "seat""#,
                                                 arguments: [id])
                    #expect(seats.map { $0["entryID"] as String } == table.seats.map { Self.text($0.rawValue) })
                    #expect(seats.map { $0["seat"] as Int } == Array(table.seats.indices))
                    #expect(seats.allSatisfy { $0["changedAt"] as String == stamp })
                }
                let byes = try Row.fetchAll(db, sql: #"SELECT * FROM "tournamentByes" WHERE "round" = ?"#, arguments: [round.number])
                let stored = Dictionary(uniqueKeysWithValues: byes.map { ($0["entryID"] as String, $0["result"] as String) })
                #expect(stored == Dictionary(uniqueKeysWithValues: round.byes.map { (Self.text($0.key.rawValue), String($0.value.rawValue)) }))
                for bye in byes {
                    #expect(bye["createdAt"] as String == stamp)
                    samePairing(round.number, bye["pairing"])
                }
            }
            #expect(Set(pairingOfRound.values).count == state.rounds.count)
            #expect(pairingOfRound.values.allSatisfy { $0.wholeMatch(of: idShape) != nil })

            // The sync triggers ran for every row: each has a version of its own.
            var versions: [Int] = []
            for table in ["tournaments", "tournamentEntries", "tournamentTables", "tournamentSeats", "tournamentByes"] {
                versions += try Int.fetchAll(db, sql: "SELECT \"syncVersion\" FROM \"\(table)\"")
            }
            #expect(versions.count == 1 + 6 + 7 + 14 + 2)
            #expect(!versions.contains(0) && Set(versions).count == versions.count)
            #expect(try Int.fetchOne(db, sql: #"SELECT "version" FROM "syncState""#) ?? 0 >= versions.max() ?? 0)
            #expect(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
        }
    }
}
