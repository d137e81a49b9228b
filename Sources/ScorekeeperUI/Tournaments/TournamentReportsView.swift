import Foundation
import ScorekeeperStore

/// The organiser's queue as the tournament screen draws it: a table waiting shows what was
/// reported in its result column, the queue's lines sit under the round's tables, and `A` on
/// reports that differ opens the choice of whose stands.
@MainActor
enum TournamentReportsView {
    /// A waiting table's result column: "reported 1-0" while the reports agree, "1-0 or 0-1?"
    /// when they differ.
    static func statusText(_ pending: PendingTableReports) -> String {
        if let agreed = pending.agreed { return "reported \(agreed.text)" }
        var texts: [String] = []
        for report in pending.reports where !texts.contains(report.proposal.text) { texts.append(report.proposal.text) }
        return texts.joined(separator: " or ") + "?"
    }

    /// The queue's lines (`TournamentScreen.reportLines`) from `y` up to `end`; returns the
    /// line after the last drawn.
    static func drawQueue(_ open: TournamentScreen, y start: Int, end: Int, width: Int, into screen: inout Screen) -> Int {
        var y = start
        // Reports that differ, and wrong PINs, need the organiser; the others only wait.
        for (index, line) in open.reportLines.enumerated() where y < end {
            let waitsOnly = open.reports.tables.indices.contains(index) && open.reports.tables[index].agreed != nil
            screen.put(DisplayWidth.truncate(line, toWidth: max(1, width - 4)), x: 3, y: y, role: waitsOnly ? .muted : .danger)
            y += 1
        }
        return y
    }

    /// The reports of a table that differ, the highlighted seat's marked "▸".
    static func drawChoice(_ pending: PendingTableReports, highlighted: Int, into screen: inout Screen, layout: Layout) {
        let width = min(64, layout.size.columns - 2)
        let rect = DialogPlacement.rect(width: width, height: pending.reports.count + 3, anchorRow: nil, rowHeight: 1, layout: layout)
        screen.box(rect, title: "Table \(pending.table): accept whose report?")
        for (offset, report) in pending.reports.enumerated() {
            let y = rect.y + 1 + offset
            let selected = report.seat == highlighted
            let role: Role = selected ? .selection : .dialog
            screen.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), role: role)
            if selected { screen.put("▸", x: rect.x + 2, y: y, role: role, attributes: [.bold]) }
            screen.put("\(Sanitized.text(pending.name(ofSeat: report.seat))) says \(report.proposal.text)",
                       x: rect.x + 4, y: y, width: rect.width - 6, role: role)
        }
        screen.put("Written as a typed result; the other reports are dropped.", x: rect.x + 2, y: rect.y + 1 + pending.reports.count,
                   width: rect.width - 4, role: .muted)
    }
}
