import Foundation
import ScorekeeperUI

/// Which colors reach the terminal, and through which terminal description.
///
/// Curses can only send the colors its terminal description (terminfo) declares: through
/// `xterm-256color` a 24-bit color cannot be expressed at all. Most terminals announce 24-bit
/// color with `COLORTERM=truecolor` while keeping `TERM=xterm-256color`, so when direct color is
/// wanted and `TERM`'s description has fewer colors, curses is started on the matching
/// direct-color description instead (`xterm-direct`, `kitty-direct`... from `ncurses-term`), which
/// differs from the 256-color one only in how colors are set. Without one installed, 256 colors.
struct TerminalColors: Equatable {
    /// What roles and pictures are drawn with.
    var depth: ColorDepth
    /// The terminal description curses starts on (nil: TERM's own).
    var terminalType: String?
    /// Whether that description takes colors as 0xRRGGBB, so palette numbers must be sent as RGB.
    var descriptionIsDirect: Bool

    /// Chooses for the environment; `colors` tells how many colors a description declares
    /// (-1 when it is not installed), so tests can stand in for terminfo.
    static func choose(environment: [String: String], hasColors: Bool,
                       colors: (String?) -> Int = CursesLibrary.terminfoColors) -> TerminalColors {
        let own = colors(nil)
        let wanted = ColorDepth.detect(colors: own, hasColors: hasColors, environment: environment)
        if own >= 1 << 24 || wanted != .direct {
            return TerminalColors(depth: capped(wanted, to: own), terminalType: nil, descriptionIsDirect: own >= 1 << 24)
        }
        for candidate in directCandidates(term: environment["TERM"] ?? "") where colors(candidate) >= 1 << 24 {
            return TerminalColors(depth: .direct, terminalType: candidate, descriptionIsDirect: true)
        }
        return TerminalColors(depth: capped(wanted, to: own), terminalType: nil, descriptionIsDirect: false)
    }

    /// Direct-color descriptions that draw like `term`: its own `-direct` sibling first, then the
    /// family's (every `xterm-*` terminal speaks xterm's color escapes).
    static func directCandidates(term: String) -> [String] {
        guard !term.isEmpty, !term.hasSuffix("-direct") else { return [] }
        var base = term
        for suffix in ["-256color", "-88color", "-color", "-16color"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        var names = [base + "-direct"]
        if term.contains("kitty") { names.append("kitty-direct") }
        if term.hasPrefix("vte") || term.hasPrefix("gnome") { names.append("vte-direct") }
        if term.hasPrefix("konsole") { names.append("konsole-direct") }
        if term.hasPrefix("xterm") || term.hasPrefix("vte") || term.hasPrefix("rxvt") || term.hasPrefix("alacritty")
            || term.hasPrefix("foot") || term.hasPrefix("wezterm") { names.append("xterm-direct") }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// No more colors than the description can send (an override may ask for more).
    static func capped(_ depth: ColorDepth, to colors: Int) -> ColorDepth {
        switch depth {
        case .direct where colors < 1 << 24, .xterm256 where colors < 256:
            return capped(colors >= 256 ? .xterm256 : .ansi8, to: colors)
        case .ansi8 where colors < 8:
            return .monochrome
        default:
            return depth
        }
    }

    /// The colors for text printed outside curses (`photo show`): the escapes are written
    /// directly, so 24-bit color needs no direct-color description. Output that is not a
    /// terminal keeps 24-bit color unless told otherwise.
    static func textDepth(environment: [String: String], isTerminal: Bool) -> ColorDepth {
        guard isTerminal else {
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
            return ColorDepth.override(environment) ?? .direct
        }
        let colors = CursesLibrary.terminfoColors(nil)
        return ColorDepth.detect(colors: max(colors, 0), hasColors: colors >= 8, environment: environment)
    }
}
