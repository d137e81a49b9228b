import ScorekeeperStore

/// The evening summary over the games list (`e`): the evening of the game that was selected, its
/// summary once read off the main actor (nil until then), and how far it is scrolled.
public struct EveningOverlay: Equatable, Sendable {
    public var evening: Evening
    public var summary: EveningSummary?
    /// The first line of the summary shown.
    public private(set) var firstLine = 0

    public init(evening: Evening, summary: EveningSummary? = nil) {
        self.evening = evening
        self.summary = summary
    }

    /// The arrows and pages scroll within the summary's `lineCount` lines, `visible` at a time;
    /// returns false for other actions.
    mutating func scroll(_ action: Action, lineCount: Int, visible: Int) -> Bool {
        guard let line = OverlayScroll.firstLine(after: action, from: firstLine, lineCount: lineCount, visible: visible) else { return false }
        firstLine = line
        return true
    }
}
