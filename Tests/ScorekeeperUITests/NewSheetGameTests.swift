import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A new game on a score sheet, from the games list: Ctrl-T in the New game prompt lists the sheets
/// (the user's own too, and their files that do not read), Enter chooses one, Esc goes back to the
/// title, and Enter creates the game on the sheet chosen.
@MainActor
@Suite struct NewSheetGameTests {
    let database: AppDatabase
    let app: AppModel
    /// A config folder of the test's own, holding a user's sheet and a file that does not read
    /// (removed with the test).
    let folder: TemporaryFolder
    let config: String

    init() throws {
        database = try pinnedDatabase()
        folder = try TemporaryFolder()
        config = folder.file("config")
        let sheets = config + "/scorekeeper/sheets"
        try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
        try "name: pub-quiz\ntitle: Pub Quiz\nkind: sum\nrounds: 6\n"
            .write(toFile: sheets + "/pub-quiz.yaml", atomically: true, encoding: .utf8)
        try "name: broken\ntitle: Broken\nkind: sum\nmoon: lots\n"
            .write(toFile: sheets + "/broken.yaml", atomically: true, encoding: .utf8)
        // The library as the program reads it, from this folder instead of the real config.
        let environment = ["XDG_CONFIG_HOME": config]
        app = AppModel(database: database, size: TerminalSize(columns: 80, rows: 24), photos: .none, workingDirectory: "/tmp",
                       loadSheets: { SheetLibrary.load(environment: environment) })
        app.start()
    }

    /// `a`, the title typed, Ctrl-T, and the library read.
    func openSheetList(title: String = "Friday") async throws -> SheetChoice {
        app.press(.character("a"))
        app.type(title)
        app.press(.control("t"))
        await app.gamesList.effects.settle()
        guard case .chooseSheet(let choice)? = app.gamesList.destination else {
            Issue.record("the list of sheets is open")
            throw CancellationError()
        }
        return choice
    }

    @Test func theNewGamePromptListsCtrlTForASheet() {
        app.press(.character("a"))
        #expect(app.keyTable.bindings.contains { $0.action == .chooseSheet && $0.keys == [.control("t")] && $0.label == "Sheet" })
        #expect(app.gamesList.destination?.prompt?.hint == "Enter creates it; Tab sets its rules first; Ctrl-T: a sheet")
    }

    @Test func choosingASheetCreatesTheGameOnIt() async throws {
        let choice = try await openSheetList()
        #expect(app.keyTable == .sheetChoice)
        #expect(choice.selectedRow == .noSheet, "the list opens on no sheet")
        let names = choice.choosable.compactMap { if case .sheet(let entry) = $0 { entry.sheet.name } else { nil } }
        let yahtzee = try #require(names.firstIndex(of: "yahtzee"))
        for _ in 0...yahtzee { app.press(.down) }
        app.press(.enter)
        guard case .addSheetGame(let entry, let prompt)? = app.gamesList.destination else {
            Issue.record("back in the prompt with the sheet")
            return
        }
        #expect(entry.sheet.name == "yahtzee")
        #expect(prompt.field.text == "Friday", "the title typed is kept")
        #expect(prompt.hint == "Sheet: Yahtzee · Enter creates it; Ctrl-T: another sheet")
        #expect(app.keyTable == .addSheetGamePrompt)
        #expect(!app.keyTable.bindings.contains { $0.action == .addRules }, "the sheet sets the rules")
        app.press(.enter)
        #expect(app.gamesList.destination == nil)
        #expect(await waitUntil { app.gamesList.list.selected?.game.title == "Friday" }, "the new game arrives, selected")
        let id = try #require(app.gamesList.list.selected?.id)
        #expect(try database.fetchSheet(gameID: id)?.name == "yahtzee")
        #expect(app.status?.text == "Created Friday on the Yahtzee sheet.")
    }

