import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Every stamp and every new id comes from the database's own clock and id generator, so a test
/// that pins them knows every row it will read (a sync judging stamps by the clock of the file it
/// runs from is `SyncClockTests`).
@Suite struct OneClockTests {
    static let noon = Date(timeIntervalSince1970: 1_795_000_000)

    static func id<Row>(_ number: Int) -> Tagged<Row, UUID> {
        Tagged(rawValue: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012x", number))!)
    }

    @Test func rowsAndChangesTakeThePinnedTimeAndIDs() throws {
        let clock = ManualClock(Self.noon)
        let database = try AppDatabase.empty().withWallClock(clock.wallClock).withIDs(.incrementing())
        let game = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: game.id, name: "Ann", score: 3)
        clock.advance(by: 60)
        try database.changeScore(playerID: ann.id, by: 4)
        let rematch = try database.rematch(gameID: game.id)

        #expect(game.id == Self.id(1) && ann.id == Self.id(2))
        #expect(game.createdAt == Self.noon && ann.createdAt == Self.noon)
        let stored = try #require(try database.fetchGame(id: game.id))
        #expect(stored.createdAt == Self.noon && stored.updatedAt == Self.noon.addingTimeInterval(60))
        // The starting score and the change: ids 3 and 4, stamped by the file's clock, which
        // reads the pinned one and ticks a millisecond past its last stamp (the game's rules and
        // Ann's person took the first ticks at noon).
        let history = try database.fetchHistory(gameID: game.id, limit: 10)
        #expect(history.map(\.id) == [Self.id(4), Self.id(3)])
        #expect(history.map { ($0.createdAt.timeIntervalSince(Self.noon) * 1000).rounded() } == [60_000, 2])
        // The rematch and its player come next, at the clock's time.
        #expect(rematch.id == Self.id(5) && rematch.createdAt == Self.noon.addingTimeInterval(60))
        #expect(try database.fetchPlayerRows(gameID: rematch.id).map(\.id) == [Self.id(6)])
    }

    @Test func aPersonWhoseNamesIDIsTakenGetsTheNextPinnedID() throws {
        let database = try AppDatabase.empty().withIDs(.incrementing())
        let game = try database.createGame(title: "Hearts")
        let ann = try database.addPlayer(gameID: game.id, name: "Ann")
        // Ann is renamed: her person keeps the id "Ann" derives, so the next Ann needs another.
        let first = try #require(try database.personID(ofPlayer: ann.id))
        try database.renamePerson(id: first, name: "Annabel")
        let again = try database.addPlayer(gameID: game.id, name: "Ann")
        // Ids so far: the game 1, Ann 2, her starting change 3, the new player 4; then the person 5.
        #expect(again.id == Self.id(4))
        #expect(try database.personID(ofPlayer: again.id) == Self.id(5))
    }
}
