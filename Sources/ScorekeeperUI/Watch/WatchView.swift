import ScorekeeperStore

/// The watch-only scoreboard (`--watch`): one game, leader first, readable from across a room.
/// Scores are drawn in block digits five lines tall when every player fits that way, else one
/// line per player. A player whose score just moved is highlighted with the difference.
@MainActor
public func render(_ watch: WatchModel, size: TerminalSize) -> Screen {
    var screen = Screen(size: size)
    let layout = Layout(size: size)
    if layout.isTooSmall {
        TooSmallView.draw(into: &screen)
        return screen
    }
    if watch.tournamentID != nil {
        TournamentWatchView.draw(watch, into: &screen, layout: layout)
    } else {
        WatchView.draw(watch, into: &screen, layout: layout)
    }
    if let status = watch.status {
        screen.put(status.text, x: 1, y: layout.statusRow, width: size.columns - 2,
                   role: status.kind == .error ? .error : .success)
    }
    KeyBarView.draw(watch.keyTable, into: &screen, row: layout.keyBarRow)
    if let help = watch.help {
        HelpView.draw(help, into: &screen, layout: layout)
    }
    return screen
}

/// Draws the board itself: the standings as every other surface has them (order and ranks by
/// the game's rule, ties sharing a rank), a line with the round and rules, or the finish and its
/// winners.
@MainActor
enum WatchView {
    /// Lines a player takes in the big layout, and the blank line between two players.
    static let bigRowHeight = BlockDigits.height + 1

    static func draw(_ watch: WatchModel, into screen: inout Screen, layout: Layout) {
        guard let board = watch.scoreboard else {
            HeaderView.draw(title: "Scorekeeper", details: ["Watch only"], into: &screen)
            let text = watch.gameReference.map { "No game \(Sanitized.text($0)) (yet). Waiting…" } ?? "No games yet. Waiting…"
            screen.put(text, x: 2, y: 2, width: layout.size.columns - 4, role: .muted)
            return
        }
        let standings = board.standings
        let count = board.entries.count
        HeaderView.draw(title: Sanitized.text(board.title),
                        details: ["Watch only · \(count) \(count == 1 ? "player" : "players")", "Watch only"],
                        into: &screen)
        let width = layout.size.columns
        if standings.isFinished {
            let names = standings.winners.map { Sanitized.text($0.name) }
            let text = names.isEmpty ? "Finished." : "Finished · \(names.joined(separator: ", ")) \(names.count == 1 ? "wins" : "share the win")"
            screen.put("\(Glyphs.winner) \(text)", x: 2, y: 1, width: width - 4, role: .leader, attributes: [.bold])
        } else {
            // The turn and the clock first, as the game screen says them; the turn in red once
            // past its limit.
            let clock = GameView.clockDetail(standings, now: watch.now).map { $0 + " · " } ?? ""
            // A sheet whose rows are not rounds (Yahtzee, bowling) says no round.
            let rules = standings.game.rules.summaryBesideRound
            let inRounds = board.sheet.map(\.sheet.playsInRounds) ?? true
            screen.put(clock + (inRounds ? "\(standings.roundText) · \(rules)" : rules),
                       x: 2, y: 1, width: width - 4, role: standings.turnOverrun(at: watch.now) ? .error : .muted)
        }
        let (turnID, dealerID) = (standings.turnID, standings.dealerID)
        var area = Rect(x: 0, y: 2, width: width, height: max(0, layout.statusRow - 2))
        if count == 0 {
            screen.put("No players yet.", x: 2, y: area.y, width: area.width - 4, role: .muted)
            return
        }
        let rankWidth = String(board.entries.map(\.rank).max() ?? 1).count + 2
        let scoreWidth = board.entries.map { BlockDigits.width(of: $0.player.score) }.max() ?? 0
        // A sheet game's sheet goes under the standings when both fit (the standings first).
        if let tally = board.sheet, area.height - WatchSheetView.height(tally) >= count {
            let strip = WatchSheetView.height(tally)
            let standingsHeight = area.height - strip
            let standingsUsed = count * bigRowHeight - 1 <= standingsHeight && scoreWidth + 24 <= area.width
                ? count * bigRowHeight - 1 : count
            let names = Dictionary(board.entries.map { ($0.id.lowercasedString, Sanitized.text($0.player.name)) },
                                   uniquingKeysWith: { first, _ in first })
            WatchSheetView.draw(tally, names: names, in: Rect(x: 0, y: area.y + standingsUsed, width: width, height: strip),
                                into: &screen)
            area = Rect(x: area.x, y: area.y, width: area.width, height: standingsHeight)
        }
        let big = count * bigRowHeight - 1 <= area.height && scoreWidth + 24 <= area.width
        for (index, entry) in board.entries.enumerated() {
            let isLeader = standings.isHighlightedLeader(entry.id)
            let highlight = watch.highlights[entry.id]
            let role: Role = highlight != nil ? (isLeader ? .selectedLeader : .selection) : (isLeader ? .leader : .normal)
            let name = Sanitized.text(entry.player.name)
            // The person's colour: its marker before the name, and the name in it on a plain row.
            let colour = board.colours[entry.id]
            let nameRole = role == .normal ? (colour?.role ?? role) : role
            func marker(x: Int, y: Int) -> Int {
                guard let colour else { return 0 }
                return screen.put("\(colour.marker) ", x: x, y: y, role: highlight != nil ? role : colour.role, attributes: [.bold])
            }
            let delta = highlight.map { $0.delta >= 0 ? "+\($0.delta)" : "\($0.delta)" }
            let rank = DisplayWidth.pad("\(entry.rank).", toWidth: rankWidth - 1, alignRight: true) + " "
            // Left of the rank: whose turn it is, and who deals.
            func tableMarkers(y: Int) {
                if entry.id == turnID { screen.put(Glyphs.turn, x: 0, y: y, role: role, attributes: [.bold]) }
                if entry.id == dealerID { screen.put(Glyphs.dealer, x: 1, y: y, role: role, attributes: [.bold]) }
            }
            if big {
                let y = area.y + index * bigRowHeight
                let rect = Rect(x: 0, y: y, width: area.width, height: BlockDigits.height)
                if highlight != nil { screen.fill(rect, role: role) }
                let scoreX = area.width - 2 - BlockDigits.width(of: entry.player.score)
                tableMarkers(y: y + 2)
                var x = 2 + screen.put(rank, x: 2, y: y + 2, role: role, attributes: [.bold])
                // The player's picture (their own, else their person's), when there is one.
                if let art = watch.avatars[entry.id] {
                    AvatarView.draw(art, name: name, x: x, y: y + 1, into: &screen)
                    x += Layout.avatarColumns + 1
                }
                x += marker(x: x, y: y + 2)
                x += screen.put(name, x: x, y: y + 2, role: nameRole, attributes: [.bold], maxWidth: max(0, scoreX - x - 8))
                if let delta { screen.put("  " + delta, x: x, y: y + 2, role: role, attributes: [.bold]) }
                BlockDigits.draw(entry.player.score, x: scoreX, y: y, role: role, into: &screen)
            } else {
                let y = area.y + index
                guard y < area.maxY else { break }
                if highlight != nil { screen.fill(Rect(x: 0, y: y, width: area.width, height: 1), role: role) }
                let score = String(entry.player.score)
                let right = (delta.map { $0 + "  " } ?? "") + score
                let rightWidth = min(DisplayWidth.of(right), max(1, area.width - 4 - rankWidth))
                tableMarkers(y: y)
                var x = 2 + screen.put(rank, x: 2, y: y, role: role, attributes: [.bold])
                x += marker(x: x, y: y)
                screen.put(name, x: x, y: y, role: nameRole, attributes: [.bold], maxWidth: max(0, area.width - x - rightWidth - 3))
                screen.put(Screen.fitted(right, width: rightWidth), x: area.width - 2 - rightWidth, y: y, role: role,
                           attributes: [.bold])
            }
        }
    }
}

