import Foundation
import Testing
import ScorekeeperDomain

/// The program's ids are random version 4 UUIDs, as Foundation's `UUID()` makes them: the
/// version and variant bits set, the other 122 bits apart from one id to the next.
@Suite struct RandomIDTests {
    @Test func randomIDsAreVersion4AndDistinct() {
        let count = 20_000
        var seen: Set<UUID> = []
        var bitsSeen = [Int](repeating: 0, count: 128)
        for _ in 0..<count {
            let id = IDGenerator.random.next()
            let bytes = withUnsafeBytes(of: id.uuid) { Array($0) }
            #expect(bytes[6] >> 4 == 4, "\(id)")
            #expect(bytes[8] >> 6 == 0b10, "\(id)")
            seen.insert(id)
            for bit in 0..<128 where bytes[bit / 8] & (1 << (bit % 8)) != 0 { bitsSeen[bit] += 1 }
        }
        #expect(seen.count == count)
        // Every bit but the six fixed ones is set in about half of the ids.
        let fixed: Set<Int> = [52, 53, 54, 55, 70, 71]
        for bit in 0..<128 where !fixed.contains(bit) {
            #expect((count * 2 / 5...count * 3 / 5).contains(bitsSeen[bit]), "bit \(bit): \(bitsSeen[bit]) of \(count)")
        }
    }
}
