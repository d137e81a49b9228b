internal import CVips
import Foundation
import ScorekeeperStore

/// The small image lists show instead of a photo.
///
/// WebP at 96 pixels on the long side: about 2-4 KB for a photo, keeps transparency, and the
/// interface decodes it with libwebp alone (see `PixelDecoder`), without loading libvips.
public enum PhotoThumbnail {
    /// The longest side of a thumbnail, in pixels.
    public static let longSide = 96

    /// The most bytes a thumbnail from another copy may hold. `make` writes 2-4 KB at `longSide`;
    /// even an uncompressed 96 x 96 picture with transparency is 36 KB.
    public static let maximumReceivedBytes = 64 * 1024

    /// Refuses a thumbnail another copy sent unless it is one `make` could have made: at most
    /// `maximumReceivedBytes`, at most `longSide` pixels each way (read from its header, before
    /// any pixel is decoded: a 16383 x 16383 "thumbnail" is a gigabyte to draw), and an image
    /// that passes the checks a photo does (`PhotoImport.prepare`). `name` says what it is in
    /// the one-line reason.
    public static func checkReceived(_ data: Data, name: String) throws(ScorekeeperError) {
        guard data.count <= maximumReceivedBytes else {
            throw .photo("\(name) is \(data.count / 1024) KB; a thumbnail is at most \(maximumReceivedBytes / 1024) KB.")
        }
        let vips = try Vips.table()
        let size = data.withUnsafeBytes { bytes -> (width: Int, height: Int)? in
            guard let loader = vips.loader(for: bytes),
                  let header = sk_image_new_from_buffer(vips.pointer, bytes.baseAddress, bytes.count,
                                                        PhotoImport.loadOptions(loader: loader)).map({ VipsImageRef($0, table: vips) })
            else {
                _ = vips.takeError()
                return nil
            }
            return (header.width, header.height)
        }
        if let size, size.width > longSide || size.height > longSide {
            throw .photo("\(name) is too large a picture (\(size.width) x \(size.height) pixels); a thumbnail is at most \(longSide) x \(longSide).")
        }
        // Not an image, or a damaged one: the photo checks say which.
        _ = try PhotoImport.prepare(imageData: data, name: name)
    }

    /// libvips' encoder settings: quality 75 is plenty at this size; `strip` drops metadata
    /// (the orientation is already applied to the pixels).
    static let encoding = ".webp[Q=75,strip]"

    /// Makes a thumbnail from an encoded image with shrink-on-load, EXIF orientation applied.
    /// nil when the image cannot be decoded completely (truncated or corrupt) or encoded.
    static func make(from bytes: UnsafeRawBufferPointer, loadOptions: String, vips: VipsTable) -> Data? {
        var out: OpaquePointer?
        // libvips reads the buffer without changing it, despite its non-const parameter.
        let status = sk_thumbnail_buffer(vips.pointer, UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count,
                                         &out, Int32(longSide), Int32(longSide), loadOptions)
        guard status == 0, let out else { return nil }
        // No metadata: the orientation is in the pixels now, and a thumbnail without EXIF can be
        // decoded by libwebp alone.
        sk_image_remove_metadata(vips.pointer, out)
        // The pipeline runs (and can fail on bad data) while encoding.
        return VipsImageRef(out, table: vips).encoded(suffix: encoding).map(strippingWebPMetadata)
    }

    /// The WebP file without its EXIF, XMP and ICC chunks. libvips 8.14's WebP saver ignores
    /// `strip` and always writes an EXIF chunk, so it is taken out here.
    static func strippingWebPMetadata(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) else {
            return data
        }
        var chunks: [UInt8] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let fourCC = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            // Chunks are padded to an even length.
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count else { return data }
            if !["EXIF", "XMP ", "ICCP"].contains(fourCC) {
                var chunk = Array(bytes[offset..<end])
                if fourCC == "VP8X" {
                    // Flags: ICC 0x20, EXIF 0x08, XMP 0x04.
                    chunk[8] &= ~UInt8(0x20 | 0x08 | 0x04)
                }
                chunks += chunk
            }
            offset = end
        }
        let riffSize = UInt32(4 + chunks.count)
        var result = Array("RIFF".utf8)
        result += withUnsafeBytes(of: riffSize.littleEndian, Array.init)
        result += Array("WEBP".utf8)
        result += chunks
        return Data(result)
    }
}
