import Foundation
import ScorekeeperStore

/// One tournament: the header (name · format · round N of M), the shown round's tables (number,
/// who sits where in seat order, the table game's scores while it plays, the result once known),
/// those with a bye, then the standings (rank, name, points, one column per tie-break by its
/// code), those who dropped marked. The watch draws the same lines bigger.
@MainActor
enum TournamentView {
    static func draw(_ model: TournamentsModel, into screen: inout Screen, layout: Layout) {
        guard let open = model.open else { return }
        let width = screen.size.columns
        guard let snapshot = open.snapshot else {
            HeaderView.draw(title: "Scorekeeper · Tournament", details: [], into: &screen)
            return
        }
        let state = snapshot.state
        let name = Sanitized.text(snapshot.tournament.name)
        let progress = TournamentProgress.text(state)
        let format = state.settings.format.displayName + (state.settings.gameScoreNote.map { " · " + $0 } ?? "")
        HeaderView.draw(title: name, details: ["\(format) · \(progress)", progress], into: &screen)

        // The tables' heading: which round is shown, and that others can be browsed.
        let header = layout.columnHeaderRow
        screen.fill(Rect(x: 0, y: header, width: width, height: 1), role: .columnHeader)
        let round = open.shownRound
        var heading = round == 0 ? "No round paired yet: p pairs round 1"
            : "Round \(round)" + (round == state.currentRound ? "" : " (current: \(state.currentRound))")
        if round > 1 { heading = "◂ " + heading } else if round > 0 { heading = "  " + heading }
        if round > 0 && round < state.currentRound { heading += " ▸" }
        if round == state.currentRound, let clock = model.roundClockReading { heading += " · clock " + clock.text }
        if open.conflict != nil { heading += " · in conflict: w keeps one pairing" }
        screen.put(heading, x: 1, y: header, width: width - 2, role: .columnHeader, attributes: open.focus == .tables ? [.bold] : [])

        let list = layout.list
        let split = TournamentScreen.split(tableLines: open.tableLines, height: list.height)
        var y = list.y
        for table in open.tables.visible {
            let selected = open.focus == .tables && table.id == open.tables.selectedID
            drawTable(table, snapshot: snapshot, reports: open.reports, selected: selected, y: y, width: width, into: &screen)
            y += 1
        }
        if let byes = open.round?.byes, !byes.isEmpty, y < list.y + split.tables {
            screen.put("Bye: " + byeText(byes, state: state), x: 3, y: y, width: width - 4, role: .muted)
            y += 1
        }
        for line in conflictLines(open.conflict, snapshot: snapshot) where y < list.y + split.tables {
            screen.put(DisplayWidth.truncate(line, toWidth: max(1, width - 4)), x: 3, y: y, role: .danger)
            y += 1
        }
        y = TournamentReportsView.drawQueue(open, y: y, end: list.y + split.tables, width: width, into: &screen)

        // The standings; while a swap's second person is chosen, the heading says so and the
        // first is marked.
        let standingsHeader = list.y + split.tables + 1
        var swapping: TournamentEntry.ID?
        if case .chooseSwap(_, let first)? = model.destination { swapping = first }
        let title = swapping.map { "Swap \(Sanitized.text(state.displayName($0))) with… Enter on the other person" }
        // One width for every row, scrolled or not: the widest figure of all the standings.
        let columns = StandingsColumns(state, rows: open.standings.rows)
        drawStandingsHeader(state, columns: columns, title: title ?? "Standings", y: standingsHeader, width: width,
                            bold: open.focus == .standings, into: &screen)
        for (offset, row) in open.standings.visible.enumerated() {
            let selected = open.focus == .standings && row.id == open.standings.selectedID
            drawStanding(row, state: state, columns: columns, selected: selected, swapping: row.id == swapping,
                         y: standingsHeader + 1 + offset, width: width, into: &screen)
        }
    }

    // MARK: Tables

