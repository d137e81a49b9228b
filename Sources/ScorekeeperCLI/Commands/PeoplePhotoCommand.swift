import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperPhotos

extension PeopleCommand {
    /// `people photo PERSON FILE` or `people photo PERSON --remove [--yes]`: a person's own photo,
    /// shown by every player of theirs without a photo of its own.
    struct Photo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "photo",
            abstract: "Attach a photo to a person, or remove it.",
            discussion: """
                A person's photo shows for every player of theirs, in every game, that has no photo \
                of its own. The file is stored unchanged inside the database. Accepted: JPEG, PNG, \
                GIF, WebP, HEIC/HEIF and TIFF (recognised by content, not by name), up to 50 MB.
                """)
        @OptionGroup var database: DatabaseOptions
        @Argument(help: PersonArgument.help, completion: NameCompletion.people) var person: String
        @Argument(help: "The image file.", completion: .file()) var file: String?
        @Flag(help: "Remove the person's photo (asks first on a terminal).") var remove = false
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

        func validate() throws {
            if remove && file != nil { throw ValidationError("Give a FILE or --remove, not both.") }
            if !remove && file == nil { throw ValidationError("Give the image FILE, or --remove.") }
        }

        func run() throws {
            let db = try database.openForCommand()
            let target = try db.resolvePerson(person)
            let name = Sanitized.text(target.name)
            if let file {
                try db.attachPersonPhoto(personID: target.id, fileAt: RawArguments.path(file))
                print("Attached the photo to \(name).")
                return
            }
            guard try db.fetchPersonThumbnailData(personID: target.id) != nil || db.fetchPersonPhotoData(personID: target.id) != nil else {
                throw ScorekeeperError.other("\(name) has no photo.")
            }
            guard try Confirmation.confirm("Remove the photo of \"\(name)\" (every game of theirs without its own)?", yes: yes) else {
                throw ScorekeeperError.other("Nothing removed.")
            }
            try db.removePersonPhoto(personID: target.id)
            print("Removed the photo of \(name).")
        }
    }
}
