import Foundation
import ScorekeeperStore

// `e` on the games list: the summary of the selected game's evening (`Evening`, the same rule as
// the list's day headings), read by the store's `eveningSummary` off the main actor.
extension GamesListModel {
    func eveningTapped() {
        guard let game = list.selected?.game else { return }
        let evening = Evening(containing: game.lastPlayed)
        destination = .evening(EveningOverlay(evening: evening))
        let database = self.database
        effects.run({ () -> Result<EveningSummary?, any Error> in
            Result { try database.fetchEveningSummary(evening) }
        }, then: { [weak self] result in
            guard let self, case .evening(let overlay)? = self.destination, overlay.evening == evening else { return }
            switch result {
            case .success(let summary):
                self.destination = .evening(EveningOverlay(evening: evening, summary: summary
                    ?? EveningSummary(evening: evening, games: [], people: [])))
            case .failure(let error):
                self.destination = nil
                self.report(.error(error))
            }
        })
    }
}
