import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Titles and names are refused when empty, too long or holding control characters, and a
/// refusal writes nothing.
@Suite struct ValidationTests {
    @Test(arguments: ["", "   ", "\n\t", String(repeating: "x", count: 101), "a\u{1B}[2Jb", "\u{1B}]0;title\u{07}",
                      "tab\there", "del\u{7F}", "c1\u{9B}31m", "line\nbreak",
                      "evil\u{202E}gpj.exe", "\u{2067}isolate\u{2069}"])
    func refusedNamesWriteNothing(name: String) throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Kept")
        let player = try database.addPlayer(gameID: game.id, name: "Kept")
        #expect(throws: ScorekeeperError.self) { try database.createGame(title: name) }
        #expect(throws: ScorekeeperError.self) { try database.renameGame(id: game.id, title: name) }
        #expect(throws: ScorekeeperError.self) { try database.addPlayer(gameID: game.id, name: name) }
        #expect(throws: ScorekeeperError.self) { try database.renamePlayer(id: player.id, name: name) }
        #expect(try database.reader.read(Game.fetchAll).map(\.title) == ["Kept"])
        #expect(try database.reader.read(Player.fetchAll).map(\.name) == ["Kept"])
    }

    @Test(arguments: ["مرحبا", "\u{5E9}\u{5DC}\u{5D5}\u{5DD} 2\u{200F}", "e\u{301}te\u{301}", "🎲 Dice", "漢字ゲーム", String(repeating: "é", count: 100)])
    func acceptedNames(name: String) throws {
        let database = try AppDatabase.empty()
        #expect(try database.createGame(title: name).title == name)
    }

    @Test func messagesSayWhatIsWrong() {
        #expect(throws: ScorekeeperError.invalidName("Name cannot be empty.")) { try NameValidation.validated("  ", what: "Name") }
        #expect(throws: ScorekeeperError.invalidName("Title is too long (101 characters; at most 100).")) {
            try NameValidation.validated(String(repeating: "a", count: 101), what: "Title")
        }
    }

    @Test func sanitizedTextShowsControlsEscaped() {
        #expect(Sanitized.text("a\u{1B}[2Jb\n\u{9B}") == "a\\e[2Jb\\n\\u{9b}")
        #expect(Sanitized.text("Zoë 漢字") == "Zoë 漢字")
        #expect(Sanitized.text("a\u{202E}b\u{2066}c") == "a\\u{202e}b\\u{2066}c")
        #expect(Sanitized.text("שלום") == "שלום")
    }

    @Test func displayWidthCountsWideAndCombiningCharacters() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("漢字") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("🎲") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.truncate("漢字漢字", toWidth: 5) == "漢字…")
        #expect(DisplayWidth.truncate("abcdef", toWidth: 4) == "abc…")
        #expect(DisplayWidth.pad("ab", toWidth: 4) == "ab  ")
    }
}
