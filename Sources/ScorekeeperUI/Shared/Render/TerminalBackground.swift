import ScorekeeperStore

/// Whether the terminal draws on a dark or a light background, which decides the palette roles
/// are drawn in: yellow text that reads well on black all but vanishes on white.
public enum TerminalBackground: String, CaseIterable, Hashable, Sendable {
    case dark, light

    /// The terminal's own colours (role colour -1) the palettes are measured against: xterm's
    /// `-fg white -bg black` and `-fg black -bg white`. A terminal only says its background, and
    /// only some do, so these stand for every dark and every light one.
    public var assumedColors: (foreground: RGBColor, background: RGBColor) {
        let black = RGBColor(red: 0, green: 0, blue: 0), white = RGBColor(red: 255, green: 255, blue: 255)
        return self == .dark ? (white, black) : (black, white)
    }

    /// The background a colour makes: light when black text on it has more contrast than white.
    public static func of(_ color: RGBColor) -> TerminalBackground {
        let black = RGBColor(red: 0, green: 0, blue: 0), white = RGBColor(red: 255, green: 255, blue: 255)
        return Contrast.ratio(color, black) > Contrast.ratio(color, white) ? .light : .dark
    }

    /// What `COLORFGBG` says ("15;0", "0;default;15": the last field is the background's ANSI
    /// number; rxvt, Konsole and others set it): 7 and 9-15 are light, 0-6 and 8 dark, anything
    /// else unknown.
    public static func fromColorFGBG(_ value: String?) -> TerminalBackground? {
        guard let last = value?.split(separator: ";").last, let number = Int(last), (0...15).contains(number) else {
            return nil
        }
        return number == 7 || number >= 9 ? .light : .dark
    }

    /// What `SCOREKEEPER_BACKGROUND` (`light` or `dark`) asks for; nil when unset or unknown.
    public static func override(_ environment: [String: String]) -> TerminalBackground? {
        environment["SCOREKEEPER_BACKGROUND"].flatMap { TerminalBackground(rawValue: $0.lowercased()) }
    }

    /// The background to draw for: `SCOREKEEPER_BACKGROUND`, else the colour the terminal reported
    /// (`reported`, its answer to OSC 11, only asked for when colours are on), else `COLORFGBG`,
    /// else dark, as most terminals are.
    public static func resolve(environment: [String: String], reported: () -> RGBColor?) -> TerminalBackground {
        if let forced = override(environment) { return forced }
        // Without colours the background changes nothing: no reason to ask.
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .dark }
        if ColorDepth.override(environment) == .monochrome { return .dark }
        if let color = reported() { return of(color) }
        return fromColorFGBG(environment["COLORFGBG"]) ?? .dark
    }
}
