import Foundation

/// How many tables a round needs, and how many sit at each, stated once.
///
/// The rule, for `people` players and a chosen table size `k` (3, 4 or 5):
/// - Use the fewest tables that keep every table at most `k`, that is ⌈people / k⌉ tables, and
///   share the people as evenly as those tables allow (sizes differ by at most one, larger
///   tables first). When any split into tables of `k` and `k − 1` exists, this is one: 14 in
///   fours → 4, 4, 3, 3; 13 → 4, 3, 3, 3; 17 → 4, 4, 3, 3, 3; 10 in fives → 5, 5; 7 in fours → 4, 3.
/// - Only when that would leave a table below three (some counts under `k(k − 1)`: 4 or 5 in
///   threes, 5 in fours) the tables are instead the most that keep everyone at a table of at
///   least three, ⌊people / 3⌋, again shared evenly: then some tables seat more than `k`
///   (4 in threes → 4; 5 in fours → 5; 7 in threes → 4, 3). No game of this kind is played by two.
/// - Fewer than three people, or a table size outside 3...5, is refused.
public enum TableSplit {
    /// The table sizes this format allows choosing.
    public static let tableSizes: ClosedRange<Int> = 3...5

    /// The sizes of the tables for `people` players at tables of `tableSize`, largest first.
    public static func sizes(people: Int, tableSize: Int) throws -> [Int] {
        guard tableSizes.contains(tableSize) else {
            throw ScorekeeperError.other("Tables seat 3, 4 or 5 (got \(tableSize)).")
        }
        guard people >= 3 else {
            throw ScorekeeperError.other("A round at tables needs at least 3 people (got \(people)).")
        }
        let fewestWithinSize = (people + tableSize - 1) / tableSize
        // Even sharing over t tables leaves ⌊people / t⌋ at the smallest; it is at least three
        // exactly when t ≤ ⌊people / 3⌋.
        let tables = min(fewestWithinSize, people / 3)
        let base = people / tables
        let larger = people % tables
        return (0..<tables).map { $0 < larger ? base + 1 : base }
    }
}
