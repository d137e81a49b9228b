import Foundation

/// Players' totals added up change by change, in 128 bits: a history edited out of order (a
/// correction, an undo in the middle) can pass 64 bits on the way to totals that fit, and a sum
/// must never fail or wrap. The history's "total after", the export's running totals and the
/// chart's lines all add up through this one type.
public struct RunningTotals<Key: Hashable>: Sendable where Key: Sendable {
    private var sums: [Key: Int128] = [:]

    public init() {}

    /// Adds a change's amount to a player's total.
    public mutating func add(_ amount: Int, to key: Key) {
        sums[key, default: 0] += Int128(amount)
    }

    /// A player's total so far, as the exact sum.
    public func sum(of key: Key) -> Int128 {
        sums[key] ?? 0
    }

    /// A player's total so far, clamped into a score (only a history edited out of order can be
    /// outside on the way; a final total is a score, which always fits).
    public func total(of key: Key) -> Int {
        Int(clamping: sum(of: key))
    }

    /// `score` less this player's sum: the total before the changes added here, when they are the
    /// ones that came after (the history, read newest first).
    public func total(of key: Key, before score: Int) -> Int {
        Int(clamping: Int128(score) - sum(of: key))
    }
}
