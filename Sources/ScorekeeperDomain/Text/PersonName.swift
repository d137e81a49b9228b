import Foundation

/// How names find people: the one comparison of two names (case-insensitive, surrounding spaces
/// trimmed), for the store's people and the model's rules alike (one person per seat).
public enum PersonName {
    /// The comparison key of a name.
    public static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
