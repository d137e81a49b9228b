import Foundation

/// A game's standings: the one place that says, by the game's rules, who is where. Every surface
/// reads it (the game screen, its grid and chart, the watch scoreboard, the history, `game list`,
/// `game show`, `player list`, exports, sync's summary) and restates nothing.
///
/// - Order: leader first by the rule (highest or lowest wins); ties by name in natural order,
///   then id, so the order never flickers.
/// - Ranks: competition ranking, ties share a rank and the next skips (1, 1, 3).
/// - Leaders: everyone ranked 1 (ties share the lead); none in a game without players.
/// - Winners: the leaders of a finished game; none while it is played. A game imported from
///   another app's file with its winners stated (`Game.statedWinners`) is won by them once
///   finished: they share rank 1 whatever the scores, the others follow by the rule from rank 2.
public struct GameStandings: Equatable, Sendable {
    public var game: Game
    /// Leader first, by the game's rule.
    public private(set) var players: [PlayerStanding]
    /// How many round columns there are: the current round, or more if changes were made in
    /// later rounds (a rule changed since).
    public private(set) var roundCount: Int
    /// Where each player is in `players`.
    private var positions: [Player.ID: Int]

    /// Standings from a game, its players (in any order) and its round cells (none when the points
    /// per round are not wanted).
    public init(game: Game, rows: [PlayerRow], cells: [RoundCell] = []) {
        self.game = game
        roundCount = GameStandings.roundCount(game, lastCellRound: cells.lazy.map(\.round).max())
        var points: [Player.ID: [Int]] = [:]
        for cell in cells where cell.round >= 1 {
            points[cell.playerID, default: Array(repeating: 0, count: roundCount)][cell.round - 1] = cell.points
        }
        let rules = game.rules
        var standings: [PlayerStanding] = []
        standings.reserveCapacity(rows.count)
        if let stated = GameStandings.statedWinners(of: game) {
            // Winners as the source stated them: they share first place, whatever their scores;
            // the others follow by the rule, placed after them (never first, even when nobody won).
            let ordered = rows.sorted { GameStandings.precedes($0.player, $1.player, rules: rules, winners: stated) }
            let winnerCount = ordered.count { stated.contains($0.id) }
            let firstOtherRank = max(winnerCount, 1) + 1
            for (index, row) in ordered.enumerated() {
                let rank: Int
                if stated.contains(row.id) {
                    rank = 1
                } else if index > winnerCount, row.player.score == ordered[index - 1].player.score {
                    rank = standings[index - 1].rank
                } else {
                    rank = firstOtherRank + index - winnerCount
                }
                standings.append(PlayerStanding(row: row, rank: rank, points: points[row.id] ?? Array(repeating: 0, count: roundCount)))
            }
        } else {
            let ordered = rows.sorted { GameStandings.precedes($0.player, $1.player, rules: rules) }
            for (index, row) in ordered.enumerated() {
                let tied = index > 0 && row.player.score == ordered[index - 1].player.score
                standings.append(PlayerStanding(row: row, rank: tied ? standings[index - 1].rank : index + 1,
                                                points: points[row.id] ?? Array(repeating: 0, count: roundCount)))
            }
        }
        players = standings
        positions = Dictionary(uniqueKeysWithValues: standings.enumerated().map { ($1.id, $0) })
    }

    /// How many round columns a game shows: the round it is on, or more if changes were made in
    /// later rounds (a rule changed since); at least one. A finished game shows the rounds up to
    /// the last one anything was scored in: a round that was started and never played (the one
    /// `round add` opens after each round, when the game is then finished) is no round of the
    /// game. `lastCellRound` is nil when no round was read (or none has a change): the round it
    /// is on, then.
    public static func roundCount(_ game: Game, lastCellRound: Int?) -> Int {
        if game.isFinished, let lastCellRound { return max(lastCellRound, 1) }
        return max(game.currentRound, lastCellRound ?? 1, 1)
    }

    /// Whether a player is singled out as leading: ranked first while someone is behind.
    public func isHighlightedLeader(_ id: Player.ID) -> Bool {
        !isEveryoneTied && isLeader(id)
    }

