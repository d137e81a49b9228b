// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): tiebreak.py (compute_score, compute_acc,
// compute_flt, compute_rfp, compute_top) and crosstable.py (list_edges, assign_tpn), which
// between them turn a tournament file into the players' state before a round.

/// Every player's state before a round of a Dutch-system tournament is paired, worked out from
/// the tournament's record of the rounds before it.
///
/// Who takes part is read from the record's entry for the round itself, when it has one: a
/// player with an opponent there, or the pairing-allocated bye, is paired; a requested bye
/// (half-point, full-point, zero-point) or a blank entry keeps them out. A round the record has
/// no game for yet is open to every entrant whose entry for it is blank. Results count as
/// `pointSystem` scores them.
public struct DutchRoundState: Hashable, Sendable {
    /// The round to be paired (1 for the first).
    public var round: Int
    /// The round the tournament ends with, which makes topscorers of some players (art. 1.8).
    public var finalRound: Int
    /// Every entrant, by starting rank.
    public var players: [DutchPlayerState]

    public init(round: Int, finalRound: Int, players: [DutchPlayerState]) {
        self.round = round
        self.finalRound = finalRound
        self.players = players.sorted { $0.pairingNumber < $1.pairingNumber }
    }

    /// The state before `round` of the tournament `record` holds. The final round is
    /// `finalRound` if given, else the later of the planned rounds (record XXR or 142) and the
    /// last round in which a game was played.
    public init(record: TournamentRecord, round: Int, pointSystem: TournamentPointSystem = .standard,
                finalRound: Int? = nil) {
        let entrants = record.entrants.sorted { $0.startingRank < $1.startingRank }
        let finalRound = finalRound ?? max(Self.plannedRounds(of: record) ?? 0, Self.lastRoundWithGamePlayed(in: entrants))
        // Scores before each round, by starting rank: the floats compare them.
        var scoresBefore: [Int: [Int]] = [:]
        for entrant in entrants {
            var scores = [0]
            for index in 0..<max(0, round - 1) {
                scores.append(scores[index] + pointSystem.halfPoints(Self.entry(entrant, index + 1).result))
            }
            scoresBefore[entrant.startingRank] = scores
        }
        // A blank entry means absent in any round up to the last one with a game in the
        // record, and "not yet paired" after it, as gacrux reads it.
        let lastRoundWithGame = Self.lastRoundWithGame(in: entrants)
        var players: [DutchPlayerState] = []
        var wasPaired: [Int: Bool] = [:]
        for entrant in entrants {
            let scores = scoresBefore[entrant.startingRank] ?? [0]
            var player = DutchPlayerState(pairingNumber: entrant.startingRank, halfPoints: scores.last ?? 0)
            var paired = false
            var floatsByRound: [DutchFloats] = []
            for number in stride(from: 1, to: round, by: 1) {
                let entry = Self.entry(entrant, number)
                let playedGame = entry.opponent != nil && entry.result.isPlayedOverTheBoard
                if let opponent = entry.opponent, playedGame {
                    player.opponents.append(opponent)
                    if entry.colour != .neither { player.colours.append(entry.colour) }
                } else if entry.result == .pairingAllocatedBye
                            || pointSystem.halfPoints(entry.result) == pointSystem.winHalfPoints {
                    player.unplayedWins += 1
                }
                if playedGame || entry.opponent != nil || entry.result == .pairingAllocatedBye { paired = true }
                floatsByRound.append(Self.float(of: entrant, entry, round: number, playedGame: playedGame,
                                                scoresBefore: scoresBefore, pointSystem: pointSystem))
            }
            player.floats = Self.lastTwo(floatsByRound)
            let current = Self.entry(entrant, round)
            if current == .absent {
                player.takesPart = round > lastRoundWithGame
            } else {
                player.takesPart = current.opponent != nil || current.result == .pairingAllocatedBye
            }
            // C.04.3 art. 1.8: over 50% of the maximum possible score before the final round,
            // counted when that round (or one after it) is paired. gacrux reads the score after
            // round finalRound - 1 even when pairing later.
            let last = finalRound - 1
            if round - 1 >= last, last >= 0, last < scores.count {
                player.isTopScorer = scores[last] * 2 > pointSystem.winHalfPoints * last
            }
            wasPaired[entrant.startingRank] = paired
            players.append(player)
        }
        // The running count of art. 1.1 as gacrux keeps it: a player never paired and absent
        // now hands their number on; one who withdrew keeps theirs.
        var count = 0
        for index in players.indices where players[index].takesPart || wasPaired[players[index].pairingNumber] == true {
            count += 1
            players[index].tournamentPairingNumber = count
        }
        self.init(round: round, finalRound: finalRound, players: players)
    }

