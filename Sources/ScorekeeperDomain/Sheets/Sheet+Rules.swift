import Foundation

// A sheet's rules as a person reads them: what is entered, what each thing is worth, how the game
// is won. `sheet show` prints these lines; the interface's help reads them too.
extension Sheet {
    /// The rules, a line each.
    public var rulesLines: [String] {
        var lines: [String] = []
        if !summary.isEmpty { lines.append(summary) }
        lines.append((lowestWins ? "The lowest total wins." : "The highest total wins."))
        switch kind {
        case .sum(let rules):
            lines.append("Each round, enter the round's points (\"12\").")
            if rules.leastPerRound != nil || rules.mostPerRound != nil { lines.append("A round's points are \(rules.limitsText).") }
            if let rounds = rules.rounds { lines.append("\(rounds) rounds.") }
            if let target = rules.target { lines.append("The game ends when someone reaches \(target).") }
            if !rules.roundTotals.isEmpty {
                lines.append("A round adds up to \(rules.roundTotals.map(String.init).joined(separator: " or ")).")
            }
            if let moon = rules.moon {
                lines.append("Shooting the moon: enter \"moon\" for the player who took everything; they score 0 and everyone else \(moon).")
            }
        case .categories(let rules):
            lines.append("Enter a category and its points (\"\(rules.categories.first?.id ?? "sixes") \(rules.categories.first?.example ?? "0")\"), each category once.")
            let width = rules.categories.map { DisplayWidth.of($0.id) }.max() ?? 0
            for category in rules.categories {
                lines.append("  \(DisplayWidth.pad(category.id, toWidth: width))  \(category.label): \(category.rule)")
            }
            for bonus in rules.bonuses {
                lines.append("Bonus: \(bonus.label), \(bonus.points) when \(bonus.section.map { "the \($0) section" } ?? "the sheet") adds up to \(bonus.atLeast) or more.")
            }
        case .bids(let rules):
            let hands = rules.hands.isEmpty ? "\(rules.tricks) tricks a hand"
                : "hands of \(rules.hands.map(String.init).joined(separator: ", ")) tricks, a round each"
            lines.append("Each round, enter the bid and the tricks taken (\"bid 4 took 5\"\(rules.nilMade != nil ? ", \"bid nil took 0\"" : "")); \(hands).")
            lines.append("Taking the bid exactly: \(Self.text(rules.exact)).")
            lines.append("Taking more: \(Self.text(rules.over)).")
            lines.append("Taking fewer: \(Self.text(rules.under)).")
            if let made = rules.nilMade { lines.append("Nil: \(made) made, \(rules.nilFailed ?? 0) failed.") }
            if let every = rules.bagsEvery { lines.append("Every \(every) overtricks (bags): \(rules.bagsPenalty).") }
            if let target = rules.target { lines.append("The game ends when someone reaches \(target).") }
            if let rounds = rules.rounds { lines.append("\(rounds) rounds.") }
        case .frames(let rules):
            lines.append("Enter each frame in the usual marks: \"X\" a strike, \"9/\" a spare, \"8 1\", \"-\" a miss; frame \(rules.frames) takes its bonus rolls (\"X X X\").")
            lines.append("\(rules.frames) frames of \(rules.pins) pins; a strike counts the next two rolls, a spare the next one.")
        case .countdown(let rules):
            switch rules.turns {
            case .darts:
                lines.append("Each turn, enter the darts (\"T20 T20 D16\", \"25\", \"BULL\", \"-\" a miss) or the turn's total (\"100\"); \"bust\" for a turn that went too far.")
                lines.append("From \(rules.target) down to exactly zero\(rules.doubleOut ? ", the last dart a double" : "").")
                lines.append("A turn that goes below zero\(rules.doubleOut ? ", to one, or to zero not on a double" : "") is a bust: the score stays as it was.")
            case .throwPoints:
                lines.append("Each throw, enter its points (\"7\"\(rules.mostPerThrow.map { ", up to \($0)" } ?? "")) or \"miss\".")
                lines.append("Up to exactly \(rules.target).")
                if case .dropTo(let score) = rules.overshoot { lines.append("Going over \(rules.target) drops the score to \(score).") }
            }
            if let misses = rules.missesOut { lines.append("\(misses) misses in a row and a player is out.") }
        }
        return lines
    }

    private static func text(_ outcome: BidSheet.Outcome) -> String {
        var parts: [String] = []
        if outcome.base != 0 { parts.append("\(outcome.base)") }
        if outcome.perBid != 0 { parts.append("\(outcome.perBid) a trick bid") }
        if outcome.perDifference != 0 { parts.append("\(outcome.perDifference) a trick of difference") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", plus ")
    }
}
