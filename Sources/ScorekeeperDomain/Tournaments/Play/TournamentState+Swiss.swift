extension TournamentState {
    /// A Swiss round by the Dutch system: the record of the rounds so far gives every player's
    /// score, opponents, colours and floats; those not paired this round (sitting out, dropped,
    /// not yet joined) take no part; an odd count gives one pairing-allocated bye, which the
    /// Dutch rules never give twice.
    func swissRound(_ number: Int, sittingOut: [TournamentEntry.ID: TournamentResult],
                    initialColour: TournamentColour) throws(TournamentPairingError) -> TournamentRoundPlan {
        let playing = playing(in: number, sittingOut: sittingOut)
        guard playing.count >= 2 else { throw .tooFewEntrants(count: playing.count, needed: 2) }
        var explanation: [String] = []
        let system = settings.points.pointSystem
        let state = dutchState(number, playing: Set(playing.map(\.pairingNumber)))
        let pairing: DutchPairing
        do {
            pairing = try DutchPairing(state: state, initialColour: initialColour)
        } catch {
            let names = playing.map(\.name).joined(separator: ", ")
            throw .noLegalPairing(detail: "the Dutch rules find no round for \(names) without a repeat game or a second bye")
        }
        let byNumber = Dictionary(entries.map { ($0.pairingNumber, $0) }, uniquingKeysWith: { first, _ in first })
        let players = Dictionary(state.players.map { ($0.pairingNumber, $0) }, uniquingKeysWith: { first, _ in first })
        var byes = standingByes(in: number, sittingOut: sittingOut, explanation: &explanation)
        var tables: [[TournamentEntry.ID]] = []
        func points(_ number: Int) -> String {
            TournamentPoints.text(halfPoints: players[number]?.halfPoints ?? 0)
        }
        for board in pairing.boards {
            guard let white = byNumber[board.white] else { continue }
            guard board.black != 0, let black = byNumber[board.black] else {
                byes[white.id] = .pairingAllocatedBye
                let level = players[board.white]?.halfPoints ?? 0
                let lowest = playing.allSatisfy { (players[$0.pairingNumber]?.halfPoints ?? 0) >= level }
                explanation.append("\(white.name) gets the bye: \(lowest ? "lowest score group" : "the lowest score group that leaves the rest pairable") (\(points(board.white))), no bye or unplayed win before (\(system.pairingAllocatedByeHalfPoints == system.winHalfPoints ? "scores a win" : "scores \(TournamentPoints.text(halfPoints: system.pairingAllocatedByeHalfPoints))")).")
                continue
            }
            tables.append([white.id, black.id])
            let whiteScore = players[board.white]?.halfPoints ?? 0, blackScore = players[board.black]?.halfPoints ?? 0
            let group = whiteScore == blackScore ? "same score group" : "\(whiteScore > blackScore ? white.name : black.name) floats down"
            let rule = board.rule.map { "\(white.name) white \(Self.describe($0)) (rule \($0.rawValue))" } ?? "\(white.name) white"
            explanation.append("Board \(tables.count): \(white.name) (\(points(board.white))) – \(black.name) (\(points(board.black))): \(group); \(rule).")
        }
        return TournamentRoundPlan(number: number, tables: tables, byes: byes, explanation: explanation)
    }

    /// The Dutch system's view of the players before round `number`, with exactly the pairing
    /// numbers in `playing` taking part (the record alone cannot say who sits the next round out).
    func dutchState(_ number: Int, playing: Set<Int>) -> DutchRoundState {
        var record = self.record
        // Rounds from `number` on are not played yet: the record holds only those before.
        for index in record.entrants.indices where record.entrants[index].rounds.count >= number {
            record.entrants[index].rounds.removeSubrange((number - 1)...)
        }
        // Without a planned end no round is the last, so nobody is a topscorer yet.
        let finalRound = settings.plannedRounds ?? (number + 1)
        let base = DutchRoundState(record: record, round: number, pointSystem: settings.points.pointSystem,
                                   finalRound: finalRound)
        // The tournament pairing numbers (art. 1.1) count those taking part or paired before,
        // as `DutchRoundState` counts them.
        let pairedBefore = Set(record.entrants.filter { entrant in
            entrant.rounds.contains { $0.opponent != nil || $0.result == .pairingAllocatedBye }
        }.map(\.startingRank))
        var players = base.players
        var count = 0
        for index in players.indices {
            players[index].takesPart = playing.contains(players[index].pairingNumber)
            players[index].tournamentPairingNumber = nil
            if players[index].takesPart || pairedBefore.contains(players[index].pairingNumber) {
                count += 1
                players[index].tournamentPairingNumber = count
            }
        }
        return DutchRoundState(round: number, finalRound: base.finalRound, players: players)
    }

    /// A colour rule in words.
    static func describe(_ rule: DutchColourAllocation.Rule) -> String {
        switch rule {
        case .bothPreferences: "by both colour preferences"
        case .strongerPreference: "by the stronger colour preference"
        case .alternation: "by alternation from their last different colours"
        case .higherRanked: "by the higher-ranked player's preference"
        case .initialColour: "by the initial colour and pairing number"
        }
    }
}
