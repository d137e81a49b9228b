import Foundation
import GRDB
import ScorekeeperCore

/// What a game's screen shows under its header.
public enum GameScreenMode: Equatable, Sendable {
    /// One row per player with avatar and score.
    case list
    /// A row per player, a column per round, the total (`t`).
    case grid
    /// Each player's total over the rounds, as a line chart (`c`).
    case chart
}

// Rules, rounds, finishing, reopening, the rematch and the round grid's fast entry.
extension GameModel {
    // MARK: Derived

    /// How many round columns the grid has: the current round, or later ones that have changes.
    public var roundCount: Int {
        max(game?.game.currentRound ?? 1, roundCells.map(\.round).max() ?? 1, 1)
    }

    /// A player's points per round, round 1 first.
    public func points(for playerID: UUID) -> [Int] {
        var points = Array(repeating: 0, count: roundCount)
        for cell in roundCells where cell.playerID == playerID && cell.round >= 1 {
            points[cell.round - 1] = cell.points
        }
        return points
    }

    /// The players ahead by the rule (everyone tied counts: ties share the win), by name.
    public var leaderNames: [String] {
        let ranks = standings.ranks
        return players.filter { ranks[$0.id] == 1 }.map(\.player.name)
            .sorted { NaturalOrder.compare($0, $1) == .orderedAscending }
    }

    /// Whether a player has reached the game's target.
    public var targetReached: Bool {
        guard let target = rules.target else { return false }
        return players.contains { $0.player.score >= target }
    }

    public var isFinished: Bool { game?.game.isFinished ?? false }

    // MARK: Following the database

    /// Until the person picks an order with `s`, the list follows the rule: leader first.
    func rulesMayHaveChanged() {
        guard !orderChosen, let game, game.game.rules.leaderFirst != order else { return }
        order = game.game.rules.leaderFirst
        // Restarted after this delivery, not inside it.
        // Only the players' query: an open history keeps following the file.
        Task { @MainActor [weak self] in
            guard let self, self.isObserving else { return }
            self.query.stop()
            self.startObserving()
        }
    }

    /// When a player reaches the target (from this screen or any other program), offer to finish,
    /// once, if nothing else is open.
    func offerToFinishWhenTheTargetIsReached() {
        // The moment of reaching it counts, not the state: a game reopened past its target is
        // not asked again.
        let reached = targetReached
        defer { targetWasReached = reached }
        guard reached, targetWasReached == false, !isFinished, destination == nil, history == nil else { return }
        destination = .confirmFinish(.cancel, thenNextRound: false)
    }

    /// The question the finish confirmation asks.
    public var finishQuestion: String {
        let names = leaderNames.map(Sanitized.text)
        let who: String
        switch names.count {
        case 0: who = "Nobody is playing yet."
        case 1: who = "\(names[0]) wins."
        default: who = "\(names.dropLast().joined(separator: ", ")) and \(names.last!) share the win."
        }
        var reason = ""
        if targetReached, let target = rules.target { reason = "The target (\(target)) is reached. " }
        else if game?.game.isOnLastRound == true, rules.rounds != nil { reason = "That was the last round. " }
        return "\(reason)\(who) Scores cannot change until it is reopened (f)."
    }

    // MARK: What the user did

    /// `R`: the rules as one line to edit.
    func rulesTapped() {
        destination = .editRules(Prompt(title: "Rules", label: "Rules", text: rules.summary,
                                        hint: "highest or lowest wins, target N, N rounds (e.g. lowest, 100, 6 rounds)"))
    }

    func rulesSubmitted() {
        guard let text = destination?.prompt?.field.text else { return }
        do {
            let rules = try GameRules.parse(text)
            let gameID = self.gameID
            destination = nil
            write({ database in try database.setRules(gameID: gameID, rules) },
                  success: { _ in StatusMessage("Rules: \(rules.summary)") })
        } catch {
            refusePrompt(error)
        }
    }

