import Foundation
import Testing
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A sync judges stamps by the clock of the file it runs from (the file's one clock: `OneClockTests`).
@Suite struct SyncClockTests {
    static let noon = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func aSyncJudgesStampsByTheClockOfTheFileItRunsFrom() throws {
        let ahead = try AppDatabase.empty().at(Self.noon.addingTimeInterval(3 * 86_400))
        let game = try ahead.createGame(title: "Chess")
        try ahead.addPlayer(gameID: game.id, name: "Ann", score: 1)
        // Read by a clock at noon, stamps three days later are refused, and nothing is merged.
        let here = try AppDatabase.empty().at(Self.noon)
        #expect(throws: ScorekeeperError.self) {
            try Synchronizer.run(LocalSyncPeer(database: here), LocalSyncPeer(database: ahead))
        }
        #expect(try here.fetchGameSummaries().isEmpty)
        // The same file, read by a clock that has caught up, merges.
        let later = here.at(Self.noon.addingTimeInterval(3 * 86_400 + 60))
        try Synchronizer.run(LocalSyncPeer(database: later), LocalSyncPeer(database: ahead))
        #expect(try later.fetchGameSummaries().map(\.game.title) == ["Chess"])
    }
}
