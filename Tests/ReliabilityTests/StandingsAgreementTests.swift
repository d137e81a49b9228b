import Foundation
import GRDB
import ScorekeeperStore
import ScorekeeperTerminal
import ScorekeeperUI
import Testing
import TestSupport

/// One truth on every surface: random games (rules, rounds, ties, a target, finishing and
/// reopening, undo and redo, corrections and deletions, games longer than 2,000 changes) are
/// played on a file, then every surface that shows standings is asked who is where: the game
/// screen's rows, the round grid as drawn, the chart's last points, the watch scoreboard,
/// `player list --json`, `game show --json`, `game list --json` and the export. Each must report
/// the order, ranks, leaders and winners an independent oracle computes from the raw rows of the
/// file (the rules and the scores as the `sqlite3` shell would read them).
@Suite("Every surface tells the same standings", .timeLimit(.minutes(20)))
struct StandingsAgreementTests {
    static let trials = 12

    @Test("Every surface agrees with the oracle", arguments: 0..<trials)
    @MainActor func everySurfaceAgrees(trial: Int) async throws {
        let seed = SeededRandom.baseSeed &+ UInt64(trial) &* 7_919
        var random = SeededRandom(seed: seed)
        let folder = try TemporaryFolder("standings")
        let path = folder.file("standings.sqlite")
        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        // Every eighth trial is a long game: the chart over changes must see all of it.
        let gameID = try RandomGame.play(on: database, random: &random, long: trial % 6 == 5)
        #expect(try database.invariantViolations().isEmpty, "seed \(seed): a score is not the sum of its changes")
        let expected = try Oracle.standings(path: path, gameID: gameID)

        var problems: [String] = []
        func check(_ surface: String, _ report: Report) {
            problems += expected.differences(from: report).map { "\(surface): \($0)" }
        }
        let screen = try await Surfaces.interface(database: database, gameID: gameID, names: expected.names)
        check("game screen", screen.list)
        // The grid is in seat order, with the standings' ranks.
        check("round grid", Report(order: nil, ranks: screen.grid.ranks))
        if screen.grid.order != expected.seats {
            let shown = { (ids: [Player.ID]?) in (ids ?? []).map { expected.names[$0] ?? "?" }.joined(separator: ", ") }
            problems.append("round grid: seats \(shown(screen.grid.order)), expected \(shown(expected.seats))")
        }
        for (id, score) in expected.scores where screen.chartEnds[id] != score {
            problems.append("chart: \(expected.names[id] ?? "?") ends at \(screen.chartEnds[id].map(String.init) ?? "nothing"), scores \(score)")
        }
        check("watch", try Surfaces.watch(path: path, gameID: gameID))
        check("player list --json", try Surfaces.playerList(path: path, gameID: gameID))
        check("game show --json", try Surfaces.gameShow(path: path, gameID: gameID))
        check("game list --json", try Surfaces.gameList(path: path, gameID: gameID))
        check("export", try Surfaces.export(path: path, gameID: gameID))
        #expect(problems.isEmpty, "seed \(seed) (SCOREKEEPER_SEED=\(SeededRandom.baseSeed), trial \(trial)), expected \(expected):\n\(problems.joined(separator: "\n"))")
    }
}

/// What one surface says: the order, ranks, leaders and winners, each where the surface shows it
/// (nil: this surface does not show that).
struct Report {
    var order: [Player.ID]?
    var ranks: [Player.ID: Int]?
    var leaders: Set<String>?
    var winners: Set<String>?
    var finished: Bool?
}

/// The standings as the rules say, computed here from the raw rows, apart from Scorekeeper's code.
struct Expected: CustomStringConvertible {
    var order: [Player.ID]
    var ranks: [Player.ID: Int]
    var leaders: Set<String>
    var winners: Set<String>
    var finished: Bool
    var scores: [Player.ID: Int]
    var names: [Player.ID: String]
    /// Where they sit: the game's stored seating, then anyone it does not list by joining.
    var seats: [Player.ID] = []

