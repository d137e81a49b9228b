import Foundation
import ScorekeeperStore

/// The Tournaments screen: one row per tournament (name, format, entrants, how far play is),
/// and its dialogs. One tournament open is drawn by `TournamentView`.
@MainActor
enum TournamentsView {
    static let formatWidth = 16
    static let entrantsWidth = 10
    static let progressWidth = 14

    static func draw(_ model: TournamentsModel, into screen: inout Screen, layout: Layout) {
        if model.open != nil {
            TournamentView.draw(model, into: &screen, layout: layout)
            return
        }
        let width = screen.size.columns
        let count = model.list.rows.count
        let countText = count == 1 ? "1 tournament" : "\(count) tournaments"
        HeaderView.draw(title: "Scorekeeper · Tournaments", details: [countText], into: &screen)
        // The format gives way first on a narrow terminal, then the entrants.
        let showsFormat = width >= 60
        let showsEntrants = width >= 44
        let figures = (showsFormat ? formatWidth : 0) + (showsEntrants ? entrantsWidth : 0) + progressWidth
        let nameWidth = max(8, width - 4 - figures)
        let header = layout.columnHeaderRow
        screen.fill(Rect(x: 0, y: header, width: width, height: 1), role: .columnHeader)
        screen.put("Name", x: 3, y: header, role: .columnHeader)
        var x = 3 + nameWidth
        if showsFormat { screen.put("Format", x: x, y: header, width: formatWidth, role: .columnHeader); x += formatWidth }
        if showsEntrants { screen.put("Entrants", x: x, y: header, width: entrantsWidth - 2, role: .columnHeader, alignRight: true); x += entrantsWidth }
        screen.put("Play", x: x, y: header, width: progressWidth, role: .columnHeader)

        let list = layout.list
        guard model.hasLoaded else { return }
        guard count > 0 else {
            screen.drawEmptyListMessage("No tournaments yet. Press a to make one.", top: list.y, width: width)
            return
        }
        for (line, row) in model.list.visible.enumerated() {
            let y = list.y + line
            let selected = row.id == model.list.selectedID
            let role = screen.drawListRow(y: y, width: width, selected: selected)
            screen.put(Sanitized.text(row.tournament.name), x: 3, y: y, width: nameWidth - 1, role: role)
            var x = 3 + nameWidth
            if showsFormat {
                screen.put(row.tournament.settings.format.displayName, x: x, y: y, width: formatWidth, role: role)
                x += formatWidth
            }
            if showsEntrants {
                screen.put(String(row.entrants), x: x, y: y, width: entrantsWidth - 2, role: role, alignRight: true)
                x += entrantsWidth
            }
            screen.put(row.progress, x: x, y: y, width: progressWidth, role: selected ? role : .muted)
        }
    }

    static func drawOverlays(_ model: TournamentsModel, into screen: inout Screen, layout: Layout) {
        guard let destination = model.destination else { return }
        let anchor = model.open != nil ? nil : model.list.visible.enumerated()
            .first { model.destination[isPresenting: $0.element.id] }
            .map { layout.list.y + $0.offset }
        switch destination {
        case .addTournament(let prompt), .join(_, let prompt), .enterResult(_, _, let prompt), .tournamentSetting(_, let prompt):
            PromptView.draw(prompt, anchorRow: anchor, rowHeight: 1, into: &screen, layout: layout)
        case .confirmCreate(let draft, let choice):
            let name = Sanitized.text(draft.name)
            ConfirmationView.draw(title: "Make \(name)?", message: "\(name): \(draft.summary()).", confirmLabel: "Make",
                                  choice: choice, anchorRow: nil, rowHeight: 1, into: &screen, layout: layout)
        case .chooseFormat(let name, let highlighted):
            drawFormatChoice(name: name, highlighted: highlighted, into: &screen, layout: layout)
        case .confirmDelete(let id, let choice):
            let name = Sanitized.text(model.list.rows[id: id]?.tournament.name ?? "this tournament")
            ConfirmationView.draw(title: "Delete tournament?", message: "Delete tournament \(name)? Its games stay.",
                                  confirmLabel: "Delete", choice: choice, anchorRow: anchor, rowHeight: 1,
                                  into: &screen, layout: layout)
        case .confirmPair(_, let choice):
            guard let state = model.open?.snapshot?.state else { return }
            let question = pairQuestion(state)
            ConfirmationView.draw(title: question.title, message: question.message, confirmLabel: question.confirmLabel,
                                  choice: choice, anchorRow: nil, rowHeight: 1, into: &screen, layout: layout)
        case .confirmDrop(_, let entryID, let choice):
            guard let snapshot = model.open?.snapshot else { return }
            ConfirmationView.draw(title: TournamentsModel.dropTitle(entryID, state: snapshot.state, tournamentName: snapshot.tournament.name),
                                  message: TournamentsModel.dropMessage(entryID, state: snapshot.state,
                                                                        tournamentName: snapshot.tournament.name),
                                  confirmLabel: TournamentsModel.removes(entryID, state: snapshot.state) ? "Remove" : "Drop", choice: choice, anchorRow: nil, rowHeight: 1,
                                  into: &screen, layout: layout)
        case .chooseSwap:
            // Chosen in the standings themselves: the view marks the first and says what Enter does.
            break
        case .confirmSwap(_, let a, let b, let warnings, let choice):
            guard let state = model.open?.snapshot?.state else { return }
            ConfirmationView.draw(title: "Swap anyway?",
                                  message: TournamentsModel.swapMessage(a, b, warnings: warnings, state: state),
                                  confirmLabel: "Swap", choice: choice, anchorRow: nil, rowHeight: 1,
                                  into: &screen, layout: layout)
        case .confirmRepair(_, let round, let choice):
            ConfirmationView.draw(title: "Pair round \(round) again?",
                                  message: "Round \(round) is paired anew from the entries as they are now (drops and "
                                      + "late entries included); its tables' games leave the lists.",
                                  confirmLabel: "Pair again", choice: choice, anchorRow: nil, rowHeight: 1,
                                  into: &screen, layout: layout)
        case .keepPairing(_, let round, let highlighted):
            guard let snapshot = model.open?.snapshot, let pairings = snapshot.state.pairings(of: round) else { return }
            drawKeepChoice(pairings, highlighted: highlighted, snapshot: snapshot, into: &screen, layout: layout)
        case .chooseReport(_, let tableID, let highlighted):
            guard let pending = model.open?.reports.tables.first(where: { $0.id == tableID }) else { return }
            TournamentReportsView.drawChoice(pending, highlighted: highlighted, into: &screen, layout: layout)
        case .confirmRejectReports(_, let tableID, let choice):
            guard let pending = model.open?.reports.tables.first(where: { $0.id == tableID }) else { return }
            ConfirmationView.draw(title: "Reject the reports of table \(pending.table)?",
                                  message: "\(pending.sayings). Nothing is written; the seats can report again.",
                                  confirmLabel: "Reject", choice: choice, anchorRow: nil, rowHeight: 1, into: &screen, layout: layout)
        case .confirmAcceptAllReports(_, let choice):
            guard let queue = model.open?.reports else { return }
            ConfirmationView.draw(title: "Accept the reports that agree?", message: TournamentsModel.acceptAllMessage(queue),
                                  confirmLabel: "Accept all", choice: choice, anchorRow: nil, rowHeight: 1, into: &screen, layout: layout)
        }
    }

