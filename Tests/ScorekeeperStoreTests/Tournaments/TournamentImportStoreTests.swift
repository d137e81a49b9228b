import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A report written into the store: every entrant linked to a person of their own, their FIDE
/// IDs kept and read back, names shown apart where two share one, and an entrant named by a
/// shared name refused until a pairing number or FIDE ID chooses.
@Suite struct TournamentImportStoreTests {
    typealias T = TRFText

    /// Two Anns told apart by their FIDE IDs, and Bo, who played the second.
    static let twoAnns = T.report(["XXR 3"], [
        T.player(1, "Ann", fide: "1503014", [T.block(nil, "-", "U")]),
        T.player(2, "Ann", fide: "2000001", [T.block(3, "w", "=")]),
        T.player(3, "Bo", [T.block(2, "b", "=")]),
    ])

    static func imported(_ text: String, into database: AppDatabase, name: String) throws -> TournamentSnapshot {
        let record = try TRF.readTournament(text)
        let state = TournamentState.imported(record: record, settings: TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds)) { UUID() }
        let tournament = try database.importTournament(name: name, state: state)
        return try database.fetchTournamentSnapshot(id: tournament.id)
    }

    @Test func twoEntrantsOfOneNameAreTwoPeopleAndKeepTheirFIDEIDs() throws {
        let database = try AppDatabase.empty()
        // Someone named Ann plays already: the first Ann of the report is linked to her.
        let game = try database.createGame(title: "Hearts")
        let player = try database.addPlayer(gameID: game.id, name: "Ann")
        let known = try #require(try database.personID(ofPlayer: player.id))
        let snapshot = try Self.imported(Self.twoAnns, into: database, name: "Club")
        let entries = snapshot.state.entries
        #expect(entries.map(\.fideID) == [1_503_014, 2_000_001, nil])
        #expect(entries[0].personID == known && entries[1].personID != known)
        let people = try database.read { db in try AppDatabase.people(db) }
        #expect(people.filter { $0.name == "Ann" }.count == 2)
        #expect(Set(entries.compactMap(\.personID)).count == 3)
        // Imported again, each Ann is the person her FIDE ID was linked to.
        let again = try Self.imported(Self.twoAnns, into: database, name: "Club again")
        #expect(again.state.entries.map(\.personID) == entries.map(\.personID))
        #expect(try database.read { db in try AppDatabase.people(db) }.filter { $0.name == "Ann" }.count == 2)
        // Its report writes the FIDE IDs back.
        #expect(snapshot.state.record.entrants.map(\.fideID) == [1_503_014, 2_000_001, nil])
    }

    @Test func aNameTwoEntrantsShareIsShownWithTheirFIDEIDsAndChoosesNeither() throws {
        let database = try AppDatabase.empty()
        let state = try Self.imported(Self.twoAnns, into: database, name: "Club").state
        #expect(state.entries.map(state.displayName(of:)) == ["Ann (FIDE 1503014)", "Ann (FIDE 2000001)", "Bo"])
        #expect(state.entries.map { state.displayNames[$0.id] } == ["Ann (FIDE 1503014)", "Ann (FIDE 2000001)", "Bo"])
        let refusal = try #require(throws: ScorekeeperError.self) { try AppDatabase.resolveEntry(state, "ann") }
        #expect(refusal.description.contains("number 1 (FIDE 1503014), number 2 (FIDE 2000001)"), "\(refusal)")
        #expect(try AppDatabase.resolveEntry(state, "2").fideID == 2_000_001)
        #expect(try AppDatabase.resolveEntry(state, "1503014").pairingNumber == 1)
        #expect(try AppDatabase.resolveEntry(state, "Ann (FIDE 2000001)").pairingNumber == 2)
        #expect(try AppDatabase.resolveEntry(state, "bo").pairingNumber == 3)
    }

    /// Without a FIDE ID, a shared name is told apart by the pairing number (two such entrants
    /// come only from elsewhere than a report, which refuses them).
    @Test func anEntrantWithoutFIDEIDIsToldApartByPairingNumber() {
        let entries = [TournamentEntry(id: .init(UUID()), name: "Ann", pairingNumber: 1),
                       TournamentEntry(id: .init(UUID()), name: " ann", pairingNumber: 2, fideID: 7),
                       TournamentEntry(id: .init(UUID()), name: "Bo", pairingNumber: 3)]
        let state = TournamentState(name: "Club", settings: TournamentSettings(format: .swiss), entries: entries, rounds: [])
        #expect(entries.map(state.displayName(of:)) == ["Ann (number 1)", " ann (FIDE 7)", "Bo"])
        #expect(TournamentEntry.mayBeOnePerson("Ann", nil, "ann", 7))
        #expect(!TournamentEntry.mayBeOnePerson("Ann", 1, "ann", 7))
        #expect(TournamentEntry.mayBeOnePerson("Ann", 7, "Bo", 7))
        #expect(!TournamentEntry.mayBeOnePerson("Ann", nil, "Bo", nil))
    }
}
