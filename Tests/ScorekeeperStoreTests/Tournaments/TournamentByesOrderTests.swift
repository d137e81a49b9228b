import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A round's byes are written in one order, their entries' ids, however the round holds them:
/// the same report imported twice gives the same rows in the same order with the same sync
/// versions, as pairing a round does.
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
                let rows = try Row.fetchAll(db, sql: #"SELECT "entryID", "syncVersion" FROM "tournamentByes" ORDER BY rowid"#)
                let ids = rows.map { $0["entryID"] as String }
                #expect(ids.count == 8)
                #expect(ids == ids.sorted(), "written in the order \(ids)")
                let versions = rows.map { $0["syncVersion"] as Int }
                #expect(versions == versions.sorted() && Set(versions).count == versions.count, "\(versions)")
            }
        }
    }
}
