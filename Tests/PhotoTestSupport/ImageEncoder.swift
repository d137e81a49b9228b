import Foundation
import ScorekeeperStore
import ScorekeeperPhotos

/// Encodes pixels into image files with libvips: for the sample images of tests and the
/// benchmark, which are made on the fly rather than stored.
public enum ImageEncoder {
    /// File formats libvips can write here.
    public enum Format: String, CaseIterable, Sendable {
        case jpeg, png, gif, webp, tiff, heif

        /// libvips' suffix for the format, which selects its encoder.
        var suffix: String {
            switch self {
            case .jpeg: return ".jpg"
            case .png: return ".png"
            case .gif: return ".gif"
            case .webp: return ".webp"
            case .tiff: return ".tif"
            case .heif: return ".heic"
            }
        }

        /// The usual file name extension.
        public var fileExtension: String { String(suffix.dropFirst()) }
    }

    /// Encodes 8-bit pixels (`bands` bytes per pixel: 1 gray, 3 RGB, 4 RGBA, row-major).
    /// `quality` applies to JPEG, WebP and HEIF; `orientation` (1...8) is written as EXIF
    /// orientation metadata where the format carries it, without turning the pixels.
    public static func encode(pixels: [UInt8], width: Int, height: Int, bands: Int = 3, format: Format,
                              quality: Int = 90, orientation: Int? = nil) throws(ScorekeeperError) -> Data {
        guard width > 0, height > 0, [1, 3, 4].contains(bands), pixels.count == width * height * bands else {
            throw .other("The pixels do not match \(width) x \(height) x \(bands).")
        }
        let vips = try Vips.table()
        guard let image = vips.image(pixels: pixels, width: width, height: height, bands: bands) else {
            throw .other("libvips could not hold the pixels: \(vips.takeError())")
        }
        if let orientation { image.setInt("orientation", orientation) }
        let options: String
        switch format {
        case .jpeg, .webp, .heif: options = "[Q=\(quality)]"
        default: options = ""
        }
        guard let data = image.encoded(suffix: format.suffix + options) else {
            throw .other("libvips could not write \(format.rawValue): \(vips.takeError())")
        }
        return data
    }

    /// Whether this libvips can write `format` (HEIF needs an encoder plugin in libheif).
    public static func canEncode(_ format: Format) -> Bool {
        (try? encode(pixels: [UInt8](repeating: 128, count: 16 * 16 * 3), width: 16, height: 16, format: format)) != nil
    }
}
