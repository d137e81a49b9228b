/// What a cell means, rather than what color it is: the terminal backend maps each role to
/// colors and attributes through `RoleStyle.style(for:)`, per terminal color depth and
/// background (`Palette`).
public enum Role: String, CaseIterable, Hashable, Sendable {
    case normal
    /// The screen's title bar.
    case header
    /// Column titles above a list.
    case columnHeader
    /// The selected row.
    case selection
    /// The leading player(s).
    case leader
    /// The selected row when it is also a leader.
    case selectedLeader
    /// Secondary text: counts, hints, empty states.
    case muted
    /// Words about losing something.
    case danger
    /// An error message.
    case error
    /// A short confirmation that something worked.
    case success
    /// The key name in the bottom key bar.
    case keyName
    /// The label after a key name in the key bar.
    case keyLabel
    /// The inside of a dialog.
    case dialog
    /// A dialog's border and title.
    case dialogBorder
    /// A button or choice that does not have focus.
    case button
    /// The focused, safe button.
    case focusedButton
    /// The focused button of a destructive choice.
    case focusedDangerButton
    /// A text field being edited.
    case input
    /// The placeholder avatar (initials) for players without a picture.
    case avatarPlaceholder
    /// A picture cell: its colors come from the cell's RGB pair, not from this table.
    case picture
    /// The round grid's current round column.
    case currentRound
    /// A finished game's result (the trophy and the winners' names).
    case finished
    /// One player's line in the chart, and its legend entry; the series repeat after six. In
    /// monochrome each player also has its own marker character, so the lines stay apart.
    case series1, series2, series3, series4, series5, series6
    /// A person's colour (`PersonColour`): their name in lists, their row, their chart line. Each
    /// colour also has a marker character (`PersonColour.marker`), so monochrome tells them apart.
    case personRed, personGreen, personYellow, personBlue, personMagenta
    case personCyan, personOrange, personPurple, personTeal, personPink

    /// The chart role of the player at `index` (in legend order).
    public static func series(_ index: Int) -> Role {
        [.series1, .series2, .series3, .series4, .series5, .series6][index % 6]
    }
}

/// Extra text attributes a cell can ask for, on top of its role's style.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let underline = CellAttributes(rawValue: 1 << 1)
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    public static let dim = CellAttributes(rawValue: 1 << 3)
}