    /// The round `record` is to be paired in next: the one after the last round in which anyone
    /// was paired (a game, played or forfeited, or the pairing-allocated bye), 1 for a record
    /// with none. A record read from TRF-16 spans its planned rounds (XXR), those not yet paired
    /// blank, and may hold requested byes entered ahead for the coming round: neither is a round
    /// paired, as bbpPairings reads a file. Counting them would pair a round past the planned
    /// ones, with no floats in the two rounds before it and everyone judged as in the last.
    public static func nextRound(of record: TournamentRecord) -> Int {
        let lastPaired = record.entrants.map { entrant in
            entrant.rounds.lastIndex { $0.opponent != nil || $0.result == .pairingAllocatedBye }.map { $0 + 1 } ?? 0
        }.max() ?? 0
        return lastPaired + 1
    }

    /// The rounds the record plans: record XXR, or failing that record 142 (TRF-16's
    /// "number of rounds", which gacrux reads the same way and writes).
    static func plannedRounds(of record: TournamentRecord) -> Int? {
        if let rounds = record.plannedRounds { return rounds }
        guard let line = record.otherLines.first(where: { $0.hasPrefix("142 ") }) else { return nil }
        return Int(String(line.dropFirst(4).filter { $0 != " " }))
    }

    /// The player with starting rank `pairingNumber`, if any.
    public func player(_ pairingNumber: Int) -> DutchPlayerState? {
        players.first { $0.pairingNumber == pairingNumber }
    }

    /// The players to be paired this round, by starting rank.
    public var participants: [DutchPlayerState] { players.filter(\.takesPart) }

    /// `entrant`'s entry for `round` (1-based), blank past the end of their line.
    static func entry(_ entrant: TournamentEntrant, _ round: Int) -> TournamentRoundEntry {
        round >= 1 && round <= entrant.rounds.count ? entrant.rounds[round - 1] : .absent
    }

    /// The float of one round (art. 1.4): down when paired against a lower score or when a
    /// point (or part of one) came without a game, up when paired against a higher score.
    /// gacrux counts a half-point bye as a downfloat too, and a forfeit loss as no float.
    static func float(of entrant: TournamentEntrant, _ entry: TournamentRoundEntry, round: Int, playedGame: Bool,
                      scoresBefore: [Int: [Int]], pointSystem: TournamentPointSystem) -> DutchFloats {
        if let opponent = entry.opponent, playedGame {
            let own = scoresBefore[entrant.startingRank]?[round - 1] ?? 0
            let theirs = scoresBefore[opponent]?[round - 1] ?? 0
            if own > theirs { return .downLastRound }
            if own < theirs { return .upLastRound }
            return []
        }
        if entry.result == .pairingAllocatedBye || pointSystem.halfPoints(entry.result) > pointSystem.lossHalfPoints {
            return .downLastRound
        }
        return []
    }

    /// The floats of the last two rounds of `floatsByRound`, the older shifted into the
    /// "two rounds ago" flags.
    static func lastTwo(_ floatsByRound: [DutchFloats]) -> DutchFloats {
        var floats = DutchFloats(rawValue: (floatsByRound.last ?? []).rawValue)
        if floatsByRound.count >= 2 {
            floats.formUnion(DutchFloats(rawValue: floatsByRound[floatsByRound.count - 2].rawValue * 4))
        }
        return floats
    }

    /// The last round in which any entrant has an opponent, played or not.
    static func lastRoundWithGame(in entrants: [TournamentEntrant]) -> Int {
        entrants.map { entrant in
            entrant.rounds.lastIndex { $0.opponent != nil }.map { $0 + 1 } ?? 0
        }.max() ?? 0
    }

    /// The last round in which a game was played over the board: with the planned rounds, it
    /// tells which round is the final one.
    static func lastRoundWithGamePlayed(in entrants: [TournamentEntrant]) -> Int {
        entrants.map { entrant in
            entrant.rounds.lastIndex { $0.opponent != nil && $0.result.isPlayedOverTheBoard }.map { $0 + 1 } ?? 0
        }.max() ?? 0
    }
}
