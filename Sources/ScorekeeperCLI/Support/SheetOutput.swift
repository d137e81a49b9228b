import Foundation
import ScorekeeperStore

/// A sheet game's sheet for `game show`: a row per cell (frame, category, round, turn), a column
/// per player in seat order, then bonuses and totals; and its JSON shape.
enum SheetOutput {
    /// The sheet as a table of text.
    static func print(_ tally: SheetTally, names: [String: String]) {
        let sheets = tally.sheetsInSeatOrder
        let longest: PlayerSheet? = sheets.max { $0.cells.count < $1.cells.count }
        let labels: [String] = longest?.cells.map { $0.label } ?? []
        var rows: [[String]] = []
        for (index, label) in labels.enumerated() {
            rows.append([label] + sheets.map { sheet in
                index < sheet.cells.count ? tally.sheet.figure(of: sheet.cells[index]) : Sheet.emptyCell
            })
        }
        for bonus in tally.sheet.bonusLabels(sheets) {
            rows.append([bonus] + sheets.map { tally.sheet.bonusFigure(bonus, in: $0) })
        }
        if sheets.contains(where: { $0.remaining != nil }) {
            let left: [String] = sheets.map { sheet in sheet.remaining.map { String($0) } ?? "" }
            rows.append(["Left"] + left)
        }
        let totals: [String] = sheets.map { String($0.total) }
        rows.append(["Total"] + totals)
        Swift.print("")
        Swift.print("Sheet: \(Sanitized.text(tally.sheet.title)) (\(tally.sheet.name))")
        TableOutput.print(header: [""] + tally.players.map { Sanitized.text(names[$0] ?? $0) },
                          rows: rows.map { $0.map(Sanitized.text) },
                          rightAligned: Set(1...max(1, tally.players.count)))
    }
}

/// The JSON shape of a sheet in `game show --json` (`sheet`; null for a game without one).
struct SheetGameJSON: Codable, Equatable {
    struct Cell: Codable, Equatable {
        var label: String
        /// What was entered, as the sheet wrote it back; null when not filled yet.
        var entry: String?
        /// Its points (a frame's or turn's running total); null until known.
        var points: Int?
    }

    struct Bonus: Codable, Equatable {
        var label: String
        var points: Int
    }

    struct Column: Codable, Equatable {
        var id: String
        var name: String
        var cells: [Cell]
        var bonuses: [Bonus]
        var total: Int
        /// What is left (darts); null for other sheets.
        var remaining: Int?
        /// "finished", "out (3 misses in a row)"; null while playing.
        var status: String?
    }

    var name: String
    var title: String
    var kind: String
    /// In seat order.
    var players: [Column]

    init(_ tally: SheetTally, names: [String: String]) {
        name = tally.sheet.name
        title = tally.sheet.title
        kind = tally.sheet.kind.name
        players = zip(tally.players, tally.sheetsInSeatOrder).map { id, sheet in
            return Column(id: id, name: names[id] ?? id, cells: sheet.cells.map { Cell(label: $0.label, entry: $0.text, points: $0.points) },
                          bonuses: sheet.bonuses.map { Bonus(label: $0.label, points: $0.points) }, total: sheet.total,
                          remaining: sheet.remaining, status: sheet.status)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(title, forKey: .title)
        try container.encode(kind, forKey: .kind)
        try container.encode(players, forKey: .players)
    }
}

extension SheetGameJSON.Cell {
    // Every cell has the same keys: null for what is not there yet.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encode(entry, forKey: .entry)
        try container.encode(points, forKey: .points)
    }
}

extension SheetGameJSON.Column {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(cells, forKey: .cells)
        try container.encode(bonuses, forKey: .bonuses)
        try container.encode(total, forKey: .total)
        try container.encode(remaining, forKey: .remaining)
        try container.encode(status, forKey: .status)
    }
}
