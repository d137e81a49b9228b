import Foundation

/// A 24-bit color.
public struct RGBColor: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// One terminal cell of a picture: a symbol drawn in a foreground color on a background color.
public struct ArtCell: Equatable, Hashable, Sendable {
    public var character: Character
    public var foreground: RGBColor
    public var background: RGBColor

    public init(character: Character, foreground: RGBColor, background: RGBColor) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}

/// A picture as a grid of terminal cells (row-major), ready to be placed in a screen.
public struct CellArt: Equatable, Sendable {
    public var columns: Int
    public var rows: Int
    public var cells: [ArtCell]

    public init(columns: Int, rows: Int, cells: [ArtCell]) {
        precondition(cells.count == columns * rows)
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    public subscript(column: Int, row: Int) -> ArtCell { cells[row * columns + column] }
}
