/// A match's number in an elimination bracket, counting from 1 in a playable order (every match
/// comes after the matches its entrants come from).
public struct BracketMatchID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let number: Int

    public init(_ number: Int) { self.number = number }

    public static func < (left: BracketMatchID, right: BracketMatchID) -> Bool { left.number < right.number }

    public var description: String { "match \(number)" }
}

/// One of a match's two places: the first is the one fed by the better-seeded side of the bracket
/// (or, in the losers' bracket, the one already there; in a grand final, the winners' bracket's).
public enum BracketSlot: Int, Hashable, Sendable, CaseIterable {
    case first, second

    /// The other place of the same match.
    public var other: BracketSlot { self == .first ? .second : .first }
}

/// Where a match's place gets its entrant: straight from the seeding, or from an earlier match.
public enum BracketSlotSource: Hashable, Sendable {
    /// The entrant seeded this (1 for the top seed).
    case seed(Int)
    case winner(of: BracketMatchID)
    case loser(of: BracketMatchID)
}

/// Which part of an elimination bracket a match belongs to, and which of its rounds.
public enum BracketStage: Hashable, Sendable {
    /// The main bracket of single elimination, or the winners' bracket of double elimination:
    /// round 1 is the first round of the full-size bracket, byes included.
    case winners(round: Int)
    /// Double elimination's losers' bracket: odd rounds after the first pair its own survivors,
    /// even rounds bring in the winners' bracket's losers.
    case losers(round: Int)
    /// Single elimination's match between the semifinals' losers.
    case thirdPlace
    /// Double elimination's final between the two brackets' winners.
    case grandFinal
    /// The second grand final, played only when the losers' bracket's winner won the first.
    case grandFinalReset
}

/// A match of an elimination bracket: its place in the bracket and where its two entrants come
/// from. Matches a bye would have fed are left out: their entrant is fed on directly.
public struct BracketMatch: Hashable, Sendable, Identifiable {
    public let id: BracketMatchID
    public let stage: BracketStage
    public let first: BracketSlotSource
    public let second: BracketSlotSource

    public init(id: BracketMatchID, stage: BracketStage, first: BracketSlotSource, second: BracketSlotSource) {
        self.id = id
        self.stage = stage
        self.first = first
        self.second = second
    }

    /// Where the entrant in `slot` comes from.
    public func source(_ slot: BracketSlot) -> BracketSlotSource { slot == .first ? first : second }
}

/// Where an entrant finished in a played-out elimination bracket. Places are shared by those who
/// went out at the same stage, and the next place skips them (1, 2, 3, 3, 5, 5, 5, 5, 9...).
public struct BracketPlacing<Entrant: Hashable & Sendable>: Hashable, Sendable {
    public let entrant: Entrant
    public let place: Int

    public init(entrant: Entrant, place: Int) {
        self.entrant = entrant
        self.place = place
    }
}
