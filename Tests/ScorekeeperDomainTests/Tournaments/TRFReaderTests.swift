import Foundation
import ScorekeeperDomain
import Testing
import TestSupport

/// The TRF-16 reader on reports people and other programs write, and on hostile ones: line
/// endings, the byes written with 0000, and every contradiction or misplaced field refused at
/// its line and column.
@Suite struct TRFReaderTests {
    typealias T = TRFText

    /// Four entrants, two rounds played of three: games, a half-point bye and an absence.
    static let club = T.report(["XXR 3"], [
        T.player(1, "Ann", rating: "2100", fide: "1503014", points: "2.0", [T.block(2, "w", "1"), T.block(3, "b", "1")]),
        T.player(2, "Bo", rating: "2000", points: "0.5", [T.block(1, "b", "0"), T.block(nil, "-", "H")]),
        T.player(3, "Cy", rating: "1900", points: "0.5", [T.block(4, "w", "="), T.block(1, "w", "0")]),
        T.player(4, "Di", rating: "1800", points: "0.5", [T.block(3, "b", "="), T.block(nil, "-", "Z")]),
    ])

    @Test func crCRLFAndLFReadTheSame() throws {
        let lf = try TRF.read(Self.club)
        #expect(lf.entrants.count == 4 && lf.name == "Hostile" && lf.plannedRounds == 3)
        #expect(try TRF.read(Self.club.replacingOccurrences(of: "\n", with: "\r\n")) == lf)
        #expect(try TRF.read(Self.club.replacingOccurrences(of: "\n", with: "\r")) == lf)
        // A byte order mark, as some Windows programs write, is not part of the first line.
        #expect(try TRF.read("\u{FEFF}" + Self.club) == lf)
    }

    /// TRF-16's byes as written (U, H, F, Z, in either case), and the older marks with 0000 as
    /// bbpPairings reads them: + the pairing-allocated bye, = a half-point bye, - or a blank
    /// result an absence (a zero-point bye).
    @Test(arguments: [("U", TournamentResult.pairingAllocatedBye), ("u", .pairingAllocatedBye), ("H", .halfPointBye),
                      ("h", .halfPointBye), ("F", .fullPointBye), ("Z", .zeroPointBye), ("+", .pairingAllocatedBye),
                      ("=", .halfPointBye), ("-", .zeroPointBye), (" ", .zeroPointBye)] as [(Character, TournamentResult)])
    func everyByeWrittenWith0000ReadsAsItsBye(mark: Character, bye: TournamentResult) throws {
        let text = T.report(["XXR 1"], [
            T.player(1, "Ann", [T.block(2, "w", "1")]), T.player(2, "Bo", [T.block(1, "b", "0")]),
            T.player(3, "Cy", [T.block(nil, "-", mark)]),
        ])
        let record = try TRF.read(text)
        #expect(record.entrant(3)?.rounds == [.bye(bye)], "0000 - \(mark)")
        // Four blanks stand for 0000 as well.
        let blank = try TRF.read(text.replacingOccurrences(of: "0000 - ", with: "     - "))
        #expect(blank.entrant(3)?.rounds == [.bye(bye)], "blank opponent, - \(mark)")
        let state = TournamentState.imported(record: record, settings: TournamentSettings(format: .swiss)) { UUID() }
        let cy = try #require(state.entries.first { $0.name == "Cy" })
        #expect(state.rounds.first?.byes[cy.id] == bye)
    }

    @Test func aBlankRoundIsNoRoundAndALineCutAfterItsLastRoundIsNotShort() throws {
        let record = try TRF.read(T.report(["XXR 3"], [
            T.player(1, "Ann", [T.block(2, "w", "1"), T.block(3, "b", "1")]),
            T.player(2, "Bo", [T.block(1, "b", "0"), String(repeating: " ", count: 10)]),
            T.player(3, "Cy", [T.block(nil, "-", "U"), T.block(1, "w", "0")]).trimmingCharacters(in: .whitespaces),
        ]))
        #expect(record.entrant(2)?.rounds == [TournamentRoundEntry(opponent: 1, colour: .black, result: .loss), .absent, .absent])
        #expect(record.entrant(3)?.rounds.count == 3)
        let state = TournamentState.imported(record: record, settings: TournamentSettings(format: .swiss)) { UUID() }
        #expect(state.entries.first { $0.name == "Bo" }?.droppedAfterRound == 1)
    }

