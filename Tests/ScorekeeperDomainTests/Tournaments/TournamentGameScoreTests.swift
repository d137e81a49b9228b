import Foundation
import ScorekeeperDomain
import Testing

/// Tables scored by the game's own score: each seat's final score is its points.
@Suite struct TournamentGameScoreTests {
    static let lowest = GameRules(winning: .lowest)

    /// Six at two tables of three over two rounds, A to F.
    static func state(rounds: [[(seats: [Int], outcome: TableOutcome)]], lowestWins: Bool = false,
                      tieBreaks: [TieBreak] = [.buchholz(), .wins]) -> TournamentState {
        let entries = EngineSupport.entries(["A", "B", "C", "D", "E", "F"])
        let ids = entries.map(\.id)
        var settings = TournamentSettings(format: .tables, tableSize: 3, points: .gameScore, tieBreaks: tieBreaks)
        settings.tableGamesLowestWins = lowestWins
        let played = rounds.enumerated().map { index, tables in
            TournamentRound(number: index + 1, tables: tables.enumerated().map { number, table in
                TournamentTable(id: .init(EngineSupport.uuid(100 * (index + 1) + number)), round: index + 1, number: number + 1,
                                seats: table.seats.map { ids[$0] }, outcome: table.outcome)
            })
        }
        return TournamentState(name: "Hearts", settings: settings, entries: entries, rounds: played)
    }

    static func byName(_ state: TournamentState) -> [String: TournamentStanding] {
        Dictionary(uniqueKeysWithValues: state.standings.map { (state.entry($0.entryID)!.name, $0) })
    }

    /// Buchholz cut 1 drops the weakest tablemates' round: the fewest points when the most win,
    /// the most when the fewest win (A sat with B and C for 125, then D and E for 250).
    @Test func aBuchholzCutDropsTheWeakestTablematesEitherWay() {
        let rounds: [[(seats: [Int], outcome: TableOutcome)]] = [
            [([0, 1, 2], .scored([120, -35, 120], rules: GameRules())), ([3, 4, 5], .scored([80, 95, 10], rules: GameRules()))],
            [([0, 3, 4], .scored([-20, 70, 5], rules: GameRules())), ([1, 2, 5], .scored([40, 0, 140], rules: GameRules()))],
        ]
        let most = Self.byName(Self.state(rounds: rounds, tieBreaks: [.buchholz(cutLowest: 1)]))
        let fewest = Self.byName(Self.state(rounds: rounds, lowestWins: true, tieBreaks: [.buchholz(cutLowest: 1)]))
        #expect(most["A"]?.tieBreaks.first == TieBreakValue(halves: 500))
        #expect(fewest["A"]?.tieBreaks.first == TieBreakValue(halves: 250))
    }

    @Test func pointsReadAndDescribeTheGameScore() {
        let points = TournamentPoints(text: " Score ")
        #expect(points?.isGameScore == true)
        #expect(points?.description == "score")
        #expect(points?.displayText == "game score")
        #expect(TournamentPoints(text: "game score") == .gameScore)
        #expect(TournamentPoints(text: "3,2,1,0")?.isGameScore == false)
        #expect(TournamentPoints(text: "3,2,1,0")?.displayText == "3,2,1,0")
    }

