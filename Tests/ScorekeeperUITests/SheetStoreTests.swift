import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// A sheet game's sheet on the game screen: `t` opens it, the cursor moves over its cells, entries
/// go through the prompt (refusals shown in it), undo and redo; rendered as text.
@MainActor
@Suite struct SheetStoreTests {
    /// An interface open on a new game that follows the built-in sheet `name`, with `names` joined
    /// a second apart in that order, after `entries` (player index, entry) were made.
    static func opened(_ name: String, players names: [String], entries: [(Int, String)] = [],
                       size: TerminalSize = TerminalSize(columns: 80, rows: 24)) async throws
        -> (database: AppDatabase, app: AppModel, game: Game, players: [Player]) {
        let database = try pinnedDatabase()
        let entry = try #require(SheetLibrary.builtIn.first { $0.sheet.name == name })
        let game = try database.at(pinnedNow).createGame(title: entry.sheet.title, sheet: entry)
        let players = try names.enumerated().map { index, name in
            try database.at(pinnedNow.addingTimeInterval(Double(index))).addPlayer(gameID: game.id, name: name, score: 0)
        }
        for (index, text) in entries {
            try database.enterSheet(gameID: game.id, playerID: players[index].id, text)
        }
        let app = AppModel(database: database, size: size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(game.id)
        #expect(await waitUntil { app.game?.sheet != nil && app.game?.hasLoaded == true }, "the sheet is read")
        return (database, app, game, players)
    }

    /// The entries stored, in order.
    static func stored(_ database: AppDatabase, _ game: Game) throws -> [String] {
        try database.fetchSheetTally(gameID: game.id)?.records.map(\.text) ?? []
    }

    @Test func tOpensTheSheetOnASheetGameAndEscClosesIt() async throws {
        let (_, app, _, players) = try await Self.opened("yahtzee", players: ["Ann", "Bo"])
        let model = try #require(app.game)
        #expect(app.keyTable.bindings.first { $0.action == .toggleRoundGrid }?.label == "Sheet")
        app.press(.character("t"))
        #expect(model.screen == .sheet(SheetCursor(playerID: players[0].id, row: 0), nil))
        #expect(app.keyTable.title == "Sheet · Yahtzee")
        // `?` help lists the sheet's rules after its keys.
        #expect(app.keyTable.helpBindings.contains { $0.keysText == "Rules" && $0.help.hasPrefix("Thirteen categories") })
        app.press(.escape)
        #expect(model.screen == .list(nil))
        app.press(.character("t"))
        app.press(.character("t"))
        #expect(model.screen == .list(nil))
    }

    @Test func tStillOpensTheRoundGridOnAPlainGame() throws {
        let (_, app, _, _) = try openedGame(rules: GameRules(), players: ["Ann", "Bo"], size: TerminalSize(columns: 80, rows: 24))
        app.press(.character("t"))
        #expect(app.game?.screen == .grid(nil))
        #expect(app.game?.sheet == nil)
    }

    @Test func theCursorMovesOverCellsAndPlayers() async throws {
        let (_, app, _, players) = try await Self.opened("yahtzee", players: ["Ann", "Bo", "Cy"])
        let model = try #require(app.game)
        app.press(.character("t"))
        app.press(.down); app.press(.down)
        app.press(.right)
        #expect(model.screen.sheetCursor == SheetCursor(playerID: players[1].id, row: 2))
        app.press(.right); app.press(.right)
        #expect(model.screen.sheetCursor?.playerID == players[2].id, "the last column stays")
        app.press(.end)
        #expect(model.screen.sheetCursor?.row == 13, "fourteen categories")
        app.press(.down)
        #expect(model.screen.sheetCursor?.row == 13)
        app.press(.home); app.press(.up); app.press(.left)
        #expect(model.screen.sheetCursor == SheetCursor(playerID: players[1].id, row: 0))
        // Esc leaves the sheet on the cursor's player.
        app.press(.escape)
        #expect(model.list.selectedID == players[1].id)
    }

    /// The mouse on the sheet: a click on a cell moves the cursor there, a click on the cursor's
    /// cell enters there, the wheel moves over the rows; a click on a label or the totals does
    /// nothing.
    @Test func theMouseChoosesACellAndEntersThere() async throws {
        let size = TerminalSize(columns: 80, rows: 24)
        let (_, app, _, players) = try await Self.opened("yahtzee", players: ["Ann", "Bo", "Cy"], size: size)
        let model = try #require(app.game)
        app.press(.character("t"))
        let lines = render(app, size: size).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sixes = try #require(lines.firstIndex { $0.hasPrefix(" Sixes") })
        let total = try #require(lines.firstIndex { $0.hasPrefix(" Total") })
        let header = lines[Layout(size: size).columnHeaderRow]
        let bo = try #require(header.range(of: "Bo")).lowerBound.utf16Offset(in: header)
        func click(x: Int, y: Int) { app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: x, y: y)))) }
        click(x: bo, y: sixes)
        #expect(model.screen == .sheet(SheetCursor(playerID: players[1].id, row: 5), nil))
        click(x: 3, y: sixes + 1)
        click(x: bo, y: total)
        #expect(model.screen == .sheet(SheetCursor(playerID: players[1].id, row: 5), nil), "labels and totals are no cells")
        click(x: bo, y: sixes)
        #expect(model.destination?.sheetEntry?.categoryID == "sixes" && model.destination?.sheetEntry?.playerID == players[1].id)
        app.press(.escape)
        app.handle(.mouse(MouseEvent(kind: .wheelDown, position: Point(x: bo, y: sixes))))
        #expect(model.screen.sheetCursor?.row == 8)
        for _ in 0..<3 { app.handle(.mouse(MouseEvent(kind: .wheelUp, position: Point(x: bo, y: sixes)))) }
        #expect(model.screen.sheetCursor?.row == 0, "8, 5, 2, then the top")
    }

    @Test func aCategoryIsEnteredThroughThePrompt() async throws {
        let (database, app, game, players) = try await Self.opened("yahtzee", players: ["Ann", "Bo"])
        let model = try #require(app.game)
        app.press(.character("t"))
        for _ in 0..<5 { app.press(.down) }
        app.press(.enter)
        let entry = try #require(model.destination?.sheetEntry)
        #expect(entry.playerID == players[0].id)
        #expect(entry.categoryID == "sixes")
        #expect(entry.prompt.title == "Ann · Sixes")
        #expect(app.keyTable == .prompt)
        app.type("18")
        app.press(.enter)
        await model.settle()
        #expect(model.destination == nil)
        #expect(try Self.stored(database, game) == ["sixes 18"])
        #expect(app.status?.text == "Entered sixes 18 for Ann: 18.")
        #expect(await waitUntil { model.sheet?.cellText(row: 5, column: 0) == "18" }, "the sheet follows the entry")
        // `e` opens the prompt too.
        app.press(.character("e"))
        #expect(model.destination?.sheetEntry?.categoryID == "sixes")
    }

    @Test func aRefusedEntryKeepsThePromptWithTheReason() async throws {
        let (database, app, game, _) = try await Self.opened("yahtzee", players: ["Ann", "Bo"])
        let model = try #require(app.game)
        app.press(.character("t"))
        for _ in 0..<8 { app.press(.down) }
        app.press(.enter)
        app.type("20")
        app.press(.enter)
        await model.settle()
        #expect(model.destination?.sheetEntry?.prompt.error == "Full-house is 25 or 0.")
        #expect(model.destination?.sheetEntry?.prompt.field.text == "20")
        #expect(try Self.stored(database, game).isEmpty)
        assertSnapshot(render(app, size: app.size), named: "sheet-entry-error")
        // Put right, it is entered.
        app.press(.backspace); app.press(.backspace)
        app.type("25")
        app.press(.enter)
        await model.settle()
        #expect(model.destination == nil)
        #expect(try Self.stored(database, game) == ["full-house 25"])
    }

    @Test func aBowlingFrameIsEnteredAndUndone() async throws {
        let (database, app, game, _) = try await Self.opened("bowling", players: ["Ann", "Bo"])
        let model = try #require(app.game)
        app.press(.character("t"))
        app.press(.enter)
        #expect(model.destination?.sheetEntry?.prompt.title == "Ann · next frame")
        #expect(model.destination?.sheetEntry?.categoryID == nil)
        app.type("X")
        app.press(.enter)
        await model.settle()
        app.press(.enter)
        app.type("9/")
        app.press(.enter)
        await model.settle()
        #expect(try Self.stored(database, game) == ["X", "9 /"], "as the sheet writes it back")
        #expect(await waitUntil { model.sheet?.cellText(row: 0, column: 0) == "X = 20" }, "the strike counts the spare")
        app.press(.character("u"))
        await model.settle()
        #expect(try Self.stored(database, game) == ["X"])
        app.press(.control("r"))
        await model.settle()
        #expect(try Self.stored(database, game) == ["X", "9 /"])
    }

    /// A bowling game at 80 columns: each frame's rolls stand apart from its running total, and
    /// the header says no round (a bowling sheet has frames, not rounds).
    @Test func aBowlingSheetShowsFramesApartAndNoRound() async throws {
        let frames = ["X", "X", "X", "X", "X", "X", "X", "X", "9/", "X X 8"]
        let (_, app, _, _) = try await Self.opened("bowling", players: ["Ann", "Bo"],
                                                   entries: frames.map { (0, $0) } + [(1, "9/"), (1, "7 2")])
        let model = try #require(app.game)
        let listed = render(app, size: app.size).text
        #expect(!listed.contains("round 1"), "\(listed)")
        app.press(.character("t"))
        #expect(await waitUntil { model.sheet?.cellText(row: 9, column: 0) == "X X 8 = 277" })
        let shown = render(app, size: app.size).text
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("X X 8 = 277") }, "\(shown)")
        #expect(lines.contains { $0.contains("X = 30") && $0.contains("9/ = 17") }, "\(shown)")
        #expect(lines.contains { $0.contains("7 2 = 26") }, "\(shown)")
        #expect(!shown.contains("round 1"), "\(shown)")
    }

    /// `f` on a sheet game where someone entered nothing asks first, naming them.
    @Test func finishingWithSomeoneUnenteredNamesThem() async throws {
        let (_, app, _, _) = try await Self.opened("yahtzee", players: ["Ann", "Bo", "Di"], entries: [(0, "chance 20"), (1, "chance 22")])
        let model = try #require(app.game)
        app.press(.character("f"))
        let frame = render(app, size: app.size).text
        #expect(frame.contains("Di has no entries on the sheet"), "\(frame)")
        #expect(model.finishQuestion.hasPrefix("Di has no entries on the sheet"))
        #expect(!model.finishQuestion.contains("Ann has") && !model.finishQuestion.contains("Bo has"))
    }

    @Test func plainScoreKeysSayToUseTheSheet() async throws {
        let (database, app, game, players) = try await Self.opened("yahtzee", players: ["Ann"])
        let model = try #require(app.game)
        for key in ["+", "-", "="] {
            app.status = nil
            app.press(.character(Character(key)))
            await model.settle()
            #expect(app.status?.text == "This game follows the Yahtzee sheet: press t to enter on it.")
            #expect(model.destination == nil)
        }
        #expect(try database.fetchSheetTally(gameID: game.id)?.records.isEmpty == true)
        #expect(model.players[id: players[0].id]?.player.score == 0)
    }

    @Test func aFinishedGamesSheetOpensButRefusesEntries() async throws {
        let (database, app, game, _) = try await Self.opened("yahtzee", players: ["Ann"], entries: [(0, "chance 20")])
        let model = try #require(app.game)
        _ = try database.finishGame(id: game.id)
        #expect(await waitUntil { model.isFinished }, "the finish arrives")
        app.press(.character("t"))
        #expect(model.screen.sheetCursor != nil)
        app.press(.enter)
        #expect(model.destination == nil)
        #expect(app.status?.text == "Yahtzee is finished: reopen it to change it.")
        app.press(.character("u"))
        await model.settle()
        #expect(try Self.stored(database, game) == ["chance 20"])
    }

    @Test func aRoundsSheetAsksForTheCurrentRound() async throws {
        let (database, app, game, _) = try await Self.opened("hearts", players: ["Ann", "Bo"])
        let model = try #require(app.game)
        app.press(.character("t"))
        #expect(app.keyTable.bindings.contains { $0.action == .nextRound }, "a sheet of rounds moves on with n")
        app.press(.enter)
        #expect(model.destination?.sheetEntry?.prompt.title == "Ann · round 1")
        app.type("13")
        app.press(.enter)
        await model.settle()
        #expect(try Self.stored(database, game) == ["13"])
        #expect(app.status?.kind == .info, "half a round is not checked")
        // Bo's 11 completes a round of 24: saved, and the status line says it does not add up.
        app.press(.right)
        app.press(.enter)
        app.type("11")
        app.press(.enter)
        await model.settle()
        #expect(try Self.stored(database, game) == ["13", "11"])
        #expect(app.status == StatusMessage("Entered 11 for Bo: 11. Round 1 adds up to 24, not 26.", kind: .error))
    }

    @Test func aDartsEntrySaysWhatIsLeftAndTheCheckout() async throws {
        let (_, app, _, players) = try await Self.opened("darts-501", players: ["Ann", "Bo"])
        let model = try #require(app.game)
        app.press(.character("t"))
        app.press(.right)
        #expect(model.screen.sheetCursor?.playerID == players[1].id)
        app.press(.enter)
        app.type("T20 T20 T20")
        app.press(.enter)
        await model.settle()
        #expect(app.status?.text == "Entered T20 T20 T20 for Bo: 180 (321 left).", "no checkout from 321")
        app.press(.enter)
        app.type("T20 T20 T20")
        app.press(.enter)
        await model.settle()
        #expect(app.status?.text == "Entered T20 T20 T20 for Bo: 360 (141 left; checkout T20 T19 D12).")
        // Back on the players, each one's score has what is left under it.
        app.press(.escape)
        #expect(await waitUntil { model.sheet?.remaining(of: players[1].id) == 141 }, "the sheet is read again")
        let lines = render(app, size: TerminalSize(columns: 80, rows: 24)).text.split(separator: "\n").map(String.init)
        let bo = try #require(lines.firstIndex { $0.contains("Bo") && $0.contains("360") })
        #expect(lines[bo + 1].hasSuffix("141 left"), "\(lines[bo + 1])")
        let ann = try #require(lines.firstIndex { $0.contains("Ann") })
        #expect(lines[ann + 1].hasSuffix("501 left"), "\(lines[ann + 1])")
    }

    @Test func aPlayersStatusShowsUnderTheirColumn() async throws {
        // Mölkky: Ann reaches 50 exactly; Bo misses three times in a row.
        let (_, app, _, _) = try await Self.opened("molkky", players: ["Ann", "Bo"], entries: [
            (0, "12"), (1, "miss"), (0, "12"), (1, "miss"), (0, "12"), (1, "miss"), (0, "12"), (0, "2"),
        ])
        let sheet = try #require(app.game?.sheet)
        #expect(sheet.showsStatus)
        #expect(sheet.statusText(column: 0) == "finished")
        #expect(sheet.columns[1].sheet.status == "out (3 misses in a row)")
        #expect(sheet.statusText(column: 1) == "out")
        app.press(.character("t"))
        let text = render(app, size: app.size).text
        #expect(text.contains("Status"))
        #expect(text.contains("finished"))
    }

    @Test func aSheetWithoutStatusKeepsNoRowForIt() async throws {
        let (_, app, _, _) = try await Self.opened("yahtzee", players: ["Ann"], entries: [(0, "chance 20")])
        #expect(app.game?.sheet?.showsStatus == false)
    }

    // MARK: Rendered

    @Test func aDartsSheetWithAFinishedPlayer() async throws {
        let (_, app, _, _) = try await Self.opened("darts-301", players: ["Ann", "Bo"], entries: [
            (0, "T20 T20 T20"), (1, "60"), (0, "T20 T11 D14"),
        ])
        #expect(await waitUntil { app.game?.sheet?.statusText(column: 0) == "finished" }, "Ann is out at zero")
        app.press(.character("t"))
        app.press(.right)
        assertSnapshot(render(app, size: TerminalSize(columns: 80, rows: 24)), named: "sheet-finished-player")
    }

    @Test func theSheetsHelpListsItsRules() async throws {
        let (_, app, _, _) = try await Self.opened("yahtzee", players: ["Ann"])
        app.press(.character("t"))
        #expect(!app.keyTable.bindings.contains { $0.action == .nextRound }, "categories have no rounds to move on")
        app.press(.character("?"))
        app.press(.pageDown)
        assertSnapshot(render(app, size: TerminalSize(columns: 80, rows: 24)), named: "sheet-help")
    }

    @Test func aYahtzeeSheetPartlyFilled() async throws {
        let (_, app, _, _) = try await Self.opened("yahtzee", players: ["Ann", "Bo", "Cy"], entries: [
            (0, "ones 3"), (0, "twos 6"), (0, "threes 9"), (0, "fours 16"), (0, "fives 15"), (0, "sixes 24"), (0, "full-house 25"),
            (1, "sixes 18"), (1, "yahtzee 50"), (2, "chance 22"),
        ])
        app.press(.character("t"))
        app.press(.right)
        #expect(await waitUntil { app.game?.sheet?.bonusLabels.isEmpty == false }, "Ann's bonus is in")
        assertSnapshot(render(app, size: TerminalSize(columns: 80, rows: 24)), named: "sheet-yahtzee")
    }

    @Test func aBowlingSheet() async throws {
        let (_, app, _, _) = try await Self.opened("bowling", players: ["Ann", "Bo"], entries: [
            (0, "X"), (0, "9/"), (0, "8 1"), (1, "7 2"), (1, "X"), (1, "X"),
        ])
        app.press(.character("t"))
        assertSnapshot(render(app, size: TerminalSize(columns: 80, rows: 24)), named: "sheet-bowling")
    }

    /// Spades: each round's bid and tricks, and the bags counted toward the next penalty before
    /// it lands: Ann's tenth bag (round 2) has cost her 100 and she starts again from 0; Bo has 3.
    @Test func aSpadesSheet() async throws {
        let (database, app, game, players) = try await Self.opened("spades", players: ["Ann", "Bo"])
        for (ann, bo) in [("bid 4 took 5", "bid 3 took 3"), ("bid 2 took 11", "bid nil took 0"), ("bid 5 took 5", "bid 4 took 7")] {
            _ = try database.enterSheetRound(gameID: game.id, entries: [(players[0].id, ann), (players[1].id, bo)])
        }
        app.press(.character("t"))
        #expect(await waitUntil { app.game?.sheet?.bonusText("Bags", column: 1) == "3/10" }, "the rounds arrive")
        #expect(try database.fetchPlayer(id: players[0].id)?.score == 41 + 29 - 100 + 50)
        #expect(try database.fetchPlayer(id: players[1].id)?.score == 30 + 100 + 43)
        assertSnapshot(render(app, size: TerminalSize(columns: 80, rows: 24)), named: "sheet-spades")
    }

    /// A sheet game's history says what each change entered; `e` on one corrects what was entered,
    /// checked by the sheet: a refusal stays in the prompt with the reason and changes nothing.
    @Test func theHistoryShowsAndCorrectsSheetEntries() async throws {
        let (database, app, game, players) = try await Self.opened("yahtzee", players: ["Ann", "Bo"], entries: [
            (0, "sixes 18"), (1, "yahtzee 50"), (0, "full-house 25"),
        ])
        let model = try #require(app.game)
        app.press(.character("h"))
        #expect(await waitUntil { model.history?.hasLoaded == true && model.history?.totalCount == 3 }, "the history loads")
        #expect(model.history?.list.rows.map(\.entry) == ["full-house 25", "yahtzee 50", "sixes 18"])
        assertSnapshot(render(app, size: TerminalSize(columns: 80, rows: 24)), named: "history-sheet")
        app.press(.character("e"))
        #expect(model.history?.destination?.prompt?.field.text == "full-house 25")
        app.press(.control("u"))
        app.type("full-house 20")
        app.press(.enter)
        #expect(await waitUntil { model.history?.destination?.prompt?.error == "Full-house is 25 or 0." }, "the refusal shows in the prompt")
        #expect(try Self.stored(database, game) == ["sixes 18", "yahtzee 50", "full-house 25"])
        app.press(.control("u"))
        app.type("full house 0")
        app.press(.enter)
        #expect(await waitUntil { model.history?.destination == nil }, "the correction closes the prompt")
        #expect(app.status?.text == "Corrected full-house 25 to full-house 0 for Ann: 18")
        #expect(try Self.stored(database, game) == ["sixes 18", "yahtzee 50", "full-house 0"])
        #expect(try database.fetchPlayer(id: players[0].id)?.score == 18)
        #expect(await waitUntil { model.history?.list.rows.first?.entry == "full-house 0" }, "the correction arrives")
        #expect(model.history?.list.selectedID == model.history?.list.rows.first?.id, "the selection follows the corrected entry")
        #expect(render(app, size: app.size).text.contains("entered full-house 0 · corrected"))
    }

    @Test func aDartsSheetWithTheCheckout() async throws {
        let (_, app, _, _) = try await Self.opened("darts-501", players: ["Ann", "Bo"], entries: [
            (0, "180"), (1, "T20 T20 D16"), (0, "T20 T19 T20"), (1, "100"),
        ])
        app.press(.character("t"))
        // Ann has 144 left: a three-dart finish.
        #expect(app.game?.sheet?.checkout(column: 0) != nil)
        assertSnapshot(render(app, size: TerminalSize(columns: 80, rows: 24)), named: "sheet-darts")
    }

    @Test func aNarrowSheetScrollsItsColumnsAndRows() async throws {
        let (_, app, _, _) = try await Self.opened("yahtzee", players: ["Ann", "Bo", "Cy", "Dee", "Eve", "Flo"],
                                                   size: TerminalSize(columns: 40, rows: 12))
        app.press(.character("t"))
        for _ in 0..<5 { app.press(.right) }
        app.press(.end)
        assertSnapshot(render(app, size: TerminalSize(columns: 40, rows: 12)), named: "sheet-narrow")
    }
}
