import Testing
import TestSupport
@testable import ScorekeeperDomain

/// Double elimination: the losers' bracket's drop-in pattern for 8, byes, random brackets of 2 to
/// 40 entrants played to the end (with and without the grand final's reset), the no-rematch
/// guarantee of drop-in rounds, placings, and the reset's results.
@Suite struct DoubleEliminationBracketTests {
    /// Match `number`'s id, for the expected lists.
    private func id(_ number: Int) -> BracketMatchID { BracketMatchID(number) }

    /// For 8: winners' round 1 (matches 1-4), round 2 (5, 6), losers' round 1 (7, 8), the drop-in
    /// round 2 where each pair of matches swaps (9, 10), the winners' final (11), losers' rounds 3
    /// and 4 (12, 13), the grand final and its reset.
    @Test func eightEntrantsDropInWithNeighbouringMatchesSwapped() {
        let bracket = DoubleEliminationBracket(entrants: Array(1...8))
        #expect(bracket.winnersRoundCount == 3)
        #expect(bracket.losersRoundCount == 4)
        let expected: [(BracketStage, BracketSlotSource, BracketSlotSource)] = [
            (.winners(round: 1), .seed(1), .seed(8)), (.winners(round: 1), .seed(4), .seed(5)),
            (.winners(round: 1), .seed(2), .seed(7)), (.winners(round: 1), .seed(3), .seed(6)),
            (.winners(round: 2), .winner(of: id(1)), .winner(of: id(2))), (.winners(round: 2), .winner(of: id(3)), .winner(of: id(4))),
            (.losers(round: 1), .loser(of: id(1)), .loser(of: id(2))), (.losers(round: 1), .loser(of: id(3)), .loser(of: id(4))),
            (.losers(round: 2), .winner(of: id(7)), .loser(of: id(6))), (.losers(round: 2), .winner(of: id(8)), .loser(of: id(5))),
            (.winners(round: 3), .winner(of: id(5)), .winner(of: id(6))),
            (.losers(round: 3), .winner(of: id(9)), .winner(of: id(10))),
            (.losers(round: 4), .winner(of: id(12)), .loser(of: id(11))),
            (.grandFinal, .winner(of: id(11)), .winner(of: id(13))),
            (.grandFinalReset, .loser(of: id(14)), .winner(of: id(14))),
        ]
        #expect(bracket.matches == expected.enumerated().map { BracketMatch(id: id($0 + 1), stage: $1.0, first: $1.1, second: $1.2) })
    }

