import Foundation
import Testing
import TestSupport

/// `scorekeeper sync` as the real binary, between two copies that each recorded the same round of
/// a game before they met: both rounds are kept (the later-stamped one as the next round, on
/// both copies alike), the summary and `--json` name them with their totals against the rules'
/// round total, the history marks their changes, and deleting one answers the question.
@Suite struct SyncRoundConflictCommandTests: TwoCopyCommandSuite {
    let copies: TwoCopies

    init() throws {
        copies = try TwoCopies()
    }

    /// "Hearts 2" (round total 26 or 78) with Ann, Bo, Cy and Di and round 1 played, on both
    /// copies; then round 2 recorded on each before they meet again.
    func roundTwoOnBothCopies() throws {
        _ = try ok("game", "add", "Hearts 2", "--lowest-wins")
        for name in ["Ann", "Bo", "Cy", "Di"] { _ = try ok("player", "add", "Hearts 2", name) }
        _ = try ok("game", "rules", "Hearts 2", "--round-total", "26", "--round-total", "78")
        _ = try ok("round", "add", "Hearts 2", "Ann=5", "Bo=8", "Cy=13", "Di=0")
        try makeLaptop()
        _ = try ok("sync", laptop)
        try onLaptop("round", "add", "Hearts 2", "Ann=26", "Bo=0", "Cy=0", "Di=0")
        _ = try ok("round", "add", "Hearts 2", "Ann=0", "Bo=13", "Cy=13", "Di=0")
    }

    /// Each player's points by round, as `game show --json` gives them.
    func rounds(_ file: String) throws -> [String: [Int]] {
        let shown = try CommandRunner.scorekeeper(["game", "show", "Hearts 2", "--json", "--db", file])
        let object = try #require(try JSONSerialization.jsonObject(with: shown.stdoutData) as? [String: Any])
        let players = try #require(object["players"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: players.map { ($0["name"] as? String ?? "", $0["rounds"] as? [Int] ?? []) })
    }

    @Test func bothCopiesKeepBothRoundsAndTheSummaryNamesThem() throws {
        try roundTwoOnBothCopies()
        let summary = try ok("sync", laptop)
        #expect(summary.contains("Hearts 2: round 2 was recorded on both copies before they met: kept both, as rounds 2 and 3"), "\(summary)")
        // The club's round was the later: it is round 3. Neither adds up to 52.
        #expect(summary.contains("  Round 2: Ann 26 (total 26)."), "\(summary)")
        #expect(summary.contains("  Round 3: Bo 13, Cy 13 (total 26)."), "\(summary)")
        #expect(!summary.contains("adds up to 52"), "\(summary)")
        let expected = ["Ann": [5, 26, 0], "Bo": [8, 0, 13], "Cy": [13, 0, 13], "Di": [0, 0, 0]]
        for file in [db, laptop] {
            let shown = try rounds(file).mapValues { Array($0.prefix(3)) }
            #expect(shown == expected, "\(file): \(shown)")
            let current = try CommandRunner.scorekeeper(["game", "show", "Hearts 2", "--json", "--db", file])
            let object = try JSONSerialization.jsonObject(with: current.stdoutData) as? [String: Any]
            #expect(object?["currentRound"] as? Int == 4, "\(file)")
        }
        // The copies agree: a second sync has nothing to send either way.
        #expect(try ok("sync", laptop) == "Already in sync with \(laptop).")
        // Both rounds' changes are marked in the history.
        let history = try ok("history", "Hearts 2")
        #expect(history.components(separatedBy: "\n").filter { $0.contains("from sync conflict") }.count == 3, "\(history)")
    }

    @Test func aRoundThatDoesNotAddUpIsFlagged() throws {
        _ = try ok("game", "add", "Hearts 2", "--lowest-wins")
        for name in ["Ann", "Bo", "Cy", "Di"] { _ = try ok("player", "add", "Hearts 2", name) }
        _ = try ok("game", "rules", "Hearts 2", "--round-total", "26", "--round-total", "78")
        try makeLaptop()
        _ = try ok("sync", laptop)
        try onLaptop("round", "add", "Hearts 2", "Ann=20", "Bo=0", "--force")
        _ = try ok("round", "add", "Hearts 2", "Bo=13", "Cy=13")
        let summary = try ok("sync", laptop)
        #expect(summary.contains("  Round 1: Ann 20 (total 20); Round 1 adds up to 20, not 26 or 78."), "\(summary)")
        #expect(summary.contains("  Round 2: Bo 13, Cy 13 (total 26)."), "\(summary)")
    }

    @Test func theJSONReportCarriesTheRoundsAndDeletingOneClearsTheMark() throws {
        try roundTwoOnBothCopies()
        let result = try run("sync", laptop, "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        let conflict = ((object?["mergedHere"] as? [String: Any])?["roundConflicts"] as? [[String: Any]])?.first
        #expect(conflict?["title"] as? String == "Hearts 2")
        let recorded = (conflict?["recorded"] as? [[String: Any]])?.first
        #expect(recorded?["round"] as? Int == 2)
        #expect((recorded?["rounds"] as? [[String: Any]])?.map { $0["round"] as? Int } == [2, 3])
        #expect((recorded?["rounds"] as? [[String: Any]])?.map { $0["total"] as? Int } == [26, 26])
        // The laptop's round should not count: its change is deleted, and the mark goes on both copies.
        let history = try JSONSerialization.jsonObject(with: try run("history", "Hearts 2", "--json").stdoutData) as? [[String: Any]]
        let ann26 = try #require(history?.first { $0["playerName"] as? String == "Ann" && $0["amount"] as? Int == 26 }?["id"] as? String)
        _ = try ok("history", "delete", ann26, "--yes")
        #expect(!(try ok("history", "Hearts 2")).contains("from sync conflict"))
        _ = try ok("sync", laptop)
        #expect(!(try onLaptop("history", "Hearts 2")).contains("from sync conflict"))
        #expect(try rounds(laptop)["Ann"]?.prefix(3) == [5, 0, 0])
    }
}
