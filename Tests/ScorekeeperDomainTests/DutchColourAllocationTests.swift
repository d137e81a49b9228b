import ScorekeeperDomain
import Testing

/// The colours of a Dutch pair (C.04.3 art. 5.2), one worked case per rule, and the order of
/// the boards.
@Suite struct DutchColourAllocationTests {
    static func player(_ number: Int, _ colours: String, halfPoints: Int = 2, tpn: Int? = nil) -> DutchPlayerState {
        DutchPlayerState(pairingNumber: number, tournamentPairingNumber: tpn ?? number, halfPoints: halfPoints,
                         opponents: colours.map { _ in 99 }, colours: colours.compactMap { TournamentColour(rawValue: $0) })
    }

    static func allocate(_ a: DutchPlayerState, _ b: DutchPlayerState, initial: TournamentColour = .white)
        -> (Int, Int, DutchColourAllocation.Rule) {
        let allocation = DutchColourAllocation(a, b, initialColour: initial)
        return (allocation.white, allocation.black, allocation.rule)
    }

    @Test func bothPreferencesAreGranted() {
        let result = Self.allocate(Self.player(1, "wb"), Self.player(2, "bw"))
        #expect(result == (1, 2, .bothPreferences))
        let only = Self.allocate(Self.player(1, ""), Self.player(2, "bw"))
        #expect(only == (1, 2, .bothPreferences), "2 prefers Black, 1 has no preference")
        let swapped = Self.allocate(Self.player(1, "w"), Self.player(2, ""))
        #expect(swapped == (2, 1, .bothPreferences))
    }

    @Test func theStrongerPreferenceWins() {
        // 1: strong for White (-1); 2: mild for White.
        #expect(Self.allocate(Self.player(1, "b"), Self.player(2, "wb")) == (1, 2, .strongerPreference))
        // 1: mild for Black; 2: absolute for Black.
        #expect(Self.allocate(Self.player(1, "bw"), Self.player(2, "ww")) == (1, 2, .strongerPreference))
        // Both absolute for White; 2's difference is wider (-3 against -2).
        #expect(Self.allocate(Self.player(1, "bb"), Self.player(2, "bbwbb")) == (2, 1, .strongerPreference))
    }

    @Test func alternationFromTheLatestDifference() {
        // Both mild for Black (difference 0, last game White). Counting back from the last
        // game: (w, w), (b, b), then 1 had Black and 2 White: 1 has White now.
        let result = Self.allocate(Self.player(1, "wbbw"), Self.player(2, "bwbw"))
        #expect(result == (1, 2, .alternation))
    }

    @Test func theHigherRankedPlayerHasTheirPreference() {
        // Same colours, both mild for White: the higher score is granted it.
        #expect(Self.allocate(Self.player(1, "wb", halfPoints: 2), Self.player(2, "wb", halfPoints: 3))
            == (2, 1, .higherRanked))
        // Same score: the lower tournament pairing number.
        #expect(Self.allocate(Self.player(5, "wb", tpn: 5), Self.player(3, "wb", tpn: 3)) == (3, 5, .higherRanked))
    }

    @Test func noPreferencesFollowTheInitialColour() {
        // Odd TPN for the higher-ranked player: the initial colour; even: the other.
        #expect(Self.allocate(Self.player(1, ""), Self.player(2, "")) == (1, 2, .initialColour))
        #expect(Self.allocate(Self.player(1, ""), Self.player(2, ""), initial: .black) == (2, 1, .initialColour))
        #expect(Self.allocate(Self.player(2, ""), Self.player(3, "")) == (3, 2, .initialColour))
    }

    @Test func boardsGoByTopScoreThenSumThenNumber() {
        let state = DutchRoundState(round: 2, finalRound: 5, players: [
            Self.player(1, "", halfPoints: 2), Self.player(2, "", halfPoints: 0), Self.player(3, "", halfPoints: 2),
            Self.player(4, "", halfPoints: 1), Self.player(5, "", halfPoints: 1), Self.player(6, "", halfPoints: 2),
            Self.player(7, "", halfPoints: 2),
        ])
        let ordered = DutchBoardOrder.ordered([(7, 0), (5, 4), (2, 1), (3, 6)], state: state)
        #expect(ordered.map { [$0.white, $0.black] } == [[3, 6], [2, 1], [5, 4], [7, 0]])
    }
}
