import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// The watch-only scoreboard: its state, its keys (none writes) and how it looks.
@MainActor
@Suite struct WatchTests {
    static let tv = TerminalSize(columns: 60, rows: 24)
    static let small = TerminalSize(columns: 40, rows: 10)
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// The watch's clock, which highlights fade by: it stands at `start` until a test moves it.
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func watchModel(_ game: String? = nil, size: TerminalSize) -> WatchModel {
        WatchModel(gameReference: game, size: size, clock: clock.wallClock)
    }

    func board(_ scores: [(String, Int)], title: String = "Family Game Night", rules: GameRules = GameRules(),
               finished: Bool = false) -> Scoreboard {
        let gameID = Game.ID(uuidString: "00000000-0000-0000-0000-0000000000aa")!
        let game = Game(id: gameID, title: title, createdAt: start, rules: rules, finishedAt: finished ? start : nil)
        let rows = scores.enumerated().map { index, pair in
            PlayerRow(player: Player(id: Player.ID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!,
                                     gameID: gameID, name: pair.0, score: pair.1, createdAt: start),
                      hasPhoto: false)
        }
        return Scoreboard(standings: GameStandings(game: game, rows: rows))
    }

    /// The board's lines as text, without the header and key bar.
    func lines(_ screen: Screen) -> [String] {
        screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func lowestWinsListsTheLowestFirstAndTiesShareARank() {
        let watch = watchModel(size: Self.small)
        watch.update(board([("Ann", 5), ("Bo", 30), ("Cy", 5)], title: "Hearts", rules: GameRules(winning: .lowest, target: 100)))
        let frame = render(watch, size: Self.small)
        assertSnapshot(frame, named: "watch-lowest-ties")
        let text = lines(frame)
        let ann = text.firstIndex { $0.contains("1. Ann") }, cy = text.firstIndex { $0.contains("1. Cy") }
        let bo = text.firstIndex { $0.contains("3. Bo") }
        #expect(ann != nil && cy != nil && bo != nil, "\(frame.text)")
        #expect((ann ?? 99) < (bo ?? 0) && (cy ?? 99) < (bo ?? 0))
        #expect(frame.text.contains("lowest wins"))
    }

    @Test func aFinishedGameShowsItsWinners() {
        let watch = watchModel(size: Self.tv)
        watch.update(board([("Ann", 5), ("Bo", 30), ("Cy", 5)], title: "Hearts", rules: GameRules(winning: .lowest),
                           finished: true))
        let frame = render(watch, size: Self.tv)
        assertSnapshot(frame, named: "watch-finished")
        #expect(frame.text.contains("Finished · Ann, Cy share the win"), "\(frame.text)")
    }

    @Test func bigBoardLeaderFirst() {
        let watch = watchModel(size: Self.tv)
        watch.update(board([("Ann", 12), ("Bob", 30), ("Cy", 7)]))
        assertSnapshot(render(watch, size: Self.tv), named: "watch")
        #expect(watch.highlights.isEmpty)
    }

    @Test func changedScoresAreHighlightedThenFade() {
        let watch = watchModel(size: Self.tv)
        watch.update(board([("Ann", 12), ("Bob", 30)]))
        clock.advance(by: 1)
        watch.update(board([("Ann", 17), ("Bob", 30)]))
        let ann = watch.scoreboard!.entries.first { $0.player.name == "Ann" }!.id
        #expect(watch.highlights[ann]?.delta == 5)
        let frame = render(watch, size: Self.tv)
        assertSnapshot(frame, named: "watch-highlight")
        #expect(frame.text.contains("Ann  +5"))
        // Another point while still highlighted shows that point, the last change, not a sum.
        clock.advance(by: 1)
        watch.update(board([("Ann", 18), ("Bob", 30)]))
        #expect(watch.highlights[ann]?.delta == 1)
        #expect(render(watch, size: Self.tv).text.contains("Ann  +1"))
        clock.advance(by: WatchModel.highlightDuration + 0.1)
        watch.tick()
        #expect(watch.highlights.isEmpty)
        #expect(!render(watch, size: Self.tv).text.contains("+1"))
    }

    @Test func compactWhenTheBoardDoesNotFit() {
        let watch = watchModel(size: Self.small)
        watch.update(board([("Ann", 12), ("Bob", 30), ("Cy", 7), ("Dee", -3)]))
        watch.update(board([("Ann", 12), ("Bob", 30), ("Cy", 7), ("Dee", -1)]))
        assertSnapshot(render(watch, size: Self.small), named: "watch-compact")
    }

    @Test func waitingForAGame() {
        let watch = watchModel("Finals", size: Self.small)
        watch.update(nil)
        #expect(render(watch, size: Self.small).text.contains("No game Finals (yet). Waiting…"))
    }

    @Test func writeKeysSayWatchOnlyAndChangeNothing() {
        let watch = watchModel(size: Self.tv)
        let before = board([("Ann", 12)])
        watch.update(before)
        for key: Key in [.character("+"), .character("-"), .character("="), .character("u"), .character("a"),
                         .character("r"), .character("d"), .delete, .control("r"), .character("p")] {
            watch.handle(.key(key))
            #expect(watch.status?.text == "Watch only: this display cannot change anything.")
            #expect(watch.status?.kind == .error)
        }
        #expect(watch.scoreboard == before)
        // The key table binds nothing that writes.
        let writing: Set<Action> = [.incrementScore, .decrementScore, .enterScore, .undo, .redo, .addPlayer,
                                    .renamePlayer, .deletePlayer, .addGame, .renameGame, .deleteGame, .playerPhoto,
                                    .correctChange, .deleteChange]
        #expect(KeyTable.watch.bindings.allSatisfy { !writing.contains($0.action) })
        // The key bar says how to leave and ask for help; help lists the refusal.
        let frame = render(watch, size: Self.tv)
        #expect(frame.text.split(separator: "\n").last?.contains("q Quit") == true)
        watch.handle(.key(.character("?")))
        #expect(render(watch, size: Self.tv).text.contains("Scoring and editing are off (watch only)"))
        watch.handle(.key(.character("x")))
        #expect(watch.help == nil)
        watch.handle(.key(.character("q")))
        #expect(watch.wantsToQuit)
    }

    @Test func playersWithAPhotoShowItBesideTheirNameTheirPersonsWhenTheyHaveNone() throws {
        // The watch's clock stands where the file's does, so the game clock reads the same on every run.
        let database = try AppDatabase.empty().withWallClock(clock.wallClock)
        let game = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: game.id, name: "Ann", score: 12)
        let bo = try database.addPlayer(gameID: game.id, name: "Bo", score: 30)
        _ = try database.addPlayer(gameID: game.id, name: "Cy", score: 7)
        // Ann's person has a photo; Bo has one of his own; Cy has none.
        try database.savePersonPhoto(personID: try #require(try database.personID(ofPlayer: ann.id)),
                                     imageData: FakePhotos.picture, thumbnailData: FakePhotos.picture + Data([1]))
        try database.savePhoto(playerID: bo.id, imageData: FakePhotos.picture, thumbnailData: FakePhotos.picture + Data([2]))
        let board = try #require(try database.read { db in try Scoreboard.fetch(db, game: "Hearts") })
        #expect(Set(board.thumbnails.keys) == [ann.id, bo.id])
        let watch = WatchModel(gameReference: "Hearts", size: Self.tv, clock: clock.wallClock, drawAvatar: FakePhotos().services.drawAvatar)
        watch.update(board)
        #expect(Set(watch.avatars.keys) == [ann.id, bo.id])
        let frame = render(watch, size: Self.tv)
        assertSnapshot(frame, named: "watch-avatars")
        // The names move right past the picture; Cy's stays where a board without photos has it.
        let text = lines(frame)
        #expect(text.contains { $0.contains("1.      ● Bo") } && text.contains { $0.contains("2.      □ Ann") } && text.contains { $0.contains("3. ■ Cy") },
                "\(frame.text)")
    }

    @Test func readsTheBoardFromTheDatabase() throws {
        let database = try AppDatabase.empty()
        let ids = try seed(database, sampleGames)
        let board = try database.read { db in try Scoreboard.fetch(db, game: ids[0].game.uuidString.prefix(8).lowercased()) }
        #expect(board?.gameID == ids[0].game)
        let scores = board?.entries.map(\.player.score) ?? []
        #expect(scores == scores.sorted(by: >))
        let latest = try database.read { db in try Scoreboard.fetch(db, game: nil) }
        #expect(latest != nil)
        let missing = try database.read { db in try Scoreboard.fetch(db, game: "No such game") }
        #expect(missing == nil)
    }

    /// A sheet game's board shows the sheet under the standings: a bowling night's frames, a line
    /// per player in seat order, each frame as the sheet reads it (a strike waiting for its rolls
    /// shows "…"), the newest frames kept in view when they do not all fit.
    @Test func aBowlingBoardShowsTheFramesUnderTheStandings() throws {
        let database = try AppDatabase.empty().withWallClock(clock.wallClock)
        let entry = try #require(SheetLibrary.builtIn.first { $0.sheet.name == "bowling" })
        let game = try database.createGame(title: "Bowling night", sheet: entry)
        // Ann joins first: she sits first.
        let ann = try database.at(start.addingTimeInterval(1)).addPlayer(gameID: game.id, name: "Ann")
        let bo = try database.at(start.addingTimeInterval(2)).addPlayer(gameID: game.id, name: "Bo")
        for frame in ["X", "9/", "8 1"] { try database.enterSheet(gameID: game.id, playerID: ann.id, frame) }
        for frame in ["7 2", "X"] { try database.enterSheet(gameID: game.id, playerID: bo.id, frame) }
        let board = try #require(try database.read { db in try Scoreboard.fetch(db, game: "Bowling night") })
        #expect(board.sheet?.players == [ann.id.lowercasedString, bo.id.lowercasedString])
        let watch = watchModel(size: Self.tv)
        watch.update(board)
        let frame = render(watch, size: Self.tv)
        assertSnapshot(frame, named: "watch-bowling-sheet")
        let text = lines(frame)
        let header = try #require(text.firstIndex { $0.contains(" 1 ") && $0.hasSuffix("Total") }, "\(frame.text)")
        #expect(text[header + 1].contains("Ann") && text[header + 1].contains("X = 20 │ 9/ = 38 │ 8 1 = 47")
                && text[header + 1].hasSuffix("47"), "\(text[header + 1])")
        #expect(text[header + 2].contains("Bo") && text[header + 2].contains("7 2 = 9 │") && text[header + 2].contains("X = … │"),
                "\(text[header + 2])")
        // A narrow board keeps the newest frames: Ann's third is still there.
        let narrow = TerminalSize(columns: 34, rows: 24)
        watch.handle(.resize(narrow))
        let small = lines(render(watch, size: narrow))
        #expect(small.contains { $0.contains("8 1 = 47") }, "\(small.joined(separator: "\n"))")
    }

    /// On a watch of 80 columns a bowling night's frames stand apart, a bar between two, each
    /// frame's rolls apart from its running total; the line above says no round.
    @Test func aBowlingBoardAt80ColumnsKeepsFramesApart() throws {
        let database = try AppDatabase.empty().withWallClock(clock.wallClock)
        let entry = try #require(SheetLibrary.builtIn.first { $0.sheet.name == "bowling" })
        let game = try database.createGame(title: "Bowling night", sheet: entry)
        let ann = try database.at(start.addingTimeInterval(1)).addPlayer(gameID: game.id, name: "Ann")
        let bo = try database.at(start.addingTimeInterval(2)).addPlayer(gameID: game.id, name: "Bo")
        for frame in ["X", "X", "X", "X", "X", "X", "X", "X", "9/", "X X 8"] { try database.enterSheet(gameID: game.id, playerID: ann.id, frame) }
        for frame in ["9/", "7 2", "X", "X", "X", "X", "X", "X", "9/"] { try database.enterSheet(gameID: game.id, playerID: bo.id, frame) }
        let board = try #require(try database.read { db in try Scoreboard.fetch(db, game: "Bowling night") })
        let size = TerminalSize(columns: 80, rows: 24)
        let watch = watchModel(size: size)
        watch.update(board)
        let text = lines(render(watch, size: size))
        #expect(!text.joined(separator: "\n").contains("round 1"), "\(text.joined(separator: "\n"))")
        let annLine = try #require(text.first { $0.contains("Ann") && $0.contains("│") }, "\(text.joined(separator: "\n"))")
        #expect(annLine.contains("X = 229 │ 9/ = 249 │ X X 8 = 277"), "\(annLine)")
        let boLine = try #require(text.first { $0.contains("Bo") && $0.contains("│") }, "\(text.joined(separator: "\n"))")
        #expect(boLine.contains("X = 195 │   9/ = … │           ·"), "\(boLine)")
    }
}
