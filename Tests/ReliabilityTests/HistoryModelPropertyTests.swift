import Foundation
import PropertyBased
import ScorekeeperStore
import Testing

/// Random sequences of score changes, sets, undo, redo, corrections and deletions in two games,
/// against a plain model of the change log: after every step the scores, each game's history
/// (order, amounts, states, totals), what undo and redo would do, and the invariant (every score
/// is the sum of its live changes) agree with the model, and every refusal is the expected one.
// The limit only stops a hang: 150 sequences of up to 60 writes, each on a fresh database, ran
// past 3 minutes while the rest of the suite ran beside them on two cores, and failed a run.
@Suite("History agrees with a model", .timeLimit(.minutes(20)))
struct HistoryModelPropertyTests {
    /// Amounts with the ends of the range, so overflows come up often.
    static let amounts: [Int] = [1, -1, 0, 5, -7, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]

    /// One generated step; targets are taken modulo what exists.
    struct Step: Sendable, CustomStringConvertible {
        var kind: Int
        var target: Int
        var amount: Int

        var description: String {
            let kinds = ["add", "set", "undo", "redo", "fix", "delete"]
            return "\(kinds[kind])(target: \(target), amount: \(HistoryModelPropertyTests.amounts[amount]))"
        }
    }

    static let steps = zip(Gen.int(in: 0...5), Gen.int(in: 0...31), Gen.int(in: 0...(amounts.count - 1)))
        .map { Step(kind: $0, target: $1, amount: $2) }
        .array(of: 1...60)

    @Test("Scores, histories, undo and redo always equal the model's")
    func historyMatchesModel() async {
        await propertyCheck(count: 150, input: Self.steps) { steps in
            let database = try AppDatabase.empty()
            let games = try ["One", "Two"].map { try database.createGame(title: $0) }
            var model = Model()
            for (index, game) in games.enumerated() {
                for name in ["A", "B"] {
                    let player = try database.addPlayer(gameID: game.id, name: "\(name)\(index)")
                    model.players.append(Model.Player(id: player.id, game: game.id, name: player.name))
                }
            }
            for (index, step) in steps.enumerated() {
                let context = "step \(index + 1) \(step) of \(steps)"
                var next = model
                let expected = next.apply(step, games: games)
                let actual = Self.perform(step, on: database, model: model, games: games)
                switch (expected, actual) {
                case (.success(let outcome), .success(let result)):
                    #expect(outcome == nil || outcome == result?.amount, "\(context): outcome \(String(describing: result))")
                    if next.changes.count > model.changes.count {
                        // Learn the new change's id: the newest in its game.
                        let game = next.players.first { $0.id == next.changes.last!.player }!.game
                        next.changes[next.changes.count - 1].id = try database.fetchHistory(gameID: game, limit: 1)[0].id
                    }
                    model = next
                case (.failure(let refusal), .failure(let error)):
                    #expect(refusal.matches(error), "\(context): expected \(refusal), got \(error)")
                default:
                    Issue.record("\(context): expected \(expected), got \(actual)")
                    return
                }
                let problems = try model.differences(from: database, games: games)
                if !problems.isEmpty {
                    Issue.record("\(context):\n\(problems.joined(separator: "\n"))")
                    return
                }
            }
        }
    }

    /// Runs a step on the database; returns the undo/redo/fix/delete outcome when there is one.
    private static func perform(_ step: Step, on database: AppDatabase, model: Model, games: [Game]) -> Result<HistoryOutcome?, any Error> {
        let amount = amounts[step.amount]
        let player = model.players[step.target % model.players.count].id
        let game = games[step.target % games.count].id
        let change = model.target(step.target)?.id ?? ScoreChange.ID(UUID())
        return Result {
            switch step.kind {
            case 0: try database.changeScore(playerID: player, by: amount); return nil
            case 1: try database.setScore(playerID: player, to: amount); return nil
            case 2: return try database.undo(gameID: game)
            case 3: return try database.redo(gameID: game)
            case 4: return try database.correctChange(id: change, amount: amount)
            default: return try database.deleteChange(id: change)
            }
        }
    }
}

/// The plain model: players and one list of changes in the order they were made.
private struct Model {
    /// A player as the model keeps it.
    struct Player { var id: ScorekeeperStore.Player.ID; var game: ScorekeeperStore.Game.ID; var name: String }
    /// A change as the model keeps it.
    struct Change { var id: ScoreChange.ID?; var player: ScorekeeperStore.Player.ID; var amount: Int; var original: Int; var state: ScoreChangeState; var undoOrder = 0 }

    var players: [Player] = []
    var changes: [Change] = []
    var undoCounter = 0

    /// The refusals the model predicts.
    enum Refusal: Error, CustomStringConvertible {
        case overflow, nothingToUndo, nothingToRedo, changeNotFound

        func matches(_ error: any Error) -> Bool {
            switch (self, error as? ScorekeeperError) {
            case (.overflow, .scoreOverflow?), (.nothingToUndo, .nothingToUndo?), (.nothingToRedo, .nothingToRedo?),
                 (.changeNotFound, .changeNotFound?):
                return true
            default:
                return false
            }
        }

        var description: String { "\(self)" }
    }

    func game(of player: ScorekeeperStore.Player.ID) -> ScorekeeperStore.Game.ID { players.first { $0.id == player }!.game }

    func score(_ player: ScorekeeperStore.Player.ID) -> Int128 {
        changes.filter { $0.player == player && $0.state == .live }.reduce(0) { $0 + Int128($1.amount) }
    }

