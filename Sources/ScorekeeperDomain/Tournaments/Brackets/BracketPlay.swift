/// Why a result cannot be recorded in (or cleared from) an elimination bracket.
public enum BracketResultError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchMatch(BracketMatchID)
    /// One of the match's entrants is not known yet: an earlier match is unplayed.
    case entrantsNotKnown(BracketMatchID)
    /// The grand final's reset while the winners' bracket's winner won the first grand final.
    case notPlayed(BracketMatchID)
    /// Later matches were played with this match's winner or loser: their results would no longer
    /// fit. They have to be cleared first, latest first.
    case laterResultsDependOnIt(BracketMatchID, dependents: [BracketMatchID])

    public var description: String {
        switch self {
        case .noSuchMatch(let id): "there is no \(id) in this bracket"
        case .entrantsNotKnown(let id): "\(id) does not have both its entrants yet"
        case .notPlayed(let id): "\(id) is not played: the winners' bracket's winner won the grand final"
        case let .laterResultsDependOnIt(id, dependents):
            "\(id)'s result cannot change: \(dependents.map(\.description).joined(separator: ", ")) already played with its entrants"
        }
    }
}

/// The results of an elimination bracket's matches, by seed: who is in each place, which
/// matches can be played, and the rule for changing a result.
///
/// A result that later results depend on (a match played by its winner or loser) is refused
/// rather than cleared behind the user's back: the later results have to be cleared first.
///
/// Public only as the type of `EliminationBracket.play`, so both brackets share their reads;
/// its members are the module's own.
public struct BracketPlay: Hashable, Sendable {
    let matches: [BracketMatch]
    /// Which place won, by match number - 1.
    private(set) var winners: [BracketSlot?]
    /// The matches fed by each match's winner or loser, by match number - 1.
    private let dependents: [[BracketMatchID]]

    init(matches: [BracketMatch]) {
        self.matches = matches
        winners = Array(repeating: nil, count: matches.count)
        var dependents = Array(repeating: [BracketMatchID](), count: matches.count)
        for match in matches {
            let feeding: Set<BracketMatchID> = Set(BracketSlot.allCases.compactMap { slot in
                switch match.source(slot) {
                case .winner(let from), .loser(let from): from
                case .seed: nil
                }
            })
            // A reset is fed twice by the same match: it depends on it once.
            for from in feeding { dependents[from.number - 1].append(match.id) }
        }
        self.dependents = dependents
    }

    func match(_ id: BracketMatchID) -> BracketMatch? {
        matches.indices.contains(id.number - 1) ? matches[id.number - 1] : nil
    }

    func result(of id: BracketMatchID) -> BracketSlot? { match(id) == nil ? nil : winners[id.number - 1] }

    /// The seed in `slot` of match `id`, once known.
    func seed(in slot: BracketSlot, of id: BracketMatchID) -> Int? {
        guard let match = match(id) else { return nil }
        return seed(from: match.source(slot))
    }

    func seed(from source: BracketSlotSource) -> Int? {
        switch source {
        case .seed(let seed): seed
        case .winner(let id): winners[id.number - 1].flatMap { seed(in: $0, of: id) }
        case .loser(let id): winners[id.number - 1].flatMap { seed(in: $0.other, of: id) }
        }
    }

    func winnerSeed(of id: BracketMatchID) -> Int? { result(of: id).flatMap { seed(in: $0, of: id) } }

    func loserSeed(of id: BracketMatchID) -> Int? { result(of: id).flatMap { seed(in: $0.other, of: id) } }

    /// Whether the match is played at all: every match is, except a grand final's reset, which
    /// only is once the losers' bracket's winner (the second place) has won the first grand final.
    func isPlayed(_ match: BracketMatch) -> Bool {
        guard match.stage == .grandFinalReset, case .winner(let grandFinal) = match.second else { return true }
        return winners[grandFinal.number - 1] == .second
    }

    /// Matches with both entrants known and no result yet, in match order.
    var readyMatches: [BracketMatch] {
        matches.filter { match in
            winners[match.id.number - 1] == nil && isPlayed(match)
                && seed(from: match.first) != nil && seed(from: match.second) != nil
        }
    }

    /// Whether every match to be played has its result.
    var isComplete: Bool { matches.allSatisfy { !isPlayed($0) || winners[$0.id.number - 1] != nil } }

    /// The matches with a result, in match order.
    var playedMatches: [BracketMatch] { matches.filter { winners[$0.id.number - 1] != nil } }

    /// Records that `slot` won match `id`. Recording the result it already has changes nothing;
    /// changing it is refused while later matches have results with its entrants.
    mutating func record(winner slot: BracketSlot, of id: BracketMatchID) throws(BracketResultError) {
        guard let match = match(id) else { throw .noSuchMatch(id) }
        guard isPlayed(match) else { throw .notPlayed(id) }
        guard seed(from: match.first) != nil, seed(from: match.second) != nil else { throw .entrantsNotKnown(id) }
        if winners[id.number - 1] == slot { return }
        try checkNoLaterResults(id)
        winners[id.number - 1] = slot
    }

    /// Takes match `id`'s result back, refused while later matches have results with its entrants.
    mutating func clearResult(of id: BracketMatchID) throws(BracketResultError) {
        guard match(id) != nil else { throw .noSuchMatch(id) }
        try checkNoLaterResults(id)
        winners[id.number - 1] = nil
    }

    private func checkNoLaterResults(_ id: BracketMatchID) throws(BracketResultError) {
        let played = dependents[id.number - 1].filter { winners[$0.number - 1] != nil }
        if !played.isEmpty { throw .laterResultsDependOnIt(id, dependents: played) }
    }

    /// Placings from how far each seed got (higher is further), when the bracket is complete:
    /// one more than the number of seeds who got further.
    static func places(reached: [Int]) -> [Int] {
        let sorted = reached.sorted(by: >)
        return reached.map { mine in (sorted.firstIndex { $0 <= mine } ?? 0) + 1 }
    }
}
