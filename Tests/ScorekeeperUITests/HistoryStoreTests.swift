import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Undo, redo and the history screen, driven by keys through the store as the terminal does.
@MainActor
@Suite struct HistoryStoreTests {
    let database: AppDatabase
    let app: AppModel
    let ids: [(game: Game.ID, players: [Player.ID])]

    init() throws {
        database = try pinnedDatabase()
        ids = try seed(database, sampleGames)
        app = AppModel(database: database, size: TerminalSize(columns: 72, rows: 16), photos: .none, workingDirectory: "/tmp")
        app.start()
        app.openGame(ids[0].game)
    }

    var game: GameModel { app.game! }
    var blobSr: Player.ID { ids[0].players[1] }

    func press(_ keys: Key...) async {
        for key in keys { app.handle(.key(key)) }
        await app.writes.settle()
    }

    func score(_ id: Player.ID) throws -> Int? { try database.fetchPlayer(id: id)?.score }

    @Test func undoAndRedoSayWhatTheyDid() async throws {
        #expect(game.list.selectedID == blobSr)
        await press(.character("+"), .character("+"))
        #expect(try score(blobSr) == 102)
        await press(.character("u"))
        #expect(try score(blobSr) == 101)
        #expect(app.status?.text == "Undid +1 for Blob Sr: 101")
        await press(.control("r"))
        #expect(try score(blobSr) == 102)
        #expect(app.status?.text == "Redid +1 for Blob Sr: 102")
        // Everything undone, down to the starting scores: then there is nothing left to undo.
        for _ in 0..<5 { await press(.character("u")) }
        #expect(try score(blobSr) == 0)
        await press(.character("u"))
        #expect(app.status?.kind == .error)
        #expect(app.status?.text.contains("Nothing to undo") == true)
        #expect(try score(blobSr) == 0)
    }

    @Test func undoTakesBackAnotherProgramsChange() async throws {
        try database.changeScore(playerID: ids[0].players[0], by: 5)
        await press(.character("u"))
        #expect(try score(ids[0].players[0]) == 40)
        #expect(app.status?.text == "Undid +5 for Blob: 40")
    }

    @Test func theHistoryShowsChangesNewestFirstAndFollowsTheDatabase() async throws {
        await press(.character("+"))
        await press(.character("h"))
        let history = try #require(game.history)
        #expect(app.keyTable == .history)
        #expect(history.list.rows.map(\.playerName) == ["Blob Sr", "Blob Jr", "Blob Sr", "Blob"])
        #expect(history.list.rows.first?.amount == 1)
        #expect(history.list.rows.first?.total == 101)
        #expect(history.totalCount == 4)
        // Another program scores: the new change arrives at the top; the selection stays.
        let selected = history.list.selectedID
        try database.changeScore(playerID: ids[0].players[2], by: -2)
        #expect(await waitUntil { history.totalCount == 5 }, "the new change arrives")
        #expect(history.list.rows.first?.playerName == "Blob Jr")
        #expect(history.list.selectedID == selected)
        // Undone changes stay listed, marked as such.
        await press(.character("u"))
        #expect(await waitUntil { history.list.rows.first?.isUndone == true }, "the undo arrives")
        #expect(render(app, size: app.size).text.contains("undone (Ctrl-R redoes it)"))
    }

    @Test func aCorrectionChangesTheAmountAndTheTotalFollows() async throws {
        await press(.character("+"))
        await press(.character("h"))
        #expect(await waitUntil { game.history?.hasLoaded == true }, "the history loads")
        await press(.character("e"))
        #expect(app.keyTable == .prompt)
        await press(.control("u"))
        for character in "x" { app.handle(.key(.character(character))) }
        await press(.enter)
        #expect(game.history?.destination?.prompt?.error != nil, "not a number stays in the prompt")
        await press(.control("u"), .character("1"), .character("0"), .enter)
        #expect(try score(blobSr) == 110)
        #expect(app.status?.text == "Corrected +1 to +10 for Blob Sr: 110")
        #expect(await waitUntil { game.history?.list.rows.first?.amount == 10 }, "the correction arrives")
        #expect(render(app, size: app.size).text.contains("corrected from +1"))
    }

    @Test func deletingAChangeAsksFirstNamingIt() async throws {
        await press(.character("+"))
        await press(.character("h"))
        #expect(await waitUntil { game.history?.hasLoaded == true }, "the history loads")
        await press(.character("d"))
        let frame = render(app, size: app.size).text
        #expect(frame.contains("Delete +1 for Blob Sr?"))
        await press(.character("n"))
        #expect(try score(blobSr) == 101)
        await press(.character("d"), .character("y"))
        #expect(try score(blobSr) == 100)
        #expect(await waitUntil { game.history?.totalCount == 3 }, "the deletion arrives")
    }

    @Test func enterGoesToThatPlayer() async throws {
        await press(.character("h"))
        #expect(await waitUntil { game.history?.hasLoaded == true }, "the history loads")
        // Newest first: Blob Jr's start is the newest seeded change, Blob's is the oldest.
        await press(.end)
        let entry = try #require(game.history?.list.selected)
        await press(.enter)
        #expect(game.history == nil)
        #expect(game.list.selectedID == entry.playerID)
        #expect(app.keyTable == .game)
    }

    @Test func aLongHistoryIsReadOnePageAtATime() async throws {
        try database.write { db in
            var player = try #require(try Player.fetchOne(db, id: ids[1].players[0]))
            for step in 0..<1_000 {
                player.score = try AppDatabase.recordChange(db, id: ScoreChange.ID(UUID()), player: player, amount: step % 7 - 3 == 0 ? 1 : step % 7 - 3,
                                                            kind: .add, now: pinnedNow.addingTimeInterval(Double(step)))
            }
        }
        app.handle(.key(.escape))
        app.openGame(ids[1].game)
        await press(.character("h"))
        let history = try #require(game.history)
        #expect(await waitUntil { history.hasLoaded }, "the history loads")
        #expect(history.totalCount == 1_002)
        #expect(history.list.rows.count == history.pageSize)
        #expect(history.hiddenBelow == 1_002 - history.list.visible.count)
        // To the end and back: each time only a page is read, and the selection lands right.
        await press(.end)
        #expect(await waitUntil { history.list.selected?.id != nil && history.pageStart > 0 }, "the last page arrives")
        #expect(history.pageStart + history.list.rows.count == 1_002)
        #expect(history.list.selected?.kind == .start)
        #expect(history.hiddenBelow == 0)
        await press(.home)
        #expect(await waitUntil { history.pageStart == 0 }, "the first page arrives")
        #expect(history.list.selectedID == history.list.rows.first?.id)
        // Down one row at a time across a page edge: every step lands on the next change.
        var seen: [ScoreChange.ID] = []
        for _ in 0..<(history.pageSize + 3) {
            seen.append(try #require(history.list.selectedID))
            await press(.down)
            #expect(await waitUntil { history.list.selectedID.map { !seen.contains($0) } ?? false }, "the next change is selected")
        }
        #expect(Set(seen).count == seen.count)
        #expect(history.pageStart > 0)
        #expect(history.list.visible.contains { $0.id == history.list.selectedID })
    }
}
