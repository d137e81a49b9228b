import Foundation
import Testing
@testable import ScorekeeperStore
@testable import ScorekeeperDomain

/// Names sort as people expect, in the library, in SQL and so in every list and command.
@Suite struct NaturalOrderTests {
    @Test func numbersCompareAsNumbersAndCaseDoesNotMatter() {
        let names = ["K10", "k3", "K2", "Blob Jr", "blob", "Blob", "BLOB", "K02", "Zoë", "alice", "Bob", "K1a", "K1"]
        let sorted = names.sorted(by: NaturalOrder.precedes)
        #expect(sorted == ["alice", "BLOB", "Blob", "blob", "Blob Jr", "Bob", "K1", "K1a", "K02", "K2", "k3", "K10", "Zoë"])
    }

    @Test func accentsDoNotMatterButKeepAFixedOrder() {
        let names = ["Zof", "zoe", "Zoë", "Zoe", "eve", "Émile", "Emma", "Ève 2", "Eve 10"]
        #expect(names.sorted(by: NaturalOrder.precedes) == ["Émile", "Emma", "eve", "Ève 2", "Eve 10", "Zoe", "Zoë", "zoe", "Zof"])
    }

    @Test func itIsATotalOrder() {
        let names = ["a", "A", "a1", "a01", "a001", "b", "10", "9", "", " ", "x y", "xy", "大富翁", "שלום", "é", "É", "e", "E", "ë1", "e01"]
        for a in names {
            #expect(NaturalOrder.compare(a, a) == .orderedSame)
            for b in names where a != b {
                #expect(NaturalOrder.compare(a, b) != .orderedSame, "\(a) vs \(b)")
                #expect(NaturalOrder.precedes(a, b) != NaturalOrder.precedes(b, a), "\(a) vs \(b)")
                for c in names where NaturalOrder.precedes(a, b) && NaturalOrder.precedes(b, c) {
                    #expect(NaturalOrder.precedes(a, c), "\(a) < \(b) < \(c)")
                }
            }
        }
    }

    @Test func playersAndGamesComeBackInNaturalOrder() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Tournament")
        for name in ["K10", "k3", "K2", "K1"] { try database.addPlayer(gameID: game.id, name: name) }
        #expect(try database.fetchPlayerRows(gameID: game.id).map(\.player.name) == ["K1", "K2", "k3", "K10"])
        for title in ["Round 10", "round 9", "Round 1"] { try database.createGame(title: title) }
        #expect(try database.fetchGameSummaries(order: .title).map(\.game.title) == ["Round 1", "round 9", "Round 10", "Tournament"])
    }
}

/// The games list's filter, the same in Swift and in SQL.
@Suite struct TitleFilterTests {
    @Test(arguments: [
        ("Zoë's party", "zoe", true), ("Zoë's party", "ZOË", true), ("Poker night", "KER N", true),
        ("Poker night", "  poker ", true), ("Poker night", "pokr", false), ("Poker", "poker night", false),
        ("Hearts 12", "s 12", true), ("大富翁之夜", "富翁", true), ("Ångström", "angs", true), ("x", "", true),
        ("Straße", "STRASSE", true),
        // A number typed matches a whole number: table 1 is not tables 10-19.
        ("Club Swiss: round 1, table 1", "table 1", true), ("Club Swiss: round 1, table 10", "table 1", false),
        ("Club Swiss: round 1, table 19", "TABLE 1", false), ("Club Swiss: round 12, table 1", "2, table", false),
        ("Club Swiss: round 2, table 1", "2, table", true), ("Hearts 12", "s 1", false), ("Table 10, table 1", "table 1", true),
        ("Zoë 10, Zoë 1", "zoe 1", true), ("Zoë 10", "zoe 1", false), ("Hearts 12", "1", false), ("Hearts 1", "1", true),
    ])
    func matchesIgnoringCaseAndAccents(title: String, filter: String, expected: Bool) {
        #expect(TitleFilter.matches(title, filter) == expected)
        // The fast path agrees with the general comparison wherever it answers.
        let trimmed = filter.trimmingCharacters(in: .whitespaces)
        var bytes = title
        let pattern = Array(trimmed.utf8).map(TitleFilter.lower)
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 < 0x80 }),
           let fast = bytes.withUTF8({ TitleFilter.asciiContains($0, pattern, edges: edges(trimmed)) }) {
            #expect(fast == TitleFilter.generalContains(title, trimmed, edges: edges(trimmed)))
        }
    }

    private func edges(_ text: String) -> TitleFilter.NumberEdges {
        TitleFilter.NumberEdges(startsWithDigit: text.first?.isASCII == true && text.first?.isNumber == true,
                                endsWithDigit: text.last?.isASCII == true && text.last?.isNumber == true)
    }
}

/// The ASCII fast path gives exactly the order of the rule itself.
@Suite struct NaturalOrderFastPathTests {
    @Test func asciiNamesCompareAsTheRuleDoes() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "A", "b", "B", "z", "0", "00", "1", "01", "9", "10", "007", " ", "-", "_", "K", "k", "~"]
        for _ in 0..<20_000 {
            let a = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let b = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(NaturalOrder.asciiCompare(a, b) == NaturalOrder.chunkCompare(a, b), "\(a.debugDescription) vs \(b.debugDescription)")
        }
        #expect(NaturalOrder.asciiCompare("Zoë", "Zoe") == nil)
    }
}
