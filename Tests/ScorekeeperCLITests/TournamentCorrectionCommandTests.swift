import Foundation
import Testing
import TestSupport

/// What an organiser takes back or changes, through the real binary: `tournament leave` (someone
/// entered by mistake), `tournament unpair` (the last round, while nothing is played at it) and
/// `tournament set` (settings within their bounds), each refused with its reason past its
/// bounds, and each merged by `sync` with a copy that went on meanwhile, losing nothing it saved.
@Suite struct TournamentCorrectionCommandTests {
    let directory: TemporaryFolder
    let a: String, b: String

    init() throws {
        directory = try TemporaryFolder()
        a = directory.file("a.sqlite")
        b = directory.file("b.sqlite")
    }

    @discardableResult
    func ok(_ file: String, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", file])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// A command that must fail with one line, printing nothing.
    func refused(_ file: String, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", file])
        #expect(result.status != 0 && result.stdout.isEmpty, "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stderr
    }

    func json(_ file: String, _ arguments: String...) throws -> Any {
        let result = try CommandRunner.scorekeeper(arguments + ["--json", "--db", file])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func show(_ file: String, _ tournament: String = "Div") throws -> [String: Any] {
        try #require(try json(file, "tournament", "show", tournament) as? [String: Any])
    }

    /// The names the standings list.
    func standingNames(_ file: String, _ tournament: String = "Div") throws -> [String] {
        let standings = try #require(try json(file, "tournament", "standings", tournament) as? [[String: Any]])
        return standings.compactMap { $0["name"] as? String }
    }

    func tables(_ file: String, round: Int, _ tournament: String = "Div") throws -> [[String: Any]] {
        let rounds = try #require(try show(file, tournament)["rounds"] as? [[String: Any]])
        return try #require(rounds.first { $0["number"] as? Int == round }?["tables"] as? [[String: Any]])
    }

    func titles(_ file: String) throws -> [String] {
        try #require(try json(file, "game", "list") as? [[String: Any]]).compactMap { $0["title"] as? String }
    }

    /// Every table of a round given "1-0".
    func finish(_ file: String, round: Int) throws {
        for table in try tables(file, round: round) {
            try ok(file, "tournament", "result", "Div", String(try #require(table["number"] as? Int)), "1-0")
        }
    }

    /// B as a file of its own (made and emptied), so that a sync copies into it.
    func makeB() throws {
        try ok(b, "tournament", "add", "Scratch", "--format", "swiss")
        try ok(b, "tournament", "delete", "Scratch", "--yes")
    }

    @Test func leaveTakesOutSomeoneEnteredByMistake() throws {
        try ok(a, "tournament", "add", "Div", "--format", "swiss", "--rounds", "3")
        try ok(a, "tournament", "join", "Div", "Ann", "Bob", "Cy", "Di", "jr1-0")
        #expect(try ok(a, "tournament", "leave", "Div", "jr1-0") == "jr1-0 is out of Div.\n")
        #expect(try standingNames(a).sorted() == ["Ann", "Bob", "Cy", "Di"])
        try ok(a, "tournament", "pair", "Div")
        #expect(try tables(a, round: 1).count == 2)
        let byes = try #require((try show(a)["rounds"] as? [[String: Any]])?.first?["byes"] as? [String: String])
        #expect(byes.isEmpty, "no bye for four: \(byes)")
        try finish(a, round: 1)
        let report = try ok(a, "tournament", "export", "Div", "--trf")
        #expect(!report.contains("jr1-0"))
        #expect(report.split(separator: "\n").filter { $0.hasPrefix("001") }.count == 4)
        #expect(try standingNames(a).count == 4)
        // Joined again, they are a new entrant from the next round.
        #expect(try ok(a, "tournament", "join", "Div", "jr1-0").contains("from round 2"))
    }

    @Test func leaveIsRefusedForSomeoneARoundHas() throws {
        try ok(a, "tournament", "add", "Div", "--format", "swiss", "--rounds", "3")
        try ok(a, "tournament", "join", "Div", "Ann", "Bob", "Cy", "Di", "Eve")
        #expect(try refused(a, "tournament", "leave", "Div", "Nobody").contains("No one named 'Nobody' is in Div"))
        try ok(a, "tournament", "pair", "Div")
        #expect(try refused(a, "tournament", "leave", "Div", "Ann").contains("Ann is paired in round 1; use drop, or take round 1 back first."))
        try finish(a, round: 1)
        #expect(try refused(a, "tournament", "leave", "Div", "Ann").contains("Ann has played round 1; use drop."))
        // The bye counts as a round played; naming two, one refused, takes out neither.
        let bye = try #require(((try show(a)["rounds"] as? [[String: Any]])?.first?["byes"] as? [String: String])?.keys.first)
        #expect(try refused(a, "tournament", "leave", "Div", bye).contains("\(bye) has played round 1; use drop."))
        #expect(try standingNames(a).count == 5)
    }

    @Test func someoneWhoLeftOnOneCopyButWasPairedOnTheOtherStaysAsDropped() throws {
        try makeB()
        try ok(a, "tournament", "add", "Div", "--format", "swiss", "--rounds", "3")
        try ok(a, "tournament", "join", "Div", "Ann", "Bob", "Cy", "Di", "Ivy")
        try ok(a, "sync", b)
        try ok(a, "tournament", "leave", "Div", "Ivy")
        try ok(b, "tournament", "pair", "Div")
        try finish(b, round: 1)
        let summary = try ok(a, "sync", b)
        #expect(summary.contains("Ivy left Div on one copy but was paired in round 1 on the other: kept, dropped after round 1"), "\(summary)")
        for file in [a, b] {
            #expect(try standingNames(file).contains("Ivy"))
            let entrants = try #require(try show(file)["entrants"] as? [[String: Any]])
            #expect(entrants.first { $0["name"] as? String == "Ivy" }?["droppedAfterRound"] as? Int == 1)
            #expect(try tables(file, round: 1).allSatisfy { $0["result"] as? String != nil })
        }
        try ok(a, "tournament", "pair", "Div")
        #expect(try tables(a, round: 2).allSatisfy { !(($0["seats"] as? [String]) ?? []).contains("Ivy") })
    }

    /// Div of four with round 1 played and round 2 paired.
    func divInRoundTwo() throws {
        try ok(a, "tournament", "add", "Div", "--format", "swiss", "--rounds", "3")
        try ok(a, "tournament", "join", "Div", "Ann", "Bob", "Cy", "Di")
        try ok(a, "tournament", "pair", "Div")
        try finish(a, round: 1)
        try ok(a, "tournament", "pair", "Div")
    }

    @Test func unpairTakesBackTheLastRoundWhileNothingIsPlayedAtIt() throws {
        try ok(a, "tournament", "add", "Empty", "--format", "swiss")
        #expect(try refused(a, "tournament", "unpair", "Empty").contains("Empty has no round paired: there is nothing to take back."))
        try divInRoundTwo()
        #expect(try ok(a, "tournament", "unpair", "Div") == "Took back round 2 of Div; round 1 is the current round.\n")
        #expect(try show(a)["tournament"].flatMap { ($0 as? [String: Any])?["round"] as? Int } == 1)
        #expect(!(try titles(a)).contains { $0.hasPrefix("Div: round 2") })
        try ok(a, "tournament", "pair", "Div")
        #expect(try tables(a, round: 2).count == 2)
        try ok(a, "player", "score", "Div: round 2, table 2", try #require((try tables(a, round: 2)[1]["seats"] as? [String])?.first), "--by", "3")
        #expect(try refused(a, "tournament", "unpair", "Div").contains("Table 2 of round 2 has scores already: too late to take round 2 back."))
        try ok(a, "tournament", "result", "Div", "1", "1-0")
        #expect(try refused(a, "tournament", "unpair", "Div").contains("Table 1 of round 2 has a result already: too late to take round 2 back."))
        #expect(try titles(a).filter { $0.hasPrefix("Div: round 2") }.count == 2)
    }

    @Test func aRoundTakenBackOnOneCopyButPlayedOnTheOtherStands() throws {
        try makeB()
        try divInRoundTwo()
        try ok(a, "sync", b)
        try ok(a, "tournament", "unpair", "Div")
        try ok(b, "tournament", "result", "Div", "1", "0-1")
        let summary = try ok(a, "sync", b)
        #expect(summary.contains("Round 2 of Div was taken back on one copy but played on the other (table 1): it stands"), "\(summary)")
        for file in [a, b] {
            #expect(try tables(file, round: 2).first?["result"] as? String == "0-1")
            #expect(try titles(file).contains("Div: round 2, table 1"))
        }
        // A round taken back while nothing was played stays taken back through a sync.
        try ok(a, "tournament", "result", "Div", "2", "1-0")
        try ok(a, "tournament", "pair", "Div")
        try ok(a, "sync", b)
        try ok(b, "tournament", "unpair", "Div")
        try ok(b, "sync", a)
        for file in [a, b] { #expect(try show(file)["tournament"].flatMap { ($0 as? [String: Any])?["round"] as? Int } == 2) }
    }

    @Test func setChangesSettingsWithinTheirBounds() throws {
        try divInRoundTwo()
        #expect(try refused(a, "tournament", "set", "Div").contains("Name a setting to change"))
        #expect(try refused(a, "tournament", "set", "Div", "--rounds", "1").contains("Div has 2 rounds paired: it plays at least 2, not 1."))
        #expect(try refused(a, "tournament", "set", "Div", "--table-size", "3").contains("seats two per table"))
        #expect(try refused(a, "tournament", "set", "Div", "--points", "3,x").contains("--points is a list of wholes and halves"))
        #expect(try refused(a, "tournament", "set", "Div", "--tiebreaks", "XX").contains("--tiebreaks takes FIDE's codes"))
        let winner = try #require(try json(a, "tournament", "standings", "Div") as? [[String: Any]]).first
        #expect(winner?["points"] as? String == "1")
        #expect(try ok(a, "tournament", "set", "Div", "--points", "3,1,0", "--tiebreaks", "BH", "--rounds", "5")
            == "Div: Swiss, 5 rounds, points 3,1,0, tie-breaks BH, kind Div.\n")
        let after = try #require(try json(a, "tournament", "standings", "Div") as? [[String: Any]]).first
        #expect(after?["points"] as? String == "3")
        #expect((after?["tieBreaks"] as? [String: String]).map { Array($0.keys) } == ["BH"])
        let settings = try #require(try show(a)["tournament"] as? [String: Any])
        #expect(settings["plannedRounds"] as? Int == 5)
        // The format never changes: there is no option for it.
        let result = try CommandRunner.scorekeeper(["tournament", "set", "Div", "--format", "tables", "--db", a])
        #expect(result.status != 0)
    }

    @Test func tableSizeAndRulesApplyToTheRoundsPairedLater() throws {
        try ok(a, "tournament", "add", "Cup", "--format", "tables", "--rounds", "2")
        try ok(a, "tournament", "join", "Cup", "Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal", "Ivy")
        #expect(try refused(a, "tournament", "set", "Cup", "--table-size", "3").contains("Tables of 3 have 3 places, not 4 points."))
        try ok(a, "tournament", "set", "Cup", "--table-size", "3", "--points", "2,1,0", "--rules", "lowest wins", "--kind", "Hearts")
        try ok(a, "tournament", "pair", "Cup")
        let round = try tables(a, round: 1, "Cup")
        #expect(round.count == 3 && round.allSatisfy { ($0["seats"] as? [String])?.count == 3 })
        let game = try #require(try json(a, "game", "show", "Cup: round 1, table 1") as? [String: Any])
        #expect((game["rules"] as? [String: Any])?["winning"] as? String == "lowest", "\(game)")
        #expect(game["kind"] as? String == "Hearts", "\(game)")
        #expect(try refused(a, "tournament", "set", "Cup", "--points", "score").contains("places' points"))
        try ok(a, "tournament", "set", "Cup", "--rounds", "1")
        #expect(try refused(a, "tournament", "set", "Cup", "--table-size", "4").contains("Every round of Cup is paired"))
    }

    @Test func settingsChangedOnTwoCopiesMergeSettingBySetting() throws {
        try makeB()
        try ok(a, "tournament", "add", "Div", "--format", "swiss", "--rounds", "3")
        try ok(a, "tournament", "join", "Div", "Ann", "Bob", "Cy", "Di")
        try ok(a, "sync", b)
        try ok(a, "tournament", "set", "Div", "--points", "3,1,0", "--rounds", "4")
        try ok(b, "tournament", "set", "Div", "--tiebreaks", "BH,DE", "--rounds", "6", "--kind", "Chess")
        try ok(a, "sync", b)
        for file in [a, b] {
            let settings = try #require(try show(file)["tournament"] as? [String: Any])
            #expect(settings["points"] as? String == "3,1,0")
            #expect(settings["tieBreaks"] as? [String] == ["BH", "DE"])
            #expect(settings["plannedRounds"] as? Int == 6)
            #expect(settings["kind"] as? String == "Chess")
        }
    }
}
