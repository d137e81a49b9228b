import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A person's id is derived from their name's key, so "the same name" must be the rule every
/// release made people by: a copy of 0.2.0's file (its people made by the migration's frozen
/// copy of the key) and a file made today, synced, know each person once.
@Suite struct SyncReleasePeopleTests {
    /// Today's file: players named as 0.2.0's file names its people, spelled otherwise but the
    /// same name, and one the old file does not know.
    static let todaysNames = ["ANN", " bo ", "Cy\t", "dee dee", "Fay"]

    /// 0.2.0's file, kept with the store's tests of the releases' schemas.
    static let releaseFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ScorekeeperStoreTests/Fixtures/Schema/release-0.2.0.sqlite")

    @Test func aFileOf020AndOneOfTodayKnowEachPersonOnce() throws {
        let folder = try TemporaryFolder("release-people")
        let path = folder.file("release-0.2.0.sqlite")
        try FileManager.default.copyItem(atPath: Self.releaseFile.path,
                                         toPath: path)
        let old = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let today = try AppDatabase.open(DatabaseLocation(path: folder.file("today.sqlite"), isDefault: false))
        let game = try today.createGame(title: "Rummy")
        for name in Self.todaysNames { try today.addPlayer(gameID: game.id, name: name) }

        try Synchronizer.run(LocalSyncPeer(database: old), LocalSyncPeer(database: today))

        for copy in [old, today] {
            try copy.read { db in
                let people = try AppDatabase.people(db)
                let keys = people.map { PersonName.key($0.name) }
                #expect(keys.count == Set(keys).count, "a name's person twice: \(people.map(\.name))")
                #expect(Set(keys) == ["ann", "bo", "cy", "dee dee", "fay"])
                // Every player is linked to the one live person of their name.
                let players = try Row.fetchAll(db, sql: #"SELECT "name", "personID" FROM "players""#)
                #expect(players.count == 5 + Self.todaysNames.count)
                for player in players {
                    let person = try #require(people.first { $0.id.lowercasedString == player["personID"] as String? })
                    #expect(PersonName.same(person.name, player["name"]))
                }
                #expect(try AppDatabase.invariantViolations(db).isEmpty)
            }
        }
    }
}
