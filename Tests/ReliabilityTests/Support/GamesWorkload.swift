import Foundation
import TestSupport
import ScorekeeperStore

/// Crash workload for multi-row transactions: `demo` (three games and five players in one
/// transaction), `game add`, `player add`, and `game delete` (a game with its players, then
/// the space given back). A kill must leave each one whole or absent.
struct GamesWorkload: CrashWorkload {
    /// One command of this workload and the change it makes.
    enum Step: Sendable, CustomStringConvertible {
        case demo
        case addGame(title: String)
        case addPlayer(gameID: String, name: String)
        case deleteGame(id: String)

        var description: String {
            switch self {
            case .demo: return "demo"
            case .addGame(let title): return "game add \(title.debugDescription)"
            case .addPlayer(let gameID, let name): return "player add \(gameID.prefix(8)) \(name.debugDescription)"
            case .deleteGame(let id): return "game delete \(id.prefix(8))"
            }
        }
    }

    /// Games whose ids this workload knows (it added them), with their titles and player counts.
    private var known: [String: (title: String, players: Int)] = [:]
    /// Games added by `demo`, as "title|player count" (their ids are never printed).
    private var demoGames: [String] = []
    private var counter = 0

    mutating func prepare(_ run: ScorekeeperRun) throws {
        let game = try run(["game", "add", "Warm-up"])
        guard game.exitCode == 0 else { throw SetupError(description: "game add: \(game)") }
        known[game.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)] = ("Warm-up", 0)
    }

    mutating func next(using random: inout SeededRandom) -> (step: Step, arguments: [String]) {
        counter += 1
        let ids = known.keys.sorted()
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 15 || ids.isEmpty {
            return (.demo, ["demo"])
        }
        if roll < 30 {
            let title = "Game \(counter)"
            return (.addGame(title: title), ["game", "add", title])
        }
        let id = ids[Int.random(in: 0..<ids.count, using: &random)]
        if roll < 85 {
            let name = "Player \(counter)"
            return (.addPlayer(gameID: id, name: name), ["player", "add", id, name])
        }
        return (.deleteGame(id: id), ["game", "delete", id, "--yes"])
    }

    mutating func completed(_ step: Step, _ outcome: ProcessOutcome) -> String? {
        guard outcome.exitCode == 0, outcome.standardError.isEmpty else {
            return "\(step) failed: \(outcome)"
        }
        let printed = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        switch step {
        case .demo:
            demoGames += Self.demoRows
        case .addGame(let title):
            guard UUID(uuidString: printed) != nil else { return "\(step) printed \(printed.debugDescription), not an id" }
            known[printed] = (title, 0)
        case .addPlayer(let gameID, _):
            known[gameID]!.players += 1
        case .deleteGame(let id):
            known[id] = nil
        }
        return nil
    }

    /// The demo's games as "title|player count".
    private static let demoRows = AppDatabase.demoGames.map { "\($0.title)|\($0.players.count)" }

    /// The model as sorted "title|player count" lines, optionally with `step` applied.
    private func expectedRows(after step: Step?) -> [String] {
        var games = known
        var demo = demoGames
        switch step {
        case .none: break
        case .demo: demo += Self.demoRows
        case .addGame(let title): games["new"] = (title, 0)
        case .addPlayer(let gameID, _): games[gameID]!.players += 1
        case .deleteGame(let id): games[id] = nil
        }
        return (games.values.map { "\($0.title)|\($0.players)" } + demo).sorted()
    }

    /// A game and its player count.
    private struct Row: Decodable {
        var title: String
        var players: Int
    }

    func check(_ database: String, inFlight: Step?, folder: TemporaryFolder) throws -> CrashCheck {
        let rows = try SQLiteShell.rows(database, """
            SELECT title, (SELECT COUNT(*) FROM players WHERE players.gameID = games.id) AS players FROM games
            """, as: Row.self, in: folder)
        let actual = rows.map { "\($0.title)|\($0.players)" }.sorted()
        let before = actual == expectedRows(after: nil)
        let after = inFlight.map { actual == expectedRows(after: $0) } ?? false
        var check = CrashCheck()
        if !before && !after {
            check.problems.append("games match neither before nor after the killed \(inFlight.map(String.init(describing:)) ?? "(none)"): "
                                  + "expected \(expectedRows(after: nil)), database \(actual)")
        }
        check.inFlightCommitted = inFlight == nil || before == after ? nil : after
        check.followUp = (["game", "add", "After the crash"], nil)
        return check
    }
}
