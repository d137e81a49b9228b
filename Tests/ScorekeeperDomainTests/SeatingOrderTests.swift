import Foundation
import Testing
import TestSupport
@testable import ScorekeeperDomain

/// The seating order (`Seating.ordered`): the order a game stores, then everyone else by joining
/// (`createdAt`, then id), and what it costs a large game: each player is looked at once, so a
/// frame of a 2,000-player game that asks who deals does not sort by making ids' text anew in
/// every comparison.
@Suite struct SeatingOrderTests {
    /// `count` players who joined in the same moment or a few apart (as `player add` with many
    /// names makes them), with random ids.
    static func players(_ count: Int, random: inout SeededRandom) -> [Player] {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        return (0..<count).map { index in
            let id = Player.ID(UUID())
            return Player(id: id, gameID: Game.ID(UUID()), name: "P\(index)", score: 0,
                          createdAt: start.addingTimeInterval(Double(random.next() % 3)))
        }
    }

    @Test func eachPlayerIsLookedAtOnce() {
        var random = SeededRandom(seed: 42)
        let players = Self.players(2_000, random: &random)
        var asked = 0
        let seating = players.prefix(10).map(\.id).reversed()
        _ = Seating.ordered(players, seating: Array(seating)) { player -> Player in
            asked += 1
            return player
        }
        #expect(asked == players.count)
    }

    @Test func theOrderIsTheRulesOrder() {
        var random = SeededRandom(seed: 7)
        for round in 0..<20 {
            let players = Self.players(1 + Int(random.next() % 60), random: &random).shuffled(using: &random)
            // Some listed (in a random order, with an id no player has), the rest not.
            var seating = players.filter { _ in random.next() % 3 == 0 }.map(\.id).shuffled(using: &random)
            seating.insert(Player.ID(UUID()), at: Int(random.next() % UInt64(seating.count + 1)))
            let listed = Dictionary(seating.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let expected = players.filter { listed[$0.id] != nil }.sorted { listed[$0.id]! < listed[$1.id]! }
                + players.filter { listed[$0.id] == nil }.sorted {
                    $0.createdAt != $1.createdAt ? $0.createdAt < $1.createdAt : $0.id.uuidString < $1.id.uuidString
                }
            #expect(Seating.ordered(players, seating: seating, player: { $0 }).map(\.id) == expected.map(\.id), "round \(round)")
        }
    }
}
