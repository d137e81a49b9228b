import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// Two connections (as two processes would have) incrementing one score never lose an update.
@Suite struct ConcurrencyTests {
    @Test func concurrentIncrementsFromTwoConnectionsLoseNothing() async throws {
        let directory = try TemporaryFolder()
        let location = DatabaseLocation(path: directory.file("c.sqlite"), isDefault: false)
        let first = try AppDatabase.open(location)
        let second = try AppDatabase.open(location)
        let game = try first.createGame(title: "Race")
        let player = try first.addPlayer(gameID: game.id, name: "Ana")
        let perConnection = 300
        // Every failure is kept: a lost update must not hide behind a swallowed busy error.
        let failures = await withTaskGroup(of: [String].self) { group in
            for database in [first, second] {
                group.addTask {
                    var failures: [String] = []
                    for _ in 0..<perConnection {
                        do {
                            _ = try database.changeScore(playerID: player.id, by: 1)
                        } catch {
                            failures.append(String(describing: error))
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.count) increments failed, first: \(failures.first ?? "")")
        #expect(try second.fetchPlayer(id: player.id)?.score == 2 * perConnection)
        #expect(try second.invariantViolations().isEmpty)
        #expect(try second.fetchHistoryCount(gameID: game.id) == 2 * perConnection)
    }

    /// Undo, redo and scoring from two connections at once: every score still equals the sum of
    /// its live changes, and the changes are stamped in one strict order.
    @Test func concurrentUndoRedoAndScoringKeepTheInvariant() async throws {
        let directory = try TemporaryFolder()
        let location = DatabaseLocation(path: directory.file("u.sqlite"), isDefault: false)
        let first = try AppDatabase.open(location)
        let second = try AppDatabase.open(location)
        let game = try first.createGame(title: "Race")
        let players = try (0..<3).map { try first.addPlayer(gameID: game.id, name: "P\($0)") }
        await withTaskGroup(of: Void.self) { group in
            for (index, database) in [first, second].enumerated() {
                group.addTask {
                    for step in 0..<150 {
                        let player = players[(step + index) % players.count].id
                        switch (step * 7 + index) % 5 {
                        case 0: _ = try? database.undo(gameID: game.id)
                        case 1: _ = try? database.redo(gameID: game.id)
                        case 2: try? database.setScore(playerID: player, to: step)
                        default: _ = try? database.changeScore(playerID: player, by: step % 3 + 1)
                        }
                    }
                }
            }
        }
        #expect(try first.invariantViolations().isEmpty)
        let stamps = try first.read { db in
            try String.fetchAll(db, sql: #"SELECT "createdAt" FROM "scoreChanges" ORDER BY "createdAt", "id""#)
        }
        #expect(Set(stamps).count == stamps.count, "two changes of one game share a stamp")
    }

    @Test func externalChangesReachObserversOfAnotherConnection() async throws {
        let directory = try TemporaryFolder()
        let location = DatabaseLocation(path: directory.file("o.sqlite"), isDefault: false)
        let watched = try AppDatabase.open(location)
        let other = try AppDatabase.open(location)
        let monitor = ExternalChangeMonitor(database: watched, interval: 0.05)
        defer { monitor.cancel() }
        let seen = Locked<[Int]>([])
        let cancellable = ValueObservation.tracking { db in try Game.fetchCount(db) }
            .start(in: watched.reader, scheduling: .async(onQueue: .global()),
                   onError: { _ in }, onChange: { value in seen.update { $0.append(value) } })
        defer { cancellable.cancel() }
        #expect(await waitUntil { seen.value.contains(0) }, "the observation's first value")
        try other.createGame(title: "From elsewhere")
        #expect(await waitUntil { seen.value.contains(1) }, "the other connection's game")
        #expect(seen.value.last == 1)
    }
}
