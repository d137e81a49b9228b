import Foundation
import ScorekeeperStore

// Adding a known person: the add-player prompt completes names from the people of the file
// (most recently played first; Tab goes through them), and once a known person is in, their
// last photo from another game is offered for the new player.
extension GameModel {
    /// `a`: the prompt opens at once with nothing to complete from, so nothing typed is lost;
    /// the people (a short read of one table) are read off the main actor and join it when they
    /// arrive, if it is still open and Tab has not started going through an earlier list.
    func addPlayerTapped() {
        destination = .addPlayer(Prompt(title: "New player", label: "Name"), NameCompletion(people: []))
        let database = self.database
        effects.run({
            let people = (try? database.read { db in try AppDatabase.knownPeople(db) }) ?? []
            return NameCompletion(people: people.map {
                NameCompletion.Candidate(id: $0.id, name: $0.name, colour: $0.colour)
            })
        }, then: { [weak self] completion in
            guard let self, case .addPlayer(let prompt, let shown)? = self.destination, shown.cycle == nil else { return }
            self.destination = .addPlayer(prompt, completion)
        })
    }

    /// Tab in the add-player prompt: the next known person whose name starts with what was typed.
    func completeNameTapped() {
        guard case .addPlayer(var prompt, var completion)? = destination,
              let candidate = completion.next(after: prompt.field.text) else { return }
        prompt.field = TextField(candidate.name)
        prompt.error = nil
        destination = .addPlayer(prompt, completion)
    }

    /// After an add: when the new player's person has a photo in another game (and the new
    /// player none), asks whether to use it, unless something else is open by then. `source` was
    /// read off the main actor, in line right after the add.
    func offerLastPhoto(playerID: Player.ID, source: Player.ID?, name: String) {
        guard destination == nil, !isFinished, let source else { return }
        destination = .confirmLastPhoto(playerID, source: source, name: name, .confirm)
    }

    func performInLastPhotoConfirmation(_ action: Action, id: Player.ID, source: Player.ID, name: String, choice: ConfirmationChoice) {
        switch choice.outcome(of: action) {
        case .confirmed:
            destination = nil
            let shown = Sanitized.text(name)
            write(change: "\(shown)'s last photo", { database in try database.copyPhoto(from: source, to: id) }, success: { copied in
                copied ? StatusMessage("\(shown) has their last photo.") : nil
            })
        case .dismissed: destination = nil
        case .highlight(let next): destination = .confirmLastPhoto(id, source: source, name: name, next)
        case .ignored: break
        }
    }
}
