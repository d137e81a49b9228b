import Foundation
import ScorekeeperCore

/// Ranks with ties ("1, 2, 2, 4") and who is leading, in the order the list is sorted.
public struct Standings: Equatable, Sendable {
    public var ranks: [UUID: Int]
    /// The players ranked first, when they are not everyone (a game where all are tied, such as a
    /// new one at 0, has no leader to highlight).
    public var leaders: Set<UUID>

    /// Without `winning`, `rows` must already be in display order (highest or lowest first).
    /// With it, ranks follow the rule whatever the order on screen: the leader is 1 in a
    /// lowest-wins game listed highest first too.
    public init(rows: [PlayerRow], winning: GameRules.Winning? = nil) {
        var ranks: [UUID: Int] = [:]
        if let winning {
            let rules = GameRules(winning: winning)
            let scores = rows.map(\.player.score)
            for row in rows {
                ranks[row.id] = 1 + scores.filter { rules.ranksBefore($0, row.player.score) }.count
            }
        } else {
            var previousScore: Int?
            var previousRank = 0
            for (position, row) in rows.enumerated() {
                let rank = row.player.score == previousScore ? previousRank : position + 1
                ranks[row.id] = rank
                previousScore = row.player.score
                previousRank = rank
            }
        }
        self.ranks = ranks
        let first = rows.filter { ranks[$0.id] == 1 }.map(\.id)
        leaders = first.count < rows.count ? Set(first) : []
    }
}
