extension TournamentState {
    /// Whether the whole event can be planned up front: a planned number of rounds and an entry
    /// list that stays the same through them (nobody joins late or drops before the end).
    var hasFixedTablesSchedule: Bool {
        guard let planned = settings.plannedRounds, planned >= 1 else { return false }
        return entries.allSatisfy { $0.firstRound <= 1 && ($0.droppedAfterRound.map { $0 >= planned } ?? true) }
    }

    /// A tables round. With a fixed schedule (planned rounds, the same entries throughout) it is
    /// round `number` of `TableSchedule.plan` for the whole event, over the entries in
    /// pairing-number order: the same inputs always give the same plan, so each round is read
    /// off it again, and e.g. 16 people in fours over 5 rounds never meet twice. Otherwise the
    /// people are taken in standing order (pairing order in round 1) and seated by
    /// `TableSeating`: sizes by `TableSplit`, repeat meetings avoided first, then people of
    /// similar standing together, then seats evened out (who starts).
    func tablesRound(_ number: Int, sittingOut: [TournamentEntry.ID: TournamentResult]) throws(TournamentPairingError) -> TournamentRoundPlan {
        let size = settings.tableSize
        var explanation: [String] = []
        let byes = standingByes(in: number, sittingOut: sittingOut, explanation: &explanation)
        let playing = playing(in: number, sittingOut: sittingOut)
        guard playing.count >= TableSplit.tableSizes.lowerBound else {
            throw .tooFewEntrants(count: playing.count, needed: TableSplit.tableSizes.lowerBound)
        }
        var tables: [[TournamentEntry.ID]]
        if hasFixedTablesSchedule && sittingOut.isEmpty, let planned = settings.plannedRounds {
            let schedule: TableSchedule<TournamentEntry.ID>
            do {
                schedule = try TableSchedule.plan(people: entries.map(\.id), tableSize: size, rounds: planned)
            } catch {
                throw .noLegalPairing(detail: "\(entries.count) people do not split into tables of \(size)")
            }
            tables = schedule.rounds[number - 1]
            explanation.append("Round \(number) of the schedule planned for all \(planned) rounds (\(entries.count) people, tables of \(size)): \(schedule.repeatMeetings == 0 ? "nobody meets anyone twice" : "\(schedule.repeatMeetings) repeat meetings in all, the fewest found").")
        } else {
            let order: [TournamentEntry.ID]
            if number == 1 || rounds.isEmpty {
                order = playing.map(\.id)
                explanation.append("Round \(number): tables by pairing number.")
            } else {
                let rank = Dictionary(standings.enumerated().map { ($1.entryID, $0) }, uniquingKeysWith: { first, _ in first })
                order = playing.map(\.id).sorted { (rank[$0] ?? .max) < (rank[$1] ?? .max) }
                explanation.append("Round \(number): tables by standing, repeat meetings avoided first.")
            }
            let history = TableHistory(rounds: rounds.map { $0.tables.map(\.seats) })
            do {
                tables = try TableSeating.seat(people: order, history: history, tableSize: size)
            } catch {
                throw .noLegalPairing(detail: "\(order.count) people do not split into tables of \(size)")
            }
        }
        let history = TableHistory(rounds: rounds.map { $0.tables.map(\.seats) })
        for (index, table) in tables.enumerated() {
            var repeats: [String] = []
            for first in table.indices {
                for second in table.indices where second > first {
                    let times = history.timesMet(table[first], table[second])
                    if times > 0 { repeats.append("\(name(table[first])) and \(name(table[second])) met \(times == 1 ? "once" : "\(times) times") before") }
                }
            }
            let people = table.map(name).joined(separator: ", ")
            explanation.append("Table \(index + 1): \(people); \(name(table[0])) starts\(repeats.isEmpty ? "" : "; " + repeats.joined(separator: "; ")).")
        }
        return TournamentRoundPlan(number: number, tables: tables, byes: byes, explanation: explanation)
    }
}
