import Foundation
import GRDB
import ScorekeeperStore

// Rules, rounds, finishing, reopening, the rematch, the round grid's fast entry and the chart.
// Who leads, who wins and whether the game is over are the standings' to say (`GameStandings`).
extension GameModel {
    // MARK: Following the database

    /// When a player reaches the target (from this screen or any other program), offer to finish,
    /// once, if nothing else is open. The moment of reaching it counts, not the state: a game
    /// reopened past its target is not asked again, and the first read asks nothing.
    func offerToFinishWhenTheTargetIsReached(previous: GameStandings?) {
        guard let standings, let previous, standings.targetReached, !previous.targetReached, !isFinished else { return }
        offerToFinishIfNothingIsOpen()
    }

    /// Asks whether to finish, unless something else is open over the players, the grid or the
    /// sheet (the offer is not to cover what the person is doing).
    private func offerToFinishIfNothingIsOpen() {
        switch screen {
        case .list(nil), .grid(nil), .sheet(_, nil): destination = .confirmFinish(.cancel, thenNextRound: false)
        default: return
        }
    }

    /// The offer to finish after a round typed whole, made once the standings hold the points
    /// typed (they are saved in the background); forgotten if the game moves to another round.
    func offerToFinishOnceTheRoundLands() {
        guard let awaited = finishOfferAwaited, let standings else { return }
        guard standings.game.currentRound == awaited.round, !isFinished else {
            finishOfferAwaited = nil
            return
        }
        guard standings.players.allSatisfy({ row in awaited.typed[row.id].map { row.points(inRound: awaited.round) == $0 } ?? true })
        else { return }
        finishOfferAwaited = nil
        offerToFinishIfNothingIsOpen()
    }

    /// The question the finish confirmation asks.
    public var finishQuestion: String {
        let names = (standings?.leaders ?? []).map { Sanitized.text($0.name) }
        let who: String
        switch names.count {
        case 0: who = "Nobody is playing yet."
        case 1: who = "\(names[0]) wins."
        default: who = "\(names.dropLast().joined(separator: ", ")) and \(names.last!) share the win."
        }
        var reason = ""
        if standings?.targetReached == true, let target = rules.target { reason = "The target (\(target)) is reached. " }
        else if game?.game.isOnLastRound == true { reason = "That was the last round. " }
        // A sheet game where someone entered nothing: finishing ranks them by an empty sheet.
        let unentered = (sheet?.playersWithoutEntries ?? []).compactMap { id in players.first { $0.id == id }.map { Sanitized.text($0.player.name) } }
        if !unentered.isEmpty {
            let names = unentered.count == 1 ? "\(unentered[0]) has" : unentered.dropLast().joined(separator: ", ") + " and \(unentered.last!) have"
            reason = "\(names) no entries on the sheet: finished now, they rank by an empty sheet. " + reason
        }
        return "\(reason)\(who) Scores cannot change until it is reopened (f)."
    }

    // MARK: What the user did

    /// `R`: the rules as one line, typed afresh; the current rules are the hint.
    func rulesTapped() {
        destination = .editRules(Prompt(title: "Rules", label: "Rules",
                                        hint: "Now: \(rules.summary). Type e.g. \(GameRules.example); Enter on empty keeps them"))
    }

