import Foundation

/// What a table of two gave each seat, as TRF-16 writes it.
extension TableOutcome {
    /// The results of the two seats (white's first): a played game by places, a forfeit by who
    /// won it; nil while the table plays, or when the outcome is not one of two.
    public var twoSeatResults: (TournamentResult, TournamentResult)? {
        switch self {
        case let .places(places) where places.count == 2, let .scores(_, places) where places.count == 2:
            if places[0] == places[1] { return (.draw, .draw) }
            return places[0] < places[1] ? (.win, .loss) : (.loss, .win)
        case let .forfeit(winners) where winners.count == 2:
            return (winners[0] ? .forfeitWin : .forfeitLoss, winners[1] ? .forfeitWin : .forfeitLoss)
        default:
            return nil
        }
    }

    /// The outcome a table of two had, from the results its two seats carry in a record (white's
    /// first). Unrated results read as rated ones: the play state does not keep the difference.
    /// Nil when neither says anything (paired, not played yet).
    public init?(white: TournamentResult, black: TournamentResult) {
        func place(_ result: TournamentResult) -> Int? {
            switch result {
            case .win, .unratedWin: 1
            case .draw, .unratedDraw: 1
            case .loss, .unratedLoss: 2
            default: nil
            }
        }
        if white == .forfeitWin || white == .forfeitLoss || black == .forfeitWin || black == .forfeitLoss {
            self = .forfeit(winners: [white == .forfeitWin, black == .forfeitWin])
        } else if let first = place(white) {
            // A draw gives both the first place; a win or loss sets the other seat apart.
            let second = white.scoresAs == .draw ? 1 : (first == 1 ? 2 : 1)
            self = .places([first, second])
        } else if let second = place(black) {
            let first = black.scoresAs == .draw ? 1 : (second == 1 ? 2 : 1)
            self = .places([first, second])
        } else {
            return nil
        }
    }
}

extension TournamentState {
    /// The TRF-16 view of a two-per-table tournament: starting ranks are the pairing numbers;
    /// each round gives the opponent, the colour (the first seat is white) and the result; a bye
    /// carries its own result (U, H, F, Z); a late entry's rounds before joining carry the bye
    /// `lateHalfPoints` stands for; a round someone was not paired in is blank.
    public var record: TournamentRecord {
        let system = settings.points.pointSystem
        let roundCount = rounds.map(\.number).max() ?? 0
        let numbers = Dictionary(entries.map { ($0.id, $0.pairingNumber) }, uniquingKeysWith: { first, _ in first })
        // Every entry's round entries, filled from the tables and the byes.
        var table: [TournamentEntry.ID: [TournamentRoundEntry?]] = [:]
        for entry in entries { table[entry.id] = Array(repeating: nil, count: roundCount) }
        for round in rounds where round.number >= 1 {
            let index = round.number - 1
            for tournamentTable in round.tables where tournamentTable.seats.count == 2 {
                let white = tournamentTable.seats[0], black = tournamentTable.seats[1]
                let results = tournamentTable.outcome?.twoSeatResults ?? (.notPlayed, .notPlayed)
                table[white]?[index] = TournamentRoundEntry(opponent: numbers[black], colour: .white, result: results.0)
                table[black]?[index] = TournamentRoundEntry(opponent: numbers[white], colour: .black, result: results.1)
            }
            for (id, result) in round.byes { table[id]?[index] = .bye(result) }
        }
        let entrants = entries.map { entry in
            let rounds = (table[entry.id] ?? []).enumerated().map { index, roundEntry in
                roundEntry ?? (entry.isLateRound(index + 1) ? .bye(lateResult(entry)) : .absent)
            }
            return TournamentEntrant(startingRank: entry.pairingNumber, name: entry.name, rating: entry.rating,
                                     fideID: entry.fideID, statedHalfPoints: rounds.reduce(0) { $0 + system.halfPoints($1.result) },
                                     rounds: rounds)
        }
        return TournamentRecord(name: name, statedEntrantCount: entries.count, type: recordType,
                                plannedRounds: plannedRoundCount, entrants: entrants)
    }

    /// Record 092 for the format.
    private var recordType: String {
        switch settings.format {
        case .swiss: "Individual: Swiss-System"
        case .roundRobin: "Individual: Round-Robin"
        case .knockout: "Individual: Knockout"
        case .doubleKnockout: "Individual: Double Knockout"
        case .tables: "Individual: Tables"
        }
    }