    func differences(from report: Report) -> [String] {
        var problems: [String] = []
        func shown(_ ids: [Player.ID]) -> String { ids.map { names[$0] ?? $0.uuidString }.joined(separator: ", ") }
        if let order = report.order, order != self.order { problems.append("order \(shown(order)), expected \(shown(self.order))") }
        if let ranks = report.ranks, ranks != self.ranks {
            problems.append("ranks \(order.map { "\(names[$0]!)=\(ranks[$0].map(String.init) ?? "-")" }), expected \(order.map { "\(names[$0]!)=\(self.ranks[$0]!)" })")
        }
        if let leaders = report.leaders, leaders != self.leaders { problems.append("leaders \(leaders.sorted()), expected \(self.leaders.sorted())") }
        if let winners = report.winners, winners != self.winners { problems.append("winners \(winners.sorted()), expected \(self.winners.sorted())") }
        if let finished = report.finished, finished != self.finished { problems.append("finished \(finished), expected \(self.finished)") }
        return problems
    }

    var description: String {
        "\(order.map { "\(ranks[$0]!). \(names[$0]!) \(scores[$0]!)" }.joined(separator: ", ")); leaders \(leaders.sorted()); "
            + "winners \(winners.sorted())"
    }
}

/// The rules, read off the raw rows: highest or lowest score first, ties by name then id;
/// competition ranks (1, 1, 3); the leaders are everyone ranked first; a finished game's leaders
/// are its winners.
enum Oracle {
    static func standings(path: String, gameID: Game.ID) throws -> Expected {
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        return try queue.read { db in
            let game = try Row.fetchOne(db, sql: #"SELECT "lowestWins", "finishedAt", "seating" FROM "games" WHERE "id" = ?"#,
                                        arguments: [gameID.uuidString.lowercased()])!
            let lowestWins: Bool = game["lowestWins"]
            let finished = (game["finishedAt"] as String?) != nil
            let players = try Row.fetchAll(db, sql: #"SELECT "id", "name", "score" FROM "players" WHERE "gameID" = ?"#,
                                           arguments: [gameID.uuidString.lowercased()])
                .map { (id: Player.ID(uuidString: $0["id"])!, name: $0["name"] as String, score: $0["score"] as Int) }
            // The names are plain ASCII words with one capital, so `<` is the natural order.
            let order = players.sorted { a, b in
                if a.score != b.score { return lowestWins ? a.score < b.score : a.score > b.score }
                if a.name != b.name { return a.name < b.name }
                return a.id.uuidString.lowercased() < b.id.uuidString.lowercased()
            }
            var ranks: [Player.ID: Int] = [:]
            for (index, player) in order.enumerated() {
                ranks[player.id] = index > 0 && player.score == order[index - 1].score ? ranks[order[index - 1].id]! : index + 1
            }
            let leaders = Set(order.filter { ranks[$0.id] == 1 }.map(\.name))
            // Seats: the ids the game lists that are its players', then the others by when they
            // joined (the stored text), then id.
            let listed = ((game["seating"] as String?) ?? "").split(separator: ",").map(String.init)
            let joined = try Row.fetchAll(db, sql: #"SELECT "id" FROM "players" WHERE "gameID" = ? ORDER BY "createdAt", "id""#,
                                          arguments: [gameID.uuidString.lowercased()]).map { $0["id"] as String }
            var seats: [String] = []
            for id in listed where joined.contains(id) && !seats.contains(id) { seats.append(id) }
            for id in joined where !seats.contains(id) { seats.append(id) }
            return Expected(order: order.map(\.id), ranks: ranks, leaders: leaders, winners: finished ? leaders : [],
                            finished: finished, scores: Dictionary(uniqueKeysWithValues: players.map { ($0.id, $0.score) }),
                            names: Dictionary(uniqueKeysWithValues: players.map { ($0.id, $0.name) }),
                            seats: seats.map { Player.ID(uuidString: $0)! })
        }
    }
}

/// A random game played through the database's own writes, refusals included (a finished game
/// refuses scores; the last round refuses another).
enum RandomGame {
    static let names = ["Ann", "Bo", "Cy", "Dee", "Ed", "Flo"]

