import Foundation
import Testing
@testable import ScorekeeperDomain

/// The one statement of who is where: order by the rule, competition ranks, leaders, winners,
/// the target and the rounds; and the chart's lines.
@Suite struct StandingsTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func standings(_ scores: [(String, Int)], rules: GameRules = GameRules(), finished: Bool = false,
                   round: Int = 1, cells: [RoundCell] = []) -> (GameStandings, [String: Player.ID]) {
        let game = Game(id: Game.ID(UUID()), title: "G", createdAt: start, rules: rules, currentRound: round, finishedAt: finished ? start : nil)
        var ids: [String: Player.ID] = [:]
        let rows = scores.enumerated().map { index, pair in
            let player = Player(id: Player.ID(UUID()), gameID: game.id, name: pair.0, score: pair.1, createdAt: start.addingTimeInterval(Double(index)))
            ids[pair.0] = player.id
            return PlayerRow(player: player, hasPhoto: false)
        }
        return (GameStandings(game: game, rows: rows, cells: cells), ids)
    }

    @Test func highestWinsOrdersHighFirstWithCompetitionRanks() {
        let (standings, _) = standings([("Cy", 5), ("Ann", 30), ("Bo", 5), ("Di", 2)])
        #expect(standings.players.map(\.player.name) == ["Ann", "Bo", "Cy", "Di"])
        #expect(standings.players.map(\.rank) == [1, 2, 2, 4])
        #expect(standings.leaders.map(\.name) == ["Ann"])
        #expect(standings.winners.isEmpty)
        #expect(!standings.isEveryoneTied)
    }

    @Test func lowestWinsOrdersLowFirstAndTiesShareTheLead() {
        let (standings, ids) = standings([("Bo", 30), ("Cy", 5), ("Ann", 5)], rules: GameRules(winning: .lowest), finished: true)
        #expect(standings.players.map(\.player.name) == ["Ann", "Cy", "Bo"])
        #expect(standings.players.map(\.rank) == [1, 1, 3])
        #expect(standings.leaders.map(\.name) == ["Ann", "Cy"])
        #expect(standings.winners.map(\.name) == ["Ann", "Cy"])
        #expect(standings.rank(of: ids["Bo"]!) == 3)
        #expect(standings.isLeader(ids["Cy"]!))
        // The other way round for someone who wants it; ranks stay the rule's.
        #expect(standings.players(in: .highestFirst).map(\.player.name) == ["Bo", "Ann", "Cy"])
    }

    @Test func namesOrderNaturallyAndEveryoneTiedHasNobodyToSingleOut() {
        let (standings, _) = standings([("K10", 0), ("k2", 0), ("K3", 0)])
        #expect(standings.players.map(\.player.name) == ["k2", "K3", "K10"])
        #expect(standings.isEveryoneTied)
        #expect(standings.leaders.count == 3)
        let (empty, _) = self.standings([])
        #expect(empty.leaders.isEmpty && !empty.isEveryoneTied)
    }

    @Test func theTargetTheRoundsAndTheEnd() {
        let (atTarget, _) = standings([("Ann", 100), ("Bo", 40)], rules: GameRules(winning: .lowest, target: 100))
        #expect(atTarget.targetReached && atTarget.isOver)
        let (below, _) = standings([("Ann", 99)], rules: GameRules(target: 100))
        #expect(!below.targetReached && !below.isOver)
        let (lastRound, _) = standings([("Ann", 1)], rules: GameRules(rounds: 3), round: 3)
        #expect(lastRound.isOver && lastRound.isPlayedInRounds)
        let (noRounds, _) = standings([("Ann", 1)])
        #expect(!noRounds.isPlayedInRounds)
    }

    @Test func pointsPerRoundFollowTheCells() {
        // Cells of a player not in the game are not anyone's points.
        let (withCells, ids) = standings([("Ann", 7), ("Bo", 3)], round: 2,
                                          cells: [RoundCell(round: 1, playerID: Player.ID(UUID()), points: 99)])
        #expect(withCells.roundCount == 2)
        #expect(withCells.standing(of: ids["Ann"]!)?.points == [0, 0])
        let annID = Player.ID(UUID())
        let game2 = Game(id: Game.ID(UUID()), title: "G", createdAt: start, currentRound: 1)
        let ann = Player(id: annID, gameID: game2.id, name: "Ann", score: 8, createdAt: start)
        let standings = GameStandings(game: game2, rows: [PlayerRow(player: ann, hasPhoto: false)],
                                      cells: [RoundCell(round: 1, playerID: annID, points: 5), RoundCell(round: 3, playerID: annID, points: 3)])
        // A change in a later round than the current one widens the grid.
        #expect(standings.roundCount == 3)
        #expect(standings.players[0].points == [5, 0, 3])
        #expect(standings.players[0].points(inRound: 3) == 3 && standings.players[0].points(inRound: 9) == 0)
        let chart = ChartSeries.overRounds(standings)
        #expect(chart.lines[0].values == [0, 5, 5, 8])
        #expect(chart.sampleSteps == [0, 1, 2, 3])
    }

    @Test func chartSamplesSpreadOverTheWholeGame() {
        #expect(ChartSeries.sampleSteps(count: 3, samples: 10) == [0, 1, 2, 3])
        let steps = ChartSeries.sampleSteps(count: 100_000, samples: 5)
        #expect(steps == [0, 25_000, 50_000, 75_000, 100_000])
    }

    @Test func runningTotalsNeverOverflow() {
        var totals = RunningTotals<String>()
        totals.add(Int.max, to: "a")
        totals.add(Int.max, to: "a")
        #expect(totals.sum(of: "a") == Int128(Int.max) * 2)
        #expect(totals.total(of: "a") == Int.max)
        totals.add(-Int.max, to: "a")
        #expect(totals.total(of: "a") == Int.max)
        #expect(totals.total(of: "a", before: 0) == -Int.max)
    }
}

