import Foundation
import TestSupport
import PhotoTestSupport
import Testing
import ScorekeeperStore
import ScorekeeperPhotos

/// Every refused file: a one-line reason, and the database exactly as it was.
@Suite struct PhotoRefusalTests {
    /// Attaches `path` to a player that already has a photo, expects a refusal whose message
    /// contains `reason`, and checks that nothing changed.
    func expectRefusal(_ path: RawPath, reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try TemporaryFolder()
        let fixture = try PhotoFixture()
        try fixture.database.attachPhoto(playerID: fixture.player.id, fileAt: try folder.write(try SampleImage.data(), to: "ok.jpg"))
        let before = try fixture.snapshot()

        for playerID in [fixture.player.id, fixture.otherPlayer.id] {
            do {
                try fixture.database.attachPhoto(playerID: playerID, fileAt: path)
                Issue.record("\(path) was accepted", sourceLocation: sourceLocation)
            } catch let error as ScorekeeperError {
                guard case .photo(let message) = error else {
                    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
                    continue
                }
                #expect(message.contains(reason), "\(message)", sourceLocation: sourceLocation)
                #expect(!message.contains("\n"), sourceLocation: sourceLocation)
            }
        }
        #expect(try fixture.snapshot() == before, sourceLocation: sourceLocation)
        #expect(try fixture.count("playerAssets") == 1, sourceLocation: sourceLocation)
        #expect(try fixture.count("playerThumbnails") == 1, sourceLocation: sourceLocation)
    }

    @Test func textFileNamedLikeAPhoto() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data("Not a picture at all.\n".utf8), to: "holiday.jpg")
        try expectRefusal(RawPath(path), reason: "is not an image")
    }

    @Test func emptyFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data(), to: "empty.jpg")
        try expectRefusal(RawPath(path), reason: "is empty")
    }

    @Test(arguments: [ImageEncoder.Format.jpeg, .png, .webp, .gif])
    func truncatedImage(format: ImageEncoder.Format) throws {
        let folder = try TemporaryFolder()
        let data = try SampleImage.data(format, width: 200, height: 150)
        let path = try folder.write(data.prefix(data.count * 6 / 10), to: "cut.\(format.fileExtension)")
        try expectRefusal(RawPath(path), reason: "damaged or truncated")
    }

    @Test(arguments: [ImageEncoder.Format.jpeg, .png, .gif])
    func corruptImage(format: ImageEncoder.Format) throws {
        let folder = try TemporaryFolder()
        var data = try SampleImage.data(format, width: 200, height: 150)
        // Foreign bytes over the middle of the compressed pixels, the length unchanged: noise
        // with a stray 0xFF byte every 32 (as in a block of another file). WebP is left out:
        // lossy VP8 data has no checksum or markers, so no decoder can tell garbage from pixels.
        var random = SeededRandom(seed: 42)
        let middle = data.startIndex + data.count / 2
        for index in middle..<(middle + 300) {
            data[index] = (index - middle) % 32 == 0 ? 0xFF : UInt8.random(in: 0...255, using: &random)
        }
        let path = try folder.write(data, to: "garbled.\(format.fileExtension)")
        try expectRefusal(RawPath(path), reason: "damaged or truncated")
    }

    @Test func directory() throws {
        let folder = try TemporaryFolder()
        try expectRefusal(RawPath(folder.url.path), reason: "is a folder")
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("pipe.jpg")
        #expect(mkfifo(path, 0o644) == 0)
        // Opening a FIFO with no writer would wait forever: the test finishing is the proof.
        try expectRefusal(RawPath(path), reason: "named pipe")
    }

    @Test(arguments: ["/dev/zero", "/dev/null"])
    func device(path: String) throws {
        try expectRefusal(RawPath(path), reason: "is a device")
    }

    @Test func missingFile() throws {
        let folder = try TemporaryFolder()
        try expectRefusal(RawPath(folder.path("nowhere.jpg")), reason: "No file at")
        try expectRefusal(RawPath(folder.path("nowhere/below.jpg")), reason: "No file at")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads any file; the command-line tests cover this as another user"))
    func unreadableFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try SampleImage.data(), to: "secret.jpg")
        #expect(chmod(path, 0) == 0)
        try expectRefusal(RawPath(path), reason: "permission denied")
    }

    @Test func symbolicLinkLoop() throws {
        let folder = try TemporaryFolder()
        let first = folder.path("a.jpg"), second = folder.path("b.jpg")
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: second)
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: first)
        try expectRefusal(RawPath(first), reason: "loop of symbolic links")
    }

    @Test func symbolicLinkToAPhotoIsFollowed() throws {
        let folder = try TemporaryFolder()
        let data = try SampleImage.data()
        let target = try folder.write(data, to: "real.jpg")
        let link = folder.path("link.jpg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let fixture = try PhotoFixture()
        try fixture.database.attachPhoto(playerID: fixture.player.id, fileAt: link)
        #expect(try fixture.database.fetchPhotoData(playerID: fixture.player.id) == data)
    }

    @Test func fileOverTheSizeLimit() throws {
        let folder = try TemporaryFolder()
        // A sparse file: its size says 50 MB + 1 byte without writing them, and the size is
        // checked before anything is read.
        let path = try folder.write(try SampleImage.data(), to: "huge.jpg")
        #expect(truncate(path, off_t(PhotoImport.maximumFileSize + 1)) == 0)
        try expectRefusal(RawPath(path), reason: "too large")
    }

    @Test func pictureWithTooManyPixels() throws {
        // A tiny GIF whose header claims 65535 x 65535 pixels (a "decompression bomb").
        var gif = Data("GIF89a".utf8)
        gif += Data([0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00])
        gif += Data([0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])
        let folder = try TemporaryFolder()
        let path = try folder.write(gif, to: "bomb.gif")
        try expectRefusal(RawPath(path), reason: "too large a picture")
    }

    @Test func pathWithNulByte() throws {
        try expectRefusal(RawPath(bytes: Array("/tmp/a\0b.jpg".utf8)), reason: "not a valid path")
    }
}
