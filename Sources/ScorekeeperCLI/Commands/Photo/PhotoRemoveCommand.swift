import ArgumentParser
import Foundation
import ScorekeeperStore

extension PhotoCommand {
    /// `photo remove PLAYER [--yes]`: asks first on a terminal; the file gives the space back.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a player's photo.")
        @OptionGroup var options: ConfirmedPlayer

        func run() throws {
            let (db, target) = try options.open()
            // The list query says whether a photo exists without reading its bytes.
            let hasPhoto = try db.fetchPlayerRows(gameID: target.gameID).first { $0.id == target.id }?.hasPhoto ?? false
            guard hasPhoto else { throw ScorekeeperError.noPhoto(target.name) }
            guard try Confirmation.confirm("Remove the photo of \"\(Sanitized.text(target.name))\"?", yes: options.yes) else {
                throw ScorekeeperError.other("Nothing removed.")
            }
            try db.removePhoto(playerID: target.id)
            print("Removed the photo of \(Sanitized.text(target.name)).")
        }
    }
}
