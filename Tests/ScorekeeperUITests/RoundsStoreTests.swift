import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Rules, rounds, the grid's fast entry, finishing, reopening, the rematch and the chart, in the
/// store, with the grid and the chart rendered as text at several sizes.
@MainActor
@Suite struct RoundsStoreTests {
    let database: AppDatabase
    let app: AppModel
    let game: Game
    let players: [Player]

    init() throws {
        (database, app, game, players) = try openedGame(rules: GameRules(winning: .lowest, target: 100, rounds: 4), players: ["Ana", "Bo", "Cy"],
                                                   size: TerminalSize(columns: 60, rows: 14))
    }

    var model: GameModel { app.game! }

    /// A player's points per round, as the screen has them.
    func points(_ id: Player.ID) -> [Int]? { model.players[id: id]?.points }

    /// The chart's lines once read (off the main actor).
    func chartLines() async -> [[Int]] {
        #expect(await waitUntil { model.screen.chart?.series != nil }, "the chart is read")
        return model.screen.chart?.series?.lines.map(\.values) ?? []
    }


    func frame(_ size: TerminalSize) -> Screen {
        app.handle(.resize(size))
        return render(app, size: size)
    }

    /// Types a round in the grid: Enter on the first player, then each one's points.
    func typeRound(_ points: [Int]) async {
        app.press(.home)
        app.press(.enter)
        for value in points {
            app.type(String(value))
            app.press(.enter)
        }
        await model.settle()
    }

    func played(_ rounds: [[Int]]) throws {
        for (index, round) in rounds.enumerated() {
            for (player, points) in zip(players, round) where points != 0 {
                try database.changeScore(playerID: player.id, by: points)
            }
            if index < rounds.count - 1 { try database.nextRound(gameID: game.id) }
        }
    }

    @Test func aLowestWinsGameListsTheLeaderFirst() async throws {
        try database.changeScore(playerID: players[0].id, by: 10)
        #expect(await waitUntil { model.players.first?.player.name != "Ana" }, "the change arrives")
        #expect(model.order == .lowestFirst)
        #expect(model.players.last?.player.name == "Ana")
        #expect(model.standings?.rank(of: players[0].id) == 3)
    }

    @Test func aWholeRoundIsTypedInTheGridThenTheNextRound() async throws {
        app.press(.character("t"))
        #expect(model.screen == .grid(nil))
        await typeRound([5, 0, 13])
        #expect(await waitUntil { points(players[2].id) == [13] }, "the round arrives")
        #expect(points(players[0].id) == [5])
        #expect(model.destination == nil)
        app.press(.character("n"))
        await model.settle()
        #expect(await waitUntil { model.game?.game.currentRound == 2 }, "round 2")
        // A new round starts at the first seat; the grid is in seat order (Ana, Bo, Cy).
        #expect(model.list.selected?.id == players[0].id)
        // A cell corrected: the prompt shows what is there; the difference is one more change.
        app.press(.home); app.press(.down)
        app.press(.enter)
        app.type("4")
        app.press(.enter)
        app.press(.escape)
        app.press(.character("s"))
        await model.settle()
        app.press(.home); app.press(.down)
        app.press(.enter)
        #expect(model.destination?.prompt?.field.text == "4")
        app.press(.control("u"))
        app.type("6")
        app.press(.enter)
        app.press(.escape)
        app.press(.character("s"))
        await model.settle()
        #expect(await waitUntil { points(players[1].id) == [0, 6] }, "the correction arrives")
        #expect(try database.fetchHistoryCount(gameID: game.id) == 4)
    }

