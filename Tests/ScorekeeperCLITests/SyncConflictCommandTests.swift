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

    /// A table's result entered differently on both copies is named in the summary and in
    /// `--json` (`tournamentConflicts`), the later kept.
    @Test func aTournamentResultBothCopiesEnteredIsNamed() throws {
        _ = try copies.ok("tournament", "add", "Club", "--format", "round-robin")
        _ = try copies.ok("tournament", "join", "Club", "Ann", "Bo")
        _ = try copies.ok("tournament", "pair", "Club")
        try copies.makeLaptop()
        _ = try copies.ok("sync", copies.laptop)
        _ = try copies.ok("tournament", "result", "Club", "1", "1-0")
        try onLaptopBehind("tournament", "result", "Club", "1", "½-½")
        let result = try CommandRunner.scorekeeper(["sync", copies.laptop, "--json", "--db", copies.db])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        let conflicts = object?["tournamentConflicts"] as? [[String: Any]]
        #expect(conflicts?.count == 1, "\(result.stdout)")
        #expect(conflicts?.first?["register"] as? String == "result" && conflicts?.first?["subject"] as? String == "round 1, table 1")
        #expect(conflicts?.first?["kept"] as? String == "1-0" && conflicts?.first?["lost"] as? String == "½-½")
        // The next change both make is named in the summary's words.
        _ = try copies.ok("tournament", "result", "Club", "1", "0-1")
        try onLaptopBehind("tournament", "result", "Club", "1", "1-0")
        let summary = try copies.ok("sync", copies.laptop)
        #expect(summary.contains("Result of Club, round 1, table 1: kept '0-1' (this copy) over '1-0' (\(copies.laptop)), both changed since the last sync."),
                "\(summary)")
    }

    /// "Spring" made on both copies: after a sync the name names neither, for the commands and the
    /// watch alike (refused before any screen opens, with both ids), until one is renamed.
    @Test func aTournamentNameBothCopiesMadeAsksForAnID() throws {
        try copies.makeLaptop()
        _ = try copies.ok("tournament", "add", "Spring", "--format", "swiss")
        try onLaptopBehind("tournament", "add", "Spring", "--format", "round-robin")
        _ = try copies.ok("sync", copies.laptop)
        let list = try #require(try JSONSerialization.jsonObject(with: copies.run("tournament", "list", "--json").stdoutData) as? [[String: Any]])
        let ids = list.compactMap { $0["id"] as? String }
        #expect(ids.count == 2)
        for arguments in [["tournament", "show", "Spring"], ["--watch", "Spring"]] {
            let refused = try CommandRunner.scorekeeper(arguments + ["--db", copies.db])
            #expect(refused.status != 0 && refused.stderr.contains("2 tournaments are named 'Spring'"), "\(arguments): \(refused.stderr)")
            for id in ids { #expect(refused.stderr.contains(String(id.prefix(8))), "\(arguments)") }
        }
        #expect(try copies.ok("tournament", "rename", String(ids[1].prefix(8)), "Spring cup").hasPrefix("Renamed Spring to Spring cup"))
        #expect(try copies.run("tournament", "show", "Spring").status == 0)
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