    func rulesSubmitted() {
        guard let text = destination?.prompt?.field.text else { return }
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
            destination = nil
            report(StatusMessage("Rules unchanged: \(rules.summary)"))
            return
        }
        do {
            let rules = try GameRules.parse(text)
            let gameID = self.gameID
            destination = nil
            write(change: "the rules", { database in try database.setRules(gameID: gameID, rules) },
                  success: { _ in StatusMessage("Rules: \(rules.summary)") })
        } catch {
            refusePrompt(error)
        }
    }

    /// `n`: the next round; after the last one, or once a player reached the target, it offers
    /// to finish instead.
    func nextRoundTapped() {
        if game?.game.isOnLastRound == true {
            destination = .confirmFinish(.cancel, thenNextRound: false)
        } else if standings?.targetReached == true {
            destination = .confirmFinish(.cancel, thenNextRound: true)
        } else {
            startNextRound()
        }
    }

    func startNextRound() {
        let gameID = self.gameID
        let total = rules.rounds
        write(change: "the next round", { database in try database.nextRound(gameID: gameID) },
              success: { [weak self] round in
                  self?.selectFirstToPlay(round: round)
                  return StatusMessage("Round \(round)\(total.map { " of \($0)" } ?? "")")
              })
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
            write(change: "finish the game", { database in try database.finishGame(id: gameID).map(\.name) }, success: { names in
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
            write(change: "reopen the game", { database in try database.reopenGame(id: gameID) },
                  success: { _ in StatusMessage("Reopened: scores can change again.") })
        case .dismissed: destination = nil
        case .highlight(let next): destination = .confirmReopen(next)
        case .ignored: break
        }
    }

    /// `m`: a new game with the same players, photos and rules, which then opens. A game still
    /// being played is asked about first (it stays as it is, unfinished).
    func rematchTapped() {
        // A tournament's table game offers no rematch (its key table leaves `m` out); the
        // tournament pairs who plays whom next.
        if isTournamentTable {
            report(StatusMessage("A tournament's table game has no rematch: the tournament pairs its next round.", kind: .error))
            return
        }
        if isFinished {
            startRematch()
        } else {
            destination = .confirmRematch(.cancel)
        }
    }

    func performInRematchConfirmation(_ action: Action, choice: ConfirmationChoice) {
        switch choice.outcome(of: action) {
        case .confirmed:
            destination = nil
            startRematch()
        case .dismissed: destination = nil
        case .highlight(let next): destination = .confirmRematch(next)
        case .ignored: break
        }
    }

    private func startRematch() {
        let gameID = self.gameID
        let open = openGame
        write(change: "the rematch", { database in try database.rematch(gameID: gameID) }, success: { game in
            open(game.id)
            return StatusMessage("Rematch: \(Sanitized.text(game.title))")
        })
    }

    /// `t`: the player list or the round grid (one line per player, so more fit, in seat order).
    /// A grid opened on a round nobody has points in yet starts at who plays first in it.
    func toggleGridTapped() {
        screen = screen.playersView == .grid ? .list(nil) : .grid(nil)
        list.setVisibleRows(visibleRows(for: Layout(size: size)))
        showStandings()
        if screen.playersView == .grid, let standings, standings.players.allSatisfy({ $0.points(inRound: standings.game.currentRound) == 0 }) {
            selectFirstToPlay(round: standings.game.currentRound)
        }
    }

    // MARK: The grid's fast entry

    /// Enter in the grid: the selected player's points in the current round (what is there
    /// already, to correct), then round the table in seat order. The grid is in seat order, so
    /// the rows do not move while the round is typed.
    func roundPointsTapped() {
        guard let row = list.selected else { return }
        destination = .roundPoints(RoundEntry(playerID: row.id, prompt: roundPrompt(for: row), order: players.ids.elements,
                                              startID: row.id))
    }

    private func roundPrompt(for row: PlayerStanding, typed: Int? = nil) -> Prompt {
        let round = game?.game.currentRound ?? 1
        let current = typed ?? row.points(inRound: round)
        return Prompt(title: "\(Sanitized.text(row.player.name)) · round \(round)", label: "Points",
                      text: current == 0 ? "" : String(current),
                      hint: "Enter: next seat · Esc: stop (asks before saving)")
    }

    /// The points typed replace the round's cell (the difference will be recorded as a change,
    /// which the history shows). Then the next seat's prompt opens, going round the table once from
    /// where the entry started; after the last one the round is checked against the rules' round
    /// total and saved in one write, one step for undo; after the last round (or at the target)
    /// the game offers to finish.
    func roundPointsSubmitted(_ entry: RoundEntry) {
        let round = game?.game.currentRound ?? 1
        let current = entry.typed[entry.playerID] ?? players[id: entry.playerID]?.points(inRound: round) ?? 0
        let typed = entry.prompt.field.text.trimmingCharacters(in: .whitespaces)
        var entry = entry
        if !typed.isEmpty {
            guard let value = Int(typed.hasPrefix("+") ? String(typed.dropFirst()) : typed) else {
                refusePrompt(ScorekeeperError.other("Not a number: type the round's points, like 13 or -2."))
                return
            }
            let saved = players[id: entry.playerID]?.points(inRound: round) ?? 0
            let (delta, overflow) = value.subtractingReportingOverflow(saved)
            let score = players[id: entry.playerID]?.player.score ?? 0
            guard !overflow, !score.addingReportingOverflow(delta).overflow else {
                refusePrompt(ScorekeeperError.scoreOverflow)
                return
            }
            if value != current || entry.typed[entry.playerID] != nil { entry.typed[entry.playerID] = value }
        }
        if let next = entry.nextPlayer(among: { players[id: $0] != nil }), let row = players[id: next] {
            list.select(next)
            entry.playerID = next
            entry.prompt = roundPrompt(for: row, typed: entry.typed[next])
            destination = .roundPoints(entry)
        } else {
            roundTyped(entry)
        }
    }

    /// The whole round is typed (or Esc stopped it and Save was chosen): a round that does not
    /// add up to what the rules want is asked about first; else it is saved.
    private func roundTyped(_ entry: RoundEntry) {
        let round = game?.game.currentRound ?? 1
        let total = players.reduce(0) { sum, row in
            sum.addingReportingOverflow(entry.typed[row.id] ?? row.points(inRound: round)).partialValue
        }
        if !entry.typed.isEmpty, !rules.allowsRoundTotal(total) {
            destination = .confirmRoundTotal(entry, total: total, .cancel)
            return
        }
        saveRound(entry)
    }

    /// The question asked about a round that does not add up.
    public func roundTotalQuestion(total: Int) -> String {
        rules.roundTotalMismatch(round: game?.game.currentRound ?? 1, total: total) + ": save anyway?"
    }

    func performInRoundTotalConfirmation(_ action: Action, entry: RoundEntry, total: Int, choice: ConfirmationChoice) {
        switch choice.outcome(of: action) {
        case .confirmed: saveRound(entry)
        case .dismissed:
            // Back to the round's first prompt, with what was typed, to put it right.
            guard let row = players[id: entry.startID] else { destination = nil; return }
            var again = entry
            again.stopped = false
            again.playerID = entry.startID
            again.prompt = roundPrompt(for: row, typed: entry.typed[entry.startID])
            list.select(entry.startID)
            destination = .roundPoints(again)
        case .highlight(let next): destination = .confirmRoundTotal(entry, total: total, next)
        case .ignored: break
        }
    }

    /// Esc in a round's prompt: with nothing typed it closes, as Esc does everywhere; with
    /// scores typed (the field's own included) it asks whether to save them, discard them or
    /// keep typing. Nothing typed is saved, or lost, without a key that says so.
    func roundEntryStopped(_ entry: RoundEntry) {
        if takingField(entry).typed.isEmpty {
            destination = nil
        } else {
            destination = .confirmStopRound(entry, .keepTyping)
        }
    }

    /// `entry` with its prompt's field counted as typed when it holds a number other than what
    /// the cell has (Esc comes before Enter does).
    private func takingField(_ entry: RoundEntry) -> RoundEntry {
        let text = entry.prompt.field.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else { return entry }
        let round = game?.game.currentRound ?? 1
        var entry = entry
        let current = entry.typed[entry.playerID] ?? players[id: entry.playerID]?.points(inRound: round) ?? 0
        if value != current || entry.typed[entry.playerID] != nil { entry.typed[entry.playerID] = value }
        return entry
    }

    /// What Esc's question asks: "Save the 2 scores typed? Round 3 is not complete: Cy and Di
    /// have not had their turn at it."
    public func roundStopQuestion(_ entry: RoundEntry) -> String {
        let typed = takingField(entry)
        let round = game?.game.currentRound ?? 1
        let scores = typed.typed.count == 1 ? "the 1 score typed" : "the \(typed.typed.count) scores typed"
        // Those the entry has not come to yet: from the prompt Esc left (unless its field holds
        // a score) up to where it started.
        var waiting: [String] = []
        if let index = entry.order.firstIndex(of: entry.playerID) {
            for step in 0..<max(entry.order.count, 1) {
                let id = entry.order[(index + step) % entry.order.count]
                if step > 0, id == entry.startID { break }
                if typed.typed[id] == nil, let row = players[id: id] { waiting.append(Sanitized.text(row.player.name)) }
            }
        }
        guard let last = waiting.last else { return "Save \(scores) for round \(round)?" }
        let names = waiting.count == 1 ? last : waiting.dropLast().joined(separator: ", ") + " and " + last
        return "Save \(scores)? Round \(round) is not complete: \(names) \(waiting.count == 1 ? "has" : "have") none typed."
    }

    /// A key in Esc's question: save (the round-total rule asks first, as for a whole round),
    /// discard, or back to the prompt Esc left.
    func performInRoundStop(_ action: Action, entry: RoundEntry, choice: RoundStopChoice) {
        let chosen: RoundStopChoice
        switch action {
        case .confirm: chosen = .save
        case .discardTyped: chosen = .discard
        case .cancel: chosen = .keepTyping
        case .activateChoice: chosen = choice
        case .nextChoice: destination = .confirmStopRound(entry, choice.moved(by: 1)); return
        case .previousChoice: destination = .confirmStopRound(entry, choice.moved(by: -1)); return
        default: return
        }
        switch chosen {
        case .keepTyping: destination = .roundPoints(entry)
        case .discard:
            destination = nil
            report(StatusMessage("Nothing saved: round \(game?.game.currentRound ?? 1) is as it was."))
        case .save:
            var stopped = takingField(entry)
            stopped.stopped = true
            roundTyped(stopped)
        }
    }

    /// Saves the round's typed points in one write: one round entry, one step for undo. A round
    /// stopped part way is not a round that is in: no offer to finish follows it.
    private func saveRound(_ entry: RoundEntry) {
        let whole = !entry.stopped
        destination = nil
        let gameID = self.gameID
        let points = entry.order.compactMap { id in entry.typed[id].map { (playerID: id, points: $0) } }
        if !points.isEmpty {
            let round = game?.game.currentRound ?? 1
            write(change: "round \(round)'s points") { database in try database.enterRound(gameID: gameID, points: points) }
        }
        showStandings()
        if whole { roundEntered(typed: entry.typed) }
    }

    /// The whole round is typed in: offer to finish when it was the last round or a player is at
    /// the target (with the points just typed), else say how to go on. (When a change still in
    /// line brings a player to the target, the standings it brings ask, as for a score from anywhere.)
    private func roundEntered(typed: [Player.ID: Int]) {
        guard let standings else { return }
        let round = standings.game.currentRound
        let reachesTarget = standings.players.contains { row in
            let score = row.player.score.addingReportingOverflow((typed[row.id] ?? row.points(inRound: round)) - row.points(inRound: round)).partialValue
            return standings.game.rules.reachesTarget(score)
        }
        if standings.game.isOnLastRound || reachesTarget {
            finishOfferAwaited = RoundAwaitingFinishOffer(round: round, typed: typed)
            offerToFinishOnceTheRoundLands()
        } else {
            report(StatusMessage("Round \(round) is in: n starts the next one."))
        }
    }

    // MARK: The chart

    /// `c`: the chart, over the view it was opened from.
    func chartTapped() {
        screen = .chart(ChartScreen(returnTo: screen.playersView))
        startObservingChart()
    }

    func performInChart(_ action: Action, chart: ChartScreen) {
        guard action == .close || action == .showChart else { return }
        chartQuery.stop()
        screen = chart.returnTo == .grid ? .grid(nil) : .list(nil)
        list.setVisibleRows(visibleRows(for: Layout(size: size)))
    }

    /// The chart's lines, read off the main actor and followed while the chart is open: a game of
    /// 100,000 changes is read through once per change to it.
    func startObservingChart() {
        let gameID = self.gameID
        let observation = ValueObservation
            .tracking { db -> ChartSeries? in
                guard let standings = try AppDatabase.standings(db, gameID: gameID) else { return nil }
                return try AppDatabase.chartSeries(db, standings: standings)
            }
            .removeDuplicates()
        chartQuery.start(observation, in: database.reader, immediately: false,
                         onError: { [weak self] error in self?.report(.error(error)) },
                         onChange: { [weak self] series in
                             guard let self, case .chart(var chart) = self.screen else { return }
                             chart.series = series
                             self.screen = .chart(chart)
                         })
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// A round typed whole on the last round or reaching the target, waiting for its points to be
/// read back before the offer to finish is made.
struct RoundAwaitingFinishOffer {
    let round: Int
    let typed: [Player.ID: Int]
}
