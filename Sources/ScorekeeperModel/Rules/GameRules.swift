import Foundation

/// A game's rules: who wins, and when it ends (a target score, a number of rounds, both or
/// neither). The order they put players in is `GameStandings`'.
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

    public init(winning: Winning = .highest, target: Int? = nil, rounds: Int? = nil) {
        self.winning = winning
        self.target = target
        self.rounds = rounds
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

    /// One line for headers and `game show`: "lowest wins · target 100 · 6 rounds".
    public var summary: String {
        var parts = [Self.text(winning)]
        if target != nil { parts.append(Self.text(target: target)) }
        if rounds != nil { parts.append(Self.text(rounds: rounds)) }
        return parts.joined(separator: " · ")
    }

    /// The summary beside a round's text ("round 2 of 6 · lowest wins · target 100"): without
    /// the number of rounds, which "round 2 of 6" says already.
    public var summaryBesideRound: String {
        GameRules(winning: winning, target: target).summary
    }

    /// Each rule on its own, as the summary and a sync's report of a rule both copies changed
    /// say it: "lowest wins", "target 100" or "no target", "6 rounds" or "no set number of rounds".
    public static func text(_ winning: Winning) -> String { winning == .highest ? "highest wins" : "lowest wins" }
    public static func text(target: Int?) -> String { target.map { "target \($0)" } ?? "no target" }
    public static func text(rounds: Int?) -> String { rounds.map { "\($0) round\($0 == 1 ? "" : "s")" } ?? "no set number of rounds" }

    /// Refuses a number of rounds below 1 (a target may be any score, negative included).
    public func validated() throws -> GameRules {
        if let rounds, rounds < 1 {
            throw ScorekeeperError.other("The number of rounds must be at least 1 (got \(rounds)).")
        }
        if let rounds, rounds > GameRules.maximumRounds {
            throw ScorekeeperError.other("The number of rounds must be at most \(GameRules.maximumRounds) (got \(rounds)).")
        }
        return self
    }

    /// More rounds than anyone plays in an evening, low enough that a round grid stays a grid.
    public static let maximumRounds = 10_000
}
