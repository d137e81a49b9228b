import Foundation
import TestSupport

/// Crash workload: score changes mixed with `undo`, `redo`, `history fix` and `history delete`
/// in one game, against a model of the whole change log (order, amounts, states), so a kill at
/// any moment must leave the log and the scores exactly before or after the killed command.
struct HistoryWorkload: CrashWorkload {
    /// One command of this workload.
    enum Step: Sendable, CustomStringConvertible {
        case change(player: String, by: Int)
        case set(player: String, to: Int)
        case undo
        case redo
        case fix(change: String, amount: Int)
        case delete(change: String)

        var description: String {
            switch self {
            case .change(let player, let by): return "player score \(player.prefix(8)) --by \(by)"
            case .set(let player, let to): return "player score \(player.prefix(8)) --to \(to)"
            case .undo: return "undo"
            case .redo: return "redo"
            case .fix(let change, let amount): return "history fix \(change.prefix(8)) --amount \(amount)"
            case .delete(let change): return "history delete \(change.prefix(8)) --yes"
            }
        }

        var kind: String {
            switch self {
            case .change: return "change"
            case .set: return "set"
            case .undo: return "undo"
            case .redo: return "redo"
            case .fix: return "fix"
            case .delete: return "delete"
            }
        }
    }

    /// A score change as the model knows it; `id` is known for the changes made while preparing.
    struct Change: Equatable, Sendable {
        var id: String?
        var player: String
        var amount: Int
        var state: String
        /// Orders undone changes: the highest is the one redo puts back.
        var undoOrder = 0
    }

    /// The change log and what follows from it.
    struct Model: Equatable, Sendable {
        var changes: [Change] = []
        var undoCounter = 0

        func score(_ player: String) -> Int {
            changes.filter { $0.player == player && $0.state == "live" }.reduce(0) { $0 + $1.amount }
        }

        var lastLive: Int? { changes.lastIndex { $0.state == "live" } }
        var nextRedo: Int? {
            changes.indices.filter { changes[$0].state == "redoable" }.max { changes[$0].undoOrder < changes[$1].undoOrder }
        }

        mutating func record(_ player: String, _ amount: Int) {
            guard amount != 0 else { return }
            for index in changes.indices where changes[index].state == "redoable" { changes[index].state = "undone" }
            changes.append(Change(id: nil, player: player, amount: amount, state: "live"))
        }

        /// Applies a step; returns what the command prints.
        mutating func apply(_ step: Step, names: [String: String]) -> String {
            func signed(_ amount: Int) -> String { amount < 0 ? String(amount) : "+\(amount)" }
            switch step {
            case .change(let player, let by):
                record(player, by)
                return String(score(player))
            case .set(let player, let to):
                record(player, to - score(player))
                return String(to)
            case .undo:
                let index = lastLive!
                undoCounter += 1
                changes[index].state = "redoable"
                changes[index].undoOrder = undoCounter
                let change = changes[index]
                return "Undid \(signed(change.amount)) for \(names[change.player]!): \(score(change.player))"
            case .redo:
                let index = nextRedo!
                changes[index].state = "live"
                let change = changes[index]
                return "Redid \(signed(change.amount)) for \(names[change.player]!): \(score(change.player))"
            case .fix(let id, let amount):
                let index = changes.firstIndex { $0.id == id }!
                let old = changes[index].amount
                changes[index].amount = amount
                let change = changes[index]
                return "Corrected \(signed(old)) to \(signed(amount)) for \(names[change.player]!): \(score(change.player))"
            case .delete(let id):
                let index = changes.firstIndex { $0.id == id }!
                changes[index].state = "deleted"
                let change = changes[index]
                return "Deleted \(signed(change.amount)) for \(names[change.player]!): \(score(change.player))"
            }
        }
    }

    private(set) var gameID = ""
    private(set) var names: [String: String] = [:]
    private(set) var model = Model()
    /// Commands reported done, by kind; the trial prints them.
    private(set) var completedCounts: [String: Int] = [:]

    var players: [String] { names.keys.sorted() }

    var summary: String {
        completedCounts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    }

