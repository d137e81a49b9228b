import Foundation
import ScorekeeperStore

/// The People screen: one row per person (their colour's marker and name, "photo" after it when
/// they have one, games, wins, win rate, rating, last played), and its dialogs. One person open is drawn by `PersonView`.
@MainActor
enum PeopleView {
    /// A figure column: its title and width (right-aligned).
    struct Column: Equatable {
        var order: PeopleOrder
        var title: String
        var width: Int
    }

    static let allColumns = [
        Column(order: .games, title: "Games", width: 6),
        Column(order: .wins, title: "Wins", width: 6),
        Column(order: .winRate, title: "Win %", width: 7),
        Column(order: .rating, title: "Rating", width: 8),
        Column(order: .lastPlayed, title: "Last played", width: 12),
    ]

    /// The columns that fit next to a name of at least 12 columns: the least telling go first.
    static func columns(width: Int) -> [Column] {
        var columns = allColumns
        for dropped in [PeopleOrder.lastPlayed, .wins, .winRate, .games] {
            guard width - 4 - columns.map(\.width).reduce(0, +) < 12 else { break }
            columns.removeAll { $0.order == dropped }
        }
        return columns
    }

    static func draw(_ model: PeopleModel, into screen: inout Screen, layout: Layout) {
        // The picker of a person's photo takes the whole list area, as a game's does.
        if case .photoPicker(let picker) = model.destination {
            HeaderView.draw(title: "Scorekeeper · People", details: [], into: &screen)
            PhotoPickerView.draw(picker, ownerName: model.photoOwnerName(picker.owner), into: &screen, layout: layout)
            return
        }
        if model.person != nil {
            PersonView.draw(model, into: &screen, layout: layout)
            return
        }
        let width = screen.size.columns
        let count = model.list.rows.count
        let countText = count == 1 ? "1 person" : "\(count) people"
        HeaderView.draw(title: "Scorekeeper · People", details: ["\(countText) · by \(model.order.label)", countText],
                        into: &screen)
        let columns = columns(width: width)
        let nameWidth = width - 4 - columns.map(\.width).reduce(0, +)
        screen.fill(Rect(x: 0, y: layout.columnHeaderRow, width: width, height: 1), role: .columnHeader)
        screen.put(model.order == .name ? "Name ▾" : "Name", x: 3, y: layout.columnHeaderRow, role: .columnHeader)
        var x = 3 + nameWidth
        for column in columns {
            let title = column.order == model.order ? "▾" + column.title : column.title
            screen.put(title, x: x, y: layout.columnHeaderRow, width: column.width, role: .columnHeader, alignRight: true)
            x += column.width
        }

        let list = layout.list
        guard model.hasLoaded else {
            screen.put("Reading every finished game…", x: 3, y: list.y + 1, role: .muted)
            return
        }
        guard count > 0 else {
            screen.drawEmptyListMessage("No people yet. Everyone added to a game becomes a person here.", top: list.y, width: width)
            return
        }
        for (line, row) in model.list.visible.enumerated() {
            let y = list.y + line
            let selected = row.id == model.list.selectedID
            let role = screen.drawListRow(y: y, width: width, selected: selected)
            // Who has a photo of their own is said after the name (the name gives way first).
            let photoMark = model.peopleWithPhotos.contains(row.id) && nameWidth >= 20 ? " photo" : ""
            let shownName = DisplayWidth.truncate(Sanitized.text(row.person.name), toWidth: max(1, nameWidth - 1 - PersonNameView.markerWidth - photoMark.count))
            drawName(shownName, colour: row.colour, x: 3, y: y, width: nameWidth - 1, selected: selected, into: &screen)
            if !photoMark.isEmpty {
                let after = 3 + PersonNameView.markerWidth + DisplayWidth.of(shownName)
                screen.put(photoMark, x: after, y: y, role: selected ? role : .muted)
            }
            var x = 3 + nameWidth
            for column in columns {
                let text = figure(column.order, of: row.figures, timeZone: model.timeZone)
                screen.put(text, x: x, y: y, width: column.width, role: selected ? role : (column.order == .lastPlayed ? .muted : role),
                           alignRight: true)
                x += column.width
            }
        }
    }

