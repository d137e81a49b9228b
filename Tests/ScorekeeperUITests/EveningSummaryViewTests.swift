import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The games list in "most recent" order heads each evening ("Tonight", "Yesterday", a date; an
/// evening runs 06:00 to 06:00, so 00:30 is the evening before), and `e` shows the selected
/// game's evening summary, read off the main actor, until a key closes it.
@MainActor
@Suite struct EveningSummaryViewTests {
    static let size = TerminalSize(columns: 80, rows: 20)
    let database: AppDatabase
    let app: AppModel

    /// A local time (the tests' own time zone, as the interface reads it) in November 2026.
    static func local(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))!
    }

    /// Plays `title` at `moment`: players with scores, finished unless `finish` is false.
    static func play(_ database: AppDatabase, at moment: Date, _ title: String, lowestWins: Bool = false,
                     _ scores: [(String, Int)], finish: Bool = true) throws {
        let database = database.at(moment)
        let game = try database.createGame(title: title, rules: GameRules(winning: lowestWins ? .lowest : .highest))
        for (name, score) in scores {
            let player = try database.addPlayer(gameID: game.id, name: name)
            if score != 0 { _ = try database.changeScore(playerID: player.id, by: score) }
        }
        if finish { _ = try database.finishGame(id: game.id) }
    }

    /// Now is 01:00 on Thursday 26 November: still Wednesday's evening.
    init() throws {
        let clock = ManualClock(Self.local(26, 1))
        database = try AppDatabase.empty().withWallClock(clock.wallClock)
        try Self.play(database, at: Self.local(23, 12), "Go club", [("Dee", 0)], finish: false)
        try Self.play(database, at: Self.local(24, 21), "Hearts", lowestWins: true, [("Ann", 40), ("Bo", 30), ("Cy", 30)])
        try Self.play(database, at: Self.local(25, 20), "Poker", [("Ann", 300), ("Bo", 100)])
        try Self.play(database, at: Self.local(26, 0, 30), "Rummy", [("Ann", 5), ("Cy", 9)], finish: false)
        app = AppModel(database: database, size: Self.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.handle(.resize(Self.size))
    }

    @Test func theListHeadsEachEvening() async throws {
        #expect(await waitUntil { app.gamesList.hasLoaded })
        assertSnapshot(render(app, size: Self.size), named: "games-evenings")
        // Headings are not rows: down from the last game of tonight goes to yesterday's game.
        app.handle(.key(.down))
        app.handle(.key(.down))
        #expect(app.gamesList.list.selected?.game.title == "Hearts")
        // Sorted by title, there are no headings.
        app.handle(.key(.character("s")))
        #expect(await waitUntil { app.gamesList.list.rows.first?.game.title == "Go club" })
        #expect(!render(app, size: Self.size).text.contains("Tonight"))
    }

    /// In a window too short for the headings, the selected game stays in view and the top line
    /// names its evening; a click on a heading selects nothing.
    @Test func aShortWindowKeepsTheSelectionAndItsHeading() async throws {
        let size = Layout.minimumSize  // four lines of list
        app.handle(.resize(size))
        #expect(await waitUntil { app.gamesList.hasLoaded })
        app.handle(.key(.down))
        app.handle(.key(.down))
        #expect(app.gamesList.list.selected?.game.title == "Hearts")
        let lines = render(app, size: size).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let list = Array(lines.dropFirst(Layout(size: size).list.y).prefix(4)).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(list.count == 4 && list[0] == "Tonight" && list[1].hasPrefix("Poker") && list[2] == "Yesterday" && list[3].contains("▸ Hearts"),
                "\(list)")
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: Layout(size: size).list.y + 2))))
        #expect(app.gamesList.list.selected?.game.title == "Hearts")
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 5, y: Layout(size: size).list.y + 1))))
        #expect(app.gamesList.list.selected?.game.title == "Poker")
    }

    @Test func eShowsTheSelectedGamesEvening() async throws {
        #expect(await waitUntil { app.gamesList.hasLoaded })
        #expect(app.gamesList.list.selected?.game.title == "Rummy")
        app.handle(.key(.character("e")))
        #expect(await waitUntil {
            if case .evening(let overlay)? = app.gamesList.destination { overlay.summary != nil } else { false }
        })
        guard case .evening(let overlay)? = app.gamesList.destination, let summary = overlay.summary else {
            Issue.record("e shows the evening's summary: \(String(describing: app.gamesList.destination))")
            return
        }
        // The same figures as the store's (what `scorekeeper evening` prints).
        #expect(summary == (try database.fetchEveningSummary(Evening(containing: Self.local(25, 20)))))
        #expect(summary.games.map(\.title) == ["Poker", "Rummy"])
        assertSnapshot(render(app, size: Self.size), named: "games-evening-summary")
        #expect(app.keyTable == .eveningSummary)
        app.handle(.key(.escape))
        #expect(app.gamesList.destination == nil)
        // Yesterday's game gives yesterday's evening.
        app.handle(.key(.down))
        app.handle(.key(.down))
        app.handle(.key(.character("e")))
        #expect(await waitUntil {
            if case .evening(let overlay)? = app.gamesList.destination { overlay.summary != nil } else { false }
        })
        guard case .evening(let yesterday)? = app.gamesList.destination else {
            Issue.record("e shows yesterday's evening: \(String(describing: app.gamesList.destination))")
            return
        }
        #expect(yesterday.summary?.games.map(\.title) == ["Hearts"])
        #expect(render(app, size: Self.size).text.contains("Evening · Yesterday, Tue 24 Nov 2026"))
        app.handle(.key(.character("x")))
        #expect(app.gamesList.destination == nil)
    }

    /// A summary taller than the window scrolls with the arrows, within its lines; any other key
    /// still closes it.
    @Test func aSummaryTallerThanTheWindowScrolls() async throws {
        let size = TerminalSize(columns: 80, rows: 12)
        app.handle(.resize(size))
        #expect(await waitUntil { app.gamesList.hasLoaded })
        app.handle(.key(.character("e")))
        #expect(await waitUntil {
            if case .evening(let overlay)? = app.gamesList.destination { overlay.summary != nil } else { false }
        })
        // Poker and Rummy, then Ann, Bo and Cy: 8 lines with the headings and the blank, 6 shown.
        func text() -> String { render(app, size: size).text }
        #expect(text().contains("1-6 of 8 · ↑/↓ scroll"), "\(text())")
        // The summary's own lines are those inside its frame ("│ Poker"), not the list under it.
        #expect(text().contains("│ Game ") && !text().contains("│ Cy "))
        app.handle(.key(.down))
        #expect(text().contains("2-7 of 8") && !text().contains("│ Game ") && text().contains("│ Poker"), "\(text())")
        app.handle(.key(.end))
        app.handle(.key(.down))
        #expect(text().contains("3-8 of 8") && !text().contains("│ Poker") && text().contains("│ Cy "), "\(text())")
        app.handle(.key(.home))
        #expect(text().contains("1-6 of 8"))
        app.handle(.key(.character("x")))
        #expect(app.gamesList.destination == nil)
    }
}