    /// These standings with `changed` (players new or different, in row or points) put in their
    /// place and `removed` taken out; nil when that is not a small change of the same game
    /// (other rules, another number of rounds, too many players), which is built from scratch.
    /// The one way `StandingsReader` moves players, by `precedes`.
    public func applying(game: Game, roundCount newRoundCount: Int, changed: [PlayerStanding], removed: [Player.ID]) -> GameStandings? {
        // Stated winners place players by more than their scores: such a game is ordered whole.
        guard game.rules == self.game.rules, newRoundCount == roundCount, game.statedWinners == nil, self.game.statedWinners == nil,
              changed.count + removed.count <= GameStandings.incrementalLimit else { return nil }
        var result = self
        result.game = game
        guard !changed.isEmpty || !removed.isEmpty else { return result }
        // Out: the changed players' old places and the players that are gone.
        var leaving: [Int] = []
        for id in removed {
            guard let index = positions[id] else { return nil }
            leaving.append(index)
        }
        for standing in changed {
            if let index = positions[standing.id] { leaving.append(index) }
        }
        leaving.sort(by: >)
        var lowest = players.count
        for index in leaving {
            result.players.remove(at: index)
            lowest = min(lowest, index)
        }
        // In: each changed player at its place in the rule's order.
        let rules = game.rules
        for standing in changed {
            var low = 0, high = result.players.count
            while low < high {
                let middle = (low + high) / 2
                if GameStandings.precedes(result.players[middle].player, standing.player, rules: rules) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            result.players.insert(standing, at: low)
            lowest = min(lowest, low)
        }
        // Ranks and places from the first row that moved (those above it are as they were).
        for index in lowest..<result.players.count {
            let tied = index > 0 && result.players[index].player.score == result.players[index - 1].player.score
            result.players[index].rank = tied ? result.players[index - 1].rank : index + 1
        }
        for id in removed { result.positions[id] = nil }
        for index in lowest..<result.players.count { result.positions[result.players[index].id] = index }
        return result
    }

    /// The ranks of `scores` among themselves, in their order, by the rule the standings rank
    /// by: nearer the win first, equal scores sharing a rank and the next skipping (1, 1, 3). A
    /// tournament's table reads its places from its finished game through this.
    public static func ranks(of scores: [Int], rules: GameRules) -> [Int] {
        scores.map { score in 1 + scores.count { rules.ranksBefore($0, score) } }
    }

    /// How many players may change at once for `applying` to move them rather than order all.
    public static let incrementalLimit = 64

    /// The winners a finished game's source stated (`Game.statedWinners`); nil while it is played
    /// or when its scores decide.
    public static func statedWinners(of game: Game) -> Set<Player.ID>? {
        game.isFinished ? game.statedWinnerIDs : nil
    }

    /// Whether `lhs` is listed before `rhs`: a stated winner before any other player, then by
    /// `rules` (`precedes(_:_:rules:)`).
    public static func precedes(_ lhs: Player, _ rhs: Player, rules: GameRules, winners: Set<Player.ID>) -> Bool {
        let lhsWon = winners.contains(lhs.id), rhsWon = winners.contains(rhs.id)
        if lhsWon != rhsWon { return lhsWon }
        return precedes(lhs, rhs, rules: rules)
    }

    /// Whether `lhs` is listed before `rhs` by `rules`: nearer the win first, then by name, then id.
    public static func precedes(_ lhs: Player, _ rhs: Player, rules: GameRules) -> Bool {
        if lhs.score != rhs.score { return rules.ranksBefore(lhs.score, rhs.score) }
        switch NaturalOrder.compare(lhs.name, rhs.name) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.id.uuidString < rhs.id.uuidString
        }
    }

    // MARK: Who is where

    /// The players ranked first (all of them when tied), by name; none without players.
    public var leaders: [Player] {
        players.prefix { $0.rank == 1 }.map(\.player).sorted { NaturalOrder.precedes($0.name, $1.name) }
    }

    /// The winners of a finished game (ties share the win); none while it is played.
    public var winners: [Player] { isFinished ? leaders : [] }

    /// Whether a finished game was drawn: two players or more, every one of them sharing first
    /// place (a Swiss draw, where both share the result). A draw is nobody's win: wins, streaks
    /// and places count it as a draw (`wonBy` is empty), while ratings see the tie as a tie.
    /// Some of the players sharing first place, ahead of others, is a shared win.
    public var isDrawn: Bool { isFinished && players.count > 1 && isEveryoneTied }

    /// Who won a finished game, for wins, streaks and places: its winners, none when it was drawn
    /// or is still played. The one rule of "won" every count reads.
    public var wonBy: [Player] { isDrawn ? [] : winners }

    public var isFinished: Bool { game.isFinished }