    /// A table as one line: "1  Ann – Bo   12 · 9" (scores while the game plays), "1-0" once the
    /// result is known.
    static func drawTable(_ table: TournamentTable, snapshot: TournamentSnapshot, reports: ReportQueue? = nil, selected: Bool, y: Int,
                          width: Int, into screen: inout Screen) {
        let role = screen.drawListRow(y: y, width: width, selected: selected)
        screen.put(String(table.number), x: 3, y: y, width: 3, role: role, alignRight: true)
        let status = statusText(table, snapshot: snapshot, reports: reports)
        let statusWidth = min(max(12, DisplayWidth.of(status)), max(0, width / 3))
        screen.put(seatsText(table, state: snapshot.state), x: 8, y: y, width: max(1, width - 10 - statusWidth), role: role)
        let statusRole: Role = selected ? role : (table.outcome != nil ? .finished : .normal)
        screen.put(status, x: width - 1 - statusWidth, y: y, width: statusWidth, role: statusRole, alignRight: true)
    }

    /// Who sits where, in seat order: "Ann – Bo" at two, "Ann, Bo, Cy, Dee" at more; each name as
    /// shown everywhere (`TournamentState.displayName`: two of one name with their FIDE IDs).
    static func seatsText(_ table: TournamentTable, state: TournamentState) -> String {
        let names = table.seats.map { Sanitized.text(state.displayName($0)) }
        return names.joined(separator: names.count == 2 ? " – " : ", ")
    }

    /// The result once known ("1-0 (entered)" when the organiser entered it over the table's
    /// game); the game's scores seat by seat while it plays; "no game" when the game is gone.
    static func statusText(_ table: TournamentTable, snapshot: TournamentSnapshot, reports: ReportQueue? = nil) -> String {
        if let outcome = table.outcome { return outcome.text + (snapshot.isEnteredOverItsGame(table) ? " (entered)" : "") }
        if let reported = reports?.tables.first(where: { $0.id == table.id }) { return TournamentReportsView.statusText(reported) }
        guard let game = snapshot.games[table.id] else { return "no game" }
        return game.scores.map { $0.map(String.init) ?? "—" }.joined(separator: " · ")
    }

    /// A round in conflict, a line per contending pairing: "Pairing 1 of 2 (shown) · table 1: Fay
    /// – Ann 1-0".
    static func conflictLines(_ pairings: TournamentRoundPairings?, snapshot: TournamentSnapshot) -> [String] {
        guard let pairings, pairings.isInConflict else { return [] }
        return pairings.contenders.map { pairing in
            let label = pairings.label(pairing)
            let shown = pairing.id == pairings.counted?.id ? " (shown)" : ""
            let played = pairings.playedText(pairing, twoPerTable: snapshot.state.settings.format.isTwoPerTable,
                                             name: { Sanitized.text(snapshot.state.displayName($0)) },
                                             scores: { snapshot.games[$0]?.scores })
            return label.prefix(1).uppercased() + label.dropFirst() + shown + " · " + played
        }
    }

    /// Those who sit out the round: "Eve (bye)".
    static func byeText(_ byes: [TournamentEntry.ID: TournamentResult], state: TournamentState) -> String {
        state.byesInOrder(byes).compactMap { state.entry($0.entryID) }
            .map { Sanitized.text(state.displayName(of: $0)) }.joined(separator: ", ")
    }

    // MARK: Standings

    static let rankWidth = 4

    /// The widths of the standings' figures: the points column and each tie-break's. At least the
    /// usual (wider under the game's score, whose scores and sums run longer), and as wide as the
    /// longest figure shown and a space, so no number is cut: a game's score may be any 64-bit
    /// number, and its sums longer.
    struct StandingsColumns: Equatable {
        var points: Int
        var tieBreak: Int

