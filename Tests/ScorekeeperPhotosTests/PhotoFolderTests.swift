import Foundation
import TestSupport
import ScorekeeperPhotos
import Testing

/// Reading a folder for the photo picker: folders, image files by content, sizes through links.
@Suite struct PhotoFolderTests {
    @Test func listsFoldersAndImagesButNotOtherFiles() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("Holidays"), withIntermediateDirectories: true)
        let png = try SampleImage.data(.png)
        try folder.write(png, to: "named-like-text.txt")
        try folder.write(Data("not really an image".utf8), to: "notes.jpg")
        let contents = try PhotoFolder.read(folder.url.path)
        #expect(contents.folders == ["Holidays"])
        #expect(contents.images == [PhotoFolder.Image(name: "named-like-text.txt", byteCount: png.count)])
        #expect(PhotoFolder.isFolder(folder.path("Holidays")))
        #expect(!PhotoFolder.isFolder(folder.path("notes.jpg")))
        // A folder that is not there is Foundation's "no such file", which the picker reports.
        let missing = #expect(throws: CocoaError.self) { try PhotoFolder.read(folder.path("missing")) }
        #expect(missing?.code == .fileReadNoSuchFile, "\(String(describing: missing))")
    }

    @Test func aLinkedPhotoIsListedWithThePhotosSize() throws {
        let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/photos/blob.jpg").path
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("linked.jpg"), withDestinationPath: photo)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: photo)[.size] as? Int)
        #expect(try PhotoFolder.read(folder.url.path).images.first { $0.name == "linked.jpg" }?.byteCount == size)
    }
}