    static func play(on database: AppDatabase, random: inout SeededRandom, long: Bool) throws -> Game.ID {
        let rules = randomRules(&random)
        let game = try database.createGame(title: "Trial", rules: rules)
        var players: [Player.ID] = []
        for name in names.shuffled(using: &random).prefix(Int.random(in: 1...names.count, using: &random)) {
            players.append(try database.addPlayer(gameID: game.id, name: name).id)
        }
        if long {
            // Past the 2,000 changes a chart once stopped at.
            for index in 0..<2_100 { try database.changeScore(playerID: players[index % players.count], by: index % 3 == 0 ? 2 : -1) }
        }
        for _ in 0..<Int.random(in: 10...60, using: &random) {
            let player = players.randomElement(using: &random)!
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<45: _ = try? database.changeScore(playerID: player, by: Int.random(in: -3...6, using: &random))
            case 45..<53: try? database.setScore(playerID: player, to: Int.random(in: -2...10, using: &random))
            case 53..<61: _ = try? database.nextRound(gameID: game.id)
            case 61..<69: _ = try? database.undo(gameID: game.id)
            case 69..<74: _ = try? database.redo(gameID: game.id)
            case 74..<82:
                if let change = try database.fetchHistory(gameID: game.id, limit: 20).randomElement(using: &random) {
                    if roll < 79 {
                        _ = try? database.correctChange(id: change.id, amount: Int.random(in: -3...6, using: &random))
                    } else {
                        _ = try? database.deleteChange(id: change.id)
                    }
                }
            case 82..<88: _ = try? database.finishGame(id: game.id)
            case 88..<91: try? database.reopenGame(id: game.id)
            case 91..<94: try database.seatPlayer(id: player, at: Int.random(in: 1...players.count, using: &random))
            default: try? database.setRules(gameID: game.id, randomRules(&random))
            }
        }
        if Bool.random(using: &random) { _ = try? database.finishGame(id: game.id) }
        return game.id
    }

    static func randomRules(_ random: inout SeededRandom) -> GameRules {
        GameRules(winning: Bool.random(using: &random) ? .highest : .lowest,
                  target: Int.random(in: 0..<10, using: &random) < 3 ? Int.random(in: 5...30, using: &random) : nil,
                  rounds: Int.random(in: 0..<10, using: &random) < 4 ? Int.random(in: 2...5, using: &random) : nil)
    }
}

