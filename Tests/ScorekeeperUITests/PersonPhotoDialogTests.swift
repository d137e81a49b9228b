import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The "Player photo" dialog with people's photos: its choices in each state (a person with a
/// photo, one without, no person), "Use Ann's photo" and its undo, "Make it Ann's photo", and the
/// viewer showing the person's photo for a player without one.
@MainActor
@Suite final class PersonPhotoDialogTests {
    let database: AppDatabase
    let app: AppModel
    let ids: [(game: Game.ID, players: [Player.ID])]
    let blobSr: Player.ID
    let person: Person.ID
    static let own = Data([1, 2, 3])
    static let persons = Data([7, 7, 7, 7])

    init() throws {
        database = try pinnedDatabase()
        ids = try seed(database, sampleGames)
        blobSr = ids[0].players[1]
        person = try #require(try database.personID(ofPlayer: blobSr))
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(ids[0].game)
    }

    var game: GameModel { app.game! }

    func waitForRow(_ matches: @escaping (PlayerRow) -> Bool) async -> Bool {
        let (game, id) = (self.game, blobSr)
        return await waitUntil { game.players[id: id].map { matches($0.row) } == true }
    }

    @Test func choicesFollowThePhotosThereAre() {
        let player = Player(id: blobSr, gameID: ids[0].game, name: "Bo", score: 0, createdAt: pinnedNow)
        let own = PlayerRow(player: player, hasPhoto: true)
        let both = PlayerRow(player: player, hasPhoto: true, hasPersonPhoto: true)
        #expect(PhotoDialogChoice.choices(for: both, personName: "Ann") == [.selectNewPhoto, .usePersonPhoto, .cancel])
        #expect(PhotoDialogChoice.choices(for: own, personName: "Ann") == [.selectNewPhoto, .makePersonPhoto, .removePhoto, .cancel])
        #expect(PhotoDialogChoice.choices(for: own, personName: nil) == [.selectNewPhoto, .removePhoto, .cancel])
        #expect(PhotoDialogChoice.usePersonPhoto.title(personName: "Ann") == "Use Ann's photo")
        #expect(PhotoDialogChoice.makePersonPhoto.title(personName: "Ann") == "Make it Ann's photo")
        // A long name is cut so the title fits the dialog.
        let long = PhotoDialogChoice.makePersonPhoto.title(personName: String(repeating: "Bartholomew ", count: 4))
        #expect(DisplayWidth.of(long) <= PhotoDialogChoice.dialogWidth - 6)
        #expect(long.hasSuffix("…'s photo"))
    }

    @Test func withThePersonsPhotoTheDialogOffersToUseItAndUndoPutsTheirsBack() async throws {
        try database.savePhoto(playerID: blobSr, imageData: Self.own, thumbnailData: nil)
        try database.savePersonPhoto(personID: person, imageData: Self.persons, thumbnailData: nil)
        #expect(await waitForRow { $0.hasPhoto && $0.hasPersonPhoto }, "both photo flags arrive")
        app.handle(.key(.character("p")))
        #expect(game.destination == .photoDialog(blobSr, .selectNewPhoto))
        #expect(game.photoDialogChoices(for: blobSr) == [.selectNewPhoto, .usePersonPhoto, .cancel])
        #expect(app.keyTable == .photoDialog(offering: [.selectNewPhoto, .usePersonPhoto, .cancel]))
        #expect(app.keyTable.keyBarBindings.contains { $0.action == .personPhotoChoice })
        #expect(!app.keyTable.keyBarBindings.contains { $0.action == .removePhoto })

        app.handle(.key(.down))
        #expect(game.destination == .photoDialog(blobSr, .usePersonPhoto))
        app.handle(.key(.enter))
        await game.settle()
        #expect(try database.fetchPhotoData(playerID: blobSr) == nil)
        #expect(try database.fetchShownPhotoData(playerID: blobSr) == Self.persons)
        #expect(app.status?.text == "Blob Sr now shows their photo from People · u puts this game's back.")

        app.handle(.key(.character("u")))
        await game.settle()
        #expect(try database.fetchPhotoData(playerID: blobSr) == Self.own)
        #expect(try database.fetchPersonPhotoData(personID: person) == Self.persons, "the person's photo stays")
    }

    @Test func withAPersonWithoutAPhotoTheDialogOffersToMakeItTheirs() async throws {
        try database.savePhoto(playerID: blobSr, imageData: Self.own, thumbnailData: Data([9]))
        #expect(await waitForRow { $0.hasPhoto }, "the photo flag arrives")
        app.handle(.key(.character("p")))
        #expect(game.photoDialogChoices(for: blobSr) == [.selectNewPhoto, .makePersonPhoto, .removePhoto, .cancel])
        app.handle(.key(.character("o")))
        #expect(game.destination == nil)
        await game.settle()
        #expect(try database.fetchPersonPhotoData(personID: person) == Self.own)
        #expect(try database.fetchPhotoData(playerID: blobSr) == nil, "the player shows it through the person")
        #expect(app.status?.text == "Blob Sr's photo now shows in every game of theirs without one.")
        #expect(await waitForRow { !$0.hasPhoto && $0.hasPersonPhoto }, "the row shows the person's photo")
    }

    @Test func withoutAPersonTheDialogIsAsBefore() async throws {
        try database.deletePerson(id: person)
        try database.savePhoto(playerID: blobSr, imageData: Self.own, thumbnailData: nil)
        #expect(await waitForRow { $0.hasPhoto }, "the photo flag arrives")
        let game = self.game
        #expect(await waitUntil { game.linkedPeople[self.blobSr] == nil }, "the link is gone")
        app.handle(.key(.character("p")))
        #expect(game.photoDialogChoices(for: blobSr) == [.selectNewPhoto, .removePhoto, .cancel])
        #expect(!app.keyTable.bindings.contains { $0.action == .personPhotoChoice })
        app.handle(.key(.character("o")))
        #expect(game.destination == .photoDialog(blobSr, .selectNewPhoto), "o offers nothing here")
        app.handle(.key(.character("r")))
        await game.settle()
        #expect(try database.fetchPhotoData(playerID: blobSr) == nil)
    }

    @Test func aPlayerShowingOnlyThePersonsPhotoGetsThePickerAndTheViewerShowsIt() async throws {
        try database.savePersonPhoto(personID: person, imageData: Self.persons, thumbnailData: nil)
        #expect(await waitForRow { !$0.hasPhoto && $0.hasPersonPhoto }, "the person's photo flag arrives")
        app.handle(.key(.character("v")))
        #expect(game.destination?.viewer?.playerID == blobSr, "the viewer opens on the person's photo")
        await game.settle()
        // The fake services cannot draw three bytes: the viewer got as far as drawing them.
        guard case .failed(let reason)? = game.destination?.viewer?.content else {
            Issue.record("the viewer should have tried to draw the person's photo")
            return
        }
        #expect(!reason.contains("no photo"))
        app.handle(.key(.character("z")))

        app.handle(.key(.character("p")))
        #expect(game.destination?.picker?.playerID == blobSr)
        #expect(app.status?.text == "The photo picked is Blob Sr's in this game only.")
        await game.settle()
    }
}
