import Foundation
import GRDB
import ScorekeeperStore

// A player's photo and their person's: the "Player photo" dialog offers to show the person's
// photo instead of the player's own ("Use Ann's photo"), or to make the player's photo the
// person's ("Make it Ann's photo"). Who each player's person is, is followed apart from the
// scores (it changes only with a link, a rename, a merge or a deletion), so the dialog never reads.
extension GameModel {
    func startObservingLinkedPeople() {
        let gameID = self.gameID
        let observation = ValueObservation
            .tracking { db in try AppDatabase.linkedPeople(db, gameID: gameID) }
            .removeDuplicates()
        peopleQuery.start(observation, in: database.reader,
                          onError: { [weak self] error in self?.report(.error(error)) },
                          onChange: { [weak self] people in self?.linkedPeople = people })
    }

    /// What the "Player photo" dialog about player `id` offers, from their row and their person.
    func photoDialogChoices(for id: Player.ID) -> [PhotoDialogChoice] {
        guard let row = players[id: id]?.row else { return [.selectNewPhoto, .cancel] }
        return PhotoDialogChoice.choices(for: row, personName: linkedPeople[id]?.name)
    }

    /// "Use Ann's photo": the player's own photo goes (kept for `u`, as "Remove photo" keeps it),
    /// so their person's shows.
    func usePersonPhotoConfirmed(_ id: Player.ID) {
        destination = nil
        let name = players[id: id].map { Sanitized.text($0.player.name) } ?? "The player"
        // "Ann now shows Ann's photo" reads oddly when the player has the person's name.
        let playerName = players[id: id]?.player.name ?? ""
        let whose = linkedPeople[id].map { PersonName.same($0.name, playerName) ? "their" : Sanitized.text($0.name) + "'s" }
            ?? "their person's"
        removePhotoKeepingIt(id, none: "\(name) has no photo of their own.",
                             done: "\(name) now shows \(whose) photo from People · u puts this game's back.")
    }

    /// "Make it Ann's photo": the player's photo moves to their person, so every game of theirs
    /// without a photo of its own shows it (this player's included).
    func makePersonPhotoConfirmed(_ id: Player.ID) {
        destination = nil
        let personName = linkedPeople[id].map { Sanitized.text($0.name) } ?? "The person"
        write(change: "\(personName)'s photo", { database in try database.makePersonPhoto(fromPlayer: id) }, success: { _ in
            StatusMessage("\(personName)'s photo now shows in every game of theirs without one.")
        })
    }
}
