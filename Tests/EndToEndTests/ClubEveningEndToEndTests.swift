import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// A whole club evening on one file and a laptop's copy: a Swiss of six (an entrant added by
/// mistake and removed, round 1 paired, taken back and paired again) and a Hearts cup at two
/// tables of four. Two table terminals in tmux enter their games by seat; other tables get
/// results by hand, one of them a draw; the laptop scores a Hearts table offline and syncs.
/// Then every surface that reads the evening — `evening --json`, `stats --json`, `tournament
/// standings --json` and `--csv`, the TRF-16 export and `tournament export --csv` — agrees with
/// the others and with what was entered.
@Suite(.serialized, .tmuxInstalled)
struct ClubEveningEndToEndTests {
    let folder: TemporaryFolder
    let club: String, laptop: String

    init() throws {
        folder = try TemporaryFolder()
        club = folder.file("club.sqlite")
        laptop = folder.file("laptop.sqlite")
    }

    @discardableResult
    func ok(_ file: String, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try ok(file, arguments, sourceLocation: sourceLocation)
    }

    @discardableResult
    func ok(_ file: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", file])
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    func json(_ file: String, _ arguments: String...) throws -> Any {
        let result = try CommandRunner.scorekeeper(arguments + ["--json", "--db", file])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// Each table of `round` of `tournament`: its number and its seats in order.
    func seats(_ file: String, _ tournament: String, round: Int) throws -> [(number: Int, seats: [String])] {
        let shown = try #require(try json(file, "tournament", "show", tournament) as? [String: Any])
        let rounds = try #require(shown["rounds"] as? [[String: Any]])
        let tables = try #require(rounds.first { $0["number"] as? Int == round }?["tables"] as? [[String: Any]])
        return try tables.map { table in
            (try #require(table["number"] as? Int), try #require(table["seats"] as? [String]))
        }
    }

    /// A table game's players in seat order, as `game show --json` gives them.
    func gameSeats(_ file: String, _ title: String) throws -> [String] {
        let game = try #require(try json(file, "game", "show", title) as? [String: Any])
        let players = try #require(game["players"] as? [[String: Any]])
        return players.sorted { ($0["seat"] as? Int ?? 0) < ($1["seat"] as? Int ?? 0) }.compactMap { $0["name"] as? String }
    }

    /// Rows of a CSV without quoted fields (the names here have none), header first.
    func csv(_ text: String) -> [[String]] {
        text.split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func aWholeClubEvening() throws {
        // The Swiss: a mistaken entrant removed before play; round 1 paired, taken back, paired again.
        try ok(club, "tournament", "add", "Club Swiss", "--format", "swiss", "--rounds", "2")
        try ok(club, "tournament", "join", "Club Swiss", "Ann", "Bo", "Cy", "Di", "Ed", "Flo", "jr1-0")
        try ok(club, "tournament", "leave", "Club Swiss", "jr1-0")
        try ok(club, "tournament", "pair", "Club Swiss")
        try ok(club, "tournament", "unpair", "Club Swiss")
        try ok(club, "tournament", "pair", "Club Swiss")
        // The Hearts cup: tables of four, lowest wins, counted as Hearts.
        try ok(club, "tournament", "add", "Hearts cup", "--format", "tables", "--rounds", "1", "--rules", "lowest wins", "--kind", "Hearts")
        try ok(club, "tournament", "join", "Hearts cup", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu", "Max", "Ned")
        try ok(club, "tournament", "pair", "Hearts cup")
        let hearts = try seats(club, "Hearts cup", round: 1)
        let swiss1 = try seats(club, "Club Swiss", round: 1)
        #expect(hearts.count == 2 && swiss1.count == 3)
        #expect(try !(json(club, "tournament", "standings", "Club Swiss") as! [[String: Any]]).contains { $0["name"] as? String == "jr1-0" })
        // Every table game seats its people in the table's order.
        for table in hearts {
            #expect(try gameSeats(club, "Hearts cup: round 1, table \(table.number)") == table.seats)
        }
        for table in swiss1 {
            #expect(try gameSeats(club, "Club Swiss: round 1, table \(table.number)") == table.seats)
        }

        // The laptop takes a copy before the evening starts, and scores Hearts table 2 offline.
        try ok(laptop, "tournament", "add", "Scratch", "--format", "swiss")
        try ok(laptop, "tournament", "delete", "Scratch", "--yes")
        try ok(club, "sync", laptop)
        let offlinePoints = [6, 0, 13, 7]
        let offline = hearts[1].seats
        try ok(laptop, ["round", "add", "Hearts cup: round 1, table 2"] + zip(offline, offlinePoints).map { "\($0)=\($1)" })
        try ok(laptop, "game", "finish", "Hearts cup: round 1, table 2")

        // Table terminal 1: Hearts table 1 types its round in the grid, seat by seat, and finishes.
        let heartsPoints = [9, 4, 0, 13]
        let first = try Tmux.interface(database: club)
        try first.waitFor(text: "Scorekeeper · Games")
        try first.press("/")
        try first.type("Hearts cup: round 1, table 1")
        try first.press("Enter")
        try first.openGame("Hearts cup: round 1, table 1", showing: hearts[0].seats[0])
        try first.press("t")
        try first.waitFor(text: "Total")
        try first.press("Home", "Enter")
        for _ in 0..<4 {
            try first.waitFor("a prompt for a seat of round 1") { screen in hearts[0].seats.contains { screen.contains("\($0) · round 1") } }
            let index = try #require(hearts[0].seats.firstIndex { first.lastScreen.contains("\($0) · round 1") })
            try first.press("C-u")
            try first.type(String(heartsPoints[index]))
            try first.press("Enter")
            try first.waitFor("\(hearts[0].seats[index])'s prompt closes") { screen in !screen.contains("\(hearts[0].seats[index]) · round 1") }
        }
        try first.press("f")
        try first.waitFor(text: "Finish")
        try first.press("y")
        let heartsWinner = hearts[0].seats[heartsPoints.firstIndex(of: heartsPoints.min()!)!]
        try first.waitFor(text: "♛ \(heartsWinner)")

        // Table terminal 2: Swiss table 1's white, seated first, is the selected row; a point and the finish.
        let white = swiss1[0].seats[0], black = swiss1[0].seats[1]
        let second = try Tmux.interface(database: club)
        try second.waitFor(text: "Scorekeeper · Games")
        try second.press("/")
        try second.type("Club Swiss: round 1, table 1")
        try second.press("Enter")
        try second.openGame("Club Swiss: round 1, table 1", showing: white)
        try second.press("+")
        try second.waitFor("white at 1") { _ in second.shownScore(of: white) == 1 && second.shownScore(of: black) == 0 }
        try second.press("f")
        try second.waitFor(text: "Finish")
        try second.press("y")
        try second.waitFor(text: "♛ \(white)")

        // Results by hand for the other Swiss tables: a win for black and a draw typed as 1/2.
        try ok(club, "tournament", "result", "Club Swiss", "2", "0-1")
        try ok(club, "tournament", "result", "Club Swiss", "3", "1/2")
        // The laptop comes back: its offline table joins the evening.
        try ok(club, "sync", laptop)

        // Round 2, each table by hand; the Swiss is then over.
        try ok(club, "tournament", "pair", "Club Swiss")
        let swiss2 = try seats(club, "Club Swiss", round: 2)
        let round2 = ["1-0", "½-½", "0-1"]
        for (table, result) in zip(swiss2, round2) {
            try ok(club, "tournament", "result", "Club Swiss", String(table.number), result)
        }

        // What was entered, worked out here: each person's wins and draws, each table's winner.
        var wins: [String: Int] = [:], draws: [String: Int] = [:]
        func record(_ seats: [String], _ result: String) {
            switch result {
            case "1-0": wins[seats[0], default: 0] += 1
            case "0-1": wins[seats[1], default: 0] += 1
            default: for name in seats { draws[name, default: 0] += 1 }
            }
        }
        record(swiss1[0].seats, "1-0")
        record(swiss1[1].seats, "0-1")
        record(swiss1[2].seats, "1/2")
        for (table, result) in zip(swiss2, round2) { record(table.seats, result) }
        wins[heartsWinner, default: 0] += 1
        let offlineWinner = offline[offlinePoints.firstIndex(of: offlinePoints.min()!)!]
        wins[offlineWinner, default: 0] += 1

        // Every table game is finished, by its terminal or by the result entered for it.
        let games = try #require(try json(club, "game", "list") as? [[String: Any]])
        let tableGames = games.filter { ($0["title"] as? String)?.contains(": round ") == true }
        #expect(tableGames.count == 8 && tableGames.allSatisfy { $0["status"] as? String == "finished" }, "\(tableGames)")

        // The evening: each tournament's section is its standings; each person's wins and draws are what was entered.
        let evening = try #require(try json(club, "evening") as? [String: Any])
        let sections = try #require(evening["tournaments"] as? [[String: Any]])
        #expect(sections.count == 2)
        for name in ["Club Swiss", "Hearts cup"] {
            let standings = try #require(try json(club, "tournament", "standings", name) as? [[String: Any]])
            let section = try #require(sections.first { $0["name"] as? String == name })
            let shown = try #require(section["standings"] as? [[String: Any]])
            #expect(shown.map { "\($0["rank"]!) \($0["name"]!) \($0["points"]!)" }
                    == standings.map { "\($0["rank"]!) \($0["name"]!) \($0["points"]!)" }, "\(name)")
            #expect(section["finished"] as? Bool == true)
            let leaders = standings.filter { $0["rank"] as? Int == 1 }.compactMap { $0["name"] as? String }
            #expect(section["winners"] as? [String] == leaders)
        }
        let people = try #require(evening["people"] as? [[String: Any]])
        for person in people {
            let name = try #require(person["name"] as? String)
            #expect(person["wins"] as? Int == wins[name, default: 0], "\(name)'s wins")
            #expect(person["draws"] as? Int == draws[name, default: 0], "\(name)'s draws")
        }
        #expect(people.count == 14)

        // Statistics count the Hearts cup's games as Hearts, and each kind's wins as entered.
        let stats = try #require(try json(club, "stats") as? [[String: Any]])
        let heartsKind = try #require(stats.first { $0["kind"] as? String == "Hearts" })
        #expect(heartsKind["plays"] as? Int == 2)
        #expect(Set((heartsKind["top"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }) == [heartsWinner, offlineWinner])
        let swissKind = try #require(stats.first { $0["kind"] as? String == "Club Swiss" })
        #expect(swissKind["plays"] as? Int == 6)
        let topSwiss = try #require(swissKind["top"] as? [[String: Any]])
        #expect(!topSwiss.isEmpty)
        for top in topSwiss {
            let name = try #require(top["name"] as? String)
            #expect(top["wins"] as? Int == wins[name], "\(name)'s Swiss wins")
        }
        #expect(topSwiss.first?["wins"] as? Int == wins.filter { swiss1.flatMap(\.seats).contains($0.key) }.values.max())

        // The TRF-16 report: each player's points and rank (columns 81-84, 86-89) as the standings give them.
        let standings = try #require(try json(club, "tournament", "standings", "Club Swiss") as? [[String: Any]])
        let report = try ok(club, "tournament", "export", "Club Swiss", "--trf")
        let playerLines = report.split(separator: "\n").filter { $0.hasPrefix("001") }.map(Array.init)
        #expect(playerLines.count == 6)
        for line in playerLines {
            let name = String(line[14..<47]).trimmingCharacters(in: .whitespaces)
            let points = String(line[80..<84]).trimmingCharacters(in: .whitespaces)
            let rank = Int(String(line[85..<89]).trimmingCharacters(in: .whitespaces))
            let standing = try #require(standings.first { $0["name"] as? String == name }, "\(name)")
            #expect(rank == standing["rank"] as? Int, "\(name)'s rank")
            #expect(Double(points) == Double((standing["points"] as? String ?? "").replacingOccurrences(of: "½", with: ".5")), "\(name)'s points")
        }

        // The CSV: a row per seat in the table's order with the scores entered (the offline table's too),
        // and each person's points adding up to the standings' CSV.
        let rows = csv(try ok(club, "tournament", "export", "Hearts cup", "--csv"))
        #expect(rows.first == ["round", "table", "seat", "person", "score", "points", "place", "result"])
        let expected = zip(hearts[0].seats, heartsPoints).enumerated().map { ["1", "1", String($0.offset + 1), $0.element.0, String($0.element.1)] }
            + zip(offline, offlinePoints).enumerated().map { ["1", "2", String($0.offset + 1), $0.element.0, String($0.element.1)] }
        #expect(rows.dropFirst().map { Array($0.prefix(5)) } == expected)
        let standingRows = csv(try ok(club, "tournament", "standings", "Hearts cup", "--csv"))
        let pointsByName = Dictionary(uniqueKeysWithValues: standingRows.dropFirst().map { ($0[1], $0[2]) })
        for row in rows.dropFirst() {
            #expect(pointsByName[row[3]] == row[5], "\(row[3])'s points")
            if row[6] == "1" { #expect(row[3] == heartsWinner || row[3] == offlineWinner) }
        }

        try first.press("q")
        try second.press("q")
    }
}
