import Foundation
@testable import ScorekeeperDomain
import Testing

/// The matchings that pair a score bracket: every edge cost gacrux gives networkx while pairing
/// every round of four fixture tournaments in its plain weighted mode, C6-C21 above the
/// heterogeneous (HE1-HE2) or homogeneous (HO1-HO5) order, and the pairs networkx chose
/// (Fixtures/Tournaments/dutch-bracket-matchings.json, written by
/// Tests/Oracles/dutch_bracket_matchings.py); and the whole rounds, boards and colours.
@Suite struct DutchBracketMatchingTests {
    /// One tournament of the fixture.
    struct Fixture: Decodable {
        /// One round: the matchings in the order gacrux made them, and its pairing.
        struct Round: Decodable {
            var round: Int
            var pablevel: Int
            /// The colour drawn for the first round's top player, "w" or "b".
            var topColor: String
            var matchings: [Matching]
            /// [white, black] by board; black 0 for the bye.
            var pairing: [[Int]]
        }

        /// One weighted matching.
        struct Matching: Decodable {
            var scoreLevel: Int
            var byeBracket: Bool
            /// The nodes the bracket's criteria were laid out for.
            var bracketNodes: [Int]
            /// "HE" or "HO".
            var mode: String
            var pairsAimedFor: Int
            var nodes: [Int]
            /// [pairing number, sequence number].
            var sequence: [[Int]]
            /// [u, v, "weight"] in the order networkx was given them.
            var edges: [[Item]]
            var pairs: [[Int]]
        }

