import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperPhotos

/// `scorekeeper demo`: adds the reference app's sample games.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Add three sample games (the first: Blob 40, Blob Sr 100, Blob Jr 67).")
    @OptionGroup var database: DatabaseOptions

    func run() throws {
        let db = try database.openForCommand()
        let created = try db.addDemoGames()
        DemoPhotos.attach(to: created, in: db)
        print("Added \(AppDatabase.demoGames.count) sample games with \(created.count) players.")
    }
}

/// Gives demo players the sample photos that ship in Resources, when they can be found.
enum DemoPhotos {
    /// Attaches `<photoName>.jpg` (or .png) from the photos folder to each player that names one.
    /// Without the folder, or when a photo cannot be read, the players simply have no photo:
    /// sample data is not worth an error.
    static func attach(to players: [(player: Player, photoName: String?)], in database: AppDatabase,
                       folder: URL? = DemoPhotos.folder()) {
        guard let folder else { return }
        var attachments: [PhotoAttachment] = []
        for (player, photoName) in players {
            guard let photoName else { continue }
            for suffix in ["jpg", "png"] {
                let file = folder.appendingPathComponent("\(photoName).\(suffix)").path
                if FileManager.default.fileExists(atPath: file) {
                    attachments.append(PhotoAttachment(playerID: player.id, path: RawPath(file)))
                    break
                }
            }
        }
        _ = database.attachPhotos(attachments)
    }

    /// The folder holding the sample photos: `$SCOREKEEPER_RESOURCES/photos`, else a
    /// `Resources/photos` (or `share/scorekeeper/photos`) found walking up from the executable,
    /// which covers `swift build`, `swift run` and an installed copy, else the one in the source
    /// tree this was built from.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment,
                       executable: URL? = executableURL()) -> URL? {
        let fileManager = FileManager.default
        func photos(in resources: URL) -> URL? {
            let folder = resources.appendingPathComponent("photos")
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue ? folder : nil
        }
        if let configured = environment["SCOREKEEPER_RESOURCES"], !configured.isEmpty {
            return photos(in: URL(fileURLWithPath: configured))
        }
        if let executable {
            var directory = executable.deletingLastPathComponent()
            for _ in 0..<6 {
                if let found = photos(in: directory.appendingPathComponent("Resources"))
                    ?? photos(in: directory.appendingPathComponent("share/scorekeeper")) {
                    return found
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        // Sources/ScorekeeperCLI/Commands/DemoCommand.swift -> the package root.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return photos(in: packageRoot.appendingPathComponent("Resources"))
    }

    /// The running executable, with symbolic links resolved.
    static func executableURL() -> URL? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return Bundle.main.executableURL
        }
        return URL(fileURLWithPath: path)
    }
}
