import Foundation
import Testing
import TestSupport

/// `scorekeeper tournament import` run as the real binary on hostile reports: each is refused in
/// one line naming the file, the line and (where one applies) the column, with a non-zero exit
/// and the database exactly as it was; and the reports it must read (any line ending, every bye
/// TRF-16 writes with 0000, two people of one name told apart by their FIDE IDs) come in whole.
@Suite struct TournamentImportCommandTests: ClubFileSuite {
    let club: ClubFile

    init() throws {
        club = try ClubFile()
    }

    /// The whole database as the sqlite3 shell writes it.
    func dump() throws -> String {
        let result = try CommandRunner.run("/usr/bin/sqlite3", ["-batch", db, ".dump"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// Runs SQL with the sqlite3 shell, as another program would.
    func sql(_ query: String) throws -> String {
        try CommandRunner.run("/usr/bin/sqlite3", ["-batch", db, query]).stdout
    }

    /// Four entrants, two rounds played of three: games, a half-point bye and an absence.
    static let club = TRFText.report(["XXR 3"], [
        p(1, "Ann", rating: "2100", points: "2.0", [b(2, "w", "1"), b(3, "b", "1")]),
        p(2, "Bo", rating: "2000", points: "0.5", [b(1, "b", "0"), b(nil, "-", "H")]),
        p(3, "Cy", rating: "1900", points: "0.5", [b(4, "w", "="), b(1, "w", "0")]),
        p(4, "Di", rating: "1800", points: "0.5", [b(3, "b", "="), b(nil, "-", "Z")]),
    ])

    // MARK: Hostile reports

    /// Where a refusal must point.
    enum Place {
        /// "FILE:LINE: " or "FILE:LINE:COLUMN: ".
        case at(line: Int, column: Int?)
        /// Some line of the file (random bytes: wherever the first trouble is).
        case someLine
        /// The file as a whole, as every command reading a file refuses an empty one.
        case file
    }

    /// One hostile report: refused on one line naming the file and `place`, saying `words`,
    /// with a non-zero exit, and the database unchanged.
    func expectRefused(_ label: String, _ bytes: Data, _ place: Place, saying words: [String] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.file("\(label).trf")
        try bytes.write(to: URL(fileURLWithPath: file))
        let before = try dump()
        // Each under a name of its own, so that no refusal hides behind a name taken by an earlier file.
        let result = try run("tournament", "import", file, "--name", label)
        #expect(result.status != 0, "\(label): imported: \(result.stdout)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(label): \(result.stdout)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(label): one line: \(result.stderr)", sourceLocation: sourceLocation)
        let message = String(lines.first ?? "")
        switch place {
        case let .at(line, column):
            let start = "Error: \(file):\(line)" + (column.map { ":\($0)" } ?? "") + ": "
            #expect(message.hasPrefix(start), "\(label): \(message) should start \(start)", sourceLocation: sourceLocation)
        case .someLine:
            #expect(message.hasPrefix("Error: \(file):") && message.range(of: #"\.trf:[0-9]+(:[0-9]+)?: \S"#, options: .regularExpression) != nil,
                    "\(label): \(message)", sourceLocation: sourceLocation)
        case .file:
            #expect(message.hasPrefix("Error: ") && message.contains(file), "\(label): \(message)", sourceLocation: sourceLocation)
        }
        for word in words {
            #expect(message.contains(word), "\(label): \(message) should say \(word)", sourceLocation: sourceLocation)
        }
        #expect(!message.contains("CHECK") && !message.contains("Database error"), "\(label): \(message)", sourceLocation: sourceLocation)
        #expect(try dump() == before, "\(label) changed the database", sourceLocation: sourceLocation)
    }

    @Test func hostileReportsAreRefusedByFileLineAndColumnAndChangeNothing() throws {
        try ok("tournament", "add", "Club", "--format", "swiss")
        try ok("tournament", "join", "Club", "Ann", "Bo")
        /// A report of `players` after its name (line 1) and `header`, as UTF-8.
        func report(_ players: String..., header: [String] = []) -> Data { Data(TRFText.report(header, players).utf8) }

        try expectRefused("empty", Data(), .file, saying: ["empty"])
        try expectRefused("blank-lines", Data("\n  \r\n\n".utf8), .at(line: 1, column: nil), saying: ["empty"])
        var random = SeededRandom(seed: SeededRandom.baseSeed)
        let noise = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) })
        try expectRefused("random-\(SeededRandom.baseSeed)", noise, .someLine)
        try expectRefused("no-player-line", report(header: ["XXR 3", "022 Bergen"]), .at(line: 3, column: nil), saying: ["player line (001)"])

