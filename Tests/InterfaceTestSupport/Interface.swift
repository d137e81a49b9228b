import Foundation
import ScorekeeperStore
import Testing
import TestSupport

/// A database file holding one game and its players, made through the data layer as a script
/// would, for a test that then opens the interface (or a command) on it.
public struct SeededGame {
    /// The file's path.
    public let path: String
    /// The open database, for checks and for writes "from another program" during the test.
    public let database: AppDatabase
    public let game: Game
    /// The players, in the order given.
    public let players: [Player]

    /// Makes (or adds to) the file at `path`: a game called `title` with `players` at their
    /// starting scores.
    public init(_ path: String, title: String, rules: GameRules? = nil, players: [(String, Int)] = []) throws {
        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let game = try rules.map { try database.createGame(title: title, rules: $0) } ?? database.createGame(title: title)
        self.path = path
        self.database = database
        self.game = game
        self.players = try players.map { name, score in try database.addPlayer(gameID: game.id, name: name, score: score) }
    }

    /// The player called `name`.
    public func player(_ name: String) throws -> Player {
        try #require(players.first { $0.name == name }, "no player called \(name)")
    }
}

extension Tmux {
    /// The command line that runs the interface on `database` (with `arguments` before `--db`).
    /// With `pidFile`, a shell writes its process id there first and `exec`s the interface, so
    /// the id is the interface's.
    public static func interfaceCommand(database: String, pidFile: String? = nil, arguments: [String] = []) throws -> String {
        let program = ([try ScorekeeperBinary.path()] + arguments).map(quote).joined(separator: " ")
        let command = "\(program) --db \(quote(database))"
        guard let pidFile else { return command }
        return "sh -c \(quote("echo $$ > \(quote(pidFile)); exec \(command)"))"
    }

    /// The interface on `database` in a tmux server of its own (see `interfaceCommand`).
    public static func interface(database: String, pidFile: String? = nil, arguments: [String] = [],
                                 columns: Int = 100, rows: Int = 30, workingDirectory: String? = nil,
                                 environment: [String: String] = [:]) throws -> Tmux {
        try Tmux(command: interfaceCommand(database: database, pidFile: pidFile, arguments: arguments),
                 columns: columns, rows: rows, workingDirectory: workingDirectory, environment: environment)
    }

    /// Waits for the games list to show `title`, opens the selected game (Enter) and waits for
    /// `player`'s row, showing `score` when one is given.
    public func openGame(_ title: String, showing player: String, at score: Int? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor(text: title, sourceLocation: sourceLocation)
        try press("Enter")
        if let score {
            try waitFor("\(player) at \(score)", sourceLocation: sourceLocation) { _ in self.shownScore(of: player) == score }
        } else {
            try waitFor(text: player, sourceLocation: sourceLocation)
        }
    }

    /// Creates a game from an empty games list as a new user does (`a`, the title, Enter), opens
    /// it, and adds `players` the same way; the last one added is then selected.
    public func createGame(_ title: String, players: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try waitFor(text: "No games yet", sourceLocation: sourceLocation)
        try press("a")
        try waitFor(text: "New game", sourceLocation: sourceLocation)
        try type(title)
        try press("Enter")
        try waitFor(text: "1 game", sourceLocation: sourceLocation)
        try press("Enter")
        try waitFor(text: "No players yet", sourceLocation: sourceLocation)
        for name in players {
            try press("a")
            try waitFor(text: "New player", sourceLocation: sourceLocation)
            try type(name)
            try press("Enter")
            try waitFor("\(name) on the list", sourceLocation: sourceLocation) { $0.contains(name) && !$0.contains("New player") }
        }
    }
}

/// The process id an interface wrote to its pid file (bounded wait for the file).
public func interfacePID(in file: String, timeout: TimeInterval = 30) throws -> pid_t {
    var pid: pid_t?
    if waitUntilBlocking(timeout: .seconds(timeout), {
        pid = (try? String(contentsOfFile: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return pid != nil
    }), let pid {
        return pid
    }
    throw SpawnedProgram.Failure(command: "interface", output: "no process id in \(file) after \(timeout) s")
}

/// A player as `scorekeeper player list --json` prints it.
public struct ListedPlayer: Decodable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var score: Int
}

/// The players of a game, read by the command line: what anyone would find in the file.
public func listedPlayers(game: String, database: String) throws -> [ListedPlayer] {
    let output = try ScorekeeperBinary.output(["player", "list", game, "--json", "--db", database])
    return try JSONDecoder().decode([ListedPlayer].self, from: Data(output.utf8))
}
