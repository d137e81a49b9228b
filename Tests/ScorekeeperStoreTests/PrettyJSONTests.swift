import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore

/// `PrettyJSON` writes what `JSONEncoder` (pretty, sorted keys, slashes unescaped) writes for the
/// same value once `PrettyJSON.escapingUnsafe` has escaped what the encoder left raw, byte for
/// byte, and what it writes parses back to the value.
@Suite struct PrettyJSONTests {
    /// The same value through `JSONEncoder`, the oracle.
    struct Encoded: Encodable {
        var value: PrettyJSON

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .string(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .int(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .bool(let flag):
                var container = encoder.singleValueContainer()
                try container.encode(flag)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .array(let elements):
                var container = encoder.unkeyedContainer()
                for element in elements { try container.encode(Encoded(value: element)) }
            case .object(let members):
                var container = encoder.container(keyedBy: Key.self)
                for (key, member) in members { try container.encode(Encoded(value: member), forKey: Key(stringValue: key)) }
            }
        }
    }

    func encoderBytes(_ value: PrettyJSON) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(PrettyJSON.escapingUnsafe(try encoder.encode(Encoded(value: value))))
    }

    /// Every ASCII character, the characters JSON writers get wrong (U+2028, U+2029, DEL, BOM,
    /// C1 controls), accents, CJK, combining marks and characters outside the BMP.
    static let awkward: [String] = {
        var all = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        all += ["\u{2028}", "\u{2029}", "\u{7F}", "\u{FEFF}", "\u{85}", "\u{9B}", "\u{A0}", "é", "e\u{301}", "中", "😀", "👩‍👩‍👧",
                "\u{1F1EB}\u{1F1F7}", "\u{10FFFF}", "\u{202E}", "/", "\\/", "</script>", "\"quoted\"", ""]
        return all
    }()

    func randomString(_ random: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.awkward.randomElement(using: &random)! }.joined()
    }

    /// A random value; object keys are sorted (the writer writes them in the order given, as
    /// the commands list them, and `.sortedKeys` sorts).
    func randomValue(_ random: inout SeededRandom, depth: Int) -> PrettyJSON {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
        case 0: return .string(randomString(&random))
        case 1: return .int([Int.min, Int.max, 0, -1, Int.random(in: -1_000_000...1_000_000, using: &random)].randomElement(using: &random)!)
        case 2: return .bool(Bool.random(using: &random))
        case 3: return .null
        case 4: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
        default:
            let keys = Set((0..<Int.random(in: 0...4, using: &random)).map { _ in
                ["id", "title", "playerCount", "status", "winners", "a", "b", "z"].randomElement(using: &random)! })
            return .object(keys.sorted().map { ($0, randomValue(&random, depth: depth + 1)) })
        }
    }

    @Test func writesWhatJSONEncoderWrites() throws {
        var random = SeededRandom(seed: 8259)
        for trial in 0..<2_000 {
            let value = randomValue(&random, depth: 0)
            let written = value.bytes
            let expected = try encoderBytes(value)
            #expect(written == expected, "trial \(trial): \(String(decoding: written, as: UTF8.self)) vs \(String(decoding: expected, as: UTF8.self))")
            if written != expected { return }
        }
    }

    @Test func everyAwkwardCharacterIsEscapedAsTheEncoderDoes() throws {
        for text in Self.awkward {
            #expect(PrettyJSON.string(text).bytes == (try encoderBytes(.string(text))), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Control characters: by name where JSON has one, else \u00XX in lowercase hex.
        #expect(String(decoding: PrettyJSON.string("\u{0}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1B}\u{1F}").bytes, as: UTF8.self)
                == #""\u0000\b\t\n\f\r\u001b\u001f""#)
        #expect(String(decoding: PrettyJSON.string("a/b \"c\" \\d").bytes, as: UTF8.self) == #""a/b \"c\" \\d""#)
    }

    /// What `Sanitized` never shows raw, JSON never writes raw either: DEL, C1 controls and
    /// direction overrides come out as `\uXXXX`, from the writer and from the encoder's text
    /// alike, and parse back to themselves. Other characters, U+2028 and LRM included, stay.
    @Test func controlsAndDirectionOverridesAreEscaped() throws {
        let text = "a\u{7F}b\u{85}\u{9B}31m\u{9D}\u{9C}\u{202A}\u{202E}\u{2066}\u{2069}é中\u{2028}\u{200E}😀"
        let expected = #""a\u007fb\u0085\u009b31m\u009d\u009c\u202a\u202e\u2066\u2069"# + "é中\u{2028}\u{200E}😀\""
        #expect(String(decoding: PrettyJSON.string(text).bytes, as: UTF8.self) == expected)
        let encoded = try JSONEncoder().encode([text])
        #expect(String(decoding: PrettyJSON.escapingUnsafe(encoded), as: UTF8.self) == "[" + expected + "]")
        #expect(try JSONSerialization.jsonObject(with: Data(PrettyJSON.array([.string(text)]).bytes)) as? [String] == [text])
        // Nothing to escape: the same bytes.
        let plain = Data(#"["Ann é 中 \u001b"]"#.utf8)
        #expect(PrettyJSON.escapingUnsafe(plain) == plain)
    }

    @Test func parsesBackToTheSameStrings() throws {
        var random = SeededRandom(seed: 4627)
        for _ in 0..<500 {
            // Foundation's parser drops U+FEFF wherever it is (the byte-for-byte test above covers
            // it: written as its UTF-8 bytes, as the encoder writes it).
            let texts = (0..<5).map { _ in randomString(&random).replacingOccurrences(of: "\u{FEFF}", with: "") }
            let parsed = try JSONSerialization.jsonObject(with: Data(PrettyJSON.array(texts.map(PrettyJSON.string)).bytes)) as? [String]
            #expect(parsed == texts)
        }
    }

    @Test func writingAnArrayElementByElementIsWritingTheArray() {
        var random = SeededRandom(seed: 77)
        for _ in 0..<200 {
            let elements = (0..<Int.random(in: 0...5, using: &random)).map { _ in randomValue(&random, depth: 1) }
            var streamed: [UInt8] = []
            PrettyJSON.writeArray(elements, to: &streamed, depth: 0) { $0 }
            #expect(streamed == PrettyJSON.array(elements).bytes)
        }
    }

    @Test func writingAnObjectMemberByMemberIsWritingTheObject() {
        var random = SeededRandom(seed: 78)
        for _ in 0..<300 {
            let depth = Int.random(in: 0...3, using: &random)
            guard case .object(let members) = randomValue(&random, depth: 5) else { continue }
            var streamed: [UInt8] = []
            PrettyJSON.beginObject(to: &streamed)
            for (index, (key, value)) in members.enumerated() {
                PrettyJSON.writeKey(key, index: index, depth: depth, to: &streamed)
                value.write(to: &streamed, depth: depth + 1)
            }
            PrettyJSON.endObject(count: members.count, depth: depth, to: &streamed)
            var whole: [UInt8] = []
            PrettyJSON.object(members).write(to: &whole, depth: depth)
            #expect(streamed == whole)
        }
        // Element by element, each one written piece by piece.
        var pieces: [UInt8] = []
        PrettyJSON.beginArray(to: &pieces)
        for index in 0..<3 {
            PrettyJSON.beginElement(index: index, depth: 0, to: &pieces)
            PrettyJSON.writeInt(index, to: &pieces)
        }
        PrettyJSON.endArray(count: 3, depth: 0, to: &pieces)
        #expect(pieces == PrettyJSON.array([.int(0), .int(1), .int(2)]).bytes)
    }

    @Test func emptyContainersAndNumbers() {
        #expect(String(decoding: PrettyJSON.array([]).bytes, as: UTF8.self) == "[\n\n]")
        #expect(String(decoding: PrettyJSON.object([("a", .array([]))]).bytes, as: UTF8.self) == "{\n  \"a\" : [\n\n  ]\n}")
        #expect(String(decoding: PrettyJSON.array([.int(Int.min), .int(Int.max), .int(0)]).bytes, as: UTF8.self)
                == "[\n  -9223372036854775808,\n  9223372036854775807,\n  0\n]")
    }
}
