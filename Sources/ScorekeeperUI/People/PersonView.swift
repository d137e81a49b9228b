import Foundation
import ScorekeeperStore

/// One person (Enter on the People screen): their figures in the title bar, and one of three
/// views under it (Tab goes through them): statistics per kind and head-to-head, their rating
/// after every game as a chart, and their games.
@MainActor
enum PersonView {
    static func draw(_ model: PeopleModel, into screen: inout Screen, layout: Layout) {
        guard let person = model.person else { return }
        let width = screen.size.columns
        let figures = model.personFigures
        let name = Sanitized.text(figures?.person.name ?? "")
        var details: [String] = []
        if let figures {
            let games = figures.games == 1 ? "1 game" : "\(figures.games) games"
            let wins = figures.wins == 1 ? "1 win" : "\(figures.wins) wins"
            details = ["\(games) · \(wins) · rating \(String(format: "%.2f", figures.rating.ordinal))", "\(games) · \(wins)"]
            // Whether they have a photo of their own (`p` changes it), where there is room.
            if model.peopleWithPhotos.contains(person.id) {
                details = [details[0] + " · photo", details[0], details[1] + " · photo", details[1]]
            }
        }
        HeaderView.draw(title: "Scorekeeper · People · \(name)", details: details, into: &screen)

        // The views, the one shown in brackets (visible without colours too).
        screen.fill(Rect(x: 0, y: layout.columnHeaderRow, width: width, height: 1), role: .columnHeader)
        var x = 1
        for section in PersonSection.allCases {
            let current = section == person.section
            var title = section.title
            if section == .games { title += " (\(person.games.rows.count))" }
            x += screen.put(current ? "[\(title)]" : " \(title) ", x: x, y: layout.columnHeaderRow,
                            role: current ? .selection : .columnHeader, attributes: current ? [.bold] : [])
            x += 1
        }
        if person.section == .games, width - x > 10 + resultsWidth {
            let rowWidth = width - resultsWidth
            screen.put("Players", x: rowWidth - GamesListView.countWidth - 1, y: layout.columnHeaderRow,
                       width: GamesListView.countWidth, role: .columnHeader, alignRight: true)
            screen.put("Score", x: rowWidth, y: layout.columnHeaderRow, width: scoreWidth, role: .columnHeader, alignRight: true)
            screen.put("Place", x: rowWidth + scoreWidth + 1, y: layout.columnHeaderRow, width: placeWidth,
                       role: .columnHeader, alignRight: true)
        }

        let list = layout.list
        guard let figures else {
            screen.put("Reading every finished game…", x: 3, y: list.y + 1, role: .muted)
            return
        }
        switch person.section {
        case .statistics: drawStatistics(model, figures: figures, firstLine: person.firstLine, into: &screen, area: list)
        case .rating: drawRating(figures, into: &screen, area: list)
        case .games:
            guard !person.games.rows.isEmpty else {
                screen.put("No games yet.", x: 3, y: list.y + 1, role: .muted)
                return
            }
            for (line, summary) in person.games.visible.enumerated() {
                drawGame(summary, result: person.results[summary.id], y: list.y + line,
                         selected: summary.id == person.games.selectedID, into: &screen)
            }
        }
    }

    /// The person's score and place columns, right of the games list's own row.
    static let scoreWidth = 7, placeWidth = 6
    static var resultsWidth: Int { scoreWidth + 1 + placeWidth + 1 }

    /// One of the person's games: the games list's row (title, winners, players), narrowed to
    /// leave room on the right for the person's score and place in it.
    static func drawGame(_ summary: GameSummary, result: PersonGameResult?, y: Int, selected: Bool, into screen: inout Screen) {
        let width = screen.size.columns
        let rowWidth = width - resultsWidth
        guard rowWidth >= 20 else {
            GamesListView.drawRow(summary, y: y, selected: selected, into: &screen)
            return
        }
        var row = Screen(size: TerminalSize(columns: rowWidth, rows: 1))
        GamesListView.drawRow(summary, y: 0, selected: selected, into: &row)
        let role: Role = selected ? .selection : .normal
        // Blank first, then copied left to right, so a wide character arrives whole.
        screen.fill(Rect(x: 0, y: y, width: width, height: 1), role: role)
        for x in 0..<rowWidth { screen.set(row[x, 0], x: x, y: y) }
        guard let result else { return }
        screen.putNumber(result.score, x: rowWidth, y: y, width: scoreWidth, role: role, attributes: [.bold])
        screen.put(result.placeText, x: rowWidth + scoreWidth + 1, y: y, width: placeWidth,
                   role: selected ? role : result.place == 1 ? (summary.game.isFinished ? .finished : .leader) : .normal,
                   alignRight: true)
    }

    /// The widths of the kinds' and head-to-head tables' figure columns.
    static let kindColumns = [("Games", 6), ("Wins", 6), ("Average", 9), ("Best", 7), ("Worst", 7)]
    static let headToHeadColumns = [("Games", 6), ("Ahead", 7), ("Behind", 8), ("Tied", 6)]

