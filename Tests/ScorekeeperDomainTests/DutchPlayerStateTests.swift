import Foundation
import ScorekeeperDomain
import Testing

/// The players' state before a Dutch-system round: colour preferences and floats worked by
/// hand, and every player of every round of nine fixture tournaments against the state gacrux
/// builds for them (Fixtures/Tournaments/dutch-player-states.json, written by
/// Tests/Oracles/dutch_player_state.py).
@Suite struct DutchPlayerStateTests {
    /// One tournament of the fixture: its file and the state before each round.
    struct Fixture: Decodable {
        /// The state before one round.
        struct Round: Decodable {
            var round: Int
            var players: [Player]
            /// The pairs C1-C3 allow, lower number first; 0 stands for the pairing-allocated bye.
            var allowed: [[Int]]
        }

        /// One player's state, as gacrux holds it.
        struct Player: Decodable {
            var pairingNumber: Int
            var halfPoints: Int
            var paired: Bool
            var tpn: Int?
            var colourDifference: Int
            var colours: String
            /// gacrux's code: "w2", "b1", "w0", "nc"...
            var colourPreference: String
            var floats: Int
            var topScorer: Bool
            /// Opponents of played games, with 0 for each bye or win without a game, sorted.
            var opponents: [Int]
        }

        var file: String
        var rounds: [Round]
    }

    static func fixtures() throws -> [Fixture] {
        let url = TournamentFixtures.folder.appendingPathComponent("dutch-player-states.json")
        return try JSONDecoder().decode([Fixture].self, from: Data(contentsOf: url))
    }

    /// gacrux's code for a colour preference.
    static func code(_ preference: DutchColourPreference) -> String {
        switch preference {
        case .none: "nc"
        case .white(let strength): "w\(strength.rawValue)"
        case .black(let strength): "b\(strength.rawValue)"
        }
    }

    static func colours(_ text: String) -> [TournamentColour] {
        text.compactMap { TournamentColour(rawValue: $0) }
    }

    @Test(arguments: [
        // (difference, colours, expected): art. 1.7's cases, and the overlaps gacrux settles.
        (0, "", "nc"),
        (1, "w", "b1"),
        (-1, "b", "w1"),
        (0, "wb", "w0"),
        (0, "bw", "b0"),
        (2, "ww", "b2"),
        (-2, "bb", "w2"),
        (0, "bbww", "b2"),
        (0, "wwbb", "w2"),
        (1, "wwwbb", "w2"),
        (-1, "bbbww", "b2"),
        (2, "wwwwbb", "b2"),
        (-2, "bbbbww", "w2"),
        (1, "wbw", "b1"),
        (-3, "bbwbb", "w2"),
    ])
    func colourPreference(difference: Int, colours: String, expected: String) {
        let preference = DutchColourPreference(colourDifference: difference, colours: Self.colours(colours))
        #expect(Self.code(preference) == expected, "\(colours)")
    }

    /// Four players, three rounds; the fourth round is to be paired and is the last.
    static let fourPlayers = """
        012 Hand-worked
        XXR 4
        001    1      A                                 2000                             2.0          2 w 1     3 b 1     4 w -  
        001    2      B                                 1900                             1.5          1 b 0     4 w 1  0000 - H  
        001    3      C                                 1800                             1.0          4 b =     1 w 0     0000 - U
        001    4      D                                 1700                             1.5          3 w =     2 b 0     1 b +  
        """

    @Test func aHandWorkedRound() throws {
        let record = try TRF.read(Self.fourPlayers.replacingOccurrences(of: "     0000 - U", with: "  0000 - U"))
        let state = DutchRoundState(record: record, round: 4)
        #expect(state.finalRound == 4)
        let a = try #require(state.player(1))
        // A: won as White (level), won as Black against a lower score, lost by forfeit.
        #expect(a.halfPoints == 4)
        #expect(a.opponents == [2, 3])
        #expect(a.colours == [.white, .black])
        #expect(a.colourDifference == 0)
        #expect(a.colourPreference == .white(.mild))
        // Round 2: A (2) against C (1): down; round 3 a forfeit loss: no float.
        #expect(a.floats == [.downTwoRoundsAgo])
        #expect(a.unplayedWins == 0)
        // 4 half points out of the 6 possible before the last round: over half.
        #expect(a.isTopScorer)
        let b = try #require(state.player(2))
        // B: the half-point bye of round 3 is a downfloat as gacrux counts it.
        #expect(b.halfPoints == 3)
        #expect(b.floats == [.downLastRound, .upTwoRoundsAgo])
        #expect(b.colourPreference == .black(.mild))
        #expect(!b.isTopScorer)
        let c = try #require(state.player(3))
        // C: the pairing-allocated bye bars another (C2) and is a downfloat.
        #expect(c.unplayedWins == 1)
        #expect(c.floats.contains(.downLastRound))
        #expect(c.colours == [.black, .white])
        let d = try #require(state.player(4))
        // D: the forfeit win bars the bye too, is not a game played, and is a downfloat; in
        // round 2 D (a draw, 1 half point) met B (a loss, none): down as well.
        #expect(d.unplayedWins == 1)
        #expect(d.opponents == [3, 2])
        #expect(d.colours == [.white, .black])
        #expect(d.floats == [.downLastRound, .downTwoRoundsAgo])
        // Round 4 is not in the record: everyone takes part, numbered in order.
        #expect(state.players.map(\.takesPart) == [true, true, true, true])
        #expect(state.players.map(\.tournamentPairingNumber) == [1, 2, 3, 4])
    }

