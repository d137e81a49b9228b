import ArgumentParser
import Foundation
import ScorekeeperStore
import ScorekeeperSync
import ScorekeeperTerminal

/// The `scorekeeper` command: with no subcommand it opens the terminal interface.
public struct ScorekeeperCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "scorekeeper",
        abstract: "Keep score for your games, in the terminal.",
        discussion: """
            With no subcommand, opens the full-screen interface. The database is \
            $XDG_DATA_HOME/scorekeeper/scorekeeper.sqlite (~/.local/share/scorekeeper/scorekeeper.sqlite when \
            XDG_DATA_HOME is unset) unless --db PATH or SCOREKEEPER_DB says otherwise. \
            With --watch, shows one game's scoreboard (GAME, else the most recently updated game), or a \
            tournament's tables and standings when GAME is a tournament's name, on \
            the file opened read-only: it follows every change live and cannot change anything.
            """,
        version: ScorekeeperVersion.current,
        subcommands: [GameCommand.self, PlayerCommand.self, RoundCommand.self, TurnCommand.self, UndoCommand.self, RedoCommand.self, HistoryCommand.self,
                      PeopleCommand.self, StatsCommand.self, EveningCommand.self, SheetCommand.self, TournamentCommand.self, ImportCommand.self, ExportCommand.self, PhotoCommand.self, DemoCommand.self, BackupCommand.self, InfoCommand.self,
                      SyncCommand.self, SyncServeCommand.self, WatchCommand.self, ServeCommand.self, KeysCommand.self]
    )

    @OptionGroup public var database: DatabaseOptions
    /// `--graphics MODE`, the root's own option rather than a `GraphicsOption` group: every
    /// command parses the root first, and a group is one more type the parser reflects, decodes
    /// and casts, each a scan of every protocol conformance of the program the first time.
    @Option(name: .customLong("graphics"), help: GraphicsOption.help) public var graphics: String?

    @Flag(name: .long, help: "scorekeeper --watch [GAME]: a scoreboard of GAME that follows the file live and cannot change it (opened read-only).")
    public var watch = false

    public init() {}

    public func validate() throws {
        try GraphicsOption.validate(graphics)
    }

    public func run() throws {
        if watch {
            try WatchCommand.watch(database: database, game: nil)
            return
        }
        let appDatabase = try database.open()
        try TerminalApp.run(database: appDatabase, graphics: GraphicsOption.choice(graphics))
    }
}

/// The program's version, shown by `--version`: the one place it is written. The Makefile reads it
/// from this line (for the man page and the Debian package); a test checks that the man page and
/// CHANGELOG.md's latest release agree with it.
public enum ScorekeeperVersion {
    public static let current = "0.2.0"
}
