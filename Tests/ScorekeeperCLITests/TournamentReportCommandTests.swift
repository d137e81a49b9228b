import Foundation
import Testing
import TestSupport

/// `scorekeeper tournament codes` and `tournament reports` run as the real binary: each seat's
/// code, reports sent by PIN that commit when they agree and wait when they do not, the
/// organiser's accept, reject and accept-all, the first-report setting, and refusals that
/// change nothing.
@Suite struct TournamentReportCommandTests: ClubFileSuite {
    let club: ClubFile

    init() throws {
        club = try ClubFile()
    }

    /// A round robin of six, round 1 paired; each seat's code as `codes --json` prints it.
    func pairedWithCodes() throws -> [[String: Any]] {
        try ok("tournament", "add", "Club", "--format", "round-robin")
        try ok("tournament", "join", "Club", "Ann", "Bo", "Cy", "Di", "Eve", "Fay")
        try ok("tournament", "pair", "Club")
        let shown = try run("tournament", "codes", "Club", "--json")
        #expect(shown.status == 0, "\(shown.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: shown.stdoutData) as? [[String: Any]])
    }

    func pin(_ codes: [[String: Any]], table: Int, seat: Int) throws -> String {
        try #require(codes.first { $0["table"] as? Int == table && $0["seat"] as? Int == seat }?["pin"] as? String)
    }