        init(_ state: TournamentState, rows: some Sequence<StandingRow>) {
            let gameScore = state.settings.points.isGameScore
            var points = gameScore ? 9 : 6, tieBreak = gameScore ? 11 : 7
            for row in rows {
                points = max(points, TournamentPoints.text(halfPoints: row.standing.points).count + 1)
                for value in row.standing.tieBreaks { tieBreak = max(tieBreak, (value?.description.count ?? 0) + 1) }
            }
            self.points = points
            self.tieBreak = tieBreak
        }
    }

    /// The tie-break columns that fit beside a name of at least 12 columns.
    static func tieBreakCount(_ state: TournamentState, columns: StandingsColumns, width: Int) -> Int {
        let room = width - 3 - rankWidth - 12 - columns.points
        return max(0, min(state.settings.tieBreaks.count, room / columns.tieBreak))
    }

    static func drawStandingsHeader(_ state: TournamentState, columns: StandingsColumns, title: String = "Standings", y: Int,
                                    width: Int, bold: Bool, into screen: inout Screen) {
        screen.fill(Rect(x: 0, y: y, width: width, height: 1), role: .columnHeader)
        let attributes: CellAttributes = bold ? [.bold] : []
        screen.put("#", x: 1, y: y, width: rankWidth, role: .columnHeader, attributes: attributes, alignRight: true)
        let count = tieBreakCount(state, columns: columns, width: width)
        var x = width - 1 - count * columns.tieBreak - columns.points
        screen.put(title, x: 3 + rankWidth, y: y, width: max(1, x - 4 - rankWidth), role: .columnHeader, attributes: attributes)
        screen.put("Pts", x: x, y: y, width: columns.points, role: .columnHeader, attributes: attributes, alignRight: true)
        x += columns.points
        for tieBreak in state.settings.tieBreaks.prefix(count) {
            screen.put(tieBreak.code, x: x, y: y, width: columns.tieBreak, role: .columnHeader, attributes: attributes, alignRight: true)
            x += columns.tieBreak
        }
    }

    static func drawStanding(_ row: StandingRow, state: TournamentState, columns: StandingsColumns, selected: Bool,
                             swapping: Bool = false, y: Int, width: Int, into screen: inout Screen) {
        let role: Role = selected ? .selection : .normal
        screen.fill(Rect(x: 0, y: y, width: width, height: 1), role: role)
        if selected { screen.put("▸", x: 0, y: y, role: role, attributes: [.bold]) }
        // Still playing a round others finished: no rank until their score is in.
        screen.put(row.standing.isPlaying ? "–" : String(row.standing.rank), x: 1, y: y, width: rankWidth, role: role, alignRight: true)
        let count = tieBreakCount(state, columns: columns, width: width)
        let figuresX = width - 1 - count * columns.tieBreak - columns.points
        let nameX = 3 + rankWidth
        let name = Sanitized.text(state.displayName(of: row.entry))
        let dropped = swapping ? " · swapping"
            : row.entry.droppedAfterRound.map { " · dropped after round \($0)" } ?? (row.standing.isPlaying ? " · playing" : "")
        let nameRoom = max(1, figuresX - nameX - 1)
        let used = screen.put(DisplayWidth.truncate(name, toWidth: nameRoom), x: nameX, y: y, role: role, maxWidth: nameRoom)
        if !dropped.isEmpty, used < nameRoom {
            screen.put(dropped, x: nameX + used, y: y, role: selected ? role : .muted, maxWidth: nameRoom - used)
        }
        screen.put(TournamentPoints.text(halfPoints: row.standing.points), x: figuresX, y: y, width: columns.points, role: role,
                   alignRight: true)
        var x = figuresX + columns.points
        for index in 0..<count {
            let value = row.standing.tieBreaks.indices.contains(index) ? row.standing.tieBreaks[index] : nil
            screen.put(value?.description ?? "—", x: x, y: y, width: columns.tieBreak, role: selected ? role : .muted, alignRight: true)
            x += columns.tieBreak
        }
    }
}
