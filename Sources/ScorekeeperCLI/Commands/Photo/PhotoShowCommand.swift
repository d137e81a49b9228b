import ArgumentParser
import Foundation
import ScorekeeperCore
import ScorekeeperPhotos

extension PhotoCommand {
    /// `photo show PLAYER [--width N]`: the photo as colored text (monochrome under NO_COLOR).
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a player's photo as colored text.",
            discussion: "Uses 24-bit color escapes; with NO_COLOR set, prints the symbols only.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: "The player's id or a unique prefix of it.") var player: String
        @Option(help: "Width in columns (default: the terminal's width, or 80).") var width: Int?

        func validate() throws {
            if let width, !(1...1000).contains(width) {
                throw ValidationError("--width must be between 1 and 1000.")
            }
        }

        func run() throws {
            let db = try database.open()
            let target = try db.resolvePlayer(player)
            guard let data = try db.fetchPhotoData(playerID: target.id) else {
                throw ScorekeeperError.noPhoto(target.name)
            }
            let columns = width ?? TerminalWidth.current() ?? 80
            let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            let art: CellArt
            do {
                // Rows are not the limit: four rows per column fits even a very tall picture.
                art = try CellArtRenderer.render(imageData: data, columns: columns, rows: columns * 4,
                                                 mode: noColor ? .monochrome : .color)
            } catch .unsupported {
                throw ScorekeeperError.photo("Showing photos needs libvips 8 (package libvips42), which is not installed.")
            } catch {
                throw ScorekeeperError.photo("The photo of \(Sanitized.text(target.name)) cannot be decoded.")
            }
            FileHandle.standardOutput.write(Data(art.ansiText(colors: !noColor).utf8))
        }
    }
}
