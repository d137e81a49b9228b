import Foundation
import GRDB
import Testing
import TestSupport

/// The live pages in a real browser: Debian's headless Chromium, driven by Selenium from the
/// scripts in `Tests/Browser/` (their virtual environment made by `make-browser-venv.sh`), opens
/// the link the real `scorekeeper serve` prints. A phone sees the standings without scrolling
/// sideways, a write from the command line reaches an open page without a reload, the projector
/// turns its pages, and every text reads at 4.5:1 or more in light and in dark. Each script waits
/// for what it checks and prints what it read; the test compares that with the command line's
/// `--json`. With SCOREKEEPER_SCREENSHOTS set, the scripts save their screenshots there.
@Suite(.serialized, .chromiumInstalled) struct BrowserPageTests {
    let folder: TemporaryFolder
    let database: String

    init() throws {
        folder = try TemporaryFolder("browser")
        database = folder.file("club.sqlite")
        try cli("game", "add", "Hearts")
        for (name, score) in [("Ann", "12"), ("Bo", "30"), ("Cy", "5")] {
            try cli("player", "add", "Hearts", name)
            try cli("player", "score", "Hearts", name, "--by", score)
        }
        // A finished game: its winner is marked in a colour of its own.
        try cli("game", "add", "Darts")
        for (name, score) in [("Ann", "301"), ("Bo", "180")] {
            try cli("player", "add", "Darts", name)
            try cli("player", "score", "Darts", name, "--by", score)
        }
        try cli("game", "finish", "Darts")
        try cli("tournament", "add", "Club Night", "--format", "round-robin")
        try cli("tournament", "join", "Club Night", "Ann", "Bo", "Cy", "Di", "Eve", "Flo")
        try cli("tournament", "pair", "Club Night")
        // Round 1 played, round 2 paired: the standings have ranks and points, the round plays.
        let first = try tournament()
        let tables = try #require(((first["rounds"] as? [[String: Any]])?.last?["tables"] as? [[String: Any]]))
        for (index, table) in tables.enumerated() {
            try cli("tournament", "result", "Club Night", "\(try #require(table["number"] as? Int))", ["1-0", "½-½", "0-1"][index % 3])
        }
        try cli("tournament", "pair", "Club Night")
    }

    @discardableResult
    func cli(_ arguments: String...) throws -> String {
        try ScorekeeperBinary.output(["--db", database] + arguments)
    }

