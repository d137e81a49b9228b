/// Selection by id in a list whose rows come and go: the rules shared by every list.
public enum ListSelection {
    /// How far the arrows, pages and ends move a selection, the same in every list (the games,
    /// a game's players, the history, people, the photo picker); nil for any other action.
    /// `page` is a window's rows less one, so a row of the last page stays in sight.
    public static func offset(for action: Action, page: Int) -> Int? {
        switch action {
        case .moveUp: return -1
        case .moveDown: return 1
        case .pageUp: return -max(1, page)
        case .pageDown: return max(1, page)
        case .moveToTop: return Int.min / 2
        case .moveToBottom: return Int.max / 2
        default: return nil
        }
    }

    /// The id to select after the list changed from `old` to `new`.
    ///
    /// The selection stays on the same row wherever it moved (a re-sort, a live update). When the
    /// selected row disappeared, the nearest surviving neighbour takes over: the next row it had,
    /// else the previous one.
    public static func reconcile<ID: Hashable>(selected: ID?, old: [ID], new: [ID]) -> ID? {
        guard !new.isEmpty else { return nil }
        guard let selected else { return new.first }
        let survivors = Set(new)
        if survivors.contains(selected) { return selected }
        if let position = old.firstIndex(of: selected) {
            if let next = old[(position + 1)...].first(where: survivors.contains) { return next }
            if let previous = old[..<position].last(where: survivors.contains) { return previous }
        }
        return new.first
    }

    /// The id `offset` rows away from `selected` (clamped to the ends of the list).
    public static func moved<ID: Hashable>(_ selected: ID?, by offset: Int, in ids: [ID]) -> ID? {
        guard !ids.isEmpty else { return nil }
        guard let selected, let position = ids.firstIndex(of: selected) else { return ids.first }
        return ids[min(max(0, position + offset), ids.count - 1)]
    }
}

/// Which rows of a list are on screen: the first visible row is remembered by id, and moves only
/// as much as needed to keep the selected row visible (so the list does not jump around).
public enum ListViewport {
    /// The index of the first visible row.
    public static func firstVisibleIndex<ID: Hashable>(ids: [ID], selected: ID?, top: ID?, visibleRows: Int) -> Int {
        guard !ids.isEmpty, visibleRows > 0 else { return 0 }
        var first = top.flatMap { ids.firstIndex(of: $0) } ?? 0
        if let selected, let position = ids.firstIndex(of: selected) {
            if position < first { first = position }
            if position >= first + visibleRows { first = position - visibleRows + 1 }
        }
        // Do not leave empty space at the bottom when rows above could fill it.
        first = min(first, max(0, ids.count - visibleRows))
        return max(0, first)
    }

    /// The id of the first visible row, to remember after the selection moved.
    public static func top<ID: Hashable>(ids: [ID], selected: ID?, top: ID?, visibleRows: Int) -> ID? {
        guard !ids.isEmpty else { return nil }
        return ids[firstVisibleIndex(ids: ids, selected: selected, top: top, visibleRows: visibleRows)]
    }
}
