import ScorekeeperStore

/// How many colors the terminal can show, which decides how roles and pictures are drawn.
public enum ColorDepth: Equatable, Sendable {
    /// No colors (or NO_COLOR is set): attributes and characters only.
    case monochrome
    /// The 8 ANSI colors.
    case ansi8
    /// The xterm 256-color palette.
    case xterm256
    /// 24-bit color: a color number is 0xRRGGBB.
    case direct

    /// Chooses the depth from the terminal's COLORS and the environment.
    /// NO_COLOR (any non-empty value, per no-color.org) turns colors off; `SCOREKEEPER_COLOR`
    /// (`24bit`, `256`, `8`, `none`) overrides the rest, for terminals that describe themselves
    /// wrongly; `COLORTERM=truecolor` or `24bit` means direct color whatever terminfo says,
    /// since most terminals announce it that way while keeping `TERM=xterm-256color`.
    public static func detect(colors: Int, hasColors: Bool, environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let forced = override(environment) { return forced }
        guard hasColors else { return .monochrome }
        if colors >= 1 << 24 { return .direct }
        if colors >= 8, announcesDirectColor(environment) { return .direct }
        if colors >= 256 { return .xterm256 }
        if colors >= 8 { return .ansi8 }
        return .monochrome
    }

    /// The depth `SCOREKEEPER_COLOR` asks for; nil when unset or not one of the known values.
    public static func override(_ environment: [String: String]) -> ColorDepth? {
        switch environment["SCOREKEEPER_COLOR"]?.lowercased() {
        case "24bit", "truecolor", "direct": return .direct
        case "256": return .xterm256
        case "8": return .ansi8
        case "none", "0", "mono", "monochrome": return .monochrome
        default: return nil
        }
    }

    /// Whether `COLORTERM` says the terminal takes 24-bit colors.
    public static func announcesDirectColor(_ environment: [String: String]) -> Bool {
        let value = environment["COLORTERM"]?.lowercased() ?? ""
        return value == "truecolor" || value == "24bit"
    }

    /// The color number to send for a palette color of the role table. Direct-color terminals
    /// read numbers of 8 and above as 0xRRGGBB, so palette entries become their RGB value there.
    public func roleColor(_ paletteNumber: Int) -> Int {
        guard self == .direct, paletteNumber >= 8 else { return paletteNumber }
        let rgb = ColorMatching.xtermRGB(paletteNumber)
        return max(8, rgb.0 << 16 | rgb.1 << 8 | rgb.2)
    }

    /// The palette number closest to `color` at this depth (nil on monochrome).
    public func paletteColor(for color: RGBColor) -> Int? {
        switch self {
        case .monochrome: return nil
        case .ansi8: return ColorMatching.nearestANSI(color)
        case .xterm256: return ColorMatching.nearestXterm256(color)
        case .direct:
            let value = Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
            // xterm-direct treats numbers below 8 as the ANSI colors, so nudge near-black up.
            return max(value, 8)
        }
    }
}

/// Nearest-color matching from 24-bit colors to terminal palettes.
public enum ColorMatching {
    /// The six levels of each channel in the xterm 6x6x6 color cube.
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of an ANSI color 0-7, as xterm draws it.
    static let ansiColors: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    ]

    /// The RGB value xterm gives a palette number (0-255).
    public static func xtermRGB(_ number: Int) -> (Int, Int, Int) {
        switch number {
        case 0..<8:
            return ansiColors[number]
        case 8..<16:
            let bright = [(127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
                          (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
            return bright[number - 8]
        case 16..<232:
            let index = number - 16
            return (cubeLevels[index / 36], cubeLevels[(index / 6) % 6], cubeLevels[index % 6])
        default:
            let level = 8 + 10 * (min(255, number) - 232)
            return (level, level, level)
        }
    }

    /// The closest of the 8 ANSI colors.
    public static func nearestANSI(_ color: RGBColor) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansiColors.enumerated() {
            let distance = squaredDistance(color, candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The closest entry of the xterm palette's color cube (16-231) or gray ramp (232-255).
    /// The 16 system colors are skipped: terminals redefine them.
    public static func nearestXterm256(_ color: RGBColor) -> Int {
        let r = nearestCubeIndex(Int(color.red))
        let g = nearestCubeIndex(Int(color.green))
        let b = nearestCubeIndex(Int(color.blue))
        let cubeColor = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
        let cubeNumber = 16 + 36 * r + 6 * g + b

        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grayStep = min(23, max(0, (average - 8 + 5) / 10))
        let grayLevel = 8 + 10 * grayStep
        let grayNumber = 232 + grayStep

        return squaredDistance(color, (grayLevel, grayLevel, grayLevel)) < squaredDistance(color, cubeColor)
            ? grayNumber : cubeNumber
    }

    static func nearestCubeIndex(_ value: Int) -> Int {
        var best = 0
        for index in cubeLevels.indices where abs(cubeLevels[index] - value) < abs(cubeLevels[best] - value) {
            best = index
        }
        return best
    }

    static func squaredDistance(_ color: RGBColor, _ other: (Int, Int, Int)) -> Int {
        let dr = Int(color.red) - other.0
        let dg = Int(color.green) - other.1
        let db = Int(color.blue) - other.2
        return dr * dr + dg * dg + db * db
    }
}
