import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A report with more rows of each kind than one statement writes (`BatchedInsert`): every
/// entry, person, table, seat and bye is in the file as the state has it, each table's rows in
/// the state's order, full statements and the last, shorter one alike.
@Suite struct TournamentImportBatchesTests {
    typealias T = TRFText

    /// 150 entrants: in round 1, 75 tables (1 against 76, ...); in round 2, 74 tables of
    /// neighbours (1 against 2, ...) and two byes (149 and 150).
    static let report: String = {
        let players = (1...150).map { rank -> String in
            let first = rank <= 75 ? T.block(rank + 75, "w", "1") : T.block(rank - 75, "b", "0")
            let second = rank > 148 ? T.block(nil, "-", rank == 149 ? "U" : "H")
                : rank % 2 == 1 ? T.block(rank + 1, "w", "=") : T.block(rank - 1, "b", "=")
            return T.player(rank, "Player \(rank)", [first, second])
        }
        return T.report(["XXR 3"], players)
    }()

    @Test func everyRowOfAReportLargerThanAStatementIsWrittenInOrder() throws {
        let database = try AppDatabase.empty()
        // Three entrants the file knows already: the people made and the entries go out of step.
        let known = ["Player 5", "Player 70", "Player 130"]
        let game = try database.createGame(title: "Hearts")
        for name in known { _ = try database.addPlayer(gameID: game.id, name: name) }
        let peopleBefore = try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "people""#) }
        // Every statement that writes seats, as SQLite runs it (a trigger's own are marked so).
        let seatStatements = Locked(0)
        try database.dbWriter.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                if case .statement(let statement) = event, statement.sql.hasPrefix(#"INSERT OR FAIL INTO "tournamentSeats""#) {
                    seatStatements.update { $0 += 1 }
                }
            }
        }
        let record = try TRF.readTournament(Self.report)
        let (tournament, state) = try database.importTournament(
            name: "Club", record: record, settings: TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds))
        // 150 seats in round 1 and 148 in round 2, 64 to a statement: three statements each.
        #expect(seatStatements.value == 6)
        #expect(state.entries.count == 150 && state.rounds.map(\.tables.count) == [75, 74])
        #expect(BatchedInsert.rowsPerStatement < 74)
        let text = { (id: UUID) in id.uuidString.lowercased() }
        try database.read { db in
            let entries = try Row.fetchAll(db, sql: #"SELECT "id", "name", "startingRank", "personID" FROM "tournamentEntries" ORDER BY rowid"#)
            #expect(entries.map { $0["id"] as String } == state.entries.map { text($0.id.rawValue) })
            #expect(entries.map { $0["name"] as String } == state.entries.map(\.name))
            #expect(entries.map { $0["startingRank"] as Int } == state.entries.map(\.pairingNumber))
            // Each entrant a person of their own: the three the file knew, the others made for
            // them in the report's order.
            let people = try Row.fetchAll(db, sql: #"SELECT "id", "name" FROM "people" ORDER BY rowid"#)
            #expect(people.count == (peopleBefore ?? 0) + 147)
            let personOf = Dictionary(uniqueKeysWithValues: people.map { ($0["name"] as String, $0["id"] as String) })
            #expect(entries.map { $0["personID"] as String } == state.entries.map { personOf[$0.name] })
            #expect(people.suffix(147).map { $0["name"] as String } == state.entries.map(\.name).filter { !known.contains($0) })

            let tables = try Row.fetchAll(db, sql: #"SELECT "id", "round", "number" FROM "tournamentTables" ORDER BY rowid"#)
            let expectedTables = state.rounds.flatMap { round in round.tables.map { (text($0.id.rawValue), round.number, $0.number) } }
            #expect(tables.map { "\($0["id"] as String) \($0["round"] as Int) \($0["number"] as Int)" }
                    == expectedTables.map { "\($0.0) \($0.1) \($0.2)" })
            let seats = try Row.fetchAll(db, sql: #"SELECT "tableID", "seat", "entryID" FROM "tournamentSeats" ORDER BY rowid"#)
            let expectedSeats = state.rounds.flatMap { round in
                round.tables.flatMap { table in table.seats.enumerated().map { "\(text(table.id.rawValue)) \($0.offset) \(text($0.element.rawValue))" } }
            }
            #expect(seats.map { "\($0["tableID"] as String) \($0["seat"] as Int) \($0["entryID"] as String)" } == expectedSeats)
            let byes = try Row.fetchAll(db, sql: #"SELECT "entryID", "round", "result" FROM "tournamentByes" ORDER BY rowid"#)
            #expect(byes.map { "\($0["entryID"] as String) \($0["round"] as Int) \($0["result"] as String)" }
                    == ["U", "H"].map { result in
                        let entry = state.entries[result == "U" ? 148 : 149]
                        return "\(text(entry.id.rawValue)) 2 \(result)"
                    }.sorted())
        }
        #expect(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds.map(\.tables.count) == [75, 74])
        #expect(try database.invariantViolations().isEmpty)
    }
}
