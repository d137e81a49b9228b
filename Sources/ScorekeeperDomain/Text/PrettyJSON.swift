import Foundation

/// JSON text byte for byte as the commands have always printed it (Foundation's `JSONEncoder`
/// with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`, then `escapingUnsafe`), written
/// directly: `game list --json` on a file of ten thousand games spent a quarter of its time in
/// the encoder.
///
/// The layout: two spaces of indent per level, `"key" : value`, an empty array or object as its
/// brackets around an empty line. Strings are escaped per RFC 8259 as the encoder does it: `"`
/// and `\` escaped, `\b \f \n \r \t` by name, every other control character below U+0020 as
/// `\u00XX` (lowercase hex), and `/` left alone. Beyond the encoder, every other character
/// `Sanitized` never shows raw (DEL, C1 controls, text-direction overrides) is written `\uXXXX`
/// too: a name another program stored must not reach a terminal that a script prints the JSON
/// to. Everything else (U+2028, non-BMP characters) is its UTF-8 bytes. Object members are
/// written in the order given: callers list them sorted, as `.sortedKeys` did (the tests hold
/// the writer to the encoder on random values).
public indirect enum PrettyJSON: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([PrettyJSON])
    case object([(String, PrettyJSON)])

    public static func == (lhs: PrettyJSON, rhs: PrettyJSON) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The text, without a final newline.
    public var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output, depth: 0)
        return output
    }

    public func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .int(let number): Self.writeInt(number, to: &output)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let elements):
            Self.beginArray(to: &output)
            for (index, element) in elements.enumerated() {
                Self.writeElement(element, index: index, depth: depth, to: &output)
            }
            Self.endArray(count: elements.count, depth: depth, to: &output)
        case .object(let members):
            Self.beginObject(to: &output)
            for (index, (key, value)) in members.enumerated() {
                Self.writeKey(key, index: index, depth: depth, to: &output)
                value.write(to: &output, depth: depth + 1)
            }
            Self.endObject(count: members.count, depth: depth, to: &output)
        }
    }

    private static let newline = UInt8(ascii: "\n")

    private static func indent(_ depth: Int, to output: inout [UInt8]) {
        for _ in 0..<(2 * depth) { output.append(UInt8(ascii: " ")) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `number` in decimal, as `String(number)` writes it.
    public static func writeInt(_ number: Int, to output: inout [UInt8]) {
        if number < 0 { output.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so Int.min has one too.
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(48 + magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            output.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// `text` quoted and escaped (see the type's description). Runs of bytes that need no escape
    /// are copied at once.
    public static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if byte >= 0x7F {
                    // Most non-ASCII characters are copied with their run.
                    guard let unsafe = unsafeScalar(in: bytes, at: index) else { continue }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    writeEscape(unsafe.value, to: &output)
                    start = index + unsafe.length
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                default: writeEscape(UInt32(byte), to: &output)
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// JSON that `JSONEncoder` wrote, with every character `Sanitized.isUnsafe` names that the
    /// encoder left raw (DEL, C1 controls, text-direction overrides) written `\uXXXX`, as
    /// `writeString` writes it. Outside strings JSON holds only ASCII punctuation, digits,
    /// letters and spaces, so every such character is in a string, and the result parses to
    /// the same value. The same bytes when there is none.
    public static func escapingUnsafe(_ json: Data) -> Data {
        // Already escaped by the encoder or plain ASCII: nothing to do (the common case).
        guard json.contains(where: { $0 >= 0x7F }) else { return json }
        var output: [UInt8] = []
        output.reserveCapacity(json.count + 64)
        json.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            for index in 0..<bytes.count where bytes[index] >= 0x7F {
                guard index >= start, let unsafe = unsafeScalar(in: bytes, at: index) else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                writeEscape(unsafe.value, to: &output)
                start = index + unsafe.length
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        return Data(output)
    }

    /// The character whose UTF-8 starts at `index` (at or past DEL) when `Sanitized` never shows
    /// it raw, with its length in bytes; nil for any other character, or a byte inside one.
    private static func unsafeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        // A continuation byte (10xxxxxx) is inside a character already looked at.
        guard lead & 0xC0 != 0x80 else { return nil }
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        guard let scalar = Unicode.Scalar(value), Sanitized.isUnsafe(scalar) else { return nil }
        return (value, length)
    }

    /// `\uXXXX` in lowercase hex, as the encoder writes control characters; a character past the
    /// BMP as its surrogate pair.
    private static func writeEscape(_ value: UInt32, to output: inout [UInt8]) {
        if value > 0xFFFF {
            let offset = value - 0x10000
            writeEscape(0xD800 + (offset >> 10), to: &output)
            writeEscape(0xDC00 + (offset & 0x3FF), to: &output)
            return
        }
        output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) { output.append(hexDigits[Int((value >> UInt32(shift)) & 0x0F)]) }
    }

    /// An array written element by element as `PrettyJSON.array(elements.map(value))` would be,
    /// without holding every element's value at once.
    public static func writeArray<Elements: Collection>(_ elements: Elements, to output: inout [UInt8], depth: Int,
                                                        value: (Elements.Element) -> PrettyJSON) {
        beginArray(to: &output)
        var count = 0
        for element in elements {
            writeElement(value(element), index: count, depth: depth, to: &output)
            count += 1
        }
        endArray(count: count, depth: depth, to: &output)
    }

    /// An array's opening, for elements that come one at a time (`writeElement`, then `endArray`):
    /// the same text as `.array`, for a list read from the file as it is written out.
    public static func beginArray(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
    }

    /// Element `index` (from 0) of an array at `depth`.
    public static func writeElement(_ value: PrettyJSON, index: Int, depth: Int, to output: inout [UInt8]) {
        beginElement(index: index, depth: depth, to: &output)
        value.write(to: &output, depth: depth + 1)
    }

    /// What comes before element `index` of an array at `depth`, for an element written piece
    /// by piece (an object through `beginObject`, at `depth + 1`).
    public static func beginElement(index: Int, depth: Int, to output: inout [UInt8]) {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append(newline)
        indent(depth + 1, to: &output)
    }

    /// The array's closing, after `count` elements.
    public static func endArray(count: Int, depth: Int, to output: inout [UInt8]) {
        output.append(newline)
        if count == 0 { output.append(newline) }
        indent(depth, to: &output)
        output.append(UInt8(ascii: "]"))
    }

    /// An object's opening, for members written one at a time (`writeKey` then the value, at
    /// `depth + 1`), then `endObject`: the same text as `.object`, without building it.
    public static func beginObject(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
    }

    /// Member `index`'s key (from 0) of an object at `depth`, up to where its value goes.
    public static func writeKey(_ key: String, index: Int, depth: Int, to output: inout [UInt8]) {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        output.append(newline)
        indent(depth + 1, to: &output)
        writeString(key, to: &output)
        output.append(UInt8(ascii: " "))
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
    }

    /// The object's closing, after `count` members.
    public static func endObject(count: Int, depth: Int, to output: inout [UInt8]) {
        output.append(newline)
        if count == 0 { output.append(newline) }
        indent(depth, to: &output)
        output.append(UInt8(ascii: "}"))
    }
}
