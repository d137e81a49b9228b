import Foundation
import TestSupport
import PhotoTestSupport
import Testing
import ScorekeeperStore
@testable import ScorekeeperPhotos

/// Accepting photos: formats, thumbnails, orientation, file names.
@Suite struct PhotoImportTests {
    @Test(arguments: [ImageEncoder.Format.jpeg, .png, .gif, .webp, .tiff])
    func acceptsCommonFormats(format: ImageEncoder.Format) throws {
        let folder = try TemporaryFolder()
        // The name says nothing: formats are recognised by content.
        let path = try folder.write(try SampleImage.data(format), to: "photo.bin")
        let photo = try PhotoImport.prepare(fileAt: path)
        #expect(photo.imageData == (try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(photo.thumbnailData != nil)
    }

    @Test(.enabled(if: ImageEncoder.canEncode(.heif), "this libheif has no HEVC encoder, so no HEIC sample can be made"))
    func acceptsHEIC() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try SampleImage.data(.heif), to: "photo.heic")
        let photo = try PhotoImport.prepare(fileAt: path)
        #expect(photo.thumbnailData != nil)
    }

    @Test func thumbnailIsSmallAndFitsTheLongSide() throws {
        // A large, detailed picture: its thumbnail must still be a few KB.
        let data = try SampleImage.data(.jpeg, width: 1200, height: 900, seed: 7)
        let photo = try PhotoImport.prepare(imageData: data)
        let thumbnail = try #require(photo.thumbnailData)
        #expect(thumbnail.count < 8 * 1024)
        let decoded = try #require(PixelDecoder.decodeSmallWebP(thumbnail))
        #expect(decoded.width == PhotoThumbnail.longSide)
        #expect(decoded.height == PhotoThumbnail.longSide * 900 / 1200)
    }

    @Test func thumbnailAppliesExifOrientation() throws {
        // Stored 120 x 60 with orientation 6 ("turn 90 degrees clockwise to view"): it is
        // seen as 60 x 120, and so must its thumbnail be.
        let data = try SampleImage.data(.jpeg, width: 120, height: 60, orientation: 6)
        let thumbnail = try #require(try PhotoImport.prepare(imageData: data).thumbnailData)
        let decoded = try #require(PixelDecoder.decodeSmallWebP(thumbnail))
        #expect(decoded.height > decoded.width)

        let upright = try SampleImage.data(.jpeg, width: 120, height: 60, orientation: 1)
        let uprightThumbnail = try #require(try PhotoImport.prepare(imageData: upright).thumbnailData)
        let uprightDecoded = try #require(PixelDecoder.decodeSmallWebP(uprightThumbnail))
        #expect(uprightDecoded.width > uprightDecoded.height)
    }

    @Test(arguments: ["with space.jpg", "new\nline.jpg", "  leading and trailing  .jpg"])
    func awkwardFileNamesWork(name: String) throws {
        let folder = try TemporaryFolder()
        let data = try SampleImage.data()
        let path = try folder.write(data, to: name)
        let fixture = try PhotoFixture()
        try fixture.database.attachPhoto(playerID: fixture.player.id, fileAt: path)
        #expect(try fixture.database.fetchPhotoData(playerID: fixture.player.id) == data)
    }

    @Test func nonUTF8FileNamesWorkAndAreShownEscaped() throws {
        let folder = try TemporaryFolder()
        let data = try SampleImage.data()
        // "café.jpg" in Latin-1: 0xE9 is not valid UTF-8.
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".jpg".utf8)
        let path = try folder.write(data, toRawName: name)
        let fixture = try PhotoFixture()
        try fixture.database.attachPhoto(playerID: fixture.player.id, fileAt: path)
        #expect(try fixture.database.fetchPhotoData(playerID: fixture.player.id) == data)

        #expect(path.description.hasSuffix("caf\\xe9.jpg"))
        let text = try folder.write(Data("text".utf8), toRawName: name + Array("\n\u{1B}.txt".utf8))
        #expect(throws: ScorekeeperError.photo("'\(folder.url.path)/caf\\xe9.jpg\\n\\e.txt' is not an image Scorekeeper can read (JPEG, PNG, GIF, WebP, HEIC, TIFF).")) {
            try PhotoImport.prepare(fileAt: text)
        }
    }

    @Test func looksLikeImageChecksContentNotName() throws {
        let folder = try TemporaryFolder()
        let png = try folder.write(try SampleImage.data(.png), to: "picture.txt")
        let text = try folder.write(Data("just text, not a picture".utf8), to: "picture.jpg")
        #expect(PhotoImport.looksLikeImage(path: png))
        #expect(!PhotoImport.looksLikeImage(path: text))
        #expect(!PhotoImport.looksLikeImage(path: folder.url.path))
        #expect(!PhotoImport.looksLikeImage(path: "/dev/zero"))
        #expect(!PhotoImport.looksLikeImage(path: folder.path("missing.jpg")))
    }

    @Test func batchAttachReportsEachFile() throws {
        let folder = try TemporaryFolder()
        let fixture = try PhotoFixture()
        let first = try SampleImage.data(.jpeg, seed: 1)
        let second = try SampleImage.data(.png, seed: 2)
        let results = fixture.database.attachPhotos([
            PhotoAttachment(playerID: fixture.player.id, path: RawPath(try folder.write(first, to: "a.jpg"))),
            PhotoAttachment(playerID: fixture.otherPlayer.id, path: RawPath(try folder.write(second, to: "b.png"))),
            PhotoAttachment(playerID: fixture.otherPlayer.id, path: RawPath(folder.path("missing.png"))),
        ])
        #expect(results.count == 3)
        #expect((try? results[0].get()) != nil)
        #expect((try? results[1].get()) != nil)
        #expect(throws: ScorekeeperError.self) { try results[2].get() }
        #expect(try fixture.database.fetchPhotoData(playerID: fixture.player.id) == first)
        #expect(try fixture.database.fetchPhotoData(playerID: fixture.otherPlayer.id) == second)
    }
}

/// When no thumbnail can be made, a full decode decides between "attach without a thumbnail"
/// and "refuse as damaged".
@Suite struct ThumbnailFallbackTests {
    @Test func readableImageWithoutThumbnailIsAccepted() throws {
        let data = try SampleImage.data(.png)
        let verdict = try data.withUnsafeBytes { bytes in
            PhotoImport.inspect(bytes, vips: try Vips.table(), makeThumbnail: { _, _, _ in nil })
        }
        #expect(verdict == .image(thumbnail: nil))
    }

    @Test func damagedImageWithoutThumbnailIsRefused() throws {
        let data = try SampleImage.data(.png, width: 200, height: 150)
        let cut = data.prefix(data.count * 6 / 10)
        let verdict = try cut.withUnsafeBytes { bytes in
            PhotoImport.inspect(bytes, vips: try Vips.table(), makeThumbnail: { _, _, _ in nil })
        }
        #expect(verdict == .damaged(format: "PNG"))
    }
}
