import Foundation
import Testing
import TestSupport

/// `tournament export --trf|--csv` and `tournament standings --csv` run as the real binary: the
/// report states each player's rank as the standings give it, its rounds and its dates, and
/// reads back; the CSVs, read by an RFC 4180 reader, say what `tournament show --json` says,
/// for every format.
@Suite struct TournamentExportCommandTests: ClubFileSuite {
    let club: ClubFile

    init() throws {
        club = try ClubFile()
    }

    func showJSON(_ tournament: String) throws -> [String: Any] {
        let shown = try run(["tournament", "show", tournament, "--json"])
        return try #require(try JSONSerialization.jsonObject(with: shown.stdoutData) as? [String: Any])
    }

    /// The standings as `--json` gives them: name → (rank, points).
    func standings(_ tournament: String) throws -> [String: (rank: Int, points: String)] {
        let json = try showJSON(tournament)
        var byName: [String: (rank: Int, points: String)] = [:]
        for line in (json["standings"] as? [[String: Any]]) ?? [] {
            byName[line["name"] as? String ?? "?"] = (line["rank"] as? Int ?? 0, line["points"] as? String ?? "")
        }
        return byName
    }

    /// The pairing stamps of a tournament's rounds, from the file, as the date TRF-16 writes.
    func roundDays(_ tournament: String) throws -> [String] {
        let stamps = try CommandRunner.run("/usr/bin/sqlite3", ["-batch", db, """
            SELECT min("t"."createdAt") FROM "tournamentTables" "t" JOIN "tournaments" "n" ON "n"."id" = "t"."tournamentID"
            WHERE "n"."name" = '\(tournament)' GROUP BY "t"."round" ORDER BY "t"."round"
            """]).stdout.split(separator: "\n").map(String.init)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = TimeZone(identifier: "UTC")
        parser.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return try stamps.map { stamp in
            let date = try #require(parser.date(from: stamp), "\(stamp)")
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d/%02d/%02d", parts.year!, parts.month!, parts.day!)
        }
    }

    /// A Swiss of five (a bye each round) with no planned rounds, two rounds played.
    func playSwiss() throws {
        try ok("tournament", "add", "Club", "--format", "swiss")
        for (index, name) in ["Ann", "Bo", "Cy", "Di", "Eve"].enumerated() {
            try ok("tournament", "join", "Club", name, "--rating", String(2000 - 100 * index))
        }
        for round in 1...2 {
            try ok("tournament", "pair", "Club")
            try ok("tournament", "result", "Club", "1", round == 1 ? "1-0" : "½-½")
            try ok("tournament", "result", "Club", "2", "0-1")
        }
    }

    @Test func theReportStatesRanksRoundsAndDatesAndReadsBack() throws {
        try playSwiss()
        let report = directory.file("club.trf")
        try ok("tournament", "export", "Club", "--trf", report)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        // No rounds were planned: XXR says the rounds played.
        #expect(lines.contains("XXR 2"), "\(text)")
        // The dates: the days rounds 1 and 2 were paired.
        let days = try roundDays("Club")
        #expect(days.count == 2)
        #expect(lines.contains("042 \(days[0])") && lines.contains("052 \(days[1])"), "\(text)")
        let roundDates = try #require(lines.first { $0.hasPrefix("132") }, "no 132 line: \(text)")
        let dateLine = Array(roundDates)
        #expect(String(dateLine[91..<99]) == String(days[0].dropFirst(2)), "\(roundDates)")
        #expect(String(dateLine[101..<109]) == String(days[1].dropFirst(2)), "\(roundDates)")
        // Each player line's rank (columns 86-89) is the one the standings give.
        let shown = try standings("Club")
        let players = lines.filter { $0.hasPrefix("001") }.map { Array($0) }
        #expect(players.count == 5)
        for line in players {
            let name = String(line[14..<47]).trimmingCharacters(in: .whitespaces)
            let rank = Int(String(line[85..<89]).trimmingCharacters(in: .whitespaces))
            #expect(rank != nil && rank == shown[name]?.rank, "\(name): \(String(line))")
        }
        #expect(Set(players.compactMap { Int(String($0[85..<89]).trimmingCharacters(in: .whitespaces)) }).contains(1))
        // Read back, it is the same tournament: the same standings, the same ranks.
        try ok("tournament", "import", report, "--name", "Club again")
        let again = try standings("Club again")
        #expect(again.mapValues(\.rank) == shown.mapValues(\.rank) && again.mapValues(\.points) == shown.mapValues(\.points))
        let reread = try ok("tournament", "export", "Club again", "--trf").split(separator: "\n")
        #expect(reread.filter { $0.hasPrefix("001") } == lines.filter { $0.hasPrefix("001") }.map { Substring($0) })
        #expect(reread.contains("XXR 2"))
    }

