import Foundation
import PhotoTestSupport
import Testing
import TestSupport

/// `photo attach` and `photo remove` say what they did; refusals still print nothing on stdout.
@Suite struct PhotoCommandOutputTests {
    @Test func attachAndRemoveSayWhatTheyDid() throws {
        let folder = try TemporaryFolder("cli")
        let runner = try DatabaseCommandRunner(database: folder.file("db.sqlite"))
        let game = try runner.run(["game", "add", "Photos"])
        let player = try runner.run(["player", "add", game.text.trimmed, "Blob"]).text.trimmed
        let path = folder.file("blob.jpg")
        try ImageEncoder.encode(pixels: SyntheticPicture(width: 60, height: 40, seed: 3).rgbPixels(), width: 60, height: 40,
                                format: .jpeg).write(to: URL(fileURLWithPath: path))

        let attach = try runner.run(["photo", "attach", player, path])
        #expect(attach.status == 0, "\(attach.error)")
        #expect(attach.text == "Attached the photo to Blob.\n")
        let remove = try runner.run(["photo", "remove", player, "--yes"])
        #expect(remove.status == 0, "\(remove.error)")
        #expect(remove.text == "Removed the photo of Blob.\n")
        let again = try runner.run(["photo", "remove", player, "--yes"])
        #expect(again.status != 0)
        #expect(again.text.isEmpty)
    }
}
