import Foundation

/// The table as the standings see it: seats, the dealer, the turn and the clocks, each from the
/// one rule that says it (`Seating`, `GameClock`), so every surface shows the same table.
extension GameStandings {
    /// The players in seating order, the first seat first.
    public var seated: [PlayerStanding] {
        Seating.ordered(players, seating: game.seating, player: \.player)
    }

    /// The players going round the table from who plays first in the current round (after the
    /// dealer when the dealer rotates): the order a round is typed in.
    public var roundOrder: [PlayerStanding] {
        Seating.roundOrder(seated, round: game.currentRound, rules: game.rules)
    }

    /// Who deals the current round; nil without a rotating dealer.
    public var dealerID: Player.ID? {
        // Without a rotating dealer there is none: no need to seat everyone to say so.
        guard let seat = Seating.dealerSeat(round: game.currentRound, seats: players.count, rules: game.rules) else { return nil }
        return seated[seat].id
    }

    /// Whose turn it is; nil when the game follows no turns (or that player left), and once it
    /// is finished: nobody plays in a finished game, though its turn is kept for a reopening.
    public var turnID: Player.ID? {
        guard !game.isFinished, let turn = game.turn, standing(of: turn.playerID) != nil else { return nil }
        return turn.playerID
    }

    /// How long the turn under way has lasted at `now`, in milliseconds of playing time.
    public func turnLength(at now: Date) -> Int? {
        guard turnID != nil, let turn = game.turn else { return nil }
        return turn.length(clock: game.clock, at: now)
    }

    /// Whether the turn under way has run past the turn limit at `now`.
    public func turnOverrun(at now: Date) -> Bool {
        guard let limit = game.rules.turnLimit, let length = turnLength(at: now) else { return false }
        return length > limit * 1000
    }

    /// The turn timer as every surface shows it: the time left ("0:42") or the overrun
    /// ("+0:12") with a limit, else how long the turn has lasted; nil without a turn.
    public func turnText(at now: Date) -> String? {
        guard let length = turnLength(at: now) else { return nil }
        if let limit = game.rules.turnLimit { return ClockText.turn(lengthMilliseconds: length, limitSeconds: limit) }
        return ClockText.duration(milliseconds: length)
    }

    /// A player's clock at `now`: their past turns and, while it is theirs, the turn under way.
    public func playerClock(_ id: Player.ID, at now: Date) -> Int {
        guard let standing = standing(of: id) else { return 0 }
        let running = turnID == id ? (turnLength(at: now) ?? 0) : 0
        return standing.player.clockTime.addingReportingOverflow(running).partialValue
    }

    /// The game clock as every surface shows it ("12:34"); nil for a game whose clock never ran.
    public func clockText(at now: Date) -> String? {
        game.clock.hasStarted ? ClockText.duration(milliseconds: game.clock.playTime(at: now)) : nil
    }

    /// Whether the table's markers are wanted: the game follows turns or has a rotating dealer.
    public var showsTable: Bool { turnID != nil || game.rules.dealerRotates }
}
