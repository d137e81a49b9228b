import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Opposite merges of people on different copies (Ann into Annie here, Annie into Ann there):
/// after a sync every copy breaks the cycle alike (the earliest merge is undone), keeps one person
/// with every player of both, counts every game in the statistics, and says what it did.
@Suite struct PeopleMergeCycleTests {
    /// Two finished games: Ann and Bo in one, Annie and Bo in the other (Ann wins the first,
    /// Annie the second). Returns the game ids and the people's ids.
    static func twoEvenings(_ database: AppDatabase) throws -> (ann: Person.ID, annie: Person.ID, bo: Person.ID) {
        let first = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: first.id, name: "Ann", score: 10)
        let bo = try database.addPlayer(gameID: first.id, name: "Bo", score: 5)
        _ = try database.finishGame(id: first.id)
        let second = try database.createGame(title: "Poker")
        let annie = try database.addPlayer(gameID: second.id, name: "Annie", score: 7)
        _ = try database.addPlayer(gameID: second.id, name: "Bo", score: 3)
        _ = try database.finishGame(id: second.id)
        return try (#require(try database.personID(ofPlayer: ann.id)), #require(try database.personID(ofPlayer: annie.id)),
                    #require(try database.personID(ofPlayer: bo.id)))
    }

    /// Every copy holds the same rows; Ann alone is live beside Bo, with both evenings counted.
    static func expectConverged(_ copies: [AppDatabase], ann: Person.ID, annie: Person.ID, bo: Person.ID,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try SyncConvergenceTests.content(of: copies[0])
        for copy in copies.dropFirst() {
            #expect(try SyncConvergenceTests.content(of: copy) == first, sourceLocation: sourceLocation)
        }
        for copy in copies {
            #expect(try copy.fetchPeople().map(\.id).sorted() == [ann, bo].sorted(), sourceLocation: sourceLocation)
            let linked = try copy.read { db in try String.fetchAll(db, sql: #"SELECT DISTINCT "personID" FROM "players""#) }
            #expect(Set(linked) == [ann.lowercasedString, bo.lowercasedString], sourceLocation: sourceLocation)
            let statistics = try copy.read { db in try AppDatabase.peopleStatistics(db) }
            #expect(statistics.figures(of: ann)?.games == 2, sourceLocation: sourceLocation)
            #expect(statistics.figures(of: ann)?.wins == 2, sourceLocation: sourceLocation)
            #expect(statistics.figures(of: bo)?.games == 2, sourceLocation: sourceLocation)
            #expect(try copy.invariantViolations().isEmpty, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [false, true]) func oppositeMergesOnTwoCopiesKeepThePersonOfTheLaterMerge(thereStarts: Bool) throws {
        let here = try AppDatabase.empty()
        // The other copy's clock runs an hour ahead: its merge is the later one.
        let there = try AppDatabase.empty().withWallClock(.offset(by: 3600))
        let (ann, annie, bo) = try Self.twoEvenings(here)
        try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there))
        try here.mergePeople(from: ann, into: annie)
        try there.mergePeople(from: annie, into: ann)
        // A merge into a person merged already is refused here: cycles only come from syncs.
        #expect(throws: ScorekeeperError.self) { try here.mergePeople(from: annie, into: ann) }
        let report = thereStarts
            ? try Synchronizer.run(LocalSyncPeer(database: there), LocalSyncPeer(database: here))
            : try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there))
        let cycles = report.mergedHere.mergeCycles + report.mergedThere.mergeCycles
        #expect(!cycles.isEmpty)
        for cycle in cycles {
            #expect(cycle.keptID == ann && cycle.kept == "Ann" && cycle.names == ["Ann", "Annie"]
                    && cycle.personIDs == [ann, annie])
        }
        try Self.expectConverged([here, there], ann: ann, annie: annie, bo: bo)
        let settled = try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: there))
        #expect(settled.sent.isEmpty && settled.received.isEmpty)
        #expect(settled.mergedHere.mergeCycles.isEmpty && settled.mergedThere.mergeCycles.isEmpty)
        // Annie's merge (the later one) stands, stamped as it was made.
        let annieRow = try #require(try there.read { db in try SyncPerson.fetchOne(db, key: annie) })
        #expect(annieRow.mergedInto == ann && annieRow.mergedAt != nil)
    }

    @Test func aThirdCopyWithTheUndoneMergeConvergesToo() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 3600))
        let c = try AppDatabase.empty().withWallClock(.offset(by: -3600))
        let (ann, annie, bo) = try Self.twoEvenings(a)
        try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: c))
        try a.mergePeople(from: ann, into: annie)
        // The third copy hears of the earlier merge only.
        try Synchronizer.run(LocalSyncPeer(database: c), LocalSyncPeer(database: a))
        try b.mergePeople(from: annie, into: ann)
        try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        try Self.expectConverged([a, b], ann: ann, annie: annie, bo: bo)
        // The third copy still has Ann merged into Annie: it meets the cycle, and breaks it alike.
        #expect(try c.fetchPeople().map(\.id).sorted() == [annie, bo].sorted())
        let report = try Synchronizer.run(LocalSyncPeer(database: c), LocalSyncPeer(database: b))
        #expect(report.mergedHere.mergeCycles.map(\.kept) == ["Ann"])
        // It sends its undone merge on to the first copy, which undoes it again.
        try Synchronizer.run(LocalSyncPeer(database: c), LocalSyncPeer(database: a))
        try Self.expectConverged([a, b, c], ann: ann, annie: annie, bo: bo)
        for (x, y) in [(a, b), (b, c), (c, a)] {
            let settled = try Synchronizer.run(LocalSyncPeer(database: x), LocalSyncPeer(database: y))
            #expect(settled.sent.isEmpty && settled.received.isEmpty)
        }
    }

    @Test func aCycleOfThreeIsBrokenAtItsEarliestMerge() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        var ids: [Person.ID] = []
        for name in ["Ann", "Bo", "Cy"] {
            let player = try database.addPlayer(gameID: game.id, name: name)
            ids.append(try #require(try database.personID(ofPlayer: player.id)))
        }
        // Merges from three copies: Bo into Cy is the earliest, so Bo stays.
        let cycles = try database.write { db -> [SyncOutcome.MergeCycle] in
            var people = Dictionary(uniqueKeysWithValues: try SyncPerson.fetchAll(db).map { ($0.id, $0) })
            for (from, into, at) in [(0, 1, "2026-11-20 10:00:02.000"), (1, 2, "2026-11-20 10:00:01.000"), (2, 0, "2026-11-20 10:00:03.000")] {
                people[ids[from]]?.mergedInto = ids[into]
                people[ids[from]]?.mergedAt = at
            }
            let cycles = AppDatabase.breakMergeCycles(&people)
            for person in people.values { try person.update(db) }
            try AppDatabase.repointMergedPeople(db)
            return cycles
        }
        #expect(cycles.map(\.keptID) == [ids[1]] && cycles.first?.names == ["Bo", "Cy", "Ann"])
        #expect(try database.fetchPeople().map(\.id) == [ids[1]])
        let linked = try database.read { db in try String.fetchAll(db, sql: #"SELECT DISTINCT "personID" FROM "players""#) }
        #expect(linked == [ids[1].lowercasedString])
    }
}
