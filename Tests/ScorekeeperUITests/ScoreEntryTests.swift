import Testing
@testable import ScorekeeperUI

/// What people type in the score prompt.
@Suite struct ScoreEntryTests {
    @Test(arguments: [
        ("5", ScoreEntry.add(5)), ("+5", .add(5)), ("-3", .add(-3)), (" - 3 ", .add(-3)),
        ("=12", .set(12)), ("= -4", .set(-4)), ("=0", .set(0)),
    ])
    func reads(_ text: String, _ expected: ScoreEntry) throws {
        #expect(try ScoreEntry.parse(text) == expected)
    }

    @Test func refusesWhatIsNotANumber() {
        #expect(throws: ScoreEntryError.empty) { try ScoreEntry.parse("  ") }
        #expect(throws: ScoreEntryError.empty) { try ScoreEntry.parse("=") }
        #expect(throws: ScoreEntryError.notANumber) { try ScoreEntry.parse("five") }
        #expect(throws: ScoreEntryError.notANumber) { try ScoreEntry.parse("1.5") }
        #expect(throws: ScoreEntryError.notANumber) { try ScoreEntry.parse("٣") }
        #expect(throws: ScoreEntryError.tooLarge) { try ScoreEntry.parse("9223372036854775808") }
    }
}
