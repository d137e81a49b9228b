import Foundation
import Testing
import TestSupport

/// `scorekeeper tournament ...` run as the real binary: a round robin from the first entry to
/// the last result, what each command prints, and the refusals that change nothing.
@Suite struct TournamentCommandTests: ClubFileSuite {
    let club: ClubFile

    init() throws {
        club = try ClubFile()
    }

    func showJSON() throws -> [String: Any] {
        let shown = try run("tournament", "show", "Club", "--json")
        return try #require(try JSONSerialization.jsonObject(with: shown.stdoutData) as? [String: Any])
    }

    @Test func aRoundRobinIsPlayedFromTheCommandLine() throws {
        let made = try ok("tournament", "add", "Club", "--format", "round-robin")
        #expect(made.hasPrefix("Made Club: round robin, points 1,0.5,0"))
        try ok("tournament", "join", "Club", "Ann", "--rating", "1900")
        try ok("tournament", "join", "Club", "Bo", "--rating", "1800")
        try ok("tournament", "join", "Club", "Cy", "Di", "--rating", "1700")
        let paired = try ok("tournament", "pair", "Club")
        #expect(paired.hasPrefix("Round 1"))
        #expect(paired.split(separator: "\n").filter { $0.contains("Table") }.count == 2)
        let rounds = (try showJSON()["rounds"] as? [[String: Any]]) ?? []
        #expect(rounds.count == 1)
        // Play every round, entering each table's result.
        for round in 1...3 {
            if round > 1 { try ok("tournament", "pair", "Club") }
            try ok("tournament", "result", "Club", "1", "1-0")
            try ok("tournament", "result", "Club", "2", "½-½")
        }
        let refused = try run("tournament", "pair", "Club")
        #expect(refused.status != 0 && !refused.stderr.isEmpty)
        let json = try showJSON()
        let played = (json["rounds"] as? [[String: Any]]) ?? []
        #expect(played.count == 3)
        #expect(played.allSatisfy { (($0["tables"] as? [[String: Any]]) ?? []).map { $0["result"] as? String } == ["1-0", "½-½"] })
        let tournament = try #require(json["tournament"] as? [String: Any])
        #expect(tournament["entrants"] as? Int == 4 && tournament["round"] as? Int == 3)
        let list = try ok("tournament", "list")
        #expect(list.contains("Club") && list.contains("round robin"))
    }

    @Test func refusalsSayWhyAndChangeNothing() throws {
        try ok("tournament", "add", "Club", "--format", "round-robin")
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        for arguments in [["tournament", "add", "Club", "--format", "swiss"],
                          ["tournament", "add", "Other", "--format", "chess"],
                          ["tournament", "add", "Other", "--format", "swiss", "--table-size", "4"],
                          ["tournament", "add", "Other", "--format", "tables", "--table-size", "7"],
                          ["tournament", "add", "Other", "--format", "swiss", "--points", "1,x,0"],
                          ["tournament", "add", "Other", "--format", "swiss", "--tiebreaks", "BH,ZZ"],
                          ["tournament", "join", "Nope", "Ann"],
                          ["tournament", "join", "Club", "Ann", "--from-round", "2"],
                          ["tournament", "join", "Club", "Ann", "--from-round", "0"],
                          ["tournament", "rename", "Club", "Other\u{1B}[31m"],
                          ["tournament", "rename", "Club", " "],
                          ["tournament", "result", "Club", "1", "1-0"]] {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count <= 2 && !result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
        let missing = try run("tournament", "show", "Clb")
        #expect(missing.stderr.contains("No tournament named 'Clb'") && missing.stderr.contains("Club"))
    }

    @Test func aTournamentIsRenamedAndALateEntryNamesItsFirstRound() throws {
        try ok("tournament", "add", "Club", "--format", "swiss", "--rounds", "4")
        try ok("tournament", "add", "Cup", "--format", "swiss")
        #expect(try run("tournament", "rename", "Club", "cup").stderr.contains("named 'cup' already"), "a name in use is refused")
        #expect(try ok("tournament", "rename", "Club", "Spring open") == "Renamed Club to Spring open.\n")
        try ok("tournament", "join", "Spring open", "Ann", "Bo", "Cy")
        #expect(try ok("tournament", "join", "Spring open", "Di", "--from-round", "3", "--bye-points", "0.5")
                == "Di is in Spring open from round 3.\n")
        #expect(try run("tournament", "join", "Spring open", "Eve", "--from-round", "5").stderr.contains("has 4 rounds"))
        try ok("tournament", "pair", "Spring open")
        let show = try run("tournament", "show", "Spring open", "--why")
        #expect(show.stdout.contains("Di joins in round 3: a half-point bye until then."), "\(show.stdout)")
    }

