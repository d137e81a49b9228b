import Foundation
import ScorekeeperStore

/// A game's standings as text, as `game show` and `round add` print them: what `GameStandings`
/// decided (order, ranks, winners), laid out, never ranked again here.
enum StandingsOutput {
    /// `kind`: what statistics count the game as; said when it is not the title itself.
    /// `inRounds`: false for a sheet whose rows are not rounds (`Sheet.playsInRounds`), where no
    /// round is said and no round column printed.
    static func print(_ standings: GameStandings, kind: String, now: Date, inRounds: Bool = true) {
        let game = standings.game
        Swift.print(Sanitized.text(game.title))
        if kind != game.title { Swift.print("Kind: \(Sanitized.text(kind))") }
        Swift.print("Rules: \(game.rules.summary)")
        let roundText = standings.roundText
        if game.isFinished {
            let names = standings.winners.map { Sanitized.text($0.name) }.joined(separator: ", ")
            Swift.print((inRounds ? "Finished after \(roundText)." : "Finished.")
                        + " \(standings.winners.count > 1 ? "Winners" : "Winner"): \(names.isEmpty ? "none" : names)")
        } else {
            Swift.print(inRounds ? "Playing \(roundText)." : "Playing.")
        }
        printTable(standings, now: now)
        guard !standings.players.isEmpty else {
            Swift.print("No players yet. Add one with: scorekeeper player add GAME NAME")
            return
        }
        let rounds = inRounds ? (1...standings.roundCount).map { "R\($0)" } : []
        TableOutput.print(header: ["RANK", "SCORE"] + rounds + ["NAME"],
                          rows: standings.players.map { standing in
                              [String(standing.rank), String(standing.player.score)] + (inRounds ? standing.points.map(String.init) : [])
                                  + [standing.player.name]
                          },
                          rightAligned: Set(0..<(2 + rounds.count)))
    }

    /// The table, when the game has one to tell: the clock, the turn, the dealer and the seats.
    static func printTable(_ standings: GameStandings, now: Date) {
        let game = standings.game
        if let clock = standings.clockText(at: now) {
            Swift.print("Clock: \(clock)\(game.clock.isRunning ? "" : (game.isFinished ? " (stopped by the finish)" : " (paused)"))")
        }
        if let id = standings.turnID, let turn = standings.turnText(at: now), let player = standings.standing(of: id)?.player {
            let limit = game.rules.turnLimit.map { standings.turnOverrun(at: now) ? " over the \($0)s limit" : " left of \($0)s" } ?? ""
            Swift.print("Turn: \(Sanitized.text(player.name)), \(turn.hasPrefix("+") ? String(turn.dropFirst()) : turn)\(limit)")
        }
        guard !standings.players.isEmpty, standings.showsTable || !game.seating.isEmpty else { return }
        let dealer = standings.dealerID
        let seats = standings.seated.map { Sanitized.text($0.player.name) + ($0.id == dealer ? " (deals)" : "") }
        Swift.print("Seats: \(seats.joined(separator: ", "))")
    }
}
