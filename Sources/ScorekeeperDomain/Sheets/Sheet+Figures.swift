import Foundation

// How a sheet's figures read, the same on every surface that shows a sheet (the interface,
// `game show`): what a cell shows, which bonus rows there are and what each shows.
extension Sheet {
    /// What an empty cell shows.
    public static let emptyCell = "·"

    /// A cell as shown: frames and turns show their running figure beside what was entered
    /// (a frame's rolls with a spare beside its roll, then "=" and the running total: "X = 30",
    /// "9/ 7 = 103", "X = …" while a strike waits for its rolls, so a roll never reads as the
    /// total; turns "T20 T20 D16 112"); a category shows its points, so the column adds up to the
    /// total (14 coins show as 4); a round shows what was entered.
    public func figure(of cell: PlayerSheet.Cell) -> String {
        guard let text = cell.text else { return Self.emptyCell }
        switch kind {
        case .frames: return "\(text.replacingOccurrences(of: " /", with: "/")) = \(cell.points.map(String.init) ?? "…")"
        case .countdown: return "\(text) \(cell.points.map(String.init) ?? "…")"
        case .categories: return cell.points.map(String.init) ?? text
        case .sum, .bids: return text
        }
    }

    /// The bonus rows: every bonus the sheet declares, in its order (so the Yahtzee bonus is a
    /// row from the start, showing how far each player is), then any other bonus a player has
    /// ("10 bags"), sorted.
    public func bonusLabels(_ sheets: [PlayerSheet]) -> [String] {
        var labels: [String] = []
        if case .categories(let rules) = kind {
            for bonus in rules.bonuses where !labels.contains(bonus.label) { labels.append(bonus.label) }
        }
        // Bags count from the first hand, so the penalty is seen coming.
        if case .bids(let rules) = kind, rules.bagsEvery != nil { labels.append(BidSheet.bagsLabel) }
        let earned = Set(sheets.flatMap { $0.bonuses.map(\.label) }).subtracting(labels)
        return labels + earned.sorted()
    }

    /// A bonus row's figure for a player: the points earned, else how far they are ("48/63"),
    /// else the empty cell.
    public func bonusFigure(_ label: String, in sheet: PlayerSheet) -> String {
        let matching = sheet.bonuses.filter { $0.label == label }
        if !matching.isEmpty { return String(matching.reduce(0) { $0 + $1.points }) }
        if case .categories(let rules) = kind, let bonus = rules.bonuses.first(where: { $0.label == label }),
           let sum = sheet.bonusProgress[label] {
            return "\(sum)/\(bonus.atLeast)"
        }
        if case .bids(let rules) = kind, let every = rules.bagsEvery, label == BidSheet.bagsLabel, let bags = sheet.bonusProgress[label] {
            return "\(bags)/\(every)"
        }
        return Self.emptyCell
    }
}
