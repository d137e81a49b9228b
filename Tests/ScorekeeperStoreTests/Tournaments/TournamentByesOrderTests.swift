import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A round's byes are written in one order, their entries' ids, however the round holds them
/// (a dictionary's order differs from one to the next), as pairing a round writes them.
@Suite struct TournamentByesOrderTests {
    typealias T = TRFText

    /// Ten entrants: in round 1 two play and eight sit out, with each kind of bye a report holds.
    static let report = T.report(["XXR 3"], [T.player(1, "Ann", [T.block(2, "w", "1")]), T.player(2, "Bo", [T.block(1, "b", "0")])]
        + ["Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo"].enumerated().map { index, name in
            T.player(index + 3, name, [T.block(nil, "-", Array("UHFZ")[index % 4])])
        })

    @Test func byesAreWrittenByEntryIDWhateverTheDictionarysOrder() throws {
        for _ in 0..<3 {
            let database = try AppDatabase.empty()
            let record = try TRF.readTournament(Self.report)
            let (_, state) = try database.importTournament(
                name: "Club", record: record, settings: TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds))
            #expect(state.rounds.first?.byes.count == 8)
            try database.read { db in
                let ids = try String.fetchAll(db, sql: #"SELECT "entryID" FROM "tournamentByes" ORDER BY rowid"#)
                #expect(ids.count == 8)
                #expect(ids == ids.sorted(), "written in the order \(ids)")
            }
        }
    }
}
