import Foundation
import ScorekeeperStore

/// The projector's page: large type for a TV or a beamer across a room. Its sections (the round's
/// tables, the standings; or a game's board; or an evening) are slides that `projector.js` turns
/// when they do not fit one screen; without script it is one long page.
enum ProjectorPage {
    static func section(_ content: WebContent) -> String {
        switch content {
        case .game(let board):
            return slide(GamePage.section(board, photos: false, photoPath: { _ in "" }, large: true))
        case .tournament(let snapshot):
            guard let snapshot else { return slide(TournamentPages.gone) }
            return slide(TournamentPages.heading(snapshot) + TournamentPages.round(snapshot, playerPath: { _ in nil }))
                + slide(TournamentPages.standings(snapshot, playerPath: { _ in nil }))
        case .evening(let summary, _):
            return slide(EveningPage.section(summary))
        }
    }

    static func slide(_ html: String) -> String { "<section class=\"slide\">\n" + html + "</section>\n" }
}
