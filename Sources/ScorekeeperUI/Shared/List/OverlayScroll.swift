/// How an overlay taller than the window scrolls (help, the evening summary): the arrows by a
/// line, the pages by a window less a line, Home and End to the ends, always within the lines.
enum OverlayScroll {
    /// The first line shown after `action`, from `firstLine`, for `lineCount` lines shown
    /// `visible` at a time; nil for an action that does not scroll.
    static func firstLine(after action: Action, from firstLine: Int, lineCount: Int, visible: Int) -> Int? {
        let last = max(0, lineCount - visible)
        var line = firstLine
        switch action {
        case .moveUp: line -= 1
        case .moveDown: line += 1
        case .pageUp: line -= max(1, visible - 1)
        case .pageDown: line += max(1, visible - 1)
        case .moveToTop: line = 0
        case .moveToBottom: line = last
        default: return nil
        }
        return min(max(0, line), last)
    }
}
