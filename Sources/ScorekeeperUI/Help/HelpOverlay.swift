/// `?` help over a screen: the keys it explains and how far it is scrolled (a table taller than
/// the window scrolls with the arrows; any other key closes it).
public struct HelpOverlay: Equatable, Sendable {
    public var table: KeyTable
    /// The first line of the table shown.
    public private(set) var firstLine = 0

    public init(table: KeyTable) {
        self.table = table
    }

    /// How many lines of keys help shows at once in `layout`.
    public static func visibleLines(in layout: Layout) -> Int {
        max(1, layout.size.rows - 5)
    }

    /// The arrows and pages scroll, within the table; returns false for other actions.
    mutating func scroll(_ action: Action, layout: Layout) -> Bool {
        guard let line = OverlayScroll.firstLine(after: action, from: firstLine, lineCount: table.helpBindings.count,
                                                 visible: HelpOverlay.visibleLines(in: layout)) else { return false }
        firstLine = line
        return true
    }

    /// After a resize, the window may show more lines than are left below the first one.
    mutating func fit(_ layout: Layout) {
        firstLine = min(firstLine, max(0, table.helpBindings.count - HelpOverlay.visibleLines(in: layout)))
    }
}