    /// `n`: the next round; after the last one, or once a player reached the target, it offers
    /// to finish instead.
    func nextRoundTapped() {
        if game?.game.isOnLastRound == true && !isFinished {
            destination = .confirmFinish(.cancel, thenNextRound: false)
        } else if targetReached && !isFinished {
            destination = .confirmFinish(.cancel, thenNextRound: true)
        } else {
            startNextRound()
        }
    }

    func startNextRound() {
        let gameID = self.gameID
        let total = rules.rounds
        write({ database in try database.nextRound(gameID: gameID) },
              success: { round in StatusMessage("Round \(round)\(total.map { " of \($0)" } ?? "")") })
    }

    /// `f`: finish (asks, naming the winners); in a finished game, asks to reopen it.
    func finishTapped() {
        destination = isFinished ? .confirmReopen(.cancel) : .confirmFinish(.cancel, thenNextRound: false)
    }

    func performInFinishConfirmation(_ action: Action, choice: ConfirmationChoice, thenNextRound: Bool) {
        switch choice.outcome(of: action) {
        case .confirmed:
            destination = nil
            let gameID = self.gameID
            write({ database in try database.finishGame(id: gameID).map(\.name) }, success: { names in
                let shown = names.map(Sanitized.text)
                return StatusMessage(shown.isEmpty ? "Finished." : "Finished: \(shown.joined(separator: ", ")) \(shown.count == 1 ? "wins" : "share the win").")
            })
        case .dismissed:
            destination = nil
            if thenNextRound { startNextRound() }
        case .highlight(let next): destination = .confirmFinish(next, thenNextRound: thenNextRound)
        case .ignored: break
        }
    }

    func performInReopenConfirmation(_ action: Action, choice: ConfirmationChoice) {
        switch choice.outcome(of: action) {
        case .confirmed:
            destination = nil
            let gameID = self.gameID
            write({ database in try database.reopenGame(id: gameID) }, success: { _ in StatusMessage("Reopened: scores can change again.") })
        case .dismissed: destination = nil
        case .highlight(let next): destination = .confirmReopen(next)
        case .ignored: break
        }
    }

    /// `m`: a new game with the same players, photos and rules, which then opens.
    func rematchTapped() {
        let gameID = self.gameID
        let open = openGame
        write({ database in try database.rematch(gameID: gameID) }, success: { game in
            open(game.id)
            return StatusMessage("Rematch: \(Sanitized.text(game.title))")
        })
    }

    /// `t`: the player list or the round grid (one line per player, so more fit).
    func toggleGridTapped() {
        mode = mode == .grid ? .list : .grid
        list.setVisibleRows(visibleRows(for: Layout(size: size)))
    }

    func visibleRows(for layout: Layout) -> Int {
        mode == .grid ? max(1, layout.list.height) : layout.visiblePlayerRows
    }

    /// Enter in the grid: the selected player's points in the current round (what is there
    /// already, to correct).
    func roundPointsTapped() {
        guard let row = list.selected else { return }
        // The order of entry is fixed when it starts: the list re-sorts as points land, and the
        // next player must be the next one on screen when Enter was first pressed.
        if destination == nil { gridEntryOrder = players.ids.elements }
        let round = game?.game.currentRound ?? 1
        let current = points(for: row.id)[safe: round - 1] ?? 0
        destination = .roundPoints(row.id, Prompt(
            title: "\(Sanitized.text(row.player.name)) · round \(round)", label: "Points",
            text: current == 0 ? "" : String(current),
            hint: "The round's points; Enter goes on to the next player, Esc stops"))
    }

