import CNcursesw
import Dispatch
import Foundation
import ScorekeeperStore
import ScorekeeperPhotos
import ScorekeeperUI

/// Draws the photo view's photo as real pixels (kitty, sixel or iTerm2 images), outside curses.
///
/// Curses knows nothing of images, so the image lives beside it: once the image is ready, the
/// frame's cells under it are blank (curses draws spaces there and, since they never change,
/// never touches them again) and the image is written after curses has refreshed, at the box's
/// position, with the cursor saved and restored around it. Anything that wipes the screen
/// (a resize, Ctrl-L, a pair reset) repaints every cell, and the image is written again.
/// When the view closes or changes, the image is removed: kitty's are deleted by command, and
/// every cell is repainted, which overwrites sixel and iTerm2 pixels with the new frame's text.
/// The symbols the interface drew stay on screen until the image is ready.
@MainActor
final class PhotoPixels {
    /// What an image was made for: the placement and the cell size in pixels.
    struct Key: Equatable {
        var placement: PhotoViewerPlacement
        var cellWidth: Int
        var cellHeight: Int
    }

    /// Images being made off the main actor: the program lets them finish before it exits.
    private(set) static var running = 0

    let format: PixelFormat
    private let database: AppDatabase
    private let reportedCell: (width: Int, height: Int)?
    /// The largest sixel image the terminal draws, as it reported it (nil: not reported).
    private let maxGraphics: (width: Int, height: Int)?
    /// Called on the main actor when an image is ready, to schedule a frame.
    var imageReady: () -> Void = {}
    /// Called on the main actor with a one-line note when a photo cannot be drawn as pixels and
    /// keeps its symbols (the interface shows it in the status line).
    var imageFailed: (String) -> Void = { _ in }
    private var ready: (key: Key, image: PixelImage)?
    private var loading: Key?
    /// The last image that could not be made, so it is not tried again every frame.
    private var failed: Key?
    private var onScreen: Key?
    /// Output goes here (tests capture it); the terminal by default.
    var output: (String) -> Void = PhotoPixels.writeToTerminal

    init(format: PixelFormat, database: AppDatabase, reportedCell: (width: Int, height: Int)?,
         maxGraphics: (width: Int, height: Int)? = nil) {
        self.format = format
        self.database = database
        self.reportedCell = reportedCell
        // Only sixel has the limit; kitty and iTerm2 images are scaled by the terminal.
        self.maxGraphics = format == .sixel ? maxGraphics : nil
    }

    /// kitty's command that deletes every image and frees its data (`d=A`), without a reply.
    static let kittyDeleteAll = "\u{1B}_Ga=d,d=A\u{1B}\\"

    /// The size of a cell in pixels: from the kernel (kept current by the terminal on resizes),
    /// else from the terminal's reply at start; nil when neither says.
    func cellSize() -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0, rows: Int32 = 0, columns: Int32 = 0
        if sk_window_pixels(&width, &height, &rows, &columns) == 0, width > 0, height > 0, rows > 0, columns > 0 {
            return (Int(width / columns), Int(height / rows))
        }
        return reportedCell
    }

    /// Before a frame is presented: removes an image that no longer belongs (asking the screen
    /// to repaint everything), starts making the one wanted, and blanks its cells once it is
    /// ready. Returns the frame to present.
    func prepare(_ frame: Screen, placement: PhotoViewerPlacement?, screen: any Terminal) -> Screen {
        let cell = cellSize()
        let key = placement.flatMap { placement in cell.map { Key(placement: placement, cellWidth: $0.width, cellHeight: $0.height) } }
        if let shown = onScreen, shown != key {
            remove(screen: screen)
        }
        guard let key else { return frame }
        if ready?.key != key && loading != key && failed != key { load(key) }
        guard let ready, ready.key == key else { return frame }
        // The interface's symbols go (they may reach past the box, into the status row).
        var frame = frame
        frame.fill(key.placement.box, role: .normal)
        for y in 0..<frame.size.rows {
            for x in 0..<frame.size.columns where frame[x, y].role == .picture {
                frame.fill(Rect(x: x, y: y, width: 1, height: 1), role: .normal)
            }
        }
        return frame
    }

    /// After a frame was presented: writes the image if it is ready and not on screen (or was
    /// wiped by a full repaint).
    func presented(placement: PhotoViewerPlacement?, screen: any Terminal) {
        guard let ready, ready.key.placement == placement, ready.image.columns > 0 else { return }
        guard onScreen != ready.key || screen.lastPresentRepaintedAll else { return }
        let box = ready.key.placement.box
        let x = box.x + max(0, (box.width - ready.image.columns) / 2)
        let y = box.y + max(0, (box.height - ready.image.rows) / 2)
        // kitty keeps images through a clear: delete the old one before drawing it again.
        let clear = format == .kitty ? PhotoPixels.kittyDeleteAll : ""
        output(clear + "\u{1B}7\u{1B}[\(y + 1);\(x + 1)H" + ready.image.escapes + "\u{1B}8")
        onScreen = ready.key
    }

    /// Takes any image off the screen (before quitting, and when the view closes).
    func remove(screen: (any Terminal)?) {
        guard onScreen != nil else { return }
        if format == .kitty { output(PhotoPixels.kittyDeleteAll) }
        // Sixel and iTerm2 pixels go only when text is written over them: repaint every cell.
        screen?.forceRepaint()
        onScreen = nil
    }

    private func load(_ key: Key) {
        loading = key
        let (database, format) = (database, format)
        let limit = maxGraphics
        PhotoPixels.running += 1
        DispatchQueue.global(qos: .userInitiated).async {
            var image: PixelImage?
            // Why no picture, when the reason is not the photo's.
            var reason: String?
            if let data = try? database.fetchPhotoData(playerID: key.placement.playerID) {
                do {
                    image = try PixelImageRenderer.render(imageData: data, columns: key.placement.box.width,
                                                          rows: key.placement.box.height, cellWidth: key.cellWidth,
                                                          cellHeight: key.cellHeight, format: format,
                                                          maxPixels: limit)
                } catch CellArtError.drawingLibraryMissing {
                    reason = CellArtError.drawingLibraryMissingMessage
                } catch {}
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    PhotoPixels.running -= 1
                    guard self.loading == key else { return }
                    self.loading = nil
                    // A photo that cannot be drawn as pixels keeps its symbols, and says why.
                    guard let image, image.columns > 0 else {
                        self.failed = key
                        self.imageFailed(reason ?? (image == nil ? "The photo could not be drawn as pixels: showing symbols."
                            : PhotoPixels.tooSmallNote(limit)))
                        return
                    }
                    self.ready = (key, image)
                    self.imageReady()
                }
            }
        }
    }

    /// The note for a terminal whose largest sixel image holds not even one cell.
    nonisolated static func tooSmallNote(_ limit: (width: Int, height: Int)?) -> String {
        let size = limit.map { "\($0.width) x \($0.height)" } ?? "?"
        return "The terminal draws sixel images of at most \(size) pixels: showing symbols."
    }

    /// Writes everything, after curses has flushed its own output.
    nonisolated static func writeToTerminal(_ text: String) {
        fflush(sk_stdout())
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
