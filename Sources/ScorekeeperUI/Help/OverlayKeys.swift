/// The keys of overlays that any key closes: help and the photo viewer.
extension KeyTable {
    /// Help: the arrows scroll a table taller than the window; any other key closes it.
    public static let help = KeyTable(title: "Help", bindings: [
        CommonKeys.redraw,
        KeyBinding([.escape], .close, "Close", help: "Close help", keysLabel: "any key"),
        KeyBinding([.up, .character("k")], .moveUp, "Scroll", help: "Scroll help up", inKeyBar: false, keysLabel: "↑/↓"),
        KeyBinding([.down, .character("j")], .moveDown, "Scroll", help: "Scroll help down", inKeyBar: false, inHelp: false),
        KeyBinding([.pageUp], .pageUp, "Page", help: "Scroll help a page", inKeyBar: false, keysLabel: "PgUp/PgDn"),
        KeyBinding([.pageDown], .pageDown, "Page", help: "Scroll help a page", inKeyBar: false, inHelp: false),
    ], unboundKeys: .perform(.close))

    public static let photoViewer = KeyTable(title: "Photo", bindings: [
        CommonKeys.redraw,
        KeyBinding([.escape], .close, "Back", help: "Back to the players", keysLabel: "any key"),
    ], unboundKeys: .perform(.close))
}
