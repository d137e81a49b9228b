import Foundation

// A bid sheet's entries: "bid 4 took 5" (or "4 5"), "bid nil took 0" where nil bids are played;
// one per player per round.
extension BidSheet {
    func accept(_ text: String, round: Int, before: [SheetEntryRecord], name: String) throws(SheetEntryError) -> String {
        let (bid, taken) = try Self.parse(text)
        if bid == nil && nilMade == nil { throw SheetEntryError("this sheet has no nil bids") }
        let tricks = self.tricks(inRound: round)
        guard (bid ?? 0) <= tricks, taken <= tricks else {
            let count = tricks == 1 ? "1 trick" : "\(tricks) tricks"
            throw SheetEntryError(hands.isEmpty ? "a hand has \(count)" : "round \(round)'s hand has \(count)")
        }
        if before.contains(where: { $0.round == round }) {
            throw SheetEntryError("\(name) already has a bid in round \(round)")
        }
        return "bid \(bid.map(String.init) ?? "nil") took \(taken)"
    }

    /// The tricks in a round's hand: the schedule's, going round again after its last hand.
    public func tricks(inRound round: Int) -> Int {
        hands.isEmpty ? tricks : hands[(max(1, round) - 1) % hands.count]
    }

    /// "bid 4 took 5", "4 5", "bid nil took 0": the bid (nil for a nil bid) and the tricks taken.
    static func parse(_ text: String) throws(SheetEntryError) -> (bid: Int?, taken: Int) {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).filter { $0 != "bid" && $0 != "took" && $0 != "bids" }
        guard words.count == 2, let taken = Int(words[1]), taken >= 0 else {
            throw SheetEntryError("an entry is a bid and the tricks taken (\"bid 4 took 5\")")
        }
        if words[0] == "nil" { return (nil, taken) }
        guard let bid = Int(words[0]), bid >= 0 else { throw SheetEntryError("a bid is a number of tricks or nil") }
        return (bid, taken)
    }

    /// The row counting the bags toward the next penalty.
    public static let bagsLabel = "Bags"

    func score(_ records: [SheetEntryRecord]) -> PlayerSheet {
        var sheet = PlayerSheet()
        var total = 0
        var bags = 0
        var byRound: [Int: (text: String, points: Int)] = [:]
        for record in records.sorted(by: { $0.round < $1.round }) {
            guard let (bid, taken) = try? Self.parse(record.text) else { continue }
            var points: Int
            if let bid {
                if taken == bid {
                    points = exact.points(bid: bid, taken: taken)
                } else if taken > bid {
                    points = over.points(bid: bid, taken: taken)
                    if let every = bagsEvery {
                        bags += taken - bid
                        while bags >= every {
                            bags -= every
                            points += bagsPenalty
                            sheet.bonuses.append(.init(label: "\(every) bags (round \(record.round))", points: bagsPenalty))
                        }
                    }
                } else {
                    points = under.points(bid: bid, taken: taken)
                }
            } else {
                points = taken == 0 ? (nilMade ?? 0) : (nilFailed ?? 0)
            }
            byRound[record.round] = ("\(bid.map(String.init) ?? "nil")/\(taken)", points)
            total += points
        }
        let last = max(rounds ?? 0, byRound.keys.max() ?? 0)
        for round in stride(from: 1, through: last, by: 1) {
            let cell = byRound[round]
            sheet.cells.append(.init(label: "Round \(round)", text: cell?.text, points: cell?.points))
        }
        // The bags toward the next penalty, shown before it lands.
        if bagsEvery != nil, !byRound.isEmpty { sheet.bonusProgress[Self.bagsLabel] = bags }
        sheet.total = total
        return sheet
    }
}
