import ScorekeeperStore

/// The watch-only board of a tournament (`--watch` naming one): the current round's tables,
/// each game's scores live and the result once known, then the standings. What does not fit
/// is split into pages, each section's heading repeated on the page it goes on to; the page
/// shown moves on with the watch's tick (`WatchModel.tournamentPage`), never a clock read here.
@MainActor
enum TournamentWatchView {
    /// One line of the board.
    enum Line: Equatable {
        case tablesHeading(String)
        case table(TournamentTable)
        case byes(String)
        /// A contending pairing of a round in conflict.
        case conflict(String)
        case standingsHeading
        case standing(StandingRow)
    }

    static func draw(_ watch: WatchModel, into screen: inout Screen, layout: Layout) {
        let width = layout.size.columns
        guard let snapshot = watch.tournament else {
            HeaderView.draw(title: "Scorekeeper", details: ["Watch only"], into: &screen)
            screen.put("The tournament is not there (deleted?). Waiting…", x: 2, y: 2, width: width - 4, role: .muted)
            return
        }
        let state = snapshot.state
        let format = state.settings.format.displayName + (state.settings.gameScoreNote.map { " · " + $0 } ?? "")
        HeaderView.draw(title: Sanitized.text(snapshot.tournament.name),
                        details: ["Watch only · \(format) · \(TournamentProgress.text(state))",
                                  "\(format) · \(TournamentProgress.text(state))", "Watch only"],
                        into: &screen)
        let height = max(1, layout.statusRow - 2)
        let pages = pages(snapshot, height: height)
        let index = watch.tournamentPage % max(1, pages.count)
        var summary = "Watch only · " + (state.currentRound == 0 ? "no round paired yet" : "round \(state.currentRound)")
        if let clock = snapshot.tournament.roundClock.reading(currentRound: state.currentRound, finished: state.isFinished, at: watch.now) {
            summary += " · " + clock.text
        }
        summary += " · \(state.entries.count) entrants"
        if pages.count > 1 { summary += " · page \(index + 1) of \(pages.count)" }
        screen.put(summary, x: 2, y: 1, width: width - 4, role: .muted)
        // The standings' figures as wide on every page: the widest of all the rows.
        let columns = TournamentView.StandingsColumns(state, rows: pages.joined().compactMap { line -> StandingRow? in
            if case .standing(let row)? = line { return row }
            return nil
        })
        var y = 2
        for line in pages[safe: index] ?? [] {
            defer { y += 1 }
            guard let line else { continue }
            switch line {
            case .tablesHeading(let text):
                screen.fill(Rect(x: 0, y: y, width: width, height: 1), role: .columnHeader)
                screen.put(text, x: 3, y: y, width: width - 4, role: .columnHeader, attributes: [.bold])
            case .table(let table):
                TournamentView.drawTable(table, snapshot: snapshot, selected: false, y: y, width: width, into: &screen)
            case .byes(let names):
                screen.put("Bye: " + names, x: 3, y: y, width: width - 4, role: .muted)
            case .conflict(let text):
                screen.put(DisplayWidth.truncate(text, toWidth: max(1, width - 4)), x: 3, y: y, role: .danger)
            case .standingsHeading:
                TournamentView.drawStandingsHeader(state, columns: columns, y: y, width: width, bold: true, into: &screen)
            case .standing(let row):
                TournamentView.drawStanding(row, state: state, columns: columns, selected: false, y: y, width: width, into: &screen)
            }
        }
    }

    /// The board split into pages of `height` lines (nil: a blank one): the tables, then the
    /// standings; a section too long for one page goes on to the next under its heading again.
    static func pages(_ snapshot: TournamentSnapshot, height: Int) -> [[Line?]] {
        let state = snapshot.state
        var sections: [(heading: Line, rows: [Line])] = []
        if let round = state.rounds.last {
            var rows = round.tables.map(Line.table)
            if !round.byes.isEmpty { rows.append(.byes(TournamentView.byeText(round.byes, state: state))) }
            let conflict = state.pairings(of: round.number).flatMap { $0.isInConflict ? $0 : nil }
            rows += TournamentView.conflictLines(conflict, snapshot: snapshot).map(Line.conflict)
            sections.append((.tablesHeading("Round \(round.number): tables" + (conflict == nil ? "" : " · in conflict: the organiser keeps one pairing")),
                             rows))
        }
        sections.append((.standingsHeading, StandingRow.rows(state).map(Line.standing)))
        var pages: [[Line?]] = []
        var page: [Line?] = []
        for section in sections {
            // A section goes on after a blank line when it fits whole, else on a page of its own.
            if !page.isEmpty {
                if page.count + 2 + section.rows.count <= height { page.append(nil) } else { pages.append(page); page = [] }
            }
            page.append(section.heading)
            for row in section.rows {
                if page.count >= height {
                    pages.append(page)
                    page = [section.heading]
                }
                page.append(row)
            }
        }
        if !page.isEmpty { pages.append(page) }
        return pages
    }
}
