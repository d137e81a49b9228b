import Foundation
import Testing
import GRDB
import TestSupport
@testable import ScorekeeperStore

/// `GameStandings.applying` (the game screen's path after a change: only the players who changed
/// are moved, see `updated` below) must give exactly the standings a full rebuild gives, whatever changed: a property
/// over random sequences of changes, each step compared with `GameStandings(game:rows:cells:)`.
@Suite struct StandingsUpdateTests {
    static let trials = 40
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// Few names and scores, so ties (on score, and on name too) are common.
    static let names = ["Ann", "ann", "Bo", "Cy", "Cy 2", "Cy 10", "Zoë", "Dee"]

    /// A game's raw material: its players (in the order they joined) and its round cells.
    struct State {
        var game: Game
        var rows: [PlayerRow]
        var cells: [Player.ID: [Int: Int]]

        var cellList: [RoundCell] {
            cells.flatMap { id, rounds in rounds.map { RoundCell(round: $0.key, playerID: id, points: $0.value) } }
                .sorted { ($0.round, $0.playerID.uuidString) < ($1.round, $1.playerID.uuidString) }
        }
    }

    func randomPlayer(_ game: Game, _ random: inout SeededRandom, at index: Int) -> PlayerRow {
        PlayerRow(player: Player(id: Player.ID(UUID()), gameID: game.id, name: Self.names.randomElement(using: &random)!,
                                 score: Int.random(in: -3...6, using: &random),
                                 createdAt: start.addingTimeInterval(Double(index))),
                  hasPhoto: Bool.random(using: &random))
    }

    /// One random change, mostly small (one score), sometimes large (many players, the rules).
    func change(_ state: inout State, _ random: inout SeededRandom, step: Int) {
        let roll = Int.random(in: 0..<100, using: &random)
        let count = state.rows.count
        switch roll {
        case 0..<40 where count > 0:
            // A score moved, and the points of the current round with it.
            let index = Int.random(in: 0..<count, using: &random)
            let amount = [-1, 1, 2, 5].randomElement(using: &random)!
            state.rows[index].player.score += amount
            state.cells[state.rows[index].id, default: [:]][state.game.currentRound, default: 0] += amount
        case 40..<50 where count > 0:
            // Several scores at once (a round entered for everyone, another program's batch).
            for _ in 0..<Int.random(in: 2...80, using: &random) {
                let index = Int.random(in: 0..<count, using: &random)
                state.rows[index].player.score = Int.random(in: -3...6, using: &random)
            }
        case 50..<58 where count > 0:
            state.rows[Int.random(in: 0..<count, using: &random)].player.name = Self.names.randomElement(using: &random)!
        case 58..<63 where count > 0:
            state.rows[Int.random(in: 0..<count, using: &random)].hasPhoto.toggle()
        case 63..<70 where count > 0:
            // Points moved between rounds without the score changing (a correction).
            let id = state.rows[Int.random(in: 0..<count, using: &random)].id
            state.cells[id, default: [:]][Int.random(in: 1...state.game.currentRound, using: &random), default: 0] += 1
        case 70..<78:
            state.rows.append(randomPlayer(state.game, &random, at: 1_000 + step))
        case 78..<84 where count > 0:
            let removed = state.rows.remove(at: Int.random(in: 0..<count, using: &random))
            state.cells[removed.id] = nil
        case 84..<88:
            state.game.currentRound += 1
        case 88..<92:
            state.game.rules = GameRules(winning: Bool.random(using: &random) ? .highest : .lowest,
                                         target: Bool.random(using: &random) ? Int.random(in: 3...10, using: &random) : nil)
        case 92..<95:
            state.game.finishedAt = state.game.finishedAt == nil ? start : nil
        case 95..<97:
            // A row whose score is unchanged but whose cells disappear (a change deleted at 0).
            if let id = state.cells.keys.randomElement(using: &random) { state.cells[id] = nil }
        default:
            break  // nothing changed
        }
    }

