import Foundation
import ScorekeeperStore
import Testing

/// Game titles and player names from hostile or careless input: refused ones change nothing
/// and say why on one line; accepted ones are stored exactly (trimmed) and shown intact.
@Suite("Hostile names", .timeLimit(.minutes(20)))
struct HostileNameTests {
    /// A name that must be refused, and the words its message must contain.
    struct Refused: Sendable, CustomTestStringConvertible {
        var label: String
        var name: String
        var mention: String
        var testDescription: String { label }
    }

    static let refused: [Refused] = [
        Refused(label: "empty", name: "", mention: "cannot be empty"),
        Refused(label: "spaces only", name: "    ", mention: "cannot be empty"),
        Refused(label: "Unicode spaces only", name: "\u{3000}\u{A0} \u{2003}", mention: "cannot be empty"),
        Refused(label: "zero-width space only", name: "\u{200B}", mention: "cannot be empty"),
        Refused(label: "10,000 characters", name: String(repeating: "a", count: 10_000), mention: "too long"),
        Refused(label: "101 characters", name: String(repeating: "界", count: 101), mention: "too long"),
        Refused(label: "tab", name: "Blob\tJr", mention: "control characters"),
        Refused(label: "newline", name: "Blob\nJr", mention: "control characters"),
        Refused(label: "set window title", name: "\u{1B}]0;pwned\u{07}", mention: "control characters"),
        Refused(label: "clear screen", name: "\u{1B}[2JBlob", mention: "control characters"),
        Refused(label: "OSC 52 clipboard write", name: "\u{1B}]52;c;cm0gLXJmIH4=\u{07}", mention: "control characters"),
        Refused(label: "C1 CSI", name: "Blob\u{9B}31m", mention: "control characters"),
        Refused(label: "DEL", name: "Blob\u{7F}", mention: "control characters"),
        Refused(label: "right-to-left override", name: "Blob\u{202E}rJ", mention: "change text direction"),
        Refused(label: "direction isolate", name: "\u{2067}Blob\u{2069}", mention: "change text direction"),
    ]

    @Test("Refused titles and names change nothing", arguments: refused)
    func refusedNames(_ input: Refused) throws {
        let fixture = try Fixture("names")
        let before = try fixture.dump()
        for arguments in [["game", "add", input.name],
                          ["game", "rename", fixture.gameID, input.name],
                          ["player", "add", fixture.gameID, input.name],
                          ["player", "rename", fixture.playerID, input.name]] {
            let outcome = try fixture.run(arguments)
            Refusal.expectRefused(outcome, mentioning: input.mention)
            #expect(try fixture.dump() == before, "\(arguments[0]) \(arguments[1]) changed the database")
        }
    }

    /// A name that must be accepted, and what must be stored.
    struct Accepted: Sendable, CustomTestStringConvertible {
        var label: String
        var typed: String
        var stored: String
        var testDescription: String { label }
    }

    static let accepted: [Accepted] = [
        Accepted(label: "right-to-left", typed: "  שלום עולם  ", stored: "שלום עולם"),
        Accepted(label: "Arabic", typed: "لعبة الورق", stored: "لعبة الورق"),
        // Decomposed on purpose: stored as typed, not normalized.
        Accepted(label: "combining marks", typed: "Zoe\u{308} e\u{301}le\u{300}ve", stored: "Zoe\u{308} e\u{301}le\u{300}ve"),
        Accepted(label: "emoji sequence", typed: "👨‍👩‍👧 Family 🎲", stored: "👨‍👩‍👧 Family 🎲"),
        Accepted(label: "CJK", typed: "\u{3000}大富翁ゲーム\u{3000}", stored: "大富翁ゲーム"),
        Accepted(label: "Hangul", typed: "윷놀이", stored: "윷놀이"),
        Accepted(label: "100 wide characters", typed: String(repeating: "界", count: 100), stored: String(repeating: "界", count: 100)),
    ]

    @Test("Accepted titles and names are stored exactly, trimmed, and listed", arguments: accepted)
    func acceptedNames(_ input: Accepted) throws {
        let fixture = try Fixture("names")
        let game = try fixture.run(["game", "add", input.typed])
        #expect(game.exitCode == 0 && game.standardError.isEmpty, "\(game)")
        let gameID = game.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let player = try fixture.run(["player", "add", gameID, input.typed])
        #expect(player.exitCode == 0 && player.standardError.isEmpty, "\(player)")
        let playerID = player.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)

