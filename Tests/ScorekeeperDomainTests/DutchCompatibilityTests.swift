import Foundation
import ScorekeeperDomain
import Testing

/// The absolute criteria of the Dutch system (C1-C3) and the completion check (C4): worked
/// cases, and every allowed pair of every round of the player-state fixtures against gacrux's
/// cross table.
@Suite struct DutchCompatibilityTests {
    /// A round state with the players given, all taking part, pairing round `round` of
    /// `finalRound`.
    static func state(_ players: [DutchPlayerState], round: Int = 3, finalRound: Int = 9) -> DutchRoundState {
        DutchRoundState(round: round, finalRound: finalRound, players: players)
    }

    @Test func playersWhoMetDoNotMeetAgain() {
        let rules = DutchCompatibility(state: Self.state([
            DutchPlayerState(pairingNumber: 1, opponents: [2], colours: [.white]),
            DutchPlayerState(pairingNumber: 2, opponents: [1], colours: [.black]),
            DutchPlayerState(pairingNumber: 3),
        ]))
        #expect(!rules.canMeet(1, 2))
        #expect(!rules.canMeet(2, 1))
        #expect(rules.canMeet(1, 3))
        #expect(!rules.canMeet(1, 1))
        #expect(!rules.canMeet(1, 4), "4 is not in the round")
    }

    @Test func aWinWithoutAGameBarsTheBye() {
        let rules = DutchCompatibility(state: Self.state([
            DutchPlayerState(pairingNumber: 1, unplayedWins: 1),
            DutchPlayerState(pairingNumber: 2),
            DutchPlayerState(pairingNumber: 3),
        ]))
        #expect(rules.needsBye)
        #expect(!rules.canReceiveBye(1))
        #expect(rules.canReceiveBye(2))
        #expect(rules.allowedPairs.filter { $0.0 == 0 }.map(\.1) == [2, 3])
    }

    @Test func noByeInAnEvenRound() {
        let rules = DutchCompatibility(state: Self.state([
            DutchPlayerState(pairingNumber: 1), DutchPlayerState(pairingNumber: 2),
        ]))
        #expect(!rules.needsBye)
        #expect(!rules.canReceiveBye(1))
    }

    @Test func sameAbsolutePreferencesKeepNonTopscorersApart() {
        let players = [
            // Both had White twice running: an absolute preference for Black each.
            DutchPlayerState(pairingNumber: 1, opponents: [5, 6], colours: [.white, .white]),
            DutchPlayerState(pairingNumber: 2, opponents: [7, 8], colours: [.white, .white]),
            // A strong preference for Black only.
            DutchPlayerState(pairingNumber: 3, opponents: [9], colours: [.white]),
            // An absolute preference for White.
            DutchPlayerState(pairingNumber: 4, opponents: [10, 11], colours: [.black, .black]),
        ]
        let rules = DutchCompatibility(state: Self.state(players))
        #expect(!rules.canMeet(1, 2))
        #expect(rules.canMeet(1, 3), "a strong preference does not clash absolutely")
        #expect(rules.canMeet(1, 4))
        var top = players
        top[1].isTopScorer = true
        #expect(DutchCompatibility(state: Self.state(top)).canMeet(1, 2), "a topscorer may meet them")
    }

    @Test func forbiddenPairsAreKeptApart() {
        let rules = DutchCompatibility(state: Self.state([
            DutchPlayerState(pairingNumber: 1), DutchPlayerState(pairingNumber: 2), DutchPlayerState(pairingNumber: 3),
        ]), forbiddenPairs: [(2, 1)])
        #expect(!rules.canMeet(1, 2))
        #expect(rules.canMeet(1, 3))
    }

    @Test func aRoundThatCannotBeCompleted() {
        // 1 has played everyone else: whatever 2, 3 and 4 do, 1 stays unpaired.
        let rules = DutchCompatibility(state: Self.state([
            DutchPlayerState(pairingNumber: 1, opponents: [2, 3, 4], colours: [.white, .black, .white]),
            DutchPlayerState(pairingNumber: 2, opponents: [1], colours: [.black]),
            DutchPlayerState(pairingNumber: 3, opponents: [1], colours: [.white]),
            DutchPlayerState(pairingNumber: 4, opponents: [1], colours: [.black]),
        ], round: 4))
        let completion = DutchCompletion(rules)
        #expect(!completion.isComplete)
        #expect(completion.unpaired.count == 2)
        #expect(completion.unpaired.contains(1))
    }

    @Test func theByeGoesToTheOnlyPlayerWhoMayHaveIt() {
        // Three players, 1 and 2 have had wins without playing: only 3 may have the bye, and
        // then 1 and 2 must meet.
        let rules = DutchCompatibility(state: Self.state([
            DutchPlayerState(pairingNumber: 1, unplayedWins: 1),
            DutchPlayerState(pairingNumber: 2, unplayedWins: 1),
            DutchPlayerState(pairingNumber: 3),
        ]))
        let completion = DutchCompletion(rules)
        #expect(completion.isComplete)
        #expect(Set(completion.pairs.map { [$0.0, $0.1] }) == [[0, 3], [1, 2]])
        // Had 1 and 2 met, no complete pairing would be left.
        let met = DutchCompatibility(state: Self.state([
            DutchPlayerState(pairingNumber: 1, opponents: [2], unplayedWins: 1, colours: [.white]),
            DutchPlayerState(pairingNumber: 2, opponents: [1], unplayedWins: 1, colours: [.black]),
            DutchPlayerState(pairingNumber: 3),
        ]))
        #expect(!DutchCompletion(met).isComplete)
    }

    @Test func everyFixtureRoundAllowsWhatGacruxAllows() throws {
        var rounds = 0
        var incomplete: [String] = []
        for fixture in try DutchPlayerStateTests.fixtures() {
            let record = try TRF.read(try TournamentFixtures.text(of: fixture.file))
            for round in fixture.rounds {
                let rules = DutchCompatibility(state: DutchRoundState(record: record, round: round.round))
                let allowed = rules.allowedPairs.map { [$0.0, $0.1] }
                #expect(allowed == round.allowed, "\(fixture.file) round \(round.round)")
                // A complete pairing, when found, uses allowed pairs and places everyone once.
                let completion = DutchCompletion(rules)
                if completion.isComplete {
                    let placed = completion.pairs.flatMap { [$0.0, $0.1] }.filter { $0 != 0 }.sorted()
                    #expect(placed == rules.participants, "\(fixture.file) round \(round.round)")
                    #expect(completion.pairs.allSatisfy { allowed.contains([$0.0, $0.1]) })
                } else {
                    incomplete.append("\(fixture.file) round \(round.round)")
                }
                rounds += 1
            }
        }
        #expect(rounds > 50)
        print("Dutch compatibility: \(rounds) rounds compared with gacrux; not completable: \(incomplete)")
    }
}
