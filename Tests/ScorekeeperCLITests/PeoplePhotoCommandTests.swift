import Foundation
import GRDB
import PhotoTestSupport
import Testing
import TestSupport

/// `people photo PERSON FILE`, `people photo PERSON --remove` and `people delete PERSON`, run as
/// the real binary; the stored bytes are read back as SQLite holds them.
@Suite struct PeoplePhotoCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("people.sqlite")
    }

    func picture(seed: UInt64 = 3) throws -> String {
        let data = try ImageEncoder.encode(pixels: SyntheticPicture(width: 90, height: 60, seed: seed).rgbPixels(),
                                           width: 90, height: 60, format: .jpeg)
        let path = directory.file("face \(seed).jpg")
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The person's stored photo bytes, and whether a thumbnail was made.
    func stored(_ name: String) throws -> (photo: Data?, thumbnail: Bool) {
        try DatabaseQueue(path: db).read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT "imageData", "thumbnailData" IS NOT NULL AS "thumbnail" FROM "personAssets"
                JOIN "people" ON "people"."id" = "personAssets"."personID"
                LEFT JOIN "personThumbnails" USING ("personID") WHERE "people"."name" = ?
                """, arguments: [name])
            return (row?["imageData"], row?["thumbnail"] ?? false)
        }
    }

    /// The terminal's side of a command run with a pseudo-terminal, `answer` typed to its question.
    func onTerminal(_ arguments: [String], answer: String) throws -> CommandResult {
        let command = ([try ScorekeeperBinary.path()] + arguments + ["--db", db]).map { "'\($0)'" }.joined(separator: " ")
        return try CommandRunner.run("/usr/bin/script", ["-qec", command, "/dev/null"], stdin: Data("\(answer)\n".utf8))
    }

    @Test func aPersonsPhotoIsStoredAsGivenAndShowsForTheirPlayers() throws {
        try ok("game", "add", "Hearts")
        try ok("player", "add", "Hearts", "Ann")
        try ok("game", "add", "Uno")
        try ok("player", "add", "Uno", "ann")
        let path = try picture()
        #expect(try ok("people", "photo", "Ann", path) == "Attached the photo to Ann.")
        let (photo, thumbnail) = try stored("Ann")
        #expect(photo == (try Data(contentsOf: URL(fileURLWithPath: path))) && thumbnail)
        // A file that is not an image: a one-line refusal, nothing changed.
        let text = directory.file("notes.jpg")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: text))
        let refused = try run("people", "photo", "Ann", text)
        #expect(refused.status != 0 && refused.stderr.split(separator: "\n").count == 1)
        #expect(try stored("Ann").photo == photo)
        let missing = try run("people", "photo", "Ann", directory.file("nowhere.jpg"))
        #expect(missing.status != 0 && !missing.stderr.isEmpty)
        let nobody = try run("people", "photo", "Zed", path)
        #expect(nobody.status != 0 && nobody.stderr.contains("Zed"))
        let both = try run("people", "photo", "Ann", path, "--remove")
        #expect(both.status != 0)
        // Removing asks on a terminal; without one it needs --yes.
        #expect(try run("people", "photo", "Ann", "--remove").status != 0)
        #expect(try stored("Ann").photo != nil)
        #expect(try ok("people", "photo", "Ann", "--remove", "--yes") == "Removed the photo of Ann.")
        #expect(try stored("Ann").photo == nil)
        let again = try run("people", "photo", "Ann", "--remove", "--yes")
        #expect(again.status != 0 && again.stderr.contains("Ann has no photo"))
    }

    @Test func deletingAPersonAsksNamingThePlayersItUnlinks() throws {
        try ok("game", "add", "Hearts")
        try ok("player", "add", "Hearts", "Eve", "--score", "7")
        try ok("game", "add", "Uno")
        try ok("player", "add", "Uno", "Eve", "--score", "4")
        try ok("player", "add", "Uno", "Bo")
        try ok("people", "photo", "Eve", try picture())
        let declined = try onTerminal(["people", "delete", "Eve"], answer: "n")
        #expect(declined.stdout.contains("Delete \"Eve\"? 2 players in 2 games will be unlinked; the games keep their names and scores. [y/N]"))
        #expect(declined.status != 0 && declined.stdout.contains("Nothing deleted."))
        #expect(try ok("people", "list").contains("Eve"))
        #expect(try run("people", "delete", "Eve").status != 0, "without a terminal, --yes is needed")
        let accepted = try onTerminal(["people", "delete", "eve"], answer: "y")
        #expect(accepted.status == 0 && accepted.stdout.contains("Deleted Eve; 2 players were unlinked."))
        #expect(!(try ok("people", "list").contains("Eve")))
        #expect(try stored("Eve").photo == nil)
        // The games keep their players' names and scores.
        for (game, score) in [("Hearts", 7), ("Uno", 4)] {
            let players = try #require(try JSONSerialization.jsonObject(with: Data(ok("player", "list", game, "--json").utf8)) as? [[String: Any]])
            #expect(players.contains { $0["name"] as? String == "Eve" && $0["score"] as? Int == score }, "\(game)")
        }
        let gone = try run("people", "show", "Eve")
        #expect(gone.status != 0)
        // A new Eve is a new person.
        try ok("player", "add", "Hearts", "Eve")
        #expect(try ok("people", "list").contains("Eve"))
    }
}
