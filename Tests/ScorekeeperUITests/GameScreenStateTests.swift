import Foundation
@testable import ScorekeeperStore
@testable import ScorekeeperSync
import Testing
import TestSupport
@testable import ScorekeeperUI

/// What a new user tripped on in the game screen: a finished game that still offered to change
/// it, a grid whose rows moved while a round was typed, a chain that did not wrap, Esc and the
/// chart's way back, help taller than the window, numbers cut from the left.
@MainActor
@Suite struct GameScreenStateTests {
    let database: AppDatabase
    let app: AppModel
    let game: Game
    let players: [Player]

    init() throws {
        (database, app, game, players) = try openedGame(rules: GameRules(winning: .lowest, rounds: 6), players: ["Ana", "Bo", "Cy", "Di"],
                                                   size: TerminalSize(columns: 70, rows: 16))
    }

    var model: GameModel { app.game! }

    func names() -> [String] { model.players.map(\.player.name) }

    // MARK: A finished game

    func finish() async throws {
        try database.changeScore(playerID: players[1].id, by: 3)
        try database.finishGame(id: game.id)
        #expect(await waitUntil { model.isFinished }, "finished")
    }

    @Test func aFinishedGameOffersOnlyWhatItAllows() async throws {
        try await finish()
        let bar = render(app, size: app.size).text.split(separator: "\n").last.map(String.init) ?? ""
        assertSnapshot(render(app, size: app.size), named: "game-finished")
        for refused in ["+1", "-1", "Score", "Undo", "Round", "Add", "Delete"] {
            #expect(!bar.contains(" \(refused) "), "the key bar offers \(refused): \(bar)")
        }
        #expect(bar.contains("f Reopen"))
        // Help lists only what is possible too.
        app.press(.character("?"))
        let help = KeyTable.finishedGame.helpBindings.map(\.action)
        #expect(!help.contains(.incrementScore) && !help.contains(.enterScore) && !help.contains(.undo) && !help.contains(.addPlayer))
        #expect(help.contains(.finishGame) && help.contains(.rematch) && help.contains(.renamePlayer))
        app.press(.escape)
    }

    /// A sync brings a score made on another copy into the game after it was finished here: the
    /// result stands as merged, and the header says it changed since the finish.
    @Test func aResultChangedByASyncSaysSoInTheHeader() async throws {
        let other = try pinnedDatabase()
        try Synchronizer.run(LocalSyncPeer(database: database), LocalSyncPeer(database: other))
        try await finish()
        #expect(!(model.standings?.resultChangedSinceFinish ?? true))
        // Meanwhile, on the other copy, Bo scores less than anyone: Bo wins this lowest-wins game.
        try other.changeScore(playerID: players[1].id, by: -10)
        let report = try Synchronizer.run(LocalSyncPeer(database: database), LocalSyncPeer(database: other))
        #expect(report.mergedHere.winnersChanged.map(\.after) == [["Bo"]])
        #expect(await waitUntil { model.standings?.resultChangedSinceFinish == true }, "the result changed")
        assertSnapshot(render(app, size: app.size), named: "game-result-changed")
        #expect(render(app, size: app.size).text.contains("♛ Bo · result changed by a sync"))
    }

    @Test func writeKeysInAFinishedGameSaySoAndOpenNothing() async throws {
        try await finish()
        let before = try database.fetchHistoryCount(gameID: game.id)
        for write: Key in [.character("+"), .character("-"), .character("="), .character("a"), .character("d"),
                           .character("R"), .character("n"), .character("u"), .control("r")] {
            app.press(write)
            #expect(model.destination == nil, "\(write) opened \(String(describing: model.destination))")
            #expect(app.status?.text == "Hearts is finished: reopen it to change it.", "\(write)")
        }
        // The grid: Enter opens no prompt, so nothing chains from it.
        app.press(.character("t"))
        app.press(.enter)
        #expect(model.destination == nil)
        #expect(app.status?.kind == .error)
        await model.settle()
        #expect(try database.fetchHistoryCount(gameID: game.id) == before)
        // Its history can be read, not changed.
        app.press(.character("h"))
        #expect(app.keyTable == .finishedHistory)
        app.press(.character("e"))
        #expect(model.history?.destination == nil)
        #expect(app.status?.text == "Hearts is finished: reopen it to change it.")
    }

