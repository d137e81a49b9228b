import Foundation
import TestSupport

/// Crash workload: score changes, mostly `player score X --by 1`, mixed with adding, renaming
/// and deleting players in one game.
struct PlayersWorkload: CrashWorkload {
    /// One command of this workload and the change it makes.
    enum Step: Sendable, CustomStringConvertible {
        case add(name: String)
        case change(id: String, by: Int)
        case set(id: String, to: Int)
        case rename(id: String, name: String)
        case delete(id: String)

        var description: String {
            switch self {
            case .add(let name): return "player add \(name.debugDescription)"
            case .change(let id, let by): return "player score \(id.prefix(8)) --by \(by)"
            case .set(let id, let to): return "player score \(id.prefix(8)) --to \(to)"
            case .rename(let id, let name): return "player rename \(id.prefix(8)) \(name.debugDescription)"
            case .delete(let id): return "player delete \(id.prefix(8))"
            }
        }
    }

    /// A player as the model knows it.
    struct Known: Equatable, Sendable {
        var name: String
        var score: Int
    }

    private(set) var gameID = ""
    private(set) var players: [String: Known] = [:]
    private var counter = 0
    /// Score changes reported done (exit 0, new score printed); the trial reports it.
    private(set) var completedScoreChanges = 0

    /// Names in several scripts, so recovery is checked on more than ASCII.
    private mutating func freshName(using random: inout SeededRandom) -> String {
        counter += 1
        let styles = ["Player", "Zoë", "玩家", "🎲", "שחקן"]
        return "\(styles[Int.random(in: 0..<styles.count, using: &random)]) \(counter)"
    }

    mutating func prepare(_ run: ScorekeeperRun) throws {
        let game = try run(["game", "add", "Crash night"])
        guard game.exitCode == 0 else { throw SetupError(description: "game add: \(game)") }
        gameID = game.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        for name in ["Blob", "Blob Jr", "Blob Sr"] {
            let added = try run(["player", "add", gameID, name])
            guard added.exitCode == 0 else { throw SetupError(description: "player add: \(added)") }
            players[added.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)] = Known(name: name, score: 0)
        }
    }

    mutating func next(using random: inout SeededRandom) -> (step: Step, arguments: [String]) {
        // Sorted, because dictionary order changes from run to run and the seed must replay.
        let ids = players.keys.sorted()
        let roll = Int.random(in: 0..<100, using: &random)
        if ids.isEmpty || (roll < 8 && ids.count < 8) {
            let name = freshName(using: &random)
            return (.add(name: name), ["player", "add", gameID, name])
        }
        let id = ids[Int.random(in: 0..<ids.count, using: &random)]
        switch roll {
        case ..<78:
            return (.change(id: id, by: 1), ["player", "score", id, "--by", "1"])
        case ..<84:
            let value = Int.random(in: -1000...1000, using: &random)
            return (.set(id: id, to: value), ["player", "score", id, "--to", String(value)])
        case ..<92:
            let name = freshName(using: &random)
            return (.rename(id: id, name: name), ["player", "rename", id, name])
        default:
            guard ids.count > 1 else { return (.change(id: id, by: 1), ["player", "score", id, "--by", "1"]) }
            return (.delete(id: id), ["player", "delete", id, "--yes"])
        }
    }

    mutating func completed(_ step: Step, _ outcome: ProcessOutcome) -> String? {
        guard outcome.exitCode == 0, outcome.standardError.isEmpty else {
            return "\(step) failed: \(outcome)"
        }
        let printed = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        switch step {
        case .add(let name):
            guard UUID(uuidString: printed) != nil else { return "\(step) printed \(printed.debugDescription), not an id" }
            players[printed] = Known(name: name, score: 0)
        case .change(let id, let by):
            let expected = players[id]!.score + by
            guard printed == String(expected) else { return "\(step) printed \(printed), expected \(expected)" }
            players[id]!.score = expected
            completedScoreChanges += 1
        case .set(let id, let to):
            guard printed == String(to) else { return "\(step) printed \(printed), expected \(to)" }
            players[id]!.score = to
        case .rename(let id, let name):
            players[id]!.name = name
        case .delete(let id):
            players[id] = nil
        }
        return nil
    }

    /// A row of the players table.
    private struct Row: Decodable {
        var id: String
        var name: String
        var score: Int
    }

    func check(_ database: String, inFlight: Step?, folder: TemporaryFolder) throws -> CrashCheck {
        let rows = try SQLiteShell.rows(database, "SELECT id, name, score FROM players WHERE gameID = '\(gameID)'",
                                        as: Row.self, in: folder)
        var actual: [String: Known] = [:]
        for row in rows { actual[row.id] = Known(name: row.name, score: row.score) }
        var check = CrashCheck()
        let games = try SQLiteShell.run(database, "SELECT COUNT(*) FROM games WHERE id = '\(gameID)'", in: folder)
        if games.trimmingCharacters(in: .whitespacesAndNewlines) != "1" {
            check.problems.append("the game is gone")
        }

        let before = actual == players
        let after = inFlight.map { matchesAfter($0, actual) } ?? false
        if inFlight == nil && !before {
            check.problems.append("players differ from the \(players.count) reported done: \(describe(actual))")
        } else if let inFlight, !before && !after {
            check.problems.append("players match neither before nor after the killed \(inFlight): model \(describe(players)), database \(describe(actual))")
        }
        check.inFlightCommitted = inFlight == nil || before == after ? nil : after

        if let (id, player) = actual.sorted(by: { $0.key < $1.key }).first {
            check.followUp = (["player", "score", id, "--by", "1"], String(player.score + 1))
        }
        return check
    }

    /// True when `actual` is the model with `step` applied.
    private func matchesAfter(_ step: Step, _ actual: [String: Known]) -> Bool {
        var expected = players
        switch step {
        case .add(let name):
            // The new id was never printed: exactly one unknown row, with that name and score 0.
            let extra = actual.keys.filter { players[$0] == nil }
            guard extra.count == 1, actual[extra[0]] == Known(name: name, score: 0) else { return false }
            expected[extra[0]] = Known(name: name, score: 0)
        case .change(let id, let by): expected[id]?.score += by
        case .set(let id, let to): expected[id]?.score = to
        case .rename(let id, let name): expected[id]?.name = name
        case .delete(let id): expected[id] = nil
        }
        return expected == actual
    }

    private func describe(_ state: [String: Known]) -> String {
        state.sorted { $0.key < $1.key }.map { "\($0.key.prefix(8))=\($0.value.name.debugDescription):\($0.value.score)" }
            .joined(separator: ", ")
    }
}

/// A setup command failed: the trial cannot start.
struct SetupError: Error, CustomStringConvertible {
    var description: String
}
