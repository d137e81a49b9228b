import ScorekeeperStore

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

extension TextWrapping {
    /// Wraps a line that starts with an indented name and text aligned after it ("  chance  Chance:
    /// 5 to 30"): the lines it continues on start under the text, so the columns stay aligned.
    /// Any other line wraps as `lines` wraps it.
    public static func hanging(_ line: String, width: Int) -> [String] {
        let indent = line.prefix { $0 == " " }
        let name = line.dropFirst(indent.count).prefix { $0 != " " }
        let gap = line.dropFirst(indent.count + name.count).prefix { $0 == " " }
        let prefix = String(line.prefix(indent.count + name.count + gap.count))
        let prefixWidth = DisplayWidth.of(prefix)
        guard !indent.isEmpty, !name.isEmpty, gap.count >= 2, prefixWidth <= width / 2 else { return lines(line, width: width) }
        let rest = lines(String(line.dropFirst(prefix.count)), width: width - prefixWidth)
        let padding = String(repeating: " ", count: prefixWidth)
        return rest.enumerated().map { index, text in (index == 0 ? prefix : padding) + text }
    }
}
