import Foundation
import GRDB
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// Each person's colour on every surface that shows their players: the game's rows, the round
/// grid, the chart and the watch's scoreboard, with the colour's marker for monochrome.
@MainActor
@Suite struct PersonColourTests {
    let database: AppDatabase
    let app: AppModel
    static let size = TerminalSize(columns: 60, rows: 14)

    init() throws {
        database = try pinnedDatabase()
        try seedPeople(database)
        app = AppModel(database: database, size: PersonColourTests.size, photos: .none, workingDirectory: "/tmp")
        app.start()
    }

    /// The colour of the person named `name`, from the file.
    func colour(of name: String) throws -> PersonColour {
        try database.resolvePerson(name).colour
    }

    /// The screen row whose text contains `name`.
    func row(_ screen: Screen, _ name: String, after prefix: String = "") throws -> Int {
        let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(" \(name)") && (prefix.isEmpty || $0.contains(prefix)) }, "\(screen.text)")
    }

    /// Where `name` starts on row `y`.
    func column(_ screen: Screen, y: Int, _ name: String) throws -> Int {
        let characters = (0..<screen.size.columns).map { screen[$0, y].character }
        let text = String(characters)
        let range = try #require(text.range(of: name))
        return text.distance(from: text.startIndex, to: range.lowerBound)
    }

    @Test func aGameShowsEachPlayerInTheirPersonsColour() async throws {
        // Mini Golf (unfinished, highest wins): Bo (4) leads, Ann (3) is a plain row.
        let game = try #require(app.gamesList.visibleGames.first { $0.game.title == "Mini Golf" })
        app.openGame(game.id)
        let model = try #require(app.game)
        #expect(await waitUntil { model.hasLoaded && model.colours.count == 2 }, "the colours arrive")
        let ann = try colour(of: "Ann"), bo = try colour(of: "Bo")
        #expect(ann != bo, "people of one game get distinct colours")
        // Ann's row is neither selected nor leading: marker and name in her colour.
        model.list.select(try #require(model.players.first { $0.player.name == "Bo" }).id)
        var screen = render(app, size: PersonColourTests.size)
        var y = try row(screen, "Ann")
        var x = try column(screen, y: y, "Ann")
        #expect(screen[x - 2, y].character == ann.marker && screen[x - 2, y].role == ann.role)
        #expect(screen[x, y].role == ann.role)
        // Bo leads and is selected: the row's role, the marker still there.
        y = try row(screen, "Bo")
        x = try column(screen, y: y, "Bo")
        #expect(screen[x - 2, y].character == bo.marker)
        #expect(screen[x, y].role == .selectedLeader)

        // The grid: the same marks.
        app.handle(.key(.character("t")))
        screen = render(app, size: PersonColourTests.size)
        y = try row(screen, "Ann")
        x = try column(screen, y: y, "Ann")
        #expect(screen[x - 2, y].character == ann.marker && screen[x, y].role == ann.role)

        // A new colour reaches the open game.
        let next = PersonColour.allCases.first { $0 != ann && $0 != bo }!
        try database.setColour(personID: try database.resolvePerson("Ann").id, next)
        #expect(await waitUntil { model.colours.values.contains(next) }, "the new colour arrives")
        screen = render(app, size: PersonColourTests.size)
        y = try row(screen, "Ann")
        x = try column(screen, y: y, "Ann")
        #expect(screen[x - 2, y].character == next.marker && screen[x, y].role == next.role)
    }

    @Test func theChartDrawsEachLineInItsPersonsColour() async throws {
        let game = try #require(app.gamesList.visibleGames.first { $0.game.title == "Mini Golf" })
        app.openGame(game.id)
        let model = try #require(app.game)
        let player = try #require(model.players.first { $0.player.name == "Ann" })
        try database.changeScore(playerID: player.id, by: 2)
        app.handle(.key(.character("c")))
        #expect(await waitUntil { model.screen.chart?.series != nil }, "the chart is read")
        let screen = render(app, size: PersonColourTests.size)
        let ann = try colour(of: "Ann"), bo = try colour(of: "Bo")
        let cells = (0..<screen.size.rows).flatMap { y in (0..<screen.size.columns).map { screen[$0, y] } }
        for colour in [ann, bo] {
            #expect(cells.contains { $0.character == colour.marker && $0.role == colour.role }, "\(colour) marker")
        }
        #expect(!cells.contains { [.series1, .series2].contains($0.role) }, "no series colours for people")
    }

    @Test func theWatchMarksEachRowWithItsPersonsColour() throws {
        let board = try #require(try database.reader.read { db in try Scoreboard.fetch(db, game: "Poker") })
        #expect(board.colours.count == 2)
        let watch = WatchModel(gameReference: "Poker", size: PersonColourTests.size, clock: .fixed(pinnedNow))
        watch.update(board)
        let screen = render(watch, size: PersonColourTests.size)
        let dee = try colour(of: "Dee"), ann = try colour(of: "Ann")
        let y = try row(screen, "Dee", after: "2. ")
        let x = try column(screen, y: y, "Dee")
        #expect(screen[x - 2, y].character == dee.marker && screen[x - 2, y].role == dee.role)
        #expect(screen[x, y].role == dee.role)
        // The leader keeps the leader's role; the marker is still in their colour.
        let annY = try row(screen, "Ann", after: "1. ")
        let annX = try column(screen, y: annY, "Ann")
        #expect(screen[annX - 2, annY].character == ann.marker && screen[annX - 2, annY].role == ann.role)
        #expect(screen[annX, annY].role == .leader)
    }

    @Test func peopleWhoShareAColourShowDistinctColoursAndMarkersInAGameAndOnTheWatch() async throws {
        // Bo is given Ann's colour: in Mini Golf, whoever of them joined first keeps it and the
        // other shows the first colour nobody there shows.
        let own = try colour(of: "Ann")
        try database.setColour(personID: try database.resolvePerson("Bo").id, own)
        #expect(try colour(of: "Bo") == own, "Bo's own colour is Ann's")
        let game = try #require(app.gamesList.visibleGames.first { $0.game.title == "Mini Golf" })
        app.openGame(game.id)
        let model = try #require(app.game)
        let players = try ["Ann", "Bo"].map { name in try #require(model.players.first { $0.player.name == name }).player }
        // Joining order: the stamp, then the id (the seed adds both at one time).
        let first = try #require(players.min { ($0.createdAt, $0.id.lowercasedString) < ($1.createdAt, $1.id.lowercasedString) })
        let other = try #require(players.first { $0.id != first.id })
        #expect(await waitUntil { model.hasLoaded && model.colours.count == 2 && model.colours[other.id] != own },
                "the colours the game shows arrive")
        #expect(model.colours[first.id] == own)
        let moved = try #require(model.colours[other.id])
        #expect(moved == GameColours.colour(own: own, among: [own]), "the later one takes the first colour nobody shows")
        #expect(moved.marker != own.marker && moved.role != own.role)
        // The game's rows, the grid and the watch all show the two apart, in the same marks.
        func marks(_ screen: Screen, ranked: Bool = false) throws -> [String: Character] {
            var marks: [String: Character] = [:]
            for player in players {
                // On the watch Bo (4) ranks above Ann (3).
                let y = try row(screen, player.name, after: ranked ? (player.name == "Bo" ? "1. " : "2. ") : "")
                let x = try column(screen, y: y, player.name)
                #expect(screen[x - 2, y].character == model.colours[player.id]?.marker, "\(player.name): \(screen.text)")
                marks[player.name] = screen[x - 2, y].character
            }
            return marks
        }
        model.list.select(first.id)
        let listed = try marks(render(app, size: PersonColourTests.size))
        app.handle(.key(.character("t")))
        let grid = try marks(render(app, size: PersonColourTests.size))
        let board = try #require(try await database.reader.read { db in try Scoreboard.fetch(db, game: "Mini Golf") })
        #expect(board.colours == model.colours, "the watch reads the colours the game shows")
        let watch = WatchModel(gameReference: "Mini Golf", size: PersonColourTests.size, clock: .fixed(pinnedNow))
        watch.update(board)
        let watched = try marks(render(watch, size: PersonColourTests.size), ranked: true)
        #expect(listed == grid && grid == watched && Set(listed.values).count == 2)
    }
}
