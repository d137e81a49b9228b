import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A server answers the rows of at most `SyncValidation.maximumIDs` games per request, so a
/// client with more games that differ asks in several requests, and the copies still converge.
@Suite struct SyncRequestSplitTests {
    /// Records the ids of each `rows` request on its way to a file.
    final class RecordingPeer: SyncPeer {
        let inner: LocalSyncPeer
        var rowsRequests: [[String]] = []
        var bytesSent: Int { inner.bytesSent }
        var bytesReceived: Int { inner.bytesReceived }
        var wallClock: WallClock? { inner.wallClock }

        init(_ database: AppDatabase) { inner = LocalSyncPeer(database: database) }

        func send(_ request: SyncRequest) throws -> SyncResponse {
            if case let .rows(games, people, tournaments) = request { rowsRequests.append(games + people + tournaments) }
            return try inner.send(request)
        }
    }

    @Test func moreDifferingGamesThanOneRequestMayNameTravelInSeveral() throws {
        let here = try AppDatabase.empty()
        let count = SyncValidation.maximumIDs + 300
        for index in 0..<count { _ = try here.createGame(title: "Game \(index)") }
        let there = try AppDatabase.empty()
        let game = try there.createGame(title: "Only there")
        _ = try there.addPlayer(gameID: game.id, name: "Ana", score: 3)
        let recorder = RecordingPeer(there)
        let report = try Synchronizer.run(LocalSyncPeer(database: here), recorder)
        #expect(!report.incremental)
        #expect(recorder.rowsRequests.count == 2 && recorder.rowsRequests.allSatisfy { $0.count <= SyncValidation.maximumIDs },
                "\(recorder.rowsRequests.map(\.count))")
        // Every game that differs is asked for once (and Ana's person, in the people's list).
        let asked = Array(recorder.rowsRequests.joined())
        #expect(Set(asked).count == asked.count && asked.count == count + 2)
        #expect(report.sent.games == count && report.received.games == 1 && report.received.players == 1)
        #expect(try SyncTests.exported(here) == SyncTests.exported(there))
    }
}
