import Foundation
import ScorekeeperDomain

/// What the user chose to bring in that the importer leaves out by default.
public struct ImportReadOptions: Equatable, Sendable {
    /// BoardGameGeek plays marked `incomplete`.
    public var includeIncomplete: Bool
    /// BoardGameGeek plays marked `nowinstats`.
    public var includeNoWinStats: Bool
    /// The time zone in which KeepScore's and ScorePad's stamps (milliseconds since 1970) become a
    /// local date and time, as BG Stats and BGG write theirs: the user's own by default.
    public var timeZone: TimeZone
    /// The most a file may hold, and the most a gzipped file may expand to.
    public var maximumBytes: Int

    /// 200 MB: larger than any play history the apps write, small enough to read in memory.
    public static let defaultMaximumBytes = 200 * 1024 * 1024

    public init(includeIncomplete: Bool = false, includeNoWinStats: Bool = false, timeZone: TimeZone = .current,
                maximumBytes: Int = ImportReadOptions.defaultMaximumBytes) {
        self.includeIncomplete = includeIncomplete
        self.includeNoWinStats = includeNoWinStats
        self.timeZone = timeZone
        self.maximumBytes = maximumBytes
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

    /// One line: "plays.json: plays[11], field playDate: not a date". What the file wrote is
    /// quoted in it with control characters and bidi overrides escaped (`\u{1B}`), so a hostile
    /// file can neither break the line nor drive the terminal.
    public var description: String {
        var place = path
        if let record { place += ": \(record)" }
        if let field { place += record == nil ? ": field \(field)" : ", field \(field)" }
        return Self.escaped("\(place): \(problem)")
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let control = value < 0x20 || (0x7F...0x9F).contains(value)
            let bidi = value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            if control || bidi {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Reads other apps' files into `ImportedFile` values: the format recognised from the content
/// when none is given. The bytes come from the caller, who opened the file through the users'
/// files door.
public enum ImportReading {
    public static func read(_ data: Data, path: String, format: ImportFormat?,
                            options: ImportReadOptions = ImportReadOptions()) throws -> ImportedFile {
        guard data.count <= options.maximumBytes else {
            throw ImportReadError(path: path, problem: "the file is larger than \(options.maximumBytes / (1024 * 1024)) MB: refused")
        }
        let content = try FileContent(data, path: path, options: options)
        let found = content.format
        if let format, let found, format != found {
            throw ImportReadError(path: path, problem: "read as \(format.displayName) (--from \(format.rawValue)), "
                                  + "but it looks like a \(found.displayName) \(found.fileKind)")
        }
        guard let chosen = format ?? found else {
            throw content.jsonError ?? ImportReadError(path: path, problem: content.unrecognised)
        }
        switch chosen {
        case .bgstats: return try BGStatsReader.read(content.data, path: path, options: options)
        case .bgg: return try BoardGameGeekReader.read(content.data, path: path, options: options)
        case .keepscore: return try KeepScoreReader.read(content.data, path: path, options: options)
        case .scorepad: return try ScorePadReader.read(try content.json(), path: path, options: options)
        }
    }
}
