import Foundation
import Testing
import TestSupport

/// Names people can type, run as the real binary: the game before the player in `player score`,
/// titles found without their `·`, a title already in use said so, and the games list telling
/// twins apart by when each was last played.
@Suite struct TypedNamesCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("typed-names.sqlite")
    }

    @Test func playerScoreTakesTheGameFirstAsWellAsWithGameOption() throws {
        try ok("game", "add", "Hearts")
        try ok("game", "add", "Poker")
        for game in ["Hearts", "Poker"] { try ok("player", "add", game, "Ann") }
        // Ann plays two unfinished games: her name alone is ambiguous, the game first says which.
        #expect(try run("player", "score", "Ann", "--by", "5").status == 1)
        #expect(try ok("player", "score", "Hearts", "Ann", "--by", "5") == "5")
        #expect(try ok("player", "score", "Ann", "--game", "Hearts", "--by", "2") == "7")
        #expect(try ok("player", "score", "Poker", "Ann", "--to", "3") == "3")
        #expect(try ok("player", "score", "hearts", "ann", "--by=-1") == "6")
        let both = try run("player", "score", "Hearts", "Ann", "--game", "Poker", "--by", "1")
        #expect(both.status == 64 && both.stderr.contains("Give the game once"), "\(both.stderr)")
        let missing = try run("player", "score", "Hearts", "Zed", "--by", "1")
        #expect(missing.status == 1 && missing.stderr.contains("No player named 'Zed' in Hearts"), "\(missing.stderr)")
        #expect(try ok("player", "list", "Hearts", "--json").contains("\"score\" : 6"))
    }
}