    /// Reads a results CSV and checks it line by line against `tournament show --json`: every
    /// table's seats in order with their place and result, every bye.
    func expectResults(_ tournament: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String]] {
        let output = try run(["tournament", "export", tournament, "--csv"])
        #expect(output.status == 0, "\(output.stderr)", sourceLocation: sourceLocation)
        let records = CSVReader.records(output.stdout)
        #expect(records.first == ["round", "table", "seat", "person", "score", "points", "place", "result"], sourceLocation: sourceLocation)
        let rows = Array(records.dropFirst())
        var expected: [[String]] = []
        for round in (try showJSON(tournament)["rounds"] as? [[String: Any]]) ?? [] {
            let number = String(round["number"] as? Int ?? 0)
            for table in (round["tables"] as? [[String: Any]]) ?? [] {
                for (seat, name) in ((table["seats"] as? [String]) ?? []).enumerated() {
                    expected.append([number, String(table["number"] as? Int ?? 0), String(seat + 1), name,
                                     (table["result"] as? String) ?? "playing"])
                }
            }
            for name in ((round["byes"] as? [String: String]) ?? [:]).keys.sorted() {
                expected.append([number, "", "", name])
            }
        }
        let seen = rows.map { row in row.count == 8 ? (row[1].isEmpty ? Array(row[0...3]) : Array(row[0...3]) + [row[7]]) : row }
        #expect(seen.sorted { $0.lexicographicallyPrecedes($1) } == expected.sorted { $0.lexicographicallyPrecedes($1) },
                "\(output.stdout)", sourceLocation: sourceLocation)
        return rows
    }

    @Test func aSwissExportsEverySeatAndByeAsCSV() throws {
        try playSwiss()
        let rows = try expectResults("Club")
        // Round 1, table 1: white won; round 2's table 1 was drawn; the bye scores a point.
        let first = try #require(rows.first { $0[0] == "1" && $0[1] == "1" && $0[2] == "1" })
        #expect(first[5] == "1" && first[6] == "1")
        let loser = try #require(rows.first { $0[0] == "1" && $0[1] == "1" && $0[2] == "2" })
        #expect(loser[5] == "0" && loser[6] == "2")
        #expect(rows.filter { $0[0] == "2" && $0[1] == "1" }.map { $0[5] } == ["0.5", "0.5"])
        #expect(rows.filter { $0[1].isEmpty }.allSatisfy { $0[5] == "1" && $0[7] == "pairing bye" })
        // Every person's points add up to their standing.
        let shown = try standings("Club")
        for (name, standing) in shown {
            let halves = rows.filter { $0[3] == name }.reduce(0) { $0 + Int((Double($1[5]) ?? 0) * 2) }
            #expect(Double(halves) / 2 == Double(standing.points), "\(name)")
        }
    }

    @Test func aTablesTournamentExportsAsCSVWithScoresAndPlaces() throws {
        // A name with a comma and quotes comes back whole through the CSV.
        let names = ["Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus", #"Hal "the Hat", Jr"#]
        try ok("tournament", "add", "Cup", "--format", "tables", "--table-size", "4", "--rules", "lowest wins")
        for name in names { try ok("tournament", "join", "Cup", name) }
        try ok("tournament", "pair", "Cup")
        try ok("tournament", "result", "Cup", "1", "scores", "26", "0", "13", "39")
        try ok("tournament", "result", "Cup", "2", "1", "2", "2", "4")
        // A tables tournament is no TRF-16 report, and says where its results are.
        let refused = try run(["tournament", "export", "Cup", "--trf"])
        #expect(refused.status != 0 && refused.stderr.contains("--csv"), "\(refused.stderr)")
        let rows = try expectResults("Cup")
        #expect(rows.count == 8)
        #expect(rows.contains { $0[3] == names[7] }, "\(rows)")
        let scored = rows.filter { $0[1] == "1" }
        #expect(scored.map { $0[4] } == ["26", "0", "13", "39"])
        // Lowest wins: 0 is first, 39 last.
        #expect(scored.map { $0[6] } == ["3", "1", "2", "4"])
        let placed = rows.filter { $0[1] == "2" }
        #expect(placed.map { $0[6] } == ["1", "2", "2", "4"])
        #expect(placed.allSatisfy { !$0[5].isEmpty })
        // The standings as CSV: a line per entrant, best first, as the JSON ranks them.
        let standingsOutput = try run(["tournament", "standings", "Cup", "--csv"])
        #expect(standingsOutput.status == 0, "\(standingsOutput.stderr)")
        let standingRecords = CSVReader.records(standingsOutput.stdout)
        let header = try #require(standingRecords.first)
        #expect(Array(header.prefix(3)) == ["rank", "person", "points"] && Array(header.suffix(4)) == ["games", "wins", "draws", "losses"])
        let shown = try standings("Cup")
        let lines = standingRecords.dropFirst()
        #expect(lines.count == names.count)
        for line in lines {
            #expect(shown[line[1]]?.rank == Int(line[0]) && shown[line[1]]?.points == line[2], "\(line)")
            #expect(line[line.count - 4] == "1", "\(line): one game each")
        }
        #expect(lines.map { Int($0[0]) ?? 0 } == lines.map { Int($0[0]) ?? 0 }.sorted())
    }

    @Test func knockoutsAndRoundRobinsExportAsCSV() throws {
        try ok("tournament", "add", "KO", "--format", "knockout")
        try ok("tournament", "add", "RR", "--format", "round-robin")
        for name in ["Ann", "Bo", "Cy", "Di"] {
            try ok("tournament", "join", "KO", name)
            try ok("tournament", "join", "RR", name)
        }
        for tournament in ["KO", "RR"] {
            try ok("tournament", "pair", tournament)
            try ok("tournament", "result", tournament, "1", "1-0")
            let rows = try expectResults(tournament)
            #expect(rows.count == 4)
            #expect(rows.filter { $0[1] == "2" }.allSatisfy { $0[7] == "playing" && $0[5].isEmpty && $0[6].isEmpty })
        }
    }
}
