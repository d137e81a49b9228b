import ScorekeeperStore

/// The bottom line: the main keys of whatever has the focus, read from its key table. The way
/// out (quit, back or cancel) and `? Help` are kept at the end when the line is too narrow for everything.
enum KeyBarView {
    static func draw(_ table: KeyTable, into screen: inout Screen, row: Int) {
        let bindings = table.keyBarBindings
        let pinnedActions: [Action] = [.back, .quit, .cancel, .showHelp]
        let pinned = pinnedActions.compactMap { action in bindings.first { $0.action == action } }
        let others = bindings.filter { !pinnedActions.contains($0.action) }
        func width(_ binding: KeyBinding) -> Int {
            DisplayWidth.of(binding.keysText) + DisplayWidth.of(binding.label) + 3
        }
        let available = screen.size.columns - pinned.map(width).reduce(0, +)
        var shown: [KeyBinding] = []
        var used = 0
        for binding in others {
            guard used + width(binding) <= available else { break }
            shown.append(binding)
            used += width(binding)
        }
        shown += pinned
        var x = 0
        for binding in shown {
            x += screen.put(" " + binding.keysText + " ", x: x, y: row, role: .keyName)
            x += screen.put(binding.label + " ", x: x, y: row, role: .keyLabel)
        }
    }
}
