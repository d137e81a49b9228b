import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperCore

/// What adding a known person reads: people most recently played first (merged ones gone, those
/// who no longer play last), and their last photo, copied byte for byte to a new player.
@Suite struct KnownPeopleTests {
    @Test func knownPeopleComeMostRecentlyPlayedFirst() throws {
        let database = try AppDatabase.empty()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try database.createGame(title: "Hearts")
        try database.addPlayer(gameID: first.id, name: "Ann", now: start)
        try database.addPlayer(gameID: first.id, name: "Bo", now: start.addingTimeInterval(1))
        let second = try database.createGame(title: "Poker")
        try database.addPlayer(gameID: second.id, name: "Cy", now: start.addingTimeInterval(2))
        try database.addPlayer(gameID: second.id, name: "ann", now: start.addingTimeInterval(3))
        let gone = try database.createGame(title: "Gone")
        try database.addPlayer(gameID: gone.id, name: "Dee", now: start.addingTimeInterval(4))
        try database.deleteGame(id: gone.id)
        #expect(try database.fetchKnownPeople().map(\.name) == ["Ann", "Cy", "Bo", "Dee"])
        // Merged away: no longer offered; completion reads the same list.
        let people = Dictionary(uniqueKeysWithValues: try database.fetchPeople().map { ($0.name, $0.id) })
        try database.mergePeople(from: people["Cy"]!, into: people["Bo"]!)
        #expect(try database.fetchKnownPeople().map(\.name) == ["Ann", "Bo", "Dee"])
        #expect(try database.read { db in try AppDatabase.personNamesForCompletion(db) } == ["Ann", "Bo", "Dee"])
    }

    @Test func aKnownPersonsLastPhotoIsCopiedToTheirNewPlayer() throws {
        let database = try AppDatabase.empty()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try database.createGame(title: "Hearts")
        let old = try database.addPlayer(gameID: first.id, name: "Ann", now: start)
        try database.savePhoto(playerID: old.id, imageData: Data([1, 2, 3]), thumbnailData: Data([9]))
        let second = try database.createGame(title: "Poker")
        let recent = try database.addPlayer(gameID: second.id, name: "Ann", now: start.addingTimeInterval(5))
        let latest = Data((0..<5_000).map { UInt8($0 % 251) })
        try database.savePhoto(playerID: recent.id, imageData: latest, thumbnailData: Data([7, 7]))
        let bo = try database.addPlayer(gameID: second.id, name: "Bo", now: start.addingTimeInterval(6))
        #expect(try database.lastPhotoPlayer(forPlayer: bo.id) == nil, "Bo has no photo anywhere")

        let third = try database.createGame(title: "Rummy")
        let new = try database.addPlayer(gameID: third.id, name: "ann", now: start.addingTimeInterval(10))
        // The offer is Ann's latest photo (her Poker player's), not her first.
        let source = try #require(try database.lastPhotoPlayer(forPlayer: new.id))
        #expect(source == recent.id)
        #expect(try database.copyPhoto(from: source, to: new.id))
        #expect(try database.fetchPhotoData(playerID: new.id) == latest)
        #expect(try database.fetchThumbnailData(playerID: new.id) == Data([7, 7]))
        // Once there is a photo it stays, and nothing more is offered; a person without photos
        // is offered none.
        #expect(try database.lastPhotoPlayer(forPlayer: new.id) == nil)
        #expect(try !database.copyPhoto(from: source, to: new.id))
        let newBo = try database.addPlayer(gameID: third.id, name: "Bo")
        #expect(try database.lastPhotoPlayer(forPlayer: newBo.id) == nil)
        #expect(try database.fetchPhotoData(playerID: newBo.id) == nil)
        #expect(throws: ScorekeeperError.self) { try database.copyPhoto(from: source, to: UUID()) }
        // The copy travels by sync as any photo does.
        let copy = try AppDatabase.empty()
        _ = try SyncTests.sync(database, copy)
        #expect(try copy.fetchPhotoData(playerID: new.id) == latest)
        #expect(try database.invariantViolations().isEmpty)
    }
}
