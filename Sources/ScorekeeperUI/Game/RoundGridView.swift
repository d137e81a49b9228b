import Foundation
import ScorekeeperStore

/// The round grid (`t`): a row per player in seat order, a column per round, the total; the
/// current round highlighted, and (in a game with turns or a rotating dealer) who has the turn
/// and who deals. When the rounds do not all fit, the last ones that do are shown, after a "‹".
@MainActor
enum RoundGridView {
    static func draw(_ model: GameModel, into screen: inout Screen, layout: Layout) {
        guard let standings = model.standings else { return }
        let width = screen.size.columns
        let round = standings.game.currentRound
        let rows = model.players.elements
        let roundCount = standings.roundCount
        let widest = rows.flatMap(\.points).map { String($0).count }.max() ?? 1
        // A round a sync kept apart is headed "R2!": its column is one wider for the mark.
        let conflicts = model.conflictRounds
        let cellWidth = max(widest, String(roundCount).count + (conflicts.isEmpty ? 1 : 2), 3) + 1
        let totalWidth = max(5, rows.map { String($0.player.score).count }.max() ?? 0)
        // The turn and the deal each take a column before the name, when the game has them.
        let table = standings.showsTable
        let (turnID, dealerID) = (standings.turnID, standings.dealerID)
        let nameX = table ? 6 : 5
        let nameWidth = min(max(4, rows.map { DisplayWidth.of(Sanitized.text($0.player.name)) }.max() ?? 6), 16,
                            max(4, width - nameX - PersonNameView.markerWidth - totalWidth - 3 - cellWidth))
        // The name follows its person's colour marker.
        let roundsX = nameX + PersonNameView.markerWidth + nameWidth + 1
        let totalX = max(roundsX, width - totalWidth - 2)
        let shownTotalWidth = max(1, min(totalWidth, width - totalX - 1))
        let fitting = max(0, (totalX - 1 - roundsX) / cellWidth)
        let firstRound = max(1, roundCount - fitting + 1)
        let shown = fitting == 0 ? [] : Array(firstRound...roundCount)

        let header = layout.columnHeaderRow
        screen.fill(Rect(x: 0, y: header, width: width, height: 1), role: .columnHeader)
        screen.put("#", x: 2, y: header, role: .columnHeader)
        screen.put("Name", x: nameX + PersonNameView.markerWidth, y: header, role: .columnHeader)
        if firstRound > 1 { screen.put("‹", x: roundsX - 1, y: header, role: .columnHeader) }
        for (index, number) in shown.enumerated() {
            let x = roundsX + index * cellWidth
            let marked = conflicts.contains(number)
            screen.put("R\(number)" + (marked ? "!" : ""), x: x, y: header, width: cellWidth - 1,
                       role: marked ? .error : number == round ? .currentRound : .columnHeader, alignRight: true)
        }
        screen.put(Screen.fitted("Total", width: shownTotalWidth), x: totalX, y: header, width: shownTotalWidth,
                   role: .columnHeader, alignRight: true)

        ScrollMarkerView.draw(hiddenAbove: model.list.hiddenAbove, hiddenBelow: model.list.hiddenBelow,
                              rightLabelX: totalX + totalWidth - 5, minimumX: nameX + 6, into: &screen, layout: layout)
        for (line, row) in model.list.visible.enumerated() {
            let y = layout.list.y + line
            let selected = row.id == model.list.selectedID
            let leader = model.isHighlightedLeader(row.id)
            let rowRole: Role = selected ? .selection : .normal
            let textRole: Role = leader ? (selected ? .selectedLeader : .leader) : rowRole
            screen.fill(Rect(x: 0, y: y, width: width, height: 1), role: rowRole)
            if selected { screen.put("▸", x: 0, y: y, role: rowRole, attributes: [.bold]) }
            screen.putNumber(row.rank, x: 1, y: y, width: 3, role: textRole)
            if row.id == turnID {
                screen.put(Glyphs.turn, x: 4, y: y, role: standings.turnOverrun(at: model.now) ? .error : textRole, attributes: [.bold])
            }
            if row.id == dealerID { screen.put(Glyphs.dealer, x: 5, y: y, role: textRole, attributes: [.bold]) }
            PersonNameView.draw(row.player.name, colour: model.colours[row.id], x: nameX, y: y,
                                width: nameWidth + PersonNameView.markerWidth, role: textRole, selected: selected, into: &screen)
            // Points typed in the round not saved yet show in the current round, in bold.
            let typed = model.destination?.roundEntry?.typed[row.id]
            for (index, number) in shown.enumerated() {
                let pending = number == round ? typed : nil
                screen.putNumber(pending ?? row.points(inRound: number), x: roundsX + index * cellWidth, y: y, width: cellWidth - 1,
                                 role: number == round ? .currentRound : rowRole, attributes: pending != nil ? [.bold] : [])
            }
            screen.putNumber(row.player.score, x: totalX, y: y, width: shownTotalWidth, role: textRole, attributes: [.bold])
            if leader { screen.put(Glyphs.leader, x: width - 1, y: y, role: textRole) }
        }
        drawConflictNote(conflicts, below: model.list.visible.count, into: &screen, layout: layout)
    }

    /// Under the rows, when there is room: what "R2!" means and how to answer it.
    private static func drawConflictNote(_ conflicts: Set<Int>, below rows: Int, into screen: inout Screen, layout: Layout) {
        guard !conflicts.isEmpty, rows < layout.list.height else { return }
        let rounds = conflicts.sorted().map { "R\($0)" }.joined(separator: ", ")
        let note = "! \(rounds) from sync conflict: one round recorded on two copies. Delete the one that should not count (h)."
        screen.put(Screen.fitted(note, width: screen.size.columns - 2), x: 2, y: layout.list.y + rows, width: screen.size.columns - 2,
                   role: .error)
    }
}
