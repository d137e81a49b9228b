import Foundation
import ScorekeeperDomain
import Testing

/// Reading and writing TRF-16: every fixture file reads, writes back with the same player lines
/// byte for byte and reads again to the same record; damaged lines are refused by line and column.
@Suite struct TRFTests {
    @Test func everyFixtureRoundTripsAndKeepsItsPlayerLines() throws {
        let bundle = try TournamentFixtures.bundle()
        var lines = 0
        for tournament in bundle.tournaments {
            let text = try TournamentFixtures.text(of: tournament.file)
            let record = try TRF.read(text)
            #expect(record.entrants.count == tournament.players, "\(tournament.file)")
            #expect(record.roundCount == tournament.rounds, "\(tournament.file)")
            let written = TRF.write(record)
            #expect(try TRF.read(written) == record, "\(tournament.file) reads back the same")
            let original = text.split(separator: "\n").filter { $0.hasPrefix("001") }
            let rewritten = written.split(separator: "\n").filter { $0.hasPrefix("001") }
            #expect(original == rewritten, "\(tournament.file): player lines byte for byte")
            // The whole file too: the generator writes the header records in TRF's order.
            #expect(written == text, "\(tournament.file): whole file")
            lines += original.count
        }
        print("TRF: \(bundle.tournaments.count) files, \(lines) player lines written back byte for byte")
    }

    @Test func aRecordBuiltInCodeWritesAndReadsBack() throws {
        let record = TournamentRecord(
            name: "Club Swiss", startDate: "2026/04/01", endDate: "2026/04/03", statedEntrantCount: 3,
            statedRatedEntrantCount: 2, type: "Individual: Swiss-System", plannedRounds: 2,
            otherLines: ["022 Bergen", "XXC white1"],
            entrants: [
                TournamentEntrant(startingRank: 1, name: "Berg, Åse", rating: 2105, sex: "w", title: "WFM", federation: "NOR",
                                  fideID: 1_503_014, birthDate: "1990/02/03", statedHalfPoints: 3, statedRank: 1,
                                  rounds: [TournamentRoundEntry(opponent: 2, colour: .white, result: .draw), .bye(.pairingAllocatedBye)]),
                TournamentEntrant(startingRank: 2, name: "Dahl, Ola", rating: 1800, statedHalfPoints: 1, statedRank: 2,
                                  rounds: [TournamentRoundEntry(opponent: 1, colour: .black, result: .draw),
                                           TournamentRoundEntry(opponent: 3, colour: .white, result: .forfeitLoss)]),
                TournamentEntrant(startingRank: 3, name: "Eik, Kari", statedHalfPoints: 2, statedRank: 3,
                                  rounds: [.absent, TournamentRoundEntry(opponent: 2, colour: .black, result: .forfeitWin)]),
            ])
        let text = TRF.write(record)
        #expect(try TRF.read(text) == record)
        let berg = try #require(text.split(separator: "\n").first { $0.hasPrefix("001    1") })
        let columns = Array(berg.unicodeScalars)
        func at(_ from: Int, _ to: Int) -> String { String(String.UnicodeScalarView(columns[(from - 1)..<to])) }
        #expect(at(10, 10) == "w" && at(11, 13) == "WFM" && at(15, 23) == "Berg, Åse")
        #expect(at(49, 52) == "2105" && at(54, 56) == "NOR" && at(58, 68) == "    1503014" && at(70, 79) == "1990/02/03")
        #expect(at(81, 84) == " 1.5" && at(86, 89) == "   1" && at(92, 101) == "   2 w =  " && at(102, 111) == "0000 - U  ")
    }

    @Test(arguments: [
        ("001   x1      Jones,Maxime                      2532                             4.0    1", 3, 5, "starting rank"),
        ("001    1      Jones,Maxime                      25x2                             4.0    1", 3, 49, "rating"),
        ("001    1      Jones,Maxime                      2532                             4.3    1", 3, 81, "points"),
        ("001    1      Jones,Maxime                      2532                             4.0    1     2 b Q  ", 3, 99, "result"),
        ("001    1      Jones,Maxime                      2532                             4.0    1     2 x 1  ", 3, 97, "colour"),
        ("001    1      Jones,Maxime                      2532                             4.0    1     9 b 1  ", 3, 92, "opponent 9"),
        ("001    1      Jones,Maxime                      2532                             4.0    1    a2 b 1  ", 3, 92, "opponent"),
    ])
    func aDamagedPlayerLineIsRefusedByItsNumber(line: String, number: Int, column: Int, problem: String) throws {
        let text = "012 Damaged\nXXR 1\n\(line)\n001    2      Other                             2000                             0.0    2     1 w 0  \n"
        let error = try #require(throws: TRFError.self) { try TRF.read(text) }
        #expect(error.line == number)
        #expect(error.problem.contains(problem), "\(error)")
        #expect(error.column == column && error.description.hasPrefix("line \(number), column \(column): "))
    }

    @Test func otherDamagedLinesAreRefusedByTheirNumbers() throws {
        let player = "001    1      A                                 2000                             0.0    1"
        var error = try #require(throws: TRFError.self) { try TRF.read("012 T\n\nXXR nine\n\(player)\n") }
        #expect(error.line == 3 && error.problem.contains("rounds"))
        error = try #require(throws: TRFError.self) { try TRF.read("012 T\n062 many\n\(player)\n") }
        #expect(error.line == 2)
        error = try #require(throws: TRFError.self) { try TRF.read("012 T\n\(player)\n\(player)\n") }
        #expect(error.line == 3 && error.problem.contains("line 2"))
        // Unknown records are kept, not refused.
        let record = try TRF.read("012 T\n999 something new\n\(player)\n")
        #expect(record.otherLines == ["999 something new"])
    }

    @Test func aLineCutShortReadsAsBlankRounds() throws {
        let text = "012 T\nXXR 3\n001    1      A                                 2000                             1.0    1     2 w 1\n"
            + "001    2      B                                 2000                             0.0    2     1 b 0\n"
        let record = try TRF.read(text)
        #expect(record.entrants[0].rounds == [TournamentRoundEntry(opponent: 2, colour: .white, result: .win), .absent, .absent])
        #expect(record.entrants[0].statedHalfPoints == 2)
    }
}
