internal import CChafa
import Foundation
import ScorekeeperStore

/// How a picture's cells are colored.
public enum CellArtMode: Sendable, Equatable {
    /// Any 24-bit colors (the caller may map them to 256 or 8 colors).
    case color
    /// Colors of the xterm palette's cube and gray ramp (16-255), dithered: for 256-color
    /// terminals. Every color is exactly one of those entries, so mapping it back to the palette
    /// finds the entry chafa chose.
    case palette256
    /// The 8 ANSI colors, dithered: for 8- and 16-color terminals.
    case palette8
    /// Light symbols on a dark background, shapes only: for terminals without color and NO_COLOR.
    /// Every cell's foreground is white and its background black.
    case monochrome
}

/// Turns an encoded image (a photo or a thumbnail) into terminal cells with libchafa.
public enum CellArtRenderer {
    /// Pixels per cell that chafa assumes: a terminal cell is about twice as tall as it is wide.
    static let cellWidth = 8
    static let cellHeight = 16

    /// Renders `imageData` to fit within `columns` x `rows` cells, keeping its aspect ratio
    /// (a cell is about twice as tall as it is wide) with EXIF orientation applied.
    /// The result may be smaller than the box in one dimension.
    public static func render(imageData: Data, columns: Int, rows: Int) throws -> CellArt {
        try render(imageData: imageData, columns: columns, rows: rows, mode: .color)
    }

    /// `render(imageData:columns:rows:)` with a choice of color or monochrome output.
    public static func render(imageData: Data, columns: Int, rows: Int, mode: CellArtMode) throws(CellArtError) -> CellArt {
        guard columns > 0, rows > 0 else { return CellArt(columns: 0, rows: 0, cells: []) }
        let image = try PixelDecoder.decode(imageData, maxWidth: columns * cellWidth, maxHeight: rows * cellHeight)
        let size = cellSize(pixelWidth: image.width, pixelHeight: image.height, columns: columns, rows: rows)
        return try draw(image, columns: size.columns, rows: size.rows, mode: mode)
    }

    /// The cells a picture of `pixelWidth` x `pixelHeight` takes when fitted into the box,
    /// aspect ratio kept; at least 1 x 1.
    public static func cellSize(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        guard pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0 else { return (0, 0) }
        // In cell units the picture is pixelWidth/8 wide and pixelHeight/16 tall.
        let width = Double(pixelWidth) / Double(cellWidth)
        let height = Double(pixelHeight) / Double(cellHeight)
        let scale = min(Double(columns) / width, Double(rows) / height)
        let fittedColumns = min(columns, max(1, Int((width * scale).rounded())))
        let fittedRows = min(rows, max(1, Int((height * scale).rounded())))
        return (fittedColumns, fittedRows)
    }

    /// Draws pixels into a chafa canvas of exactly `columns` x `rows` cells and reads it back.
    static func draw(_ image: RGBAImage, columns: Int, rows: Int, mode: CellArtMode) throws(CellArtError) -> CellArt {
        let chafa = try ChafaLibrary.functions()
        // Transparent parts are composed over black: cells have concrete colors.
        var pixels = image.pixels
        for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] != 255 {
            let alpha = UInt16(pixels[index + 3])
            for channel in 0..<3 {
                pixels[index + channel] = UInt8(UInt16(pixels[index + channel]) * alpha / 255)
            }
            pixels[index + 3] = 255
        }

        let symbols = chafa.symbol_map_new()
        defer { chafa.symbol_map_unref(symbols) }
        // Block and border symbols give the best pictures. Left out: wide symbols (one symbol per
        // cell), ambiguous-width and "ugly" ones (their width differs between terminals),
        // sextants and legacy computing symbols (missing from many fonts), inverted ones
        // (redundant when both colors are free).
        chafa.symbol_map_add_by_tags(symbols, Int32(SK_CHAFA_SYMBOL_TAG_BLOCK | SK_CHAFA_SYMBOL_TAG_BORDER | SK_CHAFA_SYMBOL_TAG_SPACE))
        chafa.symbol_map_remove_by_tags(symbols, Int32(SK_CHAFA_SYMBOL_TAG_WIDE | SK_CHAFA_SYMBOL_TAG_AMBIGUOUS | SK_CHAFA_SYMBOL_TAG_UGLY
            | SK_CHAFA_SYMBOL_TAG_SEXTANT | SK_CHAFA_SYMBOL_TAG_LEGACY | SK_CHAFA_SYMBOL_TAG_INVERTED))