    /// A person's name after their colour's marker, both in their colour (the selection's role
    /// on the selected row, the marker still telling them apart).
    static func drawName(_ name: String, colour: PersonColour, x: Int, y: Int, width: Int, selected: Bool,
                         into screen: inout Screen) {
        PersonNameView.draw(name, colour: colour, x: x, y: y, width: width, role: selected ? .selection : .normal,
                            selected: selected, into: &screen)
    }

    /// One figure as the list shows it.
    static func figure(_ order: PeopleOrder, of figures: PeopleStatistics.PersonFigures, timeZone: TimeZone) -> String {
        switch order {
        case .name: return figures.person.name
        case .games: return String(figures.games)
        case .wins: return String(figures.wins)
        case .winRate: return figures.games == 0 ? "—" : "\(Int((figures.winRate * 100).rounded()))%"
        case .rating: return String(format: "%.2f", figures.rating.ordinal)
        case .lastPlayed: return figures.lastPlayed.map { day($0, timeZone: timeZone) } ?? "—"
        }
    }

    /// A date as a day, "2026-10-09", in the local time zone.
    static func day(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    static func drawOverlays(_ model: PeopleModel, into screen: inout Screen, layout: Layout) {
        guard let destination = model.destination else { return }
        // On the list, a dialog sits next to its person's row; over a person, near the top.
        let anchor = model.person != nil ? nil : model.list.visible.enumerated()
            .first { model.destination[isPresenting: $0.element.id] }
            .map { layout.list.y + $0.offset }
        switch destination {
        case .renamePerson(_, let prompt):
            PromptView.draw(prompt, anchorRow: anchor, rowHeight: 1, into: &screen, layout: layout)
        case .mergeInto(_, let prompt, let completion):
            PromptView.draw(prompt, anchorRow: anchor, rowHeight: 1, into: &screen, layout: layout)
            if prompt.error == nil {
                NameCompletionView.draw(completion, typed: prompt.field.text, found: "Into", missing: "No one by that name (an id works too)",
                                        anchorRow: anchor, rowHeight: 1, into: &screen, layout: layout)
            }
        case .confirmMerge(let from, _, let intoName, let games, let choice):
            let fromName = Sanitized.text(model.list.rows[id: from]?.person.name ?? "this person")
            let intoName = Sanitized.text(intoName)
            let moved = games == 0 ? "No games move" : games == 1 ? "1 game moves" : "\(games) games move"
            ConfirmationView.draw(title: "Merge people?",
                                  message: "Merge \"\(fromName)\" into \"\(intoName)\"? \(moved) to \(intoName), "
                                      + "and \(fromName) leaves the list of people.",
                                  confirmLabel: "Merge", choice: choice, anchorRow: anchor, rowHeight: 1,
                                  into: &screen, layout: layout)
        case .colour(let id, let highlighted):
            ColourPickerView.draw(name: model.list.rows[id: id]?.person.name ?? "", highlighted: highlighted,
                                  anchorRow: anchor, into: &screen, layout: layout)
        case .photoDialog(_, let choice):
            PhotoDialogView.draw(title: "Person photo", choices: PhotoDialogChoice.personChoices, choice: choice, personName: nil,
                                 anchorRow: anchor, rowHeight: 1, into: &screen, layout: layout, leftMargin: 4)
        case .confirmDelete(_, let name, let unlinks, let choice):
            ConfirmationView.draw(title: PeopleModel.deleteQuestion(name: name), message: unlinks, confirmLabel: "Delete",
                                  choice: choice, anchorRow: anchor, rowHeight: 1, into: &screen, layout: layout)
        case .photoPicker:
            break
        }
    }
}
