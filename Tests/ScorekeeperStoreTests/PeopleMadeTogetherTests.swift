import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// People made in one pass (`AppDatabase.peopleToMake`, an import's entrants) are the people
/// `newPerson` makes one after another: the same ids (a name's own unless a person holds it, a
/// namesake of the same batch included), names, colours and stamps, and the file's clock left
/// at the same stamp, with the wall clock behind the file's clock and ahead of it.
@Suite struct PeopleMadeTogetherTests {
    /// Ann's own id is held by a person renamed Anna since; Bo comes twice (the second is a
    /// new person beside the first); Cy's name has spaces around it.
    static let names = ["Ann", "Bo", "Dee", "bo", "  Cy ", "Anna", "Ann", "Éloïse"]

    /// A file whose clock has run: a game, Ann joined and renamed Anna.
    static func file(at moment: Date) throws -> AppDatabase {
        let database = try AppDatabase.empty().withIDs(.incrementing()).at(moment)
        let game = try database.createGame(title: "Hearts")
        let player = try database.addPlayer(gameID: game.id, name: "Ann")
        try database.renamePerson(id: try #require(try database.personID(ofPlayer: player.id)), name: "Anna")
        return database
    }

    /// Every person and the file's clock, as text.
    static func people(_ database: AppDatabase) throws -> [String] {
        try database.read { db in
            try Row.fetchAll(db, sql: #"SELECT * FROM "people" ORDER BY "rowid""#).map { "\($0)" }
                + [try String.fetchOne(db, sql: #"SELECT "stamp" FROM "syncClock""#) ?? "no clock"]
        }
    }

    @Test(arguments: [-3_600.0, 3_600.0])
    func onePassMakesThePeopleOneAfterAnotherMakes(wallClockShift: TimeInterval) throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let oneByOne = try Self.file(at: start), together = try Self.file(at: start)
        let later = start.addingTimeInterval(wallClockShift)
        let byOne = oneByOne.at(later), byPass = together.at(later)
        let ids = byOne.ids, passIDs = byPass.ids
        let made: [Person.ID] = try byOne.write { db in
            try Self.names.map { try AppDatabase.newPerson(db, named: $0, now: later, ids: ids) }
        }
        let planned: [Person.ID] = try byPass.write { db in
            let people = try AppDatabase.peopleToMake(db, named: Self.names, now: later, ids: passIDs)
            for person in people { try person.insert(db) }
            return people.map(\.id)
        }
        #expect(planned == made)
        #expect(Set(made).count == Self.names.count)
        #expect(try Self.people(together) == Self.people(oneByOne))
    }

    @Test func noNamesTouchNothing() throws {
        let database = try Self.file(at: Date(timeIntervalSince1970: 1_790_000_000))
        let before = try Self.people(database)
        let ids = database.ids
        let people = try database.write { db in try AppDatabase.peopleToMake(db, named: [], now: Date(), ids: ids) }
        #expect(people.isEmpty)
        #expect(try Self.people(database) == before)
    }
}
