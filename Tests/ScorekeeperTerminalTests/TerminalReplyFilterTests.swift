import Testing
@testable import ScorekeeperTerminal

/// A late answer of the terminal (to the questions asked before curses started) never reaches the
/// interface as keys, whole or cut across two reads; keys, Esc alone and Alt-letters pass.
@Suite struct TerminalReplyFilterTests {
    static func codes(_ text: String) -> [(code: UInt32, isFunctionKey: Bool)] {
        text.unicodeScalars.map { ($0.value, false) }
    }

    static func text(_ codes: [(code: UInt32, isFunctionKey: Bool)]) -> String {
        String(String.UnicodeScalarView(codes.compactMap { Unicode.Scalar($0.code) }))
    }

    @Test(arguments: [
        ("q\u{1B}]11;rgb:0000/0000/0000\u{07}j", "qj"),
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\k", "k"),
        ("\u{1B}[6;20;10t\u{1B}[?2;0;1000;1000S\u{1B}[?64;4c+", "+"),
        ("\u{1B}[64;1c", ""),
        ("\u{1B}", "\u{1B}"),
        ("\u{1B}x", "\u{1B}x"),
        ("\u{1B}[", "\u{1B}["),
        ("ab\u{1B}", "ab\u{1B}"),
    ])
    func answersAreTakenOutAndKeysPass(input: String, kept: String) {
        var filter = TerminalReplyFilter()
        #expect(Self.text(filter.filter(Self.codes(input))) == kept)
    }

    @Test func anAnswerCutAcrossTwoReadsIsTakenOutWhole() {
        var filter = TerminalReplyFilter()
        #expect(Self.text(filter.filter(Self.codes("u\u{1B}]11;rgb:00"))) == "u")
        #expect(Self.text(filter.filter(Self.codes("00/0000/0000\u{07}\u{1B}[?6"))) == "")
        #expect(Self.text(filter.filter(Self.codes("4;4c="))) == "=")
    }

    @Test func functionKeysEndAnAnswerThatNeverEnded() {
        var filter = TerminalReplyFilter()
        _ = filter.filter(Self.codes("\u{1B}]11;never ends"))
        let up: (code: UInt32, isFunctionKey: Bool) = (259, true)
        let kept = filter.filter([up] + Self.codes("k"))
        #expect(kept.count == 2 && kept[0].isFunctionKey && kept[0].code == 259 && kept[1].code == 107)
    }
}