    @Test func aResultMustFitItsTable() throws {
        try ok("tournament", "add", "Club", "--format", "round-robin")
        try ok("tournament", "join", "Club", "Ann", "Bo")
        try ok("tournament", "pair", "Club")
        let bad = try run("tournament", "result", "Club", "1", "2-0")
        #expect(bad.status != 0 && bad.stderr.contains("no result for table 1"))
        #expect(try ok("tournament", "result", "Club", "1", "0-1").contains("0-1"))
        try ok("tournament", "result", "Club", "1", "clear")
        let tables = ((try showJSON()["rounds"] as? [[String: Any]])?.first?["tables"] as? [[String: Any]]) ?? []
        #expect(tables.first?["result"] == nil || tables.first?["result"] is NSNull)
    }

    /// `tournament result` reads a draw as the tournament screen does: "1/2", "0.5-0.5", "=",
    /// "draw" and "½-½" each enter ½-½.
    @Test func aDrawIsTypedAnyOfItsWays() throws {
        try ok("tournament", "add", "Club", "--format", "round-robin")
        try ok("tournament", "join", "Club", "Ann", "Bo")
        try ok("tournament", "pair", "Club")
        for typed in ["1/2", "0.5-0.5", "=", "draw", "½-½"] {
            #expect(try ok("tournament", "result", "Club", "1", typed).contains("½-½"), "\(typed)")
            let tables = ((try showJSON()["rounds"] as? [[String: Any]])?.first?["tables"] as? [[String: Any]]) ?? []
            #expect(tables.first?["result"] as? String == "½-½", "\(typed)")
            try ok("tournament", "result", "Club", "1", "clear")
        }
    }

    @Test func aWholeSwissWithALateEntryAndADropComesBackFromItsReport() throws {
        try ok("tournament", "add", "Club", "--format", "swiss", "--rounds", "4")
        for (index, name) in ["Ann", "Bo", "Cy", "Di", "Eve", "Fay", "Gus"].enumerated() {
            try ok("tournament", "join", "Club", name, "--rating", String(2000 - 50 * index))
        }
        var byes: [String] = []
        for round in 1...4 {
            let paired = try ok("tournament", "pair", "Club")
            #expect(paired.hasPrefix("Round \(round) of 4:"), "\(paired)")
            let tables = paired.split(separator: "\n").filter { $0.contains("Table") }
            byes += paired.split(separator: "\n").filter { $0.contains("Bye") }.map { String($0.split(separator: " ")[1]) }
            for table in 1...tables.count {
                try ok("tournament", "result", "Club", String(table), table % 2 == 1 ? "1-0" : "draw")
            }
            if round == 2 {
                #expect(try ok("tournament", "join", "Club", "Hal", "--bye-points", "0.5").contains("from round 3"))
                #expect(try ok("tournament", "drop", "Club", "Gus").contains("after round 2"))
            }
        }
        #expect(Set(byes).count == byes.count, "a bye went twice to someone: \(byes)")
        let json = try showJSON()
        #expect((json["tournament"] as? [String: Any])?["finished"] as? Bool == true)
        let rounds = (json["rounds"] as? [[String: Any]]) ?? []
        // Nobody meets anyone twice.
        var pairs = Set<Set<String>>()
        for round in rounds {
            for table in (round["tables"] as? [[String: Any]]) ?? [] {
                let seats = Set((table["seats"] as? [String]) ?? [])
                #expect(pairs.insert(seats).inserted, "\(seats) met twice")
            }
        }
        let why = try ok("tournament", "show", "Club", "--round", "3", "--why")
        #expect(why.contains("Why:") && why.contains("Board 1:"))
        // The report read back as a new tournament writes the same report.
        let report = directory.file("club.trf")
        try ok("tournament", "export", "Club", "--trf", report)
        let written = try String(contentsOfFile: report, encoding: .utf8)
        #expect(written.hasPrefix("012 Club\n") && written.contains("XXR 4"))
        #expect(written.split(separator: "\n").filter { $0.hasPrefix("001") }.count == 8)
        try ok("tournament", "import", report, "--name", "Club again")
        let again = try ok("tournament", "export", "Club again", "--trf")
        // Rounds played elsewhere and imported carry no dates here: the rest is the same report.
        func undated(_ report: String) -> String {
            report.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !["042", "052", "132"].contains($0.prefix(3)) }.joined(separator: "\n")
        }
        #expect(written.contains("\n042 ") && written.contains("\n132 "))
        #expect(undated(again.replacingOccurrences(of: "012 Club again\n", with: "012 Club\n")) == undated(written))
        let standings = try ok("tournament", "standings", "Club again")
        #expect(standings == (try ok("tournament", "standings", "Club")))
    }
}