    /// 5 entrants: seeds 1-3 have byes, so winners' round 1 is 4v5 alone, and only its loser is
    /// in losers' round 1, with nobody to play: they wait for a winners' round 2 loser (of 2v3,
    /// the other half). The loser of 1 v (4 or 5) has nobody to meet in losers' round 2 and goes on
    /// to round 3.
    @Test func byesLeaveLosersMatchesOutAndSendTheirEntrantOn() {
        let bracket = DoubleEliminationBracket(entrants: ["a", "b", "c", "d", "e"], grandFinalReset: false)
        #expect(bracket.matches.map(\.stage) == [
            .winners(round: 1), .winners(round: 2), .winners(round: 2), .losers(round: 2),
            .winners(round: 3), .losers(round: 3), .losers(round: 4), .grandFinal,
        ])
        #expect(bracket.matches[1] == BracketMatch(id: id(2), stage: .winners(round: 2), first: .seed(1), second: .winner(of: id(1))))
        #expect(bracket.matches[3] == BracketMatch(id: id(4), stage: .losers(round: 2), first: .loser(of: id(1)), second: .loser(of: id(3))))
        #expect(bracket.matches[5] == BracketMatch(id: id(6), stage: .losers(round: 3), first: .winner(of: id(4)), second: .loser(of: id(2))))
        #expect(bracket.grandFinalReset == nil)
    }

    /// Two entrants: the loser of their match goes straight to the grand final.
    @Test func twoEntrantsMeetAgainInTheGrandFinal() throws {
        var bracket = DoubleEliminationBracket(entrants: ["a", "b"])
        #expect(bracket.matches.map(\.stage) == [.winners(round: 1), .grandFinal, .grandFinalReset])
        try bracket.record(winner: .first, of: id(1))
        #expect(bracket.entrant(in: .second, of: bracket.grandFinal.id) == "b")
        try bracket.record(winner: .second, of: bracket.grandFinal.id)
        #expect(!bracket.isComplete)
        try bracket.record(winner: .second, of: id(3))
        #expect(bracket.champion == "b")
        #expect(bracket.placings == [BracketPlacing(entrant: "b", place: 1), BracketPlacing(entrant: "a", place: 2)])
    }

    @Test func theBetterSeedAlwaysWinningPlacesEightAsChallongeDoes() throws {
        var bracket = DoubleEliminationBracket(entrants: Array(1...8))
        while let match = bracket.readyMatches.first {
            let first = try #require(bracket.entrant(in: .first, of: match.id))
            let second = try #require(bracket.entrant(in: .second, of: match.id))
            try bracket.record(winner: first < second ? .first : .second, of: match.id)
        }
        #expect(bracket.playedMatches.count == 14)
        #expect(bracket.placings?.map(\.place) == [1, 2, 3, 4, 5, 5, 7, 7])
        #expect(bracket.placings?.map(\.entrant) == Array(1...8))
    }

    /// Random brackets played to the end, ready matches taken in a random order: 2N - 2 matches,
    /// or 2N - 1 when the reset is played; everyone placed once; nobody plays after a second loss;
    /// with the reset, everyone but the champion goes out on their second loss and the champion
    /// lost at most once; without it, only the winners' bracket's winner can go out on one loss
    /// (in the grand final). In every losers' round an entrant drops into (round 1 and the even
    /// rounds before the losers' final), no match repeats a winners' bracket match.
    @Test(arguments: [true, false]) func randomBracketsPlayOutWithTwoLossesToGoOut(reset: Bool) throws {
        var laterRematches = 0
        for entrants in 2...40 {
            for trial in 0..<5 {
                let seed = SeededRandom.baseSeed &+ UInt64(entrants * 100 + trial)
                var random = SeededRandom(seed: seed)
                let context = "\(entrants) entrants, reset \(reset), SCOREKEEPER_SEED=\(SeededRandom.baseSeed) trial seed \(seed)"
                var bracket = DoubleEliminationBracket(entrants: Array(1...entrants), grandFinalReset: reset)
                var losses = Array(repeating: 0, count: entrants + 1)
                var metInWinners: Set<[Int]> = []
                while !bracket.readyMatches.isEmpty {
                    #expect(!bracket.isComplete)
                    let match = bracket.readyMatches.randomElement(using: &random)!
                    let first = try #require(bracket.entrant(in: .first, of: match.id))
                    let second = try #require(bracket.entrant(in: .second, of: match.id))
                    #expect(first != second, "\(context)")
                    #expect(losses[first] < 2 && losses[second] < 2, "\(context): \(match.id) \(first) v \(second)")
                    let pair = [min(first, second), max(first, second)]
                    switch match.stage {
                    case .winners:
                        #expect(losses[first] == 0 && losses[second] == 0, "\(context)")
                        metInWinners.insert(pair)
                    case .losers(let round):
                        #expect(losses[first] == 1 && losses[second] == 1, "\(context)")
                        let dropInRound = round == 1 || (round % 2 == 0 && round < bracket.losersRoundCount)
                        if dropInRound {
                            #expect(!metInWinners.contains(pair), "\(context): \(match.id) in losers' round \(round) repeats \(first) v \(second)")
                        } else if metInWinners.contains(pair) {
                            laterRematches += 1
                        }
                    default:
                        break
                    }
                    try bracket.record(winner: Bool.random(using: &random) ? .first : .second, of: match.id)
                    losses[try #require(bracket.loser(of: match.id))] += 1
                }
                #expect(bracket.isComplete, "\(context)")
                let champion = try #require(bracket.champion)
                let resetPlayed = bracket.grandFinalReset.map { bracket.result(of: $0.id) != nil } ?? false
                #expect(bracket.playedMatches.count == 2 * entrants - (resetPlayed ? 1 : 2), "\(context)")
                let placings = try #require(bracket.placings)
                #expect(placings.map(\.entrant).sorted() == Array(1...entrants), "\(context)")
                #expect(placings.first == BracketPlacing(entrant: champion, place: 1), "\(context)")
                #expect(placings.filter { $0.place == 2 }.count == 1, "\(context)")
                let grandFinalLoser = placings[1].entrant
                if reset {
                    #expect(losses[champion] == (resetPlayed ? 1 : 0), "\(context)")
                    for entrant in 1...entrants where entrant != champion {
                        #expect(losses[entrant] == 2, "\(context): \(entrant)")
                    }
                } else {
                    #expect(losses[champion] <= 1, "\(context)")
                    for entrant in 1...entrants where entrant != champion {
                        #expect(losses[entrant] == 2 || (entrant == grandFinalLoser && losses[champion] == 1), "\(context): \(entrant)")
                    }
                }
                for placing in placings {
                    #expect(placings.filter { $0.place < placing.place }.count == placing.place - 1, "\(context): \(placing)")
                }
            }
        }
        // The guarantee stops at the drop-in rounds: rematches do come later (so the check above
        // would see them).
        #expect(laterRematches > 0)
    }

    /// The reset is played only when the losers' bracket's winner wins the first grand final; the
    /// first grand final's result can change while the reset is unplayed, not after.
    @Test func theResetFollowsTheFirstGrandFinal() throws {
        var bracket = DoubleEliminationBracket(entrants: ["a", "b", "c", "d"])
        let final = bracket.grandFinal.id
        let reset = try #require(bracket.grandFinalReset?.id)
        #expect(throws: BracketResultError.entrantsNotKnown(final)) { try bracket.record(winner: .first, of: final) }
        while let match = bracket.readyMatches.first(where: { $0.stage != .grandFinal }) {
            try bracket.record(winner: .first, of: match.id)
        }
        #expect(bracket.readyMatches.map(\.id) == [final])
        #expect(bracket.entrant(in: .first, of: final) == "a")
        try bracket.record(winner: .first, of: final)
        #expect(bracket.isComplete)
        #expect(bracket.champion == "a")
        #expect(throws: BracketResultError.notPlayed(reset)) { try bracket.record(winner: .first, of: reset) }
        try bracket.record(winner: .second, of: final)
        #expect(!bracket.isComplete)
        #expect(bracket.champion == nil)
        #expect(bracket.readyMatches.map(\.id) == [reset])
        #expect(bracket.entrant(in: .first, of: reset) == "a")
        try bracket.record(winner: .first, of: reset)
        #expect(bracket.champion == "a")
        #expect(throws: BracketResultError.laterResultsDependOnIt(final, dependents: [reset])) { try bracket.record(winner: .first, of: final) }
        try bracket.clearResult(of: reset)
        try bracket.record(winner: .first, of: final)
        #expect(bracket.isComplete)
        #expect(bracket.playedMatches.count == 6)
    }
}
