import Foundation
import Testing
import TestSupport

/// A tournament table and its game are one thing, through the real binary: the game seats the
/// table's people in the table's order (white first, and first to play), a result entered by
/// hand finishes the game with it and `clear` reopens it, the game takes the tournament's kind,
/// it offers no rematch, and game-score standings during a round rank only those who finished.
@Suite struct TournamentTableGamesCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = directory.file("club.sqlite")
    }

    func json(_ arguments: String...) throws -> Any {
        let result = try CommandRunner.scorekeeper(arguments + ["--db", db])
        try #require(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: result.stdoutData)
    }

    /// The tables of the round being played, as `tournament show --json` lists them.
    func tables(_ tournament: String) throws -> [[String: Any]] {
        let shown = try #require(try json("tournament", "show", tournament, "--json") as? [String: Any])
        return try #require((shown["rounds"] as? [[String: Any]])?.last?["tables"] as? [[String: Any]])
    }

    /// A game as `game show --json` gives it.
    func game(_ id: String) throws -> [String: Any] {
        try #require(try json("game", "show", id, "--json") as? [String: Any])
    }

    /// A game's players' names in seat order, and their scores.
    func seated(_ game: [String: Any]) throws -> (names: [String], scores: [Int]) {
        let players = try #require(game["players"] as? [[String: Any]]).sorted { ($0["seat"] as? Int ?? 0) < ($1["seat"] as? Int ?? 0) }
        return (players.map { $0["name"] as? String ?? "" }, players.map { $0["score"] as? Int ?? 0 })
    }

    /// The id of the player who plays first, and of the player named `name`.
    func playerID(_ game: [String: Any], named name: String) throws -> String? {
        try #require(game["players"] as? [[String: Any]]).first { $0["name"] as? String == name }?["id"] as? String
    }

    static let sixteen = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kit", "Lu", "Max", "Ned", "Oz", "Pia"]

    @Test func aTablesGameSeatsItsPeopleInTheTablesOrderAndScoresBySeatLandOnThem() throws {
        try ok("tournament", "add", "Hearts cup", "--format", "tables", "--table-size", "4", "--points", "score", "--rules", "lowest wins")
        try ok(["tournament", "join", "Hearts cup"] + Self.sixteen)
        try ok("tournament", "pair", "Hearts cup")
        let tables = try tables("Hearts cup")
        #expect(tables.count == 4)
        for table in tables {
            let seats = try #require(table["seats"] as? [String])
            let game = try game(try #require(table["gameID"] as? String))
            #expect(try seated(game).names == seats, "table \(table["number"] ?? "?")")
            let first = try #require(game["table"] as? [String: Any])["firstToPlay"] as? String
            #expect(first == (try playerID(game, named: seats[0])), "table \(table["number"] ?? "?")")
        }
        // Scores by seat: the tournament's order is the game's.
        try ok("tournament", "result", "Hearts cup", "3", "scores", "10", "20", "30", "18")
        let third = try #require(tables.first { $0["number"] as? Int == 3 })
        let game = try game(try #require(third["gameID"] as? String))
        #expect(try seated(game).scores == [10, 20, 30, 18])
        #expect(try seated(game).names == third["seats"] as? [String])
    }

    @Test func aSwissGameSeatsWhiteFirstAndWhitePlaysFirst() throws {
        try ok("tournament", "add", "Club Swiss", "--format", "swiss", "--rounds", "3")
        try ok(["tournament", "join", "Club Swiss"] + Array(Self.sixteen.prefix(12)))
        try ok("tournament", "pair", "Club Swiss")
        let tables = try tables("Club Swiss")
        #expect(tables.count == 6)
        let text = try ok("tournament", "show", "Club Swiss")
        for table in tables {
            let seats = try #require(table["seats"] as? [String])
            #expect(text.contains("\(seats[0]) – \(seats[1])"), "\(text)")
            let game = try game(try #require(table["gameID"] as? String))
            #expect(try seated(game).names == seats, "table \(table["number"] ?? "?")")
            let first = try #require(game["table"] as? [String: Any])["firstToPlay"] as? String
            #expect(first == (try playerID(game, named: seats[0])), "table \(table["number"] ?? "?")")
        }
    }

    @Test func aResultEnteredByHandFinishesTheGameAndClearReopensIt() throws {
        try ok("tournament", "add", "Club Swiss", "--format", "swiss", "--rounds", "3")
        try ok("tournament", "join", "Club Swiss", "Hal", "Di", "Ann", "Bo")
        try ok("tournament", "pair", "Club Swiss")
        let tables = try tables("Club Swiss")
        let first = try #require(tables.first { $0["number"] as? Int == 1 })
        let seats = try #require(first["seats"] as? [String])
        let gameID = try #require(first["gameID"] as? String)
        #expect(try game(gameID)["status"] as? String == "playing")

        try ok("tournament", "result", "Club Swiss", "1", "0-1")
        var finished = try game(gameID)
        #expect(finished["status"] as? String == "finished")
        #expect(finished["winners"] as? [String] == [seats[1]])

        // It can no longer be scored, and says why.
        let refused = try run("player", "score", gameID, seats[0], "--by", "5")
        #expect(refused.status != 0 && refused.stderr.contains("clear"), "\(refused.stderr)")
        #expect(try game(gameID)["status"] as? String == "finished")

        // A correction to a draw: a draw is a draw, both share it.
        try ok("tournament", "result", "Club Swiss", "1", "½-½")
        finished = try game(gameID)
        #expect(finished["status"] as? String == "finished")
        #expect(Set(finished["winners"] as? [String] ?? []) == Set(seats))

        try ok("tournament", "result", "Club Swiss", "1", "clear")
        let reopened = try game(gameID)
        #expect(reopened["status"] as? String == "playing")
        #expect(reopened["winners"] as? [String] == [])
        #expect(try seated(reopened).scores == [0, 0])
        try ok("player", "score", gameID, seats[0], "--by", "5")

        // Table 2's game is finished by its result too; the round then pairs on.
        try ok("tournament", "result", "Club Swiss", "2", "1-0")
        try ok("tournament", "result", "Club Swiss", "1", "1-0")
        let second = try #require(tables.first { $0["number"] as? Int == 2 })
        let secondGame = try game(try #require(second["gameID"] as? String))
        let white = try #require((second["seats"] as? [String])?.first)
        #expect(secondGame["winners"] as? [String] == [white])
        let list = try #require(try json("game", "list", "--json") as? [[String: Any]])
        #expect(list.filter { $0["status"] as? String == "playing" }.isEmpty, "\(list)")
    }

    @Test func aTablesGameIsNoGameToRematch() throws {
        try ok("tournament", "add", "Club Swiss", "--format", "swiss", "--rounds", "3")
        try ok("tournament", "join", "Club Swiss", "Hal", "Di")
        try ok("tournament", "pair", "Club Swiss")
        let gameID = try #require(try tables("Club Swiss").first?["gameID"] as? String)
        let refused = try run("game", "rematch", gameID)
        #expect(refused.status != 0 && refused.stderr.contains("no rematch"), "\(refused.stderr)")
        let list = try #require(try json("game", "list", "--json") as? [[String: Any]])
        #expect(list.count == 1)
    }

    @Test func aTournamentHasAKindItsGamesTake() throws {
        try ok("tournament", "add", "Hearts cup", "--format", "tables", "--sheet", "hearts")
        try ok("tournament", "add", "Whist drive", "--format", "tables", "--kind", "Whist")
        try ok("tournament", "add", "Club Swiss", "--format", "swiss")
        for (name, kind) in [("Hearts cup", "Hearts"), ("Whist drive", "Whist"), ("Club Swiss", "Club Swiss")] {
            let shown = try #require(try json("tournament", "show", name, "--json") as? [String: Any])
            #expect((shown["tournament"] as? [String: Any])?["kind"] as? String == kind, "\(name)")
            #expect(try ok("tournament", "show", name).contains("kind \(kind)"), "\(name)")
            try ok(["tournament", "join", name] + Array(Self.sixteen.prefix(4)))
            try ok("tournament", "pair", name)
            for table in try tables(name) {
                let gameID = try #require(table["gameID"] as? String)
                #expect(try game(gameID)["kind"] as? String == kind, "\(name)")
            }
        }
        let refused = try run("tournament", "add", "Blank", "--format", "swiss", "--kind", " ")
        #expect(refused.status != 0 && refused.stderr.contains("Kind"), "\(refused.stderr)")
    }

    @Test func duringARoundOnlyThoseWhoFinishedAreRankedUnderLowestWins() throws {
        try ok("tournament", "add", "Hearts", "--format", "tables", "--table-size", "3", "--points", "score", "--rules", "lowest wins")
        try ok(["tournament", "join", "Hearts"] + Array(Self.sixteen.prefix(6)))
        try ok("tournament", "pair", "Hearts")
        let tables = try tables("Hearts")
        let first = try #require(tables.first { $0["number"] as? Int == 1 }?["seats"] as? [String])
        let second = try #require(tables.first { $0["number"] as? Int == 2 }?["seats"] as? [String])
        try ok("tournament", "result", "Hearts", "1", "scores", "10", "26", "30")

        let standings = try #require(try json("tournament", "standings", "Hearts", "--json") as? [[String: Any]])
        #expect(standings.prefix(3).map { $0["name"] as? String } == first)
        #expect(standings.prefix(3).map { $0["rank"] as? Int } == [1, 2, 3])
        #expect(standings.map { $0["playing"] as? Bool } == [false, false, false, true, true, true])
        #expect(Set(standings.suffix(3).compactMap { $0["name"] as? String }) == Set(second))
        let text = try ok("tournament", "standings", "Hearts")
        let leader = try #require(text.split(separator: "\n").dropFirst().first)
        #expect(leader.contains(first[0]), "\(text)")
        for name in second { #expect(text.contains("\(name) (playing)"), "\(text)") }

        // Once every table has its score, everyone is ranked again.
        try ok("tournament", "result", "Hearts", "2", "scores", "5", "26", "40")
        let after = try #require(try json("tournament", "standings", "Hearts", "--json") as? [[String: Any]])
        #expect(after.first?["name"] as? String == second[0])
        #expect(after.allSatisfy { $0["playing"] as? Bool == false })
    }
}
