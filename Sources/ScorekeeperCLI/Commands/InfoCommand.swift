import ArgumentParser
import Foundation
import ScorekeeperStore

/// `scorekeeper info [--json]`: which database file is in use, why, and what it holds.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the database file in use, what chose it, and what it holds.",
        discussion: "The path comes from --db, else $SCOREKEEPER_DB, else the XDG default. A missing file is not created; a file you may not write is read read-only.")
    @OptionGroup var database: DatabaseOptions
    @Flag(help: "Print a JSON object {path, source, exists, readOnly, sizeBytes, schemaVersion, knownSchemaVersion, games, players, people, changes, photos, photoBytes}.")
    var json = false

    func run() throws {
        let location = database.location
        let exists = FileManager.default.fileExists(atPath: location.path)
        let db = try database.openForReading()
        let contents = exists ? try db.fetchContents() : DatabaseContents.empty
        let size = exists ? Self.size(of: location.path) : 0
        let readOnly = exists && db.isReadOnly
        if json {
            try TableOutput.printJSON(InfoJSON(path: location.path, source: location.source.rawValue, exists: exists,
                                               readOnly: readOnly, sizeBytes: size, schemaVersion: contents.schemaVersion,
                                               knownSchemaVersion: AppDatabase.knownSchemaVersion, games: contents.games,
                                               players: contents.players, people: contents.people, changes: contents.changes, photos: contents.photos,
                                               photoBytes: contents.photoBytes))
            return
        }
        print("Database: \(Sanitized.text(location.path))")
        print("Chosen by: \(location.source.rawValue)")
        guard exists else {
            print("The file does not exist yet: the first change creates it.")
            return
        }
        print("Size: \(Self.bytes(size))\(readOnly ? " (read-only: opened for reading)" : "")")
        print("Schema: version \(contents.schemaVersion)\(contents.lastMigration.map { " (\($0))" } ?? "") of \(AppDatabase.knownSchemaVersion)")
        print("Games: \(contents.games)")
        print("Players: \(contents.players)")
        print("People: \(contents.people)")
        print("Changes: \(contents.changes)")
        print("Photos: \(contents.photos), \(Self.bytes(contents.photoBytes))")
    }

    /// The file's size with its write-ahead log, which holds changes not yet copied into it.
    static func size(of path: String) -> Int {
        [path, path + "-wal"].reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    /// "1,234,567 bytes (1.2 MB)".
    static func bytes(_ count: Int) -> String {
        let formatted = count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US_POSIX")))
        let mb = Double(count) / 1_000_000
        return count >= 100_000 ? "\(formatted) bytes (\(String(format: "%.1f", mb)) MB)" : "\(formatted) bytes"
    }
}

/// The JSON shape of `info --json`.
struct InfoJSON: Codable, Equatable {
    var path: String
    /// "--db", "SCOREKEEPER_DB" or "XDG default".
    var source: String
    var exists: Bool
    var readOnly: Bool
    /// The file and its write-ahead log, in bytes.
    var sizeBytes: Int
    var schemaVersion: Int
    var knownSchemaVersion: Int
    var games: Int
    var players: Int
    /// People across games, merged ones not counted.
    var people: Int
    var changes: Int
    var photos: Int
    var photoBytes: Int
}
