import Foundation
import Testing
import TestSupport

/// A round paired on two copies, or paired again on one while the other enters results, through
/// the real binary on two and three files (one copy's clock two hours behind, Debian's
/// `faketime`): every result and score a copy reported saved is in both files after `sync`, the
/// summary and `--json` name the round, and a conflict is settled with `tournament resolve`.
@Suite struct TournamentPairingSyncCommandTests {
    let directory: TemporaryFolder
    let a: String, b: String, c: String

    init() throws {
        directory = try TemporaryFolder()
        a = directory.file("a.sqlite")
        b = directory.file("b.sqlite")
        c = directory.file("c.sqlite")
    }

    /// A command on `file` that must succeed; with `behind`, under a clock two hours behind; with
    /// `ahead`, two hours ahead.
    @discardableResult
    func ok(_ file: String, _ arguments: String..., behind: Bool = false, ahead: Bool = false,
            sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = behind || ahead
            ? try CommandRunner.run("/usr/bin/faketime", ["-f", behind ? "-2h" : "+2h", try ScorekeeperBinary.path()] + arguments + ["--db", file])
            : try CommandRunner.scorekeeper(arguments + ["--db", file])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// A command on `file` that must fail, with its one-line error.
    func refused(_ file: String, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", file])
        #expect(result.status != 0 && result.stdout.isEmpty, "\(arguments): \(result.stdout)", sourceLocation: sourceLocation)
        return result.stderr
    }

    /// `tournament show --json` of a file, parsed.
    func show(_ file: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(try ok(file, "tournament", "show", "Div", "--json").utf8)) as? [String: Any])
    }

    /// The tables of a round as `show --json` lists them.
    func tables(_ file: String, round: Int) throws -> [[String: Any]] {
        let rounds = try #require(try show(file)["rounds"] as? [[String: Any]])
        return try #require(rounds.first { $0["number"] as? Int == round }?["tables"] as? [[String: Any]])
    }

    /// The titles the games list shows.
    func titles(_ file: String) throws -> [String] {
        let games = try #require(try JSONSerialization.jsonObject(with: Data(try ok(file, "game", "list", "--json").utf8)) as? [[String: Any]])
        return games.compactMap { $0["title"] as? String }
    }

    /// "Div", a Swiss of eight with round 1 played on A, synced to B (made first).
    func divAfterRoundOne() throws {
        try ok(a, "tournament", "add", "Div", "--format", "swiss", "--rounds", "4")
        try ok(a, "tournament", "join", "Div", "Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal")
        try ok(a, "tournament", "pair", "Div")
        for table in 1...4 { try ok(a, "tournament", "result", "Div", String(table), "1-0") }
        for file in [b, c] {
            try ok(file, "tournament", "add", "Scratch", "--format", "swiss")
            try ok(file, "tournament", "delete", "Scratch", "--yes")
        }
        try ok(a, "sync", b)
    }

    /// Finding 1 as reported: B joins Ivy and pairs round 2; A, later, pairs it, enters table 2's
    /// result and Bob's +3 at table 3. After `sync --json` both files hold both, once.
    @Test(arguments: [false, true]) func aRoundPairedOnBothCopiesKeepsTheResultsEnteredOnOne(behind: Bool) throws {
        try divAfterRoundOne()
        try ok(b, "tournament", "join", "Div", "Ivy", behind: behind)
        try ok(b, "tournament", "pair", "Div", behind: behind)
        try ok(a, "tournament", "pair", "Div")
        #expect(try ok(a, "tournament", "result", "Div", "2", "0-1").hasPrefix("Table 2, round 2:"))
        try ok(a, "player", "score", "Div: round 2, table 3", "Bob", "--by", "3")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(try ok(a, "sync", b, "--json").utf8)) as? [String: Any])
        let named = ((report["mergedHere"] as? [String: Any])?["pairings"] as? [[String: Any]] ?? [])
            + ((report["mergedThere"] as? [String: Any])?["pairings"] as? [[String: Any]] ?? [])
        #expect(named.contains { $0["round"] as? Int == 2 }, "the sync names the round: \(report)")
        for file in [a, b] {
            let round = try tables(file, round: 2)
            #expect(round.first { $0["number"] as? Int == 2 }?["result"] as? String == "0-1", "\(file): \(round)")
            let three = try #require(round.first { $0["number"] as? Int == 3 })
            #expect((three["scores"] as? [Int])?.reduce(0, +) == 3, "\(file): \(three)")
            let roundTwo = try titles(file).filter { $0.hasPrefix("Div: round 2,") }
            #expect(roundTwo.count == 4 && Set(roundTwo).count == 4, "\(file): \(roundTwo)")
        }
        // Round 2 finished, round 3 pairs on both.
        for table in [1, 3, 4] { try ok(a, "tournament", "result", "Div", String(table), "1-0") }
        try ok(a, "sync", b)
        try ok(b, "tournament", "pair", "Div")
    }

    /// Finding 2: A enters a result after a pair and a sync; B drops Hal and pairs the round again.
    /// The round is in conflict on both (the result listed), pairing on is refused, and keeping
    /// a pairing settles it on both.
    @Test func pairingAgainAgainstAResultElsewhereAsksTheOrganiser() throws {
        try divAfterRoundOne()
        try ok(a, "tournament", "pair", "Div")
        try ok(a, "sync", b)
        try ok(a, "tournament", "result", "Div", "1", "1-0")
        try ok(b, "tournament", "drop", "Div", "Hal")
        try ok(b, "tournament", "pair", "Div", "--again")
        let summary = try ok(a, "sync", b)
        #expect(summary.contains("Div, round 2: paired 2 ways") && summary.contains("1-0") && summary.contains("tournament resolve"),
                "\(summary)")
        for file in [a, b] {
            let shown = try ok(file, "tournament", "show", "Div")
            #expect(shown.contains("Conflict: Round 2 was paired 2 ways"), "\(file): \(shown)")
            #expect(try show(file)["conflicts"] as? [Int] == [2])
            let error = try refused(file, "tournament", "pair", "Div")
            #expect(error.contains("tournament resolve") && error.split(separator: "\n").count == 1, "\(error)")
        }
        #expect(try ok(b, "tournament", "resolve", "Div", "2", "--keep", "2").hasPrefix("Kept pairing 2 of 2 of round 2 of Div."))
        try ok(b, "sync", a)
        for file in [a, b] {
            #expect(try show(file)["conflicts"] as? [Int] == [])
            #expect(try titles(file).contains("Div: round 2, table 1 (set aside)"))
        }
    }

    /// Finding 3: one person, however spelled, is entered once; the refusal changes nothing.
    @Test func onePersonNamedTwiceIsRefused() throws {
        try ok(a, "tournament", "add", "J", "--format", "swiss", "--rounds", "3")
        let error = try refused(a, "tournament", "join", "J", "Ann", "ann", "Bob", "Cy")
        #expect(error.contains("'Ann' and 'ann' name one person") && error.split(separator: "\n").count == 1, "\(error)")
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(try ok(a, "tournament", "show", "J", "--json").utf8)) as? [String: Any])
        #expect((shown["entrants"] as? [Any])?.isEmpty == true)
    }

    /// Three copies: B (its clock two hours ahead, so its pairing is the later) pairs round 2 as A
    /// does; A and B settle on A's (nothing played at either). C, which had B's pairing, scores at
    /// it. Everything synced, C's score is in every file and B's pairing counts everywhere.
    @Test func threeCopiesKeepAScoreEnteredAtAPairingSetAsideElsewhere() throws {
        try divAfterRoundOne()
        try ok(b, "sync", c)
        try ok(a, "tournament", "pair", "Div")
        try ok(b, "tournament", "pair", "Div", ahead: true)
        try ok(b, "sync", c, ahead: true)
        let theirs = try tables(c, round: 2).compactMap { $0["gameID"] as? String }
        try ok(a, "sync", b)
        let settled = try tables(b, round: 2).compactMap { $0["gameID"] as? String }
        #expect(Set(settled).isDisjoint(with: theirs), "A's pairing counted on A and B before C's score")
        let fay = try #require(try tables(c, round: 2).first { ($0["seats"] as? [String])?.contains("Fay") == true })
        try ok(c, "player", "score", "Fay", "--game", try #require(fay["gameID"] as? String), "--by", "5")
        try ok(c, "sync", a)
        try ok(a, "sync", b)
        for file in [a, b, c] {
            #expect(try tables(file, round: 2).compactMap { $0["gameID"] as? String } == theirs, "\(file)")
            let table = try #require(try tables(file, round: 2).first { $0["gameID"] as? String == fay["gameID"] as? String })
            #expect((table["scores"] as? [Int])?.reduce(0, +) == 5, "\(file): \(table)")
        }
    }
}

