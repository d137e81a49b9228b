import Foundation
import ScorekeeperDomain
import Testing
import TestSupport

/// A Swiss event paired round by round by the engine, and the Dutch fixtures re-paired through it.
@Suite struct TournamentSwissEngineTests {
    /// 9 players over 5 rounds; P9 drops after round 2; P10 joins in round 3 with a zero-point
    /// bye for rounds 1 and 2. Results are random but seeded.
    @Test func nineSwissPlayersWithADropAndALateEntry() throws {
        var entries = EngineSupport.entries(EngineSupport.names(10))
        entries[8].droppedAfterRound = 2
        entries[9].firstRound = 3
        var state = TournamentState(name: "Swiss", settings: TournamentSettings(format: .swiss, plannedRounds: 5),
                                    entries: entries, rounds: [])
        var random = SeededRandom(seed: 7)
        func decide(_ table: TournamentTable) -> TableOutcome {
            [.places([1, 2]), .places([2, 1]), .places([1, 1])][random.below(3)]
        }
        var met: Set<Set<Int>> = []
        var byes: [Int] = []
        for number in 1...5 {
            let plan = try state.playRound(decide)
            #expect(plan.number == number)
            let playing = state.entries.filter { $0.isPaired(in: number) }.map(\.pairingNumber)
            var seated = plan.tables.flatMap { $0 }.map(state.number)
            let allocated = plan.byes.filter { $0.value == .pairingAllocatedBye }.map { state.number($0.key) }
            #expect(allocated.count == playing.count % 2, "round \(number): one bye for an odd count")
            seated += allocated
            #expect(seated.sorted() == playing.sorted(), "round \(number): everyone paired once, nobody else")
            for table in plan.tables {
                let pair = Set(table.map(state.number))
                #expect(!met.contains(pair), "round \(number): \(pair) meet again")
                met.insert(pair)
            }
            byes += allocated
            #expect(!plan.explanation.isEmpty)
            if number <= 2 { #expect(plan.byes[entries[9].id] == .zeroPointBye, "the late entry's rounds before joining") }
            if number > 2 { #expect(!seated.contains(9), "P9 dropped after round 2") }
        }
        #expect(Set(byes).count == byes.count, "the bye never twice: \(byes)")
        #expect(state.isFinished)
        #expect(throws: TournamentPairingError.self) { try state.nextRound() }
        let record = state.record
        #expect(record.entrant(10)?.rounds.prefix(2).map(\.result) == [.zeroPointBye, .zeroPointBye])
        #expect(record.entrant(9)?.rounds.suffix(3).allSatisfy { $0 == .absent } == true)
    }

    @Test func theNextRoundWaitsForEveryResult() throws {
        var state = TournamentState(name: "Swiss", settings: TournamentSettings(format: .swiss, plannedRounds: 3),
                                    entries: EngineSupport.entries(EngineSupport.names(4)), rounds: [])
        state.store(try state.nextRound())
        #expect(throws: TournamentPairingError.roundNotFinished(round: 1, openTables: 2)) { try state.nextRound() }
        let lonely = TournamentState(name: "Alone", settings: TournamentSettings(format: .swiss),
                                     entries: EngineSupport.entries(["Ann"]), rounds: [])
        #expect(throws: TournamentPairingError.tooFewEntrants(count: 1, needed: 2)) { try lonely.nextRound() }
    }

    @Test func theErrorsSayWhatIsWrongInPlainWords() {
        #expect(TournamentPairingError.roundNotFinished(round: 2, openTables: 1).message
                == "Round 2 is not finished: 1 table has no result yet.")
        #expect(TournamentPairingError.noMoreRounds(reason: "all 5 planned rounds are paired").message
                == "There are no more rounds to pair: all 5 planned rounds are paired.")
        #expect(TournamentPairingError.tooFewEntrants(count: 1, needed: 2).message
                == "Too few to pair: 1 person takes part, and this needs at least 2.")
    }

    /// Everyone has met everyone: the Dutch rules find no round, and the error says so.
    @Test func noLegalPairingIsReported() throws {
        var state = TournamentState(name: "Swiss", settings: TournamentSettings(format: .swiss),
                                    entries: EngineSupport.entries(EngineSupport.names(4)), rounds: [])
        for _ in 1...3 { try state.playRound { _ in .places([1, 1]) } }
        #expect {
            try state.nextRound()
        } throws: { error in
            guard case .noLegalPairing? = error as? TournamentPairingError else { return false }
            return true
        }
    }

    /// Round 1 by the Dutch rules: top half against bottom half, the top player white, and the
    /// explanation names the board and the rule.
    @Test func theFirstRoundPairsTopHalfAgainstBottomHalf() throws {
        let state = TournamentState(name: "Swiss", settings: TournamentSettings(format: .swiss, plannedRounds: 3),
                                    entries: EngineSupport.entries(["Ann", "Bo", "Cy", "Di", "Ed"]), rounds: [])
        let plan = try state.nextRound()
        #expect(plan.tables.map { $0.map(state.number) } == [[1, 3], [4, 2]])
        #expect(plan.byes.map { state.number($0.key) } == [5])
        #expect(plan.explanation.contains { $0.hasPrefix("Board 1: Ann (0) – Cy (0): same score group; Ann white") })
        #expect(plan.explanation.contains { $0.hasPrefix("Ed gets the bye: lowest score group") })
    }

    /// Every round of the gacrux Dutch fixtures, imported into a state holding the rounds
    /// before it, comes out of `nextRound` as gacrux paired it (the fixture's requested byes and
    /// absences passed as sitting out).
    @Test func theDutchFixturesAreRepairedThroughTheEngine() throws {
        let folder = TournamentFixtures.folder.appendingPathComponent("dutch")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".trf") }.sorted()
        #expect(files.count == 22)
        var counter = 0
        var rounds = 0
        for file in files {
            let record = try TRF.read(String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self))
            let colour = DutchInitialColour.of(record) ?? .white
            let settings = TournamentSettings(format: .swiss, plannedRounds: record.roundCount)
            let whole = TournamentState.imported(record: record, settings: settings) { counter += 1; return EngineSupport.uuid(counter) }
            let byRank = Dictionary(uniqueKeysWithValues: whole.entries.map { ($0.pairingNumber, $0.id) })
            for round in 1...record.roundCount {
                var state = whole
                state.rounds = whole.rounds.filter { $0.number < round }
                var sittingOut: [TournamentEntry.ID: TournamentResult] = [:]
                for entrant in record.entrants {
                    let entry = round <= entrant.rounds.count ? entrant.rounds[round - 1] : .absent
                    if entry.opponent == nil && entry.result != .pairingAllocatedBye {
                        sittingOut[byRank[entrant.startingRank]!] = entry.result
                    }
                }
                let plan = try state.nextRound(sittingOut: sittingOut, initialColour: colour)
                var games = plan.tables.map { $0.map(state.number) }
                games += plan.byes.filter { $0.value == .pairingAllocatedBye }.map { [state.number($0.key), 0] }
                #expect(games.sorted { $0.lexicographicallyPrecedes($1) } == DutchGeneratedTournamentTests.games(record, round: round),
                        "\(file) round \(round)")
                rounds += 1
            }
        }
        #expect(rounds > 100)
    }
}