        // Contradictions between two players' lines: the later line is named, the earlier in the words.
        try expectRefused("both-claim-the-win", report(p(1, "Ann", [b(2, "w", "1")]), p(2, "Bo", [b(1, "b", "1")])),
                          .at(line: 3, column: 99), saying: ["line 2"])
        try expectRefused("mismatched-opponents", report(p(1, "Ann", [b(3, "w", "1")]), p(2, "Bo", [b(1, "b", "0")]), p(3, "Cy", [b(2, "w", "1")])),
                          .at(line: 4, column: 92), saying: ["line 2"])
        try expectRefused("both-white", report(p(1, "Ann", [b(2, "w", "1")]), p(2, "Bo", [b(1, "w", "0")])),
                          .at(line: 3, column: 97), saying: ["line 2"])
        try expectRefused("draw-against-loss", report(p(1, "Ann", [b(2, "w", "=")]), p(2, "Bo", [b(1, "b", "0")])),
                          .at(line: 3, column: 99), saying: ["line 2"])
        try expectRefused("ragged-columns", report(p(1, "Ann", [b(2, "w", "1"), b(3, "b", "1")]), p(2, "Bo", [b(1, "b", "0")]),
                                                   p(3, "Cy", [b(nil, "-", "U"), b(1, "w", "0")])),
                          .at(line: 3, column: 102), saying: ["round 2"])

        // Rounds: planned 1 to 99, never fewer than played, never more than 99 played.
        let ann = p(1, "Ann", [b(2, "w", "1"), b(2, "b", "0")]), bo = p(2, "Bo", [b(1, "b", "0"), b(1, "w", "1")])
        try expectRefused("xxr-0", report(ann, bo, header: ["XXR 0"]), .at(line: 2, column: 5), saying: ["1 to 99"])
        try expectRefused("xxr-10000", report(ann, bo, header: ["XXR 10000"]), .at(line: 2, column: 5), saying: ["1 to 99"])
        try expectRefused("more-played-than-planned", report(ann, bo, header: ["XXR 1"]), .at(line: 3, column: 102), saying: ["XXR"])
        try expectRefused("ten-thousand-rounds", report(p(1, "Ann", Array(repeating: b(2, "w", "="), count: 10_000)),
                                                        p(2, "Bo", Array(repeating: b(1, "b", "="), count: 10_000))),
                          .at(line: 2, column: 92 + 99 * 10), saying: ["99"])

        // Fields: where the field is and what it must hold.
        try expectRefused("not-utf8-name", TRFText.latin1(TRFText.report([], [p(1, "Ann\u{9B}[2J"), p(2, "Bo")])),
                          .at(line: 2, column: 18), saying: ["UTF-8"])
        let wideRank = p(1, "Ann").replacingOccurrences(of: "001    1", with: "001 99999999")
        try expectRefused("starting-rank-99999999", report(wideRank, p(2, "Bo")), .at(line: 2, column: 5), saying: ["starting rank"])
        try expectRefused("rating-minus-5", report(p(1, "Ann", rating: "-5"), p(2, "Bo")), .at(line: 2, column: 49),
                          saying: ["rating", "0 to 9999"])
        try expectRefused("fide-id-12-digits", report(p(1, "Ann"), p(2, "Bo", fide: "123456789012")), .at(line: 3, column: 58),
                          saying: ["FIDE ID"])

        // Byes: no colour, no opponent of their own, no game's result without an opponent.
        try expectRefused("coloured-bye", report(p(1, "Ann", [b(nil, "w", "1")]), p(2, "Bo", [b(nil, "-", "U")])),
                          .at(line: 2, column: 97), saying: ["colour"])
        try expectRefused("self-pairing", report(p(1, "Ann", [b(1, "w", "1")]), p(2, "Bo", [b(nil, "-", "U")])),
                          .at(line: 2, column: 92), saying: ["own"])
        try expectRefused("win-without-opponent", report(p(1, "Ann", [b(nil, "-", "1")]), p(2, "Bo", [b(nil, "-", "U")])),
                          .at(line: 2, column: 99), saying: ["opponent"])
        try expectRefused("loss-without-opponent", report(p(1, "Ann", [b(nil, "-", "0")]), p(2, "Bo", [b(nil, "-", "U")])),
                          .at(line: 2, column: 99), saying: ["opponent"])
        try expectRefused("bye-with-opponent", report(p(1, "Ann", [b(2, "-", "H")]), p(2, "Bo", [b(1, "-", "H")])),
                          .at(line: 2, column: 92), saying: ["0000"])

