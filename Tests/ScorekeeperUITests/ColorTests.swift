import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// Color depth detection, nearest-color matching for pictures, and the role table.
@Suite struct ColorTests {
    @Test func depthFollowsTheTerminalAndNoColor() {
        #expect(ColorDepth.detect(colors: 1 << 24, hasColors: true, environment: [:]) == .direct)
        #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: [:]) == .xterm256)
        #expect(ColorDepth.detect(colors: 8, hasColors: true, environment: [:]) == .ansi8)
        #expect(ColorDepth.detect(colors: 0, hasColors: false, environment: [:]) == .monochrome)
        #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: ["NO_COLOR": "1"]) == .monochrome)
        // An empty NO_COLOR does not count (no-color.org).
        #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: ["NO_COLOR": ""]) == .xterm256)
    }

    @Test func picturesMapToEachDepth() {
        let orange = RGBColor(red: 255, green: 135, blue: 0)
        #expect(ColorDepth.direct.paletteColor(for: orange) == 0xFF8700)
        #expect(ColorDepth.xterm256.paletteColor(for: orange) == 208)
        #expect(ColorDepth.ansi8.paletteColor(for: orange) == 3)
        #expect(ColorDepth.monochrome.paletteColor(for: orange) == nil)
        // Near-black in direct color must not land on the ANSI numbers below 8.
        #expect(ColorDepth.direct.paletteColor(for: RGBColor(red: 0, green: 0, blue: 3)) == 8)
    }

    @Test func roleColorsKeepTheirLookInDirectColor() {
        // Palette 24 is (0, 95, 135); a direct-color terminal must get that RGB, not 0x000018.
        #expect(ColorDepth.direct.roleColor(24) == 0x005F87)
        #expect(ColorDepth.direct.roleColor(255) == 0xEEEEEE)
        #expect(ColorDepth.direct.roleColor(-1) == -1)
        #expect(ColorDepth.direct.roleColor(3) == 3)
        #expect(ColorDepth.xterm256.roleColor(24) == 24)
    }

    @Test func graysUseTheGrayRamp() {
        #expect(ColorMatching.nearestXterm256(RGBColor(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorMatching.nearestXterm256(RGBColor(red: 0, green: 0, blue: 0)) == 16)
        #expect(ColorMatching.nearestXterm256(RGBColor(red: 255, green: 255, blue: 255)) == 231)
    }

    @Test func everyRoleStaysDistinctWithoutColors() {
        // In monochrome the selection, header and dialogs' focus must still be visible.
        for role in [Role.selection, .header, .focusedButton, .focusedDangerButton, .keyLabel, .avatarPlaceholder] {
            #expect(!RoleStyle.style(for: role).monochrome.isEmpty, "\(role) is invisible in monochrome")
        }
        #expect(RoleStyle.style(for: .normal).colors(for: .monochrome) == nil)
    }
}
