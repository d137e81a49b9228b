import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Adding a known person to a new game: the add-player prompt completes people's names (most
/// recently played first, Tab going through them, their colour shown), the name links the new
/// player to the person, and their last photo is offered and copied byte for byte.
@MainActor
@Suite struct KnownPeopleTests {
    let database: AppDatabase
    let app: AppModel
    let game: GameModel

    init() throws {
        database = try pinnedDatabase()
        try seedPeople(database)
        let darts = try database.at(pinnedNow).createGame(title: "Darts")
        app = AppModel(database: database, size: TerminalSize(columns: 64, rows: 16), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(darts.id)
        game = try #require(app.game)
    }

    var field: String? { game.destination?.prompt?.field.text }

    /// `a`: the prompt opens at once; the known people are read off the main actor and join it.
    func openAddPlayer() async {
        app.handle(.key(.character("a")))
        let game = self.game
        #expect(await waitUntil {
            if case .addPlayer(_, let completion)? = game.destination { !completion.people.isEmpty } else { false }
        }, "the known people arrive")
    }

    /// The player added with `name`, once the database has it.
    func added(_ name: String) async throws -> Player.ID {
        let game = self.game
        #expect(await waitUntil { game.players.contains { $0.player.name == name } }, "\(name) arrives")
        return try #require(game.players.first { $0.player.name == name }).id
    }

    @Test func tabGoesThroughKnownPeopleMostRecentlyPlayedFirst() async throws {
        await openAddPlayer()
        #expect(app.keyTable == .addPlayerPrompt)
        assertSnapshot(render(app, size: app.size), named: "add-player-people")
        // Ann and Bo played last (mini golf), then Dee (poker), then Cy (Hearts).
        var seen: [String] = []
        for _ in 0..<5 {
            app.handle(.key(.tab))
            seen.append(field ?? "")
        }
        #expect(seen == ["Ann", "Bo", "Dee", "Cy", "Ann"])
        assertSnapshot(render(app, size: app.size), named: "add-player-links")

        // Typing starts again from what is typed: "d" completes to Dee only.
        app.handle(.key(.control("u")))
        app.type("d")
        assertSnapshot(render(app, size: app.size), named: "add-player-completion")
        app.handle(.key(.tab))
        #expect(field == "Dee")
        app.handle(.key(.tab))
        #expect(field == "Dee")
        app.handle(.key(.enter))
        let player = try await added("Dee")
        #expect(try database.personID(ofPlayer: player) == (try database.resolvePerson("Dee").id))
    }

    @Test func aNameThatMatchesAPersonLinksToThemAndANewNameMakesOne() async throws {
        await openAddPlayer()
        app.type("  ann ")
        #expect(render(app, size: app.size).text.contains("Links to"))
        app.handle(.key(.enter))
        let ann = try await added("ann")
        #expect(try database.personID(ofPlayer: ann) == (try database.resolvePerson("Ann").id))

        await openAddPlayer()
        app.type("Eve")
        #expect(render(app, size: app.size).text.contains("A new person"))
        app.handle(.key(.enter))
        let eve = try await added("Eve")
        let people = try database.fetchPeople()
        #expect(people.map(\.name).contains("Eve") && people.count == 5)
        #expect(try database.personID(ofPlayer: eve) == people.first { $0.name == "Eve" }?.id)
    }

    @Test func aKnownPersonsLastPhotoIsOfferedAndCopied() async throws {
        // Ann's photo from poker night, and an older one from the first Hearts.
        let poker = try #require(try database.fetchGameSummaries().first { $0.game.title == "Poker" })
        let hearts = try #require(try database.fetchGameSummaries().first { $0.game.title == "Hearts" })
        let pokerAnn = try #require(try database.fetchPlayerRows(gameID: poker.id).first { $0.player.name == "Ann" }).id
        let heartsAnn = try #require(try database.fetchPlayerRows(gameID: hearts.id).first { $0.player.name == "Ann" }).id
        let bytes = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try database.savePhoto(playerID: heartsAnn, imageData: Data([1, 2, 3]), thumbnailData: nil)
        try database.savePhoto(playerID: pokerAnn, imageData: bytes, thumbnailData: Data([9, 9]))

        app.handle(.key(.character("a")))
        app.type("Ann")
        app.handle(.key(.enter))
        let ann = try await added("Ann")
        let game = self.game
        #expect(await waitUntil { if case .confirmLastPhoto? = game.destination { true } else { false } }, "the offer")
        #expect(app.keyTable == .confirmation)
        #expect(render(app, size: app.size).text.contains("Use Ann's last photo?"))
        app.handle(.key(.character("y")))
        #expect(await waitUntil { (try? database.fetchPhotoData(playerID: ann)) == bytes }, "the photo is copied")
        #expect(try database.fetchThumbnailData(playerID: ann) == Data([9, 9]))
        // The original stays, byte for byte.
        #expect(try database.fetchPhotoData(playerID: pokerAnn) == bytes)

        // Bo has no photo: no offer. Declining Ann's again leaves the new player without one.
        app.handle(.key(.character("a")))
        app.type("Bo")
        app.handle(.key(.enter))
        _ = try await added("Bo")
        #expect(game.destination == nil)
        app.handle(.key(.character("a")))
        app.type("ANN")
        app.handle(.key(.enter))
        let second = try await added("ANN")
        #expect(await waitUntil { if case .confirmLastPhoto? = game.destination { true } else { false } }, "the offer")
        app.handle(.key(.character("n")))
        #expect(game.destination == nil)
        #expect(try database.fetchPhotoData(playerID: second) == nil)
    }
}