    /// The points typed replace the round's cell: the difference is recorded as one change (a
    /// correction is a change too, and the history shows it). Then the next player's prompt opens;
    /// after the last one the round is done, and after the last round (or at the target) the
    /// game offers to finish.
    func roundPointsSubmitted(_ id: UUID) {
        guard let text = destination?.prompt?.field.text else { return }
        let round = game?.game.currentRound ?? 1
        let current = points(for: id)[safe: round - 1] ?? 0
        let typed = text.trimmingCharacters(in: .whitespaces)
        var difference = 0
        if !typed.isEmpty {
            guard let value = Int(typed.hasPrefix("+") ? String(typed.dropFirst()) : typed) else {
                refusePrompt(ScorekeeperError.other("Not a number: type the round's points, like 13 or -2."))
                return
            }
            let (delta, overflow) = value.subtractingReportingOverflow(current)
            let score = players[id: id]?.player.score ?? 0
            guard !overflow, !score.addingReportingOverflow(delta).overflow else {
                refusePrompt(ScorekeeperError.scoreOverflow)
                return
            }
            difference = delta
        }
        if difference != 0 {
            let amount = difference
            write { database in try database.changeScore(playerID: id, by: amount) }
        }
        let ids = gridEntryOrder.filter { players[id: $0] != nil }
        if let index = ids.firstIndex(of: id), index + 1 < ids.count {
            list.select(ids[index + 1])
            destination = nil
            let order = gridEntryOrder
            roundPointsTapped()
            gridEntryOrder = order
        } else {
            destination = nil
            roundEntered(projectedChange: (id, difference))
        }
    }

    /// The whole round is typed in: offer to finish when it was the last round or a player is at
    /// the target (counting the change still in line), else say how to go on.
    private func roundEntered(projectedChange: (UUID, Int)) {
        let projectedTarget: Bool = {
            guard let target = rules.target else { return false }
            return players.contains { row in
                let extra = row.id == projectedChange.0 ? projectedChange.1 : 0
                return row.player.score.addingReportingOverflow(extra).partialValue >= target
            }
        }()
        if game?.game.isOnLastRound == true || projectedTarget {
            destination = .confirmFinish(.cancel, thenNextRound: false)
            targetWasReached = true
        } else {
            report(StatusMessage("Round \(game?.game.currentRound ?? 1) is in: n starts the next one."))
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

// The chart's data.
extension GameModel {
    /// Each player's total over the rounds; over the changes when the game has a single round
    /// (those are read when the chart opens and with every update while it is open).
    public var chart: ChartData {
        let ordered = players.elements.sorted { ($0.player.createdAt, $0.id.uuidString) < ($1.player.createdAt, $1.id.uuidString) }
        if roundCount > 1 || changeSteps.isEmpty {
            return ChartData(series: ordered.map { row in
                var total = 0
                return ChartData.Series(name: row.player.name, values: [0] + points(for: row.id).map { value in
                    total = total.addingReportingOverflow(value).partialValue
                    return total
                })
            }, step: "round")
        }
        var totals = Dictionary(uniqueKeysWithValues: ordered.map { ($0.id, 0) })
        var values = Dictionary(uniqueKeysWithValues: ordered.map { ($0.id, [0]) })
        for step in changeSteps {
            if let total = totals[step.playerID] {
                totals[step.playerID] = total.addingReportingOverflow(step.amount).partialValue
            }
            for id in values.keys { values[id]!.append(totals[id]!) }
        }
        return ChartData(series: ordered.map { ChartData.Series(name: $0.player.name, values: values[$0.id] ?? [0]) },
                         step: "change")
    }

    /// `c`: the chart, over the players.
    func chartTapped() {
        mode = .chart
        loadChangeSteps()
    }

    /// The game's live changes in the order of play (the index of live changes per game), for a
    /// chart over changes. At most the last `chartChangeLimit`, so a long game stays quick.
    func loadChangeSteps() {
        guard mode == .chart, roundCount == 1 else { changeSteps = []; return }
        let gameID = self.gameID
        let rows = (try? database.read { db in
            try GRDB.Row.fetchAll(db, sql: """
                SELECT "playerID", "amount" FROM (
                  SELECT "playerID", "amount", "createdAt", "id" FROM "scoreChanges"
                  WHERE "gameID" = ? AND "state" = 'live' ORDER BY "createdAt" DESC, "id" DESC LIMIT \(GameModel.chartChangeLimit))
                ORDER BY "createdAt", "id"
                """, arguments: [gameID.lowercasedString])
        }) ?? []
        changeSteps = rows.map { ChangeStep(playerID: $0["playerID"], amount: $0["amount"]) }
    }

    static let chartChangeLimit = 2_000
}

/// One live change, for the chart over changes.
struct ChangeStep: Equatable, Sendable {
    var playerID: UUID
    var amount: Int
}
