import Foundation
import ScorekeeperDomain
import Testing

/// FIDE tie-breaks computed from TRF files equal an independent implementation's (gacrux), for
/// every entrant of every fixture tournament and every tie-break code.
@Suite struct TournamentTieBreakTests {
    @Test func everyFixtureTieBreakEqualsTheReference() throws {
        let bundle = try TournamentFixtures.bundle()
        #expect(bundle.tournaments.count >= 200)
        var comparison = TieBreakComparison()
        for tournament in bundle.tournaments {
            let record = try TRF.read(TournamentFixtures.text(of: tournament.file))
            for (code, expected) in tournament.tiebreaks {
                #expect(expected.count == record.entrants.count, "\(tournament.file) \(code): one value per entrant")
            }
            try comparison.compare(file: tournament.file, record: record, rules: tournament.rules,
                                   expected: tournament.tiebreaks.mapValues { values in { values[String($0)] ?? nil } })
        }
        print(comparison.summary(tournaments: bundle.tournaments.count))
        #expect(comparison.mismatches.isEmpty, "\(comparison.mismatches.count) mismatches, first: \(comparison.mismatches.prefix(15).joined(separator: "; "))")
        #expect(Set(comparison.comparedByCode.keys).isSuperset(of: ["PTS", "BH", "BH/C1", "BH/M1", "SB", "DE", "WIN", "ARO"]))
        #expect(comparison.compared == comparison.matched)
    }

    /// The fixtures cover what the tie-breaks treat specially, so the comparison above means something.
    @Test func theFixturesCoverByesForfeitsAbsencesAndBothRuleEditions() throws {
        let bundle = try TournamentFixtures.bundle()
        var results: [TournamentResult: Int] = [:]
        var rules: [TieBreakRules: Int] = [:]
        var sizes: Set<Int> = []
        var roundCounts: Set<Int> = []
        var withoutARO = 0
        for tournament in bundle.tournaments {
            let record = try TRF.read(TournamentFixtures.text(of: tournament.file))
            if TieBreakCalculator(record: record).values(.averageRatingOfOpponents).allSatisfy({ $0 == nil }) { withoutARO += 1 }
            for entrant in record.entrants {
                for entry in entrant.rounds { results[entry.result, default: 0] += 1 }
            }
            rules[TieBreakRules(startDate: record.startDate), default: 0] += 1
            sizes.insert(record.entrants.count)
            roundCounts.insert(record.roundCount)
        }
        for result: TournamentResult in [.forfeitWin, .forfeitLoss, .halfPointBye, .fullPointBye, .pairingAllocatedBye,
                                         .zeroPointBye, .notPlayed, .unratedWin, .unratedDraw, .unratedLoss] {
            #expect(results[result, default: 0] > 0, "some fixture has \(result)")
        }
        #expect(rules[.fide2024, default: 0] > 0 && rules[.fide2026, default: 0] > 0)
        #expect(sizes.min()! == 10 && sizes.max()! == 100 && sizes.contains { $0 % 2 == 1 })
        // An unrated entrant leaves ARO undefined for everyone.
        #expect(withoutARO > 0)
        #expect(roundCounts.min()! == 5 && roundCounts.max()! == 11)
    }

    /// A small tournament worked by hand: a forfeit, a half-point bye and a withdrawal.
    @Test func aSmallTournamentWorkedByHand() throws {
        let text = """
        012 Hand
        XXR 3
        001    1      A                                 2000                             2.5    1     2 w 1     3 b =     4 w +  
        001    2      B                                 1900                             1.5    2     1 b 0  0000 - H     3 w 1  
        001    3      C                                 1800                             1.5    3     4 b 1     1 w =     2 b 0  
        001    4      D                                 1700                             0.0    4     3 w 0  0000 - Z     1 b -  

        """
        let record = try TRF.read(text)
        let calculator = TieBreakCalculator(record: record, rules: .fide2024)
        #expect(calculator.values(.points) == [5, 3, 3, 0].map { TieBreakValue(halves: $0) })
        // Opponents count D's absence in round 2 as a draw (it comes after D's last round not
        // voluntarily unplayed, and has no opponent), but the forfeit in round 3 as scored:
        // D's adjusted score is 0.5. A's forfeit win adds A's own 2.5 (the dummy opponent).
        // A: B 1.5 + C 1.5 + 2.5 = 5.5; B: A 2.5 + bye 1.5 + C 1.5 = 5.5;
        // C: D 0.5 + A 2.5 + B 1.5 = 4.5; D: C 1.5 + 0 + 0 = 1.5.
        #expect(calculator.values(.buchholz()) == [22, 22, 18, 6].map { TieBreakValue(quarters: $0) })
        // Cutting one: B's half-point bye is voluntarily unplayed and adds no more than B's
        // lowest, so the bye goes; the others lose their lowest.
        #expect(calculator.values(.buchholz(cutLowest: 1)) == [16, 16, 16, 6].map { TieBreakValue(quarters: $0) })
        // From 2026 the dummy opponent of a forfeit scores no more than the forfeiter (D, 0.5).
        let newer = TieBreakCalculator(record: record, rules: .fide2026)
        #expect(newer.values(.buchholz())[0] == TieBreakValue(quarters: 14))
        #expect(calculator.values(.wins) == [2, 1, 1, 0].map { TieBreakValue(whole: $0) })
        #expect(calculator.values(.gamesWon) == [1, 1, 1, 0].map { TieBreakValue(whole: $0) })
        // C met 1700, 2000 and 1900: 1866.67 rounds to 1867.
        #expect(calculator.values(.averageRatingOfOpponents) == [1850, 1900, 1867, 1800].map { TieBreakValue(whole: $0) })
        // B and C are tied on 1.5 and B beat C.
        #expect(calculator.values(.directEncounter) == [0, 1, 2, 0].map { TieBreakValue(whole: $0) })
    }
}
