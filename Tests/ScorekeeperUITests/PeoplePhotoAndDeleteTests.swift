import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The People screen's `p` and `d`: a person's own photo chosen in the picker, the "Person photo"
/// dialog and its remove (undone by `u`), and deleting a person after a question in the command
/// line's words, each checked against the file.
@MainActor
@Suite final class PeoplePhotoAndDeleteTests {
    let database: AppDatabase
    let app: AppModel
    let folder = "/pictures"

    init() throws {
        database = try pinnedDatabase()
        try seedPeople(database)
        var files = FakePhotos()
        files.addFile(folder + "/ann.png", FakePhotos.picture)
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: files.services,
                       workingDirectory: folder)
        app.start()
    }

    func openPeople(selecting name: String) async throws -> (PeopleModel, Person.ID) {
        app.handle(.key(.character("P")))
        let people = try #require(app.people)
        #expect(await waitUntil { people.hasLoaded }, "the statistics arrive")
        let row = try #require(people.list.rows.first { $0.person.name == name })
        people.list.select(row.id)
        return (people, row.id)
    }

    @Test func withoutAPhotoTheKeyOpensThePickerForThePerson() async throws {
        let (people, ann) = try await openPeople(selecting: "Ann")
        #expect(KeyTable.people.keyBarBindings.contains { $0.action == .personPhoto })
        app.handle(.key(.character("p")))
        let picker = try #require(people.destination?.picker)
        #expect(picker.owner == .person(ann))
        #expect(picker.personID == ann && picker.playerID == nil)
        #expect(app.keyTable == .photoPicker)
        await people.settle()
        #expect(people.destination?.picker?.selectedEntry?.name == "ann.png")
        app.handle(.key(.enter))
        await people.settle()
        #expect(people.destination == nil)
        #expect(app.status?.text == "Photo attached to Ann.")
        #expect(try database.fetchPersonPhotoData(personID: ann) == FakePhotos.picture)
        #expect(await waitUntil { people.peopleWithPhotos.contains(ann) }, "the photo flag arrives")
    }

    @Test func removeFromThePersonPhotoDialogAndUndo() async throws {
        let (people, ann) = try await openPeople(selecting: "Ann")
        let bytes = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try database.savePersonPhoto(personID: ann, imageData: bytes, thumbnailData: Data([4, 4]))
        #expect(await waitUntil { people.peopleWithPhotos.contains(ann) }, "the photo flag arrives")
        app.handle(.key(.character("p")))
        #expect(people.destination == .photoDialog(ann, .selectNewPhoto))
        #expect(app.keyTable == .photoDialog(offering: PhotoDialogChoice.personChoices, title: "Person photo"))
        app.handle(.key(.down))
        #expect(people.destination == .photoDialog(ann, .removePhoto))
        app.handle(.key(.enter))
        #expect(people.destination == nil)
        await people.settle()
        #expect(try database.fetchPersonPhotoData(personID: ann) == nil)
        #expect(app.status?.text == "Removed Ann's photo · u puts it back.")

        app.handle(.key(.character("u")))
        await people.settle()
        #expect(app.status?.text == "Put Ann's photo back.")
        #expect(try database.fetchPersonPhotoData(personID: ann) == bytes)
        #expect(try database.fetchPersonThumbnailData(personID: ann) == Data([4, 4]))

        // Anything done in between ends it.
        app.handle(.key(.character("p")))
        app.handle(.key(.character("r")))
        await people.settle()
        app.handle(.key(.character("s")))
        app.handle(.key(.character("u")))
        await people.settle()
        #expect(try database.fetchPersonPhotoData(personID: ann) == nil)
    }

    @Test func selectNewPhotoOpensThePickerForThePerson() async throws {
        let (people, bo) = try await openPeople(selecting: "Bo")
        try database.savePersonPhoto(personID: bo, imageData: Data([1]), thumbnailData: nil)
        #expect(await waitUntil { people.peopleWithPhotos.contains(bo) }, "the photo flag arrives")
        app.handle(.key(.character("p")))
        app.handle(.key(.character("s")))
        #expect(people.destination?.picker?.owner == .person(bo))
        app.handle(.key(.escape))
        #expect(people.destination == nil)
        await people.settle()
    }

    @Test func deleteAsksInTheCommandLinesWordsAndCancelKeepsThePerson() async throws {
        let (people, bo) = try await openPeople(selecting: "Bo")
        app.handle(.key(.character("d")))
        await people.settle()
        let expected = PersonDeletion.unlinks(players: 3, games: 3)
        #expect(people.destination == .confirmDelete(bo, name: "Bo", unlinks: expected, .cancel))
        #expect(expected == "3 players in 3 games will be unlinked; the games keep their names and scores.")
        #expect(app.keyTable == .confirmation)
        // Enter on the highlighted Cancel, then n: nothing is deleted.
        app.handle(.key(.enter))
        #expect(people.destination == nil)
        app.handle(.key(.character("d")))
        await people.settle()
        app.handle(.key(.character("n")))
        await people.settle()
        #expect(people.list.rows[id: bo] != nil)
        #expect(try database.personID(ofPlayer: try bosPlayer()) == bo)
    }

    @Test func deleteUnlinksThePlayersAndTheListLosesThePerson() async throws {
        let (people, bo) = try await openPeople(selecting: "Bo")
        app.handle(.key(.character("d")))
        await people.settle()
        app.handle(.key(.character("y")))
        await people.settle()
        #expect(app.status?.text == "Deleted Bo; 3 players unlinked.")
        #expect(await waitUntil { people.list.rows[id: bo] == nil }, "the list loses Bo")
        #expect(try database.personID(ofPlayer: try bosPlayer()) == nil)
        #expect(try database.unlinkCount(personID: bo) == (0, 0))
    }

    /// One of Bo's players (in the first game of Hearts).
    func bosPlayer() throws -> Player.ID {
        try #require(try database.read { db in
            try Player.filter(sql: #""name" = 'Bo'"#).fetchOne(db)?.id
        })
    }
}
