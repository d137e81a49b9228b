import ArgumentParser
import Foundation
import ScorekeeperStore

extension PhotoCommand {
    /// `photo export PLAYER OUT [--force]`: writes the photo exactly as it was attached.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write a player's photo to a file, byte for byte as it was attached.",
            discussion: "OUT '-' writes to standard output. An existing file is only replaced with --force.")
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var who: PlayerReference
        @Argument(help: "The file to write (or - for standard output).") var out: String
        @Flag(name: [.short, .long], help: "Replace OUT if it exists.") var force = false

        func run() throws {
            let db = try database.openForReading()
            let target = try who.resolve(in: db)
            guard let data = try db.fetchPhotoData(playerID: target.id) else {
                throw ScorekeeperError.noPhoto(target.name)
            }
            if out == "-" {
                FileHandle.standardOutput.write(data)
                return
            }
            try AtomicFileWriter.write(data, to: RawArguments.path(out), replacing: force)
        }
    }
}
