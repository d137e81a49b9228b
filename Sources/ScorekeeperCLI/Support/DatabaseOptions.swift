import ArgumentParser
import Foundation
import ScorekeeperStore

/// The global `--db PATH` option that every command takes.
public struct DatabaseOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp(
        "The database file (default: $SCOREKEEPER_DB, else $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite).",
        valueName: "path"))
    public var path: String?

    public init() {}

    public var location: DatabaseLocation { DatabaseLocation.resolve(option: path) }

    /// Opens the database with a pool of connections, for what runs on and reads alongside its
    /// writes (the interface, `sync`), or fails with a one-line message (exit code 1) leaving the
    /// file untouched.
    public func open() throws -> AppDatabase {
        let location = self.location
        DatabaseOptions.opened = location.path
        return try AppDatabase.open(location)
    }

    /// Opens the database for one command that writes: one connection, opened once (see
    /// `AppDatabase.openForCommand`), with the same refusals and messages as `open`. A file that
    /// does not exist yet is created only once the command has something to write: until then
    /// it is an empty stand-in (`AppDatabase.untilFirstWrite`), and the command runs again on the
    /// new file (`ScorekeeperCommand.main`), so a command that fails first creates nothing.
    public func openForCommand() throws -> AppDatabase {
        // Resolved once: each resolution reads the environment.
        let location = self.location
        DatabaseOptions.opened = location.path
        if !DatabaseOptions.mayCreate && FileCheck.kind(location.path) == .missing {
            return try AppDatabase.untilFirstWrite(location)
        }
        return DatabaseOptions.keptToClose(try AppDatabase.openForCommand(location))
    }

    /// The database a command opened with `openForCommand` or `openForReading`, kept until
    /// `ScorekeeperCommand.main` closes it when the command is done (`closeOpened`). One command
    /// runs per process, on its main thread.
    nonisolated(unsafe) private static var toClose: AppDatabase?

    private static func keptToClose(_ database: AppDatabase) -> AppDatabase {
        toClose = database
        return database
    }

    /// Closes the database the command opened (see `AppDatabase.closeBeforeExit`): the command is
    /// done with it, and the process exits next.
    static func closeOpened() {
        toClose?.closeBeforeExit()
        toClose = nil
    }

    /// Set once a command has tried to write to a file that did not exist: its second run
    /// creates it. One command runs per process, on its main thread.
    nonisolated(unsafe) static var mayCreate = false

    /// Opens the database to read it: a file the user may not write is opened read-only (leaving
    /// no -wal or -shm behind), and a missing file reads as empty without being created.
    public func openForReading() throws -> AppDatabase {
        let location = self.location
        DatabaseOptions.opened = location.path
        return DatabaseOptions.keptToClose(try AppDatabase.openForReading(location))
    }

    /// The file this run opened, for errors about what is (not) in it: "No game named 'Hearts'"
    /// must say in which file it looked. One command runs per process, on its main thread.
    nonisolated(unsafe) static var opened: String?
}
