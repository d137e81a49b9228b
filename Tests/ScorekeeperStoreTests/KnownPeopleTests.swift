import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// What adding a known person reads: people most recently played first (merged ones gone, those
/// who no longer play last), and their last photo, copied byte for byte to a new player.
@Suite struct KnownPeopleTests {
    @Test func knownPeopleComeMostRecentlyPlayedFirst() throws {
        let database = try AppDatabase.empty()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try database.createGame(title: "Hearts")
        try database.at(start).addPlayer(gameID: first.id, name: "Ann")
        try database.at(start.addingTimeInterval(1)).addPlayer(gameID: first.id, name: "Bo")
        let second = try database.createGame(title: "Poker")
        try database.at(start.addingTimeInterval(2)).addPlayer(gameID: second.id, name: "Cy")
        try database.at(start.addingTimeInterval(3)).addPlayer(gameID: second.id, name: "ann")
        let gone = try database.createGame(title: "Gone")
        try database.at(start.addingTimeInterval(4)).addPlayer(gameID: gone.id, name: "Dee")
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
        let old = try database.at(start).addPlayer(gameID: first.id, name: "Ann")
        try database.savePhoto(playerID: old.id, imageData: Data([1, 2, 3]), thumbnailData: Data([9]))
        let second = try database.createGame(title: "Poker")
        let recent = try database.at(start.addingTimeInterval(5)).addPlayer(gameID: second.id, name: "Ann")
        let latest = Data((0..<5_000).map { UInt8($0 % 251) })
        try database.savePhoto(playerID: recent.id, imageData: latest, thumbnailData: Data([7, 7]))
        let bo = try database.at(start.addingTimeInterval(6)).addPlayer(gameID: second.id, name: "Bo")
        #expect(try database.lastPhotoPlayer(forPlayer: bo.id) == nil, "Bo has no photo anywhere")

        let third = try database.createGame(title: "Rummy")
        let new = try database.at(start.addingTimeInterval(10)).addPlayer(gameID: third.id, name: "ann")
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
        #expect(throws: ScorekeeperError.self) { try database.copyPhoto(from: source, to: Player.ID(UUID())) }
        #expect(try database.invariantViolations().isEmpty)
    }
}
