import Foundation

/// Where everyone sits, stated once: the seating order, the dealer, who plays first in a round
/// and whose turn follows whose. The game screen, the round grid, round entry, the watch, the
/// command line and exports all read it here.
///
/// - The seating order is the order a game stores (`Game.seating`), then anyone it does not list
///   (a player added since, or on another copy) in the order they joined (`createdAt`, then id).
/// - With "dealer rotates" the dealer of round r sits at seat r (counted round the table), and
///   the first to play sits after the dealer; without it there is no dealer and the first seat
///   plays first.
public enum Seating {
    /// `items` in seating order: those `seating` lists in its order, then the rest by joining.
    /// Each item's place is worked out once, before the sort: `player` is called once an item,
    /// and an id's text is made once (making it in every comparison cost a 2,000-player game
    /// some 44,000 of them per sort, on every frame that asked who deals).
    public static func ordered<T>(_ items: [T], seating: [Player.ID], player: (T) -> Player) -> [T] {
        let position = Dictionary(seating.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let places = items.map { item -> SeatPlace in
            let player = player(item)
            if let seat = position[player.id] { return .listed(seat) }
            return .joined(player.createdAt, player.id.uuidString)
        }
        // Equal places (the same player twice) keep their order, as the stable sort kept them.
        return places.indices.sorted { places[$0] < places[$1] || (places[$0] == places[$1] && $0 < $1) }.map { items[$0] }
    }

    /// Where an item goes in the seating order: at its listed seat, else after every listed one
    /// in the order of joining.
    private enum SeatPlace: Comparable {
        case listed(Int)
        case joined(Date, String)
    }

    /// The seat index (from 0) of the dealer in `round`, or nil without a rotating dealer (or
    /// without players).
    public static func dealerSeat(round: Int, seats: Int, rules: GameRules) -> Int? {
        guard rules.dealerRotates, seats > 0 else { return nil }
        return ((round - 1) % seats + seats) % seats
    }

    /// The seat index (from 0) of who plays first in `round`: after the dealer, else the first.
    public static func firstSeat(round: Int, seats: Int, rules: GameRules) -> Int {
        guard let dealer = dealerSeat(round: round, seats: seats, rules: rules) else { return 0 }
        return (dealer + 1) % seats
    }

    /// The seats going round the table from who plays first in `round`.
    public static func roundOrder<T>(_ seated: [T], round: Int, rules: GameRules) -> [T] {
        guard !seated.isEmpty else { return [] }
        let first = firstSeat(round: round, seats: seated.count, rules: rules)
        return Array(seated[first...] + seated[..<first])
    }

    /// Whose turn follows `current` (the next seat, round the table), or who plays first in
    /// `round` when nobody has the turn or they left the table.
    public static func nextTurn(after current: Player.ID?, seated: [Player.ID], round: Int, rules: GameRules) -> Player.ID? {
        guard !seated.isEmpty else { return nil }
        if let current, let index = seated.firstIndex(of: current) {
            return seated[(index + 1) % seated.count]
        }
        return seated[firstSeat(round: round, seats: seated.count, rules: rules)]
    }

    /// `seated` with `playerID` moved to seat `seat` (from 0, clamped to the table).
    public static func moving(_ playerID: Player.ID, toSeat seat: Int, in seated: [Player.ID]) -> [Player.ID] {
        guard let from = seated.firstIndex(of: playerID) else { return seated }
        var result = seated
        result.remove(at: from)
        result.insert(playerID, at: min(max(0, seat), result.count))
        return result
    }
}
