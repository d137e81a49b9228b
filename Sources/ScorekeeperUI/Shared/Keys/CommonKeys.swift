/// Bindings shared by several tables, so a list moves the same way everywhere.
enum CommonKeys {
    static let listNavigation: [KeyBinding] = [
        KeyBinding([.up, .character("k")], .moveUp, "Up", help: "Select the row above", inKeyBar: false),
        KeyBinding([.down, .character("j")], .moveDown, "Down", help: "Select the row below", inKeyBar: false),
        KeyBinding([.pageUp], .pageUp, "Page up", help: "Move up one page", inKeyBar: false),
        KeyBinding([.pageDown], .pageDown, "Page down", help: "Move down one page", inKeyBar: false),
        KeyBinding([.home, .character("g")], .moveToTop, "Top", help: "Select the first row", inKeyBar: false),
        KeyBinding([.end, .character("G")], .moveToBottom, "Bottom", help: "Select the last row", inKeyBar: false),
    ]

    static let help = KeyBinding([.character("?")], .showHelp, "Help", help: "Show this list of keys")
    static let redraw = KeyBinding([.control("l")], .redraw, "Redraw", help: "Redraw the whole screen", inKeyBar: false)

    /// Editing keys of every one-line text field.
    static let textEditing: [KeyBinding] = [
        KeyBinding([.left], .cursorLeft, "Left", help: "Move the cursor left", inKeyBar: false),
        KeyBinding([.right], .cursorRight, "Right", help: "Move the cursor right", inKeyBar: false),
        KeyBinding([.home, .control("a")], .cursorToStart, "Start", help: "Move the cursor to the start", inKeyBar: false),
        KeyBinding([.end, .control("e")], .cursorToEnd, "End", help: "Move the cursor to the end", inKeyBar: false),
        KeyBinding([.backspace], .deleteBackward, "Erase", help: "Erase the character before the cursor", inKeyBar: false),
        KeyBinding([.delete, .control("d")], .deleteForward, "Delete", help: "Erase the character under the cursor", inKeyBar: false),
        KeyBinding([.control("u")], .deleteToStart, "Erase", help: "Erase everything before the cursor"),
    ]
}
