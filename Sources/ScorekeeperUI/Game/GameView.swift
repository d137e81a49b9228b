import Foundation
import ScorekeeperStore

/// A game's screen: title bar, one two-line row per player (rank, avatar, name, score, with the
/// leaders highlighted), and its dialogs, picker and viewer.
@MainActor
enum GameView {
    static func draw(_ model: GameModel, into screen: inout Screen, layout: Layout) {
        if let history = model.history {
            HistoryView.draw(history, game: model, into: &screen, layout: layout)
            return
        }
        let width = screen.size.columns
        let title = Sanitized.text(model.game?.game.title ?? "Game")
        // Details the header would cut in the middle give way to shorter ones.
        let details = headerDetails(model)
        let whole = details.filter { DisplayWidth.of($0) <= width / 2 - 1 }
        HeaderView.draw(title: title, details: whole.isEmpty ? [details.last!] : whole, into: &screen)

        if case .photoViewer(let viewer) = model.destination {
            PhotoViewerView.draw(viewer, into: &screen, layout: layout)
            return
        }
        if case .photoPicker(let picker) = model.destination {
            PhotoPickerView.draw(picker, ownerName: model.photoOwnerName(picker.owner), into: &screen, layout: layout)
            return
        }

        switch model.screen {
        case .chart(let chart):
            ChartView.draw(chart.series, into: &screen, area: Rect(x: 0, y: layout.columnHeaderRow,
                                                                    width: screen.size.columns, height: layout.list.height + 1),
                           styles: model.chartStyles)
            return
        case .grid where model.hasLoaded && !model.players.isEmpty:
            RoundGridView.draw(model, into: &screen, layout: layout)
            return
        case .sheet(let cursor, _) where model.hasLoaded && !model.players.isEmpty:
            if let sheet = model.sheet {
                SheetView.draw(model, sheet: sheet, cursor: cursor, into: &screen, layout: layout)
                return
            }
        default:
            break
        }

        let scoreWidth = max(5, model.players.map { String($0.player.score).count }.max() ?? 0)
        let scoreX = max(Layout.avatarX + Layout.avatarColumns + 3, width - scoreWidth - 3)
        let nameX = Layout.avatarX + Layout.avatarColumns + 2
        screen.fill(Rect(x: 0, y: layout.columnHeaderRow, width: width, height: 1), role: .columnHeader)
        screen.put("#", x: 2, y: layout.columnHeaderRow, role: .columnHeader)
        screen.put("Name", x: nameX + PersonNameView.markerWidth, y: layout.columnHeaderRow, role: .columnHeader)
        screen.put(Screen.fitted("Score", width: width - scoreX - 3), x: scoreX, y: layout.columnHeaderRow,
                   width: width - scoreX - 3, role: .columnHeader, alignRight: true)

        let list = layout.list
        guard model.hasLoaded else {
            screen.put("Loading…", x: 3, y: list.y + 1, role: .muted)
            return
        }
        if model.players.isEmpty {
            let text = model.isFinished ? "No players: the game was finished without any." : "No players yet. Press a to add one."
            screen.put(text, x: 3, y: list.y + 1, width: width - 6, role: .muted)
            return
        }
        ScrollMarkerView.draw(hiddenAbove: model.list.hiddenAbove, hiddenBelow: model.list.hiddenBelow,
                              rightLabelX: scoreX + scoreWidth - 5, minimumX: nameX + 6, into: &screen, layout: layout)
        // Who deals is one question per frame, not one per row: it seats every player.
        let dealerID = model.standings?.dealerID
        for (line, row) in model.list.visible.enumerated() {
            let y = list.y + line * Layout.playerRowHeight
            let selected = row.id == model.list.selectedID
            let leader = model.isHighlightedLeader(row.id)
            let rowRole: Role = selected ? .selection : .normal
            let textRole: Role = leader ? (selected ? .selectedLeader : .leader) : rowRole
            screen.fill(Rect(x: 0, y: y, width: width, height: Layout.playerRowHeight), role: rowRole)
            if selected { screen.put("▸", x: 0, y: y, role: rowRole, attributes: [.bold]) }
            screen.putNumber(row.rank, x: 1, y: y, width: 3, role: textRole)
            AvatarView.draw(model.avatars[row.id], name: row.player.name, x: Layout.avatarX, y: y, into: &screen)
            PersonNameView.draw(row.player.name, colour: model.colours[row.id], x: nameX, y: y, width: scoreX - nameX - 1,
                                role: textRole, selected: selected, into: &screen)
            // Under the score, what a countdown sheet has left to score (darts' "141 left").
            var tableEnd = scoreX - 1
            if let remaining = model.sheet?.remaining(of: row.id) {
                let left = "\(remaining) left"
                let leftX = width - 3 - DisplayWidth.of(left)
                if leftX > nameX + PersonNameView.markerWidth + 4 {
                    screen.put(left, x: leftX, y: y + 1, role: selected ? rowRole : .muted)
                    tableEnd = min(tableEnd, leftX - 1)
                }
            }
            if let standings = model.standings, let (table, overrun) = tableLine(row.id, standings: standings, dealerID: dealerID, now: model.now) {
                // Under the name: the turn (and its timer), the deal, the player's own clock.
                screen.put(table, x: nameX + PersonNameView.markerWidth, y: y + 1, width: tableEnd - nameX - PersonNameView.markerWidth,
                           role: overrun ? .error : (selected ? rowRole : .muted), attributes: overrun ? [.bold] : [])
            }
            screen.putNumber(row.player.score, x: scoreX, y: y, width: width - scoreX - 3, role: textRole, attributes: [.bold])
            if leader { screen.put(Glyphs.leader, x: width - 2, y: y, role: textRole) }
        }
    }

