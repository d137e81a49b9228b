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
        return String(points)
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
