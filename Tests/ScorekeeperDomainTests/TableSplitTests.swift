import Testing
@testable import ScorekeeperDomain

/// How many tables a round of a tables event needs, and how many sit at each.
@Suite struct TableSplitTests {
    @Test(arguments: [
        (14, 4, [4, 4, 3, 3]), (13, 4, [4, 3, 3, 3]), (17, 4, [4, 4, 3, 3, 3]), (16, 4, [4, 4, 4, 4]),
        (10, 5, [5, 5]), (7, 4, [4, 3]), (12, 5, [4, 4, 4]), (6, 5, [3, 3]), (3, 5, [3]), (9, 3, [3, 3, 3]),
        // Below three at a table cannot be avoided with tables of at most k: some seat one more.
        (4, 3, [4]), (5, 3, [5]), (7, 3, [4, 3]), (8, 3, [4, 4]), (5, 4, [5]),
    ])
    func knownSplits(people: Int, tableSize: Int, sizes: [Int]) throws {
        #expect(try TableSplit.sizes(people: people, tableSize: tableSize) == sizes)
    }

    @Test(arguments: [0, 1, 2, -1])
    func tooFewPeopleAreRefused(people: Int) {
        #expect(throws: ScorekeeperError.self) { try TableSplit.sizes(people: people, tableSize: 4) }
    }

    @Test(arguments: [2, 6, 0])
    func tableSizesOutsideThreeToFiveAreRefused(tableSize: Int) {
        #expect(throws: ScorekeeperError.self) { try TableSplit.sizes(people: 12, tableSize: tableSize) }
    }

    /// The fewest tables over all splits of `people` into tables of `smallest...largest`, or nil
    /// when there is none: worked out independently of the rule, by trying every split.
    static func fewestTables(people: Int, sizes: ClosedRange<Int>) -> Int? {
        var fewest = [0] + Array(repeating: Int?.none, count: max(0, people))
        guard people >= 1 else { return nil }
        for total in 1...people {
            fewest[total] = sizes.compactMap { size in total >= size ? fewest[total - size].map { $0 + 1 } : nil }.min()
        }
        return fewest[people]
    }

    @Test func everyCountFromThreeToFortyFollowsTheRule() throws {
        for tableSize in 3...5 {
            for people in 3...40 {
                let sizes = try TableSplit.sizes(people: people, tableSize: tableSize)
                let label = "\(people) at tables of \(tableSize): \(sizes)"
                #expect(sizes.reduce(0, +) == people, "\(label)")
                #expect(sizes == sizes.sorted(by: >), "\(label)")
                #expect(sizes.max()! - sizes.min()! <= 1, "\(label)")
                #expect(sizes.min()! >= 3, "\(label)")
                if let fewest = Self.fewestTables(people: people, sizes: 3...tableSize) {
                    // Some split keeps every table within 3...k: the rule finds one with the fewest tables.
                    #expect(sizes.max()! <= tableSize, "\(label)")
                    #expect(sizes.count == fewest, "\(label)")
                    if Self.fewestTables(people: people, sizes: (tableSize - 1)...tableSize) != nil {
                        #expect(sizes.allSatisfy { $0 == tableSize || $0 == tableSize - 1 }, "\(label)")
                    }
                } else {
                    // No such split: as many tables of at least three as there can be.
                    #expect(sizes.count == people / 3, "\(label)")
                }
            }
        }
    }

    @Test func onlyThreesAndTheOddFiveInFoursNeedALargerTable() throws {
        var larger: [String] = []
        for tableSize in 3...5 {
            for people in 3...40 where try TableSplit.sizes(people: people, tableSize: tableSize).max()! > tableSize {
                larger.append("\(people)/\(tableSize)")
            }
        }
        let threes = (3...40).filter { $0 % 3 != 0 }.map { "\($0)/3" }
        #expect(larger == threes + ["5/4"])
    }
}
