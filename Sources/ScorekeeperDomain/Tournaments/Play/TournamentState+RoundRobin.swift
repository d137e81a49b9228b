extension TournamentState {
    /// The Berger table the event follows: one number per entry, in pairing-number order.
    var bergerTable: BergerTable? {
        entries.count >= 2 ? BergerTable(entrants: entries.count, cycles: max(1, settings.cycles),
                                         swapsFirstCycleLastTwoRounds: settings.cycles > 1) : nil
    }

    /// A round robin's round: round `number` of the Berger table over the entries' places in
    /// pairing-number order, whatever the results. The table's bye seat scores as the
    /// pairing-allocated bye; every entrant sits out once a cycle, so it moves no one up or down.
    /// An entry who dropped (or sits the round out) loses no game by forfeit: their opponent of
    /// the table gets the pairing-allocated bye for the round instead, as with the bye seat, so
    /// nobody scores a game that was never played against someone who left.
    func roundRobinRound(_ number: Int, sittingOut: [TournamentEntry.ID: TournamentResult]) throws(TournamentPairingError) -> TournamentRoundPlan {
        guard let berger = bergerTable else { throw .tooFewEntrants(count: entries.count, needed: 2) }
        guard number <= berger.roundCount else {
            throw .noMoreRounds(reason: "the round robin's \(berger.roundCount) rounds are paired")
        }
        var explanation = ["Round \(number) of the Berger table for \(entries.count)\(entries.count % 2 == 1 ? " (a bye seat)" : "")\(berger.cycles > 1 ? ", \(berger.cycles) cycles" : "")."]
        var byes = standingByes(in: number, sittingOut: sittingOut, explanation: &explanation)
        let round = berger.round(number)
        var tables: [[TournamentEntry.ID]] = []
        func isPlaying(_ entry: TournamentEntry) -> Bool { entry.isPaired(in: number) && sittingOut[entry.id] == nil }
        for game in round.games {
            let white = entries[game.white - 1], black = entries[game.black - 1]
            switch (isPlaying(white), isPlaying(black)) {
            case (true, true):
                tables.append([white.id, black.id])
                explanation.append("Board \(tables.count): \(white.name) – \(black.name): Berger numbers \(game.white) and \(game.black).")
            case (true, false), (false, true):
                let (stays, gone) = isPlaying(white) ? (white, black) : (black, white)
                byes[stays.id] = .pairingAllocatedBye
                explanation.append("\(stays.name) gets the bye: \(gone.name), their opponent by the table, does not play this round.")
            case (false, false):
                break
            }
        }
        if let seat = round.bye {
            let entry = entries[seat - 1]
            if isPlaying(entry) {
                byes[entry.id] = .pairingAllocatedBye
                explanation.append("\(displayName(of: entry)) gets the bye: the Berger table's bye seat (number \(seat)).")
            }
        }
        return TournamentRoundPlan(number: number, tables: tables, byes: byes, explanation: explanation)
    }
}
