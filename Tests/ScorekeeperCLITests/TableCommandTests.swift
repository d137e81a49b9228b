import Foundation
import Testing
import TestSupport

/// Seats, turns, the dealer and the clocks from the command line, run as the real binary with its
/// clock stopped at given moments (Debian's `faketime`), so every time it prints is known:
/// `player seat`, `turn next|show|set|stop`, `game pause|resume`, the table's rules on
/// `game add`/`game rules`, and `game show` (text and `--json`'s `table`).
@Suite struct TableCommandTests {
    let directory: TemporaryFolder
    let db: String
    /// A moment after any stamp a real clock gave the file, so the file's clock follows these.
    static let start = Date(timeIntervalSince1970: 1_830_000_000)

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("table.sqlite")
    }

    /// Runs a command with the clock standing at `seconds` after `start`.
    func at(_ seconds: Int, _ arguments: [String]) throws -> CommandResult {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let moment = formatter.string(from: Self.start.addingTimeInterval(TimeInterval(seconds)))
        return try CommandRunner.run("/usr/bin/faketime", ["-f", moment, try ScorekeeperBinary.path()] + arguments + ["--db", db],
                                     environment: ["TZ": "UTC"])
    }

    @discardableResult
    func ok(_ seconds: Int, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try at(seconds, arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .newlines)
    }

    /// `game show --json`'s object.
    func shown(_ seconds: Int) throws -> [String: Any] {
        let text = try ok(seconds, "game", "show", "Hearts", "--json")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Hearts with a rotating dealer, a 60 s turn and players' clocks, made at 0 s; Ann, Bo and Cy
    /// by 3 s, Cy moved to the first seat. Returns the players' ids by name.
    func hearts() throws -> [String: String] {
        let game = try ok(0, "game", "add", "Hearts", "--lowest-wins", "--dealer-rotates", "--turn-limit", "60s", "--player-clocks")
        #expect(game.count == 36)
        var ids: [String: String] = [:]
        // A second apart, so the order they joined is theirs (players who join at one moment sit
        // by id).
        for (second, name) in ["Ann", "Bo", "Cy"].enumerated() { ids[name] = try ok(second + 1, "player", "add", "Hearts", name) }
        #expect(try ok(3, "player", "seat", "Hearts", "Cy", "1") == "1 Cy\n2 Ann\n3 Bo")
        return ids
    }

    @Test func theTurnGoesRoundTheSeatsFromAfterTheDealerAndIsTimedInPlayingTime() throws {
        let ids = try hearts()
        // Round 1: Cy (the first seat) deals; Ann plays first.
        #expect(try ok(10, "turn", "next", "Hearts") == "Ann's turn.")
        var table = try #require(try shown(85)["table"] as? [String: Any])
        #expect(table["seats"] as? [String] == [ids["Cy"]!, ids["Ann"]!, ids["Bo"]!])
        #expect(table["dealer"] as? String == ids["Cy"] && table["firstToPlay"] as? String == ids["Ann"])
        let turn = try #require(table["turn"] as? [String: Any])
        #expect(turn["player"] as? String == ids["Ann"] && turn["seconds"] as? Int == 75)
        #expect(turn["secondsLeft"] as? Int == -15 && turn["overrun"] as? Bool == true)
        #expect((table["clock"] as? [String: Any])?["seconds"] as? Int == 85)
        #expect((table["rules"] as? [String: Any])?["turnLimit"] as? Int == 60)
        let text = try ok(85, "game", "show", "Hearts")
        #expect(text.contains("Clock: 1:25\nTurn: Ann, 0:15 over the 60s limit\nSeats: Cy (deals), Ann, Bo\n"), "\(text)")

        // Bo's turn; then the clock is paused: nothing counts until it runs again.
        #expect(try ok(90, "turn", "next", "Hearts") == "Bo's turn.")
        #expect(try ok(100, "game", "pause", "Hearts") == "Paused at 1:40.")
        let paused = try shown(500)
        table = try #require(paused["table"] as? [String: Any])
        #expect(table["clock"] as? [String: Any] as NSDictionary? == ["seconds": 100, "running": false] as NSDictionary)
        let players = try #require(paused["players"] as? [[String: Any]])
        let clocks = Dictionary(uniqueKeysWithValues: players.map { ($0["name"] as! String, $0["clockSeconds"] as! Int) })
        let seats = Dictionary(uniqueKeysWithValues: players.map { ($0["name"] as! String, $0["seat"] as! Int) })
        #expect(clocks == ["Ann": 80, "Bo": 10, "Cy": 0])
        #expect(seats == ["Cy": 1, "Ann": 2, "Bo": 3])
        #expect(try ok(600, "game", "resume", "Hearts") == "Running from 1:40.")

        // Round 2: Ann deals, Bo plays first, and the new round gives Bo the turn.
        _ = try ok(610, "round", "next", "Hearts")
        table = try #require(try shown(620)["table"] as? [String: Any])
        #expect(table["dealer"] as? String == ids["Ann"])
        #expect((table["turn"] as? [String: Any])?["player"] as? String == ids["Bo"])
        #expect((table["turn"] as? [String: Any])?["secondsLeft"] as? Int == 50)
        #expect(try ok(620, "turn", "show", "Hearts").contains("Turn: Bo, 0:50 left of 60s"))
    }

    @Test func turnSetAndStopAndWhatIsRefused() throws {
        let ids = try hearts()
        #expect(try ok(5, "turn", "set", "Hearts", "Bo") == "Bo's turn.")
        #expect(try ok(6, "turn", "show", "Hearts").contains("Turn: Bo"))
        try ok(7, "turn", "stop", "Hearts")
        #expect(try ok(8, "turn", "show", "Hearts") == "Nobody's turn: pass it with scorekeeper turn next GAME.")
        let table = try #require(try shown(9)["table"] as? [String: Any])
        #expect(table["turn"] is NSNull)
        // Bo's two seconds went to Bo's clock.
        let players = try #require(try shown(9)["players"] as? [[String: Any]])
        #expect(players.first { $0["id"] as? String == ids["Bo"] }?["clockSeconds"] as? Int == 2)

        for (arguments, message) in [(["player", "seat", "Hearts", "Bo", "0"], "Seats are numbered from 1"),
                                     (["game", "rules", "Hearts", "--turn-limit", "soon"], "A turn limit is a time like 60, 60s or 2m"),
                                     (["turn", "set", "Hearts", "Nobody"], "Nobody")] {
            let result = try at(10, arguments)
            #expect(result.status != 0 && result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        _ = try ok(20, "game", "finish", "Hearts")
        for arguments in [["turn", "next", "Hearts"], ["game", "pause", "Hearts"]] {
            let result = try at(21, arguments)
            #expect(result.status != 0 && result.stderr.contains("finished"), "\(arguments): \(result.stderr)")
        }
        // The finish stopped the clock at 20 s.
        #expect((try #require(try shown(99)["table"] as? [String: Any])["clock"] as? [String: Any])?["seconds"] as? Int == 20)
    }

    @Test func theRulesLineOfTheTableIsSetAndPrintedByGameRules() throws {
        _ = try hearts()
        #expect(try ok(1, "game", "rules", "Hearts", "--round-total", "26", "--round-total", "78", "--no-player-clocks")
                    == "lowest wins · dealer rotates · turn 60s · round total 26 or 78")
        #expect(try ok(2, "game", "rules", "Hearts", "--no-dealer", "--no-turn-limit", "--no-round-total") == "lowest wins")
    }

    /// `round add` checks the round total, refuses one that does not add up (nothing written)
    /// unless --force, is one step for undo, and gives the next round's turn to who plays first.
    @Test func roundAddChecksTheRoundTotalAndIsUndoneWhole() throws {
        _ = try hearts()
        _ = try ok(4, "game", "rules", "Hearts", "--round-total", "26", "--round-total", "78")
        _ = try ok(5, "turn", "next", "Hearts")
        let refused = try at(6, ["round", "add", "Hearts", "Ann=10", "Bo=10", "Cy=4"])
        #expect(refused.status == 1 && refused.stderr.contains("Round 1 adds up to 24, not 26 or 78: nothing saved. Give --force to save it anyway."),
                "\(refused.stderr)")
        #expect(try ok(7, "history", "Hearts", "--json").filter { !$0.isWhitespace } == "[]")
        _ = try ok(8, "round", "add", "Hearts", "Ann=10", "Bo=10", "Cy=6")
        // Round 2: Ann deals (the second seat), Bo plays first and has the turn.
        let table = try #require(try shown(9)["table"] as? [String: Any])
        #expect((table["turn"] as? [String: Any])?["name"] as? String == "Bo")
        _ = try ok(10, "round", "add", "Hearts", "Ann=0", "Bo=0", "Cy=1", "--force")
        // Round 2 changed Cy alone: one change, undone as one.
        #expect(try ok(11, "undo", "Hearts").hasPrefix("Undid +1 for Cy"))
        let undone = try ok(13, "undo", "Hearts")
        #expect(undone.contains("Undid round 1: 3 scores"), "\(undone)")
    }
}