        // Byte for byte: hex of what SQLite holds against the UTF-8 of the trimmed input.
        let hex = input.stored.utf8.map { String(format: "%02X", $0) }.joined()
        let storedTitle = try SQLiteShell.run(fixture.database, "SELECT hex(title) FROM games WHERE id = '\(gameID)'", in: fixture.folder)
        let storedName = try SQLiteShell.run(fixture.database, "SELECT hex(name) FROM players WHERE id = '\(playerID)'", in: fixture.folder)
        #expect(storedTitle.trimmingCharacters(in: .whitespacesAndNewlines) == hex)
        #expect(storedName.trimmingCharacters(in: .whitespacesAndNewlines) == hex)

        let games = try fixture.run(["game", "list"])
        #expect(games.exitCode == 0)
        #expect(games.standardOutput.contains(input.stored), "\(games)")
        expectLastColumnAligned(games.standardOutput, header: "TITLE", values: [input.stored, "Family Game Night"])

        // A second player with a narrow name and a long score, so the columns have work to do.
        let other = try fixture.run(["player", "add", gameID, "Al", "--score", "-9223372036854775808"])
        #expect(other.exitCode == 0, "\(other)")
        let players = try fixture.run(["player", "list", gameID])
        #expect(players.exitCode == 0)
        #expect(players.standardOutput.contains(input.stored), "\(players)")
        expectLastColumnAligned(players.standardOutput, header: "NAME", values: [input.stored, "Al"])
    }

    /// The rows ending with each of `values` start that last column at the same terminal column
    /// as its header, counting display width (a CJK character or an emoji takes two columns).
    private func expectLastColumnAligned(_ output: String, header: String, values: [String],
                                         sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = output.split(separator: "\n").map(String.init)
        guard let headerLine = lines.first, let range = headerLine.range(of: header) else {
            Issue.record("no \(header) header in \(output)", sourceLocation: sourceLocation)
            return
        }
        let column = DisplayWidth.of(String(headerLine[..<range.lowerBound]))
        for value in values {
            guard let line = lines.dropFirst().first(where: { $0.hasSuffix(value) }) else {
                Issue.record("no row ends with \(value.debugDescription) in \(output)", sourceLocation: sourceLocation)
                continue
            }
            let start = DisplayWidth.of(String(line.dropLast(value.count)))
            #expect(start == column, "\(line.debugDescription) starts its \(header) at column \(start), the header at \(column)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("Control characters already in a database are shown escaped, never sent raw")
    func storedControlCharacters() throws {
        // Another program may write anything into the file; Scorekeeper must still not emit it.
        let fixture = try Fixture("names")
        _ = try SQLiteShell.run(fixture.database, """
            UPDATE games SET title = char(27) || ']0;pwned' || char(7) || 'Night' || char(8238) || 'reversed';
            UPDATE players SET name = char(27) || '[2J' || char(27) || ']52;c;eA==' || char(7) || 'Blob';
            """, in: fixture.folder)
        for arguments in [["game", "list"], ["player", "list", fixture.gameID]] {
            let outcome = try fixture.run(arguments)
            #expect(outcome.exitCode == 0, "\(outcome)")
            Refusal.expectNoRawControls(outcome.standardOutput)
            #expect(outcome.standardOutput.contains("\\e"), "shown escaped: \(outcome)")
            #expect(!outcome.standardOutput.unicodeScalars.contains(where: NameValidation.isDirectionOverride), "\(outcome)")
        }
        #expect(try fixture.run(["game", "list"]).standardOutput.contains("Night\\u{202e}reversed"))
        // JSON output escapes them by its own rules (\u001b).
        let json = try fixture.run(["player", "list", fixture.gameID, "--json"])
        #expect(json.exitCode == 0)
        Refusal.expectNoRawControls(json.standardOutput)
    }

    @Test("Escape sequences in references and option values are not echoed raw")
    func echoedArguments() throws {
        let fixture = try Fixture("names")
        let before = try fixture.dump()
        let sequence = "\u{1B}]0;pwned\u{07}"
        // A reference that matches nothing: refused by Scorekeeper, which quotes it back.
        Refusal.expectRefused(try fixture.run(["player", "score", sequence, "--by", "1"]), mentioning: "No player named")
        Refusal.expectRefused(try fixture.run(["game", "rename", sequence, "Title"]), mentioning: "No game named")
        // A bad option value and an unknown argument: refused by the parser, which quotes them back.
        Refusal.expectUsageError(try fixture.run(["player", "score", fixture.playerID, "--by", sequence]), mentioning: "invalid")
        Refusal.expectUsageError(try fixture.run(["game", "list", "\u{1B}[2J"]), mentioning: "Unexpected argument")
        // A newline in a quoted value stays on the one line, escaped.
        Refusal.expectUsageError(try fixture.run(["player", "score", fixture.playerID, "--by", "1\n2"]), mentioning: "'1\\n2' is invalid")
        #expect(try fixture.dump() == before)
    }
}
