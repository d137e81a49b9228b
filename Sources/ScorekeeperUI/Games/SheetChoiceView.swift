import Foundation
import ScorekeeperStore

/// The list of sheets a new game may follow, in a box over the games list: "No sheet", then each
/// sheet's name, title and kind ("yours" for the user's own), then the user's files that do not
/// read, each with its problem. The selected line is marked "▸"; a long list scrolls with it.
enum SheetChoiceView {
    static func draw(_ choice: SheetChoice, into screen: inout Screen, layout: Layout) {
        let rows = choice.rows
        let reading = choice.isReading
        let top = layout.list.y + 1
        let room = max(3, layout.statusRow - top)
        let wanted = rows.count + (reading ? 1 : 0) + 2
        let width = min(72, layout.size.columns - 2)
        let rect = DialogPlacement.rect(width: width, height: min(wanted, room), anchorRow: nil, rowHeight: 1, layout: layout)
        let typed = choice.prompt.field.text.trimmingCharacters(in: .whitespaces)
        screen.box(rect, title: typed.isEmpty ? "Sheet for the new game" : "Sheet for \(Sanitized.text(typed))")

        let inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        var height = inner.height
        if reading, height > 0 {
            screen.put("Reading the sheets…", x: inner.x + 2, y: inner.maxY - 1, width: inner.width - 3, role: .muted)
            height -= 1
        }
        guard height > 0 else { return }
        // Choosable lines come first, so the selection's index is its line's; at the last of them
        // the window goes to the bottom, so the files that do not read come into view.
        let last = choice.choosable.count - 1
        let first = choice.selected >= last ? max(0, rows.count - height)
            : (choice.selected < height ? 0 : choice.selected - height + 1)

        // Columns: the name as chosen on the command line, the title, the kind and "yours".
        let nameWidth = min(16, max(8, rows.map { if case .sheet(let entry) = $0 { DisplayWidth.of(Sanitized.text(entry.sheet.name)) } else { 0 } }.max() ?? 0))
        let yoursWidth = 5
        // A space is kept before the right border. On a narrow terminal the kind gives way to the
        // title, which says more.
        var kindWidth = 10
        var titleWidth = inner.width - 3 - nameWidth - 1 - kindWidth - 1 - yoursWidth - 2
        if titleWidth < 8 {
            kindWidth = 0
            titleWidth = inner.width - 3 - nameWidth - 1 - yoursWidth - 2
        }
        titleWidth = max(1, titleWidth)
        for (offset, row) in rows[first...].prefix(height).enumerated() {
            let index = first + offset
            let y = inner.y + offset
            let selected = row.isChoosable && index == choice.selected
            let role: Role = selected ? .selection : .dialog
            screen.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), role: role)
            if selected { screen.put("▸", x: inner.x + 1, y: y, role: role, attributes: [.bold]) }
            var x = inner.x + 3
            switch row {
            case .noSheet:
                screen.put("No sheet", x: x, y: y, width: nameWidth, role: role)
                x += nameWidth + 1
                screen.put("points per round, the rules as set", x: x, y: y, width: inner.maxX - x - 1, role: selected ? role : .muted)
            case .sheet(let entry):
                screen.put(Sanitized.text(entry.sheet.name), x: x, y: y, width: nameWidth, role: role)
                x += nameWidth + 1
                screen.put(Sanitized.text(entry.sheet.title), x: x, y: y, width: titleWidth, role: role)
                x += titleWidth + 1
                if kindWidth > 0 {
                    screen.put(entry.sheet.kind.name, x: x, y: y, width: kindWidth, role: selected ? role : .muted)
                    x += kindWidth + 1
                }
                if case .user = entry.source { screen.put("yours", x: x, y: y, width: yoursWidth, role: role) }
            case .problem(let problem):
                screen.put("! " + Sanitized.text(problemLine(problem)), x: inner.x + 1, y: y, width: inner.width - 2, role: .error)
            }
        }
        if first > 0 { screen.put("▲", x: rect.maxX - 2, y: inner.y, role: .muted) }
        if first + height < rows.count { screen.put("▼", x: rect.maxX - 2, y: inner.y + height - 1, role: .muted) }
    }

    /// A file's problem with the file named by its name alone: the folder is the same for all.
    static func problemLine(_ problem: SheetFile.Problem) -> String {
        var short = problem
        short.file = (problem.file as NSString).lastPathComponent
        return short.description
    }
}
