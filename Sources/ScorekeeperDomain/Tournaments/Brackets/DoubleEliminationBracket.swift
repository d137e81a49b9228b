/// A double elimination bracket: the winners' bracket of `SingleEliminationBracket` (same
/// seeding and byes), a losers' bracket where an entrant goes on after a first loss and goes out
/// at a second, and a grand final between the two brackets' winners, optionally reset: when the
/// losers' bracket's winner wins it, both have lost once and a second grand final decides.
///
/// The losers' bracket, for a full-size bracket of 2^R slots, has 2R - 2 rounds. Round 1 pairs
/// the losers of winners' round 1 matches 2i and 2i + 1 (counting from 0 down the bracket). Even
/// round 2k - 2 brings in the losers of winners' round k: its match i is the survivor of losers'
/// match i of the round before against the loser of winners' round k match i ^ 1 (the neighbouring
/// match: pairs of matches swap) — except the last, where the winners' final's loser meets the
/// losers' bracket's survivor. Odd rounds after the first pair the survivors of matches 2i and
/// 2i + 1. So before each drop-in round, losers' match i holds only those who lost in the part of
/// the winners' bracket that fed winners' round k match i, and the swap sends everyone dropping
/// from winners' round k (below the final) against someone from the neighbouring part: nobody
/// they met in the winners' bracket. The guarantee: no match of the losers' round an entrant
/// drops into repeats a winners' bracket match, except in the losers' final. (Reversing the
/// drop-in order on alternate rounds, as some bracket sites do, mixes the parts of the winners'
/// bracket after the first drop-in round, and rematches can then come at the next one.)
///
/// With byes, a losers' match missing an entrant (its winners' match was a bye) is not played and
/// its other entrant goes on.
public struct DoubleEliminationBracket<Entrant: Hashable & Sendable>: Hashable, Sendable, EliminationBracket {
    /// In seed order: seed s is `entrants[s - 1]`.
    public let entrants: [Entrant]
    /// Whether a second grand final is played when the losers' bracket's winner wins the first.
    public let hasGrandFinalReset: Bool
    /// Rounds of the full-size winners' bracket.
    public let winnersRoundCount: Int
    /// Rounds of the full-size losers' bracket: 2 × (winners' rounds - 1).
    public var losersRoundCount: Int { 2 * winnersRoundCount - 2 }
    /// The matches' results (`EliminationBracket` reads them).
    public private(set) var play: BracketPlay

    /// At least 2 entrants, all different.
    public init(entrants: [Entrant], grandFinalReset: Bool = true) {
        precondition(entrants.count >= 2, "a bracket needs at least 2 entrants")
        precondition(Set(entrants).count == entrants.count, "every entrant is in the bracket once")
        self.entrants = entrants
        hasGrandFinalReset = grandFinalReset
        let size = BracketSeeding.bracketSize(entrants: entrants.count)
        winnersRoundCount = size.trailingZeroBitCount
        play = BracketPlay(matches: Self.draw(size: size, grandFinalReset: grandFinalReset).matches(entrants: entrants.count))
    }

    /// The full-size bracket, in a playable order: winners' round 1, then for each later winners'
    /// round k that round, the losers' round before its drop-in round, and the drop-in round.
    static func draw(size: Int, grandFinalReset: Bool) -> BracketLayout {
        var layout = BracketLayout()
        let order = BracketSeeding.slotOrder(size: size)
        var winners = [stride(from: 0, to: size, by: 2).map { layout.add(.winners(round: 1), .seed(order[$0]), .seed(order[$0 + 1])) }]
        // The losers' bracket's matches of its latest round.
        var losers: [Int] = []
        var round = 1
        while let previous = winners.last, previous.count > 1 {
            let winnersRound = winners.count + 1
            let current = stride(from: 0, to: previous.count, by: 2).map {
                layout.add(.winners(round: winnersRound), .winner(previous[$0]), .winner(previous[$0 + 1]))
            }
            winners.append(current)
            // Round 1 pairs winners' round 1 losers; later odd rounds pair the last round's survivors.
            let pairing: [Int] = winnersRound == 2
                ? stride(from: 0, to: previous.count, by: 2).map { layout.add(.losers(round: 1), .loser(previous[$0]), .loser(previous[$0 + 1])) }
                : stride(from: 0, to: losers.count, by: 2).map { layout.add(.losers(round: round), .winner(losers[$0]), .winner(losers[$0 + 1])) }
            round += 1
            let dropRound = round
            losers = pairing.indices.map { index in
                let dropping = current.count == 1 ? current[0] : current[index ^ 1]
                return layout.add(.losers(round: dropRound), .winner(pairing[index]), .loser(dropping))
            }
            round += 1
        }
        let winnersFinal = winners.last![0]
        let losersWinner: BracketLayout.Feed = losers.isEmpty ? .loser(winnersFinal) : .winner(losers[0])
        let grandFinal = layout.add(.grandFinal, .winner(winnersFinal), losersWinner)
        if grandFinalReset {
            // The winners' bracket's winner lost the first grand final: still first place.
            _ = layout.add(.grandFinalReset, .loser(grandFinal), .winner(grandFinal))
        }
        return layout
    }

    /// Every match played or to play (the reset included, though it may not be played), in a
    /// playable order; byes are not matches.
    public var matches: [BracketMatch] { play.matches }

    public var grandFinal: BracketMatch { play.matches.first { $0.stage == .grandFinal }! }

    public var grandFinalReset: BracketMatch? { play.matches.first { $0.stage == .grandFinalReset } }

    /// The winner of the deciding grand final, once played.
    public var champion: Entrant? {
        guard isComplete else { return nil }
        if let reset = grandFinalReset, play.isPlayed(reset) { return winner(of: reset.id) }
        return winner(of: grandFinal.id)
    }

    /// Records that `slot` won match `id`. Changing the first grand final's result to the winners'
    /// bracket's winner makes an unplayed reset unneeded; a played reset has to be cleared first.
    public mutating func record(winner slot: BracketSlot, of id: BracketMatchID) throws(BracketResultError) {
        try play.record(winner: slot, of: id)
    }

    /// Takes match `id`'s result back.
    public mutating func clearResult(of id: BracketMatchID) throws(BracketResultError) {
        try play.clearResult(of: id)
    }

    /// Where everyone finished, best first (then by seed), once complete: the champion, the grand
    /// final's loser, then by the losers' round lost in, latest first (for 8: 3rd, 4th, equal 5th,
    /// equal 7th).
    public var placings: [BracketPlacing<Entrant>]? {
        guard isComplete, let champion else { return nil }
        // How far each seed got: the losers' round lost in, above them the grand final's loser,
        // then the champion.
        var reached = Array(repeating: 0, count: entrants.count)
        for match in play.playedMatches {
            guard let loser = play.loserSeed(of: match.id) else { continue }
            switch match.stage {
            case .losers(let round): reached[loser - 1] = round
            case .grandFinal, .grandFinalReset: reached[loser - 1] = losersRoundCount + 1
            default: break
            }
        }
        reached[entrants.firstIndex(of: champion)!] = losersRoundCount + 2
        let places = BracketPlay.places(reached: reached)
        return entrants.indices.sorted { (places[$0], $0) < (places[$1], $1) }
            .map { BracketPlacing(entrant: entrants[$0], place: places[$0]) }
    }
}
