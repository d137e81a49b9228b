internal import CVips
import Foundation
import ScorekeeperStore

/// A photo read from a file and checked: its exact bytes and the list thumbnail made from them.
public struct PreparedPhoto: Sendable {
    /// The file's bytes, unchanged.
    public var imageData: Data
    /// A small encoded image for lists; nil when none could be made (the list shows a placeholder).
    public var thumbnailData: Data?

    public init(imageData: Data, thumbnailData: Data?) {
        self.imageData = imageData
        self.thumbnailData = thumbnailData
    }
}

/// Reading a photo file: refusing what is not an image, and making its thumbnail.
///
/// Accepted: what libvips' trusted loaders recognise by content (JPEG, PNG, GIF, WebP,
/// HEIC/HEIF/AVIF, TIFF), whatever the file is called. The thumbnail is made with shrink-on-load
/// and fails on truncated or corrupt data, so one decode both checks the image and makes the
/// thumbnail.
public enum PhotoImport {
    /// The bytes of the photo file at `path`, with the same checks as attaching (a regular file,
    /// followed through links, within the size limit, read without blocking): for previews.
    public static func readFile(at path: String) throws(ScorekeeperError) -> Data {
        try UserFiles.read(RawPath(path), limit: maximumFileSize, purpose: .photo)
    }

    /// Files larger than this are refused.
    public static let maximumFileSize = 50 * 1024 * 1024

    /// Images with more pixels than this are refused: a small file can claim a huge picture
    /// (a "decompression bomb") that would take minutes to decode.
    public static let maximumPixelCount = 250_000_000

    /// Reads and checks the file at `path`; throws `ScorekeeperError.photo` with a one-line reason.
    public static func prepare(fileAt path: String) throws -> PreparedPhoto {
        try prepare(fileAt: RawPath(path))
    }

    /// Reads and checks the file at `path` (any bytes, not only UTF-8); throws
    /// `ScorekeeperError.photo` with a one-line reason.
    public static func prepare(fileAt path: RawPath) throws(ScorekeeperError) -> PreparedPhoto {
        let data = try UserFiles.read(path, limit: maximumFileSize, purpose: .photo)
        return try prepare(imageData: data, name: "'\(path)'")
    }

    /// Checks bytes already in memory; `name` says what they are in messages.
    public static func prepare(imageData data: Data, name: String = "The data") throws(ScorekeeperError) -> PreparedPhoto {
        guard !data.isEmpty else { throw .photo("\(name) is empty.") }
        guard data.count <= maximumFileSize else { throw .photo("\(name) is larger than \(maximumFileSize / 1024 / 1024) MB.") }
        let vips = try Vips.table()
        let verdict = data.withUnsafeBytes { inspect($0, vips: vips) }
        switch verdict {
        case .notAnImage:
            throw .photo("\(name) is not an image Scorekeeper can read (JPEG, PNG, GIF, WebP, HEIC, TIFF).")
        case .damaged(let format):
            throw .photo("\(name) is a damaged or truncated \(format) image.")
        case .tooManyPixels(let width, let height):
            throw .photo("\(name) is too large a picture (\(width) x \(height) pixels); at most \(maximumPixelCount / 1_000_000) megapixels.")
        case .image(let thumbnail):
            return PreparedPhoto(imageData: data, thumbnailData: thumbnail)
        }
    }

    /// A cheap check for the file picker: does this file look like an image libvips can read?
    /// Looks at the file's status and its first bytes only, read through the door for users'
    /// files (so the database beside the photos is never opened): no decoding.
    public static func looksLikeImage(path: String) -> Bool {
        looksLikeImage(path: RawPath(path))
    }

    /// `looksLikeImage(path:)` for a path that may not be valid UTF-8.
    public static func looksLikeImage(path: RawPath) -> Bool {
        // stat first: a FIFO, a device or the database is never opened, a huge file never considered.
        guard let head = try? UserFiles.firstBytes(path, count: sniffedBytes, limit: maximumFileSize, purpose: .photo),
              !head.isEmpty, let vips = try? Vips.table() else { return false }
        return head.withUnsafeBytes { vips.loader(for: $0) } != nil
    }

    /// How much of a file the picker reads to recognise an image: every loader libvips trusts
    /// knows its format by its first bytes (HEIF's `ftyp` box is the furthest in).
    static let sniffedBytes = 4096

    /// What a look at some bytes found.
    enum Verdict: Equatable {
        case notAnImage
        case damaged(format: String)
        case tooManyPixels(width: Int, height: Int)
        /// A readable image, with its thumbnail when one could be made.
        case image(thumbnail: Data?)
    }

    /// Looks at encoded bytes. `makeThumbnail` is the thumbnail step (replaceable so that tests
    /// can make it fail).
    static func inspect(_ bytes: UnsafeRawBufferPointer, vips: VipsTable,
                        makeThumbnail: (UnsafeRawBufferPointer, String, VipsTable) -> Data? = PhotoThumbnail.make) -> Verdict {
        guard let loader = vips.loader(for: bytes) else { return .notAnImage }
        let format = formatName(loader: loader)
        // A zero-filled tail decodes without a warning: the missing end marker gives it away.
        if loader.hasPrefix("jpegload"), !JPEGMarkers.hasEndOfImage(bytes) {
            return .damaged(format: format)
        }
        let options = loadOptions(loader: loader)
        // The header alone (no pixels yet): cheap, and refuses a garbled header early.
        guard let header = sk_image_new_from_buffer(vips.pointer, bytes.baseAddress, bytes.count, options)
            .map({ VipsImageRef($0, table: vips) }) else {
            _ = vips.takeError()
            return .damaged(format: format)
        }
        let (width, height) = (header.width, header.height)
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixelCount <= maximumPixelCount else {
            return .tooManyPixels(width: width, height: height)
        }
        if let thumbnail = makeThumbnail(bytes, options, vips) {
            return .image(thumbnail: thumbnail)
        }
        // No thumbnail: either the pixels are damaged, or only the thumbnail step failed. A full
        // decode tells which (this second decode happens only on this rare path).
        _ = vips.takeError()
        return header.decodesCompletely() ? .image(thumbnail: nil) : .damaged(format: format)
    }

    /// How strict decoding is. Every loader fails on truncated or undecodable data
    /// (`fail_on=error`). JPEG also fails on warnings: libjpeg only *warns* about corrupt
    /// entropy-coded data (it resynchronises and paints garbage), so that is the one way to
    /// refuse a JPEG whose middle is damaged. Other formats stay at `error` because their
    /// warnings are mostly harmless (PNG's "known incorrect sRGB profile" is everywhere).
    static func loadOptions(loader: String) -> String {
        loader.hasPrefix("jpegload") ? "fail_on=warning" : "fail_on=error"
    }

    /// A person's name for the format a loader reads ("jpegload_buffer" -> "JPEG").
    static func formatName(loader: String) -> String {
        let names = ["jpegload": "JPEG", "pngload": "PNG", "gifload": "GIF", "webpload": "WebP",
                     "heifload": "HEIF", "tiffload": "TIFF"]
        let base = loader.hasSuffix("_buffer") ? String(loader.dropLast("_buffer".count)) : loader
        return names[base] ?? base.replacingOccurrences(of: "load", with: "").uppercased()
    }
}
