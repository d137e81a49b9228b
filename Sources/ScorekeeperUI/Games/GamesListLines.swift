import Foundation
import ScorekeeperStore

/// A line of the games list: a game's row, or, in "most recent" order, the heading of the evening
/// (`Evening`: "Tonight", "Yesterday", "Tue 24 Nov") before that evening's games, and the heading
/// of a tournament before its table games (which that order keeps together, by round and table).
/// Headings are not rows: selection, paging and the filter go by game id as ever; the view and
/// the mouse read the same lines.
enum GamesListLine: Equatable {
    case heading(String)
    case tournament(String)
    case game(GameSummary)

    /// "Tournament · Club Swiss": the heading over a tournament's table games.
    static func tournamentHeading(_ name: String) -> GamesListLine { .tournament("Tournament · " + Sanitized.text(name)) }
}

/// The lines the games list shows in its window, and the games the headings pushed out of it.
struct GamesListLines: Equatable {
    var lines: [GamesListLine]
    /// Loaded games above and below the window that are not shown, beyond the list's own hidden ones.
    var cutAbove = 0
    var cutBelow = 0
}

extension GamesListModel {
    /// The window's lines in `height` lines: each game, with a heading before the first one shown
    /// and wherever the evening changes, and a tournament's heading before its table games (only
    /// in "most recent" order; a tournament's tables count as played when it last was, so they
    /// stay under one evening). When headings push the selected game below the window, lines are
    /// dropped from the top so it stays in view, and the top line is then its evening's heading.
    func lines(height: Int) -> GamesListLines {
        let visible = Array(list.visible)
        guard order == .mostRecent else { return GamesListLines(lines: visible.map { .game($0) }) }
        let now = self.now
        var lines: [GamesListLine] = []
        // The heading each line falls under.
        var headings: [String] = []
        var previous: Evening?
        var previousTournament: Tournament.ID?
        for summary in visible {
            let evening = Evening(containing: summary.listedAsPlayed)
            if evening != previous {
                lines.append(.heading(evening.heading(now: now)))
                headings.append(evening.heading(now: now))
                previousTournament = nil
            }
            previous = evening
            if let table = summary.table, table.tournamentID != previousTournament {
                lines.append(.tournamentHeading(table.tournamentName))
                headings.append(headings.last ?? "")
            }
            previousTournament = summary.table?.tournamentID
            lines.append(.game(summary))
            headings.append(headings.last ?? "")
        }
        var start = 0
        var top: GamesListLine?
        if let selected = lines.firstIndex(where: { if case .game(let summary) = $0 { summary.id == list.selectedID } else { false } }),
           selected >= height {
            start = selected - height + 1
            // The top line still says which evening it is: a game there gives way to its heading.
            if height > 1, case .heading = lines[start] {} else if height > 1 {
                start += 1
                if case .heading = lines[start] {} else { top = .heading(headings[start]) }
            }
        }
        let shown = (top.map { [$0] } ?? []) + Array(lines.dropFirst(start).prefix(max(0, height - (top == nil ? 0 : 1))))
        func games(_ part: some Collection<GamesListLine>) -> Int { part.filter { if case .game = $0 { true } else { false } }.count }
        let shownGames = games(shown)
        return GamesListLines(lines: shown, cutAbove: games(lines.prefix(start)),
                              cutBelow: games(lines.dropFirst(start)) - shownGames)
    }
}