        let config = chafa.canvas_config_new()
        defer { chafa.canvas_config_unref(config) }
        chafa.canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa.canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        switch mode {
        case .color: chafa.canvas_config_set_canvas_mode(config, UInt32(SK_CHAFA_CANVAS_MODE_TRUECOLOR))
        case .monochrome: chafa.canvas_config_set_canvas_mode(config, UInt32(SK_CHAFA_CANVAS_MODE_FGBG))
        // The system colors 0-15 are left out of 256: terminals redefine them.
        case .palette256: chafa.canvas_config_set_canvas_mode(config, UInt32(SK_CHAFA_CANVAS_MODE_INDEXED_240))
        case .palette8: chafa.canvas_config_set_canvas_mode(config, UInt32(SK_CHAFA_CANVAS_MODE_INDEXED_8))
        }
        // A few colors band on gradients; error diffusion spreads each cell's rounding over its
        // neighbours instead (as `chafa --dither diffusion`). 24-bit color needs none, and chafa
        // would ignore it there.
        if mode == .palette256 || mode == .palette8 {
            chafa.canvas_config_set_dither_mode(config, UInt32(SK_CHAFA_DITHER_MODE_DIFFUSION))
        }
        chafa.canvas_config_set_symbol_map(config, symbols)
        // The pictures are small, so the best (slowest) symbol search is affordable.
        chafa.canvas_config_set_work_factor(config, 1.0)

        let canvas = chafa.canvas_new(config)
        defer { chafa.canvas_unref(canvas) }
        chafa.canvas_draw_all_pixels(canvas, UInt32(SK_CHAFA_PIXEL_RGBA8_UNASSOCIATED), pixels,
                                     Int32(image.width), Int32(image.height), Int32(image.width * 4))

        let white = RGBColor(red: 255, green: 255, blue: 255)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        var cells: [ArtCell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let code = chafa.canvas_get_char_at(canvas, Int32(column), Int32(row))
                let character = Unicode.Scalar(code).map(Character.init) ?? " "
                if mode == .monochrome {
                    cells.append(ArtCell(character: character, foreground: white, background: black))
                    continue
                }
                var foreground: Int32 = 0
                var background: Int32 = 0
                if mode == .palette8 {
                    // chafa's own 8 colors are darker than the terminals' (blue comes nearer
                    // black): its color numbers are taken, as xterm draws them.
                    chafa.canvas_get_raw_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                    cells.append(ArtCell(character: character, foreground: ansiColor(foreground, otherwise: black),
                                         background: ansiColor(background, otherwise: black)))
                    continue
                }
                chafa.canvas_get_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
                cells.append(ArtCell(character: character, foreground: RGBColor(packed: foreground, otherwise: black),
                                     background: RGBColor(packed: background, otherwise: black)))
            }
        }
        return CellArt(columns: columns, rows: rows, cells: cells)
    }
}

/// The 8 ANSI colors as xterm draws them (the interface maps colors back to the nearest one).
let xtermANSIColors: [RGBColor] = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
                                   (0, 205, 205), (229, 229, 229)].map { RGBColor(red: $0.0, green: $0.1, blue: $0.2) }

/// The color of ANSI color number `number` (0-7); `fallback` for anything else (transparent).
func ansiColor(_ number: Int32, otherwise fallback: RGBColor) -> RGBColor {
    xtermANSIColors.indices.contains(Int(number)) ? xtermANSIColors[Int(number)] : fallback
}

extension RGBColor {
    /// A color from chafa's packed 0xRRGGBB; chafa gives -1 for "transparent".
    init(packed: Int32, otherwise fallback: RGBColor) {
        guard packed >= 0 else {
            self = fallback
            return
        }
        self.init(red: UInt8((packed >> 16) & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF))
    }
}