        /// A vertex (a number) or a weight (decimal text).
        enum Item: Decodable {
            case vertex(Int)
            case weight(String)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Int.self) {
                    self = .vertex(value)
                } else {
                    self = .weight(try container.decode(String.self))
                }
            }
        }

        var file: String
        var rounds: [Round]
    }

    static func fixtures() throws -> [Fixture] {
        let url = TournamentFixtures.folder.appendingPathComponent("dutch-bracket-matchings.json")
        return try JSONDecoder().decode([Fixture].self, from: Data(contentsOf: url))
    }

    @Test func everyRoundIsPairedAsGacruxPairsIt() throws {
        var rounds = 0
        for fixture in try Self.fixtures() {
            let record = try TRF.read(try TournamentFixtures.text(of: fixture.file))
            for round in fixture.rounds {
                let place = "\(fixture.file) round \(round.round)"
                let state = DutchRoundState(record: record, round: round.round)
                let pairing = try DutchPairing(state: state, initialColour: round.topColor == "w" ? .white : .black)
                #expect(pairing.byeLevel == round.pablevel, "\(place): bye level")
                #expect(pairing.boards.map { [$0.white, $0.black] } == round.pairing, "\(place)")
                rounds += 1
            }
        }
        #expect(rounds > 20)
        print("Dutch pairing: \(rounds) rounds paired as gacrux pairs them")
    }

    @Test func everyMatchingWeighsAsGacruxsAndKeepsItsPairs() throws {
        let fixtures = try Self.fixtures()
        var matchings = 0, edges = 0, samePairs = 0, keptPairs = 0
        for fixture in fixtures {
            let record = try TRF.read(try TournamentFixtures.text(of: fixture.file))
            for round in fixture.rounds {
                let levels = DutchScoreLevels(DutchRoundState(record: record, round: round.round))
                let byNumber = Dictionary(uniqueKeysWithValues: levels.nodes.map { ($0.pairingNumber, $0) })
                for matching in round.matchings {
                    let place = "\(fixture.file) round \(round.round) level \(matching.scoreLevel) \(matching.mode)"
                    let criteria = DutchBracketCriteria(scoreLevel: matching.scoreLevel,
                                                        nodes: matching.bracketNodes.compactMap { byNumber[$0] },
                                                        byeBracket: matching.byeBracket, round: round.round)
                    let sequence = Dictionary(uniqueKeysWithValues: matching.sequence.map { ($0[0], $0[1]) })
                    let order: (DutchPairingNode, DutchPairingNode) -> WideInteger
                    let span: WideInteger
                    if matching.mode == "HE" {
                        let he = DutchHeterogeneousOrder(scoreLevel: matching.scoreLevel, sequence: sequence,
                                                         movedDown: criteria.movedDown.reduce(0, +))
                        order = he.cost
                        span = he.layout.span
                    } else {
                        let ho = DutchHomogeneousOrder(scoreLevel: matching.scoreLevel, sequence: sequence,
                                                       pairs: matching.pairsAimedFor)
                        order = ho.cost
                        span = ho.layout.span
                    }
                    var graph: [(Int, Int, WideInteger)] = []
                    for edge in matching.edges {
                        guard case .vertex(let u) = edge[0], case .vertex(let v) = edge[1], case .weight(let text) = edge[2],
                              let a = byNumber[u], let b = byNumber[v] else {
                            Issue.record("\(place): a malformed edge \(edge)")
                            continue
                        }
                        let weight = criteria.cost(a, b) * span + order(a, b)
                        #expect(weight == WideInteger(text), "\(place) pair \(u)-\(v)")
                        graph.append((u, v, weight))
                        edges += 1
                    }
                    let pairs = DutchMinimumWeightMatching(edges: graph).pairs.map { [$0.0, $0.1] }
                    // As many pairs, as cheap, and the pairs the bracket keeps from this
                    // matching the same: those with a moved-down player and a resident (HE),
                    // or two residents (HO). Pairs below the bracket may be another of equally
                    // cheap choices (a perfect matching is found from a greedy start).
                    #expect(pairs.count == matching.pairs.count, "\(place): as many pairs")
                    #expect(DutchMinimumWeightMatchingTests.cost(of: pairs, graph)
                                == DutchMinimumWeightMatchingTests.cost(of: matching.pairs, graph), "\(place): as cheap")
                    func kept(_ pairs: [[Int]]) -> [[Int]] {
                        pairs.filter { pair in
                            guard let a = byNumber[pair[0]], let b = byNumber[pair[1]] else { return false }
                            let high = max(a.scoreLevel, b.scoreLevel), low = min(a.scoreLevel, b.scoreLevel)
                            return matching.mode == "HE" ? high > matching.scoreLevel && low == matching.scoreLevel
                                : high == matching.scoreLevel && low == matching.scoreLevel
                        }
                    }
                    #expect(kept(pairs) == kept(matching.pairs), "\(place): the pairs the bracket keeps")
                    // And what the bracket reads of the pairs it does not keep: the heterogeneous
                    // matching's count of resident pairs (the homogeneous stage's aim), and the
                    // lookahead (QN8) total of the homogeneous matching's pairs.
                    func residentPairs(_ pairs: [[Int]]) -> Int {
                        pairs.filter { pair in
                            byNumber[pair[0]]?.scoreLevel == matching.scoreLevel && byNumber[pair[1]]?.scoreLevel == matching.scoreLevel
                        }.count
                    }
                    func lookahead(_ pairs: [[Int]]) -> Int {
                        pairs.reduce(0) { total, pair in
                            guard let a = byNumber[pair[0]], let b = byNumber[pair[1]] else { return total }
                            return total + criteria.lookahead(a.traits, b.traits)
                        }
                    }
                    #expect(residentPairs(pairs) == residentPairs(matching.pairs), "\(place): resident pairs")
                    #expect(lookahead(pairs) == lookahead(matching.pairs), "\(place): the lookahead total")
                    if pairs == matching.pairs { samePairs += 1 }
                    keptPairs += kept(pairs).count
                    matchings += 1
                }
            }
        }
        #expect(matchings > 100)
        #expect(keptPairs > 100)
        print("Dutch bracket matchings: \(matchings) matchings (\(samePairs) pair for pair as networkx's), \(keptPairs) kept pairs and \(edges) edge weights compared with gacrux")
    }
}
