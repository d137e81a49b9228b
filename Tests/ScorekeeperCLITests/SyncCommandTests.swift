import Foundation
import Testing
import TestSupport

/// `scorekeeper sync` as the real binary: the summary names every game whose winners the merge
/// changed (old and new, on which copy) and what a delete dropped, with the other copy named as
/// the user gave it; `--json` carries the same.
@Suite struct SyncCommandTests: TwoCopyCommandSuite {
    let copies: TwoCopies

    init() throws {
        copies = try TwoCopies()
    }

    /// Cabin (highest wins): Ana 10, Bo 5, on both copies.
    func cabin() throws -> (game: String, bo: String) {
        let game = try ok("game", "add", "Cabin")
        _ = try ok("player", "add", game, "Ana", "--score", "10")
        let bo = try ok("player", "add", game, "Bo", "--score", "5")
        try makeLaptop()
        _ = try ok("sync", laptop)
        return (game, bo)
    }

    @Test func theSummaryNamesTheWinnersAMergeChanged() throws {
        let (game, bo) = try cabin()
        #expect(try ok("game", "finish", game) == "Ana")
        try onLaptop("player", "score", bo, "--by", "20")
        let summary = try ok("sync", laptop)
        #expect(summary.contains("Cabin on this copy: winners were Ana, now Bo; the result changed after the game was finished."), "\(summary)")
        #expect(summary.contains("Cabin on \(laptop): winners were none (being played), now Bo"), "\(summary)")
        // Both copies keep the finish and the laptop's score.
        for file in [db, laptop] {
            let shown = try CommandRunner.scorekeeper(["game", "show", game, "--json", "--db", file])
            let object = try JSONSerialization.jsonObject(with: shown.stdoutData) as? [String: Any]
            #expect(object?["status"] as? String == "finished" && object?["winners"] as? [String] == ["Bo"], "\(file)")
        }
    }

    @Test func theSummarySaysWhatADeleteDropped() throws {
        let game = try ok("game", "add", "Cabin")
        let ana = try ok("player", "add", game, "Ana")
        try makeLaptop()
        _ = try ok("sync", laptop)
        _ = try ok("game", "delete", game, "--yes")
        for amount in ["1", "2", "3"] { try onLaptop("player", "score", ana, "--by", amount) }
        let summary = try ok("sync", laptop)
        #expect(summary.contains("deleted game Cabin: 3 score changes and 1 player on \(laptop) were dropped."), "\(summary)")
    }

    @Test func theSummarySaysWhomOppositeMergesOfPeopleKept() throws {
        let game = try ok("game", "add", "Hearts")
        _ = try ok("player", "add", game, "Ann")
        _ = try ok("player", "add", game, "Annie")
        try makeLaptop()
        _ = try ok("sync", laptop)
        _ = try ok("people", "merge", "Ann", "Annie", "--yes")
        // The laptop's merge is the later one: it wins, and Ann is kept.
        try onLaptop("people", "merge", "Annie", "Ann", "--yes")
        let summary = try ok("sync", laptop)
        #expect(summary.contains("Ann and Annie were merged into each other on different copies: kept Ann on this copy."), "\(summary)")
        #expect(summary.contains("Ann and Annie were merged into each other on different copies: kept Ann on \(laptop)."), "\(summary)")
        for file in [db, laptop] {
            let list = try CommandRunner.scorekeeper(["people", "list", "--json", "--db", file])
            let people = try JSONSerialization.jsonObject(with: list.stdoutData) as? [[String: Any]]
            #expect(people?.compactMap { $0["name"] as? String } == ["Ann"], "\(file)")
        }
    }

    @Test func theJSONReportCarriesWhatTheMergeDid() throws {
        let (game, bo) = try cabin()
        _ = try ok("game", "finish", game)
        try onLaptop("player", "score", bo, "--by", "20")
        let result = try run("sync", laptop, "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        let here = object?["mergedHere"] as? [String: Any]
        let change = (here?["winnersChanged"] as? [[String: Any]])?.first
        #expect(change?["title"] as? String == "Cabin")
        #expect(change?["before"] as? [String] == ["Ana"] && change?["after"] as? [String] == ["Bo"])
        #expect(change?["resultChangedSinceFinish"] as? Bool == true)
        #expect((object?["mergedThere"] as? [String: Any])?["winnersChanged"] != nil)
    }
}
