internal import CVips
import Foundation

/// The small image lists show instead of a photo.
///
/// WebP at 96 pixels on the long side: about 2-4 KB for a photo, keeps transparency, and the
/// interface decodes it with libwebp alone (see `PixelDecoder`), without loading libvips.
public enum PhotoThumbnail {
    /// The longest side of a thumbnail, in pixels.
    public static let longSide = 96

    /// libvips' encoder settings: quality 75 is plenty at this size; `strip` drops metadata
    /// (the orientation is already applied to the pixels).
    static let encoding = ".webp[Q=75,strip]"

    /// Makes a thumbnail from an encoded image with shrink-on-load, EXIF orientation applied.
    /// nil when the image cannot be decoded completely (truncated or corrupt) or encoded.
    static func make(from bytes: UnsafeRawBufferPointer, vips: VipsTable) -> Data? {
        var out: UnsafeMutablePointer<VipsImage>?
        // libvips reads the buffer without changing it, despite its non-const parameter.
        let status = sk_thumbnail_buffer(vips.pointer, UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count,
                                         &out, Int32(longSide), Int32(longSide))
        guard status == 0, let out else { return nil }
        // The pipeline runs (and can fail on bad data) while encoding.
        return VipsImageRef(out, table: vips).encoded(suffix: encoding)
    }
}
