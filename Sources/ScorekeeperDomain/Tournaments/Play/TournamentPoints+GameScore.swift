/// The game's own score as a tournament's points (tables only): each seat's points for a round
/// are its final score in the table game, so Hearts, Mahjong or Catan count as they are played.
/// Standings keep one unit for every system, half points: a score counts twice (26 is 52 half
/// points), so its sums, tie-breaks and text (`text(halfPoints:)` shows 52 as "26") stay whole.
/// A score is any the table game holds (`ScoreText.range`, 64 bits) and counts exactly: twice it,
/// and sums of it over rounds and tablemates, are `Int128`, which holds them with room to spare
/// (a Buchholz in quarter points over 10,000 rounds of four tablemates at the 64-bit limit needs
/// 94 bits), so nothing is clamped and no sum can trap.
/// Under lowest-wins table rules the fewest points rank first (`TournamentSettings.fewerPointsRankFirst`).
extension TournamentPoints {
    /// Each seat scores its game score.
    public static let gameScore: TournamentPoints = {
        var points = TournamentPoints(halfPoints: [])
        points.isGameScore = true
        return points
    }()

    /// The word `init(text:)` reads and `description` writes.
    static let gameScoreText = "score"
    /// What `init(text:)` takes for game score.
    static let gameScoreWords: Set<String> = ["score", "scores", "game score", "game-score"]

    /// Under game score, a round someone has no game score in (a forfeit, won or lost, any bye,
    /// an absence, a late entry's rounds before joining, the rounds after a drop) scores the
    /// round's worst game score among those who played it: the most under lowest wins, the least
    /// otherwise; 0 while nobody has. So missing a round never beats playing it, whichever way the
    /// game counts (a forfeit still counts as a win or a loss). The organiser who wants otherwise
    /// enters the scores instead ("scores 0 0 26 26").
    public static func unplayedGameScore(playedHalfPoints: [Int128], fewerFirst: Bool) -> Int128 {
        (fewerFirst ? playedHalfPoints.max() : playedHalfPoints.min()) ?? 0
    }
    static let unplayedGameScore: Int128 = 0

    /// The points as people read them: "game score", or the list ("3,2,1,0").
    public var displayText: String { isGameScore ? "game score" : description }

    /// A seat's half points at a table with `outcome`: its place's (tied seats score the better
    /// place they share), a forfeit's winners first place's and its losers none; under game score
    /// twice its score, exactly, and 0 for a forfeit or a places-only outcome, which the standings
    /// count as unplayed (`unplayedGameScore(playedHalfPoints:fewerFirst:)`).
    public func halfPoints(seat: Int, of outcome: TableOutcome) -> Int128 {
        switch outcome {
        case let .scores(scores, places) where seat < scores.count && seat < places.count:
            guard isGameScore else { return Int128(halfPoints(place: places[seat])) }
            return 2 * Int128(scores[seat])
        case let .places(places) where seat < places.count:
            return isGameScore ? 2 * Self.unplayedGameScore : Int128(halfPoints(place: places[seat]))
        case let .forfeit(winners) where seat < winners.count:
            return isGameScore ? 2 * Self.unplayedGameScore : winners[seat] ? Int128(halfPoints(place: 1)) : 0
        default:
            return 0
        }
    }

    /// The half points of a round not played at a table (`bye`: the pairing-allocated, full-point
    /// and half-point byes; nil: a late entry's round worth `lateHalfPoints`); under game score 0
    /// here, the standings giving the round's worst (`unplayedGameScore(playedHalfPoints:fewerFirst:)`).
    public func unplayedHalfPoints(bye: TournamentResult?, lateHalfPoints: Int = 0) -> Int {
        if isGameScore { return 0 }
        switch bye {
        case .pairingAllocatedBye, .fullPointBye, .forfeitWin: return halfPoints(place: 1)
        case .halfPointBye: return halfPoints(place: 1) / 2
        case nil: return lateHalfPoints
        default: return 0
        }
    }
}

extension TournamentSettings {
    /// Whether standings rank the fewest points first: game score under lowest-wins table rules
    /// (Hearts, Golf). Tie-breaks that add points up (Buchholz, progressive score) then rank the
    /// smaller sum first too.
    public var fewerPointsRankFirst: Bool { points.isGameScore && tableGamesLowestWins }
}

extension TieBreak {
    /// Whether the tie-break is a sum of points (the points, Buchholz, Sonneborn-Berger,
    /// progressive score), so it ranks the other way when fewer points rank first.
    var addsUpPoints: Bool {
        switch self {
        case .points, .buchholz, .sonnebornBerger, .progressiveScore: true
        default: false
        }
    }
}

extension TournamentSettings {
    /// What headers add beside the format when points are the game's score: "game score", or
    /// "game score, lowest first"; nil for the usual points, which headers leave unsaid.
    public var gameScoreNote: String? {
        guard points.isGameScore else { return nil }
        return points.displayText + (fewerPointsRankFirst ? ", lowest first" : "")
    }
}
