import Foundation
import TestSupport

/// Looks inside database files with the `sqlite3` shell, independently of Scorekeeper's own code.
enum SQLiteShell {
    /// The shell's path; throws when it is missing (the Makefile installs it).
    static func path() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/sqlite3") {
            return "\(folder)/sqlite3"
        }
        throw ShellError(description: "sqlite3 is not installed (apt-get install sqlite3)")
    }

    /// Runs `sql` (or a dot command) on `database` and returns what it printed.
    /// Any error, or anything on stderr, throws.
    static func run(_ database: String, _ sql: String, json: Bool = false, in folder: TemporaryFolder) throws -> String {
        // A busy timeout, so a check right after a killed writer's recovery does not fail spuriously.
        let arguments = ["-batch", "-bail", "-cmd", ".timeout 10000"] + (json ? ["-json"] : []) + [database, sql]
        let outcome = try ChildProcess.run(try path(), arguments, outputFolder: folder.path, timeout: .seconds(60))
        guard outcome.exitCode == 0, outcome.standardError.isEmpty, !outcome.timedOut else {
            throw ShellError(description: "sqlite3 \(sql.debugDescription) on \(database): \(outcome)")
        }
        return outcome.standardOutput
    }

    /// The rows of a query, decoded from the shell's JSON output.
    static func rows<Row: Decodable>(_ database: String, _ sql: String, as: Row.Type,
                                     in folder: TemporaryFolder) throws -> [Row] {
        let text = try run(database, sql, json: true, in: folder)
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return [] }
        return try JSONDecoder().decode([Row].self, from: Data(text.utf8))
    }

    /// The whole database as SQL text: equal dumps mean equal schema and rows.
    static func dump(_ database: String, in folder: TemporaryFolder) throws -> String {
        try run(database, ".dump", in: folder)
    }

    /// Everything that must hold in any Scorekeeper database, even right after a crash; empty
    /// when all is well, else one line per problem.
    static func problems(_ database: String, in folder: TemporaryFolder) throws -> [String] {
        var found: [String] = []
        let integrity = try run(database, "PRAGMA integrity_check", in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if integrity != "ok" { found.append("integrity_check: \(integrity)") }
        let foreignKeys = try run(database, "PRAGMA foreign_key_check", in: folder)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if !foreignKeys.isEmpty { found.append("foreign_key_check: \(foreignKeys)") }
        // Spelled out as well, in case foreign keys were ever declared differently.
        let orphans = try run(database, """
            SELECT (SELECT COUNT(*) FROM players WHERE gameID NOT IN (SELECT id FROM games))
              || ' ' || (SELECT COUNT(*) FROM playerAssets WHERE playerID NOT IN (SELECT id FROM players))
              || ' ' || (SELECT COUNT(*) FROM playerThumbnails WHERE playerID NOT IN (SELECT playerID FROM playerAssets))
            """, in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        if orphans != "0 0 0" {
            found.append("orphans (players without game, photos without player, thumbnails without photo): \(orphans)")
        }
        // The change log's invariant: every score is the sum of its player's live changes, and
        // every change is filed under its player's game.
        let invariant = try run(database, """
            SELECT (SELECT COUNT(*) FROM players p WHERE p.score <> (SELECT COALESCE(SUM(c.amount), 0)
                        FROM scoreChanges c WHERE c.playerID = p.id AND c.state = 'live'))
              || ' ' || (SELECT COUNT(*) FROM scoreChanges c JOIN players p ON p.id = c.playerID WHERE p.gameID <> c.gameID)
            """, in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        if invariant != "0 0" {
            found.append("invariant (scores that differ from the sum of their live changes, changes in another game): \(invariant)")
        }
        return found
    }

    /// Players whose score is not the sum of their live changes (0 when all is well).
    static func invariantViolations(_ database: String, in folder: TemporaryFolder) throws -> Int {
        let count = try run(database, """
            SELECT COUNT(*) FROM players p WHERE p.score <> (SELECT COALESCE(SUM(c.amount), 0)
                FROM scoreChanges c WHERE c.playerID = p.id AND c.state = 'live')
            """, in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int(count) ?? -1
    }

    /// A failure of the shell itself.
    struct ShellError: Error, CustomStringConvertible {
        var description: String
    }
}

/// A `sqlite3` process holding a write lock on a database until released, as another program
/// in the middle of a long transaction would.
final class LockHolder {
    private let process: ChildProcess

    /// Starts the shell and returns once it holds `BEGIN EXCLUSIVE` (or throws after 20 s).
    /// With `afterWriting`, it first commits a change, as a program that has been writing
    /// would have: the WAL file is then not empty.
    init(_ database: String, afterWriting: Bool = false, in folder: TemporaryFolder) throws {
        process = try ChildProcess(executable: try SQLiteShell.path(), arguments: ["-batch", database],
                                   outputFolder: folder.path, withInput: true)
        if afterWriting {
            // A real change: SQLite skips writing an UPDATE that leaves a row as it was.
            process.send("CREATE TABLE lock_holder_scratch (x); DROP TABLE lock_holder_scratch;\n")
        }
        process.send("BEGIN EXCLUSIVE;\nSELECT 'held';\n")
        guard waitUntilBlocking(every: .milliseconds(5), { process.outputSoFar.contains("held") }) else {
            throw SQLiteShell.ShellError(description: "sqlite3 did not take the lock within a minute")
        }
    }

    /// Rolls back, quits, and returns how the shell ended.
    @discardableResult
    func release() -> ProcessOutcome {
        process.send("ROLLBACK;\n.quit\n")
        process.closeInput()
        return process.wait(timeout: .seconds(20))
    }
}
