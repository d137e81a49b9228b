import Foundation
import Testing
import TestSupport

/// `scorekeeper sync` as the real binary, with the laptop's clock two hours behind (Debian's
/// `faketime`): changes to different rules on the two copies both survive, and a title or rule
/// both copies changed since they last met is named in the summary and in `--json`, with both
/// values, whose each was and the one kept.
@Suite struct SyncConflictCommandTests {
    let copies: SyncCommandTests

    init() throws {
        copies = try SyncCommandTests()
    }

    /// A command on the laptop's copy, under a clock two hours behind.
    @discardableResult
    func onLaptopBehind(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.run("/usr/bin/faketime", ["-f", "-2h", try ScorekeeperBinary.path()] + arguments + ["--db", copies.laptop])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    @Test func changesToDifferentRulesBothSurvive() throws {
        let (game, _) = try copies.cabin()
        #expect(try copies.ok("game", "rules", game, "--target", "100") == "highest wins · target 100")
        #expect(try onLaptopBehind("game", "rules", game, "--lowest-wins") == "lowest wins")
        let summary = try copies.ok("sync", copies.laptop)
        #expect(!summary.contains("both changed"), "\(summary)")
        for file in [copies.db, copies.laptop] {
            let rules = try CommandRunner.scorekeeper(["game", "rules", game, "--db", file]).stdout
            #expect(rules == "lowest wins · target 100\n", "\(file): \(rules)")
        }
    }

    @Test func theSummaryNamesATitleAndARuleBothCopiesChanged() throws {
        let (game, _) = try copies.cabin()
        _ = try copies.ok("game", "rename", game, "Alpha")
        _ = try copies.ok("game", "rules", game, "--target", "100")
        try onLaptopBehind("game", "rename", game, "Beta")
        try onLaptopBehind("game", "rules", game, "--target", "50")
        let summary = try copies.ok("sync", copies.laptop)
        let laptop = copies.laptop
        #expect(summary.contains("Title: kept 'Alpha' (this copy) over 'Beta' (\(laptop)), both changed since the last sync."), "\(summary)")
        #expect(summary.contains("Rules of Alpha: kept 'target 100' (this copy) over 'target 50' (\(laptop)), both changed since the last sync."),
                "\(summary)")
        // From the laptop, the same conflicts, with the copy kept named as the other.
        _ = try copies.ok("game", "rules", game, "--lowest-wins")
        try onLaptopBehind("game", "rules", game, "--rounds", "3")
        try onLaptopBehind("game", "rules", game, "--lowest-wins")
        _ = try copies.ok("game", "rules", game, "--highest-wins")
        let fromLaptop = try onLaptopBehind("sync", copies.db)
        #expect(fromLaptop.contains("Rules of Alpha: kept 'highest wins' (\(copies.db)) over 'lowest wins' (this copy), both changed since the last sync."),
                "\(fromLaptop)")
        #expect(!fromLaptop.contains("rounds'"), "\(fromLaptop)")
    }

    @Test func theJSONReportCarriesTheConflicts() throws {
        let (game, _) = try copies.cabin()
        _ = try copies.ok("game", "rename", game, "Alpha")
        try onLaptopBehind("game", "rename", game, "Beta")
        let result = try CommandRunner.scorekeeper(["sync", copies.laptop, "--json", "--db", copies.db])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        let conflicts = object?["conflicts"] as? [[String: Any]]
        #expect(conflicts?.count == 1, "\(result.stdout)")
        let conflict = conflicts?.first
        #expect(conflict?["register"] as? String == "title" && conflict?["kept"] as? String == "Alpha")
        #expect(conflict?["lost"] as? String == "Beta" && conflict?["keptHere"] as? Bool == true && conflict?["gameID"] as? String == game)
    }
}