        // One person per seat.
        try expectRefused("one-person-twice", report(p(1, "Ann", fide: "1503014"), p(2, "Bo"), p(3, "ann", fide: "1503014")),
                          .at(line: 4, column: 15), saying: ["line 2"])
        try expectRefused("one-name-no-ids", report(p(1, "Ann"), p(2, "Ann")), .at(line: 3, column: 15), saying: ["line 2"])
        #expect(try sql("SELECT count(*) FROM tournaments") == "1\n")
    }

    /// Into a file that does not exist yet: a refused report makes no file; a report that reads
    /// makes it, with the tournament as an import into a file that exists writes it.
    @Test func aNewFileIsMadeOnlyByAReportThatImports() throws {
        let newFile = directory.file("new.sqlite")
        let refused = directory.file("one-name-no-ids.trf")
        try Data(TRFText.report([], [p(1, "Ann"), p(2, "Ann")]).utf8).write(to: URL(fileURLWithPath: refused))
        let refusal = try CommandRunner.scorekeeper(["tournament", "import", refused, "--db", newFile])
        #expect(refusal.status != 0 && refusal.stderr.hasPrefix("Error: \(refused):3:15: "), "\(refusal.stderr)")
        #expect(!FileManager.default.fileExists(atPath: newFile))

        let report = directory.file("club.trf")
        try Data(Self.club.utf8).write(to: URL(fileURLWithPath: report))
        let made = try CommandRunner.scorekeeper(["tournament", "import", report, "--name", "Club", "--db", newFile])
        #expect(made.status == 0 && made.stdout == "Imported Club: 4 entrants, 2 rounds played.\n", "\(made.stderr)")
        // The new file only: no copy left beside it under another name.
        let beside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains("new.sqlite") }
        #expect(beside == ["new.sqlite"], "\(beside)")
        try ok("game", "add", "Hearts")
        try ok("tournament", "import", report, "--name", "Club")
        let exported = try CommandRunner.scorekeeper(["tournament", "export", "Club", "--trf", "--db", newFile])
        let existing = try ok("tournament", "export", "Club", "--trf")
        #expect(exported.status == 0 && exported.stdout == existing)
        #expect(exported.stdout.contains("Ann"))
    }

    // MARK: Reports that must read

    @Test func crCRLFAndLFReportsImportTheSame() throws {
        let endings = ["LF": "\n", "CRLF": "\r\n", "CR": "\r"]
        for (name, ending) in endings {
            let file = directory.file("\(name).trf")
            try Data(Self.club.replacingOccurrences(of: "\n", with: ending).utf8).write(to: URL(fileURLWithPath: file))
            #expect(try ok("tournament", "import", file, "--name", name) == "Imported \(name): 4 entrants, 2 rounds played.\n")
        }
        let exports = try endings.keys.sorted().map { name in
            try ok("tournament", "export", name, "--trf").replacingOccurrences(of: "012 \(name)\n", with: "012 Club\n")
        }
        #expect(Set(exports).count == 1, "\(exports)")
        let standings = try endings.keys.map { try ok("tournament", "standings", $0) }
        #expect(Set(standings).count == 1 && standings[0].contains("Ann"))
        // The report's own name (012) reads without its line ending.
        let crlf = directory.file("named.trf")
        try Data(Self.club.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: URL(fileURLWithPath: crlf))
        #expect(try ok("tournament", "import", crlf).hasPrefix("Imported Hostile: 4 entrants"))
    }

    /// Every bye and absence written with 0000 reads as the bye it stands for: U, H, F, Z as
    /// written; the older marks as bbpPairings reads them (+ the pairing-allocated bye, = a
    /// half-point bye, - and a blank result an absence).
    @Test func everyByeWrittenWith0000ReadsAsItsBye() throws {
        let marks: [(name: String, result: Character, bye: String, points: String)] = [
            ("Cy", "U", "U", "1"), ("Di", "H", "H", "0.5"), ("Ed", "F", "F", "1"), ("Fay", "Z", "Z", "0"),
            ("Gus", "+", "U", "1"), ("Hal", "-", "Z", "0"), ("Ivy", "=", "H", "0.5"), ("Jo", " ", "Z", "0"),
            ("Kim", "u", "U", "1"), ("Lou", "h", "H", "0.5"),
        ]
        var players = [p(1, "Ann", points: "1.0", [b(2, "w", "1")]), p(2, "Bo", [b(1, "b", "0")])]
        for (index, mark) in marks.enumerated() {
            players.append(p(index + 3, mark.name, [b(nil, "-", mark.result)]))
        }
        let file = directory.file("byes.trf")
        try Data(TRFText.report(["XXR 2"], players).utf8).write(to: URL(fileURLWithPath: file))
        try ok("tournament", "import", file)
        let shown = try run("tournament", "show", "Hostile", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: shown.stdoutData) as? [String: Any])
        let round = try #require((json["rounds"] as? [[String: Any]])?.first)
        let byes = try #require(round["byes"] as? [String: String])
        let standings = try #require(json["standings"] as? [[String: Any]])
        for mark in marks {
            #expect(byes[mark.name] == mark.bye, "\(mark.name) \(mark.result): \(byes)")
            let points = standings.first { $0["name"] as? String == mark.name }?["points"] as? String
            #expect(points == mark.points, "\(mark.name) \(mark.result): \(points ?? "none")")
        }
        #expect(try sql("SELECT group_concat(result, '') FROM (SELECT result FROM tournamentByes ORDER BY result)") == "FHHHUUUZZZ\n")
    }

    /// Two entrants of one name with different FIDE IDs are two people: each linked to their own
    /// person, shown apart wherever names are shown, chosen by pairing number or FIDE ID, and
    /// written back with their FIDE IDs.
    @Test func twoPeopleOfOneNameAreToldApartByTheirFIDEIDs() throws {
        let file = directory.file("two-anns.trf")
        try Data(TRFText.report(["XXR 3"], [
            p(1, "Ann", rating: "2100", fide: "1503014", points: "1.0", [b(3, "w", "1")]),
            p(2, "Ann", rating: "2050", fide: "99999999", points: "0.5", [b(4, "b", "=")]),
            p(3, "Bo", rating: "2000", [b(1, "b", "0")]),
            p(4, "Cy", rating: "1900", points: "0.5", [b(2, "w", "=")]),
        ]).utf8).write(to: URL(fileURLWithPath: file))
        #expect(try ok("tournament", "import", file) == "Imported Hostile: 4 entrants, 1 round played.\n")
        #expect(try sql("SELECT fideID FROM tournamentEntries ORDER BY startingRank") == "1503014\n99999999\n\n\n")
        #expect(try sql("SELECT count(DISTINCT personID) FROM tournamentEntries WHERE name = 'Ann'") == "2\n")
        #expect(try sql("SELECT count(*) FROM people WHERE name = 'Ann'") == "2\n")

        let standings = try ok("tournament", "standings", "Hostile")
        #expect(standings.contains("Ann (FIDE 1503014)") && standings.contains("Ann (FIDE 99999999)"), "\(standings)")
        #expect(standings.contains("Bo") && !standings.contains("Bo (FIDE"), "\(standings)")
        let round = try ok("tournament", "show", "Hostile", "--round", "1")
        #expect(round.contains("Ann (FIDE 1503014) – Bo") && round.contains("Cy – Ann (FIDE 99999999)"), "\(round)")

        // The export writes the FIDE IDs in columns 58-68, and reads back to the same report.
        let exported = directory.file("exported.trf")
        try ok("tournament", "export", "Hostile", "--trf", exported)
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        let ids = text.split(separator: "\n").filter { $0.hasPrefix("001") }.map {
            String(String.UnicodeScalarView(Array($0.unicodeScalars)[57..<68])).trimmingCharacters(in: .whitespaces)
        }
        #expect(ids == ["1503014", "99999999", "", ""])
        try ok("tournament", "import", exported, "--name", "Again")
        #expect(try ok("tournament", "export", "Again", "--trf").replacingOccurrences(of: "012 Again\n", with: "012 Hostile\n") == text)
        // Imported again, each Ann is linked to the person their FIDE ID was linked to before.
        #expect(try sql("SELECT count(DISTINCT personID) FROM tournamentEntries WHERE name = 'Ann'") == "2\n")

        // A name two entrants share chooses neither: the refusal lists them; a number chooses.
        let ambiguous = try run("tournament", "drop", "Hostile", "Ann")
        #expect(ambiguous.status != 0)
        #expect(ambiguous.stderr.contains("1503014") && ambiguous.stderr.contains("99999999")
                && ambiguous.stderr.contains("number 1") && ambiguous.stderr.contains("number 2"), "\(ambiguous.stderr)")
        #expect(ambiguous.stderr.split(separator: "\n").count == 1)
        #expect(try ok("tournament", "drop", "Hostile", "99999999").hasPrefix("Ann (FIDE 99999999) drops after round 1"))
        #expect(try ok("tournament", "drop", "Hostile", "Ann (FIDE 1503014)").hasPrefix("Ann (FIDE 1503014) drops after round 1"))
        #expect(try sql("SELECT startingRank, droppedAfterRound FROM tournamentEntries WHERE tournamentID = (SELECT id FROM tournaments WHERE name = 'Hostile') AND droppedAfterRound IS NOT NULL ORDER BY startingRank")
                == "1|1\n2|1\n")
    }
}

/// A player line (`TRFText.player`), short for the reports written above.
private func p(_ rank: Int, _ name: String, rating: String = "", fide: String = "", points: String = "0.0",
               _ rounds: [String] = []) -> String {
    TRFText.player(rank, name, rating: rating, fide: fide, points: points, rounds)
}

/// A round's block (`TRFText.block`).
private func b(_ opponent: Int?, _ colour: Character, _ result: Character) -> String {
    TRFText.block(opponent, colour, result)
}
