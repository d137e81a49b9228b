import Foundation

/// Makes files that a test then runs. The bytes are written by `install`, a child process, so no
/// file descriptor open for writing them ever lives in the test process: a program that another
/// test starts at that moment would inherit that descriptor, and while any process holds an
/// executable open for writing, Linux refuses to run it ("Text file busy").
public enum ExecutableFile {
    /// Copies `source` to `destination`, executable by everyone.
    public static func copy(_ source: String, to destination: String) throws {
        try SpawnedProgram.output(SpawnedProgram.path(of: "install") ?? "/usr/bin/install", ["-m", "755", source, destination])
    }

    /// Writes `text` to `destination`, executable by everyone (a script, its first line `#!`).
    /// The text goes first to a file beside it that nothing runs, then through `copy`.
    public static func write(_ text: String, to destination: String) throws {
        let draft = destination + ".draft-" + UUID().uuidString
        try text.write(toFile: draft, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: draft) }
        try copy(draft, to: destination)
    }
}
