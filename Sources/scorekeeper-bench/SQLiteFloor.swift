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
        let start = ContinuousClock.now
        try runSQLite(database: database, script: script)
        return (ContinuousClock.now - start).seconds
    }

    private static func runSQLite(database: URL, script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-bail", database.path]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("sqlite3 failed (is the sqlite3 shell installed?)") }
    }
}