    @Test func fideIDsReadUpToElevenDigitsAndZeroIsNone() throws {
        let record = try TRF.read(T.report([], [
            T.player(1, "Ann", fide: "99999999"), T.player(2, "Bo", fide: "12345678901"), T.player(3, "Cy", fide: "0"),
        ]))
        #expect(record.entrants.map(\.fideID) == [99_999_999, 12_345_678_901, nil])
        let state = TournamentState.imported(record: record, settings: TournamentSettings(format: .swiss)) { UUID() }
        #expect(state.entries.map(\.fideID) == [99_999_999, 12_345_678_901, nil])
        // The report of the state writes them back.
        #expect(state.record.entrants.map(\.fideID) == [99_999_999, 12_345_678_901, nil])
    }

    /// One person per seat holds for a tournament: two of one name are two people only when
    /// their FIDE IDs differ. A report read only to be paired or checked may repeat a name (the
    /// engines' random tournaments do).
    @Test func twoOfOneNameWithDifferentFIDEIDsAreTwoEntrants() throws {
        let record = try TRF.readTournament(T.report([], [T.player(1, "Ann", fide: "1503014"), T.player(2, "Ann", fide: "2000001")]))
        #expect(record.entrants.map(\.name) == ["Ann", "Ann"])
        let namesakes = T.report([], [T.player(1, "Ann"), T.player(2, "Ann")])
        #expect(try TRF.read(namesakes).entrants.count == 2)
        #expect(throws: TRFError.self) { try TRF.readTournament(namesakes) }
    }

    /// A hostile report and where it is refused: the line, the column (nil for the file as a
    /// whole) and a word the message must say.
    struct Hostile: Sendable, CustomTestStringConvertible {
        var label: String
        var text: String
        var line: Int
        var column: Int?
        var words: [String]
        var testDescription: String { label }
    }

