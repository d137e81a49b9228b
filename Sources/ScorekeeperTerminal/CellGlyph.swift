import Foundation
import ScorekeeperUI

/// What the backend actually writes for one cell of a frame.
///
/// The frame plans every cell's width with `DisplayWidth`, but curses and the terminal advance the
/// cursor by what the C library's `wcwidth` says. Where the two disagree (a flag, an emoji newer
/// than the C library, a character the locale cannot encode), writing the character as is would
/// shift the rest of the line. So a cell is written only in a form whose width the C library agrees
/// with, and anything else becomes a plain substitute of the planned width.
struct CellGlyph: Equatable {
    /// A base character and its combining marks (at most what a curses cell holds).
    var scalars: [UInt32]
    /// When the frame planned two columns but the glyph takes one: what goes in the second column.
    var padding: UInt32?

    /// Scalars after the base in one curses cell (CCHARW_MAX is 5, one slot is the terminating 0).
    static let maximumMarks = 3

    init(scalars: [UInt32], padding: UInt32?) {
        self.scalars = scalars
        self.padding = padding
    }

    /// - Parameters:
    ///   - unicode: whether the locale encodes UTF-8; when not, only ASCII is written.
    ///   - width: the C library's width of a scalar (`wcwidth`).
    init(_ cell: Cell, unicode: Bool, width: (UInt32) -> Int) {
        let planned = max(1, Int(cell.width))
        let scalars = Array(cell.character.unicodeScalars)
        guard let base = scalars.first else {
            self = CellGlyph(ascii: " ", planned: planned)
            return
        }
        guard unicode else {
            self = CellGlyph(ascii: CellGlyph.asciiSubstitute(for: cell), planned: planned)
            return
        }
        let baseWidth = width(base.value)
        guard baseWidth >= 1, baseWidth <= planned else {
            // Unknown to the C library (-1), zero-width alone, or wider than planned.
            self = CellGlyph(ascii: "?", planned: planned)
            return
        }
        // Only marks that draw on the base and take no column of their own; joiners and variation
        // selectors would make a terminal start an emoji sequence curses does not know about.
        let marks = scalars.dropFirst().filter { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark:
                return width(scalar.value) == 0 && !CellGlyph.isVariationSelector(scalar)
            default:
                return false
            }
        }
        self.init(scalars: [base.value] + marks.prefix(CellGlyph.maximumMarks).map(\.value),
                  padding: baseWidth < planned ? 0x20 : nil)
    }

    private init(ascii: Character, planned: Int) {
        let value = ascii.unicodeScalars.first!.value
        // A wide character shown as "?" keeps both its columns visibly unknown: "??".
        self.init(scalars: [value], padding: planned == 2 ? (ascii == "?" ? value : 0x20) : nil)
    }

    static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }

    /// The interface's own symbols, spelled in ASCII for terminals that only have ASCII.
    static let asciiSymbols: [Character: Character] = [
        "▸": ">", "·": "-", "…": "~", "★": "*", "→": ">", "←": "<", "↑": "^", "↓": "v", "−": "-",
        "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+",
    ]

    /// An ASCII stand-in: the symbol table, else the letter without its accents ("ë" → "e"),
    /// else "?". Picture cells become blanks: their colors still show, their block symbols cannot.
    static func asciiSubstitute(for cell: Cell) -> Character {
        let character = cell.character
        if let first = character.unicodeScalars.first, character.unicodeScalars.count == 1,
           (0x20..<0x7F).contains(first.value) {
            return character
        }
        if cell.role == .picture { return " " }
        if let symbol = asciiSymbols[character] { return symbol }
        if cell.width <= 1, let letter = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
           (0x21..<0x7F).contains(letter.value) {
            return Character(letter)
        }
        return "?"
    }
}
