import Foundation
import ScorekeeperStore

/// A game's scoreboard: standings in the game's rule (`GameStandings`, as the watch reads them),
/// the round, each player's last change, a sheet game's sheet, and thumbnails with `--photos`.
enum GamePage {
    static func section(_ board: Scoreboard?, photos: Bool, photoPath: (Player.ID) -> String, large: Bool = false) -> String {
        guard let board else { return "<p class=\"muted\">The game is not there any more.</p>" }
        let standings = board.standings
        let game = standings.game
        var html = "<h1>\(HTML.text(game.title))</h1>\n"
        var facts = [game.isFinished ? "finished" : "round \(max(1, game.currentRound))", game.rules.summary]
        if standings.roundCount > 0 { facts.append("\(standings.roundCount) round" + (standings.roundCount == 1 ? "" : "s") + " played") }
        html += "<p class=\"muted\">" + facts.map(HTML.text).joined(separator: " · ") + "</p>\n"
        if let last = lastChange(board) { html += "<p class=\"last\">Last change: \(last)</p>\n" }
        html += "<table class=\"board\">\n<thead><tr><th>#</th><th>Player</th><th class=\"num\">Score</th><th class=\"num\">Last</th></tr></thead>\n<tbody>\n"
        let winners = Set(standings.wonBy.map(\.id))
        for entry in board.entries {
            let change = board.latestChanges[entry.id].map { $0.amount >= 0 ? "+\($0.amount)" : "\($0.amount)" } ?? ""
            var name = HTML.text(entry.player.name)
            if photos, board.thumbnails[entry.id] != nil {
                name = "<img class=\"thumb\" alt=\"\" src=\"\(photoPath(entry.id))\"> " + name
            }
            if winners.contains(entry.id) { name += " <span class=\"won\">won</span>" }
            html += "<tr><td>\(entry.rank)</td><td>\(name)</td><td class=\"num score\">\(entry.player.score)</td>"
                + "<td class=\"num muted\">\(HTML.text(change))</td></tr>\n"
        }
        html += "</tbody></table>\n"
        if let sheet = board.sheet, !large { html += sheetTable(sheet, names: board) }
        return html
    }

    /// "Ann +5": the latest live change of the game, by stamp.
    static func lastChange(_ board: Scoreboard) -> String? {
        let latest = board.latestChanges.max { a, b in b.value.isLater(than: a.value) }
        guard let latest, let player = board.entries.first(where: { $0.id == latest.key }) else { return nil }
        let amount = latest.value.amount >= 0 ? "+\(latest.value.amount)" : "\(latest.value.amount)"
        return HTML.text(player.player.name) + " " + HTML.text(amount)
    }

    /// The sheet as `game show` prints it: a row per cell, a column per player, bonuses, totals.
    static func sheetTable(_ tally: SheetTally, names board: Scoreboard) -> String {
        let sheets = tally.sheetsInSeatOrder
        let names = Dictionary(board.entries.map { ($0.id.lowercasedString, $0.player.name) }, uniquingKeysWith: { first, _ in first })
        let longest = sheets.max { $0.cells.count < $1.cells.count }
        var html = "<h2>Sheet: \(HTML.text(tally.sheet.title))</h2>\n<div class=\"wide\"><table class=\"sheet\">\n<thead><tr><th></th>"
        html += tally.players.map { "<th class=\"num\">\(HTML.text(names[$0] ?? $0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for (index, label) in (longest?.cells.map(\.label) ?? []).enumerated() {
            html += "<tr><th>\(HTML.text(label))</th>" + sheets.map { sheet in
                "<td class=\"num\">" + HTML.text(index < sheet.cells.count ? tally.sheet.figure(of: sheet.cells[index]) : Sheet.emptyCell) + "</td>"
            }.joined() + "</tr>\n"
        }
        for bonus in tally.sheet.bonusLabels(sheets) {
            html += "<tr><th>\(HTML.text(bonus))</th>" + sheets.map { "<td class=\"num\">\(HTML.text(tally.sheet.bonusFigure(bonus, in: $0)))</td>" }.joined() + "</tr>\n"
        }
        html += "<tr class=\"total\"><th>Total</th>" + sheets.map { "<td class=\"num\">\($0.total)</td>" }.joined() + "</tr>\n"
        return html + "</tbody></table></div>\n"
    }
}
