import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The state store: selection by id, destinations, sorting, and data arriving by observation.
@MainActor
@Suite struct StoreTests {
    let database: AppDatabase
    let app: AppModel

    init() throws {
        database = try pinnedDatabase()
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp")
    }

    @Test func gamesSelectionSurvivesAResort() throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.handle(.key(.down))
        #expect(app.gamesList.list.selectedID == ids[1].game)

        // Most recent → title: Weekly Poker Night moves from second to last, still selected.
        app.handle(.key(.character("s")))
        #expect(app.gamesList.order == .title)
        #expect(app.gamesList.visibleGames.map(\.game.title) == ["Family Game Night", "Mini Golf", "Weekly Poker Night"])
        #expect(app.gamesList.list.selectedID == ids[1].game)
    }

    @Test func selectionSurvivesTheDeletionOfAnotherRow() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.handle(.key(.down))
        try database.deleteGame(id: ids[0].game)
        #expect(await waitUntil { app.gamesList.visibleGames.count == 2 }, "the deletion arrives")
        #expect(app.gamesList.list.selectedID == ids[1].game)
    }

    @Test func whenTheSelectedRowDisappearsItsNeighbourIsSelected() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.handle(.key(.down))
        try database.deleteGame(id: ids[1].game)
        #expect(await waitUntil { app.gamesList.visibleGames.count == 2 }, "the deletion arrives")
        #expect(app.gamesList.list.selectedID == ids[2].game)

        // The last row goes: the previous one takes over.
        try database.deleteGame(id: ids[2].game)
        #expect(await waitUntil { app.gamesList.visibleGames.count == 1 }, "the second deletion arrives")
        #expect(app.gamesList.list.selectedID == ids[0].game)
    }

    @Test func liveUpdateArrivesWithoutInput() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        #expect(game.players.first { $0.id == ids[0].players[0] }?.player.score == 40)

        try database.changeScore(playerID: ids[0].players[0], by: 5)
        #expect(await waitUntil { game.players.first { $0.id == ids[0].players[0] }?.player.score == 45 }, "the new score arrives")
        #expect(game.game?.playerCount == 3)
    }

    @Test func addingAGameSelectsIt() async throws {
        try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("a")))
        #expect(app.gamesList.destination?.prompt?.title == "New game")
        #expect(app.keyTable == .addGamePrompt)
        for character in "Zoë's party" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        #expect(app.gamesList.destination == nil)
        #expect(await waitUntil { app.gamesList.visibleGames.count == 4 }, "the new game arrives")
        #expect(app.gamesList.list.selected?.game.title == "Zoë's party")
    }

    @Test func invalidNameKeepsThePromptOpenWithTheReason() throws {
        try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("a")))
        app.handle(.key(.character(" ")))
        app.handle(.key(.enter))
        #expect(app.gamesList.destination?.prompt?.error == "Title cannot be empty.")
        // Typing again clears the stale reason; Esc closes.
        app.handle(.key(.character("x")))
        #expect(app.gamesList.destination?.prompt?.error == nil)
        app.handle(.key(.escape))
        #expect(app.gamesList.destination == nil)
    }

    @Test func deleteConfirmationIsForTheSelectedIdAndDefaultsToCancel() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("d")))
        #expect(app.gamesList.destination == .confirmDelete(ids[0].game, .cancel))
        #expect(app.gamesList.destination[isPresenting: ids[0].game])
        #expect(!app.gamesList.destination[isPresenting: ids[1].game])

        // Enter on the default button keeps everything.
        app.handle(.key(.enter))
        #expect(app.gamesList.destination == nil)
        #expect(try database.fetchGameSummaries().count == 3)

        app.handle(.key(.character("d")))
        app.handle(.key(.character("y")))
        // The list's observation and the write's own answer (the status) arrive separately, in
        // either order: wait for both.
        #expect(await waitUntil { app.gamesList.visibleGames.count == 2 }, "the deletion arrives")
        #expect(await waitUntil { app.status?.text == "Deleted Family Game Night." }, "the write's status arrives")
    }

    @Test func isPresentingSetterOnlyDismissesItsOwnRow() {
        let mine = Player.ID(UUID())
        let other = Player.ID(UUID())
        var destination: GameDestination? = .confirmDelete(mine, .cancel)
        destination[isPresenting: other] = false
        #expect(destination != nil)
        destination[isPresenting: mine] = true
        #expect(destination == .confirmDelete(mine, .cancel))
        destination[isPresenting: mine] = false
        #expect(destination == nil)
    }

    @Test func playerSortTogglesAndKeepsTheSelection() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        #expect(game.order == .highestFirst)
        #expect(game.players.map(\.player.name) == ["Blob Sr", "Blob Jr", "Blob"])
        #expect(game.list.selectedID == ids[0].players[1])

        // The seats next (given, since the three joined at one moment).
        for (seat, player) in ids[0].players.enumerated() { try database.seatPlayer(id: player, at: seat + 1) }
        app.handle(.key(.character("s")))
        #expect(game.showsSeats)
        #expect(await waitUntil { game.players.map(\.player.name) == ["Blob", "Blob Sr", "Blob Jr"] }, "the seats arrive")
        #expect(game.list.selectedID == ids[0].players[1])
        app.handle(.key(.character("s")))
        #expect(game.order == .lowestFirst && !game.showsSeats)
        #expect(game.players.map(\.player.name) == ["Blob", "Blob Jr", "Blob Sr"])
        #expect(game.list.selectedID == ids[0].players[1])
        app.handle(.key(.character("s")))
        #expect(game.order == .highestFirst && !game.showsSeats)
    }

    @Test func observationStopsWhenAScreenIsNotVisible() throws {
        let ids = try seed(database, sampleGames)
        app.start()
        #expect(app.gamesList.isObserving)
        app.handle(.key(.enter))
        let game = try #require(app.game)
        #expect(game.gameID == ids[0].game)
        #expect(game.isObserving)
        #expect(!app.gamesList.isObserving)

        app.handle(.key(.escape))
        #expect(app.game == nil)
        #expect(!game.isObserving)
        #expect(app.gamesList.isObserving)
    }

    @Test func scoreKeysWriteToTheDatabase() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        let blobSr = ids[0].players[1]
        #expect(game.list.selectedID == blobSr)
        // Each key on its own, each checked in the database and then on screen: a key that
        // wrote nothing (or twice) cannot hide behind another that undoes it.
        for (key, score) in [(Key.character("+"), 101), (.right, 102), (.character("-"), 101), (.left, 100)] {
            app.handle(.key(key))
            await app.writes.settle()
            #expect(try database.fetchPlayer(id: blobSr)?.score == score, "after \(key)")
            #expect(await waitUntil { game.list.selected?.player.score == score }, "\(key) shows \(score)")
            #expect(game.list.selectedID == blobSr)
        }
    }

    @Test func scorePromptAddsSetsAndRefusesWhatItCannotRead() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.openGame(ids[0].game)
        let blobSr = ids[0].players[1]
        func enter(_ text: String) async {
            app.handle(.key(.character("=")))
            for character in text { app.handle(.key(.character(character))) }
            app.handle(.key(.enter))
            await app.writes.settle()
        }
        await enter("-3")
        #expect(try database.fetchPlayer(id: blobSr)?.score == 97)
        await enter("=12")
        #expect(try database.fetchPlayer(id: blobSr)?.score == 12)

        await enter("lots")
        #expect(app.game?.destination?.prompt?.error == ScoreEntryError.notANumber.description)
        app.handle(.key(.escape))
        await enter("99999999999999999999")
        #expect(app.game?.destination?.prompt?.error == ScoreEntryError.tooLarge.description)
        app.handle(.key(.escape))
        await enter("=\(Int.max)")
        #expect(await waitUntil { app.game?.list.selected?.player.score == Int.max }, "the new score arrives")
        await enter("1")
        #expect(app.game?.destination?.prompt?.error == ScorekeeperError.scoreOverflow.description)
        #expect(try database.fetchPlayer(id: blobSr)?.score == Int.max)
    }

    @Test func overflowFromAKeyShowsInTheStatusLine() async throws {
        let ids = try seed(database, [("Max", [("Top", Int.max)])])
        app.start()
        app.openGame(ids[0].game)
        app.handle(.key(.character("+")))
        await app.writes.settle()
        #expect(app.status?.kind == .error)
        #expect(app.status?.text == ScorekeeperError.scoreOverflow.description)
        // The next key clears it.
        app.handle(.key(.down))
        #expect(app.status == nil)
    }

    @Test func deletingAPlayerAsksFirstAndSelectsTheNeighbour() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        app.handle(.key(.character("d")))
        #expect(game.destination == .confirmDelete(ids[0].players[1], .cancel))
        app.handle(.key(.tab))
        #expect(game.destination == .confirmDelete(ids[0].players[1], .confirm))
        app.handle(.key(.enter))
        #expect(await waitUntil { game.players.count == 2 }, "the deletion arrives")
        #expect(game.list.selectedID == ids[0].players[2])
        #expect(game.game?.playerCount == 2)
    }

    @Test func helpListsTheScreensKeysAndAnyKeyCloses() throws {
        try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("?")))
        #expect(app.helpTable == .games)
        #expect(app.keyTable == .help)
        #expect(app.gamesList.destination == nil)
        app.handle(.key(.character("x")))
        #expect(app.helpTable == nil)
        #expect(app.keyTable == .games)
    }

    @Test func helpGoesAwayWithTheDialogItExplains() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("d")))
        app.handle(.key(.character("?")))
        #expect(app.helpTable == .confirmation)
        // Another program deletes the game the confirmation is about: the dialog closes, and
        // its help with it; the next key acts on the list.
        try database.deleteGame(id: ids[0].game)
        #expect(await waitUntil { app.gamesList.destination == nil }, "the dialog closes")
        #expect(app.helpTable == nil)
        #expect(app.keyTable == .games)
        // Opening the same kind of dialog again does not bring the old help back.
        app.handle(.key(.character("d")))
        #expect(app.gamesList.destination != nil)
        #expect(app.helpTable == nil)
    }

    @Test func helpOverADialogListsTheDialogsKeysAndLeavesItOpen() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        // The delete confirmation of the games list.
        app.handle(.key(.character("d")))
        let confirmation = try #require(app.gamesList.destination)
        app.handle(.key(.character("?")))
        #expect(app.helpTable == .confirmation)
        // Keys go to help, not to the dialog below: "y" closes help and deletes nothing.
        app.handle(.key(.character("y")))
        #expect(app.helpTable == nil)
        #expect(app.gamesList.destination == confirmation)
        #expect(try await database.reader.read(Game.fetchCount) == ids.count)
        app.handle(.key(.escape))

        // The photo picker keeps its folder and selection under help.
        app.handle(.key(.enter))
        let game = try #require(app.game)
        #expect(await waitUntil { !game.players.isEmpty }, "the players arrive")
        app.handle(.key(.character("p")))
        let picker = try #require(game.destination?.picker)
        app.handle(.key(.character("?")))
        #expect(app.helpTable == .photoPicker)
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: 5))))
        #expect(app.helpTable == nil)
        #expect(game.destination?.picker?.directory == picker.directory)
    }

    @Test func filterNarrowsAsYouTypeAndEscClears() throws {
        try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("/")))
        for character in "NIGHT" { app.handle(.key(.character(character))) }
        #expect(app.gamesList.visibleGames.map(\.game.title) == ["Family Game Night", "Weekly Poker Night"])
        // Letters go to the filter, not to the list's keys.
        app.handle(.key(.character("q")))
        #expect(!app.wantsToQuit)
        #expect(app.gamesList.visibleGames.isEmpty)
        app.handle(.key(.backspace))
        app.handle(.key(.enter))
        #expect(app.gamesList.filter?.isEditing == false)
        #expect(app.gamesList.visibleGames.count == 2)
        app.handle(.key(.escape))
        #expect(app.gamesList.filter == nil)
        #expect(app.gamesList.visibleGames.count == 3)
    }

    @Test func quitOnlyFromTheTopScreen() throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.openGame(ids[0].game)
        app.handle(.key(.character("q")))
        #expect(app.game == nil)
        #expect(!app.wantsToQuit)
        app.handle(.key(.character("q")))
        #expect(app.wantsToQuit)
    }

    @Test func resizeIsAnInputThatKeepsTheSelectionOnScreen() throws {
        let games = (1...30).map { ("Game \($0)", [(String, Int)]()) }
        try seed(database, games)
        app.start()
        app.handle(.key(.end))
        #expect(app.gamesList.list.selected?.game.title == "Game 30")
        app.handle(.resize(TerminalSize(columns: 40, rows: 10)))
        #expect(app.size == TerminalSize(columns: 40, rows: 10))
        let first = app.gamesList.list.firstVisibleIndex
        #expect(first == 30 - Layout(size: app.size).visibleGameRows)
        let frame = render(app, size: app.size)
        #expect(frame.text.contains("▸ Game 30"))
    }

    @Test func aGameDeletedElsewhereGoesBackToTheList() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.openGame(ids[0].game)
        try database.deleteGame(id: ids[0].game)
        #expect(await waitUntil { app.game == nil }, "the interface goes back")
        #expect(app.status?.kind == .error)
    }

    @Test func mouseClickSelectsAndWheelScrolls() throws {
        let ids = try seed(database, sampleGames)
        app.start()
        let layout = Layout(size: app.size)
        // The first line is the evening's heading: a click there selects nothing.
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 10, y: layout.list.y + 3))))
        #expect(app.gamesList.list.selectedID == ids[2].game)
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 10, y: layout.list.y))))
        #expect(app.gamesList.list.selectedID == ids[2].game)
        app.handle(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: 10, y: layout.list.y))))
        #expect(app.gamesList.list.selectedID == ids[0].game)
    }

    @Test func aFilterWithTrailingSpacesIsKeptWhenItShowsTheNewGame() async throws {
        try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("/")))
        for character in "poker " { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        app.handle(.key(.character("a")))
        // "Poker" holds "poker" but not "poker ": the filter as shown (trimmed) lets it through.
        for character in "Poker" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        await app.writes.settle()
        #expect(app.gamesList.filter?.field.text == "poker ")
        let poker = try #require(try await database.reader.read { db in
            try Game.fetchAll(db).first { $0.title == "Poker" }
        })
        // The new game is in the filtered list, and it is the one selected.
        #expect(await waitUntil { app.gamesList.visibleGames.contains { $0.id == poker.id } }, "the new game arrives")
        #expect(app.gamesList.visibleGames.map(\.game.title) == ["Poker", "Weekly Poker Night"])
        #expect(app.gamesList.list.selectedID == poker.id)
        #expect(app.gamesList.list.selected?.id == poker.id)
    }

    @Test func aClickBelowTheLastVisiblePlayerRowSelectsNothing() throws {
        let ids = try seed(database, sampleGames)
        // 9 rows leave a list of odd height: its last line belongs to no visible player.
        app.handle(.resize(TerminalSize(columns: 80, rows: 9)))
        app.start()
        app.openGame(ids[0].game)
        let game = try #require(app.game)
        let layout = Layout(size: app.size)
        #expect(layout.list.height % Layout.playerRowHeight == 1)
        let selected = game.list.selectedID
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: Layout.avatarX + 1, y: layout.list.y + layout.list.height - 1))))
        #expect(game.list.selectedID == selected)
        #expect(game.destination == nil)
    }

    /// Found by the property test: a dialog stays open while its game exists, even when another
    /// program renames the game out of the filter (it closes only when the game is deleted).
    @Test func aDialogAboutAGameRenamedOutOfTheFilterStaysOpen() async throws {
        let ids = try seed(database, sampleGames)
        app.start()
        app.handle(.key(.character("/")))
        for character in "night" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        app.handle(.key(.character("r")))
        #expect(app.gamesList.destination?.rowID == ids[0].game)
        try database.renameGame(id: ids[0].game, title: "大富翁")
        #expect(await waitUntil { !app.gamesList.visibleGames.contains { $0.id == ids[0].game } }, "the rename arrives")
        #expect(app.gamesList.destination?.rowID == ids[0].game)
        try database.deleteGame(id: ids[0].game)
        #expect(await waitUntil { app.gamesList.destination == nil }, "the dialog closes with its game")
    }

    /// The add-game prompt offers the rules without slowing down the common case: Enter creates
    /// the game at once; Tab asks for the rules first.
    @Test func tabInTheAddGamePromptSetsTheRulesFirst() async throws {
        app.start()
        app.handle(.key(.character("a")))
        for character in "Hearts" { app.handle(.key(.character(character))) }
        app.handle(.key(.tab))
        #expect(app.gamesList.destination?.prompt?.title == "Rules for Hearts")
        // The field starts empty (typing never lands after a default), the default in the hint.
        #expect(app.gamesList.destination?.prompt?.field.text == "")
        #expect(app.gamesList.destination?.prompt?.hint?.contains("highest wins") == true)
        for character in "lowest 100 6 rounds" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        #expect(app.gamesList.destination == nil)
        await app.writes.settle()
        let hearts = try #require(try database.fetchGameSummaries().first { $0.game.title == "Hearts" })
        #expect(hearts.game.rules == GameRules(winning: .lowest, target: 100, rounds: 6))
        // Rules it cannot read keep the prompt open with the reason.
        app.handle(.key(.character("a")))
        for character in "Golf" { app.handle(.key(.character(character))) }
        app.handle(.key(.tab))
        for character in "lowest purple" { app.handle(.key(.character(character))) }
        app.handle(.key(.enter))
        #expect(app.gamesList.destination?.prompt?.error?.contains("didn't understand 'purple'") == true)
        // Enter on an empty field: the default rules.
        app.handle(.key(.control("u")))
        app.handle(.key(.enter))
        await app.writes.settle()
        let golf = try #require(try database.fetchGameSummaries().first { $0.game.title == "Golf" })
        #expect(golf.game.rules == GameRules())
    }

    /// A long games list is read a page at a time: the keys and the mouse wheel both go past the
    /// page that was loaded first.
    @Test func theWheelAndTheKeysScrollPastTheLoadedPage() async throws {
        try seed(database, (1...150).map { ("Game \($0)", []) })
        app.start()
        let pageSize = app.gamesList.paged.pageSize
        #expect(app.gamesList.visibleGames.count == pageSize)
        let layout = Layout(size: app.size)
        for _ in 0..<30 {
            app.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: 5, y: layout.list.y))))
        }
        #expect(app.gamesList.list.selected?.game.title == "Game 91")
        app.handle(.key(.end))
        #expect(app.gamesList.list.selected?.game.title == "Game 150")
        #expect(app.gamesList.hiddenBelow == 0 && app.gamesList.hiddenAbove == 150 - layout.visibleGameRows)
        app.handle(.key(.home))
        #expect(app.gamesList.list.selected?.game.title == "Game 1")
    }
}
