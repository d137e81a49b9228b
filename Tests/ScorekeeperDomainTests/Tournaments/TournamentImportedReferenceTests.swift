import Foundation
import Testing
import TestSupport
import ScorekeeperDomain

/// `TournamentState.imported` held to a plain reference (its earlier form, which looked every
/// rank up in dictionaries for every entrant and round): the same entries, ids, tables, seats,
/// outcomes, byes and drops for records of every shape, those `TRF.read` gives and those it
/// would refuse (ranks given twice, an entrant paired with themselves or with no one's rank,
/// pairings the two lines tell differently, rounds cut short).
@Suite struct TournamentImportedReferenceTests {
    @Test func importedStatesAreTheReferences() {
        var random = SeededRandom(seed: 42)
        let colours: [TournamentColour] = [.white, .black, .neither]
        for trial in 0..<400 {
            let count = Int.random(in: 1...14, using: &random)
            let roundCount = Int.random(in: 0...5, using: &random)
            let entrants = (0..<count).map { index -> TournamentEntrant in
                // Now and then a rank given twice, or out of order.
                let rank = Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 1...count, using: &random) : index + 1
                let rounds = (0..<Int.random(in: 0...roundCount, using: &random)).map { _ -> TournamentRoundEntry in
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: return .absent
                    case 1: return .bye(TournamentResult.allCases.randomElement(using: &random)!)
                    default:
                        return TournamentRoundEntry(opponent: Int.random(in: 0...(count + 1), using: &random),
                                                    colour: colours.randomElement(using: &random)!,
                                                    result: TournamentResult.allCases.randomElement(using: &random)!)
                    }
                }
                return TournamentEntrant(startingRank: rank, name: "P\(index)", rating: index * 10, fideID: index + 100, rounds: rounds)
            }
            let record = TournamentRecord(name: "Trial \(trial)", plannedRounds: Bool.random(using: &random) ? roundCount : nil,
                                          entrants: entrants.shuffled(using: &random))
            let settings = TournamentSettings(format: .swiss, plannedRounds: record.plannedRounds)
            let fast = IDGenerator.incrementing(), plain = IDGenerator.incrementing()
            let state = TournamentState.imported(record: record, settings: settings, makeID: { fast.next() })
            let reference = Self.reference(record: record, settings: settings, makeID: { plain.next() })
            #expect(state == reference, "trial \(trial): \(record.entrants)")
        }
    }

    /// A report read the usual way: the engine's own played Swiss, written and read back.
    @Test func aReadReportImportsAsTheReference() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<20 {
            let count = Int.random(in: 2...40, using: &random)
            var entrants = (1...count).map { TournamentEntrant(startingRank: $0, name: "P\($0)") }
            for round in 0..<4 {
                // The first of more than three leaves after round 2: blank from there on.
                let leaving = round >= 2 && count > 3
                if leaving { entrants[0].rounds.append(.absent) }
                var order = Array((leaving ? 1 : 0)..<count).shuffled(using: &random)
                if order.count % 2 == 1 { entrants[order.removeLast()].rounds.append(.bye(.pairingAllocatedBye)) }
                for pair in stride(from: 0, to: order.count, by: 2) {
                    let white = order[pair], black = order[pair + 1]
                    let results: [(TournamentResult, TournamentResult)] = [(.win, .loss), (.draw, .draw), (.loss, .win), (.forfeitWin, .forfeitLoss)]
                    let (w, b) = results.randomElement(using: &random)!
                    entrants[white].rounds.append(TournamentRoundEntry(opponent: black + 1, colour: .white, result: w))
                    entrants[black].rounds.append(TournamentRoundEntry(opponent: white + 1, colour: .black, result: b))
                }
            }
            let record = try TRF.read(TRF.write(TournamentRecord(name: "Club", entrants: entrants)))
            let settings = TournamentSettings(format: .swiss)
            let fast = IDGenerator.incrementing(), plain = IDGenerator.incrementing()
            #expect(TournamentState.imported(record: record, settings: settings, makeID: { fast.next() })
                    == Self.reference(record: record, settings: settings, makeID: { plain.next() }))
        }
    }

    /// The reference: `imported` as it was before it kept its lookups in arrays.
    static func reference(record: TournamentRecord, settings: TournamentSettings, makeID: () -> UUID) -> TournamentState {
        let entrants = record.entrants.sorted { $0.startingRank < $1.startingRank }
        var ids: [Int: TournamentEntry.ID] = [:]
        var entries: [TournamentEntry] = []
        for entrant in entrants where ids[entrant.startingRank] == nil {
            let id = TournamentEntry.ID(makeID())
            ids[entrant.startingRank] = id
            entries.append(TournamentEntry(id: id, name: entrant.name, rating: entrant.rating,
                                           pairingNumber: entrant.startingRank, fideID: entrant.fideID))
        }
        let byRank = Dictionary(entrants.map { ($0.startingRank, $0) }, uniquingKeysWith: { first, _ in first })
        var rounds: [TournamentRound] = []
        for number in stride(from: 1, through: record.roundCount, by: 1) {
            var tables: [TournamentTable] = []
            var byes: [TournamentEntry.ID: TournamentResult] = [:]
            var seated: Set<Int> = []
            for entrant in entrants {
                guard number <= entrant.rounds.count, let id = ids[entrant.startingRank] else { continue }
                let entry = entrant.rounds[number - 1]
                if let opponent = entry.opponent, let opponentID = ids[opponent], opponent != entrant.startingRank {
                    guard !seated.contains(entrant.startingRank), !seated.contains(opponent) else { continue }
                    let other = byRank[opponent].flatMap { number <= $0.rounds.count ? $0.rounds[number - 1] : nil }
                    let otherResult = other?.opponent == entrant.startingRank ? other!.result : .notPlayed
                    let entrantFirst = entry.colour == .white
                        || (entry.colour == .neither && other?.colour != .white && entrant.startingRank < opponent)
                    let seats = entrantFirst ? [id, opponentID] : [opponentID, id]
                    let outcome = entrantFirst ? TableOutcome(white: entry.result, black: otherResult)
                                               : TableOutcome(white: otherResult, black: entry.result)
                    tables.append(TournamentTable(id: TournamentTable.ID(makeID()), round: number, number: 0,
                                                  seats: seats, outcome: outcome))
                    seated.insert(entrant.startingRank)
                    seated.insert(opponent)
                } else if entry.opponent == nil && entry.result.isBye {
                    byes[id] = entry.result
                }
            }
            guard !tables.isEmpty || !byes.isEmpty else { continue }
            for index in tables.indices { tables[index].number = index + 1 }
            rounds.append(TournamentRound(number: number, tables: tables, byes: byes))
        }
        if let last = rounds.last?.number {
            var lastSeen: [TournamentEntry.ID: Int] = [:]
            for round in rounds {
                for table in round.tables {
                    for id in table.seats { lastSeen[id] = round.number }
                }
                for id in round.byes.keys { lastSeen[id] = round.number }
            }
            for index in entries.indices {
                if let seen = lastSeen[entries[index].id], seen < last { entries[index].droppedAfterRound = seen }
            }
        }
        return TournamentState(name: record.name, settings: settings, entries: entries, rounds: rounds)
    }
}
