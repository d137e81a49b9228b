import Foundation
import ScorekeeperStore

/// A register's value with the stamp of its last write, by the file's hybrid logical clock: the
/// later-stamp rule, written once. Every register a sync merges (a game's title, rules and finish,
/// a player's name, a change's state and amount, a photo) is judged by it.
///
/// The later stamp wins; equal stamps (two copies writing in the same millisecond) fall back on
/// the greater value, so both sides of a sync choose alike and the merge is commutative.
struct Stamped<Value: Comparable>: Comparable {
    var stamp: String
    var value: Value

    static func < (lhs: Stamped, rhs: Stamped) -> Bool {
        (lhs.stamp, lhs.value) < (rhs.stamp, rhs.value)
    }

    /// Whether a merge takes `other` over this one.
    func yields(to other: Stamped) -> Bool { other > self }
}
