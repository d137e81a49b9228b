import Foundation
import PhotoTestSupport
import ScorekeeperPhotos

/// The photo view's work from opening to a drawn image, on a 12-megapixel JPEG: decoding at
/// reduced scale and encoding the image for the terminal, per protocol and for symbols, next to
/// the `chafa` command drawing the same file at the same size in the same mode.
enum GraphicsTiming {
    /// A 100 x 30 window: the view's box above the status line, at a common cell size.
    static let columns = 100
    static let rows = 27
    static let cellWidth = 10
    static let cellHeight = 20

    /// The photo benchmark's first photo; only that one is made when the cache lacks it.
    static func photo(in cache: URL) throws -> URL {
        let folder = cache.appendingPathComponent("photos-\(BenchPhotos.width)x\(BenchPhotos.height)-g\(BenchPhotos.grain)-q\(BenchPhotos.quality)")
        let file = folder.appendingPathComponent("photo-00.jpg")
        if FileManager.default.fileExists(atPath: file.path) { return file }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pixels = SyntheticPicture(width: BenchPhotos.width, height: BenchPhotos.height, seed: 1000,
                                      grain: BenchPhotos.grain).rgbPixels()
        let data = try ImageEncoder.encode(pixels: pixels, width: BenchPhotos.width, height: BenchPhotos.height,
                                           format: .jpeg, quality: BenchPhotos.quality)
        let temporary = file.appendingPathExtension("partial")
        try data.write(to: temporary)
        guard rename(temporary.path, file.path) == 0 else { throw BenchError("cannot rename \(temporary.path)") }
        return file
    }

    static func report(photo: URL) throws {
        let data = try Data(contentsOf: photo)
        print("Photo view on one \(BenchPhotos.width)x\(BenchPhotos.height) JPEG (\(data.count / 1024) KB), "
              + "\(columns)x\(rows) cells of \(cellWidth)x\(cellHeight) pixels; median of 5 runs:")
        let chafa = ["/usr/bin/chafa", "/usr/local/bin/chafa"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let modes: [(String, PixelFormat?, String)] = [("kitty", .kitty, "kitty"), ("sixel", .sixel, "sixels"),
                                                       ("iterm2", .iterm2, "iterm"), ("symbols", nil, "symbols")]
        for (name, format, chafaFormat) in modes {
            var bytes = 0
            let ours = try median {
                if let format {
                    bytes = try PixelImageRenderer.render(imageData: data, columns: columns, rows: rows, cellWidth: cellWidth,
                                                          cellHeight: cellHeight, format: format).escapes.utf8.count
                } else {
                    bytes = try CellArtRenderer.render(imageData: data, columns: columns, rows: rows).cells.count
                }
            }
            var line = "  " + name.padding(toLength: 8, withPad: " ", startingAt: 0) + String(format: " Scorekeeper %6.0f ms", ours * 1000)
            if let chafa {
                var arguments = ["--format", chafaFormat, "--size", "\(columns)x\(rows)", "--font-ratio",
                                 "\(cellWidth)/\(cellHeight)", "--animate", "off", "--polite", "on"]
                if format == nil { arguments += ["--colors", "full", "--symbols", "block+border+space-wide"] }
                let theirs = try median { try runQuietly(chafa, arguments + [photo.path]) }
                line += String(format: "   chafa command %6.0f ms   (ratio %.2f)", theirs * 1000, ours / theirs)
            } else {
                line += "   (the chafa command is not installed: apt-get install chafa)"
            }
            print(line + (format == nil ? "" : "   \(bytes / 1024) KB to the terminal"))
        }
    }

    /// What real-pixel avatars would cost: one list avatar (4 x 2 cells, from the 96-pixel WebP
    /// thumbnail) per protocol, the time to make it and the bytes a screen of 12 sends again on
    /// every scroll step where images live in the text cells (sixel, iTerm2).
    static func reportAvatars(photo: URL) throws {
        guard let thumbnail = try PhotoImport.prepare(fileAt: photo.path).thumbnailData else { return }
        print("Avatars: one 4x2-cell avatar from the \(thumbnail.count)-byte thumbnail; a screen of 12:")
        for (name, format) in [("kitty", PixelFormat.kitty), ("sixel", .sixel), ("iterm2", .iterm2)] {
            var bytes = 0
            let seconds = try median {
                bytes = try PixelImageRenderer.render(imageData: thumbnail, columns: 4, rows: 2, cellWidth: cellWidth,
                                                      cellHeight: cellHeight, format: format).escapes.utf8.count
            }
            print("  " + name.padding(toLength: 8, withPad: " ", startingAt: 0)
                  + String(format: " %.2f ms each, %d bytes; 12 avatars: %.1f ms, %d KB", seconds * 1000, bytes,
                           seconds * 12_000, bytes * 12 / 1024))
        }
        let symbols = try median { _ = try CellArtRenderer.render(imageData: thumbnail, columns: 4, rows: 2) }
        print(String(format: "  symbols  %.2f ms each (drawn once, then only changed cells are sent)", symbols * 1000))
    }

    /// The median wall time of five runs of `work`, in seconds.
    static func median(_ work: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<5 {
            let start = ContinuousClock.now
            try work()
            times.append((ContinuousClock.now - start).seconds)
        }
        return times.sorted()[2]
    }

    static func runQuietly(_ executable: String, _ arguments: [String]) throws {
        _ = try ProcessTiming.secondsToExit(URL(fileURLWithPath: executable), arguments)
    }
}