    /// A player's line about the table: "▶ turn 0:42", "deals", "⏱ 3:12" (with player
    /// clocks), and whether the turn is over its limit; nil when there is nothing to say.
    /// `dealerID` is `standings.dealerID`, asked once for the whole frame.
    static func tableLine(_ id: Player.ID, standings: GameStandings, dealerID: Player.ID?, now: Date) -> (String, Bool)? {
        var parts: [String] = []
        let hasTurn = standings.turnID == id
        if hasTurn, let turn = standings.turnText(at: now) { parts.append("\(Glyphs.turn) turn \(turn)") }
        if dealerID == id { parts.append("deals") }
        if standings.game.rules.playerClocks {
            parts.append("\(Glyphs.clock) \(ClockText.duration(milliseconds: standings.playerClock(id, at: now)))")
        }
        guard !parts.isEmpty else { return nil }
        return (parts.joined(separator: " · "), hasTurn && standings.turnOverrun(at: now))
    }

    /// The game clock and the turn as the header says them: "⏱ 12:34 · Ann 0:42"; nil without
    /// either.
    static func clockDetail(_ standings: GameStandings, now: Date) -> String? {
        var parts: [String] = []
        if let clock = standings.clockText(at: now) {
            parts.append("\(standings.game.clock.isRunning || standings.isFinished ? Glyphs.clock : Glyphs.paused) \(clock)")
        }
        if let id = standings.turnID, let turn = standings.turnText(at: now), let player = standings.standing(of: id)?.player {
            parts.append("\(Glyphs.turn) \(Sanitized.text(player.name)) \(turn)")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The header's right side, most complete first: the clock and the turn, then players,
    /// round, rules, status; a finished game shows its winners, and whether a sync changed them
    /// after the finish.
    static func headerDetails(_ model: GameModel) -> [String] {
        let details = scoreDetails(model)
        guard let standings = model.standings, let clock = clockDetail(standings, now: model.now) else { return details }
        // While someone has the turn its timer comes first; else each detail with the clock, or
        // without it, before a shorter one: what the header says of the game comes first.
        if standings.turnID != nil { return details.map { "\(clock) · \($0)" } + [clock] }
        return details.flatMap { ["\(clock) · \($0)", $0] } + [clock]
    }

    static func scoreDetails(_ model: GameModel) -> [String] {
        let count = model.players.count
        let countText = count == 1 ? "1 player" : "\(count) players"
        guard let standings = model.standings else { return [countText] }
        let game = standings.game
        let round = standings.roundText
        // A sheet whose rows are not rounds (Yahtzee, bowling) says no round: "round 1" means nothing there.
        if let sheet = model.sheet, !sheet.sheet.playsInRounds { return sheetDetails(model, standings, countText: countText) }
        if game.isFinished {
            let names = standings.winners.map { Sanitized.text($0.name) }.joined(separator: ", ")
            let trophy = names.isEmpty ? "\(Glyphs.winner) finished" : "\(Glyphs.winner) \(names)"
            // A sync brought changes from another copy after the finish: the winners are not
            // the ones announced, and the header says so rather than rewrite the result quietly.
            if standings.resultChangedSinceFinish {
                return ["\(trophy) · finished · result changed by a sync", "\(trophy) · result changed by a sync",
                        "\(trophy) · result changed", trophy]
            }
            return ["\(trophy) · finished after \(round)", "\(trophy) · finished", trophy]
        }
        // The order, once chosen with `s` (until then it is the rule's: leader first).
        let order: String
        switch model.listOrder {
        case .rule: order = ""
        case .seats: order = " · seat order"
        case .reversed: order = " · \(model.order.label)"
        }
        let rules = game.rules.summaryBesideRound
        return ["\(countText) · \(round) · \(rules)\(order)", "\(round) · \(rules)\(order)",
                "\(round) · \(rules)", "\(round) · \(countText)", round]
    }

    /// The header of a sheet game played without rounds: players and rules, or the winners.
    static func sheetDetails(_ model: GameModel, _ standings: GameStandings, countText: String) -> [String] {
        if standings.game.isFinished {
            let names = standings.winners.map { Sanitized.text($0.name) }.joined(separator: ", ")
            let trophy = names.isEmpty ? "\(Glyphs.winner) finished" : "\(Glyphs.winner) \(names)"
            if standings.resultChangedSinceFinish { return ["\(trophy) · result changed by a sync", "\(trophy) · result changed", trophy] }
            return ["\(trophy) · finished", trophy]
        }
        let rules = standings.game.rules.summaryBesideRound
        return rules.isEmpty ? [countText] : ["\(countText) · \(rules)", countText]
    }

    /// The screen row of the visible player row whose dialog is presented: each row asks
    /// "is my dialog presented?" with its id.
    static func presentingRowY(in model: GameModel, layout: Layout) -> Int? {
        let height = model.screen.playersView == .grid ? 1 : Layout.playerRowHeight
        for (line, row) in model.list.visible.enumerated()
            where model.destination[isPresenting: row.id] {
            return layout.list.y + line * height
        }
        return nil
    }

    static func drawOverlays(_ model: GameModel, into screen: inout Screen, layout: Layout) {
        if let history = model.history {
            HistoryView.drawOverlays(history, into: &screen, layout: layout)
            return
        }
        guard let destination = model.destination else { return }
        let anchor = presentingRowY(in: model, layout: layout)
        let rowHeight = model.screen.playersView == .grid ? 1 : Layout.playerRowHeight
        func name(_ id: Player.ID) -> String {
            Sanitized.text(model.players[id: id]?.player.name ?? "this player")
        }
        switch destination {
        case .addPlayer(let prompt, let completion):
            PromptView.draw(prompt, anchorRow: nil, rowHeight: rowHeight, into: &screen, layout: layout)
            if prompt.error == nil {
                NameCompletionView.draw(completion, typed: prompt.field.text, anchorRow: nil, rowHeight: rowHeight,
                                        into: &screen, layout: layout)
            }
        case .confirmLastPhoto(_, _, let name, let choice):
            ConfirmationView.draw(title: "Last photo", message: "Use \(Sanitized.text(name))'s last photo?",
                                  confirmLabel: "Use it", choice: choice, anchorRow: anchor, rowHeight: rowHeight,
                                  into: &screen, layout: layout)
        case .editRules(let prompt), .editKind(let prompt):
            PromptView.draw(prompt, anchorRow: nil, rowHeight: rowHeight, into: &screen, layout: layout)
        case .confirmFinish(let choice, _):
            ConfirmationView.draw(title: "Finish the game?", message: model.finishQuestion, confirmLabel: "Finish",
                                  choice: choice, anchorRow: nil, rowHeight: rowHeight, into: &screen, layout: layout)
        case .confirmReopen(let choice):
            ConfirmationView.draw(title: "Reopen the game?",
                                  message: "It is finished. Reopened, its scores can change again and undo takes back its last change.",
                                  confirmLabel: "Reopen", choice: choice, anchorRow: nil, rowHeight: rowHeight,
                                  into: &screen, layout: layout)
        case .confirmRematch(let choice):
            ConfirmationView.draw(title: "Start a rematch?",
                                  message: "This game is not finished; it stays as it is. The rematch has the same players and rules, scores at 0.",
                                  confirmLabel: "Rematch", choice: choice, anchorRow: nil, rowHeight: rowHeight,
                                  into: &screen, layout: layout)
        case .confirmStopRound(let entry, let choice):
            ConfirmationView.draw(title: "Stop round \(model.game?.game.currentRound ?? 1)?", message: model.roundStopQuestion(entry),
                                  buttons: RoundStopChoice.allCases.map { ($0.label, $0 == choice, $0 == .discard) },
                                  into: &screen, layout: layout)
        case .confirmRoundTotal(_, let total, let choice):
            ConfirmationView.draw(title: "Round total", message: model.roundTotalQuestion(total: total), confirmLabel: "Save",
                                  choice: choice, anchorRow: nil, rowHeight: rowHeight, into: &screen, layout: layout)
        case .renamePlayer(_, let prompt), .enterScore(_, let prompt):
            PromptView.draw(prompt, anchorRow: anchor, rowHeight: rowHeight, into: &screen, layout: layout)
        case .roundPoints(let entry):
            PromptView.draw(entry.prompt, anchorRow: anchor, rowHeight: rowHeight, into: &screen, layout: layout)
        case .sheetEntry(let entry):
            // The sheet has no player rows to sit under: the prompt takes its usual place.
            PromptView.draw(entry.prompt, anchorRow: nil, rowHeight: rowHeight, into: &screen, layout: layout)
        case .confirmDelete(let id, let choice):
            let row = model.players[id: id]
            // Only a photo of their own goes with them (their person's stays).
            let photo = row?.hasPhoto == true ? " and photo" : ""
            let score = row.map { " (\($0.player.score))" } ?? ""
            ConfirmationView.draw(title: "Delete player?",
                                  message: "Delete \(name(id))? Their score\(score)\(photo) will be lost.",
                                  confirmLabel: "Delete", choice: choice, anchorRow: anchor, rowHeight: rowHeight,
                                  into: &screen, layout: layout)
        case .photoDialog(let id, let choice):
            PhotoDialogView.draw(title: "Player photo", choices: model.photoDialogChoices(for: id), choice: choice,
                                 personName: model.linkedPeople[id]?.name, anchorRow: anchor, rowHeight: rowHeight,
                                 into: &screen, layout: layout)
        case .photoPicker, .photoViewer:
            break
        }
    }
}
