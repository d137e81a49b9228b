import Foundation

/// A small PNG made from bytes, so photo tests need no image files or libraries.
public enum TestImage {
    /// A solid-color RGB PNG (uncompressed deflate blocks, which every decoder reads).
    public static func png(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> Data {
        var raw = Data()
        for _ in 0..<height {
            raw.append(0) // filter: none
            for _ in 0..<width { raw.append(contentsOf: [red, green, blue]) }
        }
        var zlib = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let length = min(65_535, raw.count - offset)
            let final: UInt8 = offset + length == raw.count ? 1 : 0
            zlib.append(final)
            zlib.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
            zlib.append(raw[offset..<offset + length])
            offset += length
        } while offset < raw.count
        zlib.append(bigEndian(adler32(raw)))

        var header = Data()
        header.append(bigEndian(UInt32(width)))
        header.append(bigEndian(UInt32(height)))
        header.append(contentsOf: [8, 2, 0, 0, 0])

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        png.append(chunk("IDAT", zlib))
        png.append(chunk("IEND", Data()))
        return png
    }

    /// A PNG whose header claims `width` x `height` RGB pixels, followed by no pixel data: a
    /// few dozen bytes that a decoder would size a huge picture from (a "decompression bomb").
    public static func pngClaiming(width: Int, height: Int) -> Data {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        // An empty zlib stream: no rows at all.
        png.append(chunk("IDAT", Data([0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01])))
        png.append(chunk("IEND", Data()))
        return png
    }

    /// A lossless WebP whose header claims `width` x `height` pixels (at most 16384 each), with
    /// a few zero bytes for its bitstream.
    public static func webPClaiming(width: Int, height: Int) -> Data {
        let bits = UInt32(width - 1) | UInt32(height - 1) << 14
        var payload = Data([0x2F])
        payload.append(contentsOf: withUnsafeBytes(of: bits.littleEndian, Array.init))
        payload.append(contentsOf: [UInt8](repeating: 0, count: 11))
        var chunk = Data("VP8L".utf8)
        chunk.append(contentsOf: withUnsafeBytes(of: UInt32(payload.count).littleEndian, Array.init))
        chunk.append(payload)
        var webP = Data("RIFF".utf8)
        webP.append(contentsOf: withUnsafeBytes(of: UInt32(4 + chunk.count).littleEndian, Array.init))
        webP.append(Data("WEBP".utf8))
        webP.append(chunk)
        return webP
    }

    static func chunk(_ type: String, _ data: Data) -> Data {
        let typeAndData = Data(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ data: Data) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
