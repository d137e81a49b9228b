import Foundation
import ScorekeeperStore
import Testing
@testable import ScorekeeperPhotos

/// The end-marker check that catches JPEGs whose tail is zeros, without refusing good files.
@Suite struct JPEGMarkersTests {
    private func hasEnd(_ data: Data) -> Bool {
        data.withUnsafeBytes { JPEGMarkers.hasEndOfImage($0) }
    }

    /// The JPEG with an APP1 segment inserted after SOI whose payload holds a whole small
    /// "JPEG" (FF D8 ... FF D9), as an EXIF thumbnail does.
    private func withEmbeddedThumbnail(_ jpeg: Data) -> Data {
        let payload = Data("Exif\0\0".utf8) + Data([0xFF, 0xD8, 0x01, 0x02, 0xFF, 0xD9])
        let length = payload.count + 2
        let segment = Data([0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)]) + payload
        return jpeg.prefix(2) + segment + jpeg.dropFirst(2)
    }

    @Test func wholeFilesHaveTheirEnd() throws {
        let jpeg = try SampleImage.data(.jpeg, width: 200, height: 150)
        #expect(hasEnd(jpeg))
        #expect(hasEnd(withEmbeddedThumbnail(jpeg)))
        // Bytes after the end (a motion photo's video) are allowed.
        #expect(hasEnd(jpeg + Data(repeating: 0x5A, count: 10_000)))
        #expect(hasEnd(jpeg + Data(count: 10_000)))
    }

    @Test func zeroFilledTailsHaveNone() throws {
        let jpeg = try SampleImage.data(.jpeg, width: 200, height: 150)
        for kept in [jpeg.count / 10, jpeg.count / 2, jpeg.count - 2] {
            let padded = jpeg.prefix(kept) + Data(count: jpeg.count - kept)
            #expect(!hasEnd(padded), "kept \(kept) of \(jpeg.count) bytes")
            // The thumbnail's own end marker, before the image data, does not count.
            #expect(!hasEnd(withEmbeddedThumbnail(padded)), "kept \(kept) of \(jpeg.count) bytes, with a thumbnail")
        }
    }

    @Test func notJPEGStructureHasNone() {
        #expect(!hasEnd(Data()))
        #expect(!hasEnd(Data([0xFF, 0xD8])))
        #expect(!hasEnd(Data([0xFF, 0xD8, 0xFF, 0xD9])))
        // A segment length pointing past the end of the file.
        #expect(!hasEnd(Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0x00])))
        #expect(!hasEnd(Data("not a JPEG at all".utf8)))
    }

    @Test func zeroFilledJPEGIsRefusedAsDamaged() throws {
        let jpeg = try SampleImage.data(.jpeg, width: 200, height: 150)
        let padded = jpeg.prefix(jpeg.count / 2) + Data(count: jpeg.count - jpeg.count / 2)
        #expect(throws: ScorekeeperError.photo("The data is a damaged or truncated JPEG image.")) {
            try PhotoImport.prepare(imageData: padded)
        }
    }
}
