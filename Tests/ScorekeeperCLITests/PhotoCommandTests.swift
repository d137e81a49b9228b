import Foundation
import PhotoTestSupport
import Testing
import TestSupport

/// `scorekeeper photo ...` and `scorekeeper demo`, run as real processes.
@Suite struct PhotoCommandTests {
    let folder: TemporaryFolder
    let runner: DatabaseCommandRunner

    init() throws {
        folder = try TemporaryFolder("cli")
        runner = try DatabaseCommandRunner(database: folder.file("db.sqlite"))
    }

    /// Adds a game with one player and returns the player's id.
    func addPlayer(user: UInt32? = nil) throws -> String {
        let game = try runner.run(["game", "add", "Photos"], user: user)
        #expect(game.status == 0, "\(game.error)")
        let player = try runner.run(["player", "add", game.text.trimmed, "Blob"], user: user)
        #expect(player.status == 0, "\(player.error)")
        return player.text.trimmed
    }

    func write(_ data: Data, _ name: String) throws -> String {
        let path = folder.file(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func sampleJPEG(seed: UInt64 = 1) throws -> Data {
        try ImageEncoder.encode(pixels: SyntheticPicture(width: 120, height: 80, seed: seed).rgbPixels(),
                                width: 120, height: 80, format: .jpeg)
    }

    /// Whether the player has a photo, as the command line sees it.
    func hasPhoto(_ player: String) throws -> Bool {
        try runner.run(["photo", "export", player, "-"]).status == 0
    }

    @Test func attachThenExportGivesTheSameBytes() throws {
        let player = try addPlayer()
        let photo = try sampleJPEG()
        let attach = try runner.run(["photo", "attach", player, try write(photo, "in put.jpg")])
        #expect(attach.status == 0, "\(attach.error)")

        let out = folder.file("out.jpg")
        let export = try runner.run(["photo", "export", String(player.prefix(6)), out])
        #expect(export.status == 0, "\(export.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == photo)

        let toStandardOutput = try runner.run(["photo", "export", player, "-"])
        #expect(toStandardOutput.output == photo)
    }

    @Test func exportRefusesToOverwriteWithoutForce() throws {
        let player = try addPlayer()
        let photo = try sampleJPEG()
        _ = try runner.run(["photo", "attach", player, try write(photo, "p.jpg")])
        let existing = try write(Data("keep me".utf8), "existing.jpg")

        let refused = try runner.run(["photo", "export", player, existing])
        #expect(refused.status == 1)
        #expect(refused.error == "Error: '\(existing)' already exists; add --force to replace it.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == Data("keep me".utf8))

        let forced = try runner.run(["photo", "export", player, existing, "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == photo)
        // No temporary file is left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".scorekeeper-") }
        #expect(leftovers.isEmpty)
    }

    @Test func nonUTF8PathsWorkFromTheCommandLine() throws {
        let player = try addPlayer()
        let photo = try sampleJPEG()
        // Latin-1 names, which Swift's own argument strings cannot represent.
        _ = try write(photo, "source.jpg")
        let outcome = try runner.shell("""
            cp source.jpg "$(printf 'caf\\351.jpg')" &&
            "$SCOREKEEPER" --db "$DB" photo attach \(player) "$(printf 'caf\\351.jpg')" &&
            "$SCOREKEEPER" --db "$DB" photo export \(player) "$(printf 'out\\351.jpg')" &&
            cmp source.jpg "$(printf 'out\\351.jpg')"
            """, directory: folder.url)
        #expect(outcome.status == 0, "\(outcome.error)")

        // A refused file's name is shown escaped, on one line.
        let refused = try runner.shell("""
            printf 'text' > "$(printf 'bad\\351\\nname.jpg')"
            "$SCOREKEEPER" --db "$DB" photo attach \(player) "$(printf 'bad\\351\\nname.jpg')"
            """, directory: folder.url)
        #expect(refused.status == 1)
        #expect(refused.error == "Error: 'bad\\xe9\\nname.jpg' is not an image Scorekeeper can read (JPEG, PNG, GIF, WebP, HEIC, TIFF).\n")
    }

    @Test func removeAsksUnlessYes() throws {
        let player = try addPlayer()
        _ = try runner.run(["photo", "attach", player, try write(try sampleJPEG(), "p.jpg")])

        let unconfirmed = try runner.run(["photo", "remove", player])
        #expect(unconfirmed.status == 1)
        #expect(unconfirmed.error.contains("add --yes"))
        #expect(try hasPhoto(player))

        let confirmed = try runner.run(["photo", "remove", player, "--yes"])
        #expect(confirmed.status == 0, "\(confirmed.error)")
        #expect(try !hasPhoto(player))

        let again = try runner.run(["photo", "remove", player, "--yes"])
        #expect(again.status == 1)
        #expect(again.error == "Error: Blob has no photo.\n")
    }

    @Test func showPrintsColoredTextOrSymbolsOnly() throws {
        let player = try addPlayer()
        _ = try runner.run(["photo", "attach", player, try write(try sampleJPEG(), "p.jpg")])

        let colored = try runner.run(["photo", "show", player, "--width", "24"])
        #expect(colored.status == 0, "\(colored.error)")
        #expect(colored.text.contains("\u{1B}[38;2;"))
        let plain = try runner.run(["photo", "show", player, "--width", "24"], environment: ["NO_COLOR": "1"])
        #expect(plain.status == 0)
        #expect(!plain.text.contains("\u{1B}"))
        let lines = plain.text.split(separator: "\n")
        // 120 x 80 pixels in 24 columns: 24 x 8 cells (a cell is twice as tall as wide).
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { $0.count == 24 })
    }

    @Test func refusedFileChangesNothingAndSaysWhyInOneLine() throws {
        let player = try addPlayer()
        let photo = try sampleJPEG()
        _ = try runner.run(["photo", "attach", player, try write(photo, "p.jpg")])
        let text = try write(Data("hello".utf8), "notes.jpg")

        let refused = try runner.run(["photo", "attach", player, text])
        #expect(refused.status == 1)
        #expect(refused.error == "Error: '\(text)' is not an image Scorekeeper can read (JPEG, PNG, GIF, WebP, HEIC, TIFF).\n")
        #expect(try runner.run(["photo", "export", player, "-"]).output == photo)
    }

    @Test(.enabled(if: Unprivileged.isRoot && Unprivileged.available, "needs root to run the command as another user"))
    func unreadableFileIsRefusedForAnotherUser() throws {
        let nobody = Unprivileged.user
        // The other user needs its own writable folder and database.
        #expect(chmod(folder.path, 0o777) == 0)
        let player = try addPlayer(user: nobody)
        let secret = try write(try sampleJPEG(), "secret.jpg")
        #expect(chmod(secret, 0o600) == 0)

        let refused = try runner.run(["photo", "attach", player, secret], user: nobody)
        #expect(refused.status == 1)
        #expect(refused.error == "Error: '\(secret)' cannot be read (permission denied).\n")
        #expect(try !hasPhoto(player))
    }

    @Test func demoPlayersGetTheSamplePhotos() throws {
        let demo = try runner.run(["demo"])
        #expect(demo.status == 0, "\(demo.error)")
        let games = try runner.run(["game", "list", "--json"])
        let first = try #require(try JSONSerialization.jsonObject(with: games.output) as? [[String: Any]])
            .first { $0["title"] as? String == "Family Game Night" }
        let gameID = try #require(first?["id"] as? String)
        let players = try runner.run(["player", "list", gameID, "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: players.output) as? [[String: Any]])
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0["hasPhoto"] as? Bool == true })
    }

    @Test func demoWithoutResourcesStillWorks() throws {
        let demo = try runner.run(["demo"], environment: ["SCOREKEEPER_RESOURCES": folder.path])
        #expect(demo.status == 0, "\(demo.error)")
        #expect(demo.error.isEmpty)
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