/// Two `tournament pair` runs started at once on one file: one pairs, the other is refused with a
/// sentence (the round was paired by another program, or round 1 is not finished once it was),
/// never a raw error; the file holds one round 1.
@Suite struct TournamentPairRaceCommandTests {
    @Test func twoPairRunsAtOnceMakeOneRound() throws {
        for trial in 0..<8 {
            let directory = try TemporaryFolder()
            let db = directory.file("race.sqlite")
            for arguments in [["tournament", "add", "Div", "--format", "swiss", "--rounds", "3"],
                              ["tournament", "join", "Div", "Ann", "Bob", "Cy", "Di", "Eve", "Fay"]] {
                #expect(try CommandRunner.scorekeeper(arguments + ["--db", db]).status == 0)
            }
            // Started together; each one's output (standard output and error) to a file of its own.
            let outputs = (0..<2).map { directory.file("pair-\($0).txt") }
            let pids = try outputs.map { try SpawnedProgram.spawn(try ScorekeeperBinary.path(), ["tournament", "pair", "Div", "--db", db], outputPath: $0) }
            var statuses: [Int32] = []
            for pid in pids {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                statuses.append(status)
            }
            let said = try outputs.map { try String(contentsOfFile: $0, encoding: .utf8) }
            #expect(statuses.filter(SpawnedProgram.succeeded).count == 1, "trial \(trial): \(said)")
            for (status, text) in zip(statuses, said) where !SpawnedProgram.succeeded(status) {
                #expect(text.contains("was paired by another program a moment ago") || text.contains("Round 1 is not finished"),
                        "trial \(trial): \(text)")
                #expect(text.split(separator: "\n").count == 1 && !text.contains("SQLite"), "trial \(trial): \(text)")
            }
            let shown = try CommandRunner.scorekeeper(["tournament", "show", "Div", "--json", "--db", db])
            let rounds = (try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])?["rounds"] as? [[String: Any]]
            #expect(rounds?.count == 1, "trial \(trial)")
        }
    }
}
