import Foundation
@testable import ScorekeeperDomain
import Testing

/// The driving loop's indexed structures against the plain forms they replace, on every round of
/// the 22 tournaments gacrux paired (Fixtures/Tournaments/dutch): the pairing graph's positions
/// and edge order, costs summed from place values against the layout's cost of the digits, each
/// node's traits against the player's state, and the rules' pairs against the rules spelled out.
@Suite struct DutchPairingGraphTests {
    /// Every round's state of every fixture tournament.
    static func states() throws -> [(place: String, state: DutchRoundState)] {
        var states: [(String, DutchRoundState)] = []
        for file in try DutchGeneratedTournamentTests.files() {
            let url = DutchGeneratedTournamentTests.folder.appendingPathComponent(file)
            let record = try TRF.read(String(decoding: try Data(contentsOf: url), as: UTF8.self))
            for round in 1...record.roundCount {
                states.append(("\(file) round \(round)", DutchRoundState(record: record, round: round)))
            }
        }
        return states
    }

    @Test func theGraphHoldsTheRulesPairsByPositionInGacruxsOrder() throws {
        var rounds = 0
        for (place, state) in try Self.states() {
            let rules = DutchCompatibility(state: state)
            let nodes = DutchScoreLevels(state).nodes
            let graph = DutchPairingGraph(nodes: nodes, rules: rules)
            for (position, node) in nodes.enumerated() {
                #expect(graph.position(of: node.pairingNumber) == position, "\(place): position of \(node.pairingNumber)")
            }
            // The plain form: pairs of nodes found by number, sorted by the lower level from the
            // top, the higher, then the numbers.
            let byNumber = Dictionary(uniqueKeysWithValues: nodes.map { ($0.pairingNumber, $0) })
            let expected = rules.allowedPairs.map { (byNumber[$0.0]!, byNumber[$0.1]!) }.sorted { x, y in
                let kx = (-min(x.0.scoreLevel, x.1.scoreLevel), -max(x.0.scoreLevel, x.1.scoreLevel), x.0.pairingNumber, x.1.pairingNumber)
                let ky = (-min(y.0.scoreLevel, y.1.scoreLevel), -max(y.0.scoreLevel, y.1.scoreLevel), y.0.pairingNumber, y.1.pairingNumber)
                return kx < ky
            }.map { [$0.0.pairingNumber, $0.1.pairingNumber] }
            let edges = graph.edges.map { [graph.nodes[$0.a].pairingNumber, graph.nodes[$0.b].pairingNumber] }
            #expect(edges == expected, "\(place): edges")
            // Taking out the first node's pair leaves no edge touching either of them.
            if let edge = graph.edges.first {
                var smaller = graph
                smaller.remove([(edge.a, edge.b)])
                #expect(smaller.leftCount == nodes.count - 2, "\(place): left")
                #expect(smaller.left == nodes.indices.filter { $0 != edge.a && $0 != edge.b }, "\(place): left")
                #expect(smaller.edges == graph.edges.filter { ![edge.a, edge.b].contains($0.a) && ![edge.a, edge.b].contains($0.b) },
                        "\(place): edges after a pair")
            }
            rounds += 1
        }
        #expect(rounds > 100)
    }

    @Test func everyCostSummedFromPlaceValuesIsTheLayoutsCostOfTheDigits() throws {
        var pairs = 0
        for bracket in try Self.brackets() {
            let (place, scoreLevel, nodes) = (bracket.place, bracket.scoreLevel, bracket.nodes)
            let (criteria, heterogeneous, homogeneous) = (bracket.criteria, bracket.heterogeneous, bracket.homogeneous)
            for (index, a) in nodes.enumerated() {
                for b in nodes[(index + 1)...] {
                    #expect(criteria.cost(a, b) == criteria.layout.cost(criteria.digits(a, b)), "\(place) \(scoreLevel): C6-C21 \(a.pairingNumber)-\(b.pairingNumber)")
                    #expect(heterogeneous.cost(a, b) == heterogeneous.layout.cost(heterogeneous.digits(a, b)),
                            "\(place) \(scoreLevel): HE \(a.pairingNumber)-\(b.pairingNumber)")
                    #expect(heterogeneous.digits(a, b) == Self.plainHeterogeneousDigits(a, b, heterogeneous),
                            "\(place) \(scoreLevel): HE digits \(a.pairingNumber)-\(b.pairingNumber)")
                    #expect(homogeneous.cost(a, b) == homogeneous.layout.cost(homogeneous.digits(a, b)),
                            "\(place) \(scoreLevel): HO \(a.pairingNumber)-\(b.pairingNumber)")
                    pairs += 1
                }
            }
        }
        #expect(pairs > 10_000)
    }

    /// The matchings keep one cost for all the edges of one key (`DutchPairingGraph.match`), so
    /// the orders' keys must never join two pairs of different costs: every pair of every
    /// bracket of every fixture round, each key's pairs all the same cost, inside `keyCount`.
    @Test func pairsOfOneOrderKeyCostTheSame() throws {
        var pairs = 0
        for bracket in try Self.brackets() {
            let (place, scoreLevel, nodes) = (bracket.place, bracket.scoreLevel, bracket.nodes)
            let (criteria, heterogeneous, homogeneous) = (bracket.criteria, bracket.heterogeneous, bracket.homogeneous)
            var heterogeneousCost: [Int: WideInteger] = [:], homogeneousCost: [Int: WideInteger] = [:]
            for (index, a) in nodes.enumerated() {
                for b in nodes[(index + 1)...] {
                    let context = "\(place) \(scoreLevel): \(a.pairingNumber)-\(b.pairingNumber)"
                    let heKey = heterogeneous.key(a.traits, b.traits), hoKey = homogeneous.key(a.traits, b.traits)
                    #expect((0..<heterogeneous.keyCount).contains(heKey) && (0..<homogeneous.keyCount).contains(hoKey), "\(context)")
                    let he = heterogeneous.cost(a, b), ho = homogeneous.cost(a, b)
                    #expect(heterogeneousCost[heKey, default: he] == he, "\(context): HE key \(heKey)")
                    #expect(homogeneousCost[hoKey, default: ho] == ho, "\(context): HO key \(hoKey)")
                    heterogeneousCost[heKey] = he
                    homogeneousCost[hoKey] = ho
                    pairs += 1
                }
            }
        }
        #expect(pairs > 10_000)
    }

    /// The first four brackets of every fixture round after the first, each with every node
    /// still unpaired, its C6-C21 criteria and both orders (the homogeneous one for as many pairs
    /// as its residents make).
    static func brackets() throws -> [(place: String, scoreLevel: Int, nodes: [DutchPairingNode], criteria: DutchBracketCriteria,
                                       heterogeneous: DutchHeterogeneousOrder, homogeneous: DutchHomogeneousOrder)] {
        var brackets: [(String, Int, [DutchPairingNode], DutchBracketCriteria, DutchHeterogeneousOrder, DutchHomogeneousOrder)] = []
        for (place, state) in try states() where state.round > 1 {
            let nodes = DutchScoreLevels(state).nodes
            let levels = Set(nodes.map(\.scoreLevel)).sorted(by: >)
            for scoreLevel in levels.prefix(4) {
                let criteria = DutchBracketCriteria(scoreLevel: scoreLevel, nodes: nodes, byeBracket: scoreLevel <= 1, round: state.round)
                var sequence: [Int: Int] = [:]
                for (index, node) in nodes.enumerated() where node.scoreLevel >= scoreLevel { sequence[node.pairingNumber] = index + 1 }
                let heterogeneous = DutchHeterogeneousOrder(scoreLevel: scoreLevel, sequence: sequence,
                                                            movedDown: criteria.movedDown.reduce(0, +))
                var residents: [Int: Int] = [:]
                for node in nodes where node.scoreLevel == scoreLevel { residents[node.pairingNumber] = residents.count + 1 }
                let homogeneous = DutchHomogeneousOrder(scoreLevel: scoreLevel, sequence: residents, pairs: residents.count / 2)
                brackets.append((place, scoreLevel, nodes, criteria, heterogeneous, homogeneous))
            }
        }
        return brackets
    }

    /// HE1-HE2's digits as gacrux's update_hetrogenious states them, the bracket sequence read
    /// from its dictionary.
    static func plainHeterogeneousDigits(_ first: DutchPairingNode, _ second: DutchPairingNode,
                                         _ order: DutchHeterogeneousOrder) -> [DutchCriterion: [Int]] {
        var he1 = Array(repeating: 0, count: order.movedDown), he2 = he1
        let outside = order.sequence.count + 1
        var (a, b) = (first, second)
        var (aNumber, bNumber) = (order.sequence[a.pairingNumber] ?? outside, order.sequence[b.pairingNumber] ?? outside)
        if aNumber > bNumber {
            swap(&a, &b)
            swap(&aNumber, &bNumber)
        }
        if a.scoreLevel > order.scoreLevel && b.scoreLevel <= order.scoreLevel {
            he1[aNumber - 1] = bNumber == outside ? 1 : 0
            he2[aNumber - 1] = bNumber < outside ? bNumber - order.movedDown : 0
        }
        return [.he1: he1, .he2: he2]
    }

    @Test func eachNodesTraitsAreItsPlayersState() throws {
        for (place, state) in try Self.states() {
            for node in DutchScoreLevels(state).nodes {
                guard let player = node.player else {
                    #expect(node.traits.isBye && node.halfPoints == -2 && node.lastTwoColours == " ", "\(place): the bye")
                    continue
                }
                #expect(node.colourDifference == player.colourDifference, "\(place) \(player.pairingNumber)")
                #expect(node.colourPreference == player.colourPreference, "\(place) \(player.pairingNumber)")
                #expect(node.playedGames == player.playedGames, "\(place) \(player.pairingNumber)")
                #expect(node.floats == player.floats && node.isTopScorer == player.isTopScorer && node.halfPoints == player.halfPoints,
                        "\(place) \(player.pairingNumber)")
                // gacrux's colour sequence: " " then a letter a game, its last two letters.
                let sequence = " " + player.colours.map { String($0.rawValue) }.joined()
                #expect(node.lastTwoColours == String(sequence.suffix(2)), "\(place) \(player.pairingNumber): last two")
            }
        }
    }

    @Test func theRulesAllowThePairsTheirCriteriaAllow() throws {
        for (place, state) in try Self.states() {
            let rules = DutchCompatibility(state: state, forbiddenPairs: [(1, 2)])
            let players = state.participants
            for a in players {
                for b in players where a.pairingNumber != b.pairingNumber {
                    let met = a.opponents.contains(b.pairingNumber)
                    let clash = !a.isTopScorer && !b.isTopScorer && a.colourPreference.isAbsolute && b.colourPreference.isAbsolute
                        && a.colourPreference.colour == b.colourPreference.colour
                    let forbidden = Set([a.pairingNumber, b.pairingNumber]) == [1, 2]
                    #expect(rules.canMeet(a.pairingNumber, b.pairingNumber) == !(met || clash || forbidden),
                            "\(place): \(a.pairingNumber)-\(b.pairingNumber)")
                }
                #expect(rules.canReceiveBye(a.pairingNumber) == (players.count % 2 == 1 && a.unplayedWins == 0), "\(place): bye")
            }
            #expect(!rules.canMeet(0, players.first?.pairingNumber ?? 1) && !rules.canMeet(10_000, 1), "\(place): outside")
        }
    }
}
