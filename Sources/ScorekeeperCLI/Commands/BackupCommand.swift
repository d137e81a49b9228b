import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper backup OUT [--force]`: a consistent copy of the database, safe while in use.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the database to a file, safely, even while other programs write to it.",
        discussion: """
            The copy is a consistent snapshot (SQLite's online backup), written to a temporary \
            file next to OUT and then renamed, so OUT is never left half-written.
            """)
    @OptionGroup var database: DatabaseOptions
    @Argument(help: ArgumentHelp("The file to write.", valueName: "out")) var output: String
    @Flag(help: "Replace OUT if it already exists.") var force = false

    func run() throws {
        // Refused before the database is even opened, so a mistake touches nothing.
        if !force && FileManager.default.fileExists(atPath: output) {
            throw ScorekeeperError.other("\(Sanitized.text(output)) already exists; add --force to replace it.")
        }
        try database.openForCommand().backup(to: output, replacing: force)
        print("Backed up to \(Sanitized.text(output)).")
    }
}
