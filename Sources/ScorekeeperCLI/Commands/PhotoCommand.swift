import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper photo ...`: attach, remove, export and show player photos.
struct PhotoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Attach, remove, export or show a player's photo.",
        subcommands: [Attach.self, Remove.self, Export.self, Show.self]
    )
}
