import Foundation

// A sum sheet's entries: a round's points ("12", "-3"), or "moon" where shooting the moon is a
// thing: the player scores 0 that round and everyone else the moon's points.
extension SumSheet {
    func accept(_ text: String) throws(SheetEntryError) -> String {
        if text.lowercased() == "moon" {
            guard moon != nil else { throw SheetEntryError("this sheet has no shooting the moon") }
            return "moon"
        }
        guard let points = Int(text) else { throw SheetEntryError("a round's points are a whole number, not \"\(text)\"") }
        return String(points)
    }

    /// Points per round; a moon shot by anyone gives this player the moon's points that round.
    func score(player: String, records: [SheetEntryRecord]) -> PlayerSheet {
        var byRound: [Int: Int] = [:]
        for record in records {
            if record.text == "moon" {
                if record.player != player { byRound[record.round, default: 0] += moon ?? 0 } else { byRound[record.round, default: 0] += 0 }
            } else if record.player == player, let points = Int(record.text) {
                byRound[record.round, default: 0] += points
            }
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
