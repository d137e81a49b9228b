import Foundation
import ScorekeeperStore

// `>` on the games list: "my next game", the table game a table's terminal plays next
// (`NextTableGame`), read off the main actor and opened.
extension GamesListModel {
    func nextTableGameTapped() {
        guard let game = list.selected?.game else { return }
        let database = self.database
        effects.run({ () -> Result<NextTableGame.Answer, any Error> in
            Result { try database.fetchNextTableGame(after: game.id) }
        }, then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(.game(let id, _)):
                self.list.selectWhenPresent(id)
                self.openGame(id)
            case .success(.roundDone(let tournament, let round)):
                self.report(StatusMessage("Every table of \(Sanitized.text(tournament)) round \(round) is done: "
                                          + "its next round is not paired yet."))
            case .success(.notATableGame):
                self.report(StatusMessage("> goes to the next table game of a tournament: select one of its table games."))
            case .failure(let error):
                self.report(.error(error))
            }
        })
    }
}
