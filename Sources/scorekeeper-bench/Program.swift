import Foundation

/// Running a helper program to its end (`nm`, `make`, `valgrind`, `callgrind_annotate`): what
/// the benchmark's parts need of a child that is not itself measured.
enum Program {
    /// Runs `path` to its end: its status and standard error (standard output dropped).
    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let (status, _, errors) = try capture(path, arguments, keepOutput: false)
        return (status, errors)
    }

    /// The standard output of `tool`, found on the PATH, run to its end (standard error dropped).
    static func output(of tool: String, _ arguments: [String]) throws -> String {
        try capture("/usr/bin/env", [tool] + arguments, keepOutput: true).output
    }

    private static func capture(_ path: String, _ arguments: [String], keepOutput: Bool) throws
        -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = keepOutput ? output : FileHandle.nullDevice
        process.standardError = keepOutput ? FileHandle.nullDevice : errors
        try process.run()
        // One pipe is read to its end; the other end is the null device, so nothing can fill up.
        let data = (keepOutput ? output : errors).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return (process.terminationStatus, keepOutput ? text : "", keepOutput ? "" : text)
    }
}
