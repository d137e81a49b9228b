import ArgumentParser
import Foundation
import ScorekeeperStore

/// The table's rules as options of `game add` and `game rules`: who deals, the turn limit,
/// players' clocks and the round's total. Each given one changes; the others stay as they are.
struct TableRulesOptions: ParsableArguments {
    @Flag(help: "The dealer moves one seat each round; the first to play sits after the dealer.") var dealerRotates = false
    @Flag(help: "No dealer.") var noDealer = false
    @Option(help: ArgumentHelp("A turn's time limit: 60, 60s or 2m. The turn timer counts down and the bell rings past it.",
                               valueName: "time")) var turnLimit: String?
    @Flag(help: "No turn limit.") var noTurnLimit = false
    @Flag(help: "Show each player's own clock (time runs for whoever's turn it is).") var playerClocks = false
    @Flag(help: "No players' clocks.") var noPlayerClocks = false
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("What a round's points must add up to; give it again for each exception (Hearts: --round-total 26 --round-total 78).",
                                                        valueName: "n")) var roundTotal: [Int] = []
    @Flag(help: "Any round total.") var noRoundTotal = false

    func validate() throws {
        if dealerRotates && noDealer { throw ValidationError("Give --dealer-rotates or --no-dealer, not both.") }
        if turnLimit != nil && noTurnLimit { throw ValidationError("Give --turn-limit or --no-turn-limit, not both.") }
        if playerClocks && noPlayerClocks { throw ValidationError("Give --player-clocks or --no-player-clocks, not both.") }
        if !roundTotal.isEmpty && noRoundTotal { throw ValidationError("Give --round-total or --no-round-total, not both.") }
        if let turnLimit, GameRules.seconds(turnLimit) == nil {
            throw ValidationError("A turn limit is a time like 60, 60s or 2m (got '\(Sanitized.text(turnLimit))').")
        }
    }

    /// Whether no table rule was given.
    var isEmpty: Bool {
        !dealerRotates && !noDealer && turnLimit == nil && !noTurnLimit && !playerClocks && !noPlayerClocks
            && roundTotal.isEmpty && !noRoundTotal
    }

    /// The given rules applied to `rules`.
    func apply(to rules: inout GameRules) {
        if dealerRotates { rules.dealerRotates = true }
        if noDealer { rules.dealerRotates = false }
        if let turnLimit { rules.turnLimit = GameRules.seconds(turnLimit) }
        if noTurnLimit { rules.turnLimit = nil }
        if playerClocks { rules.playerClocks = true }
        if noPlayerClocks { rules.playerClocks = false }
        if !roundTotal.isEmpty { rules.roundTotals = roundTotal }
        if noRoundTotal { rules.roundTotals = [] }
    }
}
