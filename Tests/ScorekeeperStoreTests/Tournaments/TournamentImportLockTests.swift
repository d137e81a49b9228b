import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// A report's import reads the file without the write lock and holds it only for its final
/// transaction: another program's write goes through while the import reads, and the final
/// transaction repeats the import's checks against the file as that write left it.
@Suite struct TournamentImportLockTests {
    typealias T = TRFText

    static let report = T.report(["XXR 2"], [
        T.player(1, "Ann", [T.block(2, "w", "1")]),
        T.player(2, "Bo", [T.block(1, "b", "0")]),
    ])

    static func state(_ text: String = report) throws -> TournamentState {
        let record = try TRF.readTournament(text)
        return TournamentState.imported(record: record, settings: TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds)) { UUID() }
    }

    /// Two commands on one file, as `tournament import` and `player score` would open it.
    static func twoCommands(_ directory: TemporaryFolder) throws -> (importing: AppDatabase, other: AppDatabase) {
        let location = DatabaseLocation(path: directory.file("club.sqlite"), isDefault: false)
        // The file is made first, as it would be by an earlier command.
        _ = try AppDatabase.open(location)
        return (try AppDatabase.openForCommand(location), try AppDatabase.openForCommand(location))
    }

    @Test func aScoreWrittenWhileTheImportReadsGoesThrough() throws {
        let directory = try TemporaryFolder()
        let (importing, other) = try Self.twoCommands(directory)
        let game = try other.createGame(title: "Hearts")
        let player = try other.addPlayer(gameID: game.id, name: "Cy")
        var scoredMeanwhile: Result<Int, any Error>?
        let tournament = try importing.importTournament(name: "Club", state: try Self.state()) {
            scoredMeanwhile = Result { try other.changeScore(playerID: player.id, by: 5) }
        }
        #expect(try #require(scoredMeanwhile).get() == 5)
        let snapshot = try other.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.entries.map(\.name) == ["Ann", "Bo"])
        #expect(try other.fetchPlayer(id: player.id)?.score == 5)
        #expect(try other.invariantViolations().isEmpty)
    }

    @Test func aNameTakenWhileTheImportReadsIsRefusedAndNothingIsWritten() throws {
        let directory = try TemporaryFolder()
        let (importing, other) = try Self.twoCommands(directory)
        let refusal = try #require(throws: ScorekeeperError.self) {
            try importing.importTournament(name: "Club", state: try Self.state()) {
                _ = try other.createTournament(name: "club", settings: TournamentSettings(format: .swiss))
            }
        }
        #expect(refusal.description.contains("A tournament is named 'Club' already"), "\(refusal)")
        let names = try other.read { db in try String.fetchAll(db, sql: #"SELECT "name" FROM "tournaments""#) }
        #expect(names == ["club"])
        #expect(try other.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentEntries""#) } == 0)
        #expect(try other.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "people""#) } == 0)
    }

    @Test func aPersonAddedWhileTheImportReadsIsTheOneTheEntrantIsLinkedTo() throws {
        let directory = try TemporaryFolder()
        let (importing, other) = try Self.twoCommands(directory)
        var ann: Person.ID?
        let tournament = try importing.importTournament(name: "Club", state: try Self.state()) {
            let game = try other.createGame(title: "Hearts")
            let player = try other.addPlayer(gameID: game.id, name: "Ann")
            ann = try other.personID(ofPlayer: player.id)
        }
        let entries = try other.fetchTournamentSnapshot(id: tournament.id).state.entries
        #expect(entries.first { $0.name == "Ann" }?.personID == (try #require(ann)))
        let annCount = try other.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "people" WHERE "name" = 'Ann'"#) }
        #expect(annCount == 1)
    }
}
