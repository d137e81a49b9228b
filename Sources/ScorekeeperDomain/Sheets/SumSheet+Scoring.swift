import Foundation

// A sum sheet's entries: a round's points ("12", "-3"), or "moon" where shooting the moon is a
// thing: the shooter scores 0 that round, and the game writes the moon's points for everyone else
// as their entries in the same step (`AppDatabase.enterSheet`), so each column adds up alone.
extension SumSheet {
    func accept(_ text: String) throws(SheetEntryError) -> String {
        if text.lowercased() == "moon" {
            guard moon != nil else { throw SheetEntryError("this sheet has no shooting the moon") }
            return "moon"
        }
        guard let points = Int(text) else { throw SheetEntryError("a round's points are a whole number, not \"\(text)\"") }
        if let least = leastPerRound, points < least { throw SheetEntryError("a round's points are \(limitsText), not \(points)") }
        if let most = mostPerRound, points > most { throw SheetEntryError("a round's points are \(limitsText), not \(points)") }
        return String(points)
    }

    /// What a round may score, as a person reads it: "0 or more", "1 to 20", "30 or fewer".
    public var limitsText: String {
        switch (leastPerRound, mostPerRound) {
        case let (least?, most?): "\(least) to \(most)"
        case let (least?, nil): "\(least) or more"
        case let (nil, most?): "\(most) or fewer"
        case (nil, nil): "any whole number"
        }
    }

    /// Points per round (a moon shot scores its shooter 0).
    func score(_ records: [SheetEntryRecord]) -> PlayerSheet {
        var byRound: [Int: Int] = [:]
        for record in records {
            byRound[record.round, default: 0] += Int(record.text) ?? 0
        }
        let last = max(rounds ?? 0, byRound.keys.max() ?? 0)
        var sheet = PlayerSheet()
        for round in stride(from: 1, through: last, by: 1) {
            let points = byRound[round]
            sheet.cells.append(.init(label: "Round \(round)", text: points.map(String.init), points: points))
        }
        sheet.total = byRound.values.reduce(0, +)
        return sheet
    }
}
