import Testing
import TestSupport
@testable import ScorekeeperDomain

/// Single elimination: the seeding played out with the better seed always winning, byes, random
/// brackets of 2 to 40 entrants played to the end, placings, and the refusal to change a result
/// later results depend on.
@Suite struct SingleEliminationBracketTests {
    /// Plays every ready match until none is left, the winner chosen by `pick` from the match and
    /// its two entrants; returns the matches in the order played, with both entrants and the winner.
    static func playOut<Entrant>(_ bracket: inout SingleEliminationBracket<Entrant>,
                                 pick: (BracketMatch, Entrant, Entrant) -> BracketSlot) throws -> [(BracketMatch, Entrant, Entrant, BracketSlot)] {
        var played: [(BracketMatch, Entrant, Entrant, BracketSlot)] = []
        while let match = bracket.readyMatches.first {
            let first = try #require(bracket.entrant(in: .first, of: match.id))
            let second = try #require(bracket.entrant(in: .second, of: match.id))
            let winner = pick(match, first, second)
            try bracket.record(winner: winner, of: match.id)
            played.append((match, first, second, winner))
        }
        return played
    }

    /// With the better seed always winning, round r (with m = size / 2^(r-1) left) pairs seed a
    /// with seed m + 1 - a, so the lower of the two is in the top m but not the top m / 2: the
    /// top 2^k meet each other only once 2^k are left. Round 1 has no match for the top
    /// size - N seeds (their byes).
    @Test func theBetterSeedAlwaysWinningPairsSeedsAsTheOrderSays() throws {
        for entrants in 2...64 {
            var bracket = SingleEliminationBracket(entrants: Array(1...entrants))
            let size = BracketSeeding.bracketSize(entrants: entrants)
            let played = try Self.playOut(&bracket) { _, first, second in first < second ? .first : .second }
            #expect(played.count == entrants - 1)
            for (match, first, second, _) in played {
                guard case .winners(let round) = match.stage else { Issue.record("\(match.stage) in single elimination"); continue }
                let left = size >> (round - 1)
                #expect(first + second == left + 1, "\(entrants) entrants: \(first) v \(second) with \(left) left")
                #expect(BracketSeeding.bracketSize(entrants: max(first, second)) == left, "\(entrants) entrants")
                #expect(first < second, "the better seed is in the first place")
            }
            let inRoundOne = Set(played.filter { $0.0.stage == .winners(round: 1) }.flatMap { [$0.1, $0.2] })
            let byes = Set(1...entrants).subtracting(inRoundOne)
            #expect(byes == Set(BracketSeeding.byes(entrants: entrants).map(Array.init) ?? []), "\(entrants) entrants")
            #expect(byes.count == size - entrants)
            // Places by round lost in: 1, 2, 3, 3, 5 ×4, 9 ×8...
            let placings = try #require(bracket.placings)
            #expect(placings.map(\.entrant) == Array(1...entrants))
            #expect(placings.map(\.place) == (1...entrants).map { $0 <= 2 ? $0 : BracketSeeding.bracketSize(entrants: $0) / 2 + 1 },
                    "\(entrants) entrants")
        }
    }

    @Test func fiveEntrantsPlayOneFirstRoundMatchAndTheTopThreeHaveByes() throws {
        let bracket = SingleEliminationBracket(entrants: ["a", "b", "c", "d", "e"])
        #expect(bracket.roundCount == 3)
        #expect(bracket.matches == [
            BracketMatch(id: BracketMatchID(1), stage: .winners(round: 1), first: .seed(4), second: .seed(5)),
            BracketMatch(id: BracketMatchID(2), stage: .winners(round: 2), first: .seed(1), second: .winner(of: BracketMatchID(1))),
            BracketMatch(id: BracketMatchID(3), stage: .winners(round: 2), first: .seed(2), second: .seed(3)),
            BracketMatch(id: BracketMatchID(4), stage: .winners(round: 3), first: .winner(of: BracketMatchID(2)), second: .winner(of: BracketMatchID(3))),
        ])
        #expect(bracket.readyMatches.map(\.id) == [BracketMatchID(1), BracketMatchID(3)])
        #expect(bracket.entrant(in: .first, of: BracketMatchID(2)) == "a")
        #expect(bracket.entrant(in: .second, of: BracketMatchID(2)) == nil)
    }

    /// N - 1 matches (one more for third place from 4 entrants on), everyone placed once, the
    /// champion unbeaten, everyone else beaten once (semifinal losers twice with the third-place
    /// match), and places counting those placed above.
    @Test(arguments: [false, true]) func randomBracketsPlayOutToConsistentPlacings(thirdPlace: Bool) throws {
        for entrants in 2...40 {
            for trial in 0..<5 {
                let seed = SeededRandom.baseSeed &+ UInt64(entrants * 100 + trial)
                var random = SeededRandom(seed: seed)
                let context = "\(entrants) entrants, third place \(thirdPlace), SCOREKEEPER_SEED=\(SeededRandom.baseSeed) trial seed \(seed)"
                var bracket = SingleEliminationBracket(entrants: (1...entrants).map { "entrant \($0)" }, thirdPlaceMatch: thirdPlace)
                #expect(bracket.hasThirdPlaceMatch == (thirdPlace && entrants >= 4), "\(context)")
                var losses: [String: Int] = [:]
                // Play ready matches in a random order, not just the first.
                while !bracket.readyMatches.isEmpty {
                    #expect(!bracket.isComplete)
                    let match = bracket.readyMatches.randomElement(using: &random)!
                    let winner: BracketSlot = Bool.random(using: &random) ? .first : .second
                    try bracket.record(winner: winner, of: match.id)
                    losses[try #require(bracket.loser(of: match.id)), default: 0] += 1
                }
                #expect(bracket.isComplete, "\(context)")
                #expect(bracket.playedMatches.count == entrants - 1 + (thirdPlace && entrants >= 4 ? 1 : 0), "\(context)")
                let placings = try #require(bracket.placings, "\(context)")
                #expect(placings.map(\.entrant).sorted() == bracket.entrants.sorted(), "\(context)")
                let champion = try #require(bracket.champion)
                #expect(losses[champion] == nil, "\(context)")
                #expect(placings.first == BracketPlacing(entrant: champion, place: 1), "\(context)")
                #expect(placings.dropFirst().first == BracketPlacing(entrant: bracket.loser(of: bracket.final.id)!, place: 2), "\(context)")
                for entrant in bracket.entrants where entrant != champion {
                    let semifinalist = placings.first { $0.entrant == entrant }!.place <= 4
                    #expect(losses[entrant] == 1 || (thirdPlace && semifinalist && losses[entrant] == 2), "\(context): \(entrant)")
                }
                for placing in placings {
                    #expect(placings.filter { $0.place < placing.place }.count == placing.place - 1, "\(context): \(placing)")
                }
                if thirdPlace && entrants >= 4 {
                    let third = try #require(bracket.matches.first { $0.stage == .thirdPlace })
                    #expect(placings.map(\.place).prefix(4) == [1, 2, 3, 4], "\(context)")
                    #expect(placings[2].entrant == bracket.winner(of: third.id), "\(context)")
                } else if entrants >= 4 {
                    #expect(placings.map(\.place).prefix(4) == [1, 2, 3, 3], "\(context)")
                }
            }
        }
    }

    /// A result later results were played with is refused until they are cleared; without any, it
    /// changes, and the next match's entrant with it.
    @Test func aResultLaterMatchesDependOnCannotChange() throws {
        var bracket = SingleEliminationBracket(entrants: ["a", "b", "c", "d"])
        let semifinal = BracketMatchID(1)
        let final = bracket.final.id
        #expect(throws: BracketResultError.entrantsNotKnown(final)) { try bracket.record(winner: .first, of: final) }
        #expect(throws: BracketResultError.noSuchMatch(BracketMatchID(9))) { try bracket.record(winner: .first, of: BracketMatchID(9)) }
        try bracket.record(winner: .first, of: semifinal)
        try bracket.record(winner: .second, of: BracketMatchID(2))
        #expect(bracket.entrant(in: .first, of: final) == "a")
        // No later result yet: the semifinal's result may change.
        try bracket.record(winner: .second, of: semifinal)
        #expect(bracket.entrant(in: .first, of: final) == "d")
        try bracket.record(winner: .first, of: final)
        #expect(bracket.champion == "d")
        #expect(throws: BracketResultError.laterResultsDependOnIt(semifinal, dependents: [final])) {
            try bracket.record(winner: .first, of: semifinal)
        }
        #expect(throws: BracketResultError.laterResultsDependOnIt(semifinal, dependents: [final])) {
            try bracket.clearResult(of: semifinal)
        }
        // Recording the result it already has is not a change.
        try bracket.record(winner: .second, of: semifinal)
        try bracket.clearResult(of: final)
        #expect(!bracket.isComplete)
        #expect(bracket.placings == nil)
        try bracket.record(winner: .first, of: semifinal)
        #expect(bracket.readyMatches.map(\.id) == [final])
        #expect(bracket.entrant(in: .first, of: final) == "a")
        #expect("\(BracketResultError.laterResultsDependOnIt(semifinal, dependents: [final]))".contains("match 3"))
    }

    @Test func threeEntrantsHaveNoThirdPlaceMatch() {
        let bracket = SingleEliminationBracket(entrants: [1, 2, 3], thirdPlaceMatch: true)
        #expect(!bracket.hasThirdPlaceMatch)
        #expect(bracket.matches.count == 2)
        let four = SingleEliminationBracket(entrants: [1, 2, 3, 4], thirdPlaceMatch: true)
        #expect(four.matches.map(\.stage) == [.winners(round: 1), .winners(round: 1), .winners(round: 2), .thirdPlace])
    }
}
