import Foundation

/// The floor for storing photos: the `sqlite3` shell inserting the same files with `readfile()`
/// into a table, in one transaction, in WAL mode like Scorekeeper's databases.
enum SQLiteFloor {
    /// Seconds the insert took, measured around the `sqlite3` process.
    static func insertSeconds(files: [URL], database: URL) throws -> Double {
        try? FileManager.default.removeItem(at: database)
        try runSQLite(database: database, script: """
            PRAGMA journal_mode = WAL;
            CREATE TABLE "photos" ("id" INTEGER PRIMARY KEY, "data" BLOB NOT NULL) STRICT;
            """)
        var script = "BEGIN;\n"
        for file in files {
            script += "INSERT INTO \"photos\" (\"data\") VALUES (readfile('\(file.path.replacingOccurrences(of: "'", with: "''"))'));\n"
        }
        script += "COMMIT;\n"
        return try runSQLite(database: database, script: script)
    }

    /// Runs `script` through the `sqlite3` shell on `database`, the script read from a file
    /// beside it (written before the clock starts): the seconds the shell took.
    @discardableResult
    private static func runSQLite(database: URL, script: String) throws -> Double {
        let scriptFile = database.appendingPathExtension("sql")
        try Data(script.utf8).write(to: scriptFile)
        defer { try? FileManager.default.removeItem(at: scriptFile) }
        let exit = try ProcessTiming.run(URL(fileURLWithPath: "/usr/bin/env"), ["sqlite3", "-bail", database.path], input: scriptFile)
        guard exit.status == 0 else { throw BenchError("sqlite3 failed (is the sqlite3 shell installed?)") }
        return exit.seconds
    }
}
