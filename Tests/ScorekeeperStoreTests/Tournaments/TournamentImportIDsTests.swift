import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// An imported report's rows get their ids from the file's one generator, as every other row
/// does: with a counting generator, every id the import writes is one it counted.
@Suite struct TournamentImportIDsTests {
    typealias T = TRFText

    /// Two rounds played: a table and a bye each round.
    static let report = T.report(["XXR 3"], [
        T.player(1, "Ann", [T.block(nil, "-", "U"), T.block(3, "w", "1")]),
        T.player(2, "Bo", [T.block(3, "w", "1"), T.block(nil, "-", "U")]),
        T.player(3, "Cy", [T.block(2, "b", "0"), T.block(1, "b", "0")]),
    ])

    @Test func everyImportedIDComesFromTheFilesGenerator() throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        let record = try TRF.readTournament(Self.report)
        let (tournament, state) = try database.importTournament(
            name: "Club", record: record, settings: TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds))
        #expect(state.entries.count == 3 && state.rounds.count == 2)
        let counted = try Regex("^00000000-0000-0000-0000-[0-9a-f]{12}$")
        try database.read { db in
            let ids = try String.fetchAll(db, sql: #"SELECT "id" FROM "tournaments""#)
                + String.fetchAll(db, sql: #"SELECT "id" FROM "tournamentEntries""#)
                + String.fetchAll(db, sql: #"SELECT "id" FROM "tournamentTables""#)
                + String.fetchAll(db, sql: #"SELECT "pairing" FROM "tournamentTables""#)
                + String.fetchAll(db, sql: #"SELECT "pairing" FROM "tournamentByes""#)
            #expect(ids.count == 1 + 3 + 2 + 2 + 2)
            for id in ids { #expect(id.wholeMatch(of: counted) != nil, "\(id) is not the file generator's") }
            #expect(ids.contains(tournament.id.lowercasedString))
        }
    }
}
