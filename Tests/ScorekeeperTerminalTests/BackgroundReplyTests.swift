import ScorekeeperCore
import ScorekeeperUI
import Testing
@testable import ScorekeeperTerminal

/// The terminal's background colour read from its answer to OSC 11, and where it is asked.
@Suite struct BackgroundReplyTests {
    @Test func theBackgroundIsReadFromTheOSC11Reply() {
        // xterm -bg white answers with 4 hex digits a channel, ended by BEL.
        let xterm = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c".utf8)
        let reply = TerminalReply.parse(xterm)
        #expect(reply?.background == RGBColor(red: 255, green: 255, blue: 255))
        #expect(reply?.attributes.first == 64)
        // Ended by ST (ESC \), 2 hex digits a channel; the cell size before it.
        let solarized = Array("\u{1B}[6;17;8t\u{1B}]11;rgb:fd/f6/e3\u{1B}\\\u{1B}[?62;22c".utf8)
        #expect(TerminalReply.parse(solarized)?.background == RGBColor(red: 0xfd, green: 0xf6, blue: 0xe3))
        #expect(TerminalReply.parse(solarized)?.cellPixels?.width == 8)
        // 1 digit a channel is scaled, not read as a byte.
        let short = Array("\u{1B}]11;rgb:f/8/0\u{07}\u{1B}[?62c".utf8)
        #expect(TerminalReply.parse(short)?.background == RGBColor(red: 255, green: 136, blue: 0))
        // Not answered (or another OSC): no background, the rest still read.
        #expect(TerminalReply.parse(Array("\u{1B}[?62;22c".utf8))?.background == nil)
        #expect(TerminalReply.parse(Array("\u{1B}]10;rgb:0/0/0\u{07}\u{1B}[?62c".utf8))?.background == nil)
        #expect(TerminalReply.parse(Array("\u{1B}]11;rgb:zz/00/00\u{07}\u{1B}[?62c".utf8))?.background == nil)
        // Still nothing until DA1, the last reply, is whole.
        #expect(TerminalReply.parse(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)) == nil)
        #expect(TerminalQuery.question.contains("\u{1B}]11;?\u{07}\u{1B}[c"))
    }

    @Test func theTerminalIsAskedOnlyWhereAnEmulatorMayAnswer() {
        let white = TerminalReply(attributes: [64], cellPixels: nil, background: RGBColor(red: 255, green: 255, blue: 255))
        var asked = 0
        let ask = { () -> TerminalReply? in asked += 1; return white }
        #expect(TerminalApp.backgroundColour(environment: ["DISPLAY": ":0", "TERM": "xterm"], ask: ask) == .light)
        #expect(asked == 1)
        // A bare pseudo-terminal or the Linux console: nobody to answer, COLORFGBG or dark.
        #expect(TerminalApp.backgroundColour(environment: ["TERM": "xterm"], ask: ask) == .dark)
        #expect(TerminalApp.backgroundColour(environment: ["DISPLAY": ":0", "TERM": "linux", "COLORFGBG": "0;15"], ask: ask)
            == .light)
        #expect(asked == 1)
        // The terminal did not answer in time.
        #expect(TerminalApp.backgroundColour(environment: ["DISPLAY": ":0", "TERM": "xterm"], ask: { nil }) == .dark)
    }
}
