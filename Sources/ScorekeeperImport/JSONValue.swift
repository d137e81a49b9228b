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

/// Reads a file's JSON with Foundation's `JSONDecoder` into `JSONValue`s, with the formats'
/// limits: nesting and the number of values. A syntax error says the line (from
/// `JSONSerialization`'s position, as `JSONDecoder` gives none on Linux).
enum JSONDocument {
    /// Deeper than any file the formats write (BG Stats nests about six levels); deeper files are
    /// refused. `JSONDecoder` refuses past 512 levels on its own, before any value is decoded.
    static let maximumDepth = 64
    /// Each value takes some tens of bytes once read: a file of 200 MB of `0,0,0,...` would take
    /// gigabytes. Forty times the values of a 5,000-play BG Stats export.
    static let maximumValues = 10_000_000

    static func parse(_ data: Data, path: String, maximumValues: Int = JSONDocument.maximumValues) throws -> JSONValue {
        try decode(JSONValue.self, from: data, path: path, maximumValues: maximumValues)
    }

    /// `data` decoded as `T` (whose records throw `ImportReadError`s of their own), or why not.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String,
                                     maximumValues: Int = JSONDocument.maximumValues) throws -> T {
        // JSONDecoder maps every value of the file before the first is decoded, and fields the
        // records never read are mapped too: a file of more `,` and `:` than values allowed is
        // refused before it is mapped (one a value, give or take the first).
        let separators = data.withUnsafeBytes { bytes in
            bytes.reduce(into: 0) { count, byte in if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") { count += 1 } }
        }
        guard separators < maximumValues else {
            throw ImportReadError(path: path, problem: "not valid JSON: more values than an export of plays holds (\(maximumValues))")
        }
        let decoder = JSONDecoder()
        decoder.userInfo[.jsonValueBudget] = JSONValueBudget(valuesLeft: maximumValues)
        decoder.userInfo[.jsonPath] = path
        do {
            return try decoder.decode(T.self, from: data)
        } catch let limit as JSONLimit {
            switch limit {
            case .tooDeep: throw ImportReadError(path: path, problem: "not valid JSON: lists and objects nested more than \(maximumDepth) deep")
            case .tooManyValues:
                throw ImportReadError(path: path, problem: "not valid JSON: more values than an export of plays holds (\(maximumValues))")
            }
        } catch let error as ImportReadError {
            throw error
        } catch {
            // A DecodingError, or the decoder's own error for a number that fits no Swift number.
            throw syntaxError(in: data, path: path, decoding: error)
        }
    }

    /// Counts one more value against the decoding's limit.
    static func spend(_ decoder: any Decoder) throws {
        if let budget = decoder.userInfo[.jsonValueBudget] as? JSONValueBudget {
            budget.valuesLeft -= 1
            guard budget.valuesLeft >= 0 else { throw JSONLimit.tooManyValues }
        }
    }

    /// Why `data` is not JSON, with its line: `JSONSerialization` says where ("around character
    /// N"), which `JSONDecoder`'s error does not.
    private static func syntaxError(in data: Data, path: String, decoding error: any Error) -> ImportReadError {
        var reason = "\(error)"
        var offset: Int?
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            if case .dataCorrupted(let context)? = error as? DecodingError { reason = context.debugDescription }
        } catch {
            reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            if let range = reason.range(of: " around character ") {
                offset = Int(reason[range.upperBound...].prefix { $0.isNumber })
                reason = String(reason[..<range.lowerBound])
            }
        }
        if reason.hasPrefix("Unexpected end of file"), !reason.contains("(") { reason = "the file stops before its end: is it cut short?" }
        if reason.hasPrefix("Too many nested") { reason = "lists and objects nested more than \(maximumDepth) deep" }
        if reason.hasSuffix(".") { reason.removeLast() }
        if let first = reason.first, first.isUppercase, reason.dropFirst().first?.isLowercase == true {
            reason = first.lowercased() + reason.dropFirst()
        }
        let record = offset.map { offset in "line \(data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 })" }
        return ImportReadError(path: path, record: record, problem: "not valid JSON: \(reason)")
    }
}

/// A limit of `JSONDocument` reached while decoding.
private enum JSONLimit: Error {
    case tooDeep
    case tooManyValues
}

/// How many more values one decoding may read. Used by one decoding on one thread only.
private final class JSONValueBudget: @unchecked Sendable {
    var valuesLeft: Int
    init(valuesLeft: Int) { self.valuesLeft = valuesLeft }
}

extension CodingUserInfoKey {
    fileprivate static let jsonValueBudget = CodingUserInfoKey(rawValue: "scorekeeper.jsonValueBudget")!
    /// The file's path, for the messages records throw.
    static let jsonPath = CodingUserInfoKey(rawValue: "scorekeeper.jsonPath")!
}

/// A field name of any object.
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JSONValue: Decodable {
    /// Any JSON value: `JSONDecoder` tells its kind only by trying each, the commonest first.
    init(from decoder: any Decoder) throws {
        try JSONDocument.spend(decoder)
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null; return }
        if let text = try? single.decode(String.self) { self = .text(text); return }
        if let number = try? single.decode(Double.self) { self = .number(number); return }
        if let flag = try? single.decode(Bool.self) { self = .bool(flag); return }
        if let keyed = try? decoder.container(keyedBy: JSONKey.self) {
            guard decoder.codingPath.count < JSONDocument.maximumDepth else { throw JSONLimit.tooDeep }
            var object: [String: JSONValue] = [:]
            object.reserveCapacity(keyed.allKeys.count)
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key) }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            guard decoder.codingPath.count < JSONDocument.maximumDepth else { throw JSONLimit.tooDeep }
            var list: [JSONValue] = []
            if let count = unkeyed.count { list.reserveCapacity(count) }
            while !unkeyed.isAtEnd { list.append(try unkeyed.decode(JSONValue.self)) }
            self = .list(list)
            return
        }
        // None of them: the number's or text's own error (a number past Double's range).
        _ = try single.decode(Double.self)
        throw DecodingError.dataCorruptedError(in: single, debugDescription: "a value of no JSON kind")
    }
}