    /// Whether a finished game's winners are no longer the ones it announced when it was
    /// finished: a sync brought scores, deletes or a rules change from another copy since.
    /// Every copy tells it alike, from the merged rows alone.
    public var resultChangedSinceFinish: Bool {
        guard isFinished, let announced = game.announcedWinners else { return false }
        return announced != GameStandings.winnerList(winners.map(\.id))
    }

    /// The winners' ids as a finished game records them: sorted, comma-separated.
    public static func winnerList(_ ids: [Player.ID]) -> String {
        ids.map(\.lowercasedString).sorted().joined(separator: ",")
    }

    /// Whether every player shares the lead (a new game at 0): there is nobody to single out.
    public var isEveryoneTied: Bool {
        !players.isEmpty && players.allSatisfy { $0.rank == 1 }
    }

    /// Whether a player has reached the game's target score.
    public var targetReached: Bool {
        players.contains { game.rules.reachesTarget($0.player.score) }
    }

    /// Whether the game is played in rounds (it has a number of rounds, or went past round 1):
    /// its grid and CSV are per round, and its chart steps by round rather than by change.
    public var isPlayedInRounds: Bool {
        game.rules.rounds != nil || roundCount > 1
    }

    /// Whether the game should end now: its last round is played or a player is at the target.
    public var isOver: Bool { game.isOnLastRound || targetReached }

    /// A player's place; nil when the player is not in the game.
    public func standing(of id: Player.ID) -> PlayerStanding? {
        positions[id].map { players[$0] }
    }

    /// A player's rank; nil when the player is not in the game.
    public func rank(of id: Player.ID) -> Int? {
        standing(of: id)?.rank
    }

    /// Whether a player is among the leaders.
    public func isLeader(_ id: Player.ID) -> Bool {
        rank(of: id) == 1
    }

    /// The players in an order someone chose: the rule's (leader first), or by score the other
    /// way. Ties stay by name in either direction. Ranks always follow the rule.
    public func players(in order: PlayerOrder) -> [PlayerStanding] {
        if order == game.rules.leaderFirst { return players }
        let reversed = GameRules(winning: game.rules.winning == .highest ? .lowest : .highest)
        return players.sorted { GameStandings.precedes($0.player, $1.player, rules: reversed) }
    }

    /// The round the game is on; for a finished game, the last round it played (see `roundCount`:
    /// a round started and never played does not count).
    public var currentRound: Int {
        isFinished ? roundCount : game.currentRound
    }

    /// The round the game is on, as every surface says it: "round 2", or "round 2 of 6" when it
    /// has a number of rounds.
    public var roundText: String {
        "round \(currentRound)" + (game.rules.rounds.map { " of \($0)" } ?? "")
    }

    /// The players who reached the target (by name), none without one.
    public var playersAtTarget: [Player] {
        players.map(\.player).filter { game.rules.reachesTarget($0.score) }.sorted { NaturalOrder.precedes($0.name, $1.name) }
    }

    /// Who reached the target, in one sentence ("Ann reached 100.", "Ann and Bo reached 100."),
    /// or nil when nobody has (or there is none): said by whatever recorded the round.
    public var targetReachedText: String? {
        let names = playersAtTarget.map { Sanitized.text($0.name) }
        guard let target = game.rules.target, !names.isEmpty else { return nil }
        let who = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "\(who) reached \(target)."
    }
}

/// One player in a game's standings.
public struct PlayerStanding: Equatable, Sendable, Identifiable {
    public var row: PlayerRow
    /// 1 for the leader(s); tied players share a rank (1, 1, 3).
    public var rank: Int
    /// Points per round, round 1 first.
    public var points: [Int]

    public init(row: PlayerRow, rank: Int, points: [Int]) {
        self.row = row
        self.rank = rank
        self.points = points
    }

    public var id: Player.ID { row.player.id }
    public var player: Player { row.player }
    public var hasPhoto: Bool { row.hasPhoto }

    /// The points of round `round` (from 1); 0 for a round with none.
    public func points(inRound round: Int) -> Int {
        round >= 1 && round <= points.count ? points[round - 1] : 0
    }
}

/// The points one player made in one round: the sum of that round's live changes.
public struct RoundCell: Equatable, Hashable, Sendable {
    public var round: Int
    public var playerID: Player.ID
    public var points: Int

    public init(round: Int, playerID: Player.ID, points: Int) {
        self.round = round
        self.playerID = playerID
        self.points = points
    }
}
