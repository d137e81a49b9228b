import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// A tournament in a real terminal: made in the file, paired from the Tournaments screen, a
/// table scored by another program showing on the screen and on a watch of the tournament at
/// once, a table's game opened and left, a result entered by hand.
@Suite(.serialized, .tmuxInstalled)
struct TournamentEndToEndTests {
    @Test func pairScoreAndWatch() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let club = try seeded.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try seeded.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])

        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.waitFor("Club Night's row") { _ in tmux.line(containing: "Club Night")?.contains("not started") == true }
        try tmux.press("Enter")
        try tmux.waitFor(text: "No round paired yet")
        try tmux.press("p")
        try tmux.waitFor(text: "Round 1 paired: 2 tables.")
        try tmux.waitFor(text: "Ann – Dee")

        let watch = try Tmux.interface(database: path, arguments: ["--watch", "Club Night"])
        try watch.waitFor(text: "Watch only · round 1")
        try watch.waitFor(text: "Ann – Dee")

        // Another program scores Ann at table 1: the screen and the watch both show it.
        let snapshot = try seeded.fetchTournamentSnapshot(id: club.id)
        let table = try #require(snapshot.state.rounds.last?.tables.first)
        let game = try #require(snapshot.games[table.id])
        let ann = try #require(try seeded.fetchPlayerRows(gameID: game.gameID).first { $0.player.name == "Ann" })
        _ = try seeded.changeScore(playerID: ann.player.id, by: 5)
        try tmux.waitFor("the score on the screen") { _ in tmux.line(containing: "Ann – Dee")?.contains("5 · 0") == true }
        try watch.waitFor("the score on the watch") { _ in watch.line(containing: "Ann – Dee")?.contains("5 · 0") == true }
        try watch.press("p")
        try watch.waitFor(text: "Watch only: this display cannot change anything.")
        try watch.press("q")
        try watch.waitFor(text: "EXIT=0")

        // Enter opens table 1's game; Esc comes back to the tournament.
        try tmux.press("Enter")
        try tmux.waitFor(text: "Club Night: round 1, table 1")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Ann – Dee")
        // A result entered by hand over the game still playing: Dee wins table 1 and leads.
        try tmux.press("r")
        try tmux.waitFor(text: "Result of table 1, round 1")
        try tmux.type("0-1")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Table 1, round 1: Ann – Dee 0-1.")
        try tmux.waitFor("Dee first in the standings") { screen in
            screen.split(separator: "\n").contains { $0.contains(" 1  Dee") }
        }
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        try tmux.waitFor(text: "EXIT=0")
        #expect(try seeded.fetchTournamentSnapshot(id: club.id).state.currentRound == 1)
    }

    /// `j j r 1-0 Enter` moves down to table 2 and enters its result (it once entered someone
    /// named "jr1-0"); `a` adds an entrant.
    @Test func jMovesDownAndAAddsAnEntrant() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let club = try seeded.createTournament(name: "Club Night", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try seeded.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try seeded.pairNextRound(id: club.id)
        let state = try seeded.fetchTournamentSnapshot(id: club.id).state
        let second = try #require(state.rounds.last?.tables.first { $0.number == 2 })
        let pair = second.seats.map { state.entry($0)!.name }.joined(separator: " – ")

        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.press("Enter")
        try tmux.waitFor(text: pair)
        try tmux.press("j", "j", "r")
        try tmux.waitFor(text: "Result of table 2, round 1")
        try tmux.type("1-0")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Table 2, round 1: \(pair) 1-0.")
        try tmux.press("a")
        try tmux.waitFor(text: "Add an entrant to Club Night")
        try tmux.type("Eve")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Eve entered.")
        let names = try seeded.fetchTournamentSnapshot(id: club.id).state.entries.map(\.name).sorted()
        #expect(names == ["Ann", "Bo", "Cy", "Dee", "Eve"])
        #expect(try seeded.fetchTournamentSnapshot(id: club.id).state.rounds.last?.tables.first { $0.number == 2 }?.outcome
                == .places([1, 2]))
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
    }

    /// `p` in a Swiss while tables have no result: the question counts what the store counts as
    /// the command line enters results (it said 4 tables after three of four were entered), pairs
    /// nothing while one is missing (as `tournament pair` refuses), and pairs once the last is in.
    @Test func thePairQuestionCountsResultsFromTheCommandLine() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let swiss = try seeded.createTournament(name: "Club Swiss", settings: TournamentSettings(format: .swiss, plannedRounds: 4))
        try seeded.joinTournament(id: swiss.id, names: ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"])
        try seeded.pairNextRound(id: swiss.id)

        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Scorekeeper · Tournaments")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Round 1")
        try tmux.press("p")
        try tmux.waitFor(text: "4 tables have no result yet")
        for table in 1...3 {
            _ = try ScorekeeperBinary.output(["tournament", "result", "Club Swiss", String(table), "1-0", "--db", path])
        }
        try tmux.waitFor(text: "1 table has no result yet")
        let refused = try CommandRunner.scorekeeper(["tournament", "pair", "Club Swiss", "--db", path])
        #expect(refused.status != 0 && refused.stderr.contains("1 table has no result yet"), "\(refused.stderr)")
        try tmux.press("y")
        try tmux.waitFor(text: "Round 1 is not finished: 1 table has no result yet.")
        #expect(try seeded.fetchTournamentSnapshot(id: swiss.id).state.currentRound == 1, "the interface paired nothing")
        _ = try ScorekeeperBinary.output(["tournament", "result", "Club Swiss", "4", "1/2", "--db", path])
        try tmux.waitFor(text: "Pair round 2?")
        try tmux.press("y")
        try tmux.waitFor(text: "Round 2 paired: 4 tables.")
        #expect(try seeded.fetchTournamentSnapshot(id: swiss.id).state.currentRound == 2)
    }

    /// `T`, `a` makes a tournament as `tournament add` does: the format menu moves with End and
    /// Home, Enter goes on to the settings (a Hearts cup at tables of 4, lowest wins, 4 rounds),
    /// the summary is asked about, and the tournament made is the one the command line makes
    /// from the same answers.
    @Test func aTournamentMadeHereIsTheOneTheCommandLineMakes() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        _ = try ScorekeeperBinary.output(["tournament", "add", "Hearts B", "--format", "tables", "--table-size", "4",
                                          "--rounds", "4", "--rules", "lowest wins", "--db", path])
        let tmux = try Tmux.interface(database: path)
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("T")
        try tmux.waitFor(text: "Hearts B")
        try tmux.press("a")
        try tmux.waitFor(text: "New tournament")
        try tmux.type("Hearts A")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Format of Hearts A")
        try tmux.press("End")
        try tmux.waitFor("Tables highlighted") { _ in tmux.line(containing: "Tables of 4")?.contains("▸") == true }
        try tmux.press("Home")
        try tmux.waitFor("Swiss highlighted") { _ in tmux.line(containing: "Swiss: pairs")?.contains("▸") == true }
        try tmux.press("G")
        try tmux.waitFor("Tables highlighted again") { _ in tmux.line(containing: "Tables of 4")?.contains("▸") == true }
        try tmux.press("Enter")
        try tmux.waitFor(text: "table size (1 of 5)")
        try tmux.press("Enter")
        try tmux.waitFor(text: "winner (2 of 5)")
        try tmux.press("C-u")
        try tmux.type("lowest")
        try tmux.press("Enter")
        try tmux.waitFor(text: "rounds (3 of 5)")
        try tmux.press("Enter")
        try tmux.waitFor(text: "points (4 of 5)")
        try tmux.press("Enter")
        try tmux.waitFor(text: "tie-breaks (5 of 5)")
        try tmux.press("Enter")
        try tmux.waitFor(text: "Make Hearts A?")
        try tmux.waitFor(text: "tables of 4, lowest wins, 4 rounds")
        #expect(try AppDatabase.open(DatabaseLocation(path: path, isDefault: false)).fetchTournaments().count == 1,
                "nothing made while it asks")
        try tmux.press("y")
        try tmux.waitFor(text: "Made Hearts A:")

        struct Listed: Decodable, Equatable { var name: String; var format: String; var tableSize: Int; var plannedRounds: Int?
                                              var points: String; var tieBreaks: [String] }
        let listed = try JSONDecoder().decode([Listed].self, from: Data(try ScorekeeperBinary.output(["tournament", "list", "--json", "--db", path]).utf8))
        let a = try #require(listed.first { $0.name == "Hearts A" }), b = try #require(listed.first { $0.name == "Hearts B" })
        #expect(Listed(name: "Hearts B", format: a.format, tableSize: a.tableSize, plannedRounds: a.plannedRounds,
                       points: a.points, tieBreaks: a.tieBreaks) == b)
        let tournaments = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false)).fetchTournaments()
        let rules = tournaments.map { $0.gameRules?.summary ?? "" }
        #expect(rules.count == 2 && rules[0] == rules[1], "\(rules)")
        #expect(tournaments.filter { $0.settings.tableGamesLowestWins }.count == 2)
    }

    /// The organiser's screen and two tables' own terminals on one file: each table scores and
    /// finishes its game in its terminal, and the organiser sees the scores, then the results
    /// and the standings, as they happen.
    @Test func twoTableTerminalsScoreWhileTheOrganiserWatches() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tournament.sqlite")
        let seeded = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let club = try seeded.createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try seeded.joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try seeded.pairNextRound(id: club.id)
        let state = try seeded.fetchTournamentSnapshot(id: club.id).state
        let tables = try #require(state.rounds.first?.tables)
        let seats = tables.map { table in table.seats.map { state.entry($0)!.name } }

        let organiser = try Tmux.interface(database: path)
        try organiser.waitFor(text: "Scorekeeper · Games")
        try organiser.press("T")
        try organiser.waitFor(text: "Scorekeeper · Tournaments")
        try organiser.press("Enter")
        for pair in seats { try organiser.waitFor(text: pair.joined(separator: " – ")) }

        // Each table opens its own game by filtering the games list for it.
        var terminals: [Tmux] = []
        for (index, pair) in seats.enumerated() {
            let table = try Tmux.interface(database: path)
            try table.waitFor(text: "Scorekeeper · Games")
            try table.press("/")
            try table.type("table \(index + 1)")
            try table.press("Enter")
            try table.openGame("Club Night: round 1, table \(index + 1)", showing: pair[0])
            terminals.append(table)
        }
        // Table 1's first seat scores 3 at their own terminal: the organiser sees it live.
        let first = terminals[0]
        try first.waitFor(text: seats[0][0])
        try first.press("+", "+", "+")
        try first.waitFor("\(seats[0][0]) at 3") { _ in first.shownScore(of: seats[0][0]) == 3 || first.shownScore(of: seats[0][1]) == 3 }
        try organiser.waitFor("table 1's score") { _ in
            organiser.line(containing: seats[0].joined(separator: " – "))?.contains("3") == true
        }
        // Both tables finish their games from the command line of their own: the results and
        // the standings follow on the organiser's screen.
        for index in seats.indices {
            let title = "Club Night: round 1, table \(index + 1)"
            if index == 1 {
                _ = try ScorekeeperBinary.output(["player", "score", title, seats[1][1], "--by", "2", "--db", path])
            }
            _ = try ScorekeeperBinary.output(["game", "finish", title, "--db", path])
        }
        try organiser.waitFor("both results") { _ in
            let firstLine = organiser.line(containing: seats[0].joined(separator: " – "))
            let second = organiser.line(containing: seats[1].joined(separator: " – "))
            return second?.contains("0-1") == true && (firstLine?.contains("1-0") == true || firstLine?.contains("0-1") == true)
        }
        let standings = try seeded.fetchTournamentSnapshot(id: club.id).state.standings
        let leader = try #require(state.entry(standings[0].entryID)?.name)
        try organiser.waitFor("the standings' leader") { screen in
            // A standings row (no "–" between names), its points read from the screen.
            screen.split(separator: "\n").contains { line in
                !line.contains("–") && line.contains(" 1  \(leader)") && line.split(separator: " ").contains("1")
                    && line.split(separator: " ").dropFirst(2).first == "1"
            }
        }
        for terminal in terminals + [organiser] {
            try terminal.press("Escape")
        }
    }
}
