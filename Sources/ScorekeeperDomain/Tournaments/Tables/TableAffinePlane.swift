import Foundation

/// Rounds with no repeat meeting at all for q² people at tables of q (q = 3, 4 or 5): the
/// parallel classes of the affine plane of order q. Its points are the people (person x·q + y
/// is the point (x, y) over the field of q elements); its lines are the tables; each of its
/// q + 1 classes of parallel lines covers everyone once, so it is a round; and two points lie
/// on exactly one line, so over all q + 1 rounds every two people meet exactly once (9 people
/// in threes over 4 rounds, 16 in fours over 5, 25 in fives over 6).
enum TableAffinePlane {
    /// The plane's rounds for `people` at tables of `tableSize`, or nil when they are not q²
    /// people at tables of q for a q this knows the field of.
    static func rounds(people: Int, tableSize q: Int) -> [[[Int]]]? {
        guard people == q * q, let field = SmallField(order: q) else { return nil }
        // First the lines x = c: the people in standing order, k at a time.
        var rounds: [[[Int]]] = [(0..<q).map { x in (0..<q).map { y in x * q + y } }]
        // Then, for each slope m, the lines y = m·x + c.
        for slope in 0..<q {
            rounds.append((0..<q).map { intercept in
                (0..<q).map { x in x * q + field.add(field.multiply(slope, x), intercept) }.sorted()
            })
        }
        return rounds
    }

    /// The field with 3, 4 or 5 elements, by its tables. For a prime, arithmetic modulo it; for
    /// 4, polynomials over {0, 1} modulo x² + x + 1 (element a + b·x is the number a + 2b).
    private struct SmallField {
        let order: Int
        private let sums: [[Int]]
        private let products: [[Int]]

        init?(order: Int) {
            self.order = order
            switch order {
            case 3, 5:
                sums = (0..<order).map { a in (0..<order).map { b in (a + b) % order } }
                products = (0..<order).map { a in (0..<order).map { b in (a * b) % order } }
            case 4:
                sums = (0..<4).map { a in (0..<4).map { b in a ^ b } }
                // x · x = x + 1, so 2 · 2 = 3, 2 · 3 = x² + x = 1, 3 · 3 = (x + 1)² = x² + 1 = x = 2.
                products = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]]
            default:
                return nil
            }
        }

        func add(_ a: Int, _ b: Int) -> Int { sums[a][b] }
        func multiply(_ a: Int, _ b: Int) -> Int { products[a][b] }
    }
}