    @Test("Updated standings equal a full rebuild after every random change", arguments: 0..<trials)
    func updatedEqualsRebuild(trial: Int) {
        let seed = SeededRandom.baseSeed &+ UInt64(trial) &* 104_729
        var random = SeededRandom(seed: seed)
        var game = Game(id: Game.ID(UUID()), title: "G", createdAt: start, rules: GameRules(winning: trial % 2 == 0 ? .highest : .lowest))
        game.currentRound = Int.random(in: 1...3, using: &random)
        // Small games and large ones (past the point where only a few players are moved).
        let size = [0, 1, 2, 5, 30, 200][trial % 6]
        var state = State(game: game, rows: [], cells: [:])
        for index in 0..<size { state.rows.append(randomPlayer(game, &random, at: index)) }
        var standings = GameStandings(game: state.game, rows: state.rows, cells: state.cellList)
        for step in 0..<150 {
            change(&state, &random, step: step)
            // The rows may come in any order: shuffled now and then.
            let rows = Int.random(in: 0..<4, using: &random) == 0 ? state.rows.shuffled(using: &random) : state.rows
            let updated = standings.updated(game: state.game, rows: rows, cells: state.cellList)
            let rebuilt = GameStandings(game: state.game, rows: rows, cells: state.cellList)
            guard updated == rebuilt else {
                Issue.record("seed \(seed) (trial \(trial)), step \(step): updated \(updated.players.map { "\($0.player.name)=\($0.player.score)#\($0.rank)" }) rebuilt \(rebuilt.players.map { "\($0.player.name)=\($0.player.score)#\($0.rank)" })")
                return
            }
            // Every question a surface asks gives the same answer.
            for standing in rebuilt.players {
                #expect(updated.standing(of: standing.id) == standing)
            }
            #expect(updated.leaders == rebuilt.leaders && updated.winners == rebuilt.winners)
            standings = updated
        }
    }

    @Test func oneScoreChangedMovesThatPlayerOnly() {
        let game = Game(id: Game.ID(UUID()), title: "G", createdAt: start)
        let rows = (0..<50).map { PlayerRow(player: Player(id: Player.ID(UUID()), gameID: game.id, name: "P\($0)", score: $0, createdAt: start), hasPhoto: false) }
        let before = GameStandings(game: game, rows: rows)
        var changed = rows
        changed[3].player.score = 100
        let after = before.updated(game: game, rows: changed)
        #expect(after == GameStandings(game: game, rows: changed))
        #expect(after.players.first?.player.name == "P3")
        #expect(after.players.map(\.rank) == Array(1...50))
    }

    /// The reader over a real file of changes: sums that overflow on the way in SQLite (the
    /// careful read then builds the standings whole), and back to ordinary changes after it.
    @Test func theReaderAgreesWithAFullReadThroughSumsThatOverflow() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Extremes", rules: GameRules(winning: .lowest, rounds: 3))
        let players = try (0..<40).map { try database.addPlayer(gameID: game.id, name: "P\($0 % 5)", score: $0 % 4).id }
        let reader = StandingsReader(gameID: game.id)
        func check(_ what: String) throws {
            try database.read { db in
                let current = try #require(try Game.fetchOne(db, id: game.id))
                #expect(try reader.standings(db, game: current) == AppDatabase.standings(db, gameID: game.id), "\(what)")
            }
        }
        try check("at the start")
        _ = try database.changeScore(playerID: players[7], by: 3)
        try check("after one change")
        // -max, -max, +max in one round: the total fits, the sum on the way does not.
        _ = try database.changeScore(playerID: players[3], by: -Int.max)
        try check("after -max")
        _ = try database.changeScore(playerID: players[3], by: Int.max)
        _ = try database.changeScore(playerID: players[3], by: -Int.max)
        try check("with a sum that overflows on the way")
        _ = try database.changeScore(playerID: players[9], by: -2)
        try check("after a change beside it")
        _ = try database.undo(gameID: game.id)
        _ = try database.undo(gameID: game.id)
        try check("after undoing the overflow")
        _ = try database.changeScore(playerID: players[12], by: 1)
        _ = try database.nextRound(gameID: game.id)
        _ = try database.changeScore(playerID: players[12], by: 4)
        try check("in the next round")
        try database.deletePlayer(id: players[0])
        try check("after a player left")
    }
}

extension GameStandings {
    /// The standings after a change, moving only the players that differ (new, changed, gone)
    /// with `applying`, the step `StandingsReader` takes after diffing the file's rows; anything
    /// `applying` declines is built whole. The property above holds it to a full rebuild.
    func updated(game: Game, rows: [PlayerRow], cells: [RoundCell] = []) -> GameStandings {
        let newRoundCount = GameStandings.roundCount(game, lastCellRound: cells.lazy.map(\.round).max())
        let zeros = Array(repeating: 0, count: newRoundCount)
        var points: [Player.ID: [Int]] = [:]
        for cell in cells where cell.round >= 1 && cell.round <= newRoundCount {
            points[cell.playerID, default: zeros][cell.round - 1] = cell.points
        }
        var changed: [PlayerStanding] = []
        for row in rows {
            let newPoints = points[row.id] ?? zeros
            if let old = standing(of: row.id), old.row == row && old.points == newPoints { continue }
            changed.append(PlayerStanding(row: row, rank: 0, points: newPoints))
        }
        let present = Set(rows.lazy.map(\.id))
        let removed = players.map(\.id).filter { !present.contains($0) }
        return applying(game: game, roundCount: newRoundCount, changed: changed, removed: removed)
            ?? GameStandings(game: game, rows: rows, cells: cells)
    }
}
