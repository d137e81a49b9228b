extension TournamentState {
    /// Where someone is in a round: a seat at a table, or sitting out with a result.
    private enum Place: Equatable {
        case seat(table: Int, seat: Int)
        case bye(TournamentResult)
        case nowhere
    }

    private func place(of id: TournamentEntry.ID, in round: TournamentRound) -> Place {
        for (tableIndex, table) in round.tables.enumerated() {
            if let seat = table.seats.firstIndex(of: id) { return .seat(table: tableIndex, seat: seat) }
        }
        if let result = round.byes[id] { return .bye(result) }
        return .nowhere
    }

    /// The state with `a` and `b` trading places in round `round`: their seats (so, at two,
    /// their colours and opponents), or a seat and a bye. Unchanged when the round is not there.
    public func swapped(round number: Int, _ a: TournamentEntry.ID, _ b: TournamentEntry.ID) -> TournamentState {
        guard a != b, let roundIndex = rounds.firstIndex(where: { $0.number == number }) else { return self }
        var state = self
        var round = rounds[roundIndex]
        let placeA = place(of: a, in: round), placeB = place(of: b, in: round)
        func put(_ id: TournamentEntry.ID, at place: Place) {
            switch place {
            case let .seat(table, seat): round.tables[table].seats[seat] = id
            case let .bye(result): round.byes[id] = result
            case .nowhere: break
            }
        }
        if case .bye = placeA { round.byes[a] = nil }
        if case .bye = placeB { round.byes[b] = nil }
        put(b, at: placeA)
        put(a, at: placeB)
        state.rounds[roundIndex] = round
        return state
    }

    /// The rules a hand swap of `a` and `b` in round `round` breaks, one plain line each: a
    /// repeat meeting, a colour three times running or two more of one colour than the other,
    /// a second pairing-allocated bye, a result already entered, a bracket that no longer holds.
    public func swapWarnings(round number: Int, _ a: TournamentEntry.ID, _ b: TournamentEntry.ID) -> [String] {
        guard let round = round(number) else { return ["There is no round \(number)."] }
        let placeA = place(of: a, in: round), placeB = place(of: b, in: round)
        if placeA == .nowhere || placeB == .nowhere {
            let missing = placeA == .nowhere ? a : b
            return ["\(name(missing)) is not in round \(number)."]
        }
        if case .seat(let tableA, _) = placeA, case .seat(let tableB, _) = placeB, tableA == tableB,
           !settings.format.isTwoPerTable {
            return []
        }
        var warnings: [String] = []
        for place in [placeA, placeB] {
            if case let .seat(table, _) = place, round.tables[table].outcome != nil {
                warnings.append("Table \(round.tables[table].number) already has a result.")
            }
        }
        if settings.format.eliminates {
            warnings.append("The bracket decides who meets in a \(settings.format.displayName): after the swap the tables no longer match it.")
        }
        if settings.format == .roundRobin {
            warnings.append("The Berger table decides who meets in a round robin: the swap breaks its schedule.")
        }
        let after = swapped(round: number, a, b)
        guard let newRound = after.round(number) else { return warnings }
        for id in [a, b] {
            switch place(of: id, in: newRound) {
            case let .seat(table, seat):
                for (otherSeat, other) in newRound.tables[table].seats.enumerated() where otherSeat != seat {
                    // Each pair once: when both moved people share the table, name it from a.
                    if id == b && other == a { continue }
                    for earlier in rounds where earlier.number != number {
                        if earlier.tables.contains(where: { $0.seats.contains(id) && $0.seats.contains(other) }) {
                            warnings.append("\(name(id)) and \(name(other)) met in round \(earlier.number).")
                        }
                    }
                }
                if settings.format.isTwoPerTable && newRound.tables[table].seats.count == 2 {
                    warnings += after.colourWarnings(id, round: number)
                }
            case .bye(.pairingAllocatedBye):
                let before = rounds.filter { $0.number != number && $0.byes[id] == .pairingAllocatedBye }.map(\.number)
                if let first = before.first { warnings.append("\(name(id)) already had the bye in round \(first).") }
            default:
                break
            }
        }
        return warnings
    }

    /// Colour rules broken by `id`'s colours up to and including round `number` (C.04.3: never
    /// the same colour three times running, never two more of one colour than the other).
    private func colourWarnings(_ id: TournamentEntry.ID, round number: Int) -> [String] {
        var colours: [TournamentColour] = []
        for round in rounds where round.number <= number {
            guard let table = round.tables.first(where: { $0.seats.contains(id) }), table.seats.count == 2 else { continue }
            // A forfeit has no colour (C.04.3 art. 1.6); a table still playing does.
            if case .forfeit = table.outcome { continue }
            colours.append(table.seats[0] == id ? .white : .black)
        }
        guard let last = colours.last else { return [] }
        var warnings: [String] = []
        let word = last == .white ? "white" : "black"
        if colours.count >= 3 && colours.suffix(3).allSatisfy({ $0 == last }) {
            warnings.append("\(name(id)) would have \(word) three times running.")
        }
        let difference = colours.filter { $0 == .white }.count - colours.filter { $0 == .black }.count
        if abs(difference) > 2 {
            warnings.append("\(name(id)) would have \(abs(difference)) more \(difference > 0 ? "whites" : "blacks") than \(difference > 0 ? "blacks" : "whites").")
        }
        return warnings
    }
}
