import Foundation
import ScorekeeperStore

/// The pages of a scope as pure functions of what was read (`WebContent`): the main section a
/// view shows (what the event stream sends again on each change), and the whole document around
/// it. A view outside the scope is nil: another game, a person not in the tournament.
enum WebPages {
    /// What a page may show beyond the scope's rows.
    struct Options: Sendable {
        var photos = false
    }

    static func photoPath(_ id: Player.ID) -> String { "/photo/" + id.lowercasedString }

    /// The main section of `view`, nil when the view is not in the scope.
    static func section(_ view: WebView, content: WebContent, options: Options) -> String? {
        switch (view, content) {
        case (.main, .game(let board)):
            return GamePage.section(board, photos: options.photos, photoPath: photoPath)
        case (.main, .tournament(let snapshot, _)):
            guard let snapshot else { return TournamentPages.gone }
            return TournamentPages.heading(snapshot) + TournamentPages.round(snapshot, playerPath: { WebView.player($0).path })
        case (.standings, .tournament(let snapshot, _)):
            guard let snapshot else { return TournamentPages.gone }
            return TournamentPages.heading(snapshot) + TournamentPages.standings(snapshot, playerPath: { WebView.player($0).path })
        case (.player(let id), .tournament(let snapshot, _)):
            guard let snapshot else { return nil }
            return TournamentPages.player(snapshot, entry: id)
        case (.main, .evening(let summary, _, _)):
            return EveningPage.section(summary)
        case (.game(let id), .evening(_, let boards, _)):
            guard let board = boards[id] else { return nil }
            return GamePage.section(board, photos: options.photos, photoPath: photoPath)
        case (.projector, _):
            return ProjectorPage.section(content)
        default:
            return nil
        }
    }

    /// The navigation of a scope: the pages it has.
    static func navigation(_ content: WebContent, current: WebView) -> String {
        var links: [(String, WebView)] = []
        switch content {
        case .game: links = [("Scoreboard", .main)]
        case .tournament: links = [("Round", .main), ("Standings", .standings)]
        case .evening: links = [("Evening", .main)]
        }
        links.append(("Projector", .projector))
        return "<nav>" + links.map { title, view in
            "<a href=\"\(view.path)\"" + (view == current ? " aria-current=\"page\"" : "") + ">\(title)</a>"
        }.joined(separator: " ") + "</nav>\n"
    }

    /// The title of the browser's tab.
    static func title(_ content: WebContent) -> String {
        switch content {
        case .game(let board): board?.title ?? "Scorekeeper"
        case .tournament(let snapshot, _): snapshot?.tournament.name ?? "Scorekeeper"
        case .evening(let summary, _, _): "Evening of " + summary.evening.dateText
        }
    }

    /// The whole page: the section in a `main` that the live script swaps on each event (the
    /// page reads the same without script), no inline script or style (the policy forbids them).
    static func document(_ view: WebView, content: WebContent, options: Options) -> String? {
        guard let section = section(view, content: content, options: options) else { return nil }
        let projector = view == .projector
        var html = HTML.head(title: title(content), stylesheet: "/assets/style.css",
                             scripts: ["/assets/live.js"] + (projector ? ["/assets/projector.js"] : []))
        html += "<body" + (projector ? " class=\"projector\"" : "") + ">\n"
        if !projector { html += navigation(content, current: view) }
        html += "<main data-live=\"/events?view=\(view.name)\">\n" + section + "</main>\n"
        if !projector { html += "<footer>Scorekeeper · read-only · plain HTTP: anyone on this network could read this page.</footer>\n" }
        return html + "</body>\n</html>\n"
    }

    /// The short page of a refusal (no key, the wrong address, too many pages open).
    static func refusal(_ title: String, _ sentence: String) -> String {
        HTML.head(title: title, stylesheet: "/assets/style.css")
            + "<body><main><h1>\(HTML.text(title))</h1><p>\(HTML.text(sentence))</p></main></body>\n</html>\n"
    }
}
