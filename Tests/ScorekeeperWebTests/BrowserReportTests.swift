import Foundation
import InterfaceTestSupport
import Testing
import TestSupport

/// Phones report a table's result in a real browser: Debian's headless Chromium, two sessions
/// with cookies of their own, opens the seats' links that `tournament codes --json` gives (or
/// types a PIN at `/report`) on the real `scorekeeper serve`. Two reports that agree commit; two
/// that disagree wait for the organiser, who accepts one in the real interface in tmux, and the
/// open page shows it without a reload. The scripts (`Tests/Browser/report_*.py`) wait for what
/// they check and print what the pages said; the test compares it with the command line's
/// `--json`. With SCOREKEEPER_SCREENSHOTS set they save the report page's screenshots there.
@Suite(.serialized, .chromiumInstalled) struct BrowserReportTests {
    let folder: TemporaryFolder
    let database: String

    init() throws {
        folder = try TemporaryFolder("report")
        database = folder.file("club.sqlite")
        try cli("tournament", "add", "Club", "--format", "round-robin")
        try cli("tournament", "join", "Club", "Ann", "Bo", "Cy", "Di")
        try cli("tournament", "pair", "Club")
    }

    @discardableResult
    func cli(_ arguments: String...) throws -> String {
        try ScorekeeperBinary.output(["--db", database] + arguments)
    }

    func json(_ arguments: String...) throws -> Any {
        let text = try ScorekeeperBinary.output(["--db", database] + arguments + ["--json"])
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// A seat's code as `tournament codes --json` prints it.
    struct Code {
        var table: Int, seat: Int, name: String, pin: String, path: String
    }

    /// The codes of table `number`'s seats, in seat order.
    func codes(table number: Int) throws -> [Code] {
        let all = try #require(try json("tournament", "codes", "Club") as? [[String: Any]])
        let codes = try all.filter { $0["table"] as? Int == number }.map { code in
            Code(table: number, seat: try #require(code["seat"] as? Int), name: try #require(code["name"] as? String),
                 pin: try #require(code["pin"] as? String), path: try #require(code["path"] as? String))
        }.sorted { $0.seat < $1.seat }
        try #require(codes.count == 2, "table \(number)'s codes: \(all)")
        return codes
    }

    /// Table `number` of the current round as `tournament show --json` gives it.
    func table(_ number: Int) throws -> [String: Any] {
        let shown = try #require(try json("tournament", "show", "Club") as? [String: Any])
        let tables = try #require((shown["rounds"] as? [[String: Any]])?.last?["tables"] as? [[String: Any]])
        return try #require(tables.first { $0["number"] as? Int == number })
    }

    /// The queue as `tournament reports --json` lists it.
    func queue() throws -> [[String: Any]] {
        try #require((try json("tournament", "reports", "Club") as? [String: Any])?["tables"] as? [[String: Any]])
    }

    /// `scorekeeper serve --tournament Club` and the origin its link names
    /// (`http://127.0.0.1:PORT`), which the seats' paths are opened on.
    func served() throws -> (serve: ServeProcess, origin: String) {
        let serve = try ServeProcess(database: database, arguments: ["--tournament", "Club"], folder: folder)
        let link = try #require(URL(string: serve.link))
        let origin = "\(try #require(link.scheme))://\(try #require(link.host)):\(try #require(link.port))"
        return (serve, origin)
    }

    /// Whether the process has ended (a zombie not yet waited for, or gone): a script that
    /// failed a check need not be waited for until the bound.
    func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[close...].dropFirst(2).first == "Z"
    }

    @Test func twoPhonesThatAgreeCommitTheirTablesResult() throws {
        let codes = try codes(table: 1)
        #expect(try table(1)["result"] == nil)
        let (serve, origin) = try served()
        defer { _ = serve.stop(SIGTERM) }
        let seen = try BrowserScript.run("report_agree.py", [origin, codes[0].path, "1-0", codes[1].path, "1-0"], folder: folder)
        let result = try #require(try table(1)["result"] as? String)
        #expect(result == "1-0")
        #expect(seen["opened"] as? [String] == ["No report yet.", "No report yet."])
        #expect(seen["headings"] as? [String] == ["Table 1 · round 1", "Table 1 · round 1"])
        // The first report waits for the other seat, named as `codes` names it.
        let afterFirst = try #require(seen["afterFirst"] as? String)
        #expect(afterFirst.hasPrefix("Waiting for \(codes[1].name)'s report (\(codes[0].name) says 1-0"), "\(afterFirst)")
        // Both pages say what `tournament show` stores: the one that reported last, and the
        // other one, left open, without a reload.
        #expect(seen["afterSecond"] as? String == "Committed: \(result).")
        #expect(seen["firstLive"] as? String == "Committed: \(result).")
        #expect(seen["formAfterCommit"] as? Bool == false)
        #expect(seen["firstFormAfterCommit"] as? Bool == false)
        #expect(try queue().isEmpty)
    }

    @Test func aPhoneTypesItsPINAtReportAndReports() throws {
        let codes = try codes(table: 2)
        let (serve, origin) = try served()
        defer { _ = serve.stop(SIGTERM) }
        // The first seat's phone types its PIN instead of opening its link.
        let seen = try BrowserScript.run("report_agree.py", [origin, "pin:" + codes[0].pin, "0-1", codes[1].path, "0-1"], folder: folder)
        #expect(seen["headings"] as? [String] == ["Table 2 · round 1", "Table 2 · round 1"])
        #expect((seen["afterFirst"] as? String)?.hasPrefix("Waiting for \(codes[1].name)'s report (\(codes[0].name) says 0-1") == true,
                "\(seen)")
        let result = try #require(try table(2)["result"] as? String)
        #expect(result == "0-1")
        #expect(seen["firstLive"] as? String == "Committed: \(result).")
        #expect(try table(1)["result"] == nil)
    }

