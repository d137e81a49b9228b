internal import CChafa
import Foundation

/// The image protocols libchafa can write pixels in.
public enum PixelFormat: String, Sendable, Equatable {
    case kitty
    case sixel
    case iterm2
}

/// A picture ready to send to a terminal as real pixels: the escape sequence that draws it with
/// its top-left corner at the cursor, and the cells it covers.
public struct PixelImage: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    /// What to write to the terminal; it moves the cursor, so callers save and restore it.
    public var escapes: String

    public init(columns: Int, rows: Int, escapes: String) {
        self.columns = columns
        self.rows = rows
        self.escapes = escapes
    }
}

/// Turns an encoded image into a kitty, sixel or iTerm2 image with libchafa's pixel modes.
public enum PixelImageRenderer {
    /// Renders `imageData` as large as fits in `columns` x `rows` cells of `cellWidth` x
    /// `cellHeight` pixels, aspect kept and EXIF orientation applied. The photo is decoded at
    /// reduced scale (shrink-on-load) straight to the pixel size it is shown at, then padded with
    /// transparent pixels to whole cells, so chafa scales nothing and nothing is stretched.
    ///
    /// `maxPixels` is the largest image the terminal draws (xterm's sixel limit, which it
    /// reports): the picture is fitted within it too, in whole cells, so it comes out smaller
    /// rather than not at all. When not even one cell fits, the image is empty (0 x 0).
    public static func render(imageData: Data, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int,
                              format: PixelFormat, maxPixels: (width: Int, height: Int)? = nil)
        throws(CellArtError) -> PixelImage {
        let empty = PixelImage(columns: 0, rows: 0, escapes: "")
        guard cellWidth > 0, cellHeight > 0 else { return empty }
        let (columns, rows) = fitted(columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight,
                                     maxPixels: maxPixels)
        guard columns > 0, rows > 0 else { return empty }
        let image = try PixelDecoder.decode(imageData, maxWidth: columns * cellWidth, maxHeight: rows * cellHeight)
        let usedColumns = min(columns, max(1, (image.width + cellWidth - 1) / cellWidth))
        let usedRows = min(rows, max(1, (image.height + cellHeight - 1) / cellHeight))
        let padded = pad(image, width: usedColumns * cellWidth, height: usedRows * cellHeight)
        let escapes = try draw(padded, columns: usedColumns, rows: usedRows, cellWidth: cellWidth, cellHeight: cellHeight,
                           format: format)
        return PixelImage(columns: usedColumns, rows: usedRows, escapes: escapes)
    }

    /// The box in cells, cut down to the whole cells that fit in `maxPixels`. (chafa's sixel
    /// image is never taller than its cells: it drops the last band of six rows if incomplete.)
    static func fitted(columns: Int, rows: Int, cellWidth: Int, cellHeight: Int,
                       maxPixels: (width: Int, height: Int)?) -> (columns: Int, rows: Int) {
        guard let maxPixels else { return (max(0, columns), max(0, rows)) }
        return (max(0, min(columns, maxPixels.width / cellWidth)), max(0, min(rows, maxPixels.height / cellHeight)))
    }

    /// The image centered on a transparent canvas of exactly `width` x `height` (cropped if larger).
    static func pad(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        if image.width == width && image.height == height { return image }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let left = max(0, (width - image.width) / 2)
        let top = max(0, (height - image.height) / 2)
        let copyWidth = min(image.width, width)
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<min(image.height, height) {
                    let from = row * image.width * 4
                    let to = ((row + top) * width + left) * 4
                    for index in 0..<(copyWidth * 4) { target[to + index] = source[from + index] }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func draw(_ image: RGBAImage, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int,
                     format: PixelFormat) throws(CellArtError) -> String {
        let chafa = try ChafaLibrary.functions()
        let config = chafa.canvas_config_new()
        defer { chafa.canvas_config_unref(config) }
        chafa.canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa.canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        chafa.canvas_config_set_canvas_mode(config, UInt32(SK_CHAFA_CANVAS_MODE_TRUECOLOR))
        switch format {
        case .kitty: chafa.canvas_config_set_pixel_mode(config, UInt32(SK_CHAFA_PIXEL_MODE_KITTY))
        case .sixel:
            chafa.canvas_config_set_pixel_mode(config, UInt32(SK_CHAFA_PIXEL_MODE_SIXELS))
            // A sixel image has a palette of at most 256 colors: error diffusion spreads each
            // pixel's rounding over its neighbours, so gradients come out smooth instead of
            // banded (chafa ignores it for kitty and iTerm2, which take 24-bit pixels).
            chafa.canvas_config_set_dither_mode(config, UInt32(SK_CHAFA_DITHER_MODE_DIFFUSION))
        case .iterm2: chafa.canvas_config_set_pixel_mode(config, UInt32(SK_CHAFA_PIXEL_MODE_ITERM2))
        }
        let canvas = chafa.canvas_new(config)
        defer { chafa.canvas_unref(canvas) }
        chafa.canvas_draw_all_pixels(canvas, UInt32(SK_CHAFA_PIXEL_RGBA8_UNASSOCIATED), image.pixels,
                                     Int32(image.width), Int32(image.height), Int32(image.width * 4))
        // The fallback description holds every sequence chafa knows, whatever TERM says: the
        // protocol was chosen already.
        let database = chafa.term_db_get_default()
        let info = chafa.term_db_get_fallback_info(database)
        defer { chafa.term_info_unref(info) }
        guard let printed = chafa.canvas_print(canvas, info) else { return "" }
        defer { _ = chafa.string_free(printed, 1) }
        return String(cString: printed.pointee.str)
    }
}