    func result(table: Int) throws -> String? {
        let shown = try run("tournament", "show", "Club", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: shown.stdoutData) as? [String: Any])
        let rounds = try #require(json["rounds"] as? [[String: Any]])
        let tables = try #require(rounds.last?["tables"] as? [[String: Any]])
        return tables.first { $0["number"] as? Int == table }?["result"] as? String
    }

    @Test func codesListEverySeatWithItsPINAndLink() throws {
        let codes = try pairedWithCodes()
        #expect(codes.count == 6)
        #expect(codes.allSatisfy { ($0["pin"] as? String)?.count == 6 && (($0["path"] as? String)?.hasPrefix("/report/") ?? false) })
        let table = try ok("tournament", "codes", "Club")
        let firstPIN = try pin(codes, table: 1, seat: 1)
        #expect(table.contains("TABLE") && table.contains("PIN") && table.contains(firstPIN))
        // The same codes when listed again; new ones with --renew.
        let again = try ok("tournament", "codes", "Club", "--json")
        #expect(again.contains(try pin(codes, table: 2, seat: 2)))
        let renewed = try #require(try JSONSerialization.jsonObject(with: Data(try ok("tournament", "codes", "Club", "--renew", "--json").utf8))
                                   as? [[String: Any]])
        #expect(Set(renewed.compactMap { $0["path"] as? String }).isDisjoint(with: codes.compactMap { $0["path"] as? String }))
    }

    @Test func twoReportsThatAgreeCommitAndTwoThatDisagreeWaitForTheOrganiser() throws {
        let codes = try pairedWithCodes()
        let kept = try ok("tournament", "reports", "Club", "send", try pin(codes, table: 1, seat: 1), "1-0")
        #expect(kept.contains("kept") && kept.contains("waiting for 1 more seat"))
        #expect(try result(table: 1) == nil)
        let committed = try ok("tournament", "reports", "Club", "send", try pin(codes, table: 1, seat: 2), "1-0")
        #expect(committed == "Table 1: 1-0, the result now.\n")
        #expect(try result(table: 1) == "1-0")

        try ok("tournament", "reports", "Club", "send", try pin(codes, table: 2, seat: 1), "1-0")
        try ok("tournament", "reports", "Club", "send", try pin(codes, table: 2, seat: 2), "0-1")
        let queue = try ok("tournament", "reports", "Club")
        #expect(queue.contains("Table 2: ") && queue.contains(" says 1-0, ") && queue.contains(" says 0-1 (they disagree)"))
        #expect(try result(table: 2) == nil)
        let refused = try run("tournament", "reports", "Club", "accept", "2")
        #expect(refused.status != 0 && refused.stderr.contains("disagree") && refused.stderr.split(separator: "\n").count == 1)
        #expect(try ok("tournament", "reports", "Club", "accept", "2", "--seat", "2") == "Table 2: 0-1, accepted.\n")
        #expect(try result(table: 2) == "0-1")
        #expect(try ok("tournament", "reports", "Club") == "No reports wait for Club.\n")
    }

    @Test func rejectAcceptAllAndTheFirstReportSetting() throws {
        let codes = try pairedWithCodes()
        try ok("tournament", "reports", "Club", "send", try pin(codes, table: 1, seat: 1), "½-½")
        try ok("tournament", "reports", "Club", "send", try pin(codes, table: 2, seat: 2), "0-1")
        #expect(try ok("tournament", "reports", "Club", "reject", "2") == "Rejected 1 report of table 2.\n")
        #expect(try ok("tournament", "reports", "Club", "accept", "--all") == "Accepted the reports of table 1.\n")
        #expect(try result(table: 1) == "½-½")
        #expect(try result(table: 2) == nil)
        try ok("tournament", "set", "Club", "--accept-first-report", "on")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try ok("tournament", "reports", "Club", "--json").utf8))
                                as? [String: Any])
        #expect(json["acceptsFirstReport"] as? Bool == true)
        #expect(try ok("tournament", "reports", "Club", "send", try pin(codes, table: 3, seat: 2), "+-") == "Table 3: +/-, the result now.\n")
        #expect(try result(table: 3) == "+/-")
    }

    @Test func refusalsSayWhereAndChangeNothing() throws {
        let codes = try pairedWithCodes()
        try ok("tournament", "reports", "Club", "send", try pin(codes, table: 1, seat: 1), "1-0")
        let before = try ok("tournament", "reports", "Club", "--json")
        for arguments in [["tournament", "reports", "Club", "send", try pin(codes, table: 1, seat: 2), "2-0"],
                          ["tournament", "reports", "Club", "send", "000000x", "1-0"],
                          ["tournament", "reports", "Club", "accept", "9"],
                          ["tournament", "reports", "Club", "accept", "2"],
                          ["tournament", "reports", "Club", "reject", "3"],
                          ["tournament", "reports", "Club", "frobnicate", "1"],
                          ["tournament", "set", "Club", "--accept-first-report", "maybe"],
                          ["tournament", "codes", "Nope"]] {
            let refused = try run(arguments)
            #expect(refused.status != 0, "\(arguments)")
            #expect(refused.stderr.split(separator: "\n").count == 1, "\(arguments): \(refused.stderr)")
        }
        // The wrong PIN is counted; nothing else moved.
        let after = try #require(try JSONSerialization.jsonObject(with: Data(try ok("tournament", "reports", "Club", "--json").utf8))
                                 as? [String: Any])
        let earlier = try #require(try JSONSerialization.jsonObject(with: Data(before.utf8)) as? [String: Any])
        #expect(after["failedPINs"] as? Int == 1)
        #expect((after["tables"] as? [[String: Any]])?.count == 1)
        #expect(NSDictionary(dictionary: (after["tables"] as? [[String: Any]])?.first ?? [:])
                == NSDictionary(dictionary: (earlier["tables"] as? [[String: Any]])?.first ?? [:]))
    }

    @Test func aResultEnteredByHandClosesTheReportsAndCodesExpireWithTheRound() throws {
        let codes = try pairedWithCodes()
        try ok("tournament", "reports", "Club", "send", try pin(codes, table: 1, seat: 1), "1-0")
        try ok("tournament", "result", "Club", "1", "0-1")
        #expect(try ok("tournament", "reports", "Club") == "No reports wait for Club.\n")
        try ok("tournament", "result", "Club", "1", "clear")
        try ok("tournament", "pair", "Club", "--again")
        let stale = try run("tournament", "reports", "Club", "send", try pin(codes, table: 2, seat: 1), "1-0")
        #expect(stale.status != 0 && stale.stderr.contains("No seat"))
    }
}
