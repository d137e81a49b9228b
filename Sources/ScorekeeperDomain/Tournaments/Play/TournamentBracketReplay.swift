/// An elimination event's bracket with every recorded round replayed into it, so its state (who
/// is still in, which matches are ready, the placings) follows from the play state alone.
///
/// Entrants are seeded by pairing number (`BracketSeeding` gives the byes to the top seeds). A
/// round is the bracket's ready matches at the time; each table of a round is matched to the
/// ready match between its two people, whatever order the tables are in, and its winner
/// recorded. A table that fits no ready match, or has no winner, changes nothing: replaying the
/// same rounds always gives the same bracket.
struct TournamentBracketReplay {
    /// The bracket of the format: its types differ, so one case each.
    private enum Bracket {
        case single(SingleEliminationBracket<TournamentEntry.ID>)
        case double(DoubleEliminationBracket<TournamentEntry.ID>)
    }

    private var bracket: Bracket
    /// How many matches each entrant lost.
    private(set) var losses: [TournamentEntry.ID: Int] = [:]
    /// The last round each entrant played a match in.
    private(set) var lastRound: [TournamentEntry.ID: Int] = [:]
    /// The losses that put an entrant out.
    let lives: Int

    init?(_ state: TournamentState) {
        let seeds = state.entries.map(\.id)
        guard seeds.count >= 2 else { return nil }
        if state.settings.format == .doubleKnockout {
            bracket = .double(DoubleEliminationBracket(entrants: seeds, grandFinalReset: state.settings.grandFinalReset))
            lives = 2
        } else {
            bracket = .single(SingleEliminationBracket(entrants: seeds, thirdPlaceMatch: state.settings.thirdPlaceMatch))
            lives = 1
        }
        for round in state.rounds {
            let ready = readyMatches
            for table in round.tables where table.seats.count == 2 {
                guard let winner = Self.winner(of: table),
                      let match = ready.first(where: { Set([entrant(.first, of: $0.id), entrant(.second, of: $0.id)]) == Set(table.seats) })
                else { continue }
                let slot: BracketSlot = entrant(.first, of: match.id) == winner ? .first : .second
                guard (try? record(winner: slot, of: match.id)) != nil else { continue }
                let loser = table.seats[0] == winner ? table.seats[1] : table.seats[0]
                // A single-elimination third-place match decides places, not who is out.
                if match.stage != .thirdPlace { losses[loser, default: 0] += 1 }
                lastRound[winner] = round.number
                lastRound[loser] = round.number
            }
        }
    }

    /// The table's winner: the better place, or the one forfeit winner; nil for a draw.
    static func winner(of table: TournamentTable) -> TournamentEntry.ID? {
        switch table.outcome {
        case let .places(places) where places.count == 2 && places[0] != places[1],
             let .scores(_, places) where places.count == 2 && places[0] != places[1]:
            return places[0] < places[1] ? table.seats[0] : table.seats[1]
        case let .forfeit(winners) where winners.count == 2 && winners[0] != winners[1]:
            return winners[0] ? table.seats[0] : table.seats[1]
        default:
            return nil
        }
    }

    var readyMatches: [BracketMatch] {
        switch bracket {
        case let .single(bracket): bracket.readyMatches
        case let .double(bracket): bracket.readyMatches
        }
    }

    var isComplete: Bool {
        switch bracket {
        case let .single(bracket): bracket.isComplete
        case let .double(bracket): bracket.isComplete
        }
    }

    var placings: [BracketPlacing<TournamentEntry.ID>]? {
        switch bracket {
        case let .single(bracket): bracket.placings
        case let .double(bracket): bracket.placings
        }
    }

    func entrant(_ slot: BracketSlot, of id: BracketMatchID) -> TournamentEntry.ID? {
        switch bracket {
        case let .single(bracket): bracket.entrant(in: slot, of: id)
        case let .double(bracket): bracket.entrant(in: slot, of: id)
        }
    }

    private mutating func record(winner slot: BracketSlot, of id: BracketMatchID) throws(BracketResultError) {
        switch bracket {
        case var .single(single):
            try single.record(winner: slot, of: id)
            bracket = .single(single)
        case var .double(double):
            try double.record(winner: slot, of: id)
            bracket = .double(double)
        }
    }

    /// Whether `id` is still in the running.
    func isAlive(_ id: TournamentEntry.ID) -> Bool { losses[id, default: 0] < lives }

