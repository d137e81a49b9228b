import Foundation

/// A JSON object of a file being read, with the record it is, so that a field of the wrong
/// shape is reported as "file: record, field name: what was expected".
struct JSONFields {
    let values: [String: Any]
    let path: String
    let record: String?

    init(_ values: [String: Any], path: String, record: String?) {
        self.values = values
        self.path = path
        self.record = record
    }

    /// The object at `value`, or an error naming `record`.
    init(checking value: Any, path: String, record: String) throws {
        guard let values = value as? [String: Any] else {
            throw ImportReadError(path: path, record: record, problem: "expected an object, found \(JSONFields.kind(of: value))")
        }
        self.init(values, path: path, record: record)
    }

    func failure(_ field: String, _ problem: String) -> ImportReadError {
        ImportReadError(path: path, record: record, field: field, problem: problem)
    }

    /// What a value is, in JSON's words, for messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case is String: "text"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        case is NSNumber, is Int, is Double, is Bool: "a number"
        default: "a value of another kind"
        }
    }

    // Each accessor tries the kind it expects first and looks for null only when that fails:
    // casts from `Any` cost on Linux, and an export has tens of thousands of fields.

    /// Whether the field is there and not null.
    func has(_ key: String) -> Bool {
        guard let value = values[key] else { return false }
        return !(value is NSNull)
    }

    func string(_ key: String) throws -> String? {
        guard let value = values[key] else { return nil }
        if let text = value as? String { return text }
        if value is NSNull { return nil }
        throw failure(key, "expected text, found \(Self.kind(of: value))")
    }

    func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else { throw failure(key, "missing") }
        return text
    }

    /// A whole number, written as a number or as text of one.
    func int(_ key: String) throws -> Int? {
        guard let value = values[key] else { return nil }
        if let number = value as? NSNumber {
            guard let whole = Self.wholeNumber(number) else { throw failure(key, "expected a whole number, found \(number)") }
            return whole
        }
        if let text = value as? String {
            if text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) { return nil }
            guard let number = SourceValues.wholeNumber(text) else { throw failure(key, "expected a whole number, found \"\(text)\"") }
            return number
        }
        if value is NSNull { return nil }
        throw failure(key, "expected a whole number, found \(Self.kind(of: value))")
    }

    func requiredInt(_ key: String) throws -> Int {
        guard let number = try int(key) else { throw failure(key, "missing") }
        return number
    }

    /// A JSON number that is whole and fits; nil otherwise (text is not a number here).
    static func wholeNumber(_ value: Any) -> Int? {
        guard let number = value as? NSNumber, !(value is String) else { return nil }
        let double = number.doubleValue
        guard double.isFinite, double == double.rounded(), abs(double) < 1e15 else { return nil }
        return Int(double)
    }

    /// A number that may have a fraction (ScorePad's stamps).
    func double(_ key: String) throws -> Double? {
        guard let value = values[key] else { return nil }
        if let number = value as? NSNumber, !(value is String), number.doubleValue.isFinite { return number.doubleValue }
        if value is NSNull { return nil }
        throw failure(key, "expected a number, found \(Self.kind(of: value))")
    }

    /// true/false (or 1/0, which some exports write); absent is false.
    func bool(_ key: String) throws -> Bool {
        guard let value = values[key] else { return false }
        if let number = value as? NSNumber { return number.doubleValue != 0 }
        if let text = value as? String {
            switch text.lowercased() {
            case "true", "1": return true
            case "false", "0", "": return false
            default: throw failure(key, "expected true or false, found \"\(text)\"")
            }
        }
        if value is NSNull { return false }
        throw failure(key, "expected true or false, found \(Self.kind(of: value))")
    }

    func list(_ key: String) throws -> [Any]? {
        guard let value = values[key] else { return nil }
        if let list = value as? [Any] { return list }
        if value is NSNull { return nil }
        throw failure(key, "expected a list, found \(Self.kind(of: value))")
    }

    func object(_ key: String) throws -> [String: Any]? {
        guard let value = values[key] else { return nil }
        if let object = value as? [String: Any] { return object }
        if value is NSNull { return nil }
        throw failure(key, "expected an object, found \(Self.kind(of: value))")
    }
}

/// Parsing a whole JSON file, with a message that says where it broke.
enum JSONFile {
    /// Deeper than any file the formats write (BG Stats nests about six levels).
    static let maximumDepth = 64

    static func parse(_ data: Data, path: String) throws -> Any {
        try checkNesting(data, path: path)
        do {
            return try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ImportReadError(path: path, problem: "not valid JSON" + (detail.map { ": \($0)" } ?? ""))
        }
    }

    /// Refuses a file nested past `maximumDepth` before the parser walks it, and says when a file
    /// stops inside an object, a list or a string (a file cut short).
    static func checkNesting(_ data: Data, path: String) throws {
        var depth = 0
        var inString = false
        var escaped = false
        var line = 1
        for byte in data {
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                guard depth <= maximumDepth else {
                    throw ImportReadError(path: path, record: "line \(line)", problem: "lists and objects nested more than \(maximumDepth) deep")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        if depth > 0 || inString {
            throw ImportReadError(path: path, record: "line \(line)", problem: "the file stops inside \(inString ? "a text" : "an object or a list"): is it cut short?")
        }
    }
}
