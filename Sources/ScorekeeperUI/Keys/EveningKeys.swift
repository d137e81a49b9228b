/// The keys of the evening summary over the games list: any key closes it.
extension KeyTable {
    public static let eveningSummary = KeyTable(title: "Evening", bindings: [
        CommonKeys.redraw,
        KeyBinding([.escape], .close, "Close", help: "Back to the games", keysLabel: "any key"),
    ], unboundKeys: .perform(.close))
}
