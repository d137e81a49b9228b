import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// People's own photos and deleted people across three copies whose clocks are two hours apart
/// each way: photos (a removal put back included) and deletions converge, and a player linked on
/// one copy to a person deleted on another ends unlinked everywhere; a photo another program
/// writes is stamped for the next sync.
@Suite struct PersonPhotoSyncTests {
    static let photo = Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) })

    static func sync(_ a: AppDatabase, _ b: AppDatabase) throws {
        let report = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        #expect(report.mergedHere.refusedPhotos.isEmpty && report.mergedThere.refusedPhotos.isEmpty)
    }

    @Test func peoplesPhotosAndDeletionsConvergeOnThreeCopies() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let c = try AppDatabase.empty().withWallClock(.offset(by: -7200))
        let game = try a.createGame(title: "Evening")
        let ann = try a.addPlayer(gameID: game.id, name: "Ann")
        let eve = try a.addPlayer(gameID: game.id, name: "Eve")
        let annPerson = try #require(try a.personID(ofPlayer: ann.id))
        let evePerson = try #require(try a.personID(ofPlayer: eve.id))
        let photo = Self.photo
        try a.savePersonPhoto(personID: annPerson, imageData: photo, thumbnailData: Data([2]))
        try a.savePersonPhoto(personID: evePerson, imageData: Data(photo.reversed()), thumbnailData: nil)
        try Self.sync(a, b)
        try Self.sync(a, c)
        for copy in [b, c] {
            #expect(try copy.fetchPersonPhotoData(personID: annPerson) == photo)
            #expect(try copy.fetchPersonThumbnailData(personID: annPerson) == Data([2]))
            #expect(try copy.fetchPlayerRows(gameID: game.id).first { $0.id == ann.id }?.hasPersonPhoto == true)
        }
        // B removes Ann's photo and puts it back after A has seen the removal; C deletes Eve while
        // A, not knowing, links a new player to her.
        let removed = try #require(try b.removePersonPhoto(personID: annPerson))
        try Self.sync(b, a)
        #expect(try a.fetchPersonPhotoData(personID: annPerson) == nil)
        try b.restorePhoto(removed)
        try c.deletePerson(id: evePerson)
        let lateEve = try a.addPlayer(gameID: try a.createGame(title: "Late").id, name: "Eve")
        #expect(try a.personID(ofPlayer: lateEve.id) == evePerson)
        for _ in 0..<2 { try Self.sync(a, b); try Self.sync(b, c); try Self.sync(c, a) }
        for copy in [a, b, c] {
            #expect(try copy.fetchPersonPhotoData(personID: annPerson) == photo)
            #expect(try copy.fetchPersonThumbnailData(personID: annPerson) == Data([2]))
            #expect(try copy.fetchPersonPhotoData(personID: evePerson) == nil)
            #expect(try !copy.fetchPeople().contains { $0.id == evePerson })
            #expect(try copy.personID(ofPlayer: eve.id) == nil)
            #expect(try copy.personID(ofPlayer: lateEve.id) == nil)
            #expect(try copy.fetchPlayer(id: eve.id)?.name == "Eve")
            #expect(try copy.invariantViolations().isEmpty)
        }
        let contents = try [a, b, c].map { try SyncConvergenceTests.content(of: $0) }
        #expect(contents[0] == contents[1] && contents[1] == contents[2])
        let settled = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: c))
        #expect(settled.sent.isEmpty && settled.received.isEmpty)
    }

    @Test func anotherProgramsChangeOfAPersonsPhotoIsStamped() throws {
        let database = try AppDatabase.empty()
        let ann = try database.addPlayer(gameID: try database.createGame(title: "Hearts").id, name: "Ann")
        let person = try #require(try database.personID(ofPlayer: ann.id))
        try database.write { db in
            try db.execute(sql: #"INSERT INTO "personAssets" VALUES (?, ?)"#, arguments: [person, Self.photo])
        }
        let stamp = try database.read { db in try SyncPhotoStamp.fetchOne(db, key: person.lowercasedString) }
        #expect(stamp?.present == true)
        let rows = try database.syncRows(games: [], people: [person.lowercasedString])
        #expect(rows.photoStamps.map(\.sha256) == [PhotoHash.sha256(Self.photo)])
    }

    /// A known person's photo copied to their new player (`KnownPeopleTests`) travels by sync as
    /// any photo does.
    @Test func aPhotoCopiedFromAKnownPersonTravelsBySync() throws {
        let database = try AppDatabase.empty()
        let old = try database.addPlayer(gameID: try database.createGame(title: "Hearts").id, name: "Ann")
        try database.savePhoto(playerID: old.id, imageData: Self.photo, thumbnailData: Data([7, 7]))
        let new = try database.addPlayer(gameID: try database.createGame(title: "Rummy").id, name: "ann")
        #expect(try database.copyPhoto(from: try #require(try database.lastPhotoPlayer(forPlayer: new.id)), to: new.id))
        let copy = try AppDatabase.empty()
        try Self.sync(database, copy)
        #expect(try copy.fetchPhotoData(playerID: new.id) == Self.photo)
        #expect(try copy.fetchThumbnailData(playerID: new.id) == Data([7, 7]))
    }
}
