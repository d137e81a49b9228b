import ScorekeeperStore

/// A player's small picture in the list, or a neutral placeholder with initials when there is no
/// photo or it could not be drawn.
enum AvatarView {
    static func draw(_ art: CellArt?, name: String, x: Int, y: Int, into screen: inout Screen) {
        let box = Rect(x: x, y: y, width: Layout.avatarColumns, height: Layout.avatarRows)
        if let art {
            screen.fill(box, role: .normal)
            // Center a picture that came out narrower or shorter than the box.
            screen.put(art, x: x + (box.width - art.columns) / 2, y: y + (box.height - art.rows) / 2)
            return
        }
        screen.fill(box, role: .avatarPlaceholder)
        let text = initials(of: name)
        screen.put(text, x: x + (box.width - DisplayWidth.of(text)) / 2, y: y, role: .avatarPlaceholder)
    }

    /// Up to two initials: "Blob Sr" → "BS", "Zoë" → "Z", "山田 太郎" → "山" (wide letters take two columns).
    static func initials(of name: String) -> String {
        let words = Sanitized.text(name).split(separator: " ").compactMap { $0.first(where: { $0.isLetter || $0.isNumber }) }
        var result = ""
        for letter in words.prefix(2) {
            let candidate = result + String(letter).uppercased()
            if DisplayWidth.of(candidate) > Layout.avatarColumns - 1 { break }
            result = candidate
        }
        return result.isEmpty ? "?" : result
    }
}