/// Digits five lines tall made of full blocks, so a score reads from across a room.
enum BlockDigits {
    static let height = 5
    /// Columns of one glyph, and of the gap after it.
    static let glyphWidth = 3
    static let gap = 1

    private static let glyphs: [Character: [String]] = [
        "0": ["███", "█ █", "█ █", "█ █", "███"],
        "1": [" █ ", "██ ", " █ ", " █ ", "███"],
        "2": ["███", "  █", "███", "█  ", "███"],
        "3": ["███", "  █", "███", "  █", "███"],
        "4": ["█ █", "█ █", "███", "  █", "  █"],
        "5": ["███", "█  ", "███", "  █", "███"],
        "6": ["███", "█  ", "███", "█ █", "███"],
        "7": ["███", "  █", "  █", "  █", "  █"],
        "8": ["███", "█ █", "███", "█ █", "███"],
        "9": ["███", "█ █", "███", "  █", "███"],
        "-": ["   ", "   ", "███", "   ", "   "],
    ]

    static func width(of value: Int) -> Int {
        let count = String(value).count
        return count * glyphWidth + (count - 1) * gap
    }

    static func draw(_ value: Int, x: Int, y: Int, role: Role, into screen: inout Screen) {
        for (index, character) in String(value).enumerated() {
            guard let glyph = glyphs[character] else { continue }
            for (line, text) in glyph.enumerated() {
                screen.put(text, x: x + index * (glyphWidth + gap), y: y + line, role: role)
            }
        }
    }
}