    @Test func rematchAsksFirstOnlyWhileTheGameIsPlayed() async throws {
        app.press(.character("m"))
        #expect(model.destination == .confirmRematch(.cancel))
        app.press(.escape)
        #expect(model.destination == nil)
        #expect(app.game?.gameID == game.id)
        try await finish()
        app.press(.character("m"))
        #expect(model.destination == nil)
        await model.settle()
        #expect(await waitUntil { app.game?.gameID != game.id }, "the rematch opens")
    }

    // MARK: The grid

    @Test func theGridKeepsItsRowsWhileARoundIsTypedAndTheChainWrapsOnce() async throws {
        app.press(.character("t"))
        // Start on the third row (Cy): the chain goes Cy, Di, Ana, Bo, then stops.
        app.press(.home); app.press(.down); app.press(.down)
        #expect(model.list.selected?.player.name == "Cy")
        let order = names()
        app.press(.enter)
        var asked: [String] = []
        for points in [13, 9, 0, 4] {
            asked.append(model.destination?.roundEntry.flatMap { entry in model.players[id: entry.playerID]?.player.name } ?? "-")
            app.type(String(points))
            app.press(.enter)
            await model.settle()
            // While the round is typed, the rows stay where they were, though the scores moved.
            #expect(names() == order)
        }
        #expect(asked == ["Cy", "Di", "Ana", "Bo"])
        #expect(model.destination == nil)
        // The round is in, and the rows are still in seat order (the ranks say who leads).
        #expect(await waitUntil { model.standings?.players.map(\.player.score) == [0, 4, 9, 13] }, "the round arrives")
        #expect(names() == ["Ana", "Bo", "Cy", "Di"])
        #expect(app.status?.text == "Round 1 is in: n starts the next one.")
    }

    @Test func escInTheGridGoesBackToTheListAndTheChartReturnsWhereItCameFrom() async throws {
        app.press(.character("t"))
        app.press(.character("c"))
        #expect(model.screen.chart?.returnTo == .grid)
        app.press(.escape)
        #expect(model.screen == .grid(nil))
        app.press(.escape)
        #expect(model.screen == .list(nil))
        #expect(app.game != nil)
        app.press(.character("c"))
        app.press(.character("c"))
        #expect(model.screen == .list(nil))
        app.press(.escape)
        #expect(app.game == nil)
    }

    // MARK: Help, numbers

    @Test func helpTallerThanTheWindowScrolls() {
        app.handle(.resize(TerminalSize(columns: 70, rows: 12)))
        app.press(.character("?"))
        let first = render(app, size: app.size).text
        #expect(first.contains("1-7 of"))
        for _ in 0..<40 { app.press(.down) }
        let last = render(app, size: app.size).text
        #expect(last.contains("Redraw the whole screen"), "\(last)")
        #expect(app.help != nil)
        app.press(.character("x"))
        #expect(app.help == nil)
    }

    @Test func numbersAreNeverCutFromTheLeft() async throws {
        try database.setScore(playerID: players[0].id, to: Int.min + 1)
        try database.changeScore(playerID: players[0].id, by: -1)
        #expect(await waitUntil { model.players.contains { $0.player.score == Int.min } }, "the score arrives")
        for size in [TerminalSize(columns: 40, rows: 12), Layout.minimumSize] {
            app.handle(.resize(size))
            for view in ["list", "grid", "history"] {
                if view == "grid" { app.press(.character("t")) }
                if view == "history" { app.press(.character("h")); #expect(await waitUntil { model.history?.hasLoaded == true }, "history") }
                let text = render(app, size: size).text
                for token in text.split(whereSeparator: { !$0.isNumber && $0 != "-" && $0 != "…" }) where token.count > 6 {
                    // Every long number on screen is the real one, or its start followed by "…".
                    let digits = String(token.filter { $0 != "…" })
                    #expect(String(Int.min).hasPrefix(digits) || String(Int.min + 1).hasPrefix(digits),
                            "\(view) at \(size.columns) columns shows \(token):\n\(text)")
                }
                if view == "history" { app.press(.escape) }
                if view == "grid" { app.press(.escape) }
            }
        }
    }
}
