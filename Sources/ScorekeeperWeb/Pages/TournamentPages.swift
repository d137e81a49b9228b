import Foundation
import ScorekeeperStore

/// A tournament's pages: the round's tables (seats in seat order, each table's live score or its
/// result), the standings with tie-breaks (`TournamentState.standings`, as `tournament show`
/// ranks them), and an entrant's own page. Names as every surface shows them
/// (`TournamentState.displayNames`).
enum TournamentPages {
    static let gone = "<p class=\"muted\">The tournament is not there any more.</p>"

    static func heading(_ snapshot: TournamentSnapshot) -> String {
        let state = snapshot.state
        var facts = [state.settings.format.displayName, state.currentRound == 0 ? "no round paired yet" : "round \(state.currentRound)"
                     + (state.settings.plannedRounds.map { " of \($0)" } ?? ""), "\(state.entries.count) entrants"]
        if state.isFinished { facts.append("finished") }
        return "<h1>\(HTML.text(snapshot.tournament.name))</h1>\n<p class=\"muted\">" + facts.map(HTML.text).joined(separator: " · ") + "</p>\n"
    }

    /// The current round's tables, then the byes.
    static func round(_ snapshot: TournamentSnapshot, playerPath: (TournamentEntry.ID) -> String?) -> String {
        let state = snapshot.state
        guard let round = state.rounds.last else { return "<p class=\"muted\">No round is paired yet.</p>\n" }
        let names = state.displayNames
        func name(_ id: TournamentEntry.ID) -> String {
            let text = HTML.text(names[id] ?? "?")
            return playerPath(id).map { "<a href=\"\($0)\">\(text)</a>" } ?? text
        }
        var html = "<h2>Round \(round.number): tables</h2>\n<table class=\"tables\">\n"
            + "<thead><tr><th class=\"num\">Table</th><th>Seats</th><th>Result</th></tr></thead>\n<tbody>\n"
        let separator = state.settings.format.isTwoPerTable ? " – " : ", "
        for table in round.tables {
            html += "<tr><td class=\"num\">\(table.number)</td><td>" + table.seats.map(name).joined(separator: separator) + "</td><td>"
                + HTML.text(result(table, snapshot: snapshot)) + "</td></tr>\n"
        }
        html += "</tbody></table>\n"
        let byes = state.byesInOrder(round.byes).map(\.entryID)
        if !byes.isEmpty { html += "<p class=\"muted\">Bye: " + byes.map(name).joined(separator: ", ") + "</p>\n" }
        return html
    }

    /// A table's result, or its game's live score, or that it plays.
    static func result(_ table: TournamentTable, snapshot: TournamentSnapshot) -> String {
        if let outcome = table.outcome { return outcome.text }
        if let game = snapshot.games[table.id] {
            return "playing (" + game.scores.map { $0.map(String.init) ?? "–" }.joined(separator: "–") + ")"
        }
        return "playing"
    }

    /// The standings: rank, name, points, then each tie-break by its code.
    static func standings(_ snapshot: TournamentSnapshot, playerPath: (TournamentEntry.ID) -> String?) -> String {
        let state = snapshot.state
        let codes = state.settings.tieBreaks.map(\.code)
        let names = state.displayNames
        var html = "<h2>Standings</h2>\n<div class=\"wide\"><table class=\"standings\">\n<thead><tr><th class=\"num\">#</th><th>Name</th><th class=\"num\">Pts</th>"
            + codes.map { "<th class=\"num\">\(HTML.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for standing in state.standings {
            var name = HTML.text(names[standing.entryID] ?? "?")
            if let path = playerPath(standing.entryID) { name = "<a href=\"\(path)\">\(name)</a>" }
            if standing.isPlaying { name += " <span class=\"muted\">(playing)</span>" }
            html += "<tr><td class=\"num\">\(standing.isPlaying ? "–" : String(standing.rank))</td><td>\(name)</td>"
                + "<td class=\"num\">\(HTML.text(TournamentPoints.text(halfPoints: standing.points)))</td>"
                + standing.tieBreaks.map { "<td class=\"num\">\(HTML.text($0?.description ?? "–"))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }

    /// "Table 7, against Bo, you start": where an entrant sits this round, then their standing.
    static func player(_ snapshot: TournamentSnapshot, entry id: TournamentEntry.ID) -> String? {
        let state = snapshot.state
        guard state.entry(id) != nil else { return nil }
        let names = state.displayNames
        func name(_ id: TournamentEntry.ID) -> String { HTML.text(names[id] ?? "?") }
        var html = "<h1>\(name(id))</h1>\n<p class=\"muted\">\(HTML.text(snapshot.tournament.name))</p>\n"
        if let round = state.rounds.last {
            if let table = round.tables.first(where: { $0.seats.contains(id) }), let seat = table.seats.firstIndex(of: id) {
                let others = table.seats.filter { $0 != id }.map(name).joined(separator: ", ")
                let starts = seat == 0 ? "you start" : "\(name(table.seats[0])) starts"
                html += "<p class=\"seat\">Round \(round.number): Table \(table.number), against \(others), \(starts).</p>\n"
                html += "<p>Seat \(seat + 1) of \(table.seats.count) · " + HTML.text(result(table, snapshot: snapshot)) + "</p>\n"
            } else if round.byes[id] != nil {
                html += "<p class=\"seat\">Round \(round.number): you have a bye.</p>\n"
            } else {
                html += "<p class=\"seat\">Round \(round.number): you do not play this round.</p>\n"
            }
        } else {
            html += "<p class=\"seat\">No round is paired yet.</p>\n"
        }
        if let standing = state.standings.first(where: { $0.entryID == id }) {
            html += "<p>Standing: " + (standing.isPlaying ? "playing" : "#\(standing.rank)") + " with "
                + HTML.text(TournamentPoints.text(halfPoints: standing.points)) + " points (\(standing.wins) won, \(standing.draws) drawn, \(standing.losses) lost).</p>\n"
        }
        return html
    }
}
