import CNcursesw
import Foundation
import ScorekeeperStore
import ScorekeeperPhotos
import ScorekeeperUI

/// What `photo show` prints: the photo as real pixels where the terminal draws them, else as
/// colored symbols in the colors the terminal has (24-bit, 256, 8, or symbols alone).
public enum PhotoPrinter {
    /// The text to write for `imageData`, `columns` wide. On a terminal the protocol is
    /// detected (or chosen by `graphics`); output that is not a terminal gets symbols in 24-bit
    /// color, as before, unless `--graphics` or the environment asks otherwise. A photo that
    /// cannot be drawn as pixels (the terminal's largest sixel image holds not one cell) comes
    /// as symbols, and `note` is told why. `isTerminal` and `ask` stand for the terminal in tests.
    public static func output(imageData: Data, columns: Int, graphics: GraphicsChoice?,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              note: (String) -> Void = { _ in }) throws(CellArtError) -> String {
        try output(imageData: imageData, columns: columns, graphics: graphics, environment: environment, note: note,
                   isTerminal: StandardStreams.outputIsTerminal, ask: { TerminalQuery.ask() })
    }

    static func output(imageData: Data, columns: Int, graphics: GraphicsChoice?, environment: [String: String],
                       note: (String) -> Void, isTerminal: Bool, ask: () -> TerminalReply?)
        throws(CellArtError) -> String {
        var reply: TerminalReply?
        let choice = GraphicsChoice.from(option: graphics, environment: environment)
        let chosen: GraphicsProtocol
        if !isTerminal, choice == .auto {
            chosen = .symbols
        } else {
            chosen = GraphicsDetection.resolve(choice, environment: environment) {
                reply = ask()
                return reply
            }
        }
        // Sixel chosen without asking: xterm draws nothing of an image beyond its largest size,
        // so ask for it.
        if chosen == .sixel, reply == nil, isTerminal { reply = ask() }
        if let format = PixelFormat(rawValue: chosen.rawValue), let cell = cellSize(reply: reply) {
            let drawn = try pixels(imageData, columns: columns, cell: cell, format: format,
                                   maxPixels: format == .sixel ? reply?.maxGraphics : nil)
            if !drawn.isEmpty { return drawn }
            note(PhotoPixels.tooSmallNote(reply?.maxGraphics))
        }
        let depth = TerminalColors.textDepth(environment: environment, isTerminal: isTerminal)
        // Rows are not the limit: four rows per column fits even a very tall picture.
        let art = try CellArtRenderer.render(imageData: imageData, columns: columns, rows: columns * 4,
                                             mode: CellArtMode(depth))
        return text(art, depth: depth)
    }

    /// The cell size in pixels from the kernel, else the terminal's reply, else a common one.
    static func cellSize(reply: TerminalReply?) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0, rows: Int32 = 0, columns: Int32 = 0
        if sk_window_pixels(&width, &height, &rows, &columns) == 0, width > 0, height > 0, rows > 0, columns > 0 {
            return (Int(width / columns), Int(height / rows))
        }
        return reply?.cellPixels ?? (8, 16)
    }

    /// The image below the cursor: room is made first (newlines scroll the shell's screen as
    /// needed), then the image is drawn at the top of that room and the cursor is put below it,
    /// so the prompt comes back under the photo whatever the protocol does with the cursor.
    /// Empty when not one cell fits in `maxPixels`.
    static func pixels(_ data: Data, columns: Int, cell: (width: Int, height: Int), format: PixelFormat,
                       maxPixels: (width: Int, height: Int)? = nil) throws(CellArtError) -> String {
        var terminalRows: Int32 = 0, terminalColumns: Int32 = 0
        // The whole photo stays on one screen, above the prompt.
        let maxRows = sk_window_size(&terminalRows, &terminalColumns) == 0 && terminalRows > 2
            ? Int(terminalRows) - 1 : columns * 4
        let image = try PixelImageRenderer.render(imageData: data, columns: columns, rows: maxRows,
                                                  cellWidth: cell.width, cellHeight: cell.height, format: format,
                                                  maxPixels: maxPixels)
        guard image.rows > 0 else { return "" }
        return String(repeating: "\n", count: image.rows) + "\u{1B}[\(image.rows)A\r\u{1B}7" + image.escapes
            + "\u{1B}8\u{1B}[\(image.rows)B\r"
    }

    /// Symbols with SGR colors for `depth`: 24-bit (`38;2`), palette (`38;5`), ANSI (`30-37`),
    /// or none. Escapes are sent only when the colors change; each line ends with a reset.
    static func text(_ art: CellArt, depth: ColorDepth) -> String {
        if depth == .direct { return art.ansiText(colors: true) }
        if depth == .monochrome { return art.ansiText(colors: false) }
        var text = ""
        for row in 0..<art.rows {
            var current: (Int, Int)?
            for column in 0..<art.columns {
                let cell = art[column, row]
                let foreground = depth.paletteColor(for: cell.foreground) ?? 7
                let background = depth.paletteColor(for: cell.background) ?? 0
                if current.map({ $0 != foreground || $1 != background }) ?? true {
                    text += depth == .ansi8 ? "\u{1B}[\(30 + foreground);\(40 + background)m"
                        : "\u{1B}[38;5;\(foreground);48;5;\(background)m"
                    current = (foreground, background)
                }
                text.append(cell.character)
            }
            text += "\u{1B}[0m\n"
        }
        return text
    }
}
