import Foundation

/// How a game's players are ordered. Ties are broken by name in natural order ("K2" before "K10",
/// case-insensitive), then id, so the order is stable.
public enum PlayerOrder: String, CaseIterable, Sendable {
    case highestFirst
    case lowestFirst

    public var toggled: PlayerOrder { self == .highestFirst ? .lowestFirst : .highestFirst }

    public var label: String { self == .highestFirst ? "highest first" : "lowest first" }
}
