import Foundation

extension UUID {
    /// The form ids take in the database: lowercase text, `uuidString.lowercased()` (held to it
    /// by tests). Written from the sixteen bytes here: Foundation's `uuidString` formats through
    /// `snprintf` on Linux, and a report's import writes an id as text for every row it inserts.
    public var lowercasedString: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                var index = 0
                for (position, byte) in bytes.enumerated() {
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        text[index] = 45 // "-"
                        index += 1
                    }
                    text[index] = Self.lowercaseHexDigit(byte >> 4)
                    text[index + 1] = Self.lowercaseHexDigit(byte & 0x0F)
                    index += 2
                }
                return index
            }
        }
    }

    /// The ASCII code of a nibble's lowercase hex digit.
    private static func lowercaseHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 48 + nibble : 87 + nibble
    }

    /// The UUID written as `text`, read without Foundation's parser, which on Linux goes through
    /// `sscanf` and was the largest part of reading 50,000 ids for statistics (and of a sync's
    /// rows). The same values as `UUID(uuidString:)` (held to it by tests): 36 characters, hex
    /// digits of either case, dashes at 8, 13, 18 and 23; anything else is left to Foundation.
    public static func parse(_ text: String) -> UUID? {
        var text = text
        let fast: UUID? = text.withUTF8 { bytes in
            guard bytes.count == 36, bytes[8] == 45, bytes[13] == 45, bytes[18] == 45, bytes[23] == 45 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var ok = true
            withUnsafeMutableBytes(of: &value) { out in
                var index = 0
                for byte in 0..<16 {
                    if index == 8 || index == 13 || index == 18 || index == 23 { index += 1 }
                    guard let high = nibble(bytes[index]), let low = nibble(bytes[index + 1]) else { ok = false; return }
                    out[byte] = high << 4 | low
                    index += 2
                }
            }
            return ok ? UUID(uuid: value) : nil
        }
        return fast ?? UUID(uuidString: text)
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case 48...57: return character - 48
        case 97...102: return character - 87
        case 65...70: return character - 55
        default: return nil
        }
    }
}
