import Foundation
import GRDB
import ScorekeeperStore

// People's colours in a game: each player's name, grid row and chart line is drawn in the colour
// their person shows in this game (`GameColours`: their own unless it clashes), followed apart
// from the scores (a score change does not re-read them; a new colour, a new player or a moved
// link does).
extension GameModel {
    func startObservingColours() {
        let gameID = self.gameID
        let observation = ValueObservation
            .tracking { db in try AppDatabase.playerColours(db, gameID: gameID) }
            .removeDuplicates()
        colourQuery.start(observation, in: database.reader,
                          onError: { [weak self] error in self?.report(.error(error)) },
                          onChange: { [weak self] colours in self?.colours = colours })
    }

    /// How each chart line is drawn: in its player's colour, else the series in turn.
    var chartStyles: [ChartLineStyle]? {
        guard let lines = screen.chart?.series?.lines else { return nil }
        return lines.enumerated().map { index, line in line.playerID.flatMap { colours[$0] }.map(ChartLineStyle.person) ?? .series(index) }
    }
}