    /// Scores, negative ones too, are the points: whole numbers, summed round by round; ties share
    /// a rank only when the tie-breaks tie as well; Buchholz adds the tablemates' totals.
    @Test func standingsAddTheScores() {
        let state = Self.state(rounds: [
            [([0, 1, 2], .scored([120, -35, 120], rules: GameRules())), ([3, 4, 5], .scored([80, 95, 10], rules: GameRules()))],
            [([0, 3, 4], .scored([-20, 70, 5], rules: GameRules())), ([1, 2, 5], .scored([40, 0, 140], rules: GameRules()))],
        ])
        let lines = Self.byName(state)
        // A 100, B 5, C 120, D 150, E 100, F 150.
        #expect(lines["A"]?.points == 200 && lines["B"]?.points == 10 && lines["C"]?.points == 240)
        #expect(TournamentPoints.text(halfPoints: lines["B"]!.points) == "5")
        #expect(lines.values.allSatisfy { $0.points % 2 == 0 })
        // A sat with B, C, then D, E: 5 + 120 + 150 + 100 = 375.
        #expect(lines["A"]?.tieBreaks.first == TieBreakValue(halves: 750))
        #expect(lines["A"]?.wins == 0 && lines["A"]?.draws == 1 && lines["A"]?.losses == 1,
                "A shared first in round 1 and came last in round 2")
        let order = state.standings.map { state.entry($0.entryID)!.name }
        // D and F tie on 150: D's tablemates scored 100 + 150 + 100 + 100 = 450, F's 150 + 100 + 5 + 120 = 375;
        // A and E on 100: A's 375, E's 150 + 150 + 100 + 150 = 550.
        #expect(order == ["D", "F", "C", "E", "A", "B"])
        #expect(state.standings.map(\.rank) == [1, 2, 3, 4, 5, 6])
    }

    /// Lowest wins: the fewest points rank first, and the smaller Buchholz breaks a tie.
    @Test func lowestWinsRanksTheFewestFirst() {
        let state = Self.state(rounds: [
            [([0, 1, 2], .scored([26, 0, 0], rules: Self.lowest)), ([3, 4, 5], .scored([0, -5, 18], rules: Self.lowest))],
        ], lowestWins: true)
        let standings = state.standings
        #expect(state.settings.fewerPointsRankFirst)
        // E -5; then B, C and D on 0: D's tablemates scored -5 + 18 = 13, B's and C's 26 + 0 (tied
        // everywhere); F 18; A 26.
        #expect(standings.map { state.entry($0.entryID)!.name } == ["E", "D", "B", "C", "F", "A"])
        #expect(standings.map(\.rank) == [1, 2, 3, 3, 5, 6])
        #expect(state.round(1)?.tables[0].outcome == .scores([26, 0, 0], places: [3, 1, 1]))
        #expect(state.settings.gameScoreNote == "game score, lowest first")
    }

    /// Under game score a round without a game score (a forfeit, won or lost, a bye, a drop)
    /// scores the round's worst: the least when the most win (7 here), the most when the fewest
    /// win (9), so missing a round never beats playing it.
    @Test func aRoundNotPlayedScoresTheRoundsWorst() {
        let rounds: [[(seats: [Int], outcome: TableOutcome)]] = [
            [([0, 1, 2], .forfeit(winners: [true, false, false])), ([3, 4, 5], .scored([7, 9, 8], rules: GameRules()))],
        ]
        let most = Self.byName(Self.state(rounds: rounds))
        #expect(most["A"]?.points == 14 && most["A"]?.wins == 1)
        #expect(most["B"]?.points == 14 && most["B"]?.losses == 1)
        #expect(most["E"]?.points == 18)
        let fewest = Self.byName(Self.state(rounds: rounds, lowestWins: true))
        #expect(fewest["A"]?.points == 18 && fewest["B"]?.points == 18 && fewest["D"]?.points == 14)
        #expect(TournamentPoints.places.unplayedHalfPoints(bye: .fullPointBye) == 6)
    }

    /// Hearts, lowest wins: Ann scores 5 and drops; Bo plays on. Ann's rounds after the drop
    /// score each round's worst, so leaving does not put her ahead.
    @Test func droppingDoesNotBeatPlaying() {
        var state = Self.state(rounds: [
            [([0, 1, 2], .scored([5, 10, 11], rules: Self.lowest)), ([3, 4, 5], .scored([2, 20, 4], rules: Self.lowest))],
            [([1, 2, 3], .scored([3, 8, 15], rules: Self.lowest)), ([4, 5], .scored([1, 2], rules: Self.lowest))],
        ], lowestWins: true)
        state.entries[0].droppedAfterRound = 1
        let lines = Self.byName(state)
        #expect(lines["A"]?.points == Int128(2 * (5 + 15)), "round 2's worst is 15")
        #expect(lines["B"]?.points == Int128(2 * (10 + 3)))
        let order = state.standings.map { state.entry($0.entryID)!.name }
        #expect(order.firstIndex(of: "B")! < order.firstIndex(of: "A")!)
    }

    /// "scores 26 0 13 39" reads at a table of four, placed by the rules given; its text reads back.
    @Test func scoresReadAsText() {
        let outcome = TableOutcome(text: "scores 26 0 13 39", seats: 4, rules: Self.lowest)
        #expect(outcome == .scores([26, 0, 13, 39], places: [3, 1, 2, 4]))
        #expect(outcome?.text == "scores 26 0 13 39")
        #expect(TableOutcome(text: outcome!.text, seats: 4, rules: Self.lowest) == outcome)
        #expect(TableOutcome(text: "score -10,25,25", seats: 3, rules: GameRules()) == .scores([-10, 25, 25], places: [3, 1, 1]))
        #expect(TableOutcome(text: "scores 1 2 3", seats: 4, rules: GameRules()) == nil)
        #expect(TableOutcome(text: "scores 1 x 3", seats: 3, rules: GameRules()) == nil)
        #expect(TableOutcome(text: "scores 1 2 9223372036854775808", seats: 3, rules: GameRules()) == nil, "past 64 bits")
        #expect(TableOutcome(text: "scores -9223372036854775808 0 0", seats: 3, rules: GameRules())?.scores == [Int.min, 0, 0],
                "the least score there is, read without a trap")
        // Without the word, places as before.
        #expect(TableOutcome(text: "1 2 2", seats: 3, rules: GameRules()) == .places([1, 2, 2]))
        #expect(outcome?.placed(by: GameRules()) == .scores([26, 0, 13, 39], places: [2, 4, 3, 1]))
    }

    /// Game score takes scores: places alone are refused, and scores are a tables result only.
    @Test func refusals() {
        let state = Self.state(rounds: [[([0, 1, 2], .places([1, 2, 3]))]])
        let table = state.rounds[0].tables[0]
        #expect(state.refusal(of: .places([1, 2, 3]), at: table)?.contains("scores") == true)
        #expect(state.refusal(of: .scored([1, 2, 3], rules: GameRules()), at: table) == nil)
        #expect(state.refusal(of: .scored([1, 2], rules: GameRules()), at: table) != nil)
        let swiss = TournamentState(name: "S", settings: TournamentSettings(format: .swiss), entries: state.entries, rounds: [])
        let two = TournamentTable(id: table.id, round: 1, number: 1, seats: Array(table.seats.prefix(2)))
        #expect(swiss.refusal(of: .scored([1, 0], rules: GameRules()), at: two) != nil)
        #expect(swiss.refusal(of: .places([1, 2]), at: two) == nil)
    }
}