    static func drawStatistics(_ model: PeopleModel, figures: PeopleStatistics.PersonFigures, firstLine: Int,
                               into screen: inout Screen, area: Rect) {
        let width = screen.size.columns
        let colour = figures.person.colour
        for (offset, line) in model.statisticsLines.dropFirst(firstLine).prefix(area.height).enumerated() {
            let y = area.y + offset
            switch line {
            case .summary:
                let rating = figures.rating
                let text = "rating \(String(format: "%.2f", rating.ordinal)) (μ \(String(format: "%.2f", rating.mu)), "
                    + "σ \(String(format: "%.2f", rating.sigma))) · \(colour.name)"
                let used = min(DisplayWidth.of(Sanitized.text(figures.person.name)) + 2, max(0, width / 2))
                PeopleView.drawName(figures.person.name, colour: colour, x: 1, y: y, width: used + 1, selected: false, into: &screen)
                screen.put(" · " + text, x: 1 + used, y: y, width: max(0, width - used - 2), role: .normal)
            case .streaks:
                let played = figures.lastPlayed.map { "last played \(PeopleView.day($0, timeZone: model.timeZone))" } ?? "not played yet"
                let rate = figures.games == 0 ? "" : " · win rate \(Int((figures.winRate * 100).rounded()))%"
                screen.put("Winning streak \(figures.streak) · longest \(figures.longestStreak)\(rate) · \(played)",
                           x: 1, y: y, width: width - 2, role: .muted)
            case .blank:
                break
            case .note(let text):
                screen.put(text, x: 3, y: y, width: width - 4, role: .muted)
            case .kindHeader:
                drawTableRow("Kind", role: .columnHeader, values: kindColumns.map(\.0), widths: kindColumns.map(\.1),
                             y: y, into: &screen)
            case .kind(let kind):
                drawTableRow(Sanitized.text(kind.kind), role: .normal,
                             values: [String(kind.games), String(kind.wins), kind.average.text,
                                      String(kind.best), String(kind.worst)],
                             widths: kindColumns.map(\.1), y: y, into: &screen)
            case .headToHeadHeader:
                drawTableRow("Against", role: .columnHeader, values: headToHeadColumns.map(\.0),
                             widths: headToHeadColumns.map(\.1), y: y, into: &screen)
            case .headToHead(let record):
                let nameWidth = drawTableRow("", role: .normal,
                                             values: [String(record.games), String(record.ahead), String(record.behind), String(record.tied)],
                                             widths: headToHeadColumns.map(\.1), y: y, into: &screen)
                PeopleView.drawName(record.opponent, colour: model.colour(ofPerson: record.opponentID) ?? .red,
                                    x: 3, y: y, width: nameWidth - 1, selected: false, into: &screen)
            }
        }
        let total = model.statisticsLines.count
        let below = max(0, total - firstLine - area.height)
        ScrollMarkerView.draw(hiddenAbove: firstLine, hiddenBelow: below, rightLabelX: width - 1, minimumX: width / 2,
                              into: &screen, layout: Layout(size: screen.size))
    }

    /// A table row: a name from column 3, then figures right-aligned in `widths`, as many as fit
    /// with the name keeping 10 columns. Returns the name's width.
    @discardableResult
    static func drawTableRow(_ name: String, role: Role, values: [String], widths: [Int], y: Int,
                             into screen: inout Screen) -> Int {
        let width = screen.size.columns
        var shown = widths.count
        while shown > 0, width - 4 - widths.prefix(shown).reduce(0, +) < 10 { shown -= 1 }
        let nameWidth = width - 4 - widths.prefix(shown).reduce(0, +)
        if role != .normal { screen.fill(Rect(x: 0, y: y, width: width, height: 1), role: role) }
        screen.put(name, x: 3, y: y, width: nameWidth - 1, role: role)
        var x = 3 + nameWidth
        for index in 0..<shown {
            screen.put(values[index], x: x, y: y, width: widths[index], role: role, alignRight: true)
            x += widths[index]
        }
        return nameWidth
    }

    /// The rating (its ordinal, mu − 3 sigma) from before the first game to after the last, in
    /// the person's colour, through the chart renderer.
    static func drawRating(_ figures: PeopleStatistics.PersonFigures, into screen: inout Screen, area: Rect) {
        guard !figures.ratingHistory.isEmpty else {
            screen.fill(area, role: .normal)
            screen.put("No rated games yet: a rating moves after a finished game with someone else.",
                       x: 3, y: area.y + 1, width: area.width - 4, role: .muted)
            return
        }
        let hundredths = { (rating: OpenSkill.Rating) in Int((rating.ordinal * 100).rounded()) }
        let values = [hundredths(OpenSkill().initial)] + figures.ratingHistory.map { hundredths($0.rating) }
        let chart = ChartSeries(lines: [ChartSeries.Line(id: .person(figures.id), name: figures.person.name, values: values)],
                                step: .change, stepCount: values.count - 1, sampleSteps: Array(0..<values.count), target: nil)
        ChartView.draw(chart, into: &screen, area: area, styles: [.person(figures.person.colour)],
                       decimals: 2, stepName: "game")
    }
}
