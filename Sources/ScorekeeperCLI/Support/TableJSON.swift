import Foundation
import ScorekeeperStore

/// The table in `game show --json` (`table`): the table's rules, the seats, the dealer, the turn
/// and the game clock, every time at the file's clock's `now`, as the interface and the watch
/// show them (`GameStandings+Table`). Optional parts are null rather than missing.
struct TableJSON: Codable, Equatable {
    struct Rules: Codable, Equatable {
        var dealerRotates: Bool
        /// Seconds; null: turns are not timed.
        var turnLimit: Int?
        var playerClocks: Bool
        /// The totals a round may add up to; empty: any.
        var roundTotals: [Int]
    }

    struct Turn: Codable, Equatable {
        var player: String
        var name: String
        /// Whole seconds of playing time the turn has lasted.
        var seconds: Int
        /// Whole seconds left before the limit (negative past it); null without a limit.
        var secondsLeft: Int?
        var overrun: Bool
    }

    struct Clock: Codable, Equatable {
        /// Whole seconds of playing time.
        var seconds: Int
        var running: Bool
    }

    var rules: Rules
    /// Player ids, the first seat first.
    var seats: [String]
    /// Who deals the current round; null without a rotating dealer.
    var dealer: String?
    /// Who plays first in the current round.
    var firstToPlay: String?
    var turn: Turn?
    /// Null for a game whose clock never ran.
    var clock: Clock?

    init(_ standings: GameStandings, now: Date) {
        let game = standings.game
        rules = Rules(dealerRotates: game.rules.dealerRotates, turnLimit: game.rules.turnLimit,
                      playerClocks: game.rules.playerClocks, roundTotals: game.rules.roundTotals)
        seats = standings.seated.map(\.id.lowercasedString)
        dealer = standings.dealerID?.lowercasedString
        firstToPlay = standings.roundOrder.first?.id.lowercasedString
        if let id = standings.turnID, let length = standings.turnLength(at: now) {
            turn = Turn(player: id.lowercasedString, name: standings.standing(of: id)?.player.name ?? "", seconds: length / 1000,
                        secondsLeft: game.rules.turnLimit.map { limit in
                            let left = limit * 1000 - length
                            // As the screens show it: time left rounds up, an overrun down.
                            return left >= 0 ? (left + 999) / 1000 : -((-left) / 1000)
                        },
                        overrun: standings.turnOverrun(at: now))
        }
        clock = game.clock.hasStarted ? Clock(seconds: game.clock.playTime(at: now) / 1000, running: game.clock.isRunning) : nil
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rules, forKey: .rules)
        try container.encode(seats, forKey: .seats)
        try container.encode(dealer, forKey: .dealer)
        try container.encode(firstToPlay, forKey: .firstToPlay)
        try container.encode(turn, forKey: .turn)
        try container.encode(clock, forKey: .clock)
    }
}

extension TableJSON.Rules {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dealerRotates, forKey: .dealerRotates)
        try container.encode(turnLimit, forKey: .turnLimit)
        try container.encode(playerClocks, forKey: .playerClocks)
        try container.encode(roundTotals, forKey: .roundTotals)
    }
}

extension TableJSON.Turn {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(player, forKey: .player)
        try container.encode(name, forKey: .name)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(secondsLeft, forKey: .secondsLeft)
        try container.encode(overrun, forKey: .overrun)
    }
}
