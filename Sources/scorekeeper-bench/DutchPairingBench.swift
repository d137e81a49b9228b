import Foundation
import ScorekeeperStore
import TestSupport

/// `scorekeeper-bench tournament`, its pairing part: a 500-entrant Swiss paired round by round
/// by the Dutch engine (ratings from 2400 down, results drawn from a seeded generator), each
/// round's pairing timed once (a round takes seconds, too long for medians), by the clock and
/// by the processor time spent (on shared cores the clock counts other work too); beside it
/// caissify-pairings pairing the same round from the same state written as TRF-16, when an
/// oracle virtual environment has it. Figures only.
enum DutchPairingBench {
    static let entrants = 500
    static let rounds = 9

    static func report() throws {
        print("Dutch pairing: a \(entrants)-entrant, \(rounds)-round Swiss paired by the engine, one timing a round")
        let oracle = CaissifyOracle.find()
        if oracle == nil {
            print("  caissify-pairings comparison skipped: no oracle virtual environment (ORACLE_VENV or .build/oracle-venv).")
            print("  Make one: \(CaissifyOracle.howToMake)")
        }
        var random = SeededRandom(seed: 2026)
        var entrants = (1...entrants).map { TournamentEntrant(startingRank: $0, name: "Entrant \($0)", rating: 2400 - $0) }
        var total = 0.0, cpuTotal = 0.0, oracleTotal = 0.0, oracleCPUTotal = 0.0
        for round in 1...rounds {
            let record = TournamentRecord(name: "Bench Dutch", plannedRounds: rounds, entrants: entrants)
            let start = DispatchTime.now().uptimeNanoseconds, cpuStart = cpuSeconds()
            let pairing = try DutchPairing(state: DutchRoundState(record: record, round: round), initialColour: .white)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu = cpuSeconds() - cpuStart
            total += seconds
            cpuTotal += cpu
            var line = String(format: "  round %d: %.0f ms (processor %.0f ms)", round, seconds * 1000, cpu * 1000)
            if let oracle {
                do {
                    let theirs = try oracle.pair(trf: TRF.write(record), round: round, totalRounds: rounds)
                    oracleTotal += theirs.seconds
                    oracleCPUTotal += theirs.cpuSeconds
                    let same = Set(theirs.games.map { Set($0) }) == Set(pairing.boards.map { Set([$0.white, $0.black]) })
                    line += String(format: "; caissify-pairings %.0f ms (processor %.0f ms), %@", theirs.seconds * 1000,
                                   theirs.cpuSeconds * 1000, same ? "the same games" : "other games")
                } catch let stopped as CaissifyOracle.Stopped {
                    line += "; caissify-pairings \(stopped)"
                } catch {
                    line += "; caissify-pairings failed (\(error))"
                }
            }
            print(line)
            entrants = played(pairing, in: entrants, random: &random)
        }
        let count = Double(rounds)
        var summary = String(format: "  rounds 1-%d, a round on average: %.0f ms (processor %.0f ms)", rounds,
                             total / count * 1000, cpuTotal / count * 1000)
        if oracle != nil {
            summary += String(format: "; caissify-pairings %.0f ms (processor %.0f ms)", oracleTotal / count * 1000,
                              oracleCPUTotal / count * 1000)
        }
        print(summary)
    }

    /// The processor time this process has spent, user and system, in seconds.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let time = [usage.ru_utime, usage.ru_stime]
        return time.reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
    }

    /// `entrants` with the round `pairing` made played: white wins, draws and black wins
    /// equally likely, the bye a full point.
    static func played(_ pairing: DutchPairing, in entrants: [TournamentEntrant],
                       random: inout SeededRandom) -> [TournamentEntrant] {
        var entries: [Int: TournamentRoundEntry] = [:]
        for board in pairing.boards {
            guard board.black != 0 else {
                entries[board.white] = .bye(.pairingAllocatedBye)
                continue
            }
            let draw = random.next() % 3
            let (white, black): (TournamentResult, TournamentResult) =
                draw == 0 ? (.win, .loss) : draw == 1 ? (.loss, .win) : (.draw, .draw)
            entries[board.white] = TournamentRoundEntry(opponent: board.black, colour: .white, result: white)
            entries[board.black] = TournamentRoundEntry(opponent: board.white, colour: .black, result: black)
        }
        return entrants.map { entrant in
            var entrant = entrant
            entrant.rounds.append(entries[entrant.startingRank] ?? .absent)
            return entrant
        }
    }
}
