import ScorekeeperStore

/// One character cell of a frame: a grapheme, how many columns it takes, and how it looks.
///
/// A wide character (CJK, emoji) occupies two cells: the first holds it with `width` 2, the second
/// is a continuation cell with `width` 0 that the backend skips.
public struct Cell: Equatable, Sendable {
    public var character: Character
    /// 1 for most characters, 2 for wide ones, 0 for the right half of a wide character.
    public var width: UInt8
    public var role: Role
    public var attributes: CellAttributes
    /// Picture colors (foreground, background); only for `.picture` cells.
    public var picture: PictureColors?

    public init(character: Character = " ", width: UInt8 = 1, role: Role = .normal,
                attributes: CellAttributes = [], picture: PictureColors? = nil) {
        self.character = character
        self.width = width
        self.role = role
        self.attributes = attributes
        self.picture = picture
    }

    public static let blank = Cell()
}

/// The 24-bit colors of one picture cell.
public struct PictureColors: Equatable, Hashable, Sendable {
    public var foreground: RGBColor
    public var background: RGBColor

    public init(foreground: RGBColor, background: RGBColor) {
        self.foreground = foreground
        self.background = background
    }
}

/// A whole frame: what the terminal should show, as a grid of cells, plus where the text cursor
/// goes (nil hides it). `render(_:size:)` produces it; the backend presents only what changed.
public struct Screen: Equatable, Sendable {
    public let size: TerminalSize
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor should be shown (in a text field), or nil to hide it.
    public var cursor: Point?

    public init(size: TerminalSize) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: size.columns, height: size.rows) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.columns + x] }
    }

    /// Writes one cell, keeping wide characters whole: overwriting either half of a wide character
    /// blanks the other half, so no stray half is ever left on screen.
    mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.columns, y < size.rows else { return }
        let index = y * size.columns + x
        let old = cells[index]
        if old.width == 0, x > 0 {
            cells[index - 1] = Cell(role: cells[index - 1].role, attributes: cells[index - 1].attributes)
        }
        if old.width == 2, x + 1 < size.columns {
            cells[index + 1] = Cell(role: cells[index + 1].role, attributes: cells[index + 1].attributes)
        }
        cells[index] = cell
    }

    /// Paints `rect` with spaces in `role`.
    public mutating func fill(_ rect: Rect, role: Role, attributes: CellAttributes = []) {
        for y in max(0, rect.y)..<min(size.rows, rect.maxY) {
            for x in max(0, rect.x)..<min(size.columns, rect.maxX) {
                set(Cell(role: role, attributes: attributes), x: x, y: y)
            }
        }
    }

    /// Writes `text` from (x, y), never past `x + maxWidth` nor the screen's edge, and returns the
    /// number of columns used. Text must already be sanitized; anything of width 0 that stands
    /// alone (a stray control or format character) is skipped rather than sent to the terminal.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, role: Role = .normal,
                             attributes: CellAttributes = [], maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < size.rows else { return 0 }
        let limit = min(size.columns, x + (maxWidth ?? size.columns))
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if column + width > limit {
                // A wide character that does not fit in the last column leaves a blank there.
                if width == 2, column < limit {
                    set(Cell(role: role, attributes: attributes), x: column, y: y)
                    column += 1
                }
                break
            }
            if column >= 0 {
                if width == 2 {
                    // Clear what the right half lands on first, then claim it as a continuation.
                    set(Cell(role: role, attributes: attributes), x: column + 1, y: y)
                    set(Cell(character: character, width: 2, role: role, attributes: attributes), x: column, y: y)
                    cells[y * size.columns + column + 1] = Cell(character: " ", width: 0, role: role, attributes: attributes)
                } else {
                    set(Cell(character: character, width: 1, role: role, attributes: attributes), x: column, y: y)
                }
            }
            column += width
        }
        return column - x
    }

    /// Writes `text` cut with an ellipsis and padded with spaces to exactly `width` columns.
    public mutating func put(_ text: String, x: Int, y: Int, width: Int, role: Role = .normal,
                             attributes: CellAttributes = [], alignRight: Bool = false) {
        guard width > 0 else { return }
        put(DisplayWidth.pad(text, toWidth: width, alignRight: alignRight), x: x, y: y,
            role: role, attributes: attributes, maxWidth: width)
    }

    /// Places a picture with its top-left corner at (x, y), clipped to the screen.
    public mutating func put(_ art: CellArt, x: Int, y: Int) {
        for row in 0..<art.rows {
            for column in 0..<art.columns {
                let artCell = art[column, row]
                // Pictures are drawn one column per cell; a wide symbol would break the grid.
                let character = DisplayWidth.of(artCell.character) == 1 ? artCell.character : " "
                set(Cell(character: character, role: .picture,
                         picture: PictureColors(foreground: artCell.foreground, background: artCell.background)),
                    x: x + column, y: y + row)
            }
        }
    }

    /// Changes the role of every cell in `rect` (for example to highlight a selected row),
    /// keeping the characters.
    public mutating func restyle(_ rect: Rect, role: Role, keepPictures: Bool = true) {
        for y in max(0, rect.y)..<min(size.rows, rect.maxY) {
            for x in max(0, rect.x)..<min(size.columns, rect.maxX) {
                let index = y * size.columns + x
                if keepPictures && cells[index].role == .picture { continue }
                cells[index].role = role
            }
        }
    }
}

extension Screen {
    /// Writes a number right-aligned in `width` columns. A number is never cut: one too wide for
    /// its column shows as many of its leading digits as fit before "…", so it cannot be read as
    /// another number.
    public mutating func putNumber(_ value: Int, x: Int, y: Int, width: Int, role: Role = .normal,
                                   attributes: CellAttributes = []) {
        guard width > 0 else { return }
        put(Screen.fitted(String(value), width: width), x: x, y: y, width: width, role: role, attributes: attributes,
            alignRight: true)
    }

    /// `text` whole when it fits `width` columns, else its start and "…" (ASCII text only, as
    /// numbers are).
    static func fitted(_ text: String, width: Int) -> String {
        guard text.count > width else { return text }
        return String(text.prefix(max(0, width - 1))) + Glyphs.ellipsis
    }
}