    @Test func theLastRoundOffersToFinishNamingTheWinners() async throws {
        try played([[10, 20, 30], [10, 5, 0], [1, 1, 1]])
        try database.nextRound(gameID: game.id)
        #expect(await waitUntil { model.game?.game.currentRound == 4 }, "round 4")
        app.press(.character("t"))
        await typeRound([0, 0, 0])
        guard case .confirmFinish = model.destination else {
            Issue.record("no offer to finish: \(String(describing: model.destination))")
            return
        }
        #expect(model.finishQuestion.contains("That was the last round. Ana wins."))
        app.press(.character("y"))
        await model.settle()
        #expect(await waitUntil { model.isFinished }, "finished")
        // Every score key is refused with the same message, and nothing is written.
        let before = try database.fetchHistoryCount(gameID: game.id)
        app.press(.character("+"))
        await model.settle()
        #expect(app.status?.text == "Hearts is finished: reopen it to change it.")
        #expect(try database.fetchHistoryCount(gameID: game.id) == before)
        // `f` again asks to reopen; then undo works.
        app.press(.character("f"))
        #expect(model.destination == .confirmReopen(.cancel))
        app.press(.character("y"))
        await model.settle()
        #expect(await waitUntil { !model.isFinished }, "reopened")
        app.press(.character("u"))
        await model.settle()
        // The last change (Cy's +1 in round 3) is taken back.
        #expect(try database.fetchPlayer(id: players[2].id)?.score == 30)
    }

    /// The round is saved in the background: the offer to finish waits until the points typed
    /// are read back, so it names the winner that round made, never the tie before it.
    @Test func theLastRoundsOfferNamesTheWinnerTheRoundMade() async throws {
        try played([[10, 10, 30], [0, 0, 0], [0, 0, 0]])
        try database.nextRound(gameID: game.id)
        #expect(await waitUntil { model.game?.game.currentRound == 4 }, "round 4")
        app.press(.character("t"))
        app.press(.home)
        app.press(.enter)
        for value in [0, 5, 0] {
            app.type(String(value))
            app.press(.enter)
        }
        #expect(await waitUntil { model.destination == .confirmFinish(.cancel, thenNextRound: false) }, "the offer")
        #expect(model.finishQuestion.hasPrefix("That was the last round. Ana wins."), "\(model.finishQuestion)")
        #expect(points(players[1].id) == [10, 0, 0, 5])
    }

    @Test func reachingTheTargetOffersToFinish() async throws {
        try database.changeScore(playerID: players[1].id, by: 99)
        #expect(await waitUntil { model.players.contains { $0.player.score == 99 } }, "99 arrives")
        #expect(model.destination == nil)
        try database.changeScore(playerID: players[1].id, by: 3)
        #expect(await waitUntil { model.destination == .confirmFinish(.cancel, thenNextRound: false) }, "the offer")
        #expect(model.finishQuestion.hasPrefix("The target (100) is reached. Ana and Cy share the win."))
        app.press(.character("n"))
        #expect(model.destination == nil)
        // Finished and reopened past the target: not asked again.
        app.press(.character("f"))
        app.press(.character("y"))
        await model.settle()
        #expect(await waitUntil { model.isFinished }, "finished")
        app.press(.character("f"))
        app.press(.character("y"))
        await model.settle()
        #expect(await waitUntil { !model.isFinished }, "reopened")
        #expect(model.destination == nil)
    }

    @Test func rulesAreEditedAsOneLine() async throws {
        app.press(.character("R"))
        // The prompt starts empty, the rules as they are in its hint.
        #expect(model.destination?.prompt?.field.text == "")
        #expect(model.destination?.prompt?.hint?.contains("lowest wins · target 100 · 4 rounds") == true)
        app.type("highest, target 50")
        app.press(.enter)
        await model.settle()
        #expect(await waitUntil { model.rules == GameRules(winning: .highest, target: 50) }, "the rules arrive")
        #expect(await waitUntil { model.order == .highestFirst }, "highest first")
        app.press(.character("R"))
        app.type("sideways")
        app.press(.enter)
        #expect(model.destination?.prompt?.error?.contains("didn't understand 'sideways'") == true)
    }

