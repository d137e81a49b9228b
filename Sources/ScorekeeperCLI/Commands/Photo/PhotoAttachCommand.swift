import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperPhotos

extension PhotoCommand {
    /// `photo attach PLAYER FILE`: stores the file's exact bytes (replacing any photo) and a thumbnail.
    struct Attach: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "attach",
            abstract: "Attach a photo to a player, replacing any photo it had.",
            discussion: """
                The file is stored unchanged inside the database. Accepted: JPEG, PNG, GIF, WebP, \
                HEIC/HEIF and TIFF (recognised by content, not by name), up to 50 MB.
                """)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var who: PlayerReference
        @Argument(help: "The image file.") var file: String

        func run() throws {
            let db = try database.openForCommand()
            let target = try who.resolve(in: db)
            try db.attachPhoto(playerID: target.id, fileAt: RawArguments.path(file))
            // Said, like every other change, so a script's log and a person both see it happened.
            print("Attached the photo to \(Sanitized.text(target.name)).")
        }
    }
}
