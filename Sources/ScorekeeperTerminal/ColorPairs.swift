import CNcursesw
import ScorekeeperStore
import ScorekeeperUI

/// Curses color pairs for roles and picture colors, allocated on demand with `alloc_pair` (which
/// reuses a pair for the same colors). When the terminal runs out of pairs, `reset_color_pairs`
/// frees them all and the frame is drawn again from scratch.
@MainActor
final class ColorPairs {
    /// ncurses' functions (opened at run time, see `CursesLibrary`).
    private let nc: SKCurses
    let depth: ColorDepth
    /// The depth and the terminal's background: which of the role table's pairs are drawn.
    let palette: Palette
    private var rolePairs: [Role: Int32] = [:]
    private var picturePairs: [PictureColors: Int32] = [:]
    /// Set when the pairs were reset, so the caller repaints every cell.
    private(set) var wereReset = false

    /// Whether curses runs on a direct-color description, which reads color numbers of 8 and
    /// above as 0xRRGGBB: palette colors (a `SCOREKEEPER_COLOR=256` override) are sent as RGB.
    let descriptionIsDirect: Bool

    init(curses: UnsafePointer<SKCurses>, depth: ColorDepth, background: TerminalBackground = .dark, descriptionIsDirect: Bool = false) {
        self.nc = curses.pointee
        self.depth = depth
        self.palette = Palette(depth: depth, background: background)
        self.descriptionIsDirect = descriptionIsDirect
    }

    /// The number curses is given for a color of `depth`.
    private func terminalNumber(_ color: Int) -> Int {
        guard descriptionIsDirect, depth != .direct, color >= 8 else { return color }
        let rgb = ColorMatching.xtermRGB(color)
        return max(8, rgb.0 << 16 | rgb.1 << 8 | rgb.2)
    }

    /// The pair and attributes for a cell.
    func style(for cell: Cell) -> (pair: Int32, attributes: CellAttributes) {
        if cell.role == .picture, let picture = cell.picture {
            return (pictureColors(picture), cell.attributes)
        }
        return (rolePair(cell.role), palette.attributes(for: cell.role, adding: cell.attributes))
    }

    private func rolePair(_ role: Role) -> Int32 {
        if let pair = rolePairs[role] { return pair }
        guard let colors = palette.colors(for: role) else { return 0 }
        let pair = allocate(foreground: colors.foreground, background: colors.background)
        rolePairs[role] = pair
        return pair
    }

    private func pictureColors(_ colors: PictureColors) -> Int32 {
        if let pair = picturePairs[colors] { return pair }
        guard let foreground = depth.paletteColor(for: colors.foreground),
              let background = depth.paletteColor(for: colors.background) else { return 0 }
        let pair = allocate(foreground: foreground, background: background)
        picturePairs[colors] = pair
        return pair
    }

    private func allocate(foreground: Int, background: Int) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let foreground = terminalNumber(foreground)
        let background = terminalNumber(background)
        var pair = nc.alloc_pair(Int32(foreground), Int32(background))
        if pair < 0 {
            // Out of pairs (8-color terminals have 64): start over; the caller repaints.
            nc.reset_color_pairs()
            rolePairs.removeAll()
            picturePairs.removeAll()
            wereReset = true
            pair = nc.alloc_pair(Int32(foreground), Int32(background))
        }
        return max(0, pair)
    }

    func acknowledgeReset() { wereReset = false }
}
