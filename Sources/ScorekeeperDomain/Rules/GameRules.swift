import Foundation

/// A game's rules: who wins, and when it ends (a target score, a number of rounds, both or
/// neither); and the table's: whether the dealer rotates, a turn's time limit, clocks per player,
/// and what a round's points must add up to. The order they put players in is `GameStandings`'.
public struct GameRules: Codable, Equatable, Hashable, Sendable {
    /// Which end of the scores wins.
    public enum Winning: String, Codable, Sendable, CaseIterable {
        case highest
        case lowest
    }

    public var winning: Winning
    /// A score that ends the game when a player reaches it (at or above it for highest wins, at or
    /// above it too for lowest wins: in Hearts, reaching 100 ends the game and the lowest wins).
    public var target: Int?
    /// How many rounds the game has.
    public var rounds: Int?
    /// Whether the deal passes one seat each round (`Seating.dealer`); the first to play sits
    /// after the dealer.
    public var dealerRotates: Bool
    /// A turn's time limit in seconds ("turn 60s"); nil: turns are not timed.
    public var turnLimit: Int?
    /// Whether each player's own time is shown (chess-clock style: time runs for whoever's turn
    /// it is).
    public var playerClocks: Bool
    /// The totals a round's points may add up to ("round total 26 or 78"); empty: any total.
    public var roundTotals: [Int]

    public init(winning: Winning = .highest, target: Int? = nil, rounds: Int? = nil, dealerRotates: Bool = false,
                turnLimit: Int? = nil, playerClocks: Bool = false, roundTotals: [Int] = []) {
        self.winning = winning
        self.target = target
        self.rounds = rounds
        self.dealerRotates = dealerRotates
        self.turnLimit = turnLimit
        self.playerClocks = playerClocks
        self.roundTotals = roundTotals
    }

    /// What every surface says of a round that does not add up: "Round 3 adds up to 24, not 26
    /// or 78".
    public func roundTotalMismatch(round: Int, total: Int) -> String {
        "Round \(round) adds up to \(total), not \(roundTotals.map(String.init).joined(separator: " or "))"
    }

    /// Whether a round whose points add up to `total` is as the rules want it (always, without
    /// round totals).
    public func allowsRoundTotal(_ total: Int) -> Bool {
        roundTotals.isEmpty || roundTotals.contains(total)
    }

    /// The player order that puts the leader first.
    public var leaderFirst: PlayerOrder { winning == .highest ? .highestFirst : .lowestFirst }

    /// Whether `score` ranks before `other` (is nearer the win).
    public func ranksBefore(_ score: Int, _ other: Int) -> Bool {
        winning == .highest ? score > other : score < other
    }

    /// Whether `score` has reached the target (never, without one).
    public func reachesTarget(_ score: Int) -> Bool {
        target.map { score >= $0 } ?? false
    }

    /// One line for headers and `game show`: "lowest wins · target 100 · 6 rounds", then the
    /// table's rules ("dealer rotates · turn 60s · player clocks · round total 26 or 78").
    public var summary: String {
        var parts = [Self.text(winning)]
        if target != nil { parts.append(Self.text(target: target)) }
        if rounds != nil { parts.append(Self.text(rounds: rounds)) }
        return (parts + tableParts).joined(separator: " · ")
    }

    /// The table's rules, each as the rules line says it.
    var tableParts: [String] {
        var parts: [String] = []
        if dealerRotates { parts.append(Self.dealerRotatesText) }
        if let turnLimit { parts.append(Self.text(turnLimit: turnLimit)) }
        if playerClocks { parts.append(Self.playerClocksText) }
        if !roundTotals.isEmpty { parts.append(Self.text(roundTotals: roundTotals)) }
        return parts
    }

    /// The summary beside a round's text ("round 2 of 6 · lowest wins · target 100"): without
    /// the number of rounds, which "round 2 of 6" says already.
    public var summaryBesideRound: String {
        var rules = self
        rules.rounds = nil
        return rules.summary
    }

    /// Each rule on its own, as the summary and a sync's report of a rule both copies changed
    /// say it: "lowest wins", "target 100" or "no target", "6 rounds" or "no set number of rounds".
    public static func text(_ winning: Winning) -> String { winning == .highest ? "highest wins" : "lowest wins" }
    public static func text(target: Int?) -> String { target.map { "target \($0)" } ?? "no target" }
    public static func text(rounds: Int?) -> String { rounds.map { "\($0) round\($0 == 1 ? "" : "s")" } ?? "no set number of rounds" }
    public static let dealerRotatesText = "dealer rotates"
    public static let playerClocksText = "player clocks"
    public static func text(turnLimit: Int?) -> String { turnLimit.map { "turn \($0)s" } ?? "no turn limit" }
    public static func text(roundTotals: [Int]) -> String {
        roundTotals.isEmpty ? "any round total" : "round total " + roundTotals.map(String.init).joined(separator: " or ")
    }

    /// Refuses a number of rounds below 1 (a target may be any score, negative included).
    public func validated() throws -> GameRules {
        if let rounds, rounds < 1 {
            throw ScorekeeperError.other("The number of rounds must be at least 1 (got \(rounds)).")
        }
        if let rounds, rounds > GameRules.maximumRounds {
            throw ScorekeeperError.other("The number of rounds must be at most \(GameRules.maximumRounds) (got \(rounds)).")
        }
        if let turnLimit, !(1...GameRules.maximumTurnLimit).contains(turnLimit) {
            throw ScorekeeperError.other("A turn's time limit must be from 1 second to \(GameRules.maximumTurnLimit / 3600) hours (got \(turnLimit) s).")
        }
        if roundTotals.count > GameRules.maximumRoundTotals {
            throw ScorekeeperError.other("A round may have at most \(GameRules.maximumRoundTotals) allowed totals (got \(roundTotals.count)).")
        }
        var rules = self
        rules.roundTotals = Array(Set(roundTotals)).sorted()
        return rules
    }

    /// A day: longer turns are not turns.
    public static let maximumTurnLimit = 24 * 3600
    /// Enough for any game's exceptions ("26 or 78").
    public static let maximumRoundTotals = 8

    /// More rounds than anyone plays in an evening, low enough that a round grid stays a grid.
    public static let maximumRounds = 10_000
}