    /// What `p`'s question says of `state` as it is now: while tables have no result, the
    /// store's reason with the tables it waits for (and no button to pair); once none stands in
    /// the way, whether to pair.
    static func pairQuestion(_ state: TournamentState) -> (title: String, message: String, confirmLabel: String?) {
        let next = state.currentRound + 1
        guard let refusal = state.pairingRefusal else {
            return ("Pair round \(next)?", "Every table of round \(state.currentRound) has its result. Pair round \(next)?", "Pair")
        }
        guard case .roundNotFinished(let round, _) = refusal else { return ("Round \(next) cannot be paired", refusal.message, nil) }
        let waiting = state.round(round)?.tables.filter { $0.outcome == nil }.map { String($0.number) } ?? []
        let tables = waiting.count == 1 ? "table \(waiting[0])"
            : "tables " + waiting.dropLast().joined(separator: ", ") + " and " + (waiting.last ?? "")
        return ("Round \(next) waits for results",
                "\(refusal.message.dropLast()) (\(tables)). Round \(next) is paired once every table has one; "
                    + "results entered anywhere count here as they come in.", nil)
    }

    /// The contending pairings of a round in conflict, the highlighted one marked "▸", each with
    /// what was played at it.
    static func drawKeepChoice(_ pairings: TournamentRoundPairings, highlighted: String, snapshot: TournamentSnapshot,
                               into screen: inout Screen, layout: Layout) {
        let lines = TournamentView.conflictLines(pairings, snapshot: snapshot)
        let contenders = pairings.contenders
        let width = min(72, layout.size.columns - 2)
        let rect = DialogPlacement.rect(width: width, height: lines.count + 3, anchorRow: nil, rowHeight: 1, layout: layout)
        screen.box(rect, title: "Round \(pairings.round): keep which pairing?")
        for (offset, line) in lines.enumerated() {
            let y = rect.y + 1 + offset
            let selected = contenders[offset].id == highlighted
            let role: Role = selected ? .selection : .dialog
            screen.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), role: role)
            if selected { screen.put("▸", x: rect.x + 2, y: y, role: role, attributes: [.bold]) }
            screen.put(line, x: rect.x + 4, y: y, width: rect.width - 6, role: role)
        }
        screen.put("The others are set aside; what was played at them stays as games.", x: rect.x + 2, y: rect.y + 1 + lines.count,
                   width: rect.width - 4, role: .muted)
    }

    /// The formats a new tournament may have, the highlighted one marked "▸".
    static func drawFormatChoice(name: String, highlighted: TournamentFormat, into screen: inout Screen, layout: Layout) {
        let formats = TournamentFormat.allCases
        let width = min(48, layout.size.columns - 2)
        let rect = DialogPlacement.rect(width: width, height: formats.count + 2, anchorRow: nil, rowHeight: 1, layout: layout)
        screen.box(rect, title: "Format of \(Sanitized.text(name))")
        for (offset, format) in formats.enumerated() {
            let y = rect.y + 1 + offset
            let selected = format == highlighted
            let role: Role = selected ? .selection : .dialog
            screen.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), role: role)
            if selected { screen.put("▸", x: rect.x + 2, y: y, role: role, attributes: [.bold]) }
            screen.put(describe(format), x: rect.x + 4, y: y, width: rect.width - 6, role: role)
        }
    }

    /// A format in a few words, for the choice.
    static func describe(_ format: TournamentFormat) -> String {
        switch format {
        case .swiss: "Swiss: pairs by points"
        case .roundRobin: "Round robin: everyone meets"
        case .knockout: "Knockout: losers are out"
        case .doubleKnockout: "Double knockout: out after two"
        case .tables: "Tables of 4, by standing"
        }
    }
}
