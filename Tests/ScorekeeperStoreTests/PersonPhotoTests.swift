import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

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
}
