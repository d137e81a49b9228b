import ScorekeeperCore

/// Breaks text into lines that fit a width in columns, at spaces when possible.
public enum TextWrapping {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = String(word)
                var wordWidth = DisplayWidth.of(word)
                if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                // A word longer than the whole width is broken where it must be.
                while wordWidth > width {
                    var head = ""
                    var headWidth = 0
                    for character in word {
                        let w = DisplayWidth.of(character)
                        if headWidth + w > width - lineWidth - (lineWidth > 0 ? 1 : 0) { break }
                        head.append(character)
                        headWidth += w
                    }
                    if head.isEmpty {
                        if lineWidth > 0 {
                            lines.append(line)
                            line = ""
                            lineWidth = 0
                            continue
                        }
                        // One character wider than the whole width: it gets a line of its own.
                        head = String(word.first!)
                    }
                    line += (lineWidth > 0 ? " " : "") + head
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                    word = String(word.dropFirst(head.count))
                    wordWidth = DisplayWidth.of(word)
                }
                if word.isEmpty { continue }
                line += (lineWidth > 0 ? " " : "") + word
                lineWidth += (lineWidth > 0 ? 1 : 0) + wordWidth
            }
            lines.append(line)
        }
        return lines
    }
}
