import Foundation
import StoreTestSupport
import Testing
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// People's statistics on copies: the same figures on every copy after edits on each and a sync,
/// and on a third copy made from the file alone.
@Suite struct PeopleStatisticsSyncTests {
    @Test func copiesGiveTheSameFiguresAfterReopenUndoCorrectionMergeAndSync() throws {
        let laptop = try RandomPlay.file(seed: 11)
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
