/// Where things go on screen, from the size alone. Render draws with it and the store uses it for
/// page sizes and mouse clicks, so the two always agree.
public struct Layout: Equatable, Sendable {
    public var size: TerminalSize

    public init(size: TerminalSize) {
        self.size = size
    }

    /// Below this, the interface shows a short "too small" message instead of a garbled layout.
    public static let minimumSize = TerminalSize(columns: 32, rows: 8)

    public var isTooSmall: Bool {
        size.columns < Layout.minimumSize.columns || size.rows < Layout.minimumSize.rows
    }

    public var headerRow: Int { 0 }
    public var columnHeaderRow: Int { 1 }
    public var statusRow: Int { size.rows - 2 }
    public var keyBarRow: Int { size.rows - 1 }

    /// The area between the column header and the status line.
    public var list: Rect { Rect(x: 0, y: 2, width: size.columns, height: max(0, size.rows - 4)) }

    /// A game's player rows are two lines tall, to fit a small picture.
    public static let playerRowHeight = 2
    /// The size of a player's avatar, in cells.
    public static let avatarColumns = 4
    public static let avatarRows = 2
    /// Where the avatar starts in a player row (after the rank column).
    public static let avatarX = 5

    public var visibleGameRows: Int { list.height }
    /// History rows are two lines tall too: the player's avatar, then what the change was.
    public static let historyRowHeight = 2
    public var visibleHistoryRows: Int { list.height / Layout.historyRowHeight }
    public var visiblePlayerRows: Int { list.height / Layout.playerRowHeight }

    /// The photo picker's list and preview panes inside the list area.
    public var pickerList: Rect {
        let listWidth = showsPickerPreview ? max(24, size.columns * 45 / 100) : size.columns
        return Rect(x: 0, y: list.y + 1, width: listWidth, height: max(0, list.height - 1))
    }

    public var showsPickerPreview: Bool { size.columns >= 56 && list.height >= 6 }

    public var pickerPreview: Rect {
        let x = pickerList.maxX + 1
        return Rect(x: x, y: pickerList.y, width: max(0, size.columns - x - 1), height: pickerList.height)
    }

    /// The cells a full-size photo may use: everything but the title and key bar.
    public var photoViewer: Rect { Rect(x: 0, y: 1, width: size.columns, height: max(0, size.rows - 2)) }
}
