import Foundation
import Testing

/// Another program holding the write lock longer than the 10 s busy timeout.
@Suite("Locked database", .timeLimit(.minutes(20)))
struct LockedDatabaseTests {
    @Test("A score change gives up after the busy timeout with one line, changing nothing")
    func writeWhileLocked() throws {
        let fixture = try Fixture("locked", score: 40)
        let before = try fixture.dump()
        let holder = try LockHolder(fixture.database, in: fixture.folder)
        // The holder keeps the lock for as long as the command runs (at least the 10 s it waits).
        let outcome = try fixture.run(["player", "score", fixture.playerID, "--by", "1"])
        let released = holder.release()
        #expect(released.exitCode == 0, "\(released)")
        Refusal.expectRefused(outcome, mentioning: "locked by another program")
        #expect(try fixture.dump() == before)
        #expect(try fixture.score() == "40")
    }

    @Test("Reading needs no write lock: listing works while another program writes")
    func readWhileLocked() throws {
        let fixture = try Fixture("locked")
        // The holder has written before (as the interface would have): with an empty WAL file,
        // GRDB's DatabasePool writes once while opening, and that would wait for the lock.
        let holder = try LockHolder(fixture.database, afterWriting: true, in: fixture.folder)
        // Opening used to set PRAGMA auto_vacuum, a write: the list then waited the busy timeout and failed.
        let games = try fixture.run(["game", "list"])
        let players = try fixture.run(["player", "list", fixture.gameID])
        holder.release()
        #expect(games.exitCode == 0 && games.standardOutput.contains("Family Game Night"), "\(games)")
        #expect(players.exitCode == 0 && players.standardOutput.contains("Blob"), "\(players)")
    }
}
