extension TournamentState {
    /// The standings, best first: by points, then the settings' tie-breaks (a missing value
    /// below any), then pairing number. Two-per-table formats take points and tie-breaks from
    /// `TieBreakCalculator` over `record`, the one truth the TRF export shows too. Elimination
    /// formats rank by the bracket's placings once it is complete, before that by how far each
    /// got (those still in first, then by the round they went out in, latest first). Tables
    /// score each place by the settings' points (tied seats score the better place, a forfeit's
    /// winner first place), or each seat's game score; their Buchholz is the sum of tablemates'
    /// points. Under lowest-wins game score the fewest points rank first. Under game score, while
    /// a round is partly played, those whose tables still play (`stillPlaying`) have no score for
    /// it yet: they come after everyone ranked, marked `isPlaying`, and lead nobody.
    public var standings: [TournamentStanding] {
        var lines = entries.map { entry in
            TournamentStanding(entryID: entry.id, rank: 0, points: 0, tieBreaks: [], played: 0, wins: 0, draws: 0, losses: 0)
        }
        let index = Dictionary(entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        countGames(into: &lines, index: index)
        if settings.format.isTwoPerTable {
            var record = self.record
            // Rounds not yet played are not unplayed rounds: the tie-breaks count only those paired.
            record.plannedRounds = nil
            let system = settings.points.pointSystem
            let calculator = TieBreakCalculator(record: record, pointSystem: system)
            let values = settings.tieBreaks.map { calculator.values($0) }
            for (position, entrant) in record.entrants.enumerated() {
                lines[position].points = entrant.rounds.reduce(0) { $0 + Int128(system.halfPoints($1.result)) }
                lines[position].tieBreaks = values.map { position < $0.count ? $0[position] : nil }
            }
        } else {
            let table = tablesScores()
            for position in lines.indices {
                lines[position].points = table.totals[position]
                lines[position].tieBreaks = settings.tieBreaks.map { tablesTieBreak($0, position, table) }
            }
        }
        let number = entries.map(\.pairingNumber)
        if settings.format.eliminates, let replay = TournamentBracketReplay(self) {
            // Smaller is better: the placing, or how far each got.
            var key = Array(repeating: 0, count: entries.count)
            if let placings = replay.placings {
                for placing in placings { if let position = index[placing.entrant] { key[position] = placing.place } }
            } else {
                for (position, entry) in entries.enumerated() {
                    key[position] = replay.isAlive(entry.id) ? 0 : -(replay.lastRound[entry.id] ?? 0) + 10_000
                }
            }
            let order = lines.indices.sorted { (key[$0], number[$0]) < (key[$1], number[$1]) }
            return ranked(order.map { lines[$0] }, same: { key[index[$0.entryID]!] == key[index[$1.entryID]!] })
        }
        let playing = stillPlaying
        for position in lines.indices where playing.contains(lines[position].entryID) { lines[position].isPlaying = true }
        // Under lowest-wins game score the fewest points rank first, and so do the smaller sums of them.
        let fewer = settings.fewerPointsRankFirst
        let smallerFirst = settings.tieBreaks.map { fewer && $0.addsUpPoints }
        let order = lines.indices.sorted { first, second in
            let a = lines[first], b = lines[second]
            if a.isPlaying != b.isPlaying { return !a.isPlaying }
            if a.points != b.points { return fewer ? a.points < b.points : a.points > b.points }
            for (index, (x, y)) in zip(a.tieBreaks, b.tieBreaks).enumerated() where x != y {
                guard let x else { return false }
                guard let y else { return true }
                return index < smallerFirst.count && smallerFirst[index] ? x < y : x > y
            }
            return number[first] < number[second]
        }
        return ranked(order.map { lines[$0] },
                      same: { $0.isPlaying == $1.isPlaying && $0.points == $1.points && $0.tieBreaks == $1.tieBreaks })
    }

    /// Under game score, the entrants at tables still playing a round that other tables have
    /// finished: their score for it is not in yet, so their total cannot be ranked against those
    /// who have one (under lowest wins it would lead). Empty under other points, and while no
    /// table of the round has finished (everyone is then where the last round left them).
    public var stillPlaying: Set<TournamentEntry.ID> {
        guard settings.points.isGameScore else { return [] }
        var playing: Set<TournamentEntry.ID> = []
        for round in rounds {
            let unfinished = round.tables.filter { $0.outcome == nil }
            guard !unfinished.isEmpty, unfinished.count < round.tables.count else { continue }
            for table in unfinished { playing.formUnion(table.seats) }
        }
        return playing
    }

    /// Ranks in order, shared while `same` holds between neighbours.
    private func ranked(_ lines: [TournamentStanding], same: (TournamentStanding, TournamentStanding) -> Bool) -> [TournamentStanding] {
        var lines = lines
        for position in lines.indices {
            lines[position].rank = position > 0 && same(lines[position - 1], lines[position]) ? lines[position - 1].rank : position + 1
        }
        return lines
    }

    /// Games played, won, drawn and lost, from the tables' outcomes.
    private func countGames(into lines: inout [TournamentStanding], index: [TournamentEntry.ID: Int]) {
        for round in rounds {
            for table in round.tables {
                guard let outcome = table.outcome else { continue }
                for (seat, id) in table.seats.enumerated() {
                    guard let position = index[id] else { continue }
                    switch outcome {
                    case let .places(places) where seat < places.count, let .scores(_, places) where seat < places.count:
                        lines[position].played += 1
                        let place = places[seat]
                        let shared = places.filter { $0 == place }.count > 1
                        if place == 1 && !shared { lines[position].wins += 1 }
                        else if place == 1 { lines[position].draws += 1 }
                        else if table.seats.count == 2 && shared { lines[position].draws += 1 }
                        else { lines[position].losses += 1 }
                    case let .forfeit(winners) where seat < winners.count:
                        if winners[seat] { lines[position].wins += 1 } else { lines[position].losses += 1 }
                    default:
                        break
                    }
                }
            }
        }
    }

    /// A tables event's scores: per entry (in entry order), each round's points and tablemates,
    /// in half points as `Int128` (under game score they are 64-bit scores and their sums).
    struct TablesScores {
        var totals: [Int128]
        /// Per entry, per round they sat at a table: their points and their tablemates' positions.
        var rounds: [[(points: Int128, mates: [Int], first: Bool, overTheBoard: Bool)]]
        /// Per entry, their points round by round (byes and late rounds included), for progressive score.
        var running: [[Int128]]
    }

    /// Points by place (tied seats score the better place they share), a forfeit's winners
    /// first place and its losers nothing; byes: the pairing-allocated and full-point ones first
    /// place, a half-point one half of it (rounded down), a late entry's rounds `lateHalfPoints`;
    /// under game score, each seat's score (`TournamentPoints.halfPoints(seat:of:)`), and every
    /// round without one the round's worst (`TournamentPoints.unplayedGameScore`).
    func tablesScores() -> TablesScores {
        let points = settings.points
        let index = Dictionary(entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let roundCount = rounds.map(\.number).max() ?? 0
        var perRound = Array(repeating: Array(repeating: Int128(0), count: roundCount), count: entries.count)
        var seated = Array(repeating: [(points: Int128, mates: [Int], first: Bool, overTheBoard: Bool)](), count: entries.count)
        // Under game score: each round's worst score among those who played it, and who has a
        // score (or a game still being played) in each round.
        var unplayed = Array(repeating: Int128(0), count: roundCount)
        var accounted = Array(repeating: Set<Int>(), count: entries.count)
        if points.isGameScore {
            for round in rounds where round.number >= 1 {
                var played: [Int128] = []
                for table in round.tables {
                    guard let outcome = table.outcome, case .scores = outcome else { continue }
                    played += table.seats.indices.map { points.halfPoints(seat: $0, of: outcome) }
                }
                unplayed[round.number - 1] = TournamentPoints.unplayedGameScore(playedHalfPoints: played,
                                                                                 fewerFirst: settings.fewerPointsRankFirst)
                for table in round.tables where table.outcome == nil {
                    for id in table.seats { if let position = index[id] { accounted[position].insert(round.number) } }
                }
            }
        }
        for round in rounds where round.number >= 1 {
            for table in round.tables {
                guard let outcome = table.outcome else { continue }
                let positions = table.seats.map { index[$0] }
                for (seat, position) in positions.enumerated() {
                    guard let position else { continue }
                    var score = points.halfPoints(seat: seat, of: outcome)
                    if points.isGameScore {
                        if case .scores = outcome {} else { score = unplayed[round.number - 1] }
                        accounted[position].insert(round.number)
                    }
                    var first = false, overTheBoard = false
                    switch outcome {
                    case let .places(places) where seat < places.count, let .scores(_, places) where seat < places.count:
                        first = places[seat] == 1
                        overTheBoard = true
                    case let .forfeit(winners) where seat < winners.count:
                        first = winners[seat]
                    default:
                        break
                    }
                    perRound[position][round.number - 1] += score
                    seated[position].append((score, positions.enumerated().compactMap { $0.offset == seat ? nil : $0.element },
                                             first, overTheBoard))
                }
            }
            for (id, result) in round.byes where !points.isGameScore {
                guard let position = index[id] else { continue }
                perRound[position][round.number - 1] += Int128(points.unplayedHalfPoints(bye: result))
            }
        }
        if points.isGameScore {
            // Every round someone has no score in, whatever kept them away, scores the round's worst.
            for position in entries.indices {
                for round in 1...max(1, roundCount) where round <= roundCount && !accounted[position].contains(round) {
                    perRound[position][round - 1] += unplayed[round - 1]
                }
            }
        } else {
            for (position, entry) in entries.enumerated() {
                for round in stride(from: 1, to: roundCount + 1, by: 1)
                where entry.isLateRound(round) && !(self.round(round)?.byes.keys.contains(entry.id) ?? false) {
                    perRound[position][round - 1] += Int128(points.unplayedHalfPoints(bye: nil, lateHalfPoints: entry.lateHalfPoints))
                }
            }
        }
        return TablesScores(totals: perRound.map { $0.reduce(0, +) }, rounds: seated, running: perRound)
    }

    /// A tie-break at tables; nil for those that only mean something at two. Under game score the
    /// sums are of game scores (in half points, as the points are).
    func tablesTieBreak(_ tieBreak: TieBreak, _ position: Int, _ scores: TablesScores) -> TieBreakValue? {
        switch tieBreak {
        case .points:
            return TieBreakValue(halves: scores.totals[position])
        case let .buchholz(low, high):
            // Weakest first, so a cut drops the weakest tablemates: under game score with lowest
            // wins the weakest have the most points.
            let fewerFirst = settings.fewerPointsRankFirst
            let each = scores.rounds[position].map { round in round.mates.reduce(Int128(0)) { $0 + scores.totals[$1] } }
                .sorted { fewerFirst ? $0 > $1 : $0 < $1 }
            guard each.count > low + high else { return TieBreakValue(halves: 0) }
            return TieBreakValue(halves: each.dropFirst(low).dropLast(high).reduce(Int128(0), +))
        case .wins:
            return TieBreakValue(whole: scores.rounds[position].filter(\.first).count)
        case .gamesWon:
            return TieBreakValue(whole: scores.rounds[position].filter { $0.first && $0.overTheBoard }.count)
        case .progressiveScore:
            var running: Int128 = 0, sum: Int128 = 0
            for points in scores.running[position] { running += points; sum += running }
            return TieBreakValue(halves: sum)
        default:
            return nil
        }
    }
}
