import Foundation
import PhotoTestSupport
import TestSupport
import ScorekeeperPhotos

/// Whether this build can import and draw photos: libvips is opened at run time, and without it
/// (`make deps` installs it) the photo tests are reported as skipped, saying why.
enum PhotoSupport {
    static let unavailableReason: String? = {
        let png = TestImage.png(width: 8, height: 8, red: 255, green: 0, blue: 0)
        do {
            let folder = try TemporaryFolder("photo-probe")
            let path = folder.file("probe.png")
            try png.write(to: URL(fileURLWithPath: path))
            _ = try PhotoImport.prepare(fileAt: path)
            _ = try CellArtRenderer.render(imageData: png, columns: 4, rows: 2)
            return nil
        } catch {
            return "photos are not supported by this build (a valid 8x8 PNG was refused: \(error))"
        }
    }()

    static var isAvailable: Bool { unavailableReason == nil }
}
