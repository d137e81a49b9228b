import Foundation
import PhotoTestSupport
import ScorekeeperStore
import ScorekeeperPhotos
import ScorekeeperUI
import Testing
@testable import ScorekeeperTerminal

/// Choosing how colors and photos reach the terminal: the terminal description for 24-bit
/// color, the image protocol from the environment and the terminal's reply, and `photo show`'s
/// palette text.
@Suite struct GraphicsSelectionTests {
    /// Stands in for terminfo: which descriptions are installed and their colors.
    static func installed(_ table: [String: Int], own: Int) -> (String?) -> Int {
        { name in name.map { table[$0] ?? -1 } ?? own }
    }

    @Test func truecolorOver256ColorsSwitchesToTheDirectDescription() {
        let colors = Self.installed(["xterm-direct": 1 << 24], own: 256)
        let chosen = TerminalColors.choose(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                           hasColors: true, colors: colors)
        #expect(chosen == TerminalColors(depth: .direct, terminalType: "xterm-direct", descriptionIsDirect: true))
        // Without the announcement, 256 colors on TERM's own description.
        let plain = TerminalColors.choose(environment: ["TERM": "xterm-256color"], hasColors: true, colors: colors)
        #expect(plain == TerminalColors(depth: .xterm256, terminalType: nil, descriptionIsDirect: false))
    }

    @Test func withoutADirectDescriptionInstalledItStaysAt256() {
        let chosen = TerminalColors.choose(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                           hasColors: true, colors: Self.installed([:], own: 256))
        #expect(chosen == TerminalColors(depth: .xterm256, terminalType: nil, descriptionIsDirect: false))
    }

