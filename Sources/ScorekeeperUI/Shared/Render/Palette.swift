import ScorekeeperStore

/// The colours roles are drawn in on one kind of terminal: a colour depth on a dark or a light
/// background. It says what reaches the terminal for a role (colour numbers, attributes) and the
/// RGB a terminal draws them in, so the contrast of every role can be measured
/// (`contrast(of:)`; every role of every palette reaches `Contrast.minimumForText`).
public struct Palette: Hashable, Sendable {
    public var depth: ColorDepth
    public var background: TerminalBackground

    public init(depth: ColorDepth, background: TerminalBackground) {
        self.depth = depth
        self.background = background
    }

    /// Every palette with colours: 8, 256 and 24-bit, dark and light.
    public static let withColors: [Palette] = [ColorDepth.ansi8, .xterm256, .direct].flatMap { depth in
        TerminalBackground.allCases.map { Palette(depth: depth, background: $0) }
    }

    /// The colour numbers sent for `role` (nil on monochrome), as `ColorDepth.roleColor` makes them.
    public func colors(for role: Role) -> (foreground: Int, background: Int)? {
        RoleStyle.style(for: role).colors(for: depth, background: background)
            .map { (depth.roleColor($0.foreground), depth.roleColor($0.background)) }
    }

    /// The attributes sent for a cell of `role` that asks for `extra` on top of its role's.
    ///
    /// On a light background bold is not sent with one of the eight basic colours: xterm (its
    /// `boldColors`, on by default) and others draw bold text in the bright colour instead, and
    /// bright yellow, cyan or even bright red is pale on white. The terminal's own foreground
    /// (-1) is never brightened, so it keeps bold.
    public func attributes(for role: Role, adding extra: CellAttributes) -> CellAttributes {
        var attributes = RoleStyle.style(for: role).attributes(for: depth).union(extra)
        if background == .light, let foreground = colors(for: role)?.foreground, (0..<8).contains(foreground) {
            attributes.remove(.bold)
        }
        return attributes
    }

    /// The RGB a terminal draws colour `number` in. The 16 basic colours have no fixed RGB (each
    /// terminal and theme picks its own): these are xterm's defaults, an assumption. 16-255 are
    /// the xterm palette's cube and greys, which terminals keep; 24-bit numbers are exact; -1 is
    /// the terminal's own colour (`TerminalBackground.assumedColors`).
    public func rgb(_ number: Int, isForeground: Bool) -> RGBColor {
        if number < 0 {
            let assumed = background.assumedColors
            return isForeground ? assumed.foreground : assumed.background
        }
        if depth == .direct, number >= 8 {
            return RGBColor(red: UInt8(number >> 16 & 0xFF), green: UInt8(number >> 8 & 0xFF), blue: UInt8(number & 0xFF))
        }
        let (red, green, blue) = ColorMatching.xtermRGB(number)
        return RGBColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
    }

    /// The foregrounds `role`'s text may be drawn in: its colour, and when bold may be sent with
    /// a basic colour (any cell may add bold), that colour's bright twin as well (see
    /// `attributes(for:adding:)`).
    public func foregrounds(for role: Role) -> [RGBColor] {
        guard let colors = colors(for: role) else { return [] }
        var drawn = [rgb(colors.foreground, isForeground: true)]
        if (0..<8).contains(colors.foreground), attributes(for: role, adding: .bold).contains(.bold) {
            drawn.append(rgb(colors.foreground + 8, isForeground: true))
        }
        return drawn
    }

    /// The lowest contrast `role`'s text has on its background here (nil on monochrome, where
    /// the terminal's own two colours are all there is).
    public func contrast(of role: Role) -> Double? {
        guard let colors = colors(for: role) else { return nil }
        let background = rgb(colors.background, isForeground: false)
        return foregrounds(for: role).map { Contrast.ratio($0, background) }.min()
    }
}
