import Foundation

/// The names nearest to what was typed, for "Did you mean ...?" after a title or name matched
/// nothing: a few typing slips away (edit distance, case ignored), or starting with what was typed,
/// as each name is shown; never the text typed itself.
public enum NearestNames {
    /// At most `limit` of `names`, nearest first; none when nothing is close.
    public static func suggest(_ typed: String, among names: [String], limit: Int = 3) -> [String] {
        let wanted = Array(typed.trimmingCharacters(in: .whitespaces).lowercased())
        guard !wanted.isEmpty else { return [] }
        // A third of the word, at least one slip, at most three: "Haerts" finds "Hearts", "x" finds nothing.
        let allowed = min(3, max(1, wanted.count / 3))
        var scored: [(name: String, distance: Int)] = []
        var seen = Set<String>()
        for name in names where !seen.contains(name) {
            seen.insert(name)
            // Compared as the name is shown (`Sanitized`), which is what a person reads and types;
            // one shown exactly as typed is what was typed, never a suggestion.
            let candidate = Array(Sanitized.text(name).lowercased())
            if candidate == wanted { continue }
            let distance = candidate.starts(with: wanted) ? 0 : editDistance(wanted, candidate, atMost: allowed)
            if distance <= allowed { scored.append((name, distance)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    /// Levenshtein distance with adjacent swaps counted once; anything over `atMost` is `atMost + 1`.
    static func editDistance(_ a: [Character], _ b: [Character], atMost: Int) -> Int {
        if abs(a.count - b.count) > atMost { return atMost + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return min(previous[b.count], atMost + 1)
    }
}
