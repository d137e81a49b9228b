/// How a role looks at each color depth and on each background: the one table every color on
/// screen comes from.
///
/// Colors are terminal palette numbers: -1 is the terminal's own default, 0-7 the ANSI colors
/// (black, red, green, yellow, blue, magenta, cyan, white), 8-255 the xterm palette. Every pair
/// reaches a contrast of 4.5:1 in every palette (`Palette.contrast(of:)`, checked by a test):
/// on 8 colors on a dark background a basic foreground must read in its bright twin too (bold
/// brightens it in xterm), so red, blue and magenta text give way to white on a red or blue band;
/// on a light one the light hues (yellow, green, cyan) become bands behind the terminal's own
/// dark text. The 256-color pairs avoid 0-15, which themes redefine.
public struct RoleStyle: Equatable, Sendable {
    /// Foreground and background on 8-color terminals with a dark background.
    public var basic: (foreground: Int, background: Int)
    /// Foreground and background on 256-color and direct-color terminals with a dark background.
    public var rich: (foreground: Int, background: Int)
    /// The same two on a light background.
    public var basicLight: (foreground: Int, background: Int)
    public var richLight: (foreground: Int, background: Int)
    /// Attributes used together with the colors.
    public var attributes: CellAttributes
    /// Attributes alone, for monochrome terminals and NO_COLOR: they must keep roles apart.
    public var monochrome: CellAttributes

    init(basic: (Int, Int), rich: (Int, Int), light: (basic: (Int, Int), rich: (Int, Int))? = nil,
         attributes: CellAttributes, monochrome: CellAttributes) {
        self.basic = basic
        self.rich = rich
        self.basicLight = light?.basic ?? basic
        self.richLight = light?.rich ?? rich
        self.attributes = attributes
        self.monochrome = monochrome
    }

    public static func == (lhs: RoleStyle, rhs: RoleStyle) -> Bool {
        lhs.basic == rhs.basic && lhs.rich == rhs.rich && lhs.basicLight == rhs.basicLight
            && lhs.richLight == rhs.richLight && lhs.attributes == rhs.attributes && lhs.monochrome == rhs.monochrome
    }

    /// The palette colors for `depth` on `background` (nil on monochrome: no colors at all).
    public func colors(for depth: ColorDepth, background: TerminalBackground = .dark) -> (foreground: Int, background: Int)? {
        switch (depth, background) {
        case (.monochrome, _): return nil
        case (.ansi8, .dark): return basic
        case (.ansi8, .light): return basicLight
        case (.xterm256, .dark), (.direct, .dark): return rich
        case (.xterm256, .light), (.direct, .light): return richLight
        }
    }

    public func attributes(for depth: ColorDepth) -> CellAttributes {
        depth == .monochrome ? monochrome : attributes
    }

    private static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, white = 7
    private static let terminalDefault = -1