    /// The rounds the event is planned for: the settings', or a round robin's Berger count.
    var plannedRoundCount: Int? {
        if let planned = settings.plannedRounds { return planned }
        if settings.format == .roundRobin && entries.count >= 2 {
            return BergerTable(entrants: entries.count, cycles: max(1, settings.cycles)).roundCount
        }
        return nil
    }

    /// A state holding what the TRF-16 `record` holds: an entry per entrant (pairing number =
    /// starting rank, FIDE ID as given, fresh ids from `makeID`), and per round a table per
    /// pairing (the white seat first; a forfeit or unplayed pairing without colours, the lower
    /// starting rank first), its outcome from the results, and a bye for every round an entrant
    /// has a bye's result (U, H, F, Z) and no opponent. A blank round leaves the entrant out of
    /// that round; blank rounds to the end after a game or a bye are a drop. Unrated results come
    /// in as rated ones. `TRF.read` gives records whose lines agree; what another would claim
    /// beyond them (a second pairing of one entrant in a round) is left out.
    public static func imported(record: TournamentRecord, settings: TournamentSettings,
                                makeID: () -> UUID) -> TournamentState {
        let entrants = record.entrants.sorted { $0.startingRank < $1.startingRank }
        // Each starting rank's entry is its first entrant's; `entryOf` finds it by the entrant's
        // place in `entrants`, and the rounds below look each pairing up once by rank
        // (`firstOfRank`) and keep who is seated, and when each entry was last seen, in arrays
        // by that place, not in dictionaries and sets hashed once per entrant and round.
        var firstOfRank: [Int: Int] = [:]
        var entryOf: [Int?] = Array(repeating: nil, count: entrants.count)
        var entries: [TournamentEntry] = []
        for (index, entrant) in entrants.enumerated() where firstOfRank[entrant.startingRank] == nil {
            firstOfRank[entrant.startingRank] = index
            entryOf[index] = entries.count
            entries.append(TournamentEntry(id: TournamentEntry.ID(makeID()), name: entrant.name, rating: entrant.rating,
                                           pairingNumber: entrant.startingRank, fideID: entrant.fideID))
        }
        var lastSeen: [Int?] = Array(repeating: nil, count: entries.count)
        var rounds: [TournamentRound] = []
        for number in stride(from: 1, through: record.roundCount, by: 1) {
            var tables: [TournamentTable] = []
            var byes: [TournamentEntry.ID: TournamentResult] = [:]
            var seated = Array(repeating: false, count: entrants.count)
            for entrant in entrants {
                guard number <= entrant.rounds.count, let own = firstOfRank[entrant.startingRank], let ownEntry = entryOf[own] else { continue }
                let id = entries[ownEntry].id
                let entry = entrant.rounds[number - 1]
                if let opponent = entry.opponent, let other = firstOfRank[opponent], let otherEntry = entryOf[other],
                   opponent != entrant.startingRank {
                    guard !seated[own], !seated[other] else { continue }
                    let opponentID = entries[otherEntry].id
                    let theirs = number <= entrants[other].rounds.count ? entrants[other].rounds[number - 1] : nil
                    let otherResult = theirs?.opponent == entrant.startingRank ? theirs!.result : .notPlayed
                    let entrantFirst = entry.colour == .white
                        || (entry.colour == .neither && theirs?.colour != .white && entrant.startingRank < opponent)
                    let seats = entrantFirst ? [id, opponentID] : [opponentID, id]
                    let outcome = entrantFirst ? TableOutcome(white: entry.result, black: otherResult)
                                               : TableOutcome(white: otherResult, black: entry.result)
                    tables.append(TournamentTable(id: TournamentTable.ID(makeID()), round: number, number: 0,
                                                  seats: seats, outcome: outcome))
                    seated[own] = true
                    seated[other] = true
                    lastSeen[ownEntry] = number
                    lastSeen[otherEntry] = number
                } else if entry.opponent == nil && entry.result.isBye {
                    byes[id] = entry.result
                    lastSeen[ownEntry] = number
                }
            }
            guard !tables.isEmpty || !byes.isEmpty else { continue }
            for index in tables.indices { tables[index].number = index + 1 }
            rounds.append(TournamentRound(number: number, tables: tables, byes: byes))
        }
        // Someone blank in every round after their last game or bye left the tournament then.
        if let last = rounds.last?.number {
            for index in entries.indices {
                if let seen = lastSeen[index], seen < last { entries[index].droppedAfterRound = seen }
            }
        }
        return TournamentState(name: record.name, settings: settings, entries: entries, rounds: rounds)
    }
}
