import Testing
@testable import ScorekeeperDomain

/// "Did you mean ...?": a few slips away or starting with what was typed, nearest first.
@Suite struct NearestNamesTests {
    @Test func slipsSwapsAndPrefixesAreNear() {
        let titles = ["Hearts", "Chess", "Hanabi", "Poker night"]
        #expect(NearestNames.suggest("Haerts", among: titles) == ["Hearts"])
        #expect(NearestNames.suggest("hearst", among: titles) == ["Hearts"])
        #expect(NearestNames.suggest("Ches", among: titles) == ["Chess"])
        #expect(NearestNames.suggest("poker", among: titles) == ["Poker night"])
        #expect(NearestNames.suggest("Ha", among: titles) == ["Hanabi"])
    }

    @Test func farOrEmptyIsNothing() {
        #expect(NearestNames.suggest("Monopoly", among: ["Hearts", "Chess"]).isEmpty)
        #expect(NearestNames.suggest("  ", among: ["Hearts"]).isEmpty)
        #expect(NearestNames.suggest("x", among: []).isEmpty)
    }

    @Test func atMostThreeNearestFirstEachOnce() {
        let names = ["Anna", "Ann", "Ann", "Anne", "Annie", "Dan"]
        let suggested = NearestNames.suggest("Annx", among: names)
        #expect(suggested.count == 3 && Set(suggested).count == 3)
        #expect(suggested.first == "Ann")
    }

    /// What was typed is never suggested back, compared as each name is shown: a name holding an
    /// escape shows as "Ev\e[5mil", and typing that is no slip from it.
    @Test func theTextTypedIsNeverItsOwnSuggestion() {
        let names = ["Anna", "Ann", "Anne", "Ev\u{1B}[5mil"]
        #expect(!NearestNames.suggest("ann", among: names).contains("Ann"))
        #expect(NearestNames.suggest("ann", among: names) == ["Anna", "Anne"])
        #expect(NearestNames.suggest(#"Ev\e[5mil"#, among: names).isEmpty)
        #expect(NearestNames.suggest(#"Ev\e[5mal"#, among: names) == ["Ev\u{1B}[5mil"])
    }

    @Test func editDistanceCountsASwapOnce() {
        #expect(NearestNames.editDistance(Array("ab"), Array("ba"), atMost: 3) == 1)
        #expect(NearestNames.editDistance(Array("kitten"), Array("sitting"), atMost: 5) == 3)
        #expect(NearestNames.editDistance(Array("a"), Array("abcdef"), atMost: 2) == 3)
    }
}
