import Foundation
import PhotoTestSupport

/// The benchmark's photos: 50 different 12-megapixel JPEGs of about 3.7 MB, made once with
/// libvips and kept in the cache folder (git-ignored) for later runs.
enum BenchPhotos {
    static let count = 50
    static let width = 4032
    static let height = 3024
    /// Grain and quality chosen so that a picture encodes to about 3.7 MB, like a phone photo.
    static let grain = 7
    static let quality = 91

    /// The photo files, made first if the cache does not have them all.
    static func files(in cache: URL) throws -> [URL] {
        let folder = cache.appendingPathComponent("photos-\(width)x\(height)-g\(grain)-q\(quality)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = (0..<count).map { folder.appendingPathComponent(String(format: "photo-%02d.jpg", $0)) }
        let missing = files.indices.filter { !FileManager.default.fileExists(atPath: files[$0].path) }
        if !missing.isEmpty {
            print("Making \(missing.count) sample photos in \(folder.path) (once)...")
            let failures = FailureLog()
            DispatchQueue.concurrentPerform(iterations: missing.count) { slot in
                let index = missing[slot]
                do {
                    let pixels = SyntheticPicture(width: width, height: height, seed: UInt64(1000 + index), grain: grain).rgbPixels()
                    let data = try ImageEncoder.encode(pixels: pixels, width: width, height: height, format: .jpeg, quality: quality)
                    // Written under a temporary name first, so an interrupted run leaves no half file.
                    let temporary = files[index].appendingPathExtension("partial")
                    try data.write(to: temporary)
                    guard rename(temporary.path, files[index].path) == 0 else { throw BenchError("cannot rename \(temporary.path)") }
                } catch {
                    failures.add("\(files[index].lastPathComponent): \(error)")
                }
            }
            if let failure = failures.first { throw BenchError(failure) }
        }
        return files
    }
}

/// Errors collected from concurrent work.
final class FailureLog: @unchecked Sendable {
    // Guarded by `lock`.
    private var messages: [String] = []
    private let lock = NSLock()

    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var first: String? { lock.withLock { messages.first } }
}

/// A benchmark step that could not run.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
