import Foundation
import ScorekeeperDomain
import ScorekeeperImport
import Testing

/// Every fixture with bytes changed, removed or repeated at random (from fixed seeds): each such
/// file either reads or is refused with an `ImportReadError` of one line, and never brings the
/// reader down.
@Suite struct MutatedFileTests {
    /// SplitMix64: a small generator of the same numbers for the same seed on every machine.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bytes that matter to the formats' syntax, so that mutations reach past the first check.
    static let syntax = Array("<>/=\"'&;#[]{}:,-0123456789 \n".utf8) + [0x00, 0x1B, 0xFF, 0xE2]

    static func mutated(_ data: Data, using generator: inout Generator) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes[index] = syntax.randomElement(using: &generator)!
            case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...16, using: &generator)))
            default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 32)], at: index)
            }
        }
        return Data(bytes)
    }

    @Test(arguments: ["bgstats-export.json", "bgg-plays.xml", "keepscore-games.xml", "keepscore-games.xml.gz", "scorepad-backup.json"])
    func aMutatedFileReadsOrIsRefusedInOneLine(name: String) throws {
        let original = try ImportFixtures.data(name)
        var generator = Generator(state: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var refused = 0
        for round in 0..<300 {
            let data = Self.mutated(original, using: &generator)
            do {
                _ = try ImportReading.read(data, path: name, format: nil, options: ImportFixtures.utc)
            } catch let error as ImportReadError {
                refused += 1
                #expect(!error.description.contains("\n"), "round \(round): \(error.description)")
                #expect(error.path == name)
            } catch {
                Issue.record("round \(round): \(error) is not an ImportReadError")
            }
        }
        // The mutations do reach the checks: most files come out broken.
        #expect(refused > 50, "\(refused) of 300 refused")
    }
}
