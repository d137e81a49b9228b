import Foundation
import TestSupport
import PhotoTestSupport

/// A photo file written for a test, with what is needed to recognise its bytes later.
struct SamplePhoto: Sendable, CustomStringConvertible {
    var path: String
    var size: Int
    /// Lowercase hex SHA-256 of the file's bytes, as `sha256sum` prints it.
    var sha256: String

    var description: String { "\((path as NSString).lastPathComponent) (\(size / 1024) KB)" }
}

/// Photo files made on the fly from synthetic pictures (nothing is stored in the repository):
/// JPEGs whose size is set by their pixel count and grain, every seed a different picture.
enum SamplePhotos {
    /// Encodes a synthetic picture as a JPEG and writes it to `path`.
    @discardableResult
    static func writeJPEG(to path: String, width: Int, height: Int, seed: UInt64,
                          grain: Int = 12, quality: Int = 90) throws -> Data {
        let pixels = SyntheticPicture(width: width, height: height, seed: seed, grain: grain).rgbPixels()
        let data = try ImageEncoder.encode(pixels: pixels, width: width, height: height, format: .jpeg, quality: quality)
        try data.write(to: URL(fileURLWithPath: path))
        return data
    }

    /// Writes JPEGs of the given sizes into `folder` and hashes them.
    static func make(_ sizes: [(width: Int, height: Int, grain: Int)], seed: UInt64, prefix: String,
                     in folder: TemporaryFolder) throws -> [SamplePhoto] {
        var paths: [String] = []
        for (index, size) in sizes.enumerated() {
            let path = folder.file("\(prefix)-\(index).jpg")
            try writeJPEG(to: path, width: size.width, height: size.height, seed: seed &+ UInt64(index), grain: size.grain)
            paths.append(path)
        }
        let hashes = try SHA256Sum.of(paths, in: folder)
        return try paths.map { path in
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
            return SamplePhoto(path: path, size: size, sha256: hashes[path] ?? "")
        }
    }

    /// Twelve distinct photos from a few hundred KB to a few MB, made once and shared by every
    /// photo crash trial of a run (making them takes seconds; each trial only reads them).
    static func crashPool() throws -> [SamplePhoto] {
        try sharedPool.get()
    }

    private static let sharedPool: Result<[SamplePhoto], any Error> = Result {
        let folder = try TemporaryFolder("photo-pool")
        poolFolder.update { $0 = folder }
        // The folder outlives every test of the run: removed when the test process exits.
        atexit { SamplePhotos.poolFolder.update { $0 = nil } }
        // Widths from 640 to 2,840 pixels at 4:3: about 0.2 MB to 4 MB, so some writes are
        // long enough for a kill to land inside them.
        let sizes = (0..<12).map { index -> (width: Int, height: Int, grain: Int) in
            let width = 640 + index * 200
            return (width, width * 3 / 4, 12)
        }
        return try make(sizes, seed: 0xC0FFEE, prefix: "pool", in: folder)
    }

    /// Keeps the shared pool's folder alive until the process exits.
    private static let poolFolder = Locked<TemporaryFolder?>(nil)
}

/// SHA-256 with coreutils' `sha256sum`: independent of anything Scorekeeper does with bytes.
enum SHA256Sum {
    /// The hash of each file, keyed by its path (plain paths only: no newline or backslash).
    static func of(_ paths: [String], in folder: TemporaryFolder) throws -> [String: String] {
        guard !paths.isEmpty else { return [:] }
        let outcome = try ChildProcess.run("/usr/bin/sha256sum", ["--"] + paths, outputFolder: folder.path,
                                           timeout: .seconds(60))
        guard outcome.exitCode == 0 else {
            throw SHA256Error(description: "sha256sum: \(outcome)")
        }
        var hashes: [String: String] = [:]
        for line in outcome.standardOutput.split(separator: "\n") {
            // "<64 hex digits>  <path>"
            let hash = String(line.prefix(64))
            let path = String(line.dropFirst(66))
            hashes[path] = hash
        }
        return hashes
    }

    /// `sha256sum` failed.
    struct SHA256Error: Error, CustomStringConvertible {
        var description: String
    }
}
