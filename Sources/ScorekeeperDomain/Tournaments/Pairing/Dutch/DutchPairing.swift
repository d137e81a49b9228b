// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): pairing.py (compute_pairing,
// list_nodes, list_edges, remove_pairs) and pairingdutch.py (find_pab, find_weighted_pab,
// pair_bracket, apply_c9, pair_round, pair_weighted_round, update_color, update_board), in
// gacrux's plain weighted mode: every bracket is matched together with every player still
// unpaired below it, without the shortcuts gacrux takes for large fields.

/// A round paired by FIDE's Dutch system (C.04.3): the games board by board, with colours.
///
/// Brackets are paired from the top score down. Each is matched twice with all the players
/// still unpaired: first with costs that put C6-C21 above the order of the moved-down players
/// (HE1-HE2), keeping only the pairs of moved-down players with residents; then with C6-C21
/// above the order of the residents (HO1-HO5), keeping the pairs of residents. Whoever is left
/// in the bracket floats down to the next. The pairing-allocated bye is a player paired with
/// node 0, which may only go to a player of the lowest score that leaves the rest pairable.
public struct DutchPairing: Sendable {
    /// One game (or the bye) of the round.
    public struct Board: Hashable, Sendable {
        public let white: Int
        /// The black player; 0 for the pairing-allocated bye, which `white` receives.
        public let black: Int
        /// The rule that gave the colours; nil for the bye.
        public let rule: DutchColourAllocation.Rule?
    }

    /// The games in board order, the bye last.
    public let boards: [Board]
    /// The score level the bye was allowed at (0 when nobody needs it).
    public let byeLevel: Int

    /// Pairs the round `state` describes. `initialColour` is the colour drawn by lot for the
    /// first round's top player (art. 5.2.5); `forbiddenPairs` are pairs the arbiter ruled out.
    public init(state: DutchRoundState, initialColour: TournamentColour,
                forbiddenPairs: [(Int, Int)] = []) throws(DutchPairingError) {
        try self.init(state: state, initialColour: initialColour, forbiddenPairs: forbiddenPairs, matchingEvenFirstRounds: false)
    }

    /// As `init(state:initialColour:forbiddenPairs:)`; `matchingEvenFirstRounds` pairs a field
    /// without history by the matching too, which the tests compare with the shortcut.
    init(state: DutchRoundState, initialColour: TournamentColour, forbiddenPairs: [(Int, Int)],
         matchingEvenFirstRounds: Bool) throws(DutchPairingError) {
        let rules = DutchCompatibility(state: state, forbiddenPairs: forbiddenPairs)
        let completion = DutchCompletion(rules)
        guard completion.isComplete else { throw .noLegalPairing(unpaired: completion.unpaired) }
        let levels = DutchScoreLevels(state)
        let nodes = levels.nodes
        if !matchingEvenFirstRounds, forbiddenPairs.isEmpty, let pairs = Self.pairsWithoutHistory(nodes) {
            self.init(state: state, pairs: pairs, initialColour: initialColour, byeLevel: nodes.contains(where: \.isBye) ? nodes[0].scoreLevel : 0)
            return
        }
        var graph = DutchPairingGraph(nodes: nodes, rules: rules)
        let byeLevel = Self.byeLevel(graph)
        let traits = graph.traits
        graph.keepEdges { !traits[$0.a].isBye || traits[$0.b].scoreLevel == byeLevel }
        var pairs: [(Int, Int)] = []
        var previousBracketPaired = false
        var previousLookahead = 0
        var scoreLevel = nodes.first?.scoreLevel ?? -1
        while graph.leftCount > 0 && scoreLevel >= 0 {
            let byeBracket = Self.appliesC9(scoreLevel: scoreLevel, byeLevel: byeLevel, graph: graph,
                                            previousBracketPaired: previousBracketPaired,
                                            previousLookahead: previousLookahead)
            let bracket = Self.pairBracket(scoreLevel: scoreLevel, byeBracket: byeBracket, round: state.round, graph: &graph)
            pairs += bracket.pairs
            previousBracketPaired = !bracket.pairs.isEmpty
            previousLookahead = bracket.lookahead
            scoreLevel -= 1
        }
        guard graph.leftCount == 0 else { throw .noLegalPairing(unpaired: graph.left.map { graph.nodes[$0].pairingNumber }) }
        self.init(state: state, pairs: pairs.map { (graph.nodes[$0.0], graph.nodes[$0.1]) }, initialColour: initialColour,
                  byeLevel: byeLevel)
    }

