import Foundation
import ScorekeeperStore

/// An evening: its games with their winners (each game's board one link away), its tournaments'
/// standings, and each person's games and wins (`EveningSummary`, as `scorekeeper evening` reads it).
enum EveningPage {
    static func section(_ summary: EveningSummary) -> String {
        var html = "<h1>Evening of \(HTML.text(summary.evening.dateText))</h1>\n"
        if summary.games.isEmpty && summary.tournaments.isEmpty { return html + "<p class=\"muted\">No game yet this evening.</p>\n" }
        if !summary.games.isEmpty {
            html += "<h2>Games</h2>\n<table class=\"games\">\n<thead><tr><th>Game</th><th>Result</th></tr></thead>\n<tbody>\n"
            for game in summary.games {
                let result = game.isPlaying ? "playing" : game.resultText(trophy: "won by ")
                html += "<tr><td><a href=\"/game/\(game.id.lowercasedString)\">\(HTML.text(game.title))</a></td><td>\(HTML.text(result))</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        for tournament in summary.tournaments {
            html += "<h2>\(HTML.text(tournament.name))</h2>\n<p class=\"muted\">\(HTML.text(tournament.resultText))</p>\n"
                + "<table class=\"standings\">\n<thead><tr><th class=\"num\">#</th><th>Name</th><th class=\"num\">Pts</th></tr></thead>\n<tbody>\n"
            for standing in tournament.standings {
                html += "<tr><td class=\"num\">\(standing.rank)</td><td>\(HTML.text(standing.name))</td><td class=\"num\">\(HTML.text(standing.points))</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        if !summary.people.isEmpty {
            html += "<h2>People</h2>\n<table class=\"people\">\n<thead><tr><th>Name</th><th class=\"num\">Games</th><th class=\"num\">Wins</th></tr></thead>\n<tbody>\n"
            for person in summary.people {
                html += "<tr><td>\(HTML.text(person.name))</td><td class=\"num\">\(person.games)</td><td class=\"num\">\(person.wins)</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        return html
    }
}

extension EveningSummary.GameLine {
    var isPlaying: Bool { status == .playing }
}
