import Foundation
import GRDB
import Testing
import StoreTestSupport
import TestSupport
@testable import ScorekeeperStore

/// The one-pass statistics against the plain first version (`PeopleStatisticsReference`) on
/// random files (`RandomPlay`: kinds set by hand in other cases, so kinds group by their key).
/// Every figure, order and rating must be the same, and the list scope must give the list's
/// figures exactly as the whole computation does (copies after a sync: `PeopleStatisticsSyncTests`).
@Suite struct PeopleStatisticsOnePassTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func theOnePassGivesWhatThePlainVersionGives(seed: UInt64) throws {
        let database = try RandomPlay.file(seed: seed)
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
        let database = try RandomPlay.file(seed: seed)
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
}
