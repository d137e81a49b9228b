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

    private let players: [Int: DutchPlayerState]
    private let forbidden: Set<UnorderedPair>

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
        players = Dictionary(uniqueKeysWithValues: taking.map { ($0.pairingNumber, $0) })
        forbidden = Set(forbiddenPairs.map { UnorderedPair($0.0, $0.1) })
    }

    /// Whether `a` and `b`, both taking part, may be paired (C1, C3, and the arbiter's bans).
    public func canMeet(_ a: Int, _ b: Int) -> Bool {
        guard a != b, let first = players[a], let second = players[b] else { return false }
        if first.gamesPlayed(against: b) > 0 { return false }
        if forbidden.contains(UnorderedPair(a, b)) { return false }
        if !first.isTopScorer && !second.isTopScorer,
           first.colourPreference.isAbsolute, second.colourPreference.isAbsolute,
           first.colourPreference.colour == second.colourPreference.colour {
            return false
        }
        return true
    }

    /// Whether `player` may receive the pairing-allocated bye (C2); false when no bye is due.
    public func canReceiveBye(_ player: Int) -> Bool {
        guard needsBye, let state = players[player] else { return false }
        return state.unplayedWins == 0
    }

    /// Every allowed pair, lower number first, in ascending order; a pair `(0, p)` is the bye
    /// going to `p`.
    public var allowedPairs: [(Int, Int)] {
        var pairs: [(Int, Int)] = participants.filter(canReceiveBye).map { (0, $0) }
        for (index, a) in participants.enumerated() {
            for b in participants[(index + 1)...] where canMeet(a, b) {
                pairs.append((a, b))
            }
        }
        return pairs
    }
}
