import Foundation

/// The floor for starting the program: the smallest Swift program that uses Foundation and
/// prints a version, linked the way the release is (`-O`, the Swift runtime and Foundation
/// linked statically, unused sections dropped), compiled here with `swiftc` the first time the
/// benchmark needs it.
///
/// Compiled at bench time rather than kept as a target of Package.swift: the package's targets
/// are the program's map (ARCHITECTURE.md's table is held to them), and this one is no part of
/// the program; the flags below are the ones SwiftPM passes for `swift build -c release
/// --static-swift-stdlib` (seen in `.build/release.yaml`).
enum StartupFloor {
    /// The floor's source: reads its arguments through Foundation (so Foundation is linked and
    /// started, as in every Swift program that imports it) and prints a version for `--version`.
    static let source = """
        import Foundation

        if ProcessInfo.processInfo.arguments.dropFirst().first == "--version" {
            print("0.0.0")
        }

        """

    /// The compiled floor in `folder` (made once, kept beside the build); throws when `swiftc`
    /// cannot make it.
    static func executable(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sourceFile = folder.appendingPathComponent("floor.swift")
        let binary = folder.appendingPathComponent("floor")
        let existing = try? String(contentsOf: sourceFile, encoding: .utf8)
        if existing == source && FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        try Data(source.utf8).write(to: sourceFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-O", "-static-stdlib", "-Xlinker", "--gc-sections", sourceFile.path, "-o", binary.path]
        // The linker's warnings about Foundation's own objects are no figure of the benchmark.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("swiftc could not build the start-up floor (\(sourceFile.path))") }
        return binary
    }
}
