import Foundation

/// A JSON object of a file being read, with the record it is, so that a field of the wrong
/// shape is reported as "file: record, field name: what was expected".
struct JSONFields {
    let values: [String: JSONValue]
    let path: String
    let record: String?

    init(_ values: [String: JSONValue], path: String, record: String?) {
        self.values = values
        self.path = path
        self.record = record
    }

    /// The object at `value`, or an error naming `record`.
    init(checking value: JSONValue, path: String, record: String) throws {
        guard case .object(let values) = value else {
            throw ImportReadError(path: path, record: record, problem: "expected an object, found \(value.kind)")
        }
        self.init(values, path: path, record: record)
    }

    func failure(_ field: String, _ problem: String) -> ImportReadError {
        ImportReadError(path: path, record: record, field: field, problem: problem)
    }

    /// Whether the field is there and not null.
    func has(_ key: String) -> Bool {
        switch values[key] {
        case nil, .null?: false
        default: true
        }
    }

    /// Absent and null are the same: the field is not there.
    func string(_ key: String) throws -> String? {
        switch values[key] {
        case nil, .null?: return nil
        case .text(let text)?: return text
        case let value?: throw failure(key, "expected text, found \(value.kind)")
        }
    }

    func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else { throw failure(key, "missing") }
        return text
    }

    /// A whole number, written as a number or as text of one.
    func int(_ key: String) throws -> Int? {
        switch values[key] {
        case nil, .null?: return nil
        case .number(let double)?:
            guard let whole = JSONValue.number(double).wholeNumber else {
                throw failure(key, "expected a whole number, found \(double.formatted(.number.grouping(.never)))")
            }
            return whole
        case .text(let text)?:
            if text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) { return nil }
            guard let number = SourceValues.wholeNumber(text) else { throw failure(key, "expected a whole number, found \(quoted(text))") }
            return number
        case let value?:
            throw failure(key, "expected a whole number, found \(value.kind)")
        }
    }

    func requiredInt(_ key: String) throws -> Int {
        guard let number = try int(key) else { throw failure(key, "missing") }
        return number
    }

    /// A number that may have a fraction (ScorePad's stamps).
    func double(_ key: String) throws -> Double? {
        switch values[key] {
        case nil, .null?: return nil
        case .number(let double)?: return double
        case let value?: throw failure(key, "expected a number, found \(value.kind)")
        }
    }

    /// true/false (or 1/0, which some exports write); absent is false.
    func bool(_ key: String) throws -> Bool {
        switch values[key] {
        case nil, .null?: return false
        case .bool(let flag)?: return flag
        case .number(let number)?: return number != 0
        case .text(let text)?:
            switch text.lowercased() {
            case "true", "1": return true
            case "false", "0", "": return false
            default: throw failure(key, "expected true or false, found \(quoted(text))")
            }
        case let value?:
            throw failure(key, "expected true or false, found \(value.kind)")
        }
    }

    func list(_ key: String) throws -> [JSONValue]? {
        switch values[key] {
        case nil, .null?: return nil
        case .list(let list)?: return list
        case let value?: throw failure(key, "expected a list, found \(value.kind)")
        }
    }

    func object(_ key: String) throws -> [String: JSONValue]? {
        switch values[key] {
        case nil, .null?: return nil
        case .object(let object)?: return object
        case let value?: throw failure(key, "expected an object, found \(value.kind)")
        }
    }
}
