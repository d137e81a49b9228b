import Foundation

// Printing a picture to a terminal that understands 24-bit color escapes.
extension CellArt {
    /// The picture as lines of text: with `colors`, each run of cells is preceded by SGR
    /// 38;2 / 48;2 escapes (only when the colors change) and each line ends with a reset;
    /// without, symbols only. Every line ends with a newline.
    public func ansiText(colors: Bool) -> String {
        var text = ""
        for row in 0..<rows {
            var current: (RGBColor, RGBColor)?
            for column in 0..<columns {
                let cell = self[column, row]
                if colors, current.map({ $0 != cell.foreground || $1 != cell.background }) ?? true {
                    let fg = cell.foreground
                    let bg = cell.background
                    text += "\u{1B}[38;2;\(fg.red);\(fg.green);\(fg.blue);48;2;\(bg.red);\(bg.green);\(bg.blue)m"
                    current = (fg, bg)
                }
                text.append(cell.character)
            }
            if colors { text += "\u{1B}[0m" }
            text += "\n"
        }
        return text
    }
}