    /// The style of every role. `light:` gives the pairs for a light background where they differ.
    public static func style(for role: Role) -> RoleStyle {
        let d = terminalDefault
        switch role {
        case .normal, .picture:
            return RoleStyle(basic: (d, d), rich: (d, d), attributes: [], monochrome: [])
        case .header:
            return RoleStyle(basic: (white, blue), rich: (255, 24), light: ((white, blue), (231, 24)),
                             attributes: [.bold], monochrome: [.reverse, .bold])
        case .columnHeader:
            return RoleStyle(basic: (cyan, d), rich: (110, d), light: ((blue, d), (24, d)),
                             attributes: [.bold], monochrome: [.underline])
        case .selection:
            return RoleStyle(basic: (white, blue), rich: (255, 25), light: ((d, cyan), (16, 153)),
                             attributes: [], monochrome: [.reverse])
        case .leader:
            // On white, yellow can only be a band behind the terminal's dark text.
            return RoleStyle(basic: (yellow, d), rich: (220, d), light: ((d, yellow), (94, d)),
                             attributes: [.bold], monochrome: [.bold])
        case .selectedLeader:
            return RoleStyle(basic: (yellow, blue), rich: (220, 25), light: ((d, yellow), (94, 230)),
                             attributes: [.bold], monochrome: [.reverse, .bold])
        case .muted:
            // A grey where there is one. Not dim: how much dim takes away is the terminal's
            // choice, and on 8 colors it can take muted text below a readable contrast.
            return RoleStyle(basic: (d, d), rich: (245, d), light: ((d, d), (242, d)),
                             attributes: [], monochrome: [.dim])
        case .danger:
            return RoleStyle(basic: (white, red), rich: (203, d), light: ((red, d), (124, d)),
                             attributes: [.bold], monochrome: [.bold, .underline])
        case .error:
            return RoleStyle(basic: (white, red), rich: (203, d), light: ((red, d), (124, d)),
                             attributes: [.bold], monochrome: [.bold])
        case .success:
            return RoleStyle(basic: (green, d), rich: (114, d), light: ((d, green), (22, d)),
                             attributes: [], monochrome: [])
        case .keyName:
            return RoleStyle(basic: (d, d), rich: (255, d), light: ((d, d), (16, d)), attributes: [.bold], monochrome: [.bold])
        case .keyLabel:
            // Like htop: the labels sit on a colored band, the keys between them stand out.
            return RoleStyle(basic: (white, blue), rich: (16, 74), light: ((d, cyan), (16, 152)),
                             attributes: [], monochrome: [.reverse])
        case .dialog:
            return RoleStyle(basic: (d, d), rich: (255, 236), light: ((d, d), (16, 254)), attributes: [], monochrome: [])
        case .dialogBorder:
            return RoleStyle(basic: (cyan, d), rich: (117, 236), light: ((blue, d), (24, 254)),
                             attributes: [.bold], monochrome: [.bold])
        case .button:
            return RoleStyle(basic: (d, d), rich: (250, 238), light: ((d, d), (16, 252)), attributes: [], monochrome: [])
        case .focusedButton:
            return RoleStyle(basic: (white, blue), rich: (255, 25), light: ((white, blue), (231, 25)),
                             attributes: [.bold], monochrome: [.reverse, .bold])
        case .focusedDangerButton:
            return RoleStyle(basic: (white, red), rich: (255, 160), light: ((white, red), (231, 124)),
                             attributes: [.bold], monochrome: [.reverse, .bold, .underline])
        case .input:
            return RoleStyle(basic: (d, d), rich: (255, 238), light: ((d, d), (16, 252)),
                             attributes: [.underline], monochrome: [.underline])
        case .currentRound:
            return RoleStyle(basic: (cyan, blue), rich: (255, 58), light: ((d, white), (16, 223)),
                             attributes: [.bold], monochrome: [.bold, .underline])
        case .finished:
            // On white with 8 colors, magenta rather than a yellow band: the trophy's text is
            // padded to its column, and a band would run on past the winners' names.
            return RoleStyle(basic: (yellow, d), rich: (220, d), light: ((magenta, d), (94, d)),
                             attributes: [.bold], monochrome: [.bold])
        // Six hues where they read; where fewer do (8 colors), the lines share hues and their
        // markers keep them apart, as in monochrome.
        case .series1:
            return RoleStyle(basic: (cyan, d), rich: (81, d), light: ((blue, d), (25, d)), attributes: [.bold], monochrome: [])
        case .series2:
            return RoleStyle(basic: (yellow, d), rich: (220, d), light: ((red, d), (94, d)), attributes: [.bold], monochrome: [])
        case .series3:
            return RoleStyle(basic: (white, d), rich: (205, d), light: ((magenta, d), (125, d)), attributes: [.bold], monochrome: [])
        case .series4:
            return RoleStyle(basic: (green, d), rich: (114, d), light: ((d, d), (22, d)), attributes: [.bold], monochrome: [])
        case .series5:
            return RoleStyle(basic: (yellow, d), rich: (203, d), light: ((red, d), (124, d)), attributes: [.bold], monochrome: [])
        case .series6:
            return RoleStyle(basic: (cyan, d), rich: (69, d), light: ((blue, d), (55, d)), attributes: [.bold], monochrome: [])
        // People's colours: each its own shade on 256 colors, dark or light; 8 colors fold them
        // onto the few hues that read on that background, and the marker beside each name keeps
        // them apart there and in monochrome.
        case .personRed:
            return RoleStyle(basic: (yellow, d), rich: (203, d), light: ((red, d), (124, d)), attributes: [.bold], monochrome: [])
        case .personGreen:
            return RoleStyle(basic: (green, d), rich: (114, d), light: ((d, d), (22, d)), attributes: [.bold], monochrome: [])
        case .personYellow:
            return RoleStyle(basic: (yellow, d), rich: (220, d), light: ((d, d), (94, d)), attributes: [.bold], monochrome: [])
        case .personBlue:
            return RoleStyle(basic: (cyan, d), rich: (69, d), light: ((blue, d), (25, d)), attributes: [.bold], monochrome: [])
        case .personMagenta:
            return RoleStyle(basic: (white, d), rich: (170, d), light: ((magenta, d), (90, d)), attributes: [.bold], monochrome: [])
        case .personCyan:
            return RoleStyle(basic: (cyan, d), rich: (81, d), light: ((blue, d), (24, d)), attributes: [.bold], monochrome: [])
        case .personOrange:
            return RoleStyle(basic: (yellow, d), rich: (208, d), light: ((red, d), (130, d)), attributes: [.bold], monochrome: [])
        case .personPurple:
            return RoleStyle(basic: (white, d), rich: (141, d), light: ((magenta, d), (55, d)), attributes: [.bold], monochrome: [])
        case .personTeal:
            return RoleStyle(basic: (green, d), rich: (37, d), light: ((blue, d), (23, d)), attributes: [.bold], monochrome: [])
        case .personPink:
            return RoleStyle(basic: (white, d), rich: (218, d), light: ((magenta, d), (125, d)), attributes: [.bold], monochrome: [])
        case .avatarPlaceholder:
            return RoleStyle(basic: (white, blue), rich: (255, 239), light: ((white, blue), (16, 250)),
                             attributes: [.bold], monochrome: [.reverse])
        }
    }
}
