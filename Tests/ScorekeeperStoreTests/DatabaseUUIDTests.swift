import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The fast id reader gives what Foundation's parser gives, for ids and for text that is not one;
/// the id written as text is Foundation's, lowercased.
@Suite struct DatabaseUUIDTests {
    @Test func idsWriteAsFoundationWritesThemLowercased() {
        var random = SeededRandom(seed: 21)
        var samples = [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                       UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)),
                       UUID(uuid: (0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xFE, 0xDC, 0xBA, 0x98, 0x76, 0x54, 0x32, 0x10))]
        for _ in 0..<2_000 {
            var bytes = [UInt8](repeating: 0, count: 16)
            for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &random) }
            samples.append(UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                       bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])))
        }
        for id in samples {
            #expect(id.lowercasedString == id.uuidString.lowercased(), "\(id)")
            #expect(UUID.parse(id.lowercasedString) == id)
        }
    }


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
