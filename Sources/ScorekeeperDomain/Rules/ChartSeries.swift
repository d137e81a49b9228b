import Foundation

/// Each player's total over a game: after every round when the game is played in rounds, else
/// after every live change, from 0 before the first. Exact at any length: a long game (100,000
/// changes) is read through once, and its lines keep the totals at `sampleSteps`, evenly spread
/// over the whole game and always including the start and the end, so the last value of each line
/// is the player's score.
public struct ChartSeries: Equatable, Sendable {
    /// What one step on the horizontal axis is.
    public enum Step: String, Equatable, Sendable {
        case round
        case change
    }

    /// Whose line it is: a player's totals in a game, or a person's rating across games.
    public enum Subject: Hashable, Sendable {
        case player(Player.ID)
        case person(Person.ID)
    }

    /// One player's (or person's) line.
    public struct Line: Equatable, Sendable, Identifiable {
        public var id: Subject
        public var name: String
        /// The total at each of `sampleSteps`.
        public var values: [Int]

        public init(id: Subject, name: String, values: [Int]) {
            self.id = id
            self.name = name
            self.values = values
        }

        /// The player the line follows (nil for a person's line).
        public var playerID: Player.ID? {
            if case .player(let id) = id { return id }
            return nil
        }
    }

    /// In the order players joined, so a player keeps its colour and marker as ranks change.
    public var lines: [Line]
    public var step: Step
    /// How many steps the game has (rounds or live changes); the axis ends there.
    public var stepCount: Int
    /// The steps the values are taken after (0: the start), ascending, from 0 to `stepCount`.
    public var sampleSteps: [Int]
    /// The game's target score, for a line across the chart.
    public var target: Int?

    public init(lines: [Line], step: Step, stepCount: Int, sampleSteps: [Int], target: Int?) {
        self.lines = lines
        self.step = step
        self.stepCount = stepCount
        self.sampleSteps = sampleSteps
        self.target = target
    }

    /// How many points a line keeps at most: more than any terminal is wide in Braille dots.
    public static let defaultSamples = 1_024

    /// The steps to keep out of `count` (0 through `count`), at most `samples` of them, evenly
    /// spread, the first and the last always among them.
    public static func sampleSteps(count: Int, samples: Int = defaultSamples) -> [Int] {
        let samples = max(2, samples)
        guard count + 1 > samples else { return Array(0...max(0, count)) }
        return (0..<samples).map { Int((Double($0) * Double(count) / Double(samples - 1)).rounded()) }
    }

    /// Lines that add up steps in order: `steps` calls its body once per step with a function
    /// that adds an amount to a player; the totals are taken at the sampled steps.
    public static func accumulate(players: [Player], step: Step, stepCount: Int, target: Int?, samples: Int,
                           steps: (_ addToPlayer: (Int, Player.ID) -> Void, _ stepDone: () -> Void) throws -> Void) rethrows
        -> ChartSeries {
        let ordered = players.sorted { ($0.createdAt, $0.id.uuidString) < ($1.createdAt, $1.id.uuidString) }
        let kept = sampleSteps(count: stepCount, samples: samples)
        var totals = RunningTotals<Player.ID>()
        var values: [[Int]] = Array(repeating: [], count: ordered.count)
        for index in values.indices { values[index].reserveCapacity(kept.count) }
        var nextSample = 0
        var stepsDone = 0
        func takeSamples() {
            while nextSample < kept.count && kept[nextSample] == stepsDone {
                for (index, player) in ordered.enumerated() { values[index].append(totals.total(of: player.id)) }
                nextSample += 1
            }
        }
        takeSamples()
        try steps({ amount, player in totals.add(amount, to: player) }, {
            stepsDone += 1
            takeSamples()
        })
        // Steps the reading did not reach (a change that is not live any more between the count
        // and the read cannot happen in one transaction; this only keeps the lines whole).
        while nextSample < kept.count {
            for (index, player) in ordered.enumerated() { values[index].append(totals.total(of: player.id)) }
            nextSample += 1
        }
        return ChartSeries(lines: ordered.enumerated().map { Line(id: .player($1.id), name: $1.name, values: values[$0]) },
                           step: step, stepCount: stepCount, sampleSteps: kept, target: target)
    }

    /// The chart of a game played in rounds: each player's total after every round, from its
    /// standings' points per round.
    public static func overRounds(_ standings: GameStandings, samples: Int = defaultSamples) -> ChartSeries {
        let players = standings.players.map(\.player)
        let points = Dictionary(uniqueKeysWithValues: standings.players.map { ($0.id, $0.points) })
        return accumulate(players: players, step: .round, stepCount: standings.roundCount,
                          target: standings.game.rules.target, samples: samples) { add, stepDone in
            for round in 0..<standings.roundCount {
                for player in players { add(points[player.id]?[round] ?? 0, player.id) }
                stepDone()
            }
        }
    }
}
