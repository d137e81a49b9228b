import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// A user's own score sheet end to end: written in the config folder, chosen by `game add
/// --sheet` on the command line, and entered on in the real interface (tmux), where its rules
/// score the entry and a refusal stays in the prompt.
@Suite(.serialized, .tmuxInstalled)
struct SheetEndToEndTests {
    @Test func aUsersSheetIsPlayedFromTheCommandLineAndTheInterface() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("pirates.sqlite")
        let sheets = folder.file("config/scorekeeper/sheets")
        try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
        try """
            name: skull-king
            title: Skull King
            kind: bids
            tricks: 10
            exact: {per-bid: 20}
            over: {per-difference: -10}
            under: {per-difference: -10}
            """.write(toFile: sheets + "/skull-king.yaml", atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": folder.file("config")]
        for arguments in [["game", "add", "Pirates", "--sheet", "skull-king"], ["player", "add", "Pirates", "Ann"],
                          ["player", "add", "Pirates", "Bo"], ["sheet", "enter", "Pirates", "Bo", "bid 1 took 3"]] {
            let result = try CommandRunner.scorekeeper(arguments + ["--db", database], environment: environment)
            try #require(result.status == 0, "\(arguments): \(result.stderr)")
        }

        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor(text: "Pirates")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Bo")
        try tmux.press("t")
        try tmux.waitFor(text: "Skull King")
        try tmux.waitFor(text: "1/3")
        // Ann is the first column; her round 1.
        try tmux.press("Enter")
        try tmux.waitFor(text: "Ann · round 1")
        try tmux.type("bid 11 took 0")
        try tmux.press("Enter")
        try tmux.waitFor(text: "A hand has 10 tricks.")
        try tmux.press("C-u")
        try tmux.type("bid 2 took 2")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Entered bid 2 took 2 for Ann: 40.")
        try tmux.waitFor("Ann's 40 and Bo's -20 on the sheet") { _ in
            tmux.line(containing: "Total")?.contains("40") == true && tmux.line(containing: "Total")?.contains("-20") == true
        }
        try tmux.press("Escape")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
        let seeded = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        let game = try #require(try seeded.fetchGameSummaries().first { $0.game.title == "Pirates" }).game
        #expect(try seeded.fetchPlayerRows(gameID: game.id).map(\.player.score).sorted() == [-20, 40])
        #expect(try seeded.invariantViolations().isEmpty)
    }
}