    mutating func prepare(_ run: ScorekeeperRun) throws {
        let game = try run(["game", "add", "Crash history"])
        guard game.exitCode == 0 else { throw SetupError(description: "game add: \(game)") }
        gameID = game.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        for name in ["Blob", "Blob Jr", "Blob Sr"] {
            let added = try run(["player", "add", gameID, name])
            guard added.exitCode == 0 else { throw SetupError(description: "player add: \(added)") }
            names[added.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)] = name
        }
        // Changes whose ids the model learns, for fix and delete to aim at.
        for (index, player) in players.enumerated() {
            for amount in [index + 1, 10 * (index + 1), -(index + 2)] {
                let scored = try run(["player", "score", player, "--by", String(amount)])
                guard scored.exitCode == 0 else { throw SetupError(description: "player score: \(scored)") }
                model.record(player, amount)
            }
        }
        let history = try run(["history", gameID, "--json"])
        let entries = try JSONDecoder().decode([Entry].self, from: Data(history.standardOutput.utf8))
        guard entries.count == model.changes.count else { throw SetupError(description: "history: \(history)") }
        for (index, entry) in entries.reversed().enumerated() {
            guard entry.playerID == model.changes[index].player, entry.amount == model.changes[index].amount else {
                throw SetupError(description: "history out of order: \(history)")
            }
            model.changes[index].id = entry.id
        }
    }

    /// A row of `history --json`.
    private struct Entry: Decodable {
        var id: String
        var playerID: String
        var amount: Int
    }

    mutating func next(using random: inout SeededRandom) -> (step: Step, arguments: [String]) {
        let player = players[Int.random(in: 0..<players.count, using: &random)]
        let known = model.changes.filter { $0.id != nil && $0.state != "deleted" }.map { $0.id! }
        let roll = Int.random(in: 0..<100, using: &random)
        let step: Step
        switch roll {
        case ..<45: step = .change(player: player, by: [1, 1, 1, 2, 5, -1, -3][Int.random(in: 0..<7, using: &random)])
        case ..<52: step = .set(player: player, to: Int.random(in: -50...150, using: &random))
        case ..<70 where model.lastLive != nil: step = .undo
        case ..<84 where model.nextRedo != nil: step = .redo
        case ..<95 where !known.isEmpty:
            step = .fix(change: known[Int.random(in: 0..<known.count, using: &random)],
                        amount: Int.random(in: -20...20, using: &random))
        case 95... where known.count > 3:
            step = .delete(change: known[Int.random(in: 0..<known.count, using: &random)])
        default: step = .change(player: player, by: 1)
        }
        return (step, arguments(step))
    }

    private func arguments(_ step: Step) -> [String] {
        switch step {
        case .change(let player, let by): return ["player", "score", player, "--by=\(by)"]
        case .set(let player, let to): return ["player", "score", player, "--to=\(to)"]
        case .undo: return ["undo", gameID]
        case .redo: return ["redo", gameID]
        case .fix(let change, let amount): return ["history", "fix", String(change.prefix(8)), "--amount=\(amount)"]
        case .delete(let change): return ["history", "delete", change, "--yes"]
        }
    }

    mutating func completed(_ step: Step, _ outcome: ProcessOutcome) -> String? {
        guard outcome.exitCode == 0, outcome.standardError.isEmpty else {
            return "\(step) failed: \(outcome)"
        }
        let printed = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        var after = model
        let expected = after.apply(step, names: names)
        guard printed == expected else { return "\(step) printed \(printed.debugDescription), expected \(expected.debugDescription)" }
        model = after
        completedCounts[step.kind, default: 0] += 1
        return nil
    }

    /// A row of the change log as read back.
    private struct Row: Decodable {
        var id: String
        var playerID: String
        var amount: Int
        var state: String
    }

    /// A player's stored score.
    private struct PlayerRow: Decodable {
        var id: String
        var score: Int
    }

    func check(_ database: String, inFlight: Step?, folder: TemporaryFolder) throws -> CrashCheck {
        let rows = try SQLiteShell.rows(database, """
            SELECT id, playerID, amount, state FROM scoreChanges WHERE gameID = '\(gameID)' ORDER BY createdAt, id
            """, as: Row.self, in: folder)
        let scores = try SQLiteShell.rows(database, "SELECT id, score FROM players WHERE gameID = '\(gameID)'",
                                          as: PlayerRow.self, in: folder)
        var check = CrashCheck()
        let before = matches(model, rows, scores)
        var afterModel = model
        if let inFlight { _ = afterModel.apply(inFlight, names: names) }
        let after = inFlight != nil && matches(afterModel, rows, scores)
        if inFlight == nil && !before {
            check.problems.append("the change log differs from the model: \(describe(rows))")
        } else if let inFlight, !before && !after {
            check.problems.append("the change log matches neither before nor after the killed \(inFlight): database \(describe(rows))")
        }
        check.inFlightCommitted = inFlight == nil || before == after ? nil : after
        let current = after && !before ? afterModel : model
        let first = players[0]
        check.followUp = (["player", "score", first, "--by", "1"], String(current.score(first) + 1))
        return check
    }

    /// Whether the database holds exactly the model's log (ids where the model knows them) and
    /// scores.
    private func matches(_ model: Model, _ rows: [Row], _ scores: [PlayerRow]) -> Bool {
        guard rows.count == model.changes.count else { return false }
        for (row, change) in zip(rows, model.changes) {
            if row.playerID != change.player || row.amount != change.amount || row.state != change.state { return false }
            if let id = change.id, id != row.id { return false }
        }
        return scores.count == players.count && scores.allSatisfy { $0.score == model.score($0.id) }
    }

    private func describe(_ rows: [Row]) -> String {
        rows.map { "\(names[$0.playerID] ?? "?"):\($0.amount):\($0.state)" }.joined(separator: ", ")
    }
}
