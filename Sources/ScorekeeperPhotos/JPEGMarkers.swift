import Foundation

/// A look at a JPEG's marker structure, for the one kind of damage libjpeg does not report.
///
/// A file cut short whose length was set beforehand (a preallocating download, or a copy
/// interrupted by a crash before the data reached the disk) ends in zeros. libjpeg decodes
/// zeros as valid compressed data and stops at the last scanline without looking further, so
/// such a file passes even `fail_on=warning` and would be stored as a grey-bottomed "photo".
/// Every encoder closes the compressed data with an end-of-image marker (FF D9); a file without
/// one after its first scan is truncated. (A file cut short without zeros is caught by libjpeg.)
enum JPEGMarkers {
    /// Whether an end-of-image marker follows the start of the first scan. Bytes after it (a
    /// phone's "motion photo" video, say) are allowed, as libjpeg allows them.
    static func hasEndOfImage(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        var offset = 2
        // The segments before the first scan are skipped by their lengths, so an FF D9 inside
        // one (an EXIF thumbnail is a whole JPEG of its own) is not taken for the end.
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return false }
            let marker = bytes[offset + 1]
            switch marker {
            case 0xFF:
                offset += 1  // a fill byte before a marker
            case 0x01, 0xD0...0xD8:
                offset += 2  // markers without a length
            case 0xD9:
                return false  // the end, before any image data
            default:
                let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                guard length >= 2 else { return false }
                offset += 2 + length
                if marker == 0xDA { return containsEnd(base, from: offset, count: bytes.count) }
            }
        }
        return false
    }

    /// Whether FF D9 occurs in the compressed data from `start` on. Inside it an FF byte is
    /// always followed by 00 (stuffing) or a restart marker, so FF D9 there is the real end.
    private static func containsEnd(_ base: UnsafeRawPointer, from start: Int, count: Int) -> Bool {
        var position = start
        while position + 1 < count {
            // memchr: a 50 MB photo is scanned in milliseconds, even in a debug build.
            guard let found = memchr(base + position, 0xFF, count - 1 - position) else { return false }
            let index = base.distance(to: UnsafeRawPointer(found))
            if base.load(fromByteOffset: index + 1, as: UInt8.self) == 0xD9 { return true }
            position = index + 1
        }
        return false
    }
}
