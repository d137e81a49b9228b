import Foundation
import GRDB
import StoreTestSupport
import Testing
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Imported plays across copies: the same file imported on two copies before they sync is each
/// game once after, with its stated winners and its time of play; an update at one copy reaches
/// the other.
@Suite struct ImportSyncTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func importing(_ copy: AppDatabase, _ file: ImportedFile, update: Bool = false) throws {
        try copy.importPlays(try copy.planImport([file], update: update, timeZone: utc))
    }

    @Test func theSameFileImportedOnTwoCopiesIsEachGameOnceAfterASync() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        try Self.importing(a, ImportSamples.evening())
        try Self.importing(b, ImportSamples.evening())
        for _ in 0..<2 { _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b)) }
        for copy in [a, b] {
            let list = try copy.fetchGameList()
            #expect(list.map(\.title) == ["Hearts", "Catan", "Catan"])
            #expect(list.map(\.winnerNames) == [["Ann"], ["Bo"], ["Cy"]])
            #expect(list.map(\.playerCount) == [2, 3, 2])
            #expect(try copy.fetchPeople().count == 3)
            #expect(try copy.invariantViolations().isEmpty)
        }
        #expect(try SyncConvergenceTests.content(of: a) == SyncConvergenceTests.content(of: b))
    }

    @Test func statedWinnersAndAnUpdateTravelToACopyThatNeverImported() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        try Self.importing(a, ImportSamples.evening())
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        #expect(try b.fetchGameList().map(\.winnerNames) == [["Ann"], ["Bo"], ["Cy"]])
        // The source now says Cy won Catan; one copy updates, the other learns it by sync.
        try Self.importing(a, ImportSamples.evening(catanWinner: "Cy"), update: true)
        _ = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        for copy in [a, b] {
            #expect(try copy.fetchGameList().map(\.winnerNames) == [["Ann"], ["Cy"], ["Cy"]])
            #expect(try copy.invariantViolations().isEmpty)
        }
        // And b, importing the newer file, finds it already as it is.
        #expect(try b.planImport([ImportSamples.evening(catanWinner: "Cy")], update: true, timeZone: Self.utc).writtenGames.isEmpty)
        #expect(try SyncConvergenceTests.content(of: a) == SyncConvergenceTests.content(of: b))
    }
}
