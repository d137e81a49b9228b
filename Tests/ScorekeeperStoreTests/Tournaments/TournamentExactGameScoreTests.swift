import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Tables counting the game's own score with scores near the 64-bit limits, through the store:
/// each score counts as the table game holds it, and the standings' points, Buchholz and
/// progressive score are the exact sums (the oracle adds them up in 128 bits), whichever way the
/// game counts.
@Suite struct TournamentExactGameScoreTests {
    /// Six people at tables of three for three rounds, each table's scores entered by hand near the
    /// limits; returns the store and each round's tables as (names, scores).
    static func play(winning: GameRules.Winning) throws -> (AppDatabase, Tournament.ID, [[(names: [String], scores: [Int])]]) {
        let database = try AppDatabase.empty()
        let tournament = try database.createTournament(
            name: "Big", settings: TournamentSettings(format: .tables, tableSize: 3, plannedRounds: 3, points: .gameScore,
                                                      tieBreaks: [.buchholz(), .progressiveScore]),
            gameRules: GameRules(winning: winning))
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy", "Di", "Eve", "Fay"])
        var played: [[(names: [String], scores: [Int])]] = []
        for round in 1...3 {
            try database.pairNextRound(id: tournament.id)
            let state = try database.fetchTournamentSnapshot(id: tournament.id).state
            var tables: [(names: [String], scores: [Int])] = []
            for table in try #require(state.rounds.first { $0.number == round }).tables {
                // Two near the top and one far below: anyone at the top twice in three rounds
                // (someone is: four of the six seats a round) passes 64 bits.
                let scores = [Int.max - round - table.number, Int.min / 4 + round, Int.max - 2 * round]
                try database.setTableResult(id: tournament.id, round: round, table: table.number,
                                            outcome: .scores(scores, places: [1, 3, 2]))
                tables.append((table.seats.map { state.entry($0)!.name }, scores))
            }
            played.append(tables)
        }
        return (database, tournament.id, played)
    }

    @Test(arguments: [GameRules.Winning.highest, .lowest])
    func scoresNearTheLimitsAddUpExactly(winning: GameRules.Winning) throws {
        let (database, id, played) = try Self.play(winning: winning)
        var total: [String: Int128] = [:], buchholz: [String: Int128] = [:], progressive: [String: Int128] = [:]
        var running: [String: Int128] = [:]
        for table in played.joined() { for (name, score) in zip(table.names, table.scores) { total[name, default: 0] += Int128(score) } }
        for tables in played {
            for table in tables {
                for (name, score) in zip(table.names, table.scores) {
                    buchholz[name, default: 0] += table.names.filter { $0 != name }.reduce(Int128(0)) { $0 + total[$1]! }
                    running[name, default: 0] += Int128(score)
                    progressive[name, default: 0] += running[name]!
                }
            }
        }
        #expect(total.values.contains { $0 > Int128(Int.max) } && buchholz.values.contains { $0 > Int128(Int.max) },
                "sums past 64 bits, or the test shows nothing")

        let state = try database.fetchTournamentSnapshot(id: id).state
        let standings = state.standings
        let name = { (standing: TournamentStanding) in state.entry(standing.entryID)!.name }
        for standing in standings {
            #expect(TournamentPoints.text(halfPoints: standing.points) == String(total[name(standing)]!), "\(name(standing))")
            #expect(standing.tieBreaks.map { $0?.description } == [String(buchholz[name(standing)]!), String(progressive[name(standing)]!)],
                    "\(name(standing))")
        }
        // The most first when the most wins, the fewest when the fewest does; then the Buchholz the same way.
        // Then progressive score the same way, then the pairing number (by name, none being rated).
        let better = { (a: String, b: String) -> Bool in
            let left = (total[a]!, buchholz[a]!, progressive[a]!), right = (total[b]!, buchholz[b]!, progressive[b]!)
            if left != right { return winning == .highest ? left > right : left < right }
            return a < b
        }
        #expect(standings.map(name) == total.keys.sorted(by: better))
    }

    /// The table game's own scores, finished: 5000000000, -7 and 1000000001 rank as they are.
    @Test func aFinishedTableGameCountsItsScoresAsItHoldsThem() throws {
        let database = try AppDatabase.empty()
        let tournament = try database.createTournament(name: "Big", settings: TournamentSettings(format: .tables, tableSize: 3, points: .gameScore))
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy"])
        try database.pairNextRound(id: tournament.id)
        let state = try database.fetchTournamentSnapshot(id: tournament.id).state
        let table = try #require(state.rounds.first?.tables.first)
        let gameID = try #require(table.gameID)
        let players = try database.fetchPlayerRows(gameID: gameID).map(\.player)
        let names = table.seats.map { state.entry($0)!.name }
        let scores = [5_000_000_000, -7, 1_000_000_001]
        for (name, score) in zip(names, scores) {
            try database.setScore(playerID: try #require(players.first { $0.name == name }).id, to: score)
        }
        try database.finishGame(id: gameID)
        let finished = try database.fetchTournamentSnapshot(id: tournament.id).state
        #expect(finished.rounds[0].tables[0].outcome?.scores == scores)
        let ranked = zip(names, scores).sorted { $0.1 > $1.1 }
        #expect(finished.standings.map { finished.entry($0.entryID)!.name } == ranked.map(\.0))
        #expect(finished.standings.map { TournamentPoints.text(halfPoints: $0.points) } == ranked.map { String($0.1) })
        #expect(finished.standings.map(\.rank) == [1, 2, 3])
    }

    /// The least and greatest 64-bit scores read as scores; one past either does not.
    @Test func aTypedScoreIsAny64BitWholeNumber() throws {
        let rules = GameRules()
        #expect(TableOutcome(text: "scores \(Int.min) \(Int.max) 1000000000000", seats: 3, rules: rules)?.scores
                == [Int.min, Int.max, 1_000_000_000_000])
        #expect(TableOutcome(text: "scores 9223372036854775808 0 0", seats: 3, rules: rules) == nil)
        #expect(TableOutcome(text: "scores -9223372036854775809 0 0", seats: 3, rules: rules) == nil)
    }
}
