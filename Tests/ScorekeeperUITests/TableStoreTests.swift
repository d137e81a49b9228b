import Foundation
import GRDB
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The table in the interface: seats moved with `[`/`]`, the turn passed with Space, the clock
/// paused with `z`, the timers shown at the time the app's tick moved to, and the bell when a
/// turn runs past its limit. The database's clock is a manual one the tests move.
@MainActor
@Suite struct TableStoreTests {
    let clock = ManualClock(pinnedNow)
    let database: AppDatabase
    let app: AppModel
    let game: Game
    let players: [Player]

    init() throws {
        database = try AppDatabase.empty().withWallClock(clock.wallClock)
        game = try database.createGame(title: "Hearts", rules: try GameRules.parse("lowest wins, dealer rotates, turn 60s, player clocks"))
        var players: [Player] = []
        for name in ["Ana", "Bo", "Cy", "Di"] {
            clock.advance(by: 1)
            players.append(try database.addPlayer(gameID: game.id, name: name))
        }
        self.players = players
        app = AppModel(database: database, size: TerminalSize(columns: 72, rows: 16), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(game.id)
    }

    var model: GameModel { app.game! }

    func names() -> [String] { model.players.map(\.player.name) }

    @Test func bracketsMoveTheSelectedPlayersSeatAndTheListShowsTheSeats() async throws {
        app.press(.end)
        #expect(model.list.selected?.player.name == "Di")
        app.press(.character("["))
        app.press(.character("["))
        await model.settle()
        #expect(model.showsSeats)
        #expect(await waitUntil { names() == ["Ana", "Di", "Bo", "Cy"] }, "the seats arrive")
        #expect(app.status?.text == "Di: seat 2")
        #expect(model.list.selected?.player.name == "Di")
        app.press(.character("]"))
        await model.settle()
        #expect(await waitUntil { names() == ["Ana", "Bo", "Di", "Cy"] }, "the move arrives")
        // The grid is in seat order too, and stays so.
        app.press(.character("t"))
        #expect(names() == ["Ana", "Bo", "Di", "Cy"])
    }

    @Test func spacePassesTheTurnFromTheFirstToPlayAndTheTimersCountAtTheTick() async throws {
        // Round 1: Ana deals, so Bo plays first.
        app.press(.character(" "))
        await model.settle()
        #expect(await waitUntil { model.standings?.turnID == players[1].id }, "Bo has the turn")
        #expect(app.status?.text == "Bo's turn.")
        clock.advance(by: 20)
        app.press(.character(" "))
        await model.settle()
        #expect(await waitUntil { model.standings?.turnID == players[2].id }, "Cy has the turn")
        // 42 s into Cy's turn: 18 s left; nothing rings.
        clock.advance(by: 42)
        app.tick()
        #expect(app.bellRequests == 0)
        assertSnapshot(render(app, size: app.size), named: "table-turn")
        // Past the limit: the bell rings once, and the row shows the overrun.
        clock.advance(by: 30)
        app.tick()
        #expect(app.bellRequests == 1)
        app.tick()
        #expect(app.bellRequests == 1)
        assertSnapshot(render(app, size: app.size), named: "table-overrun")
        app.press(.character("t"))
        assertSnapshot(render(app, size: app.size), named: "table-grid")
    }

    /// The watch shows the same turn, deal and timers as the game screen, from the same file, and
    /// rings its own bell when the turn runs past its limit.
    @Test func theWatchShowsTheTurnTheDealAndTheTimers() throws {
        try database.passTurn(gameID: game.id)
        clock.advance(by: 65)
        let watch = WatchModel(gameReference: nil, size: TerminalSize(columns: 64, rows: 14), clock: clock.wallClock)
        watch.update(try database.read { db in try Scoreboard.fetch(db, game: nil) })
        clock.advance(by: -10)
        watch.tick()
        #expect(watch.bellRequests == 0)
        assertSnapshot(render(watch, size: watch.size), named: "table-watch")
        clock.advance(by: 12.5)
        watch.tick()
        #expect(watch.bellRequests == 1)
        let text = render(watch, size: watch.size).text
        #expect(text.contains("▶ Bo +0:07"), "\(text)")
    }

    @Test func zPausesTheClockAndTheTurnTimerWithIt() async throws {
        app.press(.character(" "))
        await model.settle()
        #expect(await waitUntil { model.standings?.turnID != nil }, "a turn")
        // Half a second past a whole one, clear of the millisecond the file's clock may add.
        clock.advance(by: 10.5)
        app.press(.character("z"))
        await model.settle()
        #expect(await waitUntil { model.standings?.game.clock.isRunning == false }, "paused")
        clock.advance(by: 500)
        app.tick()
        let standings = try #require(model.standings)
        #expect(standings.turnText(at: model.now) == "0:50")
        #expect(GameView.clockDetail(standings, now: model.now)?.hasPrefix("⏸ ") == true)
        #expect(app.status?.text.hasPrefix("Clock paused at ") == true)
    }

    /// A finished game's header and rows name no turn: nobody plays in it (its header kept
    /// "▶ Bo 0:53", the turn stopped with the clock).
    @Test func aFinishedGameShowsNoTurn() async throws {
        app.press(.character(" "))
        await model.settle()
        #expect(await waitUntil { model.standings?.turnID == players[1].id }, "Bo has the turn")
        clock.advance(by: 53)
        app.tick()
        #expect(render(app, size: app.size).text.contains("\(Glyphs.turn) Bo 0:"), "the turn shows while playing")
        try database.finishGame(id: game.id)
        #expect(await waitUntil { model.isFinished }, "finished")
        clock.advance(by: 5)
        app.tick()
        let text = render(app, size: app.size).text
        #expect(!text.contains(Glyphs.turn), "\(text)")
        #expect(model.standings?.turnID == nil)
        app.press(.character("t"))
        #expect(!render(app, size: app.size).text.contains(Glyphs.turn))
    }

    @Test func aFinishedGameRefusesTheTurnAndTheClock() async throws {
        try database.finishGame(id: game.id)
        #expect(await waitUntil { model.isFinished }, "finished")
        app.press(.character(" "))
        #expect(app.status?.kind == .error)
        app.press(.character("z"))
        #expect(app.status?.kind == .error)
        #expect(try database.fetchGame(id: game.id)?.turn == nil)
    }
}

/// A round typed round the table is one step: saved in one write when it is in (Esc asks before
/// saving what was typed), undone and redone whole, and checked against the rules' round total first.
@MainActor
@Suite struct WholeRoundStoreTests {
    let database: AppDatabase
    let app: AppModel
    let game: Game
    let players: [Player]

