import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperPhotos
import ScorekeeperTerminal

extension PhotoCommand {
    /// `photo show PLAYER [--width N] [--graphics MODE]`: the photo as real pixels where the
    /// terminal draws them, else as colored text (symbols only under NO_COLOR).
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print a player's photo.",
            discussion: """
                On a terminal that draws images (kitty, sixel, iTerm2) prints real pixels; otherwise \
                colored symbols, in 24-bit color when COLORTERM or SCOREKEEPER_COLOR says so, else the \
                terminal's colors. With NO_COLOR set, prints the symbols only. Output that is not a \
                terminal gets symbols with 24-bit color escapes.
                """)
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var graphics: GraphicsOption
        /// The root reads `--graphics` wherever it stands on the line (its own option, see
        /// `ScorekeeperCommand.graphics`), so the mode given reaches this command through it.
        @ParentCommand var root: ScorekeeperCommand
        @OptionGroup var who: PlayerReference
        @Option(help: "Width in columns (default: the terminal's width, or 80).") var width: Int?

        func validate() throws {
            if let width, !(1...1000).contains(width) {
                throw ValidationError("--width must be between 1 and 1000.")
            }
        }

        func run() throws {
            let db = try database.openForReading()
            let target = try who.resolve(in: db)
            guard let data = try db.fetchPhotoData(playerID: target.id) else {
                throw ScorekeeperError.noPhoto(target.name)
            }
            let columns = width ?? TerminalWidth.current() ?? 80
            let output: String
            do {
                output = try PhotoPrinter.output(imageData: data, columns: columns, graphics: graphics.choice ?? GraphicsOption.choice(root.graphics)) { note in
                    FileHandle.standardError.write(Data((note + "\n").utf8))
                }
            } catch .unsupported {
                throw ScorekeeperError.photo("Showing photos needs libvips 8 (package libvips42), which is not installed.")
            } catch .drawingLibraryMissing {
                throw ScorekeeperError.photo(CellArtError.drawingLibraryMissingMessage)
            } catch {
                throw ScorekeeperError.photo("The photo of \(Sanitized.text(target.name)) cannot be decoded.")
            }
            FileHandle.standardOutput.write(Data(output.utf8))
        }
    }
}
