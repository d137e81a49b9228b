/// How a role looks at each color depth: the one table every color on screen comes from.
///
/// Colors are terminal palette numbers: -1 is the terminal's own default, 0-7 the ANSI colors
/// (black, red, green, yellow, blue, magenta, cyan, white), 8-255 the xterm palette.
public struct RoleStyle: Equatable, Sendable {
    /// Foreground and background on 8-color terminals.
    public var basic: (foreground: Int, background: Int)
    /// Foreground and background on 256-color and direct-color terminals.
    public var rich: (foreground: Int, background: Int)
    /// Attributes used together with the colors.
    public var attributes: CellAttributes
    /// Attributes alone, for monochrome terminals and NO_COLOR: they must keep roles apart.
    public var monochrome: CellAttributes

    public static func == (lhs: RoleStyle, rhs: RoleStyle) -> Bool {
        lhs.basic == rhs.basic && lhs.rich == rhs.rich
            && lhs.attributes == rhs.attributes && lhs.monochrome == rhs.monochrome
    }

    /// The palette colors for `depth` (nil on monochrome: no colors at all).
    public func colors(for depth: ColorDepth) -> (foreground: Int, background: Int)? {
        switch depth {
        case .monochrome: return nil
        case .ansi8: return basic
        case .xterm256, .direct: return rich
        }
    }

    public func attributes(for depth: ColorDepth) -> CellAttributes {
        depth == .monochrome ? monochrome : attributes
    }

    private static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, white = 7
    private static let terminalDefault = -1

    /// The style of every role.
    public static func style(for role: Role) -> RoleStyle {
        let d = terminalDefault
        switch role {
        case .normal, .picture:
            return RoleStyle(basic: (d, d), rich: (d, d), attributes: [], monochrome: [])
        case .header:
            return RoleStyle(basic: (black, cyan), rich: (255, 24), attributes: [.bold], monochrome: [.reverse, .bold])
        case .columnHeader:
            return RoleStyle(basic: (cyan, d), rich: (110, d), attributes: [.bold], monochrome: [.underline])
        case .selection:
            return RoleStyle(basic: (black, white), rich: (255, 25), attributes: [], monochrome: [.reverse])
        case .leader:
            return RoleStyle(basic: (yellow, d), rich: (220, d), attributes: [.bold], monochrome: [.bold])
        case .selectedLeader:
            return RoleStyle(basic: (black, yellow), rich: (220, 25), attributes: [.bold], monochrome: [.reverse, .bold])
        case .muted:
            // 8-color terminals have no gray: dim keeps the text readable but quieter.
            return RoleStyle(basic: (d, d), rich: (245, d), attributes: [.dim], monochrome: [.dim])
        case .danger:
            return RoleStyle(basic: (red, d), rich: (203, d), attributes: [.bold], monochrome: [.bold, .underline])
        case .error:
            return RoleStyle(basic: (red, d), rich: (203, d), attributes: [.bold], monochrome: [.bold])
        case .success:
            return RoleStyle(basic: (green, d), rich: (114, d), attributes: [], monochrome: [])
        case .keyName:
            return RoleStyle(basic: (d, d), rich: (255, d), attributes: [.bold], monochrome: [.bold])
        case .keyLabel:
            // Like htop: the labels sit on a colored band, the keys between them stand out.
            return RoleStyle(basic: (black, cyan), rich: (16, 74), attributes: [], monochrome: [.reverse])
        case .dialog:
            return RoleStyle(basic: (d, d), rich: (255, 236), attributes: [], monochrome: [])
        case .dialogBorder:
            return RoleStyle(basic: (cyan, d), rich: (117, 236), attributes: [.bold], monochrome: [.bold])
        case .button:
            return RoleStyle(basic: (d, d), rich: (250, 238), attributes: [], monochrome: [])
        case .focusedButton:
            return RoleStyle(basic: (black, white), rich: (255, 25), attributes: [.bold], monochrome: [.reverse, .bold])
        case .focusedDangerButton:
            return RoleStyle(basic: (white, red), rich: (255, 160), attributes: [.bold], monochrome: [.reverse, .bold, .underline])
        case .input:
            return RoleStyle(basic: (d, d), rich: (255, 238), attributes: [.underline], monochrome: [.underline])
        case .currentRound:
            return RoleStyle(basic: (black, yellow), rich: (255, 58), attributes: [.bold], monochrome: [.bold, .underline])
        case .finished:
            return RoleStyle(basic: (yellow, d), rich: (220, d), attributes: [.bold], monochrome: [.bold])
        // Six hues that stay apart on 8 colors (no white or black: they vanish on one background).
        case .series1:
            return RoleStyle(basic: (cyan, d), rich: (81, d), attributes: [.bold], monochrome: [])
        case .series2:
            return RoleStyle(basic: (yellow, d), rich: (220, d), attributes: [.bold], monochrome: [])
        case .series3:
            return RoleStyle(basic: (magenta, d), rich: (205, d), attributes: [.bold], monochrome: [])
        case .series4:
            return RoleStyle(basic: (green, d), rich: (114, d), attributes: [.bold], monochrome: [])
        case .series5:
            return RoleStyle(basic: (red, d), rich: (203, d), attributes: [.bold], monochrome: [])
        case .series6:
            return RoleStyle(basic: (blue, d), rich: (69, d), attributes: [.bold], monochrome: [])
        // People's colours: the 8-colour terminal folds the four extra hues onto their nearest,
        // and the marker beside each name keeps them apart there and in monochrome.
        case .personRed:
            return RoleStyle(basic: (red, d), rich: (203, d), attributes: [.bold], monochrome: [])
        case .personGreen:
            return RoleStyle(basic: (green, d), rich: (114, d), attributes: [.bold], monochrome: [])
        case .personYellow:
            return RoleStyle(basic: (yellow, d), rich: (220, d), attributes: [.bold], monochrome: [])
        case .personBlue:
            return RoleStyle(basic: (blue, d), rich: (69, d), attributes: [.bold], monochrome: [])
        case .personMagenta:
            return RoleStyle(basic: (magenta, d), rich: (170, d), attributes: [.bold], monochrome: [])
        case .personCyan:
            return RoleStyle(basic: (cyan, d), rich: (81, d), attributes: [.bold], monochrome: [])
        case .personOrange:
            return RoleStyle(basic: (yellow, d), rich: (208, d), attributes: [.bold], monochrome: [])
        case .personPurple:
            return RoleStyle(basic: (magenta, d), rich: (141, d), attributes: [.bold], monochrome: [])
        case .personTeal:
            return RoleStyle(basic: (cyan, d), rich: (37, d), attributes: [.bold], monochrome: [])
        case .personPink:
            return RoleStyle(basic: (magenta, d), rich: (218, d), attributes: [.bold], monochrome: [])
        case .avatarPlaceholder:
            return RoleStyle(basic: (black, white), rich: (252, 241), attributes: [.bold], monochrome: [.reverse])
        }
    }
}
