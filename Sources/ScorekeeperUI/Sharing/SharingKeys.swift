/// The keys of sharing a screen as a live page: the question where to open it, and the panel
/// of its addresses and QR code.
extension KeyTable {
    /// This computer only (the default) or the local network too.
    public static let sharingQuestion = KeyTable(title: "Share", bindings: [
        KeyBinding([.character("y"), .character("Y")], .confirm, "Network", help: "Open the page to the local network too", keysLabel: "y"),
        KeyBinding([.character("n"), .character("N")], .decline, "This computer",
                   help: "Open the page on this computer only (127.0.0.1)", keysLabel: "n"),
        KeyBinding([.enter], .activateChoice, "Choose", help: "Choose the highlighted button"),
        KeyBinding([.left, .right, .tab, .backTab, .character("h"), .character("l")], .nextChoice, "Switch",
                   help: "Move between the buttons", keysLabel: "←/→/Tab"),
        KeyBinding([.escape, .character("q")], .cancel, "Cancel", help: "Share nothing", keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The panel of a page being served: its addresses, the first as a QR code.
    public static let sharingPanel = KeyTable(title: "Shared page", bindings: [
        KeyBinding([.character("S")], .sharePage, "Stop", help: "Stop serving the page"),
        KeyBinding([.escape, .character("q"), .enter], .close, "Close",
                   help: "Close the panel; the page is still served (S on the screen stops it)", keysLabel: "Esc"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    /// The binding the game and tournament screens share: the same key, the same meaning.
    static let sharePage = KeyBinding([.character("S")], .sharePage, "Share",
                                      help: "Share this screen as a live page (asks first; S stops it)")
}