    /// A match's part of the bracket in words.
    static func describe(_ stage: BracketStage) -> String {
        switch stage {
        case let .winners(round): "winners' bracket round \(round)"
        case let .losers(round): "losers' bracket round \(round)"
        case .thirdPlace: "the match for third place"
        case .grandFinal: "the grand final"
        case .grandFinalReset: "the grand final's second match"
        }
    }
}

extension TournamentState {
    /// An elimination round: the bracket's ready matches in match order, the first slot (the
    /// better-seeded side) white. In round 1 the top seeds the bracket gives byes to have the
    /// pairing-allocated bye.
    func bracketRound(_ number: Int) throws(TournamentPairingError) -> TournamentRoundPlan {
        guard let replay = TournamentBracketReplay(self) else { throw .tooFewEntrants(count: entries.count, needed: 2) }
        if replay.isComplete { throw .noMoreRounds(reason: "the bracket is complete") }
        let ready = replay.readyMatches
        guard !ready.isEmpty else {
            throw .noLegalPairing(detail: "a recorded result does not fit the bracket, so no match is ready")
        }
        let seedOf = Dictionary(entries.enumerated().map { ($1.id, $0 + 1) }, uniquingKeysWith: { first, _ in first })
        var explanation: [String] = []
        var tables: [[TournamentEntry.ID]] = []
        var byes: [TournamentEntry.ID: TournamentResult] = [:]
        for match in ready {
            guard let first = replay.entrant(.first, of: match.id), let second = replay.entrant(.second, of: match.id) else { continue }
            tables.append([first, second])
            var line = "Board \(tables.count): \(name(first)) (seed \(seedOf[first] ?? 0)) – \(name(second)) (seed \(seedOf[second] ?? 0)): \(TournamentBracketReplay.describe(match.stage)), \(match.id)"
            let gone = [first, second].filter { !(entry($0)?.isPaired(in: number) ?? true) }
            if !gone.isEmpty { line += "; \(gone.map(name).joined(separator: " and ")) left the event: record a forfeit" }
            explanation.append(line + ".")
        }
        if number == 1, let seeds = BracketSeeding.byes(entrants: entries.count) {
            for seed in seeds {
                byes[entries[seed - 1].id] = .pairingAllocatedBye
                explanation.append("\(entries[seed - 1].name) gets a bye: seed \(seed), and the bracket has \(BracketSeeding.bracketSize(entrants: entries.count)) places for \(entries.count).")
            }
        }
        return TournamentRoundPlan(number: number, tables: tables, byes: byes, explanation: explanation)
    }

    /// Why the format refuses `outcome` at `table`, in plain words; nil when it is acceptable.
    public func refusal(of outcome: TableOutcome, at table: TournamentTable) -> String? {
        let seats = table.seats.count
        switch outcome {
        case let .scores(scores, places):
            guard settings.format == .tables else { return "Scores are a result at tables of 3 to 5." }
            guard scores.count == seats else {
                return "The table has \(seats) seats, and the result gives \(scores.count) scores."
            }
            return placesRefusal(of: .places(places), at: table)
        case .places where settings.points.isGameScore:
            return "This tournament counts the game's score: give each seat's score, e.g. \"scores " +
                Array(repeating: "0", count: seats).joined(separator: " ") + "\"."
        default:
            break
        }
        return placesRefusal(of: outcome, at: table)
    }

    /// Why places or a forfeit do not fit the table or the format.
    private func placesRefusal(of outcome: TableOutcome, at table: TournamentTable) -> String? {
        let seats = table.seats.count
        switch outcome {
        case .scores:
            return nil
        case let .places(places):
            guard places.count == seats else {
                return "The table has \(seats) seats, and the result gives \(places.count) places."
            }
            guard places.allSatisfy({ (1...seats).contains($0) }) else {
                return "Places run from 1 to \(seats) at this table."
            }
            let sorted = places.sorted()
            for (index, place) in sorted.enumerated() where index == 0 || place != sorted[index - 1] {
                guard place == index + 1 else { return "Tied places take up the places after them: \(place) cannot follow here." }
            }
            if settings.format.eliminates && Set(places).count < seats { return "A knockout match needs a winner." }
        case let .forfeit(winners):
            guard winners.count == seats else {
                return "The table has \(seats) seats, and the forfeit names \(winners.count)."
            }
            if seats == 2 && winners.allSatisfy({ $0 }) { return "Both sides cannot win by forfeit." }
            if settings.format.eliminates && winners.filter({ $0 }).count != 1 {
                return "A knockout match needs a winner: exactly one side wins by forfeit."
            }
        }
        if settings.format.isTwoPerTable && seats != 2 { return "A \(settings.format.displayName) table seats two." }
        return nil
    }
}
