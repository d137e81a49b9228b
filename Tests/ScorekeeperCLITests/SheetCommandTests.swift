import Foundation
import Testing
import TestSupport

/// `scorekeeper sheet list` and `sheet show`, with a user's sheets folder, run as the real binary.
@Suite struct SheetCommandTests {
    let home: TemporaryFolder
    let folder: String

    init() throws {
        home = try TemporaryFolder()
        folder = home.file("config/scorekeeper/sheets")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func run(_ arguments: String...) throws -> CommandResult {
        try CommandRunner.scorekeeper(arguments, environment: ["XDG_CONFIG_HOME": home.file("config")])
    }

    @Test func theLibraryIsListedWithTheUsersOwnSheets() throws {
        try "name: skull-king\ntitle: Skull King\nkind: bids\ntricks: 10\nexact: {per-bid: 20}\n"
            .write(toFile: folder + "/skull-king.yaml", atomically: true, encoding: .utf8)
        let list = try run("sheet", "list")
        #expect(list.status == 0 && list.stderr.isEmpty, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("NAME") == true && lines.count == 16)
        #expect(lines.contains { $0.hasPrefix("skull-king") && $0.contains("yours") && $0.contains("Skull King") })
        #expect(lines.contains { $0.hasPrefix("yahtzee") && $0.contains("categories") && $0.contains("built in") })
        let json = try #require(try JSONSerialization.jsonObject(with: run("sheet", "list", "--json").stdoutData) as? [[String: Any]])
        #expect(json.count == 15 && Set(json[0].keys) == ["name", "title", "kind", "winning", "source", "file"])
        #expect(json.first { $0["name"] as? String == "darts-501" }?["winning"] as? String == "lowest")
    }

    @Test func aSheetsRulesReadAsAPersonReadsThem() throws {
        let yahtzee = try run("sheet", "show", "Yahtzee")
        #expect(yahtzee.status == 0)
        #expect(yahtzee.stdout.hasPrefix("Yahtzee (yahtzee, categories, built in)\n"))
        #expect(yahtzee.stdout.contains("full-house       Full house: 25 or 0"))
        #expect(yahtzee.stdout.contains("Bonus: Upper section bonus, 35 when the upper section adds up to 63 or more."))
        let darts = try run("sheet", "show", "darts-501")
        #expect(darts.stdout.contains("From 501 down to exactly zero, the last dart a double."))
        let missing = try run("sheet", "show", "yatzee")
        #expect(missing.status != 0 && missing.stderr.contains("No sheet called yatzee. Did you mean 'yahtzee'?"))
    }

    @Test func aBadSheetFileIsNamedWithItsLineAndTheRestStillServe() throws {
        try "name: broken\ntitle: Broken\nkind: frames\npins: eleven\n".write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
        let list = try run("sheet", "list")
        #expect(list.status == 0 && list.stdout.contains("yahtzee"))
        #expect(list.stderr == "Warning: \(folder)/broken.yaml:4: pins: a whole number, not \"eleven\"\n")
        let show = try run("sheet", "show", "broken")
        #expect(show.status != 0 && show.stderr.contains("broken.yaml:4: pins: a whole number"))
        #expect(show.stderr.split(separator: "\n").count == 1)
    }
}
