import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The player line's columns read the way the reader always read them: a field's text is its
/// columns trimmed of spaces by characters (`TRF.trimmed`), whether the columns are ASCII or not,
/// and a result column's code is its mark's capital by Unicode's case mapping.
@Suite struct TRFColumnsTests {
    /// Scalars a report's line may hold around a field: spaces, ASCII, letters beyond it, a
    /// combining accent and a zero-width joiner (which join a space into one character with
    /// them), and a prepended mark (which joins the character after it).
    static let alphabet: [Unicode.Scalar] = [" ", " ", " ", "a", "Z", "7", "-", ".", "é", "Ø", "\u{301}", "\u{200D}", "\u{600}", "中"]

    @Test func aFieldsTextIsItsColumnsTrimmedByCharacters() {
        var random = SeededRandom(seed: 16)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...14, using: &random)
            var scalars = (0..<length).map { _ in Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &random)] }
            // Half of the lines ASCII alone, as most of a report is.
            if Bool.random(using: &random) { scalars = scalars.filter(\.isASCII) }
            let columns = TRF.Columns(scalars: scalars, line: 1)
            for first in 0...(scalars.count + 2) {
                for last in first...(scalars.count + 2) {
                    let expected = TRF.trimmed(columns.raw(first, last))
                    #expect(columns.text(first, last) == expected, "\(scalars) \(first)-\(last)")
                }
            }
        }
    }

    @Test func aResultMarkReadsAsItsCapitalsCode() {
        for value in UInt32(0)...0x2FFF {
            guard let mark = Unicode.Scalar(value) else { continue }
            let upper = Character(mark).uppercased()
            let expected = upper.count == 1 ? upper.first.flatMap(TournamentResult.init(rawValue:)) : nil
            #expect(TRF.result(mark) == expected, "U+\(String(value, radix: 16))")
        }
    }
}
