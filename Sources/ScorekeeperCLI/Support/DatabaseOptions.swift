import ArgumentParser
import Foundation
import ScorekeeperCore

/// The global `--db PATH` option that every command takes.
public struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp(
        "The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).",
        valueName: "path"))
    public var path: String?

    public init() {}

    public var location: DatabaseLocation { DatabaseLocation.resolve(option: path) }

    /// Opens the database, or fails with a one-line message (exit code 1) leaving the file untouched.
    public func open() throws -> AppDatabase {
        try AppDatabase.open(location)
    }
}
