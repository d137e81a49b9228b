@testable import ScorekeeperDomain
import Testing

/// Whole rounds worked by hand: the first round's halves and colours, the bye going to the
/// lowest player who may have it, and a round no pairing can complete.
@Suite struct DutchPairingTests {
    static func state(_ players: [DutchPlayerState], round: Int) -> DutchRoundState {
        var numbered = players
        for index in numbered.indices { numbered[index].tournamentPairingNumber = numbered[index].pairingNumber }
        return DutchRoundState(round: round, finalRound: 9, players: numbered)
    }

    @Test func theFirstRoundPairsTheTopHalfWithTheBottomHalf() throws {
        let state = Self.state((1...6).map { DutchPlayerState(pairingNumber: $0) }, round: 1)
        let white = try DutchPairing(state: state, initialColour: .white)
        // 1 v 4, 2 v 5, 3 v 6; White to 1 by lot, then alternating down the boards (art. 5.2.5).
        #expect(white.boards.map { [$0.white, $0.black] } == [[1, 4], [5, 2], [3, 6]])
        let black = try DutchPairing(state: state, initialColour: .black)
        #expect(black.boards.map { [$0.white, $0.black] } == [[4, 1], [2, 5], [6, 3]])
    }

    @Test func theByeGoesToTheLowestPlayerWhoMayHaveIt() throws {
        // Round 2 of five players: 1, 2 won; 3 drew with 4; 5 had the bye (so may not again).
        let state = Self.state([
            DutchPlayerState(pairingNumber: 1, halfPoints: 2, opponents: [4], colours: [.white]),
            DutchPlayerState(pairingNumber: 2, halfPoints: 2, opponents: [3], colours: [.black]),
            DutchPlayerState(pairingNumber: 3, halfPoints: 0, opponents: [2], colours: [.white]),
            DutchPlayerState(pairingNumber: 4, halfPoints: 0, opponents: [1], colours: [.black]),
            DutchPlayerState(pairingNumber: 5, halfPoints: 2, unplayedWins: 1),
        ], round: 2)
        let pairing = try DutchPairing(state: state, initialColour: .white)
        let bye = pairing.boards.first { $0.black == 0 }
        #expect(bye?.white == 4, "the lower-ranked of the two players on 0 gets the bye")
        #expect(pairing.boards.last?.black == 0, "the bye is the last board")
        #expect(!pairing.boards.contains { $0.white == 5 && $0.black == 0 })
        #expect(pairing.boards.count == 3)
    }

    @Test func aRoundNoPairingCompletesIsRefused() {
        let state = Self.state([
            DutchPlayerState(pairingNumber: 1, opponents: [2, 3, 4], colours: [.white, .black, .white]),
            DutchPlayerState(pairingNumber: 2, opponents: [1], colours: [.black]),
            DutchPlayerState(pairingNumber: 3, opponents: [1], colours: [.white]),
            DutchPlayerState(pairingNumber: 4, opponents: [1], colours: [.black]),
        ], round: 4)
        #expect(throws: DutchPairingError.self) { try DutchPairing(state: state, initialColour: .white) }
    }
}

/// A field without history is paired S1 against S2 without the matching: the same boards,
/// colours and bye as the matching gives, for every size.
@Suite struct DutchFirstRoundShortcutTests {
    static func firstRound(_ count: Int) -> DutchRoundState {
        let entrants = (1...count).map { TournamentEntrant(startingRank: $0, name: "P\($0)", rating: 2400 - $0) }
        return DutchRoundState(record: TournamentRecord(name: "First", plannedRounds: 5, entrants: entrants), round: 1)
    }

    @Test(arguments: Array(2...41))
    func theShortcutPairsAsTheMatching(count: Int) throws {
        for colour in [TournamentColour.white, .black] {
            let state = Self.firstRound(count)
            let quick = try DutchPairing(state: state, initialColour: colour)
            let matched = try DutchPairing(state: state, initialColour: colour, forbiddenPairs: [], matchingEvenFirstRounds: true)
            #expect(quick.boards == matched.boards, "\(count) players, \(colour)")
            #expect(quick.byeLevel == matched.byeLevel)
        }
    }

    @Test func aFieldWithHistoryIsNotShortcut() throws {
        #expect(DutchPairing.pairsWithoutHistory(DutchScoreLevels(Self.firstRound(8)).nodes) != nil)
        var state = Self.firstRound(8)
        state.players[3].opponents = [5]
        #expect(DutchPairing.pairsWithoutHistory(DutchScoreLevels(state).nodes) == nil)
    }
}
