import Foundation
import GRDB
import ScorekeeperStore

// A person's own photo, from the People screen or a person open: `p` opens the picker for a
// person without one, else "Person photo" (select a new one, remove it, or cancel). Every game
// of theirs whose player has no photo of its own shows it. Removing is undone by `u` right after.
extension PeopleModel {
    /// Follows who has a photo (one small table), for the dialog and the person's header.
    func observePhotos() {
        photosQuery.start(ValueObservation.tracking { db in try AppDatabase.peopleWithPhotos(db) }.removeDuplicates(),
                          in: database.reader,
                          onError: { [weak self] error in self?.report(.error(error)) },
                          onChange: { [weak self] ids in self?.peopleWithPhotos = ids })
    }

    /// `p`: the dialog when the person has a photo, else the picker.
    func personPhotoTapped() {
        guard let row = currentPerson else { return }
        if peopleWithPhotos.contains(row.id) {
            destination = .photoDialog(row.id, .selectNewPhoto)
        } else {
            openPicker(for: .person(row.id))
        }
    }

    func performInPhotoDialog(_ action: Action, id: Person.ID, choice: PhotoDialogChoice) {
        let choices = PhotoDialogChoice.personChoices
        let chosen: PhotoDialogChoice?
        switch action {
        case .nextChoice: destination = .photoDialog(id, choice.next(in: choices)); return
        case .previousChoice: destination = .photoDialog(id, choice.previous(in: choices)); return
        case .activateChoice: chosen = choice
        default: chosen = PhotoDialogChoice.chosen(by: action, among: choices)
        }
        switch chosen {
        case .selectNewPhoto: openPicker(for: .person(id))
        case .removePhoto: removePersonPhotoConfirmed(id)
        case .cancel: destination = nil
        case .usePersonPhoto, .makePersonPhoto, nil: break
        }
    }

    /// "Remove photo" asks nothing more; it runs off the main actor (giving the space back may
    /// wait for another program's write) and keeps what it removed for `u`.
    func removePersonPhotoConfirmed(_ id: Person.ID) {
        destination = nil
        let name = Sanitized.text(list.rows[id: id]?.person.name ?? "the person")
        let writes = self.writes
        write(change: "remove \(name)'s photo", { database in try database.removePersonPhoto(personID: id, reclaimingSpace: false) },
              success: { [weak self] removed in
            writes.reclaimSpaceSoon()
            guard let removed else { return StatusMessage("\(name) has no photo to remove.") }
            self?.undoablePhotoRemoval = removed
            return StatusMessage("Removed \(name)'s photo · u puts it back.")
        })
    }

    /// `u` right after "Remove photo": the same bytes go back on the person.
    func restoreRemovedPhoto(_ removed: AppDatabase.RemovedPhoto) {
        undoablePhotoRemoval = nil
        let name = Sanitized.text(removed.personID.flatMap { list.rows[id: $0] }?.person.name ?? "the person")
        write(change: "put \(name)'s photo back", { database in try database.restorePhoto(removed) },
              success: { _ in StatusMessage("Put \(name)'s photo back.") })
    }
}

// The People screen's picker is one of its destinations, about a person.
extension PeopleModel: PickerDestinationHost {
    func photoOwnerName(_ owner: PhotoOwner) -> String {
        guard case .person(let id) = owner else { return "the player" }
        return list.rows[id: id]?.person.name ?? "the person"
    }
}
