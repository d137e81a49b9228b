internal import CVips
internal import CWebP
import Foundation

/// Decoded pixels: 8-bit RGBA (not premultiplied), row-major, no padding.
struct RGBAImage: Equatable {
    var width: Int
    var height: Int
    var pixels: [UInt8]
}

/// Turns an encoded image into RGBA pixels no larger than a given box, orientation applied.
///
/// Small WebP images (the list thumbnails) are decoded with libwebp alone, so drawing avatars
/// never loads libvips; everything else goes through libvips' shrink-on-load thumbnail.
enum PixelDecoder {
    /// WebP images up to this many pixels are decoded directly (a thumbnail is 96 x 72).
    static let directWebPPixelLimit = 1_000_000

    static func decode(_ data: Data, maxWidth: Int, maxHeight: Int) throws(CellArtError) -> RGBAImage {
        if let image = decodeSmallWebP(data) { return image }
        let vips: VipsTable
        do { vips = try Vips.table() } catch { throw .unsupported }
        let image = data.withUnsafeBytes { bytes -> RGBAImage? in
            // Showing is lenient: whatever can be decoded is drawn.
            guard vips.loader(for: bytes) != nil else { return nil }
            var out: OpaquePointer?
            // libvips reads the buffer without changing it, despite its non-const parameter.
            guard sk_thumbnail_buffer(vips.pointer, UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count,
                                      &out, Int32(max(1, maxWidth)), Int32(max(1, maxHeight)), "") == 0, let out else {
                _ = vips.takeError()
                return nil
            }
            let thumbnail = VipsImageRef(out, table: vips)
            guard let rgba = thumbnail.rgba8(), let pixels = rgba.pixels() else {
                _ = vips.takeError()
                return nil
            }
            return RGBAImage(width: rgba.width, height: rgba.height, pixels: pixels)
        }
        guard let image else { throw .undecodable }
        return image
    }

    /// Whether a WebP file carries an EXIF chunk. The chunks are walked rather than trusting
    /// the VP8X header's EXIF flag, which libvips sets even when it strips the metadata.
    static func containsExifChunk(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var offset = 12
        while offset + 8 <= bytes.count {
            let fourCC = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            if fourCC == "EXIF" { return true }
            // Chunks are padded to an even length.
            offset += 8 + size + (size & 1)
        }
        return false
    }

    /// libwebp's decoder, for small still WebP images without EXIF metadata (whose orientation
    /// only libvips would apply); nil for anything else.
    static func decodeSmallWebP(_ data: Data) -> RGBAImage? {
        guard data.count >= 30,
              data.prefix(4) == Data("RIFF".utf8),
              data.dropFirst(8).prefix(4) == Data("WEBP".utf8) else { return nil }
        if containsExifChunk(data) { return nil }
        // Without libwebp, libvips decodes it (it reads WebP too).
        guard let webp = WebPLibrary.shared?.table else { return nil }
        return data.withUnsafeBytes { raw -> RGBAImage? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var features = WebPBitstreamFeatures()
            guard sk_webp_get_features(webp, bytes.baseAddress, bytes.count, &features) == VP8_STATUS_OK,
                  features.has_animation == 0,
                  Int(features.width) * Int(features.height) <= directWebPPixelLimit else { return nil }
            var width: Int32 = 0
            var height: Int32 = 0
            guard let decoded = webp.pointee.decode_rgba(bytes.baseAddress, bytes.count, &width, &height) else { return nil }
            defer { webp.pointee.free(decoded) }
            let count = Int(width) * Int(height) * 4
            return RGBAImage(width: Int(width), height: Int(height),
                             pixels: Array(UnsafeBufferPointer(start: decoded, count: count)))
        }
    }
}

/// libwebp's decoder, opened the first time a thumbnail is decoded (`sk_webp_load`): linked, it
/// was loaded at every start of every command. Swift runs a `static let` initializer once, even
/// when several threads ask at the same time.
struct WebPLibrary: @unchecked Sendable {
    // Written once by the loader, then only read, so sharing it between threads is safe.
    let table: UnsafePointer<SKWebP>

    static let shared: WebPLibrary? = sk_webp_load().map(WebPLibrary.init(table:))
}