/// Each surface, asked as a person or a script would ask it.
enum Surfaces {
    /// The interface: the game screen's rows, the round grid as drawn (rank and name read off the
    /// frame), and the chart's last points.
    @MainActor
    static func interface(database: AppDatabase, gameID: Game.ID, names: [Player.ID: String]) async throws
        -> (list: Report, grid: Report, chartEnds: [Player.ID: Int]) {
        let size = TerminalSize(columns: 100, rows: 30)
        let app = AppModel(database: database, size: size, photos: .live, workingDirectory: NSTemporaryDirectory())
        app.start()
        defer { app.stop() }
        app.handle(.key(.enter))
        guard let game = app.game, game.hasLoaded else { throw SurfaceError("the game did not open") }
        let rows = game.players.elements
        let finishedText = render(app, size: size).text.split(separator: "\n").first.map(String.init) ?? ""
        let list = Report(order: rows.map(\.id), ranks: Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.rank) }),
                          leaders: Set(rows.filter { $0.rank == 1 }.map(\.player.name)),
                          winners: Set(names.values.filter { finishedText.contains("♛") && finishedText.contains($0) }),
                          finished: game.isFinished)

        app.handle(.key(.character("t")))
        let grid = render(app, size: size)
        let byName = Dictionary(uniqueKeysWithValues: names.map { ($1, $0) })
        var order: [Player.ID] = []
        var ranks: [Player.ID: Int] = [:]
        for line in grid.text.split(separator: "\n").dropFirst(2) {
            // "▸  1 ● Ann    5   0 …": the rank in columns 1-3, then the person's colour marker
            // (when the player is linked to one) and the name.
            let characters = Array(line)
            guard characters.count > 6, let rank = Int(String(characters[1..<4]).trimmingCharacters(in: .whitespaces)) else { continue }
            let words = String(characters[5...]).split(separator: " ").map(String.init)
            let name = words.first { byName[$0] != nil } ?? ""
            guard let id = byName[name] else { continue }
            order.append(id)
            ranks[id] = rank
        }
        let gridReport = Report(order: order, ranks: ranks)

        app.handle(.key(.character("c")))
        _ = await waitUntil { app.game?.screen.chart?.series != nil }
        guard let series = app.game?.screen.chart?.series else { throw SurfaceError("the chart was never read") }
        let ends = Dictionary(uniqueKeysWithValues: series.lines.compactMap { line in line.playerID.flatMap { id in line.values.last.map { (id, $0) } } })
        return (list, gridReport, ends)
    }

    static func watch(path: String, gameID: Game.ID) throws -> Report {
        let watched = try WatchDatabase(path: path)
        guard let board = try watched.read({ db in try Scoreboard.fetch(db, game: String(gameID.uuidString.lowercased().prefix(8))) }) else {
            throw SurfaceError("the watch found no game")
        }
        return Report(order: board.entries.map(\.id), ranks: Dictionary(uniqueKeysWithValues: board.entries.map { ($0.id, $0.rank) }),
                      leaders: Set(board.standings.leaders.map(\.name)), winners: Set(board.standings.winners.map(\.name)),
                      finished: board.standings.isFinished)
    }

    static func playerList(path: String, gameID: Game.ID) throws -> Report {
        let players = try json(["player", "list", gameID.uuidString, "--json", "--db", path]) as? [[String: Any]] ?? []
        let ids = players.compactMap { ($0["id"] as? String).flatMap(Player.ID.init(uuidString:)) }
        return Report(order: ids, ranks: ranks(players))
    }

    static func gameShow(path: String, gameID: Game.ID) throws -> Report {
        let game = try json(["game", "show", gameID.uuidString, "--json", "--db", path]) as? [String: Any] ?? [:]
        let players = game["players"] as? [[String: Any]] ?? []
        return Report(order: players.compactMap { ($0["id"] as? String).flatMap(Player.ID.init(uuidString:)) }, ranks: ranks(players),
                      leaders: Set(game["leaders"] as? [String] ?? []), winners: Set(game["winners"] as? [String] ?? []),
                      finished: (game["status"] as? String) == "finished")
    }

    static func gameList(path: String, gameID: Game.ID) throws -> Report {
        let games = try json(["game", "list", "--json", "--db", path]) as? [[String: Any]] ?? []
        guard let game = games.first(where: { ($0["id"] as? String) == gameID.uuidString.lowercased() }) else {
            throw SurfaceError("game list --json does not list the game")
        }
        return Report(winners: Set(game["winners"] as? [String] ?? []), finished: (game["status"] as? String) == "finished")
    }

    static func export(path: String, gameID: Game.ID) throws -> Report {
        let export = try json(["export", gameID.uuidString, "--db", path]) as? [String: Any] ?? [:]
        guard let game = (export["games"] as? [[String: Any]])?.first else { throw SurfaceError("the export holds no game") }
        return Report(ranks: ranks(game["players"] as? [[String: Any]] ?? []),
                      leaders: Set(game["leaders"] as? [String] ?? []), winners: Set(game["winners"] as? [String] ?? []),
                      finished: (game["status"] as? String) == "finished")
    }

    private static func ranks(_ players: [[String: Any]]) -> [Player.ID: Int] {
        var ranks: [Player.ID: Int] = [:]
        for player in players {
            guard let id = (player["id"] as? String).flatMap(Player.ID.init(uuidString:)), let rank = player["rank"] as? Int else { continue }
            ranks[id] = rank
        }
        return ranks
    }

    private static func json(_ arguments: [String]) throws -> Any {
        let result = try CommandRunner.scorekeeper(arguments)
        guard result.status == 0 else { throw SurfaceError("scorekeeper \(arguments.joined(separator: " ")): \(result.stderr)") }
        return try JSONSerialization.jsonObject(with: result.stdoutData)
    }
}

struct SurfaceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