    @Test func escGoesBackToTheTitleChoosingNothing() async throws {
        _ = try await openSheetList()
        app.press(.down)
        app.press(.escape)
        #expect(app.gamesList.destination == .addGame(GamesListModel.plainPrompt(Prompt(title: "New game", label: "Title", text: "Friday"))))
        #expect(app.keyTable == .addGamePrompt)
        // Enter makes a plain game, as without the list.
        app.press(.enter)
        #expect(await waitUntil { app.gamesList.list.selected?.game.title == "Friday" }, "the new game arrives")
        let id = try #require(app.gamesList.list.selected?.id)
        #expect(try database.fetchSheet(gameID: id) == nil)
    }

    @Test func noSheetUndoesAChoice() async throws {
        _ = try await openSheetList()
        app.press(.down)
        app.press(.enter)
        #expect({ if case .addSheetGame? = app.gamesList.destination { true } else { false } }())
        // Ctrl-T again opens on the sheet chosen; Esc keeps it.
        app.press(.control("t"))
        await app.gamesList.effects.settle()
        guard case .chooseSheet(let choice)? = app.gamesList.destination else { Issue.record("the list again"); return }
        #expect(choice.selected == 1)
        app.press(.escape)
        #expect({ if case .addSheetGame? = app.gamesList.destination { true } else { false } }())
        app.press(.control("t"))
        await app.gamesList.effects.settle()
        app.press(.home)
        app.press(.enter)
        #expect({ if case .addGame? = app.gamesList.destination { true } else { false } }())
    }

    @Test func theUsersSheetIsListedAndTheirBrokenFileShowsItsProblem() async throws {
        let choice = try await openSheetList()
        let entry = try #require(choice.entries?.first { $0.sheet.name == "pub-quiz" })
        #expect(entry.source == .user(config + "/scorekeeper/sheets/pub-quiz.yaml"))
        #expect(choice.problems.count == 1)
        #expect(!choice.choosable.contains { if case .problem = $0 { true } else { false } }, "a file that does not read is not chosen")
        // The end of the list is the last sheet, never the problem.
        app.press(.end)
        guard case .chooseSheet(let atEnd)? = app.gamesList.destination else {
            Issue.record("End keeps the list of sheets open: \(String(describing: app.gamesList.destination))")
            return
        }
        #expect({ if case .sheet = atEnd.selectedRow { true } else { false } }())
        assertSnapshot(render(app, size: app.size), named: "games-sheet-choice")
    }

    @Test func theListSaysItIsReadingUntilTheLibraryArrives() async throws {
        app.press(.character("a"))
        app.press(.control("t"))
        // The library is read off the main actor: until it arrives, only "No sheet" is there.
        #expect(render(app, size: app.size).text.contains("Reading the sheets…"))
        await app.gamesList.effects.settle()
        #expect(!render(app, size: app.size).text.contains("Reading the sheets…"))
        // A small terminal still draws it, scrolled to the selection.
        app.press(.end)
        let small = render(app, size: TerminalSize(columns: 40, rows: 12)).text
        #expect(small.contains("yahtzee"))
    }

    @Test func aGameOnTheUsersSheet() async throws {
        let choice = try await openSheetList(title: "Quiz night")
        let index = try #require(choice.choosable.firstIndex { if case .sheet(let entry) = $0 { entry.sheet.name == "pub-quiz" } else { false } })
        for _ in 0..<index { app.press(.down) }
        app.press(.enter)
        app.press(.enter)
        #expect(await waitUntil { app.gamesList.list.selected?.game.title == "Quiz night" }, "the new game arrives")
        let id = try #require(app.gamesList.list.selected?.id)
        #expect(try database.fetchSheet(gameID: id)?.title == "Pub Quiz")
    }

    @Test func anEmptyTitleWithASheetIsRefusedInThePrompt() async throws {
        _ = try await openSheetList(title: "")
        app.press(.down)
        app.press(.enter)
        app.press(.enter)
        #expect(app.gamesList.destination?.prompt?.error == "Title cannot be empty.")
    }
}
