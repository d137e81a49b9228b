import Foundation
import ScorekeeperStore

// Deleting a person (`d`): it asks first in the command line's words, naming how many players in
// how many games are unlinked (counted off the main actor before the question opens); the games
// keep their players' names and scores. The list loses the person when the database says so.
extension PeopleModel {
    /// `d`: counts what the deletion unlinks, then asks (the safe button highlighted), if the
    /// same person is still the one acted on and nothing else opened meanwhile.
    func deletePersonTapped() {
        guard let row = currentPerson else { return }
        let (id, name, database) = (row.id, row.person.name, self.database)
        effects.run({ () -> Result<(players: Int, games: Int), any Error> in
            Result { try database.unlinkCount(personID: id) }
        }, then: { [weak self] counted in
            guard let self, self.destination == nil, self.currentPerson?.id == id else { return }
            switch counted {
            case .success(let count):
                self.destination = .confirmDelete(id, name: name, unlinks: PersonDeletion.unlinks(players: count.players, games: count.games),
                                                  .cancel)
            case .failure(let error):
                self.report(.error(error))
            }
        })
    }

    /// The question's title, as the command line asks it: `Delete "Ann"?`.
    static func deleteQuestion(name: String) -> String {
        "Delete \"\(Sanitized.text(name))\"?"
    }

    func deleteConfirmed(_ id: Person.ID, name: String) {
        let shown = Sanitized.text(name)
        write(change: "delete \(shown)", { database in try database.deletePerson(id: id) }, success: { unlinked in
            switch unlinked {
            case 0: return StatusMessage("Deleted \(shown).")
            case 1: return StatusMessage("Deleted \(shown); 1 player unlinked.")
            default: return StatusMessage("Deleted \(shown); \(unlinked) players unlinked.")
            }
        })
    }
}
