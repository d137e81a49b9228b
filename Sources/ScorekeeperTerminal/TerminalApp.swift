import Foundation
import ScorekeeperCore

/// Runs the full-screen terminal interface.
public enum TerminalApp {
    /// Runs the interface on `database` until the user quits, restoring the terminal on every exit.
    /// Throws a one-line `ScorekeeperError` when stdin/stdout is not a terminal or TERM is unusable.
    public static func run(database: AppDatabase) throws {
        throw ScorekeeperError.other("The terminal interface is not available yet; see `scorekeeper --help` for the subcommands.")
    }
}
