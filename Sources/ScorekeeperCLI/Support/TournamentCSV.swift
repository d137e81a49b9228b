import Foundation
import ScorekeeperStore

/// A tournament's results and standings as CSV (`CSV`: RFC 4180, every field escaped), the
/// columns `tournament export --csv` and `tournament standings --csv` document.
extension TournamentOutput {
    static let resultsColumns = ["round", "table", "seat", "person", "score", "points", "place", "result"]

    /// A line per round, table and seat, then per bye (`TournamentState.seatRows`). A table still
    /// playing shows its game's score so far.
    static func resultsCSV(_ snapshot: TournamentSnapshot) -> String {
        let state = snapshot.state
        let names = state.displayNames
        var text = CSV.line(resultsColumns)
        for row in state.seatRows {
            let live = row.tableID.flatMap { snapshot.games[$0] }.flatMap { game in
                row.seat.flatMap { $0 - 1 < game.scores.count ? game.scores[$0 - 1] : nil }
            }
            let result = row.bye.map(byeWord) ?? row.outcome?.text ?? "playing"
            text += CSV.line([String(row.round), row.table.map(String.init) ?? "", row.seat.map(String.init) ?? "",
                              names[row.entryID] ?? "?", (row.score ?? live).map(String.init) ?? "",
                              row.halfPoints.map { TournamentPoints.text(halfPoints: $0) } ?? "",
                              row.place.map(String.init) ?? "", result])
        }
        return text
    }

    /// A line per entrant, best first: rank, person, points, each tie-break by its code, games,
    /// wins, draws, losses.
    static func standingsCSV(_ state: TournamentState) -> String {
        let names = state.displayNames
        var text = CSV.line(["rank", "person", "points"] + state.settings.tieBreaks.map(\.code) + ["games", "wins", "draws", "losses"])
        for standing in state.standings {
            text += CSV.line([String(standing.rank), names[standing.entryID] ?? "?", TournamentPoints.text(halfPoints: standing.points)]
                             + standing.tieBreaks.map { $0?.description ?? "" }
                             + [standing.played, standing.wins, standing.draws, standing.losses].map(String.init))
        }
        return text
    }

    /// What a bye is called in a results line.
    static func byeWord(_ result: TournamentResult) -> String {
        switch result {
        case .pairingAllocatedBye: "pairing bye"
        case .halfPointBye: "half-point bye"
        case .fullPointBye: "full-point bye"
        default: "absent"
        }
    }
}
