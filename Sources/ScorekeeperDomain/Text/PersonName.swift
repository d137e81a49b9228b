import Foundation

/// "The same name", stated once: two names are the same when their keys are equal (surrounding
/// spaces and newlines trimmed, lowercased). People, players, tournaments' entrants, games'
/// titles and kinds all compare names by it, in Swift and in SQL (`PersonName.sqlFunction`, the
/// store's `personNameKey`); `NaturalOrder` beside it is the one order of names.
///
/// A person's id is derived from their name's key (`PersonName.derivedID`) and every file that
/// release 0.2.0 or later wrote holds people made with this key, so the key may not change:
/// copies made before and after a change would split one person in two at the next sync.
public enum PersonName {
    /// The comparison key of a name.
    public static func key(_ name: String) -> String {
        name.trimmingWhitespace.lowercased()
    }

    /// Whether two names are the same name.
    public static func same(_ lhs: String, _ rhs: String) -> Bool {
        key(lhs) == key(rhs)
    }
}
