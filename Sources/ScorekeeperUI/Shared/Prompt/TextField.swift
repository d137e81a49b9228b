import ScorekeeperStore

/// The text of a one-line field and its cursor, edited by grapheme cluster so that "é", "漢" or a
/// family emoji is moved over and erased as one character.
public struct TextField: Equatable, Sendable {
    public private(set) var text: String
    /// The cursor, as a number of characters (grapheme clusters) before it.
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        self.text = text
        self.cursor = text.count
    }

    /// Inserts typed text at the cursor. A combining mark typed after a letter joins that letter,
    /// so the cursor is recomputed from the text rather than advanced by one.
    public mutating func insert(_ typed: String) {
        let prefix = String(text.prefix(cursor)) + typed
        text = prefix + text.dropFirst(cursor)
        cursor = prefix.count
        clampCursor()
    }

    public mutating func insert(_ character: Character) {
        insert(String(character))
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = text.count }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text = String(text.prefix(cursor - 1)) + text.dropFirst(cursor)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text = String(text.prefix(cursor)) + text.dropFirst(cursor + 1)
    }

    /// Ctrl-U: erases everything before the cursor.
    public mutating func deleteToStart() {
        text = String(text.dropFirst(cursor))
        cursor = 0
    }

    public mutating func replace(with newText: String) {
        text = newText
        cursor = newText.count
    }

    private mutating func clampCursor() {
        cursor = min(max(0, cursor), text.count)
    }

    /// Applies an editing action; returns false for actions that are not editing.
    @discardableResult
    public mutating func apply(_ action: Action) -> Bool {
        switch action {
        case .cursorLeft: moveLeft()
        case .cursorRight: moveRight()
        case .cursorToStart: moveToStart()
        case .cursorToEnd: moveToEnd()
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .deleteToStart: deleteToStart()
        default: return false
        }
        return true
    }

    /// What part of the text shows in a field `width` columns wide, and the cursor's column in it.
    /// When the text is too long the view scrolls so the cursor stays visible, with "…" marking a
    /// cut on either side. Control characters are shown escaped.
    public func visible(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 2 else { return ("", 0) }
        let shown = text.map { Sanitized.text(String($0)) }
        let widths = shown.map { DisplayWidth.of($0) }
        let total = widths.reduce(0, +)
        if total + 1 <= width {
            return (shown.joined(), widths[..<cursor].reduce(0, +))
        }
        func lead(_ start: Int) -> Int { start > 0 ? 1 : 0 }
        // Scroll right just enough that the cursor fits; before the last column when text
        // follows it, since that column may hold the "…" of a cut.
        let cursorLimit = cursor == shown.count ? width - 1 : width - 2
        var start = 0
        while start < cursor && lead(start) + widths[start..<cursor].reduce(0, +) > cursorLimit {
            start += 1
        }
        var result = start > 0 ? "…" : ""
        var column = lead(start)
        let cursorColumn = column + widths[start..<cursor].reduce(0, +)
        for index in start..<shown.count {
            // The last column is kept for a "…" unless this is the last character.
            let limit = index == shown.count - 1 ? width : width - 1
            if column + widths[index] > limit {
                result += "…"
                break
            }
            result += shown[index]
            column += widths[index]
        }
        return (result, cursorColumn)
    }
}
