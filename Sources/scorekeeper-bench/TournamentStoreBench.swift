import Foundation
import ScorekeeperStore
import TournamentTestSupport

/// What the tournament screen reads on every change of a 500-entrant, 9-round Swiss: the whole
/// tournament from the file (`tournamentSnapshot`) and its standings with their tie-breaks.
/// Played by the engine (`RandomSwiss`, seed 500) and imported as a report is, so its 2,250
/// tables carry results without games.
enum TournamentStoreBench {
    static func report() throws {
        let started = Date()
        let state = try RandomSwiss.play(RandomSwiss.Shape(seed: 500, entrants: 500, rounds: 9))
        let played = Date().timeIntervalSince(started)
        let database = try AppDatabase.empty()
        let tournament = try database.importTournament(name: "Bench Swiss", state: state)
        let tables = state.rounds.map(\.tables.count).reduce(0, +)
        print(String(format: "Tournament screen: a 500-entrant, 9-round Swiss (%d tables), played by the engine in %.1f s",
                     tables, played))
        var standings = 0
        let read = TournamentBench.median { _ = try? database.fetchTournamentSnapshot(id: tournament.id) }
        let snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        let ranked = TournamentBench.median { standings = snapshot.state.standings.count }
        let whole = TournamentBench.median { standings = ((try? database.fetchTournamentSnapshot(id: tournament.id))?.state.standings.count) ?? 0 }
        print(String(format: "  read whole %.1f ms, standings (%@) %.1f ms, both %.1f ms (%d ranked)",
                     read * 1000, snapshot.tournament.settings.tieBreakText, ranked * 1000, whole * 1000, standings))
    }

    /// `scorekeeper-bench engine-trfs FOLDER [COUNT]`: writes RandomSwiss seeds 1...COUNT as TRF-16
    /// for `Tests/Oracles/make-engine-checks.sh`.
    static func writeTRFs(folder: String, count: Int) throws {
        for seed in 1...count {
            let shape = RandomSwiss.shape(seed: seed)
            let text = TRF.write(try RandomSwiss.play(seed: seed).record)
            let name = String(format: "%03d-%dp-%dr.trf", seed, shape.entrants, shape.rounds)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
    }
}
