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

    /// An edge of the pairing graph: two nodes that may be paired, lower pairing number first
    /// (the bye, 0, always first).
    struct Edge {
        let a: DutchPairingNode
        let b: DutchPairingNode
    }

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
        var nodes = levels.nodes
        if !matchingEvenFirstRounds, forbiddenPairs.isEmpty, let pairs = Self.pairsWithoutHistory(nodes) {
            self.init(state: state, pairs: pairs, initialColour: initialColour, byeLevel: nodes.contains(where: \.isBye) ? nodes[0].scoreLevel : 0)
            return
        }
        let byNumber = Dictionary(uniqueKeysWithValues: nodes.map { ($0.pairingNumber, $0) })
        var edges = Self.edges(rules, byNumber)
        let byeLevel = Self.byeLevel(nodes: nodes, edges: edges)
        edges.removeAll { $0.a.isBye && $0.b.scoreLevel != byeLevel }
        var pairs: [(DutchPairingNode, DutchPairingNode)] = []
        var previousBracketPaired = false
        var previousLookahead = 0
        var scoreLevel = nodes.first?.scoreLevel ?? -1
        while !nodes.isEmpty && scoreLevel >= 0 {
            let byeBracket = Self.appliesC9(scoreLevel: scoreLevel, byeLevel: byeLevel, nodes: nodes, edges: edges,
                                            previousBracketPaired: previousBracketPaired,
                                            previousLookahead: previousLookahead)
            let bracket = Self.pairBracket(scoreLevel: scoreLevel, byeBracket: byeBracket, round: state.round,
                                           nodes: &nodes, edges: &edges)
            pairs += bracket.pairs
            previousBracketPaired = !bracket.pairs.isEmpty
            previousLookahead = bracket.lookahead
            scoreLevel -= 1
        }
        guard nodes.isEmpty else { throw .noLegalPairing(unpaired: nodes.map(\.pairingNumber)) }
        self.init(state: state, pairs: pairs, initialColour: initialColour, byeLevel: byeLevel)
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

    /// The pairs the rules allow, in gacrux's order: by the lower level of the two from the top,
    /// then the higher, then the pairing numbers.
    static func edges(_ rules: DutchCompatibility, _ byNumber: [Int: DutchPairingNode]) -> [Edge] {
        let edges = rules.allowedPairs.compactMap { pair -> Edge? in
            let a = pair.0 == 0 ? DutchPairingNode.bye : byNumber[pair.0]
            guard let a, let b = byNumber[pair.1] else { return nil }
            return Edge(a: a, b: b)
        }
        func key(_ edge: Edge) -> (Int, Int, Int, Int) {
            (-min(edge.a.scoreLevel, edge.b.scoreLevel), -max(edge.a.scoreLevel, edge.b.scoreLevel),
             edge.a.pairingNumber, edge.b.pairingNumber)
        }
        return edges.sorted { key($0) < key($1) }
    }

    /// The level of the player who gets the bye in the cheapest complete pairing when a bye
    /// costs its receiver's level (gacrux's find_weighted_pab): the lowest level the bye can go
    /// to. 0 when no bye is needed.
    static func byeLevel(nodes: [DutchPairingNode], edges: [Edge]) -> Int {
        guard nodes.contains(where: \.isBye) else { return 0 }
        let graph = edges.map { ($0.a.pairingNumber, $0.b.pairingNumber, WideInteger($0.a.isBye ? $0.b.scoreLevel : 0)) }
        let matching = DutchMinimumWeightMatching(edges: graph)
        guard let bye = matching.pairs.first(where: { $0.0 == 0 }) else { return 0 }
        return nodes.first { $0.pairingNumber == bye.1 }?.scoreLevel ?? 0
    }

    /// Whether C9 (the bye's receiver has the fewest unplayed games) weighs in the bracket at
    /// `scoreLevel` (gacrux's apply_c9): at or below the bye's level, when the bracket below the
    /// last one that made pairs passed exactly one player further down, or else when the
    /// bracket with the bye can be paired on its own and the rest too.
    static func appliesC9(scoreLevel: Int, byeLevel: Int, nodes: [DutchPairingNode], edges: [Edge],
                          previousBracketPaired: Bool, previousLookahead: Int) -> Bool {
        if scoreLevel > byeLevel { return false }
        if scoreLevel <= 1 { return true }
        if previousBracketPaired { return previousLookahead == 1 }
        let upper = nodes.filter { $0.scoreLevel >= scoreLevel || $0.isBye }
        if upper.count % 2 == 1 { return false }
        let rest = nodes.filter { $0.scoreLevel < scoreLevel && !$0.isBye }
        return unpairedCount(upper, edges) == 0 && unpairedCount(rest, edges) == 0
    }

    /// How many of `nodes` a largest matching among them leaves unpaired.
    static func unpairedCount(_ nodes: [DutchPairingNode], _ edges: [Edge]) -> Int {
        let members = Set(nodes.map(\.pairingNumber))
        let graph = edges.filter { members.contains($0.a.pairingNumber) && members.contains($0.b.pairingNumber) }
            .map { ($0.a.pairingNumber, $0.b.pairingNumber, WideInteger(0)) }
        return nodes.count - 2 * DutchMinimumWeightMatching(edges: graph).pairs.count
    }

    /// Pairs one bracket, removing its pairs from `nodes` and `edges`. Returns them, and how
    /// many of the pairs gacrux scores for the bracket take a player below the next bracket
    /// (its QN8 total, which the next bracket's C9 decision reads).
    static func pairBracket(scoreLevel: Int, byeBracket: Bool, round: Int, nodes: inout [DutchPairingNode],
                            edges: inout [Edge]) -> (pairs: [(DutchPairingNode, DutchPairingNode)], lookahead: Int) {
        var bracketSequence: [Int: Int] = [:]
        for (index, node) in nodes.enumerated() {
            guard node.scoreLevel >= scoreLevel else { break }
            bracketSequence[node.pairingNumber] = index + 1
        }
        let criteria = DutchBracketCriteria(scoreLevel: scoreLevel, nodes: nodes, byeBracket: byeBracket, round: round)
        // Every matching of the bracket weighs C6-C21 the same way: worked out once a pair.
        var quality: [Int: WideInteger] = [:]
        func qualityCost(_ a: DutchPairingNode, _ b: DutchPairingNode) -> WideInteger {
            let key = a.pairingNumber << 32 | b.pairingNumber
            if let known = quality[key] { return known }
            let cost = criteria.cost(a, b)
            quality[key] = cost
            return cost
        }
        var paired: [(DutchPairingNode, DutchPairingNode)] = []
        var scored: [(DutchPairingNode, DutchPairingNode)] = []
        // The heterogeneous stage: the moved-down players' pairs with residents.
        let heterogeneous = DutchHeterogeneousOrder(scoreLevel: scoreLevel, sequence: bracketSequence,
                                                    movedDown: criteria.movedDown.reduce(0, +))
        var residentPairs = 0
        let first = match(edges) { qualityCost($0, $1) * heterogeneous.layout.span + heterogeneous.cost($0, $1) }
        var taken: [(DutchPairingNode, DutchPairingNode)] = []
        for (a, b) in first {
            let high = max(a.scoreLevel, b.scoreLevel), low = min(a.scoreLevel, b.scoreLevel)
            if high > scoreLevel && low == scoreLevel {
                taken.append((a, b))
                scored.append((a, b))
            } else if high == scoreLevel && low == scoreLevel {
                residentPairs += 1
            }
        }
        remove(taken, from: &nodes, &edges)
        paired += taken
        // The homogeneous stage: the residents left, aiming for as many pairs as the first
        // matching made among them, and again if the matching makes a different number.
        var aim = residentPairs
        var second: [(DutchPairingNode, DutchPairingNode)] = []
        while true {
            var sequence: [Int: Int] = [:]
            for (index, node) in nodes.filter({ $0.scoreLevel <= scoreLevel }).enumerated() {
                guard node.scoreLevel >= scoreLevel else { break }
                sequence[node.pairingNumber] = index + 1
            }
            let homogeneous = DutchHomogeneousOrder(scoreLevel: scoreLevel, sequence: sequence, pairs: aim)
            second = match(edges) { qualityCost($0, $1) * homogeneous.layout.span + homogeneous.cost($0, $1) }
            let made = second.filter { $0.0.scoreLevel == scoreLevel && $0.1.scoreLevel == scoreLevel }.count
            if made == aim { break }
            aim = made
        }
        scored += second
        taken = second.filter { $0.0.scoreLevel == scoreLevel && $0.1.scoreLevel == scoreLevel }
        remove(taken, from: &nodes, &edges)
        paired += taken
        let lookahead = scored.reduce(0) { total, pair in total + (criteria.digits(pair.0, pair.1)[.next8]?.first ?? 0) }
        return (paired, lookahead)
    }

    /// The cheapest largest matching of `edges` (in their order) under `cost`, lower pairing
    /// number first in each pair.
    static func match(_ edges: [Edge], cost: (DutchPairingNode, DutchPairingNode) -> WideInteger)
        -> [(DutchPairingNode, DutchPairingNode)] {
        guard !edges.isEmpty else { return [] }
        var byNumber: [Int: DutchPairingNode] = [:]
        let graph = edges.map { edge -> (Int, Int, WideInteger) in
            byNumber[edge.a.pairingNumber] = edge.a
            byNumber[edge.b.pairingNumber] = edge.b
            return (edge.a.pairingNumber, edge.b.pairingNumber, cost(edge.a, edge.b))
        }
        return DutchMinimumWeightMatching(edges: consume graph).pairs.map { (byNumber[$0.0]!, byNumber[$0.1]!) }
    }

    /// Takes the players of `pairs` out of `nodes` and every edge that touches them.
    static func remove(_ pairs: [(DutchPairingNode, DutchPairingNode)], from nodes: inout [DutchPairingNode],
                       _ edges: inout [Edge]) {
        guard !pairs.isEmpty else { return }
        let gone = Set(pairs.flatMap { [$0.0.pairingNumber, $0.1.pairingNumber] })
        nodes.removeAll { gone.contains($0.pairingNumber) }
        edges.removeAll { gone.contains($0.a.pairingNumber) || gone.contains($0.b.pairingNumber) }
    }
}
