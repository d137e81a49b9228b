import Foundation
import ScorekeeperDomain

/// What the user chose to bring in that the importer leaves out by default.
public struct ImportReadOptions: Equatable, Sendable {
    /// BoardGameGeek plays marked `incomplete`.
    public var includeIncomplete: Bool
    /// BoardGameGeek plays marked `nowinstats`.
    public var includeNoWinStats: Bool

    public init(includeIncomplete: Bool = false, includeNoWinStats: Bool = false) {
        self.includeIncomplete = includeIncomplete
        self.includeNoWinStats = includeNoWinStats
    }
}

/// Why a file could not be read, and where it stopped: the file, the record and the field.
public struct ImportReadError: Error, Equatable, CustomStringConvertible, Sendable {
    public var path: String
    /// The record where reading stopped ("plays[11]", "play 12", "line 40"); nil for the file as a whole.
    public var record: String?
    /// The field of that record, when one field is at fault.
    public var field: String?
    public var problem: String

    public init(path: String, record: String? = nil, field: String? = nil, problem: String) {
        self.path = path
        self.record = record
        self.field = field
        self.problem = problem
    }

    /// One line: "plays.json: plays[11], field playDate: not a date".
    public var description: String {
        var place = path
        if let record { place += ": \(record)" }
        if let field { place += record == nil ? ": field \(field)" : ", field \(field)" }
        return "\(place): \(problem)"
    }
}

/// Reads other apps' files into `ImportedFile` values: the format recognised from the content
/// when none is given. The bytes come from the caller, who opened the file through the users'
/// files door.
public enum ImportReading {
    public static func read(_ data: Data, path: String, format: ImportFormat?,
                            options: ImportReadOptions = ImportReadOptions()) throws -> ImportedFile {
        throw ImportReadError(path: path, problem: "this build cannot read other apps' files yet")
    }
}
