import Foundation
import ScorekeeperStore
import TestSupport

/// A file of sixty random games from a seed: ties and shared wins, both rules, rematches and kinds
/// set by hand (in other cases than the titles' and each other's), a person twice in one game,
/// games without players, open and reopened games, a merge and a move.
public enum RandomPlay {
    public static let names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]

    public static func file(seed: UInt64) throws -> AppDatabase {
        var random = SeededRandom(seed: seed)
        let database = try AppDatabase.empty()
        var finished: [Game] = []
        for _ in 0..<60 {
            let game: Game
            if let previous = finished.randomElement(using: &random), Int.random(in: 0..<4, using: &random) == 0 {
                game = try database.rematch(gameID: previous.id)
                for row in try database.fetchPlayerRows(gameID: game.id) {
                    try database.setScore(playerID: row.id, to: Int.random(in: -3...12, using: &random))
                }
            } else {
                let title = ["Hearts", "Poker", "Rummy", "Hearts · 4"].randomElement(using: &random)!
                game = try database.createGame(title: title, rules: GameRules(winning: Bool.random(using: &random) ? .lowest : .highest))
                for _ in 0..<Int.random(in: 0...5, using: &random) {
                    let name = names.randomElement(using: &random)!
                    _ = try database.addPlayer(gameID: game.id, name: Bool.random(using: &random) ? name : " \(name.lowercased())",
                                               score: Int.random(in: -3...12, using: &random))
                }
            }
            // Kinds set by hand, some spelt as another kind or a title is in another case.
            if Int.random(in: 0..<6, using: &random) == 0 {
                try database.setKind(gameID: game.id, ["Cards", "cards ", "HEARTS", "poker"].randomElement(using: &random)!)
            }
            if Int.random(in: 0..<6, using: &random) > 0 {
                _ = try database.finishGame(id: game.id)
                finished.append(game)
            }
        }
        // A reopened game counts for nothing until finished again; a merge and a move.
        if let reopened = finished.first { try database.reopenGame(id: reopened.id) }
        let people = try database.fetchPeople()
        try database.mergePeople(from: people[0].id, into: people[1].id)
        if let moved = try database.fetchPlayerRows(gameID: finished.last!.id).first {
            try database.movePlayer(id: moved.id, toPerson: people[2].id)
        }
        return database
    }
}