    @Test func rematchOpensTheNewGame() async throws {
        try database.changeScore(playerID: players[0].id, by: 7)
        app.press(.character("m"))
        // Not finished: it asks first.
        #expect(model.destination == .confirmRematch(.cancel))
        app.press(.character("y"))
        await model.settle()
        #expect(await waitUntil { app.game?.gameID != game.id && app.game?.hasLoaded == true }, "the rematch opens")
        #expect(app.game?.game?.game.title == "Hearts · 2")
        #expect(app.game?.players.map(\.player.score) == [0, 0, 0])
    }

    @Test func gridSnapshotsAtSeveralSizes() async throws {
        try played([[10, 20, 30], [10, 5, 0], [1, 1, 1], [7, 0, 2]])
        #expect(await waitUntil { model.standings?.roundCount == 4 && points(players[0].id) == [10, 10, 1, 7] }, "round 4")
        app.press(.character("t"))
        assertSnapshot(frame(TerminalSize(columns: 60, rows: 14)), named: "rounds-grid")
        assertSnapshot(frame(TerminalSize(columns: 36, rows: 10)), named: "rounds-grid-narrow")
        assertSnapshot(frame(Layout.minimumSize), named: "rounds-grid-tiny")
        let screen = frame(TerminalSize(columns: 60, rows: 14))
        // The current round's column is highlighted.
        #expect(screen.roles(ofRow: 1).contains(.currentRound))
        app.press(.enter)
        assertSnapshot(frame(TerminalSize(columns: 60, rows: 14)), named: "rounds-grid-entry")
    }

    @Test func chartSnapshotsAtSeveralSizes() async throws {
        try played([[10, 20, 30], [10, 5, 0], [1, 1, 1], [7, 0, 2]])
        #expect(await waitUntil { model.standings?.roundCount == 4 && points(players[0].id) == [10, 10, 1, 7] }, "round 4")
        app.press(.character("c"))
        #expect(model.screen.chart != nil)
        #expect(await chartLines() == [[0, 10, 20, 21, 28], [0, 20, 25, 26, 26], [0, 30, 30, 31, 33]])
        assertSnapshot(frame(TerminalSize(columns: 60, rows: 14)), named: "rounds-chart")
        assertSnapshot(frame(TerminalSize(columns: 40, rows: 10)), named: "rounds-chart-narrow")
        assertSnapshot(frame(TerminalSize(columns: 100, rows: 30)), named: "rounds-chart-large")
        // Each player's line is in their person's colour, with their marker.
        let screen = frame(TerminalSize(columns: 60, rows: 14))
        let roles = Set((0..<14).flatMap { screen.roles(ofRow: $0) })
        let colours = players.compactMap { model.colours[$0.id] }
        #expect(colours.count == 3 && roles.isSuperset(of: colours.map(\.role)))
        #expect(colours.allSatisfy { screen.text.contains($0.marker) })
        app.press(.escape)
        #expect(model.screen == .list(nil))
    }

    @Test func aChartOverChangesWhenThereAreNoRounds() async throws {
        let other = try database.createGame(title: "Darts")
        // The chart lists players in the order they joined: a second apart, so the order is
        // not left to their random ids when both land in the same millisecond.
        let joined = Date()
        let a = try database.at(joined).addPlayer(gameID: other.id, name: "Ana")
        let b = try database.at(joined.addingTimeInterval(1)).addPlayer(gameID: other.id, name: "Bo")
        for amount in [3, 5, 2] {
            try database.changeScore(playerID: a.id, by: amount)
            try database.changeScore(playerID: b.id, by: amount + 1)
        }
        app.press(.escape)
        app.openGame(other.id)
        #expect(await waitUntil { model.hasLoaded && model.players.count == 2 }, "Darts opens")
        app.press(.character("c"))
        #expect(await chartLines().first == [0, 3, 3, 8, 8, 10, 10])
        #expect(model.screen.chart?.series?.step == .change)
        assertSnapshot(frame(TerminalSize(columns: 50, rows: 12)), named: "rounds-chart-changes")
    }

