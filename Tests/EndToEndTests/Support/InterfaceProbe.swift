import Foundation
import TestSupport
import Testing

/// What the reliability tests need beyond the tmux harness: the interface's process id, the state
/// it left the terminal in (modes, alternate screen, cursor, title) and the database as the
/// command line reads it afterwards.
extension Tmux {
    /// A command line that runs the interface on `database` and writes its process id to `pidFile`
    /// first (`exec` keeps the id: the shell becomes the interface).
    static func interfaceCommand(database: String, pidFile: String) -> String {
        let inner = "echo $$ > \(quote(pidFile)); exec \(quote(scorekeeperBinary)) --db \(quote(database))"
        return "sh -c \(quote(inner))"
    }

    /// A tmux format for the pane (`#{alternate_on}`, `#{cursor_flag}`, `#{pane_title}`...).
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .newlines)
    }

    /// The screen with its escape sequences (colors, attributes) as tmux keeps them.
    func escapedScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// The pane's terminal modes as `stty -a` lists them (`echo` or `-echo`, `icanon` or `-icanon`).
    func terminalModes() throws -> Set<String> {
        let tty = try format("#{pane_tty}")
        let text = try Tmux.run("/bin/stty", ["-a", "-F", tty])
        return Set(text.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" }).map(String.init))
    }

    /// The score shown on the last captured screen in the row of `name` (the row's last number;
    /// a leader's row ends with a star after it).
    func shownScore(of name: String) -> Int? {
        line(containing: name)?.split(separator: " ").reversed().lazy.compactMap { Int($0) }.first
    }

    /// Waits until the process has ended (bounded); false if it is still there.
    func waitUntilGone(_ pid: pid_t, timeout: TimeInterval = 30) -> Bool {
        waitUntilBlocking(timeout: .seconds(timeout)) { kill(pid, 0) != 0 && errno == ESRCH }
    }

    /// Polls tmux until `condition` holds for its answer (bounded); records a failure otherwise.
    @discardableResult
    func waitFor(format name: String, _ what: String, timeout: TimeInterval = 30,
                 sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool) throws -> Bool {
        var last = ""
        if try waitUntilBlocking(timeout: .seconds(timeout), {
            last = try format(name)
            return condition(last)
        }) { return true }
        Issue.record("Timed out waiting for \(what): \(name) is \(last.debugDescription)", sourceLocation: sourceLocation)
        return false
    }
}

/// The process id an interface wrote to its pid file (bounded wait for the file).
func interfacePID(in file: String, timeout: TimeInterval = 30) throws -> pid_t {
    var pid: pid_t?
    if waitUntilBlocking(timeout: .seconds(timeout), {
        pid = (try? String(contentsOfFile: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return pid != nil
    }), let pid {
        return pid
    }
    throw CommandFailure(command: "interface", output: "no process id in \(file) after \(timeout) s")
}

/// A player as `scorekeeper player list --json` prints it.
struct ListedPlayer: Decodable, Equatable {
    var id: String
    var name: String
    var score: Int
}

/// The players of a game, read by the command line: what anyone would find in the file.
func listedPlayers(game: String, database: String) throws -> [ListedPlayer] {
    let output = try Tmux.run(Tmux.scorekeeperBinary, ["player", "list", game, "--json", "--db", database])
    return try JSONDecoder().decode([ListedPlayer].self, from: Data(output.utf8))
}