    init() throws {
        (database, app, game, players) = try openedGame(rules: try GameRules.parse("lowest wins, round total 26 or 78"),
                                                       players: ["Ana", "Bo", "Cy"], size: TerminalSize(columns: 72, rows: 16))
        for (seat, player) in players.enumerated() { try database.seatPlayer(id: player.id, at: seat + 1) }
    }

    var model: GameModel { app.game! }

    func scores() -> [String: Int] {
        Dictionary(uniqueKeysWithValues: model.players.map { ($0.player.name, $0.player.score) })
    }

    /// Opens the grid at the first seat and types `points`, one prompt each.
    func typeRound(_ points: [Int]) async {
        if model.screen.playersView != .grid { app.press(.character("t")) }
        #expect(await waitUntil { model.players.first?.player.name == "Ana" }, "the seats arrive")
        app.press(.home)
        app.press(.enter)
        for value in points {
            app.press(.control("u"))
            app.type(String(value))
            app.press(.enter)
        }
        await model.settle()
    }

    @Test func aRoundThatAddsUpIsSavedInOneWriteAndUndoneWhole() async throws {
        await typeRound([13, 9, 4])
        #expect(model.destination == nil)
        #expect(await waitUntil { scores() == ["Ana": 13, "Bo": 9, "Cy": 4] }, "the round arrives")
        let entries = try database.read { db in
            try String?.fetchAll(db, sql: #"SELECT "entryID" FROM "scoreChanges" WHERE "gameID" = ?"#, arguments: [game.id.lowercasedString])
        }
        #expect(entries.count == 3 && Set(entries).count == 1 && entries.first! != nil, "one write, one entry: \(entries)")
        app.press(.character("u"))
        await model.settle()
        #expect(app.status?.text == "Undid round 1: 3 scores")
        #expect(await waitUntil { scores() == ["Ana": 0, "Bo": 0, "Cy": 0] }, "the whole round goes")
        app.press(.control("r"))
        await model.settle()
        #expect(app.status?.text == "Redid round 1: 3 scores")
        #expect(await waitUntil { scores() == ["Ana": 13, "Bo": 9, "Cy": 4] }, "the whole round comes back")
    }

    @Test func aRoundThatDoesNotAddUpIsAskedAboutBeforeItIsSaved() async throws {
        await typeRound([13, 9, 0])
        guard case .confirmRoundTotal(_, let total, _) = model.destination else {
            Issue.record("no question: \(String(describing: model.destination))")
            return
        }
        #expect(total == 22)
        #expect(model.roundTotalQuestion(total: total) == "Round 1 adds up to 22, not 26 or 78: save anyway?")
        assertSnapshot(render(app, size: app.size), named: "round-total-question")
        #expect(try database.fetchHistoryCount(gameID: game.id) == 0, "nothing saved while it asks")
        // No: back to the first prompt, with what was typed.
        app.press(.character("n"))
        #expect(model.destination?.roundEntry?.playerID == players[0].id)
        #expect(model.destination?.prompt?.field.text == "13")
        app.press(.enter); app.press(.enter)
        app.press(.control("u")); app.type("4"); app.press(.enter)
        await model.settle()
        #expect(await waitUntil { scores() == ["Ana": 13, "Bo": 9, "Cy": 4] }, "the corrected round arrives")
        // Yes saves a round as it is.
        app.press(.character("n"))
        await model.settle()
        #expect(await waitUntil { model.game?.game.currentRound == 2 }, "round 2")
        await typeRound([1, 1, 1])
        app.press(.character("y"))
        await model.settle()
        #expect(await waitUntil { scores() == ["Ana": 14, "Bo": 10, "Cy": 5] }, "saved anyway")
    }

    /// Esc with scores typed asks ("Enter 5 Enter 8 Enter Esc" saved a round adding up to 13,
    /// silently); Esc again goes back to typing, `d` discards, `s` saves after the round-total
    /// question, as one step for undo.
    @Test func escAsksBeforeSavingThePointsTypedSoFar() async throws {
        app.press(.character("t"))
        #expect(await waitUntil { model.players.first?.player.name == "Ana" }, "the seats arrive")
        app.press(.home)
        app.press(.enter)
        app.type("5"); app.press(.enter)
        app.type("8"); app.press(.enter)
        app.press(.escape)
        guard case .confirmStopRound(_, .keepTyping)? = model.destination else {
            Issue.record("Esc asks: \(String(describing: model.destination))")
            return
        }
        #expect(app.keyTable == .roundStop)
        let question = render(app, size: app.size).text
        #expect(model.roundStopQuestion(try #require(model.destination?.roundEntry))
                == "Save the 2 scores typed? Round 1 is not complete: Cy has none typed.", "\(question)")
        assertSnapshot(render(app, size: app.size), named: "round-stop-question")
        await model.settle()
        #expect(try database.fetchHistoryCount(gameID: game.id) == 0, "nothing saved while it asks")
        // Esc: back to the prompt Esc left, what was typed kept.
        app.press(.escape)
        #expect(model.destination?.roundEntry?.playerID == players[2].id)
        #expect(model.destination?.roundEntry?.typed.count == 2)
        // The field's own number counts too: "Save the 3 scores typed for round 1?"
        app.type("1")
        app.press(.escape)
        #expect(model.roundStopQuestion(try #require(model.destination?.roundEntry)) == "Save the 3 scores typed for round 1?")
        // Save: the round adds up to 14, not 26 or 78, so the rule asks first; yes saves it.
        app.press(.character("s"))
        guard case .confirmRoundTotal(_, 14, _)? = model.destination else {
            Issue.record("the round total is asked: \(String(describing: model.destination))")
            return
        }
        app.press(.character("y"))
        await model.settle()
        #expect(await waitUntil { scores() == ["Ana": 5, "Bo": 8, "Cy": 1] }, "the typed points arrive")
        #expect(model.destination == nil, "a round stopped part way offers no finish")
        app.press(.character("u"))
        await model.settle()
        #expect(app.status?.text == "Undid round 1: 3 scores")
    }

    @Test func escThenDiscardSavesNothingAndEscWithNothingTypedCloses() async throws {
        app.press(.character("t"))
        #expect(await waitUntil { model.players.first?.player.name == "Ana" }, "the seats arrive")
        app.press(.home)
        app.press(.enter)
        app.press(.escape)
        #expect(model.destination == nil, "nothing typed: Esc closes")
        app.press(.enter)
        app.type("7"); app.press(.enter)
        app.press(.escape)
        #expect(model.roundStopQuestion(try #require(model.destination?.roundEntry))
                == "Save the 1 score typed? Round 1 is not complete: Bo and Cy have none typed.")
        app.press(.character("d"))
        #expect(model.destination == nil)
        await model.settle()
        #expect(try database.fetchHistoryCount(gameID: game.id) == 0)
        #expect(app.status?.text == "Nothing saved: round 1 is as it was.")
    }
}
