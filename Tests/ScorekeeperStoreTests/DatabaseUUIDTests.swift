import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The fast id reader gives what Foundation's parser gives, for ids and for text that is not one.
@Suite struct DatabaseUUIDTests {
    @Test func idsReadAsFoundationReadsThem() {
        var random = SeededRandom(seed: 20)
        for _ in 0..<2_000 {
            let id = UUID()
            for text in [id.uuidString, id.uuidString.lowercased()] {
                #expect(UUID.parse(text) == id)
                #expect(UUID.parse(text) == UUID(uuidString: text))
            }
            // A character changed anywhere: the same answer as Foundation's, whatever it is.
            var bytes = Array(id.uuidString.lowercased().utf8)
            bytes[Int.random(in: 0..<36, using: &random)] = UInt8.random(in: 32...126, using: &random)
            let spoiled = String(decoding: bytes, as: UTF8.self)
            #expect(UUID.parse(spoiled) == UUID(uuidString: spoiled), "\(spoiled)")
        }
        for text in ["", "x", String(repeating: "0", count: 36), "00000000-0000-0000-0000-00000000000g", "{00000000-0000-0000-0000-000000000000}",
                     "00000000-0000-0000-0000-0000000000000", "00000000-0000-0000-0000-00000000000"] {
            #expect(UUID.parse(text) == UUID(uuidString: text), "\(text)")
        }
    }
}
