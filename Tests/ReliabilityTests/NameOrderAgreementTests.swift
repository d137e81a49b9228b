import Foundation
import GRDB
import ScorekeeperStore
import ScorekeeperTerminal
import ScorekeeperUI
import Testing
import TestSupport

/// One name order on every surface: random names (digits, case, accents, namesakes) are given to
/// players tied on score, to games and so to people; every surface that lists them is asked for
/// its order (the store's reads, the game screen, the games list sorted by title, the People
/// screen, the watch's board, `player list --json` and `people list --json`), and each must list
/// them as an oracle written here, apart from `NaturalOrder`, says: without case or accents,
/// digits as numbers, then the names' code points, then the ids.
@Suite("Every surface lists names in one order", .timeLimit(.minutes(20)))
struct NameOrderAgreementTests {
    static let trials = 4
    static let pieces = ["a", "A", "á", "Á", "e", "é", "E", "Zoë", "zoe", "Zoe", "K", "k", "ß", "ss", "0", "1", "2", "02", "9", "10", "100"]

    static func randomName(_ random: inout SeededRandom) -> String {
        var name = ""
        for index in 0..<Int.random(in: 1...3, using: &random) {
            let piece = pieces.randomElement(using: &random)!
            // Now and then a space between pieces, never at either end.
            if index > 0 && Int.random(in: 0..<3, using: &random) == 0 { name += " " }
            name += piece
        }
        return name
    }

    @Test("Every surface agrees with the oracle", arguments: 0..<trials)
    @MainActor func everySurfaceAgrees(trial: Int) async throws {
        let seed = SeededRandom.baseSeed &+ UInt64(trial) &* 3_571
        var random = SeededRandom(seed: seed)
        let folder = try TemporaryFolder("name-order")
        let path = folder.file("names.sqlite")
        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let names = (0..<18).map { _ in Self.randomName(&random) }
        // Games titled by the names (each title once: namesake games go newest first).
        var games: [(id: Game.ID, name: String)] = []
        for title in Set(names) { games.append((try database.createGame(title: title).id, title)) }
        // Players tied on score, so the name (then the id) decides; a namesake or two included.
        // The game is the most recent, so the games list opens on it.
        let table = try database.createGame(title: "Table")
        games.append((table.id, "Table"))
        var players: [(id: Player.ID, name: String)] = []
        for name in names + names.prefix(2) {
            players.append((try database.addPlayer(gameID: table.id, name: name).id, name))
        }
        _ = try database.finishGame(id: table.id)

        let expectedPlayers = Self.sorted(players.map { ($0.id.uuidString, $0.name) })
        let expectedGames = Self.sorted(games.map { ($0.id.uuidString.lowercased(), $0.name) })
        let people = try database.fetchPeopleStatistics().people.map { ($0.person.id.lowercasedString, $0.person.name) }
        let expectedPeople = Self.sorted(people)
        let context = "seed \(seed), names \(names)"

        // The store's reads.
        #expect(try database.fetchPlayerRows(gameID: table.id).map(\.player.name) == expectedPlayers, "store, players; \(context)")
        #expect(try database.fetchGameSummaries(order: .title).map(\.game.title) == expectedGames, "store, games; \(context)")
        #expect(people.map(\.1) == expectedPeople, "store, people; \(context)")
        // The watch's board.
        let board = try #require(try database.read { db in try Scoreboard.fetch(db, game: table.id.uuidString) })
        #expect(board.entries.map(\.player.name) == expectedPlayers, "watch; \(context)")

        // The interface: the game screen, the games list by title, the People screen.
        let app = AppModel(database: database, size: TerminalSize(columns: 120, rows: 60), photos: .live, workingDirectory: folder.path)
        app.start()
        defer { app.stop() }
        #expect(await waitUntil { app.gamesList.hasLoaded && app.gamesList.visibleGames.count == games.count })
        app.handle(.key(.enter))
        let gameScreen = try #require(app.game)
        #expect(await waitUntil { gameScreen.players.count == players.count })
        #expect(gameScreen.players.map(\.player.name) == expectedPlayers, "game screen; \(context)")
        app.handle(.key(.escape))
        #expect(app.game == nil)
        while app.gamesList.order != .title { app.handle(.key(.character("s"))) }
        #expect(await waitUntil { app.gamesList.visibleGames.map(\.game.title) == expectedGames },
                "games list: \(app.gamesList.visibleGames.map(\.game.title)); \(context)")
        app.handle(.key(.character("P")))
        let peopleScreen = try #require(app.people)
        #expect(await waitUntil { peopleScreen.hasLoaded })
        #expect(peopleScreen.list.rows.map(\.person.name) == expectedPeople, "People screen; \(context)")

        // The command line.
        struct Named: Decodable { var name: String }
        let listed = try ScorekeeperBinary.run(["--db", path, "player", "list", table.id.uuidString, "--json"], in: folder)
        #expect(try JSONDecoder().decode([Named].self, from: Data(listed.standardOutput.utf8)).map(\.name) == expectedPlayers,
                "player list; \(context)")
        let peopleListed = try ScorekeeperBinary.run(["--db", path, "people", "list", "--json"], in: folder)
        #expect(try JSONDecoder().decode([Named].self, from: Data(peopleListed.standardOutput.utf8)).map(\.name) == expectedPeople,
                "people list; \(context)")
    }

    // MARK: The oracle

    /// Names (with their ids) in the order every surface promises.
    static func sorted(_ rows: [(id: String, name: String)]) -> [String] {
        rows.sorted { a, b in
            let (keyA, keyB) = (key(a.name), key(b.name))
            if keyA != keyB { return keyA.lexicographicallyPrecedes(keyB) }
            if a.name != b.name { return a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars) }
            return a.id < b.id
        }.map(\.name)
    }

    /// A piece of a name as compared: a number (by its digits without leading zeros, shorter
    /// first) sorts before text; text compares without case or accents.
    enum Piece: Comparable {
        case number(length: Int, digits: String)
        case text(String)
    }

    static func key(_ name: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(name)
        while let first = rest.first {
            let isDigit = ("0"..."9").contains(first)
            let run = rest.prefix { ("0"..."9").contains($0) == isDigit }
            rest = rest.dropFirst(run.count)
            if isDigit {
                let digits = String(run.drop { $0 == "0" })
                pieces.append(.number(length: digits.count, digits: digits))
            } else {
                let plain = run.decomposedStringWithCanonicalMapping.unicodeScalars
                    .filter { !(0x300...0x36F).contains($0.value) }
                pieces.append(.text(String(String.UnicodeScalarView(plain)).lowercased()))
            }
        }
        return pieces
    }
}