    func json(_ arguments: String...) throws -> [String: Any] {
        let text = try ScorekeeperBinary.output(["--db", database] + arguments + ["--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func game() throws -> [String: Any] { try json("game", "show", "Hearts") }
    func tournament() throws -> [String: Any] { try json("tournament", "show", "Club Night") }

    /// The players as `game show --json` ranks them: rank, name, score.
    func board() throws -> [[String]] {
        try #require(game()["players"] as? [[String: Any]]).map { player in
            ["\(player["rank"] ?? "")", "\(player["name"] ?? "")", "\(player["score"] ?? "")"]
        }
    }

    /// The current round's tables as `tournament show --json` gives them.
    func currentTables() throws -> [[String: Any]] {
        try #require((tournament()["rounds"] as? [[String: Any]])?.last?["tables"] as? [[String: Any]])
    }

    /// Runs `Tests/Browser/SCRIPT` and returns the one JSON line it printed (`BrowserScript`).
    func browser(_ script: String, _ arguments: [String]) throws -> [String: Any] {
        try BrowserScript.run(script, arguments, folder: folder)
    }

    func served(_ arguments: String...) throws -> ServeProcess {
        try ServeProcess(database: database, arguments: arguments, folder: folder)
    }

    @Test func aPhoneSeesTheGamesStandingsWithoutScrollingSideways() throws {
        let serve = try served("--game", "Hearts")
        defer { _ = serve.stop(SIGTERM) }
        let seen = try browser("phone_standings.py", [serve.link, "game"])
        let rows = try #require(seen["board"] as? [[String]])
        // Rank, name and score as `game show` ranks them, in its order.
        #expect(rows.map { Array($0.prefix(3)) } == (try board()))
        #expect(seen["title"] as? String == "Hearts")
    }

    @Test func aPhoneSeesTheTournamentsRoundAndStandingsWithoutScrollingSideways() throws {
        let serve = try served("--tournament", "Club Night")
        defer { _ = serve.stop(SIGTERM) }
        let seen = try browser("phone_standings.py", [serve.link, "tournament"])
        let shown = try tournament()
        let tables = try currentTables()
        let rows = try #require(seen["tables"] as? [[String]])
        #expect(rows.count == tables.count)
        for (row, table) in zip(rows, tables) {
            #expect(row.first == "\(table["number"] ?? "")")
            #expect(row.dropFirst().first == (table["seats"] as? [String] ?? []).joined(separator: " – "))
            #expect(row.last?.hasPrefix("playing") == true, "\(row)")
        }
        let standings = try #require(seen["standings"] as? [[String]])
        let expected = try #require(shown["standings"] as? [[String: Any]])
        #expect(standings.map { Array($0.prefix(3)) } == expected.map { ["\($0["rank"] ?? "")", "\($0["name"] ?? "")", "\($0["points"] ?? "")"] })
        let own = try #require(seen["own"] as? String)
        #expect(own.hasPrefix("Round 2: Table "), "\(own)")
    }

    @Test func aScoreFromTheCommandLineAppearsOnAnOpenPageWithoutAReload() throws {
        let serve = try served("--game", "Hearts")
        defer { _ = serve.stop(SIGTERM) }
        let before = try board()
        let seen = try browser("live_update.py", [serve.link, "table.board", "--",
                                                  try ScorekeeperBinary.path(), "--db", database, "player", "score", "Hearts", "Cy", "--by", "40"])
        let after = try board()
        #expect(after != before)
        #expect((seen["before"] as? [[String]])?.map { Array($0.prefix(3)) } == before)
        #expect((seen["after"] as? [[String]])?.map { Array($0.prefix(3)) } == after)
        #expect((seen["updates"] as? Int ?? 0) >= 1, "the page changed by the live script: \(seen)")
    }

    @Test func aResultFromTheCommandLineAppearsOnAnOpenPageWithoutAReload() throws {
        let serve = try served("--tournament", "Club Night")
        defer { _ = serve.stop(SIGTERM) }
        let table = try #require(try currentTables().first?["number"] as? Int)
        let seen = try browser("live_update.py", [serve.link, "table.tables", "--",
                                                  try ScorekeeperBinary.path(), "--db", database, "tournament", "result", "Club Night", "\(table)", "0-1"])
        let result = try #require(try currentTables().first?["result"] as? String)
        let after = try #require(seen["after"] as? [[String]])
        #expect(after.first?.first == "\(table)")
        #expect(after.first?.last == result)
        #expect((seen["before"] as? [[String]])?.first?.last?.hasPrefix("playing") == true)
        #expect((seen["updates"] as? Int ?? 0) >= 1, "the page changed by the live script: \(seen)")
    }

    @Test func theProjectorTurnsItsPages() throws {
        let serve = try served("--tournament", "Club Night")
        defer { _ = serve.stop(SIGTERM) }
        let seen = try browser("projector.py", [serve.link])
        #expect(seen["slides"] as? Int == 2)
        let shown = try #require(seen["shown"] as? [[String: Any]])
        #expect(shown.compactMap { $0["heading"] as? String } == ["Club Night", "Standings"], "\(shown)")
    }

    @Test func everyTextReadsInLightAndInDark() throws {
        let entrant = try #require(try tournamentEntrantPath())
        let tournamentServe = try served("--tournament", "Club Night")
        defer { _ = tournamentServe.stop(SIGTERM) }
        let tournamentPages = try browser("contrast.py", [tournamentServe.link, "phone-round", "/", "/standings", entrant, "/projector"])
        let gameServe = try served("--game", "Darts")
        defer { _ = gameServe.stop(SIGTERM) }
        let gamePages = try browser("contrast.py", [gameServe.link, "phone-game", "/", "/projector"])
        for (seen, classes) in [(tournamentPages, ["muted", "seat"]), (gamePages, ["muted", "won", "num"])] {
            let light = try #require(seen["light"] as? [String: Any]), dark = try #require(seen["dark"] as? [String: Any])
            for scheme in [light, dark] {
                #expect((scheme["measured"] as? Int ?? 0) > 10, "\(scheme)")
                // Every kind of text the pages colour was measured.
                #expect(Set(classes).isSubset(of: Set(scheme["classes"] as? [String] ?? [])), "\(scheme)")
            }
            // The emulation took: the two schemes drew on different backgrounds.
            #expect((light["canvas"] as? [String]) != (dark["canvas"] as? [String]), "\(seen)")
        }
    }

    /// The own page of the entrant who leads the standings (`/player/ID`; ids are not in `--json`).
    func tournamentEntrantPath() throws -> String? {
        let name = try #require((tournament()["standings"] as? [[String: Any]])?.first?["name"] as? String)
        let id = try DatabaseQueue(path: database).read { db in
            try String.fetchOne(db, sql: #"SELECT "id" FROM "tournamentEntries" WHERE "name" = ?"#, arguments: [name])
        }
        return id.map { "/player/" + $0.lowercased() }
    }
}

/// Where the browser tests find their Python: the virtual environment `Tests/Browser/
/// make-browser-venv.sh` makes (BROWSER_VENV, default `.build/browser-venv`), made once per run
/// of the tests when it is missing.
enum BrowserEnvironment {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let scripts = root + "/Tests/Browser"
    static let chromium = "/usr/bin/chromium"
    static let chromedriver = "/usr/bin/chromedriver"

    static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: chromium) && FileManager.default.isExecutableFile(atPath: chromedriver)
    }

    static let python: Result<String, SetupFailure> = {
        let script = scripts + "/make-browser-venv.sh"
        do {
            let printed = try SpawnedProgram.output("/bin/bash", [script])
            let venv = printed.split(separator: "\n").last.map(String.init) ?? ""
            return .success(venv + "/bin/python")
        } catch {
            return .failure(SetupFailure(description: "\(script) could not make the browsers' Python: \(error)"))
        }
    }()

    /// The virtual environment could not be made: the tests that need it fail with this.
    struct SetupFailure: Error, CustomStringConvertible {
        var description: String
    }
}

extension Trait where Self == ConditionTrait {
    /// The suite drives Debian's Chromium: without it (or its driver) it is reported as skipped,
    /// saying so.
    static var chromiumInstalled: Self {
        .enabled(if: BrowserEnvironment.isInstalled,
                 "chromium and chromium-driver are not installed: these tests open the live pages in them (make deps installs both)")
    }
}