    @Test func aRequestedByeKeepsAPlayerOutAndTheNumbersRun() throws {
        var record = try TRF.read(Self.fourPlayers.replacingOccurrences(of: "     0000 - U", with: "  0000 - U"))
        // Round 4 paired: 1 v 3, 2 on a half-point bye, 4 the pairing-allocated bye. (The
        // record reads with every line padded to the planned four rounds.)
        #expect(record.entrants.allSatisfy { $0.rounds.count == 4 && $0.rounds[3] == .absent })
        record.entrants[0].rounds[3] = TournamentRoundEntry(opponent: 3, colour: .white, result: .notPlayed)
        record.entrants[1].rounds[3] = .bye(.halfPointBye)
        record.entrants[2].rounds[3] = TournamentRoundEntry(opponent: 1, colour: .black, result: .notPlayed)
        record.entrants[3].rounds[3] = .bye(.pairingAllocatedBye)
        let state = DutchRoundState(record: record, round: 4)
        #expect(state.players.map(\.takesPart) == [true, false, true, true])
        // B sits out but was paired before, so keeps number 2.
        #expect(state.players.map(\.tournamentPairingNumber) == [1, 2, 3, 4])
        #expect(state.participants.map(\.pairingNumber) == [1, 3, 4])
    }

    @Test func record142PlansTheRoundsWhenThereIsNoXXR() throws {
        var record = try TRF.read(Self.fourPlayers.replacingOccurrences(of: "     0000 - U", with: "  0000 - U"))
        record.plannedRounds = nil
        record.otherLines.append("142 5")
        // Round 4 of 5 is not the last: no topscorers yet.
        #expect(DutchRoundState(record: record, round: 4).finalRound == 5)
        #expect(DutchRoundState(record: record, round: 4).players.allSatisfy { !$0.isTopScorer })
        record.otherLines = ["142 4"]
        #expect(DutchRoundState(record: record, round: 4).player(1)?.isTopScorer == true)
        record.otherLines = []
        // Without either, the last round with a game played over the board: round 2 (round 3
        // held only a forfeit and byes).
        #expect(DutchRoundState(record: record, round: 4).finalRound == 2)
    }

    @Test func everyFixturePlayerMatchesGacrux() throws {
        var compared = 0
        for fixture in try Self.fixtures() {
            let record = try TRF.read(try TournamentFixtures.text(of: fixture.file))
            for round in fixture.rounds {
                let state = DutchRoundState(record: record, round: round.round)
                #expect(state.players.count == round.players.count, "\(fixture.file) round \(round.round)")
                for expected in round.players {
                    let place = "\(fixture.file) round \(round.round) player \(expected.pairingNumber)"
                    guard let player = state.player(expected.pairingNumber) else {
                        Issue.record("\(place): missing")
                        continue
                    }
                    #expect(player.takesPart == expected.paired, "\(place): takes part")
                    #expect(player.tournamentPairingNumber == expected.tpn, "\(place): TPN")
                    #expect(player.halfPoints == expected.halfPoints, "\(place): score")
                    #expect(player.colourDifference == expected.colourDifference, "\(place): colour difference")
                    #expect(player.colours == Self.colours(expected.colours), "\(place): colours")
                    #expect(Self.code(player.colourPreference) == expected.colourPreference, "\(place): preference")
                    #expect(player.floats.rawValue == expected.floats, "\(place): floats")
                    #expect(player.isTopScorer == expected.topScorer, "\(place): topscorer")
                    let opponents = (player.opponents + Array(repeating: 0, count: player.unplayedWins)).sorted()
                    #expect(opponents == expected.opponents, "\(place): opponents")
                    compared += 1
                }
            }
        }
        #expect(compared > 500)
        print("Dutch player states: \(compared) players compared with gacrux")
    }
}
