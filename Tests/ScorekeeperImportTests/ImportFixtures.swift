import Foundation
import ScorekeeperDomain
import ScorekeeperImport

/// The hand-written files of each format in `Fixtures/`, and reading them the way the import
/// does, in UTC so that stamps read the same on every machine.
enum ImportFixtures {
    /// The fixtures' folder, found from this file's own path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let utc = ImportReadOptions(timeZone: TimeZone(identifier: "UTC")!)

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func read(_ name: String, format: ImportFormat? = nil, options: ImportReadOptions = utc) throws -> ImportedFile {
        try ImportReading.read(try data(name), path: name, format: format, options: options)
    }

    /// The error reading `data` throws; nil when it reads.
    static func error(reading data: Data, path: String = "file", format: ImportFormat? = nil,
                      options: ImportReadOptions = utc) -> ImportReadError? {
        do {
            _ = try ImportReading.read(data, path: path, format: format, options: options)
            return nil
        } catch let error as ImportReadError {
            return error
        } catch {
            return ImportReadError(path: path, problem: "not an ImportReadError: \(error)")
        }
    }
}

extension ImportedFile {
    /// The play of that source id (tests name plays by it).
    func play(_ sourceID: String) -> ImportedPlay? {
        plays.first { $0.sourceID == sourceID }
    }

    /// How many plays were skipped for each reason.
    var skippedCounts: [ImportSkipReason: Int] {
        skipped.reduce(into: [:]) { $0[$1.reason, default: 0] += 1 }
    }
}

extension ImportedPlay {
    var winnerNames: [String?] { players.filter { $0.winner == true }.map(\.name) }
}
