import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// WCAG contrast of every role in every palette (8, 256 and 24-bit colours on a dark and on a
/// light background), and how the background is found.
@Suite struct ContrastTests {
    static let black = RGBColor(red: 0, green: 0, blue: 0)
    static let white = RGBColor(red: 255, green: 255, blue: 255)

    @Test func luminanceAndRatioFollowWCAG() {
        #expect(Contrast.luminance(Self.black) == 0)
        #expect(Contrast.luminance(Self.white) == 1)
        #expect(Contrast.ratio(Self.black, Self.white) == 21)
        #expect(Contrast.ratio(Self.white, Self.black) == 21)
        // Figures from WebAIM's contrast checker: #777777 on white is 4.48, #767676 4.54.
        let grey77 = RGBColor(red: 0x77, green: 0x77, blue: 0x77), grey76 = RGBColor(red: 0x76, green: 0x76, blue: 0x76)
        #expect(abs(Contrast.ratio(grey77, Self.white) - 4.48) < 0.01)
        #expect(abs(Contrast.ratio(grey76, Self.white) - 4.54) < 0.01)
        // xterm's yellow on white, the issue's complaint: 1.7.
        #expect(abs(Contrast.ratio(RGBColor(red: 205, green: 205, blue: 0), Self.white) - 1.70) < 0.01)
    }

    /// The lowest contrast of each palette, printed for the record, and every role at 4.5:1.
    @Test(arguments: Palette.withColors)
    func everyRoleReadsInEveryPalette(_ palette: Palette) throws {
        var lowest = (role: Role.normal, ratio: 21.0)
        for role in Role.allCases {
            let ratio = try #require(palette.contrast(of: role))
            #expect(ratio >= Contrast.minimumForText,
                    "\(role) in \(palette.depth) on \(palette.background): \(ratio) < 4.5")
            if ratio < lowest.ratio { lowest = (role, ratio) }
        }
        print("Lowest contrast, \(palette.depth) on \(palette.background): \(String(format: "%.2f", lowest.ratio)) (\(lowest.role))")
    }

    @Test func theCheckCountsWhatBoldDoesToTheBasicColours() {
        let dark8 = Palette(depth: .ansi8, background: .dark), light8 = Palette(depth: .ansi8, background: .light)
        // Dark: a basic colour may be drawn bright when bold; both must read.
        #expect(dark8.foregrounds(for: .leader).count == 2)
        // Light: bold is not sent with a basic colour, so only the colour itself is drawn...
        #expect(!light8.attributes(for: .danger, adding: .bold).contains(.bold))
        #expect(light8.foregrounds(for: .danger).count == 1)
        // ...but the terminal's own foreground keeps bold (nothing brightens it).
        #expect(light8.attributes(for: .keyName, adding: []).contains(.bold))
        // The old pairs fail the same check: yellow names on white, grey on cyan (bold black).
        #expect(Contrast.ratio(light8.rgb(3, isForeground: true), light8.rgb(-1, isForeground: false)) < 2)
        #expect(Contrast.ratio(dark8.rgb(8, isForeground: true), dark8.rgb(6, isForeground: false)) < 2.1)
    }

    @Test func colourPalettesUseNoDimAndRichOnesNoThemeColours() {
        for palette in Palette.withColors {
            for role in Role.allCases {
                // How much dim takes away is the terminal's choice; the contrast could not be known.
                #expect(!palette.attributes(for: role, adding: []).contains(.dim), "\(role) is dim in \(palette)")
                guard palette.depth != .ansi8, let colors = RoleStyle.style(for: role).colors(for: palette.depth,
                                                                                          background: palette.background)
                else { continue }
                // 0-15 are the colours themes redefine; the 256-colour pairs must not lean on them.
                #expect(colors.foreground == -1 || colors.foreground >= 16, "\(role) in \(palette)")
                #expect(colors.background == -1 || colors.background >= 16, "\(role) in \(palette)")
            }
        }
    }

    @Test func peoplesColoursStayApartOn256ColoursDarkAndLight() {
        for background in TerminalBackground.allCases {
            let palette = Palette(depth: .xterm256, background: background)
            let foregrounds = PersonColour.allCases.map { palette.colors(for: $0.role)!.foreground }
            #expect(Set(foregrounds).count == PersonColour.allCases.count, "\(background)")
        }
    }

    @Test func monochromeKeepsAttributesAndNoColours() {
        let palette = Palette(depth: .monochrome, background: .light)
        #expect(palette.colors(for: .header) == nil)
        #expect(palette.contrast(of: .header) == nil)
        #expect(palette.attributes(for: .selection, adding: []) == [.reverse])
        #expect(palette.attributes(for: .muted, adding: []) == [.dim])
    }

    @Test func theBackgroundComesFromTheOverrideTheTerminalColorFGBGOrDark() {
        let asked = { (color: RGBColor?) in { color } }
        let pale = RGBColor(red: 0xfd, green: 0xf6, blue: 0xe3)
        #expect(TerminalBackground.resolve(environment: [:], reported: asked(pale)) == .light)
        #expect(TerminalBackground.resolve(environment: [:], reported: asked(RGBColor(red: 0x28, green: 0x2c, blue: 0x34))) == .dark)
        // No reply: COLORFGBG, else dark.
        #expect(TerminalBackground.resolve(environment: ["COLORFGBG": "0;15"], reported: asked(nil)) == .light)
        #expect(TerminalBackground.resolve(environment: ["COLORFGBG": "0;default;7"], reported: asked(nil)) == .light)
        #expect(TerminalBackground.resolve(environment: ["COLORFGBG": "15;0"], reported: asked(nil)) == .dark)
        #expect(TerminalBackground.resolve(environment: ["COLORFGBG": "15;default"], reported: asked(nil)) == .dark)
        #expect(TerminalBackground.resolve(environment: [:], reported: asked(nil)) == .dark)
        // The terminal's answer wins over COLORFGBG; the override over both.
        #expect(TerminalBackground.resolve(environment: ["COLORFGBG": "15;0"], reported: asked(Self.white)) == .light)
        #expect(TerminalBackground.resolve(environment: ["SCOREKEEPER_BACKGROUND": "Dark"], reported: asked(Self.white)) == .dark)
        #expect(TerminalBackground.resolve(environment: ["SCOREKEEPER_BACKGROUND": "light"], reported: asked(nil)) == .light)
        // Without colours nobody is asked.
        var wasAsked = false
        _ = TerminalBackground.resolve(environment: ["NO_COLOR": "1"]) { wasAsked = true; return Self.white }
        #expect(!wasAsked)
    }
}