    /// The chart as an 8-colour terminal shows it (each drawn cell replaced by the ANSI number of
    /// its foreground) and as a monochrome one does (characters and attributes: the markers).
    @Test func chartIn8ColoursAndMonochrome() async throws {
        try played([[10, 20, 30], [10, 5, 0], [1, 1, 1], [7, 0, 2]])
        #expect(await waitUntil { model.standings?.roundCount == 4 && points(players[0].id) == [10, 10, 1, 7] }, "round 4")
        app.press(.character("c"))
        _ = await chartLines()
        let screen = frame(TerminalSize(columns: 40, rows: 12))
        func rendered(_ depth: ColorDepth) -> String {
            var lines: [String] = []
            for y in 1..<(screen.size.rows - 1) {
                var line = ""
                for x in 0..<screen.size.columns {
                    let cell = screen[x, y]
                    guard cell.width > 0 else { continue }
                    let style = RoleStyle.style(for: cell.role)
                    if cell.character == " " { line += " "; continue }
                    if depth == .monochrome {
                        line += style.attributes(for: .monochrome).contains(.dim) ? "·" : String(cell.character)
                    } else if let colors = style.colors(for: depth), colors.foreground >= 0 {
                        line += String(colors.foreground)
                    } else {
                        line += "."
                    }
                }
                while line.hasSuffix(" ") { line.removeLast() }
                lines.append(line)
            }
            return lines.joined(separator: "\n")
        }
        let colours = rendered(.ansi8)
        let monochrome = rendered(.monochrome)
        // Each line in its person's ANSI colour, each person's marker in monochrome.
        let people = players.compactMap { model.colours[$0.id] }
        #expect(people.count == 3 && Set(people).count == 3, "three people, three colours")
        #expect(people.allSatisfy { colours.contains(String(RoleStyle.style(for: $0.role).basic.foreground)) })
        #expect(people.allSatisfy { monochrome.contains($0.marker) })
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        for (name, text) in [("rounds-chart-8colors", colours), ("rounds-chart-monochrome", monochrome)] {
            let file = folder.appendingPathComponent(name + ".txt")
            if let recorded = try? String(contentsOf: file, encoding: .utf8) {
                #expect(recorded == text + "\n", "\(name) changed:\n\(text)")
            } else {
                try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
                Issue.record("Recorded \(name); run again.")
            }
        }
    }

    @Test func seriesColoursStayApartIn8ColoursAndMarkersInMonochrome() {
        let series = (0..<6).map { Role.series($0) }
        // Only four basic colours read on each background (ContrastTests): the lines take all
        // four, and never the background's own colour; their markers keep them apart.
        for (background, invisible) in [(TerminalBackground.dark, 0), (.light, 7)] {
            let basic = series.map { RoleStyle.style(for: $0).colors(for: .ansi8, background: background)!.foreground }
            #expect(Set(basic).count == 4, "\(background)")
            #expect(!basic.contains(invisible), "\(background)")
        }
        #expect(Set(ChartView.markers).count == ChartView.markers.count)
        #expect(series.allSatisfy { RoleStyle.style(for: $0).colors(for: .monochrome) == nil })
    }

    @Test func theGamesListMarksFinishedGamesWithTheWinner() async throws {
        try database.changeScore(playerID: players[0].id, by: 5)
        try database.changeScore(playerID: players[1].id, by: 9)
        try database.changeScore(playerID: players[2].id, by: 9)
        try database.finishGame(id: game.id)
        app.press(.escape)
        #expect(await waitUntil { app.gamesList.visibleGames.first?.winnerNames == ["Ana"] }, "the list shows it finished")
        let text = frame(TerminalSize(columns: 60, rows: 10)).text
        #expect(text.contains("Hearts  ♛ Ana"), "\(text)")
    }
}