    /// The boards of the pairs made: colours by C.04.3's rules, in board order.
    private init(state: DutchRoundState, pairs: [(DutchPairingNode, DutchPairingNode)], initialColour: TournamentColour,
                 byeLevel: Int) {
        var boards: [Board] = []
        for (a, b) in pairs {
            if a.isBye || b.isBye {
                boards.append(Board(white: a.isBye ? b.pairingNumber : a.pairingNumber, black: 0, rule: nil))
            } else if let first = a.player, let second = b.player {
                let colours = DutchColourAllocation(first, second, initialColour: initialColour)
                boards.append(Board(white: colours.white, black: colours.black, rule: colours.rule))
            }
        }
        let ordered = DutchBoardOrder.ordered(boards.map { ($0.white, $0.black) }, state: state)
        let byPair = Dictionary(uniqueKeysWithValues: boards.map { ([$0.white, $0.black], $0) })
        self.boards = ordered.compactMap { byPair[[$0.white, $0.black]] }
        self.byeLevel = byeLevel
    }

    /// A field without history (everyone on one score, nobody paired, coloured, floated or given a
    /// point without playing: a first round) is one homogeneous bracket in which every pair is
    /// allowed, so the Dutch system pairs S1 against S2 in order and the bye, when the count is
    /// odd, goes to the last of the ranking; the matching would take minutes to find that for
    /// hundreds of players. Nil for any other field. `DutchPairingTests` holds the two to the
    /// same boards.
    static func pairsWithoutHistory(_ nodes: [DutchPairingNode]) -> [(DutchPairingNode, DutchPairingNode)]? {
        let players = nodes.filter { !$0.isBye }.sorted { $0.pairingNumber < $1.pairingNumber }
        guard let first = players.first?.player, players.allSatisfy({ node in
            guard let player = node.player else { return false }
            return player.halfPoints == first.halfPoints && player.opponents.isEmpty && player.unplayedWins == 0
                && player.colours.allSatisfy { $0 == .neither } && player.floats.isEmpty
        }) else { return nil }
        var paired = players
        var pairs: [(DutchPairingNode, DutchPairingNode)] = []
        if paired.count % 2 == 1 { pairs.append((.bye, paired.removeLast())) }
        let half = paired.count / 2
        return (0..<half).map { (paired[$0], paired[half + $0]) } + pairs
    }

    /// The level of the player who gets the bye in the cheapest complete pairing when a bye
    /// costs its receiver's level (gacrux's find_weighted_pab): the lowest level the bye can go
    /// to. 0 when no bye is needed.
    static func byeLevel(_ graph: DutchPairingGraph) -> Int {
        guard graph.traits.contains(where: \.isBye) else { return 0 }
        let traits = graph.traits
        func cost(_ edge: DutchPairingGraph.Edge) -> Int { traits[edge.a].isBye ? traits[edge.b].scoreLevel : 0 }
        let pairs = graph.match(graph.edges, key: { cost($1) }, cost: { WideInteger(cost($1)) })
        guard let bye = pairs.first(where: { traits[$0.0].isBye }) else { return 0 }
        return traits[bye.1].scoreLevel
    }

    /// Whether C9 (the bye's receiver has the fewest unplayed games) weighs in the bracket at
    /// `scoreLevel` (gacrux's apply_c9): at or below the bye's level, when the bracket below the
    /// last one that made pairs passed exactly one player further down, or else when the
    /// bracket with the bye can be paired on its own and the rest too.
    static func appliesC9(scoreLevel: Int, byeLevel: Int, graph: DutchPairingGraph,
                          previousBracketPaired: Bool, previousLookahead: Int) -> Bool {
        if scoreLevel > byeLevel { return false }
        if scoreLevel <= 1 { return true }
        if previousBracketPaired { return previousLookahead == 1 }
        let traits = graph.traits
        let left = graph.left
        let isUpper = traits.map { $0.scoreLevel >= scoreLevel || $0.isBye }
        let upper = left.filter { isUpper[$0] }
        if upper.count % 2 == 1 { return false }
        let rest = left.filter { !isUpper[$0] }
        return unpairedCount(upper, graph) == 0 && unpairedCount(rest, graph) == 0
    }

    /// How many of `members` (positions still unpaired) a largest matching among them leaves
    /// unpaired.
    static func unpairedCount(_ members: [Int], _ graph: DutchPairingGraph) -> Int {
        var isMember = Array(repeating: false, count: graph.nodes.count)
        for member in members { isMember[member] = true }
        let among = graph.edges.filter { isMember[$0.a] && isMember[$0.b] }
        return members.count - 2 * graph.match(among, key: { _, _ in 0 }, cost: { _, _ in WideInteger(0) }).count
    }

