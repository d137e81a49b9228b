import Foundation

/// Finds the `scorekeeper` executable SwiftPM built next to this test bundle, and runs it: the
/// one way every test target finds the program it runs.
public enum ScorekeeperBinary {
    /// The executable's path. Throws (so the test fails, never skips) when it cannot be found.
    public static func path() throws -> String {
        if let found = cached { return found }
        throw LocateError(description: "The scorekeeper executable was not found near the test bundle "
                          + "(looked upward from \(startingPoints.joined(separator: ", "))); "
                          + "the test targets that run it depend on it in Package.swift, so `swift test` should have built it.")
    }

    /// Runs `scorekeeper` with `arguments` to its end (spawned, as the tmux tests start
    /// programs) and returns what it printed; throws when it fails.
    @discardableResult
    public static func output(_ arguments: [String]) throws -> String {
        try SpawnedProgram.output(try path(), arguments)
    }

    /// Runs `scorekeeper` with `arguments` to completion (60 s at most).
    public static func run(_ arguments: [String], in folder: TemporaryFolder,
                    timeout: Duration = .seconds(60)) throws -> ProcessOutcome {
        try ChildProcess.run(try path(), arguments, outputFolder: folder.path, timeout: timeout)
    }

    /// The places the search starts from: the test bundle and the running executable.
    private static let startingPoints: [String] = {
        var points = [Bundle.main.bundleURL.path]
        if let first = CommandLine.arguments.first {
            points.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent().path)
        }
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            points.append(URL(fileURLWithPath: exe).deletingLastPathComponent().path)
        }
        return points
    }()

    private static let cached: String? = {
        for start in startingPoints {
            var folder = URL(fileURLWithPath: start)
            // A few levels up covers both `debug/` and a bundle folder inside it.
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("scorekeeper").path
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
                   !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate) {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// The binary could not be found.
    public struct LocateError: Error, CustomStringConvertible {
        public var description: String
    }
}
