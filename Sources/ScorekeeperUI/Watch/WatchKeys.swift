/// The keys of the watch-only display (`--watch`): nothing here writes. The keys that write on
/// the other screens are listed so that pressing one says "watch only" instead of doing nothing.
extension KeyTable {
    public static let watch = KeyTable(title: "Watch only", bindings: [
        KeyBinding([.escape, .character("q")], .quit, "Quit", help: "Stop watching", keysLabel: "q"),
        CommonKeys.help,
        CommonKeys.redraw,
        KeyBinding(writeKeys, .refuseWatchOnly, "Watch only",
                   help: "Scoring and editing are off (watch only)",
                   inKeyBar: false, keysLabel: "+ - = u a r d"),
    ])

    /// Every key that writes somewhere else in the interface.
    static let writeKeys: [Key] = [
        .character("+"), .character("-"), .character("="), .left, .right, .character("u"), .control("r"),
        .character("a"), .character("r"), .character("d"), .delete, .character("p"), .character("c"),
        .character("x"), .enter,
    ]
}
