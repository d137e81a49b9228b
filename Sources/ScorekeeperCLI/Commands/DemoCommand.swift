import ArgumentParser
import Foundation
import ScorekeeperCore

/// `scorekeeper demo`: adds the reference app's sample games.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Add three sample games (the first: Blob 40, Blob Sr 100, Blob Jr 67).")
    @OptionGroup var database: DatabaseOptions

    func run() throws {
        let db = try database.open()
        let created = try db.addDemoGames()
        DemoPhotos.attach(to: created, in: db)
        print("Added \(AppDatabase.demoGames.count) sample games with \(created.count) players.")
    }
}

/// Gives demo players the sample photos that ship in Resources, when they can be found.
enum DemoPhotos {
    static func attach(to players: [(player: Player, photoName: String?)], in database: AppDatabase) {
        // Photos arrive with the photo feature.
    }
}
