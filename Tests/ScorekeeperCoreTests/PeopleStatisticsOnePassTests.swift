import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The one-pass statistics against the plain first version (`PeopleStatisticsReference`) on
/// random files: ties and shared wins, both rules, rematches and kinds set by hand (in other
/// cases than the titles' and each other's, so kinds group by their key), a person
/// twice in one game, games without players, open and reopened games, merges and moves. Every
/// figure, order and rating must be the same, and the list scope must give the list's figures
/// exactly as the whole computation does.
@Suite struct PeopleStatisticsOnePassTests {
    static let names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]

    static func randomFile(seed: UInt64) throws -> AppDatabase {
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

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func theOnePassGivesWhatThePlainVersionGives(seed: UInt64) throws {
        let database = try Self.randomFile(seed: seed)
        let reference = try database.read { db in try PeopleStatisticsReference.statistics(db) }
        let fast = try database.fetchPeopleStatistics()
        #expect(fast.people.count == reference.people.count)
        for (mine, theirs) in zip(fast.people, reference.people) { #expect(mine == theirs, "\(mine.person.name)") }
        #expect(fast.kinds == reference.kinds)
        #expect(fast.kinds.map { $0.top.map(\.name) } == reference.kinds.map { $0.top.map(\.name) })
        // Something was counted: the comparison is not between two empty lists.
        #expect(fast.people.contains { $0.games > 0 && !$0.headToHead.isEmpty && $0.ratingHistory.count > 1 })
        // The same when the model changes: the model is what the computation is handed.
        var model = OpenSkill()
        model.beta = 3
        let changed = try database.fetchPeopleStatistics(model: model)
        #expect(changed.people.map(\.rating) == (try database.read { db in try PeopleStatisticsReference.statistics(db, model: model) }).people.map(\.rating))
        #expect(changed.people.map(\.rating) != fast.people.map(\.rating))
    }

    @Test(arguments: [6, 7] as [UInt64])
    func theListScopeGivesTheListsFiguresExactly(seed: UInt64) throws {
        let database = try Self.randomFile(seed: seed)
        let whole = try database.fetchPeopleStatistics()
        let list = try database.fetchPeopleStatistics(scope: .list)
        #expect(list.people.map(\.id) == whole.people.map(\.id))
        for (short, full) in zip(list.people, whole.people) {
            #expect(short.person == full.person)
            #expect((short.games, short.wins, short.streak, short.longestStreak) == (full.games, full.wins, full.streak, full.longestStreak))
            #expect(short.lastPlayed == full.lastPlayed && short.rating == full.rating)
            #expect(short.kinds.isEmpty && short.headToHead.isEmpty && short.ratingHistory.isEmpty)
        }
        #expect(list.kinds.isEmpty && !whole.kinds.isEmpty)
    }

    @Test func copiesGiveTheSameFiguresAfterReopenUndoCorrectionMergeAndSync() throws {
        let laptop = try Self.randomFile(seed: 11)
        let phone = try AppDatabase.empty()
        _ = try SyncTests.sync(laptop, phone)
        #expect(try phone.fetchPeopleStatistics() == laptop.fetchPeopleStatistics())
        // On the phone: a finished game reopened, its last change undone, another corrected, finished again.
        let summary = try #require(try phone.fetchGameSummaries().first { $0.game.isFinished && $0.playerCount >= 2 })
        let before = try phone.fetchPeopleStatistics()
        try phone.reopenGame(id: summary.game.id)
        _ = try phone.undo(gameID: summary.game.id)
        let change = try #require(try phone.fetchHistory(gameID: summary.game.id, limit: 20).first { !$0.isUndone })
        _ = try phone.correctChange(id: change.id, amount: change.amount + 7)
        _ = try phone.finishGame(id: summary.game.id)
        #expect(try phone.fetchPeopleStatistics() != before)
        // On the laptop: two people merged and a new game played.
        let people = try laptop.fetchPeople()
        try laptop.mergePeople(from: people[2].id, into: people[3].id)
        let game = try laptop.createGame(title: "Poker")
        for (name, score) in [(people[3].name, 5), (people[4].name, 9)] { try laptop.addPlayer(gameID: game.id, name: name, score: score) }
        _ = try laptop.finishGame(id: game.id)
        #expect(try phone.fetchPeopleStatistics() != laptop.fetchPeopleStatistics())

        _ = try SyncTests.sync(laptop, phone)
        let merged = try laptop.fetchPeopleStatistics()
        #expect(try phone.fetchPeopleStatistics() == merged)
        // A third copy made from the file alone, and the plain version on it, agree.
        let fresh = try AppDatabase.empty()
        _ = try SyncTests.sync(phone, fresh)
        #expect(try fresh.fetchPeopleStatistics() == merged)
        #expect(try fresh.read { db in try PeopleStatisticsReference.statistics(db) } == merged)
        #expect(merged.people.first { $0.id == people[3].id }.map { $0.games > 0 } == true)
    }
}
