import Foundation
import Testing
@testable import ScorekeeperDomain

/// FIDE's Berger tables against two independent implementations (caissify-pairings' and
/// gacrux's, which agree with each other): Fixtures/Tournaments/berger.json, written by
/// Tests/Oracles/make-berger-fixtures.sh, for 3 to 24 entrants, one cycle and two.
@Suite struct BergerTableTests {
    /// The fixture's shape (see Tests/Oracles/berger_tables.py).
    struct Fixture: Decodable {
        /// One entrant count's tables.
        struct Table: Decodable {
            var entrants: Int
            /// Each round's boards as [white, black], the extra number of odd counts included.
            var boards: [[[Int]]]
            var double: [Round]
            /// Both cycles with the first one's last two rounds switched, as gacrux pairs them.
            var doubleSwapped: [Round]
        }

        /// A round as caissify's engine pairs it: games in its table order, and the bye.
        struct Round: Decodable {
            var games: [[Int]]
            var bye: Int?
        }

        var tables: [Table]
    }

    let fixture: Fixture

    init() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Tournaments/berger.json")
        fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    static func game(_ pair: [Int]) -> BergerGame { BergerGame(white: pair[0], black: pair[1]) }

    @Test func theFixtureCoversThreeToTwentyFourEntrants() {
        #expect(fixture.tables.map(\.entrants) == Array(3...24))
    }

    /// Every board of every round, colours and board order included, with the extra number.
    @Test func theTablesAreFIDEsBoardByBoard() {
        var compared = 0
        for table in fixture.tables {
            let size = table.entrants + table.entrants % 2
            #expect(table.boards.count == size - 1)
            for (index, expected) in table.boards.enumerated() {
                #expect(BergerTable.boards(size: size, round: index + 1) == expected.map(Self.game),
                        "\(table.entrants) entrants, round \(index + 1)")
                compared += 1
            }
        }
        #expect(compared == (3...24).map { $0 + $0 % 2 - 1 }.reduce(0, +))
    }

    /// A single cycle's rounds: the games in board order, and the bye whoever meets the extra number.
    @Test func aSingleRoundRobinPlaysTheTablesWithTheExtraNumberAsTheBye() {
        for table in fixture.tables {
            let berger = BergerTable(entrants: table.entrants)
            #expect(berger.roundCount == table.boards.count)
            for (index, boards) in table.boards.enumerated() {
                let expectedGames = boards.filter { $0.allSatisfy { $0 <= table.entrants } }.map(Self.game)
                let expectedBye = boards.first { $0.contains(table.entrants + 1) }?.first { $0 != table.entrants + 1 }
                let round = berger.round(index + 1)
                #expect(round.number == index + 1)
                #expect(round.games == expectedGames, "\(table.entrants) entrants, round \(index + 1)")
                #expect(round.bye == expectedBye, "\(table.entrants) entrants, round \(index + 1)")
            }
        }
    }

    /// Both cycles as caissify's engine plays them (its table order differs from the boards', so
    /// the games compare as sets, colours included).
    @Test func aDoubleRoundRobinReversesTheColoursInTheSecondCycle() {
        var compared = 0
        for table in fixture.tables {
            let berger = BergerTable(entrants: table.entrants, cycles: 2)
            #expect(berger.roundCount == table.double.count)
            for (index, expected) in table.double.enumerated() {
                let round = berger.round(index + 1)
                #expect(Set(round.games) == Set(expected.games.map(Self.game)), "\(table.entrants) entrants, round \(index + 1)")
                #expect(round.games.count == expected.games.count)
                #expect(round.bye == expected.bye, "\(table.entrants) entrants, round \(index + 1)")
                compared += 1
            }
        }
        #expect(compared == 2 * (3...24).map { $0 + $0 % 2 - 1 }.reduce(0, +))
    }

    /// FIDE's recommended order for double round robins, as gacrux plays it.
    @Test func aDoubleRoundRobinCanSwitchTheFirstCyclesLastTwoRounds() {
        var compared = 0
        for table in fixture.tables {
            let berger = BergerTable(entrants: table.entrants, cycles: 2, swapsFirstCycleLastTwoRounds: true)
            #expect(berger.roundCount == table.doubleSwapped.count)
            for (index, expected) in table.doubleSwapped.enumerated() {
                let round = berger.round(index + 1)
                #expect(Set(round.games) == Set(expected.games.map(Self.game)), "\(table.entrants) entrants, round \(index + 1)")
                #expect(round.games.count == expected.games.count)
                #expect(round.bye == expected.bye, "\(table.entrants) entrants, round \(index + 1)")
                compared += 1
            }
            // Nobody plays three games running with one colour.
            for entrant in 1...table.entrants {
                let colours = berger.rounds.compactMap { round in
                    round.games.first { $0.white == entrant || $0.black == entrant }.map { $0.white == entrant }
                }
                let streaks = zip(zip(colours, colours.dropFirst()), colours.dropFirst(2)).filter { $0.0 == $0.1 && $0.1 == $1 }
                #expect(streaks.isEmpty || table.entrants % 2 == 1, "\(table.entrants) entrants, entrant \(entrant)")
            }
        }
        #expect(compared == 2 * (3...24).map { $0 + $0 % 2 - 1 }.reduce(0, +))
        // One cycle has no second to run into: the option changes nothing.
        #expect(BergerTable(entrants: 6, swapsFirstCycleLastTwoRounds: true).rounds == BergerTable(entrants: 6).rounds)
    }

    /// Independently of the fixture: everyone meets everyone exactly once per cycle, plays at
    /// most once a round, and the second cycle repeats each game with the colours swapped.
    @Test func everyoneMeetsEveryoneOncePerCycle() {
        for entrants in 2...31 {
            let berger = BergerTable(entrants: entrants, cycles: 2)
            var met: [BergerGame: Int] = [:]
            for round in berger.rounds {
                let playing = round.games.flatMap { [$0.white, $0.black] } + (round.bye.map { [$0] } ?? [])
                #expect(playing.sorted() == Array(1...entrants), "\(entrants) entrants, round \(round.number)")
                for game in round.games { met[game, default: 0] += 1 }
            }
            #expect(met.count == entrants * (entrants - 1), "\(entrants) entrants")
            #expect(met.values.allSatisfy { $0 == 1 })
        }
    }
}
