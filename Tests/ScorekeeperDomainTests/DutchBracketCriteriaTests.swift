import Foundation
import ScorekeeperDomain
import Testing

/// The criteria C6-C21 of a score bracket: score levels, and the digits and cost of every pair
/// in every bracket gacrux pairs in every round of three fixture tournaments
/// (Fixtures/Tournaments/dutch-bracket-criteria.json, written by
/// Tests/Oracles/dutch_bracket_criteria.py).
@Suite struct DutchBracketCriteriaTests {
    /// One tournament of the fixture.
    struct Fixture: Decodable {
        /// The brackets of one round.
        struct Round: Decodable {
            var round: Int
            var brackets: [Bracket]
        }

        /// One bracket as gacrux starts on it.
        struct Bracket: Decodable {
            var scoreLevel: Int
            var byeBracket: Bool
            var maxScoreDifference: Int
            /// Every node still unpaired, in gacrux's order; 0 is the bye.
            var nodes: [Int]
            var pairs: [Pair]
        }

        /// One pair the nodes may form: its digits other than all-zero ones, and its cost.
        struct Pair: Decodable {
            var pair: [Int]
            var digits: [String: [Int]]
            var cost: String
        }

        var file: String
        var rounds: [Round]
    }

    static let names: [DutchCriterion: String] = [
        .c6: "c6", .c7: "c7", .next8: "next8", .c8: "c8", .c9: "c9", .c10: "c10", .c11: "c11", .c12: "c12",
        .c13: "c13", .c14: "c14", .c15: "c15", .c16: "c16", .c17: "c17", .c18: "c18", .c19: "c19", .c20: "c20",
        .c21: "c21",
    ]

    @Test func scoreLevelsPutTheByeAtTheBottom() {
        let state = DutchRoundState(round: 2, finalRound: 5, players: [
            DutchPlayerState(pairingNumber: 1, halfPoints: 2), DutchPlayerState(pairingNumber: 2, halfPoints: 0),
            DutchPlayerState(pairingNumber: 3, halfPoints: 2), DutchPlayerState(pairingNumber: 4, halfPoints: 1),
            DutchPlayerState(pairingNumber: 5, takesPart: false, halfPoints: 3),
        ])
        let levels = DutchScoreLevels(state)
        #expect(levels.halfPointsByLevel == [-2, 0, 1, 2])
        #expect(levels.nodes.map(\.pairingNumber) == [1, 3, 4, 2])
        #expect(levels.nodes.map(\.scoreLevel) == [3, 3, 2, 1])
        let odd = DutchScoreLevels(DutchRoundState(round: 2, finalRound: 5, players: [
            DutchPlayerState(pairingNumber: 1, halfPoints: 2), DutchPlayerState(pairingNumber: 2),
            DutchPlayerState(pairingNumber: 3),
        ]))
        #expect(odd.nodes.map(\.pairingNumber) == [1, 2, 3, 0])
        #expect(odd.nodes.last?.scoreLevel == 0)
    }

    @Test func topscorersCountColourDifferencesAndThreeInARow() {
        func player(_ number: Int, _ colours: [TournamentColour], top: Bool) -> DutchPlayerState {
            DutchPlayerState(pairingNumber: number, halfPoints: 6, opponents: colours.map { _ in 90 + number },
                             colours: colours, isTopScorer: top)
        }
        // 1 and 2: White, Black, White, White (difference +2, White twice running).
        let one = DutchPairingNode(player: player(1, [.white, .black, .white, .white], top: true), scoreLevel: 3)
        let two = DutchPairingNode(player: player(2, [.white, .black, .white, .white], top: false), scoreLevel: 3)
        // 3: Black, White (difference 0, a mild preference for Black).
        let three = DutchPairingNode(player: player(3, [.black, .white], top: false), scoreLevel: 3)
        let criteria = DutchBracketCriteria(scoreLevel: 3, nodes: [one, two, three], byeBracket: false, round: 5)
        let same = criteria.digits(one, two)
        #expect(same[.c10] == [1], "equal differences of +2: one of them goes to +3")
        #expect(same[.c11] == [1], "both had White twice: one has it a third time")
        #expect(same[.c12] == [1])
        #expect(same[.c13] == [1])
        let mild = criteria.digits(one, three)
        #expect(mild[.c10] == [0])
        #expect(mild[.c11] == [0], "3 can take White")
        #expect(mild[.c12] == [1])
        #expect(mild[.c13] == [0], "3's preference is only mild")
        // Without a topscorer C10 and C11 do not count.
        let plain = DutchBracketCriteria(scoreLevel: 3, nodes: [two, three], byeBracket: false, round: 5)
        #expect(plain.digits(two, three)[.c10] == [0])
        #expect(plain.digits(two, three)[.c11] == [0])
    }

    @Test func everyPairOfEveryBracketMatchesGacrux() throws {
        let url = TournamentFixtures.folder.appendingPathComponent("dutch-bracket-criteria.json")
        let fixtures = try JSONDecoder().decode([Fixture].self, from: Data(contentsOf: url))
        var compared = 0
        for fixture in fixtures {
            let record = try TRF.read(try TournamentFixtures.text(of: fixture.file))
            for round in fixture.rounds {
                let levels = DutchScoreLevels(DutchRoundState(record: record, round: round.round))
                let byNumber = Dictionary(uniqueKeysWithValues: levels.nodes.map { ($0.pairingNumber, $0) })
                for bracket in round.brackets {
                    let place = "\(fixture.file) round \(round.round) level \(bracket.scoreLevel)"
                    let nodes = bracket.nodes.compactMap { byNumber[$0] }
                    #expect(nodes.count == bracket.nodes.count, "\(place): nodes")
                    let criteria = DutchBracketCriteria(scoreLevel: bracket.scoreLevel, nodes: nodes,
                                                        byeBracket: bracket.byeBracket, round: round.round)
                    #expect(criteria.maxScoreDifference == bracket.maxScoreDifference, "\(place): width")
                    for pair in bracket.pairs {
                        guard let a = byNumber[pair.pair[0]], let b = byNumber[pair.pair[1]] else {
                            Issue.record("\(place): unknown pair \(pair.pair)")
                            continue
                        }
                        let digits = criteria.digits(a, b)
                        for (criterion, name) in Self.names {
                            let mine = digits[criterion] ?? []
                            let expected = pair.digits[name] ?? Array(repeating: 0, count: mine.count)
                            #expect(mine == expected, "\(place) pair \(pair.pair): \(name)")
                        }
                        #expect(criteria.cost(a, b) == WideInteger(pair.cost), "\(place) pair \(pair.pair): cost")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1000)
        print("Dutch bracket criteria: \(compared) pairs compared with gacrux")
    }
}