    @Test(.tmuxInstalled) func reportsThatDisagreeWaitForTheOrganiserWhoAcceptsOneInTheInterface() throws {
        let codes = try codes(table: 1)
        let names = codes.map(\.name)
        let (serve, origin) = try served()
        defer { _ = serve.stop(SIGTERM) }
        // The phones start while the organiser opens the tournament screen.
        let phones = try BrowserScript.start("report_disagree.py", [origin, codes[0].path, "1-0", codes[1].path, "0-1", "120"],
                                             folder: folder)
        let tmux = try Tmux.interface(database: database)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.waitFor("Club's row") { _ in tmux.line(containing: "Club") != nil }
        try tmux.press("Enter")
        try tmux.waitFor(text: "Round 1")

        // Both pages wait for the organiser (the script says so on a line of its own).
        let waitingLine = { phones.outputSoFar.split(separator: "\n").first { $0.hasPrefix("{\"waiting\"") } }
        guard waitUntilBlocking(timeout: .seconds(120), { waitingLine() != nil || hasEnded(phones.pid) }), let line = waitingLine() else {
            Issue.record("the phones never both waited for the organiser: \(phones.wait(timeout: .zero))")
            return
        }
        let saying = "Waiting for the organiser: \(names[0]) says 1-0, \(names[1]) says 0-1."
        #expect(try BrowserScript.object(line)["waiting"] as? [String] == [saying, saying])
        let waiting = try #require(try queue().first)
        #expect(waiting["table"] as? Int == 1)
        #expect(waiting["waiting"] as? String == "disagreement")
        #expect((waiting["reports"] as? [[String: Any]])?.compactMap { $0["result"] as? String } == ["1-0", "0-1"])
        #expect(try table(1)["result"] == nil)

        // The organiser accepts the second seat's report.
        try tmux.waitFor(text: "Table 1: \(names[0]) says 1-0, \(names[1]) says 0-1 · they disagree")
        try tmux.press("A")
        try tmux.waitFor(text: "Table 1: accept whose report?")
        try tmux.press("Down")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Table 1: 0-1, accepted.")

        // The first phone's page, open all along, shows what `tournament show` stores.
        let committed = try BrowserScript.lastObject(phones.wait(timeout: .seconds(150)), "report_disagree.py")
        let result = try #require(try table(1)["result"] as? String)
        #expect(result == "0-1")
        #expect(committed["committed"] as? String == "Committed: \(result).")
        #expect(try queue().isEmpty)
        try tmux.press("q")
        try tmux.press("q")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
    }
}