    /// Pairs one bracket, removing its pairs from `graph`. Returns them (as positions), and how
    /// many of the pairs gacrux scores for the bracket take a player below the next bracket
    /// (its QN8 total, which the next bracket's C9 decision reads).
    static func pairBracket(scoreLevel: Int, byeBracket: Bool, round: Int, graph: inout DutchPairingGraph)
        -> (pairs: [(Int, Int)], lookahead: Int) {
        let traits = graph.traits
        var bracketSequence: [Int: Int] = [:]
        var left = graph.left
        for (index, position) in left.enumerated() {
            guard traits[position].scoreLevel >= scoreLevel else { break }
            bracketSequence[traits[position].pairingNumber] = index + 1
        }
        let criteria = DutchBracketCriteria(scoreLevel: scoreLevel, nodes: left.map { graph.nodes[$0] },
                                            byeBracket: byeBracket, round: round)
        // Every matching of the bracket weighs C6-C21 the same way: worked out once an edge, kept
        // beside the edges as the number of its value among the different values found (most
        // cost nothing: two players below the next bracket; the rest share a few values).
        var edges = graph.edges
        var qualities: [WideInteger] = []
        var quality: [Int32] = []
        do {
            var numberOfQuality: [WideInteger: Int32] = [:]
            quality = edges.map { edge in
                let value = criteria.cost(traits[edge.a], traits[edge.b])
                if let known = numberOfQuality[value] { return known }
                numberOfQuality[value] = Int32(qualities.count)
                qualities.append(value)
                return Int32(qualities.count - 1)
            }
        }
        // A stage's cost: C6-C21 above the stage's order; and its key, naming the cost by the
        // quality's number and the order's key.
        func stageCost(_ index: Int, span: WideInteger, order: WideInteger) -> WideInteger {
            let known = qualities[Int(quality[index])]
            return known == .zero ? order : known * span + order
        }
        func stageKey(_ index: Int, orderKey: Int, orderKeyCount: Int) -> Int {
            Int(quality[index]) * orderKeyCount + orderKey
        }
        var paired: [(Int, Int)] = []
        var scored: [(Int, Int)] = []
        // The heterogeneous stage: the moved-down players' pairs with residents.
        let heterogeneous = DutchHeterogeneousOrder(scoreLevel: scoreLevel, sequence: bracketSequence,
                                                    movedDown: criteria.movedDown.reduce(0, +))
        var residentPairs = 0
        let first = graph.match(edges, key: { index, edge in
            stageKey(index, orderKey: heterogeneous.key(traits[edge.a], traits[edge.b]), orderKeyCount: heterogeneous.keyCount)
        }, cost: { index, edge in
            stageCost(index, span: heterogeneous.layout.span, order: heterogeneous.cost(traits[edge.a], traits[edge.b]))
        })
        var taken: [(Int, Int)] = []
        for (a, b) in first {
            let high = max(traits[a].scoreLevel, traits[b].scoreLevel), low = min(traits[a].scoreLevel, traits[b].scoreLevel)
            if high > scoreLevel && low == scoreLevel {
                taken.append((a, b))
                scored.append((a, b))
            } else if high == scoreLevel && low == scoreLevel {
                residentPairs += 1
            }
        }
        graph.remove(taken)
        paired += taken
        if !taken.isEmpty {
            // The bracket's edges and their costs, less those of the players just paired.
            var kept = 0
            for index in edges.indices where graph.isLeft[edges[index].a] && graph.isLeft[edges[index].b] {
                edges[kept] = edges[index]
                quality.swapAt(kept, index)
                kept += 1
            }
            edges.removeLast(edges.count - kept)
            quality.removeLast(quality.count - kept)
            left = graph.left
        }
        // The homogeneous stage: the residents left, aiming for as many pairs as the first
        // matching made among them, and again if the matching makes a different number.
        var aim = residentPairs
        var second: [(Int, Int)] = []
        var sequence: [Int: Int] = [:]
        for (index, position) in left.lazy.filter({ traits[$0].scoreLevel <= scoreLevel }).enumerated() {
            guard traits[position].scoreLevel >= scoreLevel else { break }
            sequence[traits[position].pairingNumber] = index + 1
        }
        func isResidentPair(_ pair: (Int, Int)) -> Bool {
            traits[pair.0].scoreLevel == scoreLevel && traits[pair.1].scoreLevel == scoreLevel
        }
        while true {
            let homogeneous = DutchHomogeneousOrder(scoreLevel: scoreLevel, sequence: sequence, pairs: aim)
            second = graph.match(edges, key: { index, edge in
                stageKey(index, orderKey: homogeneous.key(traits[edge.a], traits[edge.b]), orderKeyCount: homogeneous.keyCount)
            }, cost: { index, edge in
                stageCost(index, span: homogeneous.layout.span, order: homogeneous.cost(traits[edge.a], traits[edge.b]))
            })
            let made = second.filter(isResidentPair).count
            if made == aim { break }
            aim = made
        }
        scored += second
        taken = second.filter(isResidentPair)
        graph.remove(taken)
        paired += taken
        let lookahead = scored.reduce(0) { total, pair in total + criteria.lookahead(traits[pair.0], traits[pair.1]) }
        return (paired, lookahead)
    }
}
