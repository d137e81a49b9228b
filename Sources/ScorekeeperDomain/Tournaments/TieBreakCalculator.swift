// The rules for unplayed rounds, the cuts and direct encounter follow gacrux 1.11.65
// (gacrux/tiebreak.py), Copyright 2024 Otto Milvang, MIT licence (the notice is in the LICENSE
// file of https://github.com/OttoMilvang/TieBreakServer), so that the fixtures it computes
// compare exactly.

/// FIDE tie-breaks (Handbook C.07) for every entrant of a Swiss tournament record, in exact
/// arithmetic. Unplayed rounds are treated as C.07 rules them: an entrant's own unplayed round
/// adds a "dummy opponent" to Buchholz and Sonneborn-Berger, and an opponent's voluntarily
/// unplayed rounds after their last played one count as draws in their adjusted score (§16).
public struct TieBreakCalculator: Sendable {
    public let record: TournamentRecord
    public let pointSystem: TournamentPointSystem
    public let rules: TieBreakRules
    /// The rounds counted: the planned rounds, or up to the last game played if that is later.
    public let rounds: Int

    /// One entrant's round as the tie-breaks see it.
    struct Round {
        /// The opponent's index in `record.entrants`.
        var opponent: Int?
        var colour: TournamentColour
        var halfPoints: Int
        /// Played over the board, or the pairing-allocated bye (which C.07 counts as played).
        var played: Bool
        var voluntarilyUnplayed: Bool
    }

    /// Every entrant's rounds, in `record.entrants` order.
    let table: [[Round]]

    /// `rules` defaults to those in force on the record's start date.
    public init(record: TournamentRecord, pointSystem: TournamentPointSystem = .standard, rules: TieBreakRules? = nil) {
        self.record = record
        self.pointSystem = pointSystem
        self.rules = rules ?? TieBreakRules(startDate: record.startDate)
        var indexOf: [Int: Int] = [:]
        for (index, entrant) in record.entrants.enumerated() where indexOf[entrant.startingRank] == nil {
            indexOf[entrant.startingRank] = index
        }
        var lastGame = 0
        for entrant in record.entrants {
            for (round, entry) in entrant.rounds.enumerated()
            where entry.result.isPlayedOverTheBoard && entry.opponent.flatMap({ indexOf[$0] }) != nil {
                lastGame = max(lastGame, round + 1)
            }
        }
        let rounds = max(record.plannedRounds ?? 0, lastGame)
        self.rounds = rounds
        table = record.entrants.map { entrant in
            (0..<rounds).map { round in
                let entry = round < entrant.rounds.count ? entrant.rounds[round] : .absent
                let played = entry.result.isPlayedOverTheBoard || entry.result == .pairingAllocatedBye
                return Round(opponent: entry.opponent.flatMap { indexOf[$0] }, colour: entry.colour,
                             halfPoints: pointSystem.halfPoints(entry.result), played: played,
                             voluntarilyUnplayed: entry.result.isVoluntarilyUnplayed)
            }
        }
    }

    /// The value of `tieBreak` for every entrant, in `record.entrants` order. Only ARO can be
    /// nil: for an entrant without games, and for everyone when an entrant has no rating.
    public func values(_ tieBreak: TieBreak) -> [TieBreakValue?] {
        switch tieBreak {
        case .points:
            return totals.map { TieBreakValue(halves: $0) }
        case let .buchholz(low, high):
            return buchholz(sonnebornBerger: false, cutLowest: low, cutHighest: high)
        case let .sonnebornBerger(low):
            return buchholz(sonnebornBerger: true, cutLowest: low, cutHighest: 0)
        case .directEncounter:
            return directEncounter().map { TieBreakValue(whole: $0) }
        case .wins:
            return count { round in round.halfPoints == pointSystem.winHalfPoints }
        case .gamesWon:
            return count { round in round.halfPoints == pointSystem.winHalfPoints && round.played && round.opponent != nil }
        case .blackGamesPlayed:
            return count { round in round.colour == .black && round.played }
        case .blackGamesWon:
            return count { round in round.colour == .black && round.played && round.halfPoints == pointSystem.winHalfPoints }
        case .roundsElectedToPlay:
            return count { round in round.played || round.halfPoints == pointSystem.winHalfPoints }
        case .progressiveScore:
            return table.map { rounds in
                var running = 0
                var sum = 0
                for round in rounds {
                    running += round.halfPoints
                    sum += running
                }
                return TieBreakValue(halves: sum)
            }
        case .averageRatingOfOpponents:
            return averageRatingOfOpponents()
        case .gameWinPercentage:
            return matchWinPercentages().map { $0.map(Self.percentage) }
        case .opponentsMatchWinPercentage, .opponentsGameWinPercentage:
            return opponentsMatchWinPercentages()
        }
    }

    /// Every entrant's points over the counted rounds, in half points.
    var totals: [Int] { table.map { $0.reduce(0) { $0 + $1.halfPoints } } }

    func count(_ counts: (Round) -> Bool) -> [TieBreakValue?] {
        table.map { rounds in TieBreakValue(whole: rounds.filter(counts).count) }
    }

    /// ARO: the opponents' ratings over the games played, averaged and rounded half up; nil
    /// for everyone if any entrant is unrated (C.07 leaves their rating to the tournament).
    func averageRatingOfOpponents() -> [TieBreakValue?] {
        let ratings = record.entrants.map { $0.rating.flatMap { $0 > 0 ? $0 : nil } }
        guard ratings.allSatisfy({ $0 != nil }) else { return Array(repeating: nil, count: table.count) }
        return table.map { rounds in
            let met = rounds.compactMap { round in round.played ? round.opponent.flatMap { ratings[$0] } : nil }
            guard !met.isEmpty else { return nil }
            let sum = met.reduce(0, +)
            return TieBreakValue(whole: (2 * sum + met.count) / (2 * met.count))
        }
    }
}
