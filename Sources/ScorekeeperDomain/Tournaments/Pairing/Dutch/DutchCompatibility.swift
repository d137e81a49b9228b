// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstable.py (create_edge,
// list_edges) and crosstabledutch.py (update_canmeet), the "canmeet" flags of its cross table.

/// Which players of a round may be paired together, and who may receive the pairing-allocated
/// bye, under the absolute criteria of FIDE's Dutch system (C.04.3 art. 2.1):
/// - C1: two players do not meet twice (games played over the board count; forfeits do not);
/// - C2: no one who already had a pairing-allocated bye, or scored a win without playing
///   (a forfeit win or a full-point bye), gets the pairing-allocated bye;
/// - C3: two players who are not topscorers and have the same absolute colour preference do
///   not meet.
/// Pairs the arbiter has forbidden (relatives, team mates) are kept apart as well.
public struct DutchCompatibility: Sendable {
    /// The state the rules are read from.
    public let state: DutchRoundState
    /// The pairing numbers of the players to pair, ascending.
    public let participants: [Int]
    /// Whether someone must have the pairing-allocated bye: the participants are odd in number.
    public var needsBye: Bool { participants.count % 2 == 1 }

    private let forbidden: Set<UnorderedPair>
    /// What C1-C3 read of each participant, by its place in `participants`, worked out once:
    /// every pair of the round is tested, and the colour history would be summed for each.
    private let absolutes: [Absolute]
    /// Each participant's opponents over the board (C1), by its place in `participants`.
    private let opponents: [[Int]]
    /// Each pairing number's place in `participants` (-1 for a number not taking part).
    private let placeOfNumber: [Int]

    /// A participant's colour preference when it can keep two players apart (C3): absolute and
    /// not a topscorer's; and whether they are barred from the bye (C2).
    private struct Absolute {
        let colour: TournamentColour?
        let barredFromBye: Bool
    }

    /// Two pairing numbers, in either order.
    private struct UnorderedPair: Hashable, Sendable {
        let low: Int
        let high: Int
        init(_ a: Int, _ b: Int) {
            low = min(a, b)
            high = max(a, b)
        }
    }

    /// The rules for `state`'s round; `forbiddenPairs` are pairs (by pairing number) the
    /// arbiter has ruled out.
    public init(state: DutchRoundState, forbiddenPairs: [(Int, Int)] = []) {
        self.state = state
        let taking = state.participants
        participants = taking.map(\.pairingNumber)
        opponents = taking.map(\.opponents)
        forbidden = Set(forbiddenPairs.map { UnorderedPair($0.0, $0.1) })
        absolutes = taking.map { player in
            let preference = player.colourPreference
            return Absolute(colour: !player.isTopScorer && preference.isAbsolute ? preference.colour : nil,
                            barredFromBye: player.unplayedWins != 0)
        }
        var placeOfNumber = Array(repeating: -1, count: (participants.max() ?? 0) + 1)
        for (place, number) in participants.enumerated() where number >= 0 { placeOfNumber[number] = place }
        self.placeOfNumber = placeOfNumber
    }

    /// Whether `a` and `b`, both taking part, may be paired (C1, C3, and the arbiter's bans).
    public func canMeet(_ a: Int, _ b: Int) -> Bool {
        guard a != b, let first = place(of: a), let second = place(of: b) else { return false }
        return canMeet(at: first, second)
    }

    /// The place of `pairingNumber` in `participants`, nil when they do not take part.
    func place(of pairingNumber: Int) -> Int? {
        guard pairingNumber >= 0, pairingNumber < placeOfNumber.count else { return nil }
        let place = placeOfNumber[pairingNumber]
        return place < 0 ? nil : place
    }

    /// Whether `player` may receive the pairing-allocated bye (C2); false when no bye is due.
    public func canReceiveBye(_ player: Int) -> Bool {
        guard needsBye, let place = place(of: player) else { return false }
        return !absolutes[place].barredFromBye
    }

    /// Every allowed pair, lower number first, in ascending order; a pair `(0, p)` is the bye
    /// going to `p`.
    public var allowedPairs: [(Int, Int)] {
        var pairs: [(Int, Int)] = participants.filter(canReceiveBye).map { (0, $0) }
        for (index, a) in participants.enumerated() {
            for otherIndex in (index + 1)..<participants.count where canMeet(at: index, otherIndex) {
                pairs.append((a, participants[otherIndex]))
            }
        }
        return pairs
    }

    /// `canMeet` for the participants at two places of `participants` (two different players):
    /// the same rules, read from the values worked out once.
    func canMeet(at first: Int, _ second: Int) -> Bool {
        let a = participants[first], b = participants[second]
        if let colour = absolutes[first].colour, colour == absolutes[second].colour { return false }
        if !forbidden.isEmpty && forbidden.contains(UnorderedPair(a, b)) { return false }
        return !opponents[first].contains(b)
    }
}
