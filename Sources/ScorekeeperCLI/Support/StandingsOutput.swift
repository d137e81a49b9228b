import Foundation
import ScorekeeperCore

/// A game's standings as text, as `game show` and `round add` print them: what `GameStandings`
/// decided (order, ranks, winners), laid out, never ranked again here.
enum StandingsOutput {
    /// `kind`: what statistics count the game as; said when it is not the title itself.
    static func print(_ standings: GameStandings, kind: String) {
        let game = standings.game
        Swift.print(Sanitized.text(game.title))
        if kind != game.title { Swift.print("Kind: \(Sanitized.text(kind))") }
        Swift.print("Rules: \(game.rules.summary)")
        let roundText = standings.roundText
        if game.isFinished {
            let names = standings.winners.map { Sanitized.text($0.name) }.joined(separator: ", ")
            Swift.print("Finished after \(roundText). \(standings.winners.count > 1 ? "Winners" : "Winner"): \(names.isEmpty ? "none" : names)")
        } else {
            Swift.print("Playing \(roundText).")
        }
        guard !standings.players.isEmpty else {
            Swift.print("No players yet. Add one with: scorekeeper player add GAME NAME")
            return
        }
        let rounds = (1...standings.roundCount).map { "R\($0)" }
        TableOutput.print(header: ["RANK", "SCORE"] + rounds + ["NAME"],
                          rows: standings.players.map { standing in
                              [String(standing.rank), String(standing.player.score)] + standing.points.map(String.init)
                                  + [standing.player.name]
                          },
                          rightAligned: Set(0..<(2 + rounds.count)))
    }
}
