import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// People on every copy: copies migrated apart make the same people by name, and moving a player,
/// merging, renaming and recolouring people converge through a sync.
@Suite struct PeopleSyncTests {
    static let gameA = "00000000-0000-4000-8000-00000000000a"
    static let gameB = "00000000-0000-4000-8000-00000000000b"

    /// A file at the schema before people, with players named alike in several spellings.
    static func makeOldFile(at path: String) throws {
        let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
        try Schema.migrator.migrate(queue, upTo: "sync registers")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO games (id, title, createdAt, updatedAt) VALUES
                  ('\(gameA)', 'Hearts', '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000'),
                  ('\(gameB)', 'Hearts · 2', '2026-01-02 10:00:00.000', '2026-01-02 10:00:00.000');
                INSERT INTO players (id, gameID, name, score, createdAt) VALUES
                  ('00000000-0000-4000-9000-000000000001', '\(gameA)', 'Ann', 0, '2026-01-01 10:00:01.000'),
                  ('00000000-0000-4000-9000-000000000002', '\(gameA)', 'Bo', 0, '2026-01-01 10:00:02.000'),
                  ('00000000-0000-4000-9000-000000000003', '\(gameB)', '  ANN ', 0, '2026-01-02 10:00:01.000'),
                  ('00000000-0000-4000-9000-000000000004', '\(gameB)', 'bo', 0, '2026-01-02 10:00:02.000'),
                  ('00000000-0000-4000-9000-000000000005', '\(gameB)', 'Bob', 0, '2026-01-02 10:00:03.000'),
                  ('00000000-0000-4000-9000-000000000006', '\(gameB)', 'Åsa', 0, '2026-01-02 10:00:04.000'),
                  ('00000000-0000-4000-9000-000000000007', '\(gameA)', 'åSA', 0, '2026-01-01 10:00:05.000');
                """)
        }
        try queue.close()
    }

    @Test func theMigrationGivesEveryPlayerAPersonOnePerNameIgnoringCaseAndSurroundingSpaces() throws {
        let folder = try TemporaryFolder()
        let paths = [folder.file("a.sqlite"), folder.file("b.sqlite")]
        for path in paths { try Self.makeOldFile(at: path) }
        let copies = try paths.map { try AppDatabase.open(DatabaseLocation(path: $0, isDefault: false)) }
        let database = copies[0]
        let links = try database.read { db in
            try Dictionary(uniqueKeysWithValues: Row.fetchAll(db, sql: #"SELECT "name", "personID" FROM "players""#).map {
                ($0["name"] as String, $0["personID"] as String?)
            })
        }
        #expect(links.values.allSatisfy { $0 != nil })
        #expect(links["Ann"] == links["  ANN "])
        #expect(links["Bo"] == links["bo"])
        #expect(links["Åsa"] == links["åSA"])
        #expect(links["Bob"] != links["Bo"] && links["Ann"] != links["Bo"])
        let people = try database.fetchPeople()
        #expect(people.count == 4)
        // Each person takes the name of their earliest player, trimmed.
        #expect(Set(people.map(\.name)) == ["Ann", "Bo", "Bob", "åSA"])
        // Copies migrated apart made the same people: a sync between them moves nothing.
        let report = try Synchronizer.run(LocalSyncPeer(database: copies[0]), LocalSyncPeer(database: copies[1]))
        #expect(report.sent.isEmpty && report.received.isEmpty)
        #expect(try Set(copies[1].fetchPeople().map(\.id)) == Set(people.map(\.id)))
    }

    @Test func movingAPlayerAndMergingPeopleFixWrongLinksOnEveryCopy() throws {
        let here = try AppDatabase.empty()
        let there = try AppDatabase.empty()
        let game = try here.createGame(title: "Hearts")
        let ann = try here.addPlayer(gameID: game.id, name: "Ann")
        let annie = try here.addPlayer(gameID: game.id, name: "Annie")
        let bo = try here.addPlayer(gameID: game.id, name: "Bo")
        try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there))
        let annID = try #require(try here.personID(ofPlayer: ann.id))
        let annieID = try #require(try here.personID(ofPlayer: annie.id))
        let boID = try #require(try here.personID(ofPlayer: bo.id))
        // Another copy adds Annie to a game of its own before it hears of the merge.
        let other = try there.createGame(title: "Poker")
        let annieThere = try there.addPlayer(gameID: other.id, name: "annie")
        #expect(try there.personID(ofPlayer: annieThere.id) == annieID)
        #expect(try here.mergePeople(from: annieID, into: annID) == 1)
        #expect(try here.personID(ofPlayer: annie.id) == annID)
        #expect(try here.fetchPeople().map(\.id).contains(annieID) == false)
        #expect(throws: ScorekeeperError.self) { try here.mergePeople(from: annieID, into: boID) }
        #expect(throws: ScorekeeperError.self) { try here.mergePeople(from: annID, into: annID) }
        try here.movePlayer(id: bo.id, toPerson: annID)
        #expect(try here.personID(ofPlayer: bo.id) == annID)
        try here.movePlayer(id: bo.id, toPerson: boID)
        try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there))
        // The merge travelled as a tombstone pointing to Ann: the other copy's Annie follows it.
        #expect(try there.personID(ofPlayer: annieThere.id) == annID)
        #expect(try here.personID(ofPlayer: annieThere.id) == annID)
        #expect(try SyncConvergenceTests.content(of: here) == SyncConvergenceTests.content(of: there))
        let settled = try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there))
        #expect(settled.sent.isEmpty && settled.received.isEmpty)
    }

    @Test func peopleRenamedAndRecolouredOnTwoCopiesConverge() throws {
        let here = try AppDatabase.empty()
        let there = try AppDatabase.empty().withWallClock(.offset(by: 3600))
        let game = try here.createGame(title: "Hearts")
        let ann = try here.addPlayer(gameID: game.id, name: "Ann")
        // Made apart under the same name: one person once synced.
        let poker = try there.createGame(title: "Poker")
        _ = try there.addPlayer(gameID: poker.id, name: "ANN")
        try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there))
        #expect(try here.fetchPeople().count == 1 && there.fetchPeople().count == 1)
        let id = try #require(try here.personID(ofPlayer: ann.id))
        try here.renamePerson(id: id, name: "Ann B.")
        try there.setColour(personID: id, .teal)
        try there.renamePerson(id: id, name: "Annie")
        try Synchronizer.run(LocalSyncPeer(database: there), LocalSyncPeer(database: here))
        // The later stamp wins (the other copy's clock is an hour ahead).
        #expect(try here.fetchPeople().map(\.name) == ["Annie"])
        #expect(try here.fetchPeople().map(\.colour) == [.teal])
        #expect(try SyncConvergenceTests.content(of: here) == SyncConvergenceTests.content(of: there))
        #expect(throws: ScorekeeperError.self) { try PersonColour.parse("mauve") }
    }
}
