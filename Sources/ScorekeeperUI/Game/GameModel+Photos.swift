import Foundation
import ScorekeeperStore

/// The photo half of the game screen: the "Player photo" dialog, the picker and the viewer.
extension GameModel {
    /// `p` or a click on the avatar: the dialog when the player has a photo of their own, else
    /// the picker. A player showing only their person's photo gets the picker too: the photo
    /// picked is theirs, for this game (the person's stays as it is).
    func photoButtonTapped() {
        guard let player = list.selected else { return }
        if player.hasPhoto {
            destination = .photoDialog(player.id, .selectNewPhoto)
        } else {
            openPicker(for: player.id)
            if player.row.hasPersonPhoto {
                report(StatusMessage("The photo picked is \(Sanitized.text(player.player.name))'s in this game only."))
            }
        }
    }

    func performInPhotoDialog(_ action: Action, id: Player.ID, choice: PhotoDialogChoice) {
        let choices = photoDialogChoices(for: id)
        switch action {
        case .nextChoice: destination = .photoDialog(id, choice.next(in: choices))
        case .previousChoice: destination = .photoDialog(id, choice.previous(in: choices))
        case .activateChoice: photoDialogChose(choice, id: id)
        default:
            if let chosen = PhotoDialogChoice.chosen(by: action, among: choices) { photoDialogChose(chosen, id: id) }
        }
    }

    private func photoDialogChose(_ choice: PhotoDialogChoice, id: Player.ID) {
        switch choice {
        case .selectNewPhoto: openPicker(for: id)
        case .usePersonPhoto: usePersonPhotoConfirmed(id)
        case .makePersonPhoto: makePersonPhotoConfirmed(id)
        case .removePhoto: removePhotoConfirmed(id)
        case .cancel: destination = nil
        }
    }

    /// "Remove photo" is the destructive choice of the dialog; it asks nothing more. It runs off
    /// the main actor: giving the space back (vacuum, checkpoint) may wait for another program's
    /// write, and the keys must keep working meanwhile. The row changes when the database does.
    func removePhotoConfirmed(_ id: Player.ID) {
        destination = nil
        let name = players[id: id].map { Sanitized.text($0.player.name) } ?? "the player"
        removePhotoKeepingIt(id, none: "\(name) has no photo to remove.", done: "Removed \(name)'s photo · u puts it back.")
    }

    /// Takes the player's own photo off, off the main actor, keeping it for `u`; the status says
    /// `done`, or `none` when there was no photo.
    func removePhotoKeepingIt(_ id: Player.ID, none: String, done: String) {
        let writes = self.writes
        let name = players[id: id].map { Sanitized.text($0.player.name) } ?? "the player"
        write(change: "remove \(name)'s photo", { database in try database.removePhotoKeepingIt(playerID: id) }, success: { [weak self] removed in
            writes.reclaimSpaceSoon()
            guard let removed else { return StatusMessage(none) }
            self?.undoablePhotoRemoval = removed
            return StatusMessage(done)
        })
    }

    /// `u` right after "Remove photo" (or "Use Ann's photo"): the same bytes go back on the player.
    func restoreRemovedPhoto(_ removed: AppDatabase.RemovedPhoto) {
        undoablePhotoRemoval = nil
        let name = removed.playerID.flatMap { players[id: $0] }.map { Sanitized.text($0.player.name) } ?? "the player"
        write(change: "put \(name)'s photo back", { database in try database.restorePhoto(removed) },
              success: { _ in StatusMessage("Put \(name)'s photo back.") })
    }

    // MARK: Picker

    func openPicker(for playerID: Player.ID) {
        openPicker(for: .player(playerID))
    }

    // MARK: Viewer

    /// `v`: the selected player's photo, as large as the window allows.
    func viewPhotoTapped() {
        guard let player = list.selected else { return }
        guard player.row.showsPhoto else {
            report(StatusMessage("\(Sanitized.text(player.player.name)) has no photo; press p to add one."))
            return
        }
        destination = .photoViewer(PhotoViewer(playerID: player.id, playerName: player.player.name))
        loadViewerArt()
    }

    func loadViewerArt() {
        guard let viewer = destination?.viewer else { return }
        let box = Layout(size: size).photoViewer
        let madeFor = size
        let playerID = viewer.playerID
        let (database, draw) = (database, photos.drawPhoto)
        destination?.viewer?.madeFor = madeFor
        effects.run({ () -> PhotoViewer.Content in
            do {
                // Their own photo, else their person's: the one the row shows.
                guard let data = try database.fetchShownPhotoData(playerID: playerID) else {
                    return .failed("This player has no photo any more.")
                }
                return .art(try draw(data, box.width, box.height))
            } catch {
                return .failed(String(describing: error))
            }
        }, then: { [weak self] content in
            guard let self, let viewer = self.destination?.viewer, viewer.playerID == playerID,
                  viewer.madeFor == madeFor else { return }
            self.destination?.viewer?.content = content
        })
    }

    func photoViewerResized() {
        guard let viewer = destination?.viewer, viewer.madeFor != size else { return }
        loadViewerArt()
    }
}

// The game's picker is one of its destinations, about a player.
extension GameModel: PickerDestinationHost {
    func photoOwnerName(_ owner: PhotoOwner) -> String {
        switch owner {
        case .player(let id): return players[id: id]?.player.name ?? "the player"
        case .person(let id): return linkedPeople.values.first { $0.id == id }?.name ?? "the person"
        }
    }
}