    /// The change a fix or delete aims at: any change that is not deleted (nil: a missing id).
    func target(_ index: Int) -> Change? {
        let candidates = changes.filter { $0.state != .deleted }
        // One step in eight aims at something that does not exist.
        return candidates.isEmpty || index % 8 == 7 ? nil : candidates[index % candidates.count]
    }

    /// Applies a step; success carries the amount an outcome must report (nil: no outcome).
    mutating func apply(_ step: HistoryModelPropertyTests.Step, games: [Game]) -> Result<Int?, Refusal> {
        let amount = HistoryModelPropertyTests.amounts[step.amount]
        let player = players[step.target % players.count].id
        let game = games[step.target % games.count].id
        func fits(_ value: Int128) -> Bool { Int(exactly: value) != nil }
        switch step.kind {
        case 0, 1:
            let difference = step.kind == 0 ? Int128(amount) : Int128(amount) - score(player)
            guard fits(difference), fits(score(player) + difference) else { return .failure(.overflow) }
            guard difference != 0 else { return .success(nil) }
            let playerGame = self.game(of: player)
            for index in changes.indices where changes[index].state == .redoable && self.game(of: changes[index].player) == playerGame {
                changes[index].state = .undone
            }
            changes.append(Change(id: nil, player: player, amount: Int(difference), original: Int(difference), state: .live))
            return .success(nil)
        case 2:
            guard let index = changes.lastIndex(where: { $0.state == .live && self.game(of: $0.player) == game }) else {
                return .failure(.nothingToUndo)
            }
            guard fits(score(changes[index].player) - Int128(changes[index].amount)) else { return .failure(.overflow) }
            undoCounter += 1
            changes[index].state = .redoable
            changes[index].undoOrder = undoCounter
            return .success(changes[index].amount)
        case 3:
            let redoable = changes.indices.filter { changes[$0].state == .redoable && self.game(of: changes[$0].player) == game }
            guard let index = redoable.max(by: { changes[$0].undoOrder < changes[$1].undoOrder }) else {
                return .failure(.nothingToRedo)
            }
            guard fits(score(changes[index].player) + Int128(changes[index].amount)) else { return .failure(.overflow) }
            changes[index].state = .live
            return .success(changes[index].amount)
        case 4:
            guard let target = target(step.target), let index = changes.firstIndex(where: { $0.id == target.id }) else {
                return .failure(.changeNotFound)
            }
            if changes[index].state == .live {
                guard fits(score(target.player) - Int128(target.amount) + Int128(amount)) else { return .failure(.overflow) }
            }
            changes[index].amount = amount
            return .success(amount)
        default:
            guard let target = target(step.target), let index = changes.firstIndex(where: { $0.id == target.id }) else {
                return .failure(.changeNotFound)
            }
            if changes[index].state == .live {
                guard fits(score(target.player) - Int128(target.amount)) else { return .failure(.overflow) }
            }
            changes[index].state = .deleted
            return .success(target.amount)
        }
    }

    /// Where the database differs from the model; empty when they agree.
    func differences(from database: AppDatabase, games: [Game]) throws -> [String] {
        var problems: [String] = []
        let violations = try database.invariantViolations()
        if !violations.isEmpty { problems.append("scores that are not the sum of their changes: \(violations)") }
        for player in players {
            let stored = try database.fetchPlayer(id: player.id)?.score
            if stored.map({ Int128($0) }) != score(player.id) {
                problems.append("\(player.name): database \(String(describing: stored)), model \(score(player.id))")
            }
        }
        for game in games {
            let inGame = changes.filter { self.game(of: $0.player) == game.id && $0.state != .deleted }
            var running: [ScorekeeperStore.Player.ID: Int128] = [:]
            var expected: [String] = []
            for change in inGame {
                if change.state == .live { running[change.player, default: 0] += Int128(change.amount) }
                expected.append("\(change.id?.uuidString.prefix(8) ?? "?") \(change.amount)/\(change.original) \(change.state) "
                                + "total \(Int(clamping: running[change.player, default: 0]))")
            }
            expected.reverse()
            let history = try database.fetchHistory(gameID: game.id, limit: 1000)
            let actual = history.map {
                "\($0.id.uuidString.prefix(8)) \($0.amount)/\($0.originalAmount) \($0.state) total \($0.total)"
            }
            if actual != expected { problems.append("history of \(game.title): database \(actual), model \(expected)") }
            if try database.fetchHistoryCount(gameID: game.id) != inGame.count {
                problems.append("history count of \(game.title) is not \(inGame.count)")
            }
            // A page from the middle agrees with the whole.
            if history.count > 4 {
                let page = try database.fetchHistory(gameID: game.id, limit: 3, offset: 2)
                if page != Array(history[2..<5]) { problems.append("a page of \(game.title) differs from the whole history") }
            }
            let state = try database.fetchUndoRedoState(gameID: game.id)
            let nextUndo = inGame.last { $0.state == .live }?.id
            let nextRedo = inGame.filter { $0.state == .redoable }.max { $0.undoOrder < $1.undoOrder }?.id
            if state.undo?.id != nextUndo || state.redo?.id != nextRedo {
                problems.append("undo/redo of \(game.title): database \(String(describing: state.undo?.id))/\(String(describing: state.redo?.id)), "
                                + "model \(String(describing: nextUndo))/\(String(describing: nextRedo))")
            }
        }
        return problems
    }
}
