/// The keys of the evening summary over the games list: the arrows scroll a summary taller than
/// the window; any other key closes it.
extension KeyTable {
    public static let eveningSummary = KeyTable(title: "Evening", bindings: [
        KeyBinding([.up, .character("k")], .moveUp, "Up", help: "Scroll up a line", inKeyBar: false),
        KeyBinding([.down, .character("j")], .moveDown, "Down", help: "Scroll down a line", inKeyBar: false),
        KeyBinding([.pageUp], .pageUp, "Page up", help: "Scroll up a page", inKeyBar: false),
        KeyBinding([.pageDown, .character(" ")], .pageDown, "Page down", help: "Scroll down a page", inKeyBar: false),
        KeyBinding([.home, .character("g")], .moveToTop, "Top", help: "Back to the top", inKeyBar: false),
        KeyBinding([.end, .character("G")], .moveToBottom, "Bottom", help: "To the end", inKeyBar: false),
        CommonKeys.redraw,
        KeyBinding([.escape], .close, "Close", help: "Back to the games", keysLabel: "any key"),
    ], unboundKeys: .perform(.close))
}
