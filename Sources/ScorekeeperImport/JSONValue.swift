import Foundation

/// A JSON value as the readers see it. Reading into these plain values (instead of Foundation's
/// `Any`) costs no dynamic casts when fields are looked at: an export of thousands of plays has
/// hundreds of thousands of fields.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case text(String)
    case list([JSONValue])
    case object([String: JSONValue])

    /// What the value is, in JSON's words, for messages.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .text: "text"
        case .list: "a list"
        case .object: "an object"
        }
    }

    var objectValue: [String: JSONValue]? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The number when it is whole and fits (true and false are 1 and 0, as some exports write
    /// flags); nil otherwise.
    var wholeNumber: Int? {
        switch self {
        case .number(let double):
            guard double.isFinite, double == double.rounded(), abs(double) < 1e15 else { return nil }
            return Int(double)
        case .bool(let flag): return flag ? 1 : 0
        default: return nil
        }
    }
}

/// A JSON parser over the file's bytes with its own depth limit, that says on which line it
/// stopped and why (a file cut short says so).
struct JSONParser {
    /// Deeper than any file the formats write (BG Stats nests about six levels); deeper files are
    /// refused before they can exhaust the stack.
    static let maximumDepth = 64
    /// Each value takes some tens of bytes once read: a file of 200 MB of `0,0,0,...` would take
    /// gigabytes. Forty times the values of a 5,000-play BG Stats export.
    static let maximumValues = 10_000_000

    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var valuesLeft: Int

    static func parse(_ data: Data, path: String, maximumValues: Int = JSONParser.maximumValues) throws -> JSONValue {
        var parser = JSONParser(bytes: [UInt8](data), path: path, maximumValues: maximumValues)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("more after the JSON value's end") }
        return value
    }

    private init(bytes: [UInt8], path: String, maximumValues: Int) {
        self.bytes = bytes
        self.path = path
        self.valuesLeft = maximumValues
    }

    private func failure(_ problem: String) -> ImportReadError {
        var line = 1
        for byte in bytes[0..<min(index, bytes.count)] where byte == 0x0A { line += 1 }
        return ImportReadError(path: path, record: "line \(line)", problem: "not valid JSON: \(problem)")
    }

    private func ended(inside what: String) -> ImportReadError {
        failure("the file stops inside \(what): is it cut short?")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        valuesLeft -= 1
        guard valuesLeft >= 0 else { throw failure("more values than an export of plays holds (\(Self.maximumValues))") }
        skipWhitespace()
        guard index < bytes.count else { throw depth == 0 ? failure("no value") : ended(inside: "a list or an object") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw failure("lists and objects nested more than \(Self.maximumDepth) deep") }
            index += 1
            var object: [String: JSONValue] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw ended(inside: "an object") }
                guard bytes[index] == UInt8(ascii: "\"") else { throw failure("a field name in quotes was expected") }
                let key = try text()
                skipWhitespace()
                guard index < bytes.count else { throw ended(inside: "an object") }
                guard bytes[index] == UInt8(ascii: ":") else { throw failure("a : was expected after \(quoted(key))") }
                index += 1
                object[key] = try value(depth: depth + 1)
                skipWhitespace()
                guard index < bytes.count else { throw ended(inside: "an object") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
                throw failure("a , or } was expected")
            }
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw failure("lists and objects nested more than \(Self.maximumDepth) deep") }
            index += 1
            var list: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .list(list)
            }
            while true {
                list.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw ended(inside: "a list") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .list(list) }
                throw failure("a , or ] was expected")
            }
        case UInt8(ascii: "\""):
            return .text(try text())
        case UInt8(ascii: "t"):
            try word("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number())
        default:
            throw failure("a value was expected")
        }
    }

    private mutating func word(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw ended(inside: "a value") }
        let matches = word.withUTF8Buffer { word in (0..<count).allSatisfy { bytes[index + $0] == word[$0] } }
        guard matches else { throw failure("a value was expected") }
        index += count
    }

    private mutating func number() throws -> Double {
        let start = index
        var whole = true
        var value = 0
        var digits = 0
        var negative = false
        if bytes[index] == UInt8(ascii: "-") { negative = true; index += 1 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if whole && digits < 15 { value = value * 10 + Int(byte - UInt8(ascii: "0")) } else { whole = false }
                digits += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                whole = false
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { throw index < bytes.count ? failure("a number was expected") : ended(inside: "a number") }
        if whole { return Double(negative ? -value : value) }
        guard let text = String(validating: bytes[start..<index], as: UTF8.self), let double = Double(text), double.isFinite else {
            throw failure("\(String(decoding: bytes[start..<index], as: UTF8.self)) is not a number")
        }
        return double
    }

    /// A string in quotes, escapes replaced.
    private mutating func text() throws -> String {
        index += 1
        let start = index
        // The common case, no escape: the bytes as they are.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < bytes.count else { throw ended(inside: "a text") }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            guard let text = String(validating: bytes[start..<(index - 1)], as: UTF8.self) else { throw failure("text that is not UTF-8") }
            return text
        }
        var result = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw ended(inside: "a text") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
            guard index < bytes.count else { throw ended(inside: "a text") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                // A character past U+FFFF is written as two escapes (a surrogate pair).
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("a broken \\u escape (surrogate pair)") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("a \\u escape that is no character") }
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw failure("an unknown escape \\\(Character(Unicode.Scalar(escape)))")
            }
        }
        guard let text = String(validating: result, as: UTF8.self) else { throw failure("text that is not UTF-8") }
        return text
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw ended(inside: "a text") }
        guard let text = String(validating: bytes[index..<(index + 4)], as: UTF8.self), let code = UInt32(text, radix: 16) else {
            throw failure("a \\u escape without four hexadecimal digits")
        }
        index += 4
        return code
    }
}
