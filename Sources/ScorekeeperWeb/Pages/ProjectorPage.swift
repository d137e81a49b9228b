import Foundation
import ScorekeeperStore

/// The projector's page: large type for a TV or a beamer across a room. Its sections (the round's
/// tables, the standings; or a game's board; or an evening) are slides that `projector.js` turns
/// when they do not fit one screen; without script it is one long page.
enum ProjectorPage {
    static func section(_ content: WebContent, now: Date = Date()) -> String {
        switch content {
        case .game(let board):
            return slide(GamePage.section(board, photos: false, photoPath: { _ in "" }, large: true))
        case .tournament(let snapshot, _):
            guard let snapshot else { return slide(TournamentPages.gone) }
            return clock(snapshot, now: now) + slide(TournamentPages.heading(snapshot) + TournamentPages.round(snapshot, playerPath: { _ in nil }))
                + slide(TournamentPages.standings(snapshot, playerPath: { _ in nil }))
        case .evening(let summary, _, _):
            return slide(EveningPage.section(summary))
        }
    }

    /// The round clock as every surface reads it (`RoundClock.reading`, as the watch does),
    /// above the slides so it shows whichever slide is up; nothing without a round time.
    static func clock(_ snapshot: TournamentSnapshot, now: Date) -> String {
        let state = snapshot.state
        guard let reading = snapshot.tournament.roundClock.reading(currentRound: state.currentRound, finished: state.isFinished, at: now)
        else { return "" }
        let overtime = reading.isOvertime ? " overtime" : ""
        return "<p class=\"clock\(overtime)\" id=\"round-clock\">Round \(reading.round) · \(HTML.text(reading.text))</p>\n"
    }

    static func slide(_ html: String) -> String { "<section class=\"slide\">\n" + html + "</section>\n" }
}
