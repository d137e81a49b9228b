import Foundation

/// How often each two of `count` people (numbered from 0) have shared a table: the square table
/// the seating searches read, kept flat so a look-up is one index.
struct TableMeetingCounts: Sendable, Equatable {
    let count: Int
    private var storage: [Int]

    init(count: Int) {
        self.count = count
        storage = Array(repeating: 0, count: count * count)
    }

    subscript(first: Int, second: Int) -> Int {
        get { storage[first * count + second] }
        set {
            storage[first * count + second] = newValue
            storage[second * count + first] = newValue
        }
    }

    /// Adds one meeting for every two people at each table.
    mutating func record(_ tables: [[Int]]) {
        for table in tables {
            for (index, first) in table.enumerated() {
                for second in table[(index + 1)...] { self[first, second] += 1 }
            }
        }
    }

    /// Meetings beyond each pair's first: a pair that met three times counts 2.
    var repeatMeetings: Int {
        var total = 0
        for first in 0..<count {
            for second in (first + 1)..<max(first + 1, count) where self[first, second] > 1 {
                total += self[first, second] - 1
            }
        }
        return total
    }
}
