import Foundation
import Testing
@testable import ScorekeeperStore
@testable import ScorekeeperUI

/// The People screen lists names in the order `people list` and a game's list use (natural,
/// case ignored), whatever order the rows arrive in.
@Suite struct PeopleNameOrderTests {
    @Test func thePeopleScreenSortsNamesAsPeopleListDoes() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts")
        for name in ["K10", "k2", "K3", "Ann"] { try database.addPlayer(gameID: game.id, name: name, score: 1) }
        _ = try database.finishGame(id: game.id)
        let listed = try database.fetchPeopleStatistics().people
        let rows = listed.compactMap(PersonRow.init)
        #expect(rows.count == 4)
        for rotation in 0..<rows.count {
            let arrived = Array(rows[rotation...] + rows[..<rotation]).reversed()
            #expect(PeopleOrder.name.sorted(Array(arrived)).map(\.person.name) == listed.map(\.person.name))
        }
        #expect(listed.map(\.person.name) == ["Ann", "k2", "K3", "K10"])
    }
}
