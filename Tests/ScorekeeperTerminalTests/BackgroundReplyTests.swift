import ScorekeeperStore
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

    /// Through tmux two answer: tmux (its DA1, and OSC 11 only when it knows the pane's
    /// background) and then, passed through, the outer terminal. The replies as tmux 3.3 gave
    /// them with a white xterm outside: the reply is whole only once the outer DA1 is in, and a
    /// background tmux itself reports stands over the outer terminal's.
    @Test func throughTmuxTheOuterTerminalsAnswerIsWaitedFor() {
        let tmuxAlone = "\u{1B}[?1;2c"
        let xterm = "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
        #expect(TerminalReply.parse(Array(tmuxAlone.utf8), answers: 2) == nil, "the outer terminal's answer is still to come")
        let both = TerminalReply.parse(Array((tmuxAlone + xterm).utf8), answers: 2)
        #expect(both?.background == RGBColor(red: 255, green: 255, blue: 255))
        #expect(both?.attributes == [1, 2], "tmux's own device attributes")
        // A pane whose background tmux sets (window-style): tmux's answer comes first and stands.
        let styled = "\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{07}" + tmuxAlone + xterm
        #expect(TerminalReply.parse(Array(styled.utf8), answers: 2)?.background == RGBColor(red: 0x1c, green: 0x1c, blue: 0x1c))
        // The question: tmux's own first, then the outer terminal's wrapped, escapes doubled.
        #expect(TerminalQuery.questionThroughTmux.hasPrefix(TerminalQuery.question))
        #expect(TerminalQuery.questionThroughTmux.hasSuffix("\u{1B}Ptmux;\u{1B}\u{1B}]11;?\u{07}\u{1B}\u{1B}[c\u{1B}\\"))
    }

    /// The outer terminal's answer comes through tmux and back, later than tmux's own: on a loaded
    /// machine a light xterm's answer came after the first 0.25 s and the dark palette was chosen.
    /// Once tmux has answered, the outer terminal gets `outerTerminalWait` of its own.
    @Test func throughTmuxTheOuterTerminalGetsItsOwnWaitAfterTmuxsAnswer() {
        let asked = ContinuousClock.now
        let timeout = Duration.milliseconds(250)
        #expect(TerminalQuery.deadline(askedAt: asked, timeout: timeout, tmuxAnsweredAt: nil) == asked + timeout)
        let tmuxAnswered = asked + .milliseconds(200)
        let deadline = TerminalQuery.deadline(askedAt: asked, timeout: timeout, tmuxAnsweredAt: tmuxAnswered)
        #expect(deadline == tmuxAnswered + TerminalQuery.outerTerminalWait)
        #expect(deadline - asked >= .seconds(1), "the outer terminal is waited for well past the first answer's bound")
    }

    /// Whether the pane lets a question through is asked of tmux, and only inside tmux.
    @Test func tmuxIsAskedWhetherThePaneLetsQuestionsThrough() {
        var asked: [[String]] = []
        func answering(_ value: String?) -> ([String]) -> String? {
            { arguments in asked.append(arguments); return value }
        }
        #expect(!TmuxPassthrough.isAllowed(["TERM": "xterm-256color"], run: answering("1")))
        #expect(asked.isEmpty, "outside tmux nothing is run")
        let inside = ["TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%3"]
        #expect(TmuxPassthrough.isAllowed(inside, run: answering("1\n")))
        #expect(asked.last == ["display-message", "-p", "-t", "%3", "#{allow-passthrough}"])
        #expect(TmuxPassthrough.isAllowed(inside, run: answering("all\n")))
        #expect(!TmuxPassthrough.isAllowed(inside, run: answering("0\n")))
        #expect(!TmuxPassthrough.isAllowed(inside, run: answering(nil)))
    }
}