    @Test func aDirectDescriptionKeepsWorkingAndCanBeToldFewerColors() {
        let colors = Self.installed([:], own: 1 << 24)
        #expect(TerminalColors.choose(environment: ["TERM": "xterm-direct"], hasColors: true, colors: colors)
            == TerminalColors(depth: .direct, terminalType: nil, descriptionIsDirect: true))
        // 256 colors through a direct description: palette numbers must go out as RGB.
        #expect(TerminalColors.choose(environment: ["TERM": "xterm-direct", "SCOREKEEPER_COLOR": "256"], hasColors: true,
                                      colors: colors)
            == TerminalColors(depth: .xterm256, terminalType: nil, descriptionIsDirect: true))
        #expect(TerminalColors.choose(environment: ["TERM": "xterm-direct", "NO_COLOR": "1"], hasColors: true,
                                      colors: colors).depth == .monochrome)
    }

    @Test func anOverrideCannotAskForMoreThanCanBeSent() {
        let chosen = TerminalColors.choose(environment: ["TERM": "xterm", "SCOREKEEPER_COLOR": "24bit"], hasColors: true,
                                           colors: Self.installed(["xterm-direct": 1 << 24], own: 8))
        // xterm's own -direct sibling is xterm-direct, so 24-bit is reachable.
        #expect(chosen.terminalType == "xterm-direct")
        let vt = TerminalColors.choose(environment: ["TERM": "vt100", "SCOREKEEPER_COLOR": "256"], hasColors: false,
                                       colors: Self.installed([:], own: 0))
        #expect(vt.depth == .monochrome)
    }

    @Test func directCandidatesFollowTheTerminalsFamily() {
        #expect(TerminalColors.directCandidates(term: "xterm-256color") == ["xterm-direct"])
        #expect(TerminalColors.directCandidates(term: "xterm-kitty") == ["xterm-kitty-direct", "kitty-direct", "xterm-direct"])
        #expect(TerminalColors.directCandidates(term: "vte-256color") == ["vte-direct", "xterm-direct"])
        #expect(TerminalColors.directCandidates(term: "screen-256color") == ["screen-direct"])
        #expect(TerminalColors.directCandidates(term: "xterm-direct").isEmpty)
    }

    @Test func theEnvironmentNamesTheProtocolFirst() {
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-kitty"]) == .kitty)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]) == .kitty)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]) == .iterm2)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color", "WEZTERM_PANE": "0"]) == .iterm2)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "foot"]) == .sixel)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-256color"]) == nil)
        // Inside tmux or screen, and under NO_COLOR: symbols, even in kitty.
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux,1,0"]) == .symbols)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "screen-256color", "KITTY_WINDOW_ID": "1"]) == .symbols)
        #expect(GraphicsDetection.fromEnvironment(["TERM": "xterm-kitty", "NO_COLOR": "1"]) == .symbols)
    }

    @Test func theTerminalIsAskedOnlyWhenNeeded() {
        var asked = 0
        let sixel = TerminalReply(attributes: [63, 1, 2, 4, 6], cellPixels: nil)
        let ask = { () -> TerminalReply? in asked += 1; return sixel }
        let desktop = ["TERM": "xterm-256color", "DISPLAY": ":0"]
        #expect(GraphicsDetection.resolve(.auto, environment: desktop, ask: ask) == .sixel)
        #expect(GraphicsDetection.resolve(.auto, environment: ["TERM": "xterm-kitty", "DISPLAY": ":0"], ask: ask) == .kitty)
        #expect(GraphicsDetection.resolve(.fixed(.iterm2), environment: desktop, ask: ask) == .iterm2)
        #expect(GraphicsDetection.resolve(.fixed(.symbols), environment: ["TERM": "xterm-kitty"], ask: ask) == .symbols)
        // Inside tmux unless told otherwise, and where no emulator could answer: not asked.
        #expect(GraphicsDetection.resolve(.auto, environment: desktop.merging(["TMUX": "x"]) { $1 }, ask: ask) == .symbols)
        #expect(GraphicsDetection.resolve(.fixed(.sixel), environment: ["TMUX": "x"], ask: ask) == .sixel)
        #expect(GraphicsDetection.resolve(.auto, environment: ["TERM": "xterm-256color"], ask: ask) == .symbols)
        #expect(asked == 1)
        // No reply, or no feature 4: symbols.
        #expect(GraphicsDetection.resolve(.auto, environment: desktop, ask: { nil }) == .symbols)
        #expect(GraphicsDetection.resolve(.auto, environment: desktop,
                                          ask: { TerminalReply(attributes: [62, 22], cellPixels: nil) }) == .symbols)
    }

    @Test func choicesComeFromTheOptionThenTheEnvironment() {
        #expect(GraphicsChoice("KITTY") == .fixed(.kitty))
        #expect(GraphicsChoice("auto") == .auto)
        #expect(GraphicsChoice("pixels") == nil)
        #expect(GraphicsChoice.from(option: nil, environment: ["SCOREKEEPER_GRAPHICS": "sixel"]) == .fixed(.sixel))
        #expect(GraphicsChoice.from(option: .fixed(.symbols), environment: ["SCOREKEEPER_GRAPHICS": "sixel"])
            == .fixed(.symbols))
        #expect(GraphicsChoice.from(option: nil, environment: ["SCOREKEEPER_GRAPHICS": "nonsense"]) == .auto)
    }

    @Test func repliesAreReadWholeAndOnlyWhenComplete() {
        let both = Array("\u{1B}[6;17;8t\u{1B}[?63;1;2;4;6;9;15;22c".utf8)
        #expect(TerminalReply.parse(both) == TerminalReply(attributes: [63, 1, 2, 4, 6, 9, 15, 22], cellPixels: (8, 17)))
        #expect(TerminalReply.parse(both)?.hasSixel == true)
        // The cell size question unanswered, the DA1 reply split: nothing until it is whole.
        #expect(TerminalReply.parse(Array("\u{1B}[?62;22".utf8)) == nil)
        #expect(TerminalReply.parse(Array("\u{1B}[?62;22c".utf8))?.hasSixel == false)
        // The first number is the terminal's class, not a feature: a "4" there is not sixel.
        #expect(TerminalReply.parse(Array("\u{1B}[?4;22c".utf8))?.hasSixel == false)
    }

    @Test func theLargestSixelImageIsReadFromXTSMGRAPHICS() {
        // xterm 379 as a VT340 in a 120 x 32 window of 10 x 20 cells: at most 1000 pixels wide
        // (its maxGraphicSize) and 640 high (the window); also the color registers (item 1).
        let vt340 = Array("\u{1B}[?2;0;1000;640S\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8)
        let reply = TerminalReply.parse(vt340)
        #expect(reply == TerminalReply(attributes: [63, 1, 2, 4, 6, 9, 15, 16, 22, 28], cellPixels: nil,
                                       maxGraphics: (1000, 640)))
        #expect(reply?.maxGraphics?.width == 1000 && reply?.maxGraphics?.height == 640)
        // With the cell size answered first.
        let all = Array("\u{1B}[6;20;10t\u{1B}[?2;0;1000;1000S\u{1B}[?63;1;2;4;6;9;15;22c".utf8)
        #expect(TerminalReply.parse(all) == TerminalReply(attributes: [63, 1, 2, 4, 6, 9, 15, 22], cellPixels: (10, 20),
                                                          maxGraphics: (1000, 1000)))
        // xterm without sixel answers with status 3 (failure) and no size.
        let plain = Array("\u{1B}[?2;3S\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c".utf8)
        #expect(TerminalReply.parse(plain)?.maxGraphics == nil)
        #expect(TerminalReply.parse(plain)?.attributes.first == 64)
        // A terminal that does not know the question answers DA1 only.
        let silent = Array("\u{1B}[?65;1;9c".utf8)
        #expect(TerminalReply.parse(silent) == TerminalReply(attributes: [65, 1, 9], cellPixels: nil))
        #expect(TerminalReply.parse(silent)?.maxGraphics == nil)
        // The size alone is not a whole reply: DA1 comes last.
        #expect(TerminalReply.parse(Array("\u{1B}[?2;0;1000;640S".utf8)) == nil)
    }

    @Test func photoShowFitsSixelWithinTheReportedSizeOrFallsBackToSymbolsWithANote() throws {
        let data = TestImage.png(width: 400, height: 200, red: 224, green: 96, blue: 64)
        var notes: [String] = []
        let environment = ["TERM": "xterm-256color", "SCOREKEEPER_COLOR": "256"]
        func shown(_ limit: (width: Int, height: Int)?) throws -> String {
            try PhotoPrinter.output(imageData: data, columns: 40, graphics: .fixed(.sixel), environment: environment,
                                    note: { notes.append($0) }, isTerminal: true, ask: {
                TerminalReply(attributes: [63, 4], cellPixels: (10, 20), maxGraphics: limit)
            })
        }
        // 40 columns of 10 pixels are 400; at most 250 wide: 25 columns, 250 pixels.
        #expect(try shown((250, 1000)).contains("\"1;1;250;"))
        // Not reported: as before, the whole 400.
        #expect(try shown(nil).contains("\"1;1;400;"))
        #expect(notes.isEmpty)
        // Not one cell fits: symbols in the terminal's colors, and a note rather than nothing.
        let symbols = try shown((5, 5))
        #expect(!symbols.contains("\u{1B}P") && symbols.contains("\u{1B}[38;5;"))
        #expect(notes == ["The terminal draws sixel images of at most 5 x 5 pixels: showing symbols."])
    }

    @Test func ditheredPaletteColorsMapBackToTheEntriesChafaChose() throws {
        // Colors between each palette's entries, so dithering mixes several.
        let between: [(ColorDepth, (UInt8, UInt8, UInt8))] = [(.xterm256, (30, 115, 150)), (.ansi8, (60, 60, 150))]
        for (depth, rgb) in between {
            let data = TestImage.png(width: 160, height: 64, red: rgb.0, green: rgb.1, blue: rgb.2)
            let art = try CellArtRenderer.render(imageData: data, columns: 20, rows: 4, mode: CellArtMode(depth))
            let colors = Set(art.cells.flatMap { [$0.foreground, $0.background] })
            #expect(colors.count > 1, "\(depth): nothing dithered")
            for color in colors {
                let number = try #require(depth.paletteColor(for: color))
                let back = ColorMatching.xtermRGB(number)
                #expect(RGBColor(red: UInt8(back.0), green: UInt8(back.1), blue: UInt8(back.2)) == color, "\(depth)")
            }
        }
    }

    @Test func photoTextUsesThePaletteTheTerminalHas() {
        let orange = RGBColor(red: 255, green: 135, blue: 0)
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let art = CellArt(columns: 2, rows: 1, cells: [ArtCell(character: "▀", foreground: orange, background: black),
                                                       ArtCell(character: "▀", foreground: orange, background: black)])
        #expect(PhotoPrinter.text(art, depth: .xterm256) == "\u{1B}[38;5;208;48;5;16m▀▀\u{1B}[0m\n")
        #expect(PhotoPrinter.text(art, depth: .ansi8) == "\u{1B}[33;40m▀▀\u{1B}[0m\n")
        #expect(PhotoPrinter.text(art, depth: .direct) == "\u{1B}[38;2;255;135;0;48;2;0;0;0m▀▀\u{1B}[0m\n")
        #expect(PhotoPrinter.text(art, depth: .monochrome) == "▀▀\n")
    }
}
