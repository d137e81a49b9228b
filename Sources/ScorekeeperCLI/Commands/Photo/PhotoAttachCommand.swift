import ArgumentParser
import Foundation
import ScorekeeperCore
import ScorekeeperPhotos

extension PhotoCommand {
    /// `photo attach PLAYER FILE`: stores the file's exact bytes (replacing any photo) and a thumbnail.
    struct Attach: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Attach a photo to a player, replacing any photo it had.",
            discussion: """
                The file is stored unchanged inside the database. Accepted: JPEG, PNG, GIF, WebP, \
                HEIC/HEIF and TIFF (recognised by content, not by name), up to 50 MB.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The player's id or a unique prefix of it.") var player: String
        @Argument(help: "The image file.") var file: String

        func run() throws {
            let db = try database.open()
            let target = try db.resolvePlayer(player)
            try db.attachPhoto(playerID: target.id, fileAt: RawArguments.path(file))
        }
    }
}
