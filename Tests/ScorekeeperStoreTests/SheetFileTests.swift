import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore

/// Sheet files: read field by field, a bad one refused naming the file, the line and the field;
/// the built-in sheets the binary carries are the files in Resources/sheets.
@Suite struct SheetFileTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/sheets")

    @Test func theBinaryCarriesTheSheetsInResources() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter { $0.hasSuffix(".yaml") }
        #expect(Set(names) == Set(BuiltInSheets.files.keys), "run `make resources`")
        for name in names {
            let text = try String(contentsOf: Self.resources.appendingPathComponent(name), encoding: .utf8)
            #expect(BuiltInSheets.files[name] == text, "\(name) differs from the binary's: run `make resources`")
        }
    }

    static let good = """
        name: skull-king
        title: Skull King
        kind: bids
        tricks: 10
        exact: {base: 0, per-bid: 20}
        under: {per-difference: -10}
        over: {per-difference: -10}
        """

    @Test func aUsersSheetReads() throws {
        let sheet = try SheetFile.read(Self.good, file: "skull-king.yaml")
        #expect(sheet.name == "skull-king" && sheet.title == "Skull King" && !sheet.lowestWins)
        guard case .bids(let bids) = sheet.kind else { Issue.record("not a bid sheet"); return }
        #expect(bids.tricks == 10 && bids.exact == BidSheet.Outcome(perBid: 20) && bids.under == BidSheet.Outcome(perDifference: -10))
    }

    /// Scalars are read as the text written, whatever type YAML would guess for them (no
    /// resolver is asked); flags still take YAML's spellings of true and false.
    @Test func fieldsReadAsWrittenWhateverTypeTheyLookLike() throws {
        let text = """
            name: typed
            title: null
            summary: 2026-12-02
            kind: categories
            categories:
              - {id: yes, label: 1e3, range: [0, 9], many: on}
              - {id: "off", label: ~, range: [0, 9], many: false}
              - {id: x, label: '<<', range: [0, 9]}
            """
        let sheet = try SheetFile.read(text, file: "typed.yaml")
        #expect(sheet.title == "null" && sheet.summary == "2026-12-02")
        guard case .categories(let categories) = sheet.kind else { Issue.record("not a categories sheet"); return }
        #expect(categories.categories.map(\.id) == ["yes", "off", "x"])
        #expect(categories.categories.map(\.label) == ["1e3", "~", "<<"])
        #expect(categories.categories.map(\.many) == [true, false, false])
    }

    @Test(arguments: [
        ("name: x\ntitle: X\nkind: dice\n", "x.yaml:3: kind: \"dice\" is not a kind of sheet (sum, categories, bids, frames or countdown)"),
        ("name: x\ntitle: X\n", "x.yaml:1: kind: missing (sum, categories, bids, frames or countdown)"),
        ("name: x\ntitle: X\nkind: sum\nmoon: lots\n", "x.yaml:4: moon: a whole number, not \"lots\""),
        ("name: x\ntitle: X\nkind: sum\ntarget: 100\nround-totl: [26]\n",
         "x.yaml:5: round-totl: not a field here (the fields are kind, least-per-round, moon, most-per-round, name, round-total, rounds, summary, target, title, winning)"),
        ("name: X Y\ntitle: X\nkind: frames\n", "x.yaml:1: name: lowercase letters, digits and dashes (\"darts-501\"), at most 40"),
        ("name: x\nkind: frames\n", "x.yaml:1: title: missing"),
        ("title: X\nkind: frames\n", "x.yaml:1: name: missing"),
        ("name: x\ntitle: X\nkind: sum\nleast-per-round: 5\nmost-per-round: 2\n", "x.yaml:5: most-per-round: 2 is below least-per-round (5)"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, range: [0, 9], needs: {category: b, points: 5}}\n",
         "x.yaml:5: categories[1].needs: no category \"b\" on this sheet"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, range: [0, 9]}\n  - {id: b, range: [0, 9], needs: {category: a}}\n",
         "x.yaml:6: categories[2].needs.points: missing"),
        ("name: x\ntitle: X\nkind: countdown\nshows: scored\n", "x.yaml:1: target: missing"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, values: [1, 2]}\n  - {id: b, range: [3]}\n",
         "x.yaml:6: categories[2].range: [lowest, highest]"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, label: A}\n",
         "x.yaml:5: categories[1]: says what may be entered: values, range or multiple-of with up-to"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, range: [0, 9], per: 3, points: {1: 1}}\n",
         "x.yaml:5: categories[1]: counts one way: per or points, not both"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, points: {one: 1}}\n",
         "x.yaml:5: categories[1].points: whole numbers on both sides ({1: 1, 2: 2, 3: 4})"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, range: [0, 9],\n     set-bonus: 7}\n",
         "x.yaml:6: categories[1].set-bonus: goes with symbols"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: a, range: [0, 9], symbols: [moon]}\n",
         "x.yaml:5: categories[1].symbols: a list of 2 to 6 symbols' names ([tablets, compasses, gears])"),
        ("name: x\ntitle: X\nkind: categories\ncategories:\n  - {id: full-house, range: [0, 9]}\n  - {id: a, range: [0, 9]}\n"
            + "  - {id: fullhouse, range: [0, 9]}\n",
         "x.yaml:7: categories[3].id: \"fullhouse\" is on the sheet twice"),
        ("name: x\ntitle: X\nkind: countdown\ntarget: 50\nturns: arrows\n", "x.yaml:5: turns: darts or throws"),
        ("name: x\ntitle: X\nkind: sum\nwinning: most\n", "x.yaml:4: winning: highest or lowest"),
        ("name: [x\n", "x.yaml:2: not YAML a sheet can be read from (did not find expected ',' or ']')"),
        ("", "x.yaml: the file is empty"),
    ])
    func aBadSheetIsRefusedNamingTheLineAndTheField(text: String, message: String) {
        #expect(throws: SheetFile.Problem.self) { try SheetFile.read(text, file: "x.yaml") }
        do {
            _ = try SheetFile.read(text, file: "x.yaml")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theUsersSheetsFolderIsReadAndItsBadFilesReported() throws {
        let home = try TemporaryFolder()
        let folder = home.file("config/scorekeeper/sheets")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.good.write(toFile: folder + "/skull-king.yaml", atomically: true, encoding: .utf8)
        try "name: golf\ntitle: Golf (18 holes)\nkind: sum\nwinning: lowest\nrounds: 18\n"
            .write(toFile: folder + "/golf.yaml", atomically: true, encoding: .utf8)
        try "name: broken\ntitle: B\nkind: frames\npins: eleven\n".write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
        try "not a sheet".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let library = SheetLibrary.load(environment: ["XDG_CONFIG_HOME": home.file("config")])
        #expect(library.entries.contains { $0.sheet.name == "skull-king" && $0.source == .user(folder + "/skull-king.yaml") })
        let golf = try library.entry(named: "Golf")
        #expect(golf.sheet.title == "Golf (18 holes)", "a user's sheet takes the built-in one's place")
        #expect(library.problems.map(\.description) == [folder + "/broken.yaml:4: pins: a whole number, not \"eleven\""])
        #expect(throws: ScorekeeperError.self) { try library.entry(named: "broken") }
        #expect(throws: ScorekeeperError.self) { try library.entry(named: "yatzee") }
        #expect(SheetLibrary.userFolder(environment: ["HOME": "/home/ann"]) == "/home/ann/.config/scorekeeper/sheets")
    }
}
