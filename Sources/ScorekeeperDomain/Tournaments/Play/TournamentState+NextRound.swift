extension TournamentState {
    /// The next round's plan, by the format's rules. Every table of the rounds so far must have
    /// its outcome: the next round depends on them.
    public func nextRound() throws(TournamentPairingError) -> TournamentRoundPlan {
        try nextRound(sittingOut: [:])
    }

    /// The next round's plan with some entries sitting it out: each with the result that stands
    /// for it (`.halfPointBye`, `.zeroPointBye`, `.fullPointBye` for a requested bye;
    /// `.notPlayed` for an absence). `initialColour` is the colour drawn for the top player of
    /// a Swiss event's first round.
    public func nextRound(sittingOut: [TournamentEntry.ID: TournamentResult],
                          initialColour: TournamentColour = .white) throws(TournamentPairingError) -> TournamentRoundPlan {
        if let refusal = pairingRefusal { throw refusal }
        let number = currentRound + 1
        switch settings.format {
        case .swiss: return try swissRound(number, sittingOut: sittingOut, initialColour: initialColour)
        case .roundRobin: return try roundRobinRound(number, sittingOut: sittingOut)
        case .knockout, .doubleKnockout:
            // A bracket's matches are fixed by the results: someone who cannot play forfeits
            // their match (a result entered at the table) rather than sitting a round out.
            guard sittingOut.isEmpty else {
                throw .noLegalPairing(detail: "a knockout has no byes on request: enter a forfeit at the table instead")
            }
            return try bracketRound(number)
        case .tables: return try tablesRound(number, sittingOut: sittingOut)
        }
    }

    /// Why the next round cannot be paired now, as far as the state says without pairing it: a
    /// round in conflict, a table of the rounds so far without its result, someone entered twice,
    /// every planned round paired. nil when pairing may go ahead (it may still find no legal
    /// pairing). `nextRound` refuses by it, so the store, the command line and the tournament
    /// screen's question all say the same.
    public var pairingRefusal: TournamentPairingError? {
        if let conflict = conflicts.first { return .roundInConflict(conflict) }
        if let open = unfinishedRound { return .roundNotFinished(round: open.round, openTables: open.open) }
        let number = currentRound + 1
        if let twice = enteredTwice(in: number) { return .enteredTwice(name: twice.name, entries: twice.count) }
        if let planned = settings.plannedRounds, number > planned, settings.format != .knockout,
           settings.format != .doubleKnockout {
            return .noMoreRounds(reason: "all \(planned) planned rounds are paired")
        }
        return nil
    }

    /// Someone entered more than once (one person, two entries: joined on two copies) and still
    /// in by round `number`: one person sits at one table a round.
    func enteredTwice(in number: Int) -> (name: String, count: Int)? {
        var byPerson: [Person.ID: [TournamentEntry]] = [:]
        for entry in entries where entry.droppedAfterRound.map({ number <= $0 }) ?? true {
            if let person = entry.personID { byPerson[person, default: []].append(entry) }
        }
        guard let twice = byPerson.values.filter({ $0.count > 1 }).min(by: { $0[0].pairingNumber < $1[0].pairingNumber }) else { return nil }
        return (twice[0].name, twice.count)
    }

    /// Those paired in round `number`: joined by then, not dropped, not sitting out.
    func playing(in number: Int, sittingOut: [TournamentEntry.ID: TournamentResult]) -> [TournamentEntry] {
        entries.filter { $0.isPaired(in: number) && sittingOut[$0.id] == nil }
    }

    /// The byes a round starts with: requested ones and late entries' rounds before joining.
    func standingByes(in number: Int, sittingOut: [TournamentEntry.ID: TournamentResult],
                      explanation: inout [String]) -> [TournamentEntry.ID: TournamentResult] {
        var byes: [TournamentEntry.ID: TournamentResult] = [:]
        for entry in entries {
            if let result = sittingOut[entry.id] {
                if result != .notPlayed {
                    byes[entry.id] = result
                    explanation.append("\(displayName(of: entry)) sits out on request: \(Self.describe(result)).")
                } else {
                    explanation.append("\(displayName(of: entry)) is absent this round.")
                }
            } else if entry.isLateRound(number) {
                // Rounds before a late entry's first count as the bye they chose, unless they
                // dropped before ever sitting down.
                let result = lateResult(entry)
                byes[entry.id] = result
                explanation.append("\(displayName(of: entry)) joins in round \(entry.firstRound): \(Self.describe(result)) until then.")
            }
        }
        return byes
    }

    /// A bye's result in words.
    static func describe(_ result: TournamentResult) -> String {
        switch result {
        case .pairingAllocatedBye: "the pairing-allocated bye"
        case .halfPointBye: "a half-point bye"
        case .fullPointBye: "a full-point bye"
        case .zeroPointBye: "a zero-point bye"
        case .notPlayed: "not played"
        default: "a result of \(result.rawValue)"
        }
    }
}
