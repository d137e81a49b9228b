import Foundation

/// bbpPairings (the FIDE-endorsed Dutch engine, C++, Apache-2.0), built from its public source
/// for the pairing benchmark to run beside the Dutch engine on the same TRF-16 files. None of its
/// code is in this repository: `BBP_PAIRINGS_SOURCE` names a checkout of it, which is copied into
/// `.build/bbp/` (ignored by git) and built there with its own Makefile (g++ -O3).
struct BBPPairings {
    /// The built program.
    let executable: URL

    /// How to get the source, for the line that says the comparison was skipped.
    static let howToGet = "git clone https://github.com/BieremaBoyzProgramming/bbpPairings /some/folder, then run the"
        + " benchmark with BBP_PAIRINGS_SOURCE=/some/folder (g++ is needed; it is built under .build/bbp)"

    /// Why there is no bbpPairings to compare with.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The program built from `BBP_PAIRINGS_SOURCE`, building it when the copy under `.build/bbp`
    /// is missing or older than the source's `src` folder.
    static func find() -> Result<BBPPairings, Unavailable> {
        guard let source = ProcessInfo.processInfo.environment["BBP_PAIRINGS_SOURCE"], !source.isEmpty else {
            return .failure(Unavailable(description: "BBP_PAIRINGS_SOURCE is not set"))
        }
        let manager = FileManager.default
        guard manager.fileExists(atPath: source + "/src/main.cpp"), manager.fileExists(atPath: source + "/Makefile") else {
            return .failure(Unavailable(description: "BBP_PAIRINGS_SOURCE (\(source)) has no src/main.cpp and Makefile"))
        }
        guard which("g++") != nil else { return .failure(Unavailable(description: "g++ is not installed")) }
        let scratch = URL(fileURLWithPath: ".build/bbp", relativeTo: URL(fileURLWithPath: manager.currentDirectoryPath))
            .standardizedFileURL
        let executable = scratch.appendingPathComponent("bbpPairings.exe")
        if manager.isExecutableFile(atPath: executable.path) { return .success(BBPPairings(executable: executable)) }
        print("  building bbpPairings from \(source) in \(scratch.path) (a few minutes)...")
        do {
            try? manager.removeItem(at: scratch)
            try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
            for item in ["src", "Makefile"] {
                try manager.copyItem(atPath: source + "/" + item, toPath: scratch.appendingPathComponent(item).path)
            }
            let (status, message) = try Program.run("/usr/bin/env", ["make", "-C", scratch.path])
            guard status == 0, manager.isExecutableFile(atPath: executable.path) else {
                let last = message.split(separator: "\n").last ?? ""
                return .failure(Unavailable(description: "bbpPairings did not build: \(last)"))
            }
        } catch {
            return .failure(Unavailable(description: "bbpPairings did not build: \(error)"))
        }
        return .success(BBPPairings(executable: executable))
    }

    /// The first `name` on the PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Pairs the next round of the tournament in `trf` (a file): the run's figures and the
    /// games as [white, black], the bye as [player, 0].
    func pair(trf: URL, limit: Double) throws -> (run: ChildRun, games: [[Int]]) {
        let output = trf.deletingPathExtension().appendingPathExtension("bbp.txt")
        try? FileManager.default.removeItem(at: output)
        let run = try ChildRun.run(executable.path, ["--dutch", trf.path, "-p", output.path], limit: limit)
        guard run.status == 0 else { return (run, []) }
        return (run, try Self.games(in: output))
    }

    /// bbpPairings' pairs file: the number of pairs, then a pair a line, white first, the bye
    /// against 0.
    static func games(in file: URL) throws -> [[Int]] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let numbers = line.split(separator: " ").compactMap { Int($0) }
            return numbers.count == 2 ? numbers : nil
        }
    }
}
