import Foundation
import Testing

/// Score amounts that do not fit or are not numbers: usage errors (64) never reach the file;
/// overflows are refused (1) and leave the score as it was.
@Suite("Hostile numbers", .timeLimit(.minutes(20)))
struct HostileNumberTests {
    /// An amount the parser must refuse.
    struct Unparsable: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var mention: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let unparsable: [Unparsable] = [
        Unparsable(arguments: ["--by", "abc"], mention: "'abc' is invalid"),
        Unparsable(arguments: ["--by", "9223372036854775808"], mention: "is invalid"),
        Unparsable(arguments: ["--by=-9223372036854775809"], mention: "is invalid"),
        Unparsable(arguments: ["--to", "99999999999999999999999"], mention: "is invalid"),
        Unparsable(arguments: ["--by", "1.5"], mention: "is invalid"),
        Unparsable(arguments: ["--by", "0x10"], mention: "is invalid"),
        Unparsable(arguments: ["--by", ""], mention: "is invalid"),
        Unparsable(arguments: ["--by", "1", "--to", "2"], mention: "exactly one of"),
        Unparsable(arguments: [], mention: "exactly one of"),
    ]

    @Test("Non-numeric and out-of-range amounts are usage errors that touch nothing", arguments: unparsable)
    func unparsableAmounts(_ input: Unparsable) throws {
        let fixture = try Fixture("numbers", score: 7)
        // The parser refuses before the database is opened: not one byte may change.
        let before = FileSnapshot(fixture.database)
        let outcome = try fixture.run(["player", "score", fixture.playerID] + input.arguments)
        Refusal.expectUsageError(outcome, mentioning: input.mention)
        #expect(FileSnapshot(fixture.database) == before)
        #expect(try fixture.score() == "7")
    }

    @Test("A starting score that does not fit is a usage error")
    func unparsableStartingScore() throws {
        let fixture = try Fixture("numbers")
        let before = FileSnapshot(fixture.database)
        let outcome = try fixture.run(["player", "add", fixture.gameID, "Blob Sr", "--score", "99999999999999999999"])
        Refusal.expectUsageError(outcome, mentioning: "is invalid")
        #expect(FileSnapshot(fixture.database) == before)
    }

    /// A score, then a change past one end of the 64-bit range.
    struct Overflow: Sendable, CustomTestStringConvertible {
        var start: String
        var change: [String]
        var testDescription: String { "from \(start): \(change.joined(separator: " "))" }
    }

    static let overflows: [Overflow] = [
        Overflow(start: "9223372036854775807", change: ["--by", "1"]),
        Overflow(start: "1", change: ["--by", "9223372036854775807"]),
        Overflow(start: "-9223372036854775808", change: ["--by", "-1"]),
        Overflow(start: "-1", change: ["--by=-9223372036854775808"]),
        Overflow(start: "9223372036854775000", change: ["--by", "9223372036854775000"]),
    ]

    @Test("Changes past Int.max or Int.min are refused and the score stays", arguments: overflows)
    func overflow(_ input: Overflow) throws {
        let fixture = try Fixture("numbers")
        let set = try fixture.run(["player", "score", fixture.playerID, "--to=\(input.start)"])
        #expect(set.exitCode == 0 && set.standardOutput == input.start + "\n", "\(set)")
        let before = try fixture.dump()
        Refusal.expectRefused(try fixture.run(["player", "score", fixture.playerID] + input.change), mentioning: "overflow")
        #expect(try fixture.score() == input.start)
        #expect(try fixture.dump() == before)
    }

    @Test("The extremes themselves are valid scores")
    func extremes() throws {
        let fixture = try Fixture("numbers")
        let down = try fixture.run(["player", "score", fixture.playerID, "--by=-9223372036854775808"])
        #expect(down.exitCode == 0 && down.standardOutput == "-9223372036854775808\n", "\(down)")
        let up = try fixture.run(["player", "score", fixture.playerID, "--by", "9223372036854775807"])
        #expect(up.exitCode == 0 && up.standardOutput == "-1\n", "\(up)")
        #expect(try fixture.score() == "-1")
    }
}
