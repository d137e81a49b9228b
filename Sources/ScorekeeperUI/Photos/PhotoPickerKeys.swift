/// The keys of the photo picker: browsing the list, or typing a path.
extension KeyTable {
    public static let photoPicker = KeyTable(title: "Choose a photo", bindings: [
        KeyBinding([.enter, .right, .character("l")], .openEntry, "Open", help: "Open the folder, or choose the photo", keysLabel: "Enter"),
        KeyBinding([.backspace, .left, .character("h")], .parentDirectory, "Up", help: "Go to the parent folder", keysLabel: "Bksp"),
        KeyBinding([.character(".")], .toggleHiddenFiles, "Hidden", help: "Show or hide hidden files"),
        KeyBinding([.character("/"), .tab], .typePath, "Type path", help: "Type a path (Tab completes)", keysLabel: "/"),
    ] + CommonKeys.listNavigation.filter { $0.action != .moveToTop && $0.action != .moveToBottom } + [
        KeyBinding([.home], .moveToTop, "Top", help: "Select the first entry", inKeyBar: false),
        KeyBinding([.end], .moveToBottom, "Bottom", help: "Select the last entry", inKeyBar: false),
        KeyBinding([.escape, .character("q")], .cancel, "Cancel", help: "Close, changing nothing"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    public static let photoPickerPath = KeyTable(title: "Type a path", bindings: [
        KeyBinding([.enter], .submit, "Go", help: "Open the folder, or choose the file"),
        KeyBinding([.tab], .completePath, "Complete", help: "Complete the name"),
        KeyBinding([.escape, .down], .leavePathField, "List", help: "Back to the list", keysLabel: "Esc"),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}
