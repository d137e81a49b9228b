import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A person's own photo: stored as the user's bytes, shown by every player of theirs without a
/// photo of its own, removed and put back; deleting a person unlinks their players.
@Suite struct PersonPhotoTests {
    static let photo = Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) })

    @Test func aPersonsPhotoIsTheirBytesAndShowsWhereAPlayerHasNoneOfItsOwn() throws {
        let database = try AppDatabase.empty()
        let first = try database.createGame(title: "Hearts")
        let second = try database.createGame(title: "Uno")
        let ann = try database.addPlayer(gameID: first.id, name: "Ann")
        let annAgain = try database.addPlayer(gameID: second.id, name: "ann")
        let bo = try database.addPlayer(gameID: second.id, name: "Bo")
        let person = try #require(try database.personID(ofPlayer: ann.id))
        #expect(try database.personID(ofPlayer: annAgain.id) == person)

        try database.savePersonPhoto(personID: person, imageData: Self.photo, thumbnailData: Data([9, 9]))
        #expect(try database.fetchPersonPhotoData(personID: person) == Self.photo)
        #expect(try database.fetchPersonThumbnailData(personID: person) == Data([9, 9]))
        let rows = try database.fetchPlayerRows(gameID: second.id, includeThumbnails: true)
        let annRow = try #require(rows.first { $0.id == annAgain.id })
        let boRow = try #require(rows.first { $0.id == bo.id })
        #expect(!annRow.hasPhoto && annRow.hasPersonPhoto && annRow.showsPhoto && annRow.thumbnail == Data([9, 9]))
        #expect(!boRow.showsPhoto && boRow.thumbnail == nil)
        #expect(try database.read { db in try AppDatabase.thumbnails(db, gameID: second.id) } == [annAgain.id: Data([9, 9])])
        #expect(try database.fetchShownPhotoData(playerID: ann.id) == Self.photo)

        // A player's own photo wins over the person's, in that game only.
        try database.savePhoto(playerID: ann.id, imageData: Data([1, 2, 3]), thumbnailData: Data([7]))
        #expect(try database.read { db in try AppDatabase.thumbnails(db, gameID: first.id) } == [ann.id: Data([7])])
        #expect(try database.fetchShownPhotoData(playerID: ann.id) == Data([1, 2, 3]))
        #expect(try database.fetchShownPhotoData(playerID: annAgain.id) == Self.photo)
        // The offer of the person's last photo to a new player is not made: they show the person's.
        let annThird = try database.addPlayer(gameID: try database.createGame(title: "Golf").id, name: "Ann")
        #expect(try database.lastPhotoPlayer(forPlayer: annThird.id) == nil)
    }

    @Test func removingAPersonsPhotoKeepsItForUndoAndGivesTheBytesBack() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        let person = try #require(try database.personID(ofPlayer: ann.id))
        try database.savePersonPhoto(personID: person, imageData: Self.photo, thumbnailData: nil)
        let removed = try #require(try database.removePersonPhoto(personID: person))
        #expect(removed.owner == .person(person) && removed.imageData == Self.photo && removed.thumbnailData == nil)
        #expect(try database.fetchPersonPhotoData(personID: person) == nil)
        #expect(try database.fetchPlayerRows(gameID: game.id).first?.showsPhoto == false)
        #expect(try database.removePersonPhoto(personID: person) == nil, "nothing left to remove")
        try database.restorePhoto(removed)
        #expect(try database.fetchPersonPhotoData(personID: person) == Self.photo)
    }

    @Test func makingAPlayersPhotoThePersonsMovesTheBytes() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        let person = try #require(try database.personID(ofPlayer: ann.id))
        #expect(throws: ScorekeeperError.self) { try database.makePersonPhoto(fromPlayer: ann.id) }
        try database.savePhoto(playerID: ann.id, imageData: Self.photo, thumbnailData: Data([4]))
        try database.makePersonPhoto(fromPlayer: ann.id)
        #expect(try database.fetchPersonPhotoData(personID: person) == Self.photo)
        #expect(try database.fetchPersonThumbnailData(personID: person) == Data([4]))
        #expect(try database.fetchPhotoData(playerID: ann.id) == nil)
        let row = try #require(try database.fetchPlayerRows(gameID: game.id).first)
        #expect(!row.hasPhoto && row.hasPersonPhoto)
    }

    @Test func deletingAPersonUnlinksTheirPlayersAndKeepsTheGames() throws {
        let database = try AppDatabase.empty()
        let first = try database.createGame(title: "Hearts")
        let second = try database.createGame(title: "Uno")
        let eve = try database.addPlayer(gameID: first.id, name: "Eve", score: 12)
        let eveAgain = try database.addPlayer(gameID: second.id, name: "Eve", score: 3)
        _ = try database.addPlayer(gameID: second.id, name: "Bo")
        let person = try #require(try database.personID(ofPlayer: eve.id))
        try database.savePersonPhoto(personID: person, imageData: Self.photo, thumbnailData: Data([1]))
        #expect(try database.unlinkCount(personID: person) == (players: 2, games: 2))
        #expect(PersonDeletion.unlinks(players: 2, games: 2) == "2 players in 2 games will be unlinked; the games keep their names and scores.")

        #expect(try database.deletePerson(id: person) == 2)
        #expect(try database.personID(ofPlayer: eve.id) == nil && database.personID(ofPlayer: eveAgain.id) == nil)
        #expect(try database.fetchPlayer(id: eve.id)?.name == "Eve" && database.fetchPlayer(id: eve.id)?.score == 12)
        #expect(try database.fetchPlayer(id: eveAgain.id)?.score == 3)
        #expect(try !database.fetchPeople().contains { $0.id == person })
        #expect(try database.fetchPeopleStatistics().figures(of: person) == nil)
        #expect(try database.fetchPersonPhotoData(personID: person) == nil, "the photo goes with the person")
        #expect(throws: ScorekeeperError.self) { try database.resolvePerson("Eve") }
        #expect(throws: ScorekeeperError.self) { try database.deletePerson(id: person) }
        #expect(try database.invariantViolations().isEmpty)
        // The name is free again: a new Eve is a new person.
        let newEve = try database.addPlayer(gameID: try database.createGame(title: "Golf").id, name: "Eve")
        let newPerson = try #require(try database.personID(ofPlayer: newEve.id))
        #expect(newPerson != person)
        #expect(try database.resolvePerson("Eve").id == newPerson)
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
}

/// People's own photos and deleted people across three copies whose clocks are two hours apart
/// each way: photos (a removal put back included) and deletions converge, and a player linked on
/// one copy to a person deleted on another ends unlinked everywhere.
@Suite struct PersonPhotoSyncTests {
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
        let photo = PersonPhotoTests.photo
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
}
