import Foundation

/// The floor for starting the program: the smallest Swift program that uses Foundation and
/// prints a version, linked the way the release is (`-O`, the Swift runtime, Foundation and
/// libstdc++ linked statically, unused sections dropped), compiled here with `swiftc` the first time the
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

    /// The release's link flags beyond `-static-stdlib`: unused sections dropped, and libstdc++
    /// linked statically through the package's linker script (Packaging/link, see Package.swift).
    static var linkFlags: [String] {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return ["-Xlinker", "--gc-sections", "-L", package.appendingPathComponent("Packaging/link").path]
    }

    /// The compiled floor in `folder` (made once, kept beside the build, made again when its
    /// source or flags change); throws when `swiftc` cannot make it.
    static func executable(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sourceFile = folder.appendingPathComponent("floor.swift")
        let binary = folder.appendingPathComponent("floor")
        let arguments = ["swiftc", "-O", "-static-stdlib"] + linkFlags + [sourceFile.path, "-o", binary.path]
        // The flags ride in the source as a comment, so a change to either builds the floor again.
        let text = source + "// " + arguments.joined(separator: " ") + "\n"
        let existing = try? String(contentsOf: sourceFile, encoding: .utf8)
        if existing == text && FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        try Data(text.utf8).write(to: sourceFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        // The linker's warnings about Foundation's own objects are no figure of the benchmark.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("swiftc could not build the start-up floor (\(sourceFile.path))") }
        return binary
    }
}