/// The rules line: understood whole or refused, naming what was not understood.
@Suite struct RulesParsingTests {
    @Test(arguments: [
        ("lowest wins · target 100 · 6 rounds", GameRules(winning: .lowest, target: 100, rounds: 6)),
        ("lowest wins target 100 6 rounds", GameRules(winning: .lowest, target: 100, rounds: 6)),
        ("lowest, 100, 6 rounds", GameRules(winning: .lowest, target: 100, rounds: 6)),
        ("Highest score wins; first to 50", GameRules(winning: .highest, target: 50)),
        ("rounds 3 fewest", GameRules(winning: .lowest, rounds: 3)),
        ("1 round", GameRules(rounds: 1)),
        ("target: -20", GameRules(target: -20)),
        ("", GameRules()),
        ("   ", GameRules()),
    ])
    func understood(text: String, rules: GameRules) throws {
        #expect(try GameRules.parse(text) == rules)
        // What `summary` writes reads back the same.
        #expect(try GameRules.parse(rules.summary) == rules)
    }

    @Test(arguments: [
        ("highest winslowest", "winslowest"),
        ("lowest wins, target 100, 6 roundsXYZ", "roundsxyz"),
        ("sideways", "sideways"),
        ("lowest 6rounds", "6rounds"),
        ("highest lowest", "a second time"),
        ("target 10 target 20", "a second time"),
        ("target", "needs a score"),
        ("no idea", "no idea"),
        ("0 rounds", "at least 1"),
        ("\u{1B}[2J", "\\e[2j"),
    ])
    func refused(text: String, named: String) {
        do {
            let rules = try GameRules.parse(text)
            Issue.record("\(text.debugDescription) was read as \(rules.summary)")
        } catch {
            #expect(String(describing: error).contains(named), "\(text.debugDescription): \(error)")
            #expect(!String(describing: error).contains("\u{1B}"))
        }
    }
}
