/// A QR code as its square of modules, dark or light, row by row from the top, without the
/// quiet zone around it: what an encoder makes and a renderer draws, a plain value between them.
public struct QRMatrix: Sendable, Hashable {
    /// Modules a side.
    public let size: Int
    /// `size * size` modules, row by row; true is dark.
    public let modules: [Bool]

    /// Nil when `modules` does not fill a square of `size`.
    public init?(size: Int, modules: [Bool]) {
        guard size > 0, modules.count == size * size else { return nil }
        self.size = size
        self.modules = modules
    }

    /// Whether the module at `row`, `column` is dark; outside the code (its quiet zone) is light.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }
}

/// A QR code drawn in text with half blocks: each line holds two rows of modules (▀ the upper
/// dark, ▄ the lower, █ both, a space neither) inside a quiet zone of four light modules, as the
/// standard asks. Dark modules are drawn as the terminal's foreground on its background.
///
/// A reader needs dark modules on light, so on a dark palette (light text on dark) the drawing
/// is inverted: what is dark in the code is left as the background and the rest filled
/// (`inverted`), and a scanner sees the code the right way round on either palette.
public enum QRHalfBlocks {
    /// The light modules around the code on every side.
    public static let quietZone = 4

    /// The text lines, all `width(of:)` characters wide. `inverted`: the code drawn for light
    /// text on a dark background (the code's light modules, the quiet zone with them, are filled).
    public static func lines(_ matrix: QRMatrix, inverted: Bool = false) -> [String] {
        let side = matrix.size + 2 * quietZone
        var lines: [String] = []
        lines.reserveCapacity((side + 1) / 2)
        for top in stride(from: 0, to: side, by: 2) {
            var line = ""
            line.reserveCapacity(side)
            for column in 0..<side {
                // A row past the bottom (an odd number of rows) is quiet zone, light.
                let upper = filled(matrix, row: top, column: column, side: side, inverted: inverted)
                let lower = filled(matrix, row: top + 1, column: column, side: side, inverted: inverted)
                line.append(upper ? (lower ? "█" : "▀") : (lower ? "▄" : " "))
            }
            lines.append(line)
        }
        return lines
    }

    /// The characters a drawing takes each way: (columns, lines).
    public static func extent(of matrix: QRMatrix) -> (columns: Int, lines: Int) {
        let side = matrix.size + 2 * quietZone
        return (side, (side + 1) / 2)
    }

    /// Whether the cell half at `row`, `column` of the drawing (quiet zone included) is drawn in
    /// the foreground.
    private static func filled(_ matrix: QRMatrix, row: Int, column: Int, side: Int, inverted: Bool) -> Bool {
        guard row < side else { return false }
        let dark = matrix.isDark(row: row - quietZone, column: column - quietZone)
        return dark != inverted
    }
}