    static let hostile: [Hostile] = {
        let p = T.player, b = T.block
        let twoRounds = [p(1, "Ann", "", "", "0.0", [b(2, "w", "1"), b(2, "b", "0")]),
                         p(2, "Bo", "", "", "0.0", [b(1, "b", "0"), b(1, "w", "1")])]
        func named(_ rank: Int, _ name: String, fide: String = "", rating: String = "", _ rounds: [String] = []) -> String {
            p(rank, name, rating, fide, "0.0", rounds)
        }
        func report(_ header: [String], _ players: [String]) -> String { T.report(header, players) }
        return [
            Hostile(label: "empty", text: "", line: 1, column: nil, words: ["empty"]),
            Hostile(label: "only blank lines", text: "\n \r\n\n", line: 1, column: nil, words: ["empty"]),
            Hostile(label: "no player line", text: report(["XXR 3", "022 Bergen"], []), line: 3, column: nil, words: ["player line (001)"]),
            Hostile(label: "both claim the win", text: report([], [named(1, "Ann", [b(2, "w", "1")]), named(2, "Bo", [b(1, "b", "1")])]),
                    line: 3, column: 99, words: ["line 2"]),
            Hostile(label: "both forfeit wins", text: report([], [named(1, "Ann", [b(2, "w", "+")]), named(2, "Bo", [b(1, "b", "+")])]),
                    line: 3, column: 99, words: ["line 2"]),
            Hostile(label: "rated against unrated", text: report([], [named(1, "Ann", [b(2, "w", "1")]), named(2, "Bo", [b(1, "b", "L")])]),
                    line: 3, column: 99, words: ["line 2"]),
            Hostile(label: "a result against none", text: report([], [named(1, "Ann", [b(2, "w", "1")]), named(2, "Bo", [b(1, "b", " ")])]),
                    line: 3, column: 99, words: ["line 2"]),
            Hostile(label: "mismatched opponents", text: report([], [
                named(1, "Ann", [b(3, "w", "1")]), named(2, "Bo", [b(1, "b", "0")]), named(3, "Cy", [b(2, "w", "1")]),
            ]), line: 4, column: 92, words: ["line 2"]),
            Hostile(label: "an opponent's bye", text: report([], [named(1, "Ann", [b(2, "w", "1")]), named(2, "Bo", [b(nil, "-", "U")])]),
                    line: 3, column: 92, words: ["line 2"]),
            Hostile(label: "both white", text: report([], [named(1, "Ann", [b(2, "w", "1")]), named(2, "Bo", [b(1, "w", "0")])]),
                    line: 3, column: 97, words: ["line 2"]),
            Hostile(label: "a game without colours", text: report([], [named(1, "Ann", [b(2, "-", "1")]), named(2, "Bo", [b(1, "-", "0")])]),
                    line: 2, column: 97, words: ["colour"]),
            Hostile(label: "draw against loss", text: report([], [named(1, "Ann", [b(2, "w", "=")]), named(2, "Bo", [b(1, "b", "0")])]),
                    line: 3, column: 99, words: ["line 2"]),
            Hostile(label: "ragged columns", text: report([], [
                named(1, "Ann", [b(2, "w", "1"), b(3, "b", "1")]), named(2, "Bo", [b(1, "b", "0")]),
                named(3, "Cy", [b(nil, "-", "U"), b(1, "w", "0")]),
            ]), line: 3, column: 102, words: ["round 2"]),
            Hostile(label: "XXR 0", text: report(["XXR 0"], twoRounds), line: 2, column: 5, words: ["1 to 99"]),
            Hostile(label: "XXR 10000", text: report(["XXR 10000"], twoRounds), line: 2, column: 5, words: ["1 to 99"]),
            Hostile(label: "more played than planned", text: report(["XXR 1"], twoRounds), line: 3, column: 102, words: ["XXR"]),
            Hostile(label: "a hundred rounds", text: report([], [
                named(1, "Ann", Array(repeating: b(2, "w", "="), count: 100)), named(2, "Bo", Array(repeating: b(1, "b", "="), count: 100)),
            ]), line: 2, column: 1082, words: ["99"]),
            Hostile(label: "escape in a name", text: report([], [named(1, "Ann\u{1B}[2J"), named(2, "Bo")]), line: 2, column: 18,
                    words: ["control"]),
            Hostile(label: "direction override in a name", text: report([], [named(1, "Ann\u{202E}x"), named(2, "Bo")]), line: 2,
                    column: 18, words: ["direction"]),
            Hostile(label: "no name", text: report([], [named(1, ""), named(2, "Bo")]), line: 2, column: 15, words: ["name"]),
            Hostile(label: "starting rank 99999999", text: report([], [
                named(1, "Ann").replacingOccurrences(of: "001    1", with: "001 99999999"), named(2, "Bo"),
            ]), line: 2, column: 5, words: ["starting rank"]),
            Hostile(label: "rating -5", text: report([], [named(1, "Ann", rating: "-5"), named(2, "Bo")]), line: 2, column: 49,
                    words: ["rating", "0 to 9999"]),
            Hostile(label: "twelve-digit FIDE ID", text: report([], [named(1, "Ann"), named(2, "Bo", fide: "123456789012")]),
                    line: 3, column: 58, words: ["FIDE ID"]),
            Hostile(label: "coloured bye", text: report([], [named(1, "Ann", [b(nil, "w", "1")]), named(2, "Bo", [b(nil, "-", "U")])]),
                    line: 2, column: 97, words: ["colour"]),
            Hostile(label: "self-pairing", text: report([], [named(1, "Ann", [b(1, "w", "1")]), named(2, "Bo", [b(nil, "-", "U")])]),
                    line: 2, column: 92, words: ["own"]),
            Hostile(label: "0000 - 1", text: report([], [named(1, "Ann", [b(nil, "-", "1")]), named(2, "Bo", [b(nil, "-", "U")])]),
                    line: 2, column: 99, words: ["opponent"]),
            Hostile(label: "0000 - W", text: report([], [named(1, "Ann", [b(nil, "-", "W")]), named(2, "Bo", [b(nil, "-", "U")])]),
                    line: 2, column: 99, words: ["opponent"]),
            Hostile(label: "a bye with an opponent", text: report([], [named(1, "Ann", [b(2, "-", "H")]), named(2, "Bo", [b(1, "-", "H")])]),
                    line: 2, column: 92, words: ["0000"]),
            Hostile(label: "one person twice", text: report([], [named(1, "Ann", fide: "1503014"), named(2, "Bo"), named(3, "ann", fide: "1503014")]),
                    line: 4, column: 15, words: ["line 2"]),
            Hostile(label: "one name without FIDE IDs", text: report([], [named(1, "Ann"), named(2, "Ann")]), line: 3, column: 15,
                    words: ["line 2"]),
            Hostile(label: "one FIDE ID for two names", text: report([], [named(1, "Ann", fide: "1503014"), named(2, "Bo", fide: "1503014")]),
                    line: 3, column: 58, words: ["line 2"]),
        ]
    }()

    @Test(arguments: hostile)
    func aHostileReportIsRefusedAtItsLineAndColumn(_ hostile: Hostile) throws {
        let error = try #require(throws: TRFError.self) { try TRF.readTournament(hostile.text) }
        #expect(error.line == hostile.line, "\(error)")
        let place = "line \(hostile.line)" + (hostile.column.map { ", column \($0)" } ?? "") + ": "
        #expect(error.description.hasPrefix(place), "\(error) should start \(place)")
        for word in hostile.words {
            #expect(error.problem.contains(word), "\(error) should say \(word)")
        }
        #expect(!error.problem.contains("\n"))
    }
}
