import Foundation
import ScorekeeperStore

/// The evening summary over the games list (`e`): the evening's games with their status and
/// winners (or "draw"), each tournament played with its winner (or leaders) and standings, then
/// each person's games, wins, places and rating (ordinal) before → after, from the store's
/// `EveningSummary` (what `scorekeeper evening` prints). A summary taller than the window
/// scrolls with the arrows.
enum EveningView {
    static func draw(_ overlay: EveningOverlay, now: Date, into screen: inout Screen, layout: Layout) {
        let width = min(78, layout.size.columns - 2)
        let lines = self.lines(overlay, width: width - 4)
        let visible = visibleLines(lineCount: lines.count, in: layout)
        // The lines, a blank, the footer, inside the frame.
        let height = visible + 4
        let rect = Rect(x: (layout.size.columns - width) / 2, y: 1, width: width, height: height)
        let evening = overlay.evening
        let title = "Evening · " + (evening.relativeName(now: now).map { "\($0), " } ?? "") + evening.dateName(withYear: true)
        screen.box(rect, title: title)
        let first = min(overlay.firstLine, max(0, lines.count - visible))
        for (index, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            screen.put(line.text, x: rect.x + 2, y: rect.y + 1 + index, width: rect.width - 4, role: .dialog,
                       attributes: line.bold ? [.bold] : [])
        }
        let footer = lines.count > visible
            ? "\(first + 1)-\(first + visible) of \(lines.count) · ↑/↓ scroll · any other key closes"
            : "Any key closes this summary."
        screen.put(footer, x: rect.x + 2, y: rect.maxY - 2, width: rect.width - 4, role: .dialog)
    }

    /// How many of the summary's lines show at once in `layout`: all, or what the window holds.
    static func visibleLines(lineCount: Int, in layout: Layout) -> Int {
        max(1, min(layout.size.rows - 6, lineCount))
    }

    /// The summary's lines, `width` columns wide: games, each tournament, people, a blank
    /// between them.
    static func lines(_ overlay: EveningOverlay, width: Int) -> [(text: String, bold: Bool)] {
        guard let summary = overlay.summary else { return [("Reading…", false)] }
        guard !summary.games.isEmpty || !summary.tournaments.isEmpty else { return [("No games this evening.", false)] }
        var lines: [(String, Bool)] = []
        let statusWidth = 8
        let titleWidth = min(28, summary.games.map { DisplayWidth.of(Sanitized.text($0.title)) }.max() ?? 5)
        func row(_ cells: [(String, Int)], alignRight: Set<Int> = []) -> String {
            cells.enumerated().map { index, cell in
                DisplayWidth.pad(cell.0, toWidth: cell.1, alignRight: alignRight.contains(index))
            }.joined(separator: "  ")
        }
        let winnersWidth = max(6, width - titleWidth - statusWidth - 4)
        if !summary.games.isEmpty {
            lines.append((row([("Game", titleWidth), ("Status", statusWidth), ("Winners", winnersWidth)]), true))
        }
        for game in summary.games {
            let result = Sanitized.text(game.resultText(trophy: "\(Glyphs.winner) "))
            // A table game's title keeps its round and table when cut.
            let title = TableGameTitle.fitted(Sanitized.text(game.title), toWidth: titleWidth)
            lines.append((row([(title, titleWidth), (game.status.rawValue, statusWidth), (result, winnersWidth)]), false))
        }
        for tournament in summary.tournaments {
            if !lines.isEmpty { lines.append(("", false)) }
            lines.append((DisplayWidth.truncate("Tournament · " + Sanitized.text(tournament.name) + " (" + tournament.format.displayName + ")",
                                                toWidth: width), true))
            lines.append((DisplayWidth.truncate(Sanitized.text(tournament.resultText), toWidth: width), false))
            let rankWidth = max(1, String(tournament.standings.map(\.rank).max() ?? 1).count)
            let pointsWidth = max(3, tournament.standings.map { DisplayWidth.of($0.points) }.max() ?? 3)
            let standingNameWidth = max(6, width - rankWidth - pointsWidth - 3 * 3 - 2 * 5)
            lines.append((row([("#", rankWidth), ("Name", standingNameWidth), ("Pts", pointsWidth), ("W", 3), ("D", 3), ("L", 3)],
                              alignRight: [0, 2, 3, 4, 5]), true))
            for standing in tournament.standings {
                lines.append((row([(String(standing.rank), rankWidth), (Sanitized.text(standing.name), standingNameWidth),
                                   (standing.points, pointsWidth), (String(standing.wins), 3), (String(standing.draws), 3),
                                   (String(standing.losses), 3)], alignRight: [0, 2, 3, 4, 5]), false))
            }
        }
        guard !summary.people.isEmpty else { return lines }
        lines.append(("", false))
        let nameWidth = min(16, max(6, summary.people.map { DisplayWidth.of(Sanitized.text($0.name)) }.max() ?? 6))
        let placesWidth = max(6, min(20, summary.people.map { DisplayWidth.of($0.placesText) }.max() ?? 6))
        lines.append((row([("Person", nameWidth), ("Games", 5), ("Wins", 4), ("Places", placesWidth), ("Rating", 22)], alignRight: [1, 2]), true))
        for person in summary.people {
            let rating = person.ratingText
            lines.append((row([(Sanitized.text(person.name), nameWidth), (String(person.games), 5), (String(person.wins), 4),
                               (person.placesText.isEmpty ? "-" : person.placesText, placesWidth), (rating, 22)], alignRight: [1, 2]), false))
        }
        return lines
    }
}
