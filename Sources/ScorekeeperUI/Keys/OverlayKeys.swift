/// The keys of overlays that any key closes: help and the photo viewer.
extension KeyTable {
    public static let help = KeyTable(title: "Help", bindings: [
        CommonKeys.redraw,
        KeyBinding([.escape], .close, "Close", help: "Close help", keysLabel: "any key"),
    ], unboundKeys: .perform(.close))

    public static let photoViewer = KeyTable(title: "Photo", bindings: [
        CommonKeys.redraw,
        KeyBinding([.escape], .close, "Back", help: "Back to the players", keysLabel: "any key"),
    ], unboundKeys: .perform(.close))
}
