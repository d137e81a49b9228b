/// The keys of the list of sheets a new game may follow, and of the New game prompt once one is
/// chosen (its rules are the sheet's, so Tab does not ask for them).
extension KeyTable {
    public static let sheetChoice = KeyTable(title: "Choose a sheet", bindings: [
        KeyBinding([.enter], .submit, "Choose", help: "Choose the sheet (or no sheet) and go back to the title"),
    ] + CommonKeys.listNavigation + [
        KeyBinding([.escape], .cancel, "Back", help: "Back to the title, choosing nothing new"),
        CommonKeys.help,
        CommonKeys.redraw,
    ])

    public static let addSheetGamePrompt = KeyTable(title: "New game", bindings: [
        KeyBinding([.enter], .submit, "OK", help: "Create the game on the sheet chosen (its rules are the sheet's)"),
        KeyBinding([.control("t")], .chooseSheet, "Sheet", help: "Choose another sheet, or none"),
        KeyBinding([.escape], .cancel, "Cancel", help: "Close without saving"),
    ] + CommonKeys.textEditing + [CommonKeys.redraw], unboundKeys: .typedAsText)
}
