import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// The Tournaments screen and one tournament: rendered as text and compared with golden files,
/// and driven by keys (adding, deleting, pairing, browsing rounds, a table's game). Round robins
/// only: their pairing is fixed; standings' figures are not asserted, only what is shown of
/// the outcomes set here.
@MainActor
@Suite struct TournamentScreenTests {
    let database: AppDatabase
    let app: AppModel
    let tournaments: TournamentsModel
    let club: Tournament

    static let regular = TerminalSize(columns: 72, rows: 20)

    init() async throws {
        database = try pinnedDatabase()
        club = try database.at(pinnedNow).createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try database.at(pinnedNow).joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try database.at(pinnedNow.addingTimeInterval(60))
            .createTournament(name: "Spring Swiss", settings: TournamentSettings(format: .swiss, plannedRounds: 5))
        app = AppModel(database: database, size: TournamentScreenTests.regular, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("T"))
        tournaments = try #require(app.tournaments)
        #expect(tournaments.hasLoaded)
    }

    func frame(_ size: TerminalSize = regular) -> Screen {
        app.handle(.resize(size))
        return render(app, size: size)
    }

    func openClub() async throws {
        tournaments.list.select(club.id)
        app.press(.enter)
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.snapshot != nil }, "the tournament is read")
    }

    /// Waits until the open tournament shows `round` with its tables.
    func waitForRound(_ round: Int) async {
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.shownRound == round && tournaments.open?.tables.rows.isEmpty == false },
                "round \(round) arrives")
    }

    @Test func theList() {
        assertSnapshot(frame(), named: "tournaments")
        #expect(frame().text.contains("round robin"))
        #expect(frame().text.contains("not started"))
    }

    @Test func addingAsksTheNameThenTheFormat() async throws {
        app.press(.character("a"))
        app.type("Club Night")
        app.press(.enter)
        // A name taken already is refused in the prompt.
        #expect(tournaments.destination?.prompt?.error?.contains("already") == true)
        app.press(.control("u"))
        app.type("Autumn Cup")
        app.press(.enter)
        assertSnapshot(frame(), named: "tournaments-format")
        app.press(.down)
        app.press(.enter)
        // Enter on a format makes nothing: its settings are asked, each with its default.
        #expect(tournaments.destination?.prompt?.label == "Cycles")
        #expect(tournaments.destination?.prompt?.field.text == "1")
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.field.text == "1,0.5,0")
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.field.text == "DE,SB,WIN")
        app.press(.enter)
        guard case .confirmCreate(let draft, .cancel)? = tournaments.destination else {
            Issue.record("asked before it is made: \(String(describing: tournaments.destination))")
            return
        }
        #expect(draft.summary() == "round robin, points 1,0.5,0, tie-breaks DE, SB, WIN")
        #expect(frame().text.contains("Autumn Cup: round robin, points 1,0.5,0, tie-breaks"))
        await tournaments.settle()
        #expect(try database.fetchTournaments().count == 2, "nothing made while it asks")
        app.press(.character("y"))
        await tournaments.settle()
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.list.selected?.tournament.name == "Autumn Cup" }, "the new one is selected")
        #expect(tournaments.list.selected?.tournament.settings.format == .roundRobin)
    }

    /// The format menu moves as every list does (End, G, Home, g, the arrows); a tables event
    /// asks its size and whether lowest or highest wins, a Swiss its rounds (5 offered), and a
    /// setting that does not read is refused in its prompt by the parser the command line uses.
    @Test func theFormatMenuMovesAsEveryListAndEachFormatAsksItsSettings() async throws {
        app.press(.character("a"))
        app.type("Hearts Cup")
        app.press(.enter)
        app.press(.end)
        #expect(tournaments.destination == .chooseFormat(name: "Hearts Cup", .tables))
        app.press(.home)
        #expect(tournaments.destination == .chooseFormat(name: "Hearts Cup", .swiss))
        app.press(.character("G"))
        #expect(tournaments.destination == .chooseFormat(name: "Hearts Cup", .tables))
        app.press(.character("g"))
        app.press(.character("j"))
        #expect(tournaments.destination == .chooseFormat(name: "Hearts Cup", .roundRobin))
        app.press(.character("G"))
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.label == "Table size")
        app.press(.control("u")); app.type("7"); app.press(.enter)
        #expect(tournaments.destination?.prompt?.error == "Table size is 3, 4 or 5 people a table, not '7'.")
        app.press(.control("u")); app.type("4"); app.press(.enter)
        #expect(tournaments.destination?.prompt?.label == "Winner")
        app.press(.control("u")); app.type("lowest"); app.press(.enter)
        #expect(tournaments.destination?.prompt?.field.text == "4", "tables play 4 rounds unless told")
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.field.text == "3,2,1,0")
        // Esc goes back a question, the answer kept.
        app.press(.escape)
        #expect(tournaments.destination?.prompt?.label == "Rounds")
        app.press(.enter)
        app.press(.enter)
        app.press(.enter)
        assertSnapshot(frame(), named: "tournaments-confirm-create")
        #expect(frame().text.contains("Hearts Cup: tables of 4, lowest wins, 4 rounds,"))
        if case .confirmCreate(let draft, _)? = tournaments.destination {
            #expect(draft.summary() == "tables of 4, lowest wins, 4 rounds, points 3,2,1,0, tie-breaks BH")
        } else {
            Issue.record("asked before it is made: \(String(describing: tournaments.destination))")
        }
        app.press(.character("y"))
        await tournaments.settle()
        let made = try #require(try database.fetchTournaments().first { $0.name == "Hearts Cup" })
        #expect(made.settings.tableSize == 4 && made.settings.plannedRounds == 4)
        #expect(made.gameRules?.winning == .lowest)
        #expect(made.settings.tableGamesLowestWins)
    }

    /// A Swiss made in the interface has a last round: the 5 rounds offered unless changed.
    @Test func aSwissMadeHereHasItsRounds() async throws {
        app.press(.character("a"))
        app.type("Club Swiss")
        app.press(.enter)
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.label == "Rounds")
        #expect(tournaments.destination?.prompt?.field.text == "5")
        app.press(.control("u")); app.type("4"); app.press(.enter)
        app.press(.enter); app.press(.enter)
        app.press(.character("y"))
        await tournaments.settle()
        let made = try #require(try database.fetchTournaments().first { $0.name == "Club Swiss" })
        #expect(made.settings.format == .swiss && made.settings.plannedRounds == 4)
        #expect(made.settings.tieBreaks == TournamentSettings.defaultTieBreaks(for: .swiss))
    }

    @Test func deletingAsksAndKeepsTheGames() async throws {
        let plan = try database.pairNextRound(id: club.id)
        #expect(plan.tables.count == 2)
        tournaments.list.select(club.id)
        app.press(.character("d"))
        assertSnapshot(frame(), named: "tournaments-confirm-delete")
        app.press(.character("y"))
        await tournaments.settle()
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.list.rows.count == 1 }, "the list loses it")
        #expect(try database.fetchGameSummaries().count == 2, "its table games stay")
    }

    /// The selection stays on its tournament by id when another arrives above it.
    @Test func selectionFollowsTheTournamentWhenTheListChanges() async throws {
        tournaments.list.select(club.id)
        try database.at(pinnedNow.addingTimeInterval(120))
            .createTournament(name: "Newest", settings: TournamentSettings(format: .knockout))
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.list.rows.count == 3 }, "the new one arrives")
        #expect(tournaments.list.rows.first?.tournament.name == "Newest")
        #expect(tournaments.list.selectedID == club.id)
    }

    @Test func theTournamentScreen() async throws {
        try await openClub()
        assertSnapshot(frame(), named: "tournament-not-started")
        app.press(.character("p"))
        await tournaments.settle()
        await waitForRound(1)
        // Scores in a table's game show as they are scored (here by another connection's write).
        let snapshot = try #require(tournaments.open?.snapshot)
        let table = try #require(tournaments.open?.round?.tables.first)
        let game = try #require(snapshot.games[table.id])
        let rows = try database.fetchPlayerRows(gameID: game.gameID)
        // Seat by seat: the first seat scores 12, the second 9.
        for (seat, amount) in [(0, 12), (1, 9)] {
            let name = try #require(snapshot.state.entry(table.seats[seat])).name
            _ = try database.changeScore(playerID: try #require(rows.first { $0.player.name == name }).player.id, by: amount)
        }
        let tournaments = self.tournaments
        #expect(await waitUntil { frame().text.contains("12 · 9") }, "the scores arrive")
        try database.setTableResult(id: club.id, table: 2, outcome: .places([1, 1]))
        #expect(await waitUntil { frame().text.contains("½-½") }, "the result arrives")
        assertSnapshot(frame(), named: "tournament-round-1")
        // A table's game finished: its standings give the result (12 to 9, the first seat wins).
        _ = try database.finishGame(id: game.gameID)
        #expect(await waitUntil { tournaments.open?.unfinishedTables == 0 }, "the finish arrives")
        #expect(frame().text.contains("1-0"))
        #expect(!frame().text.contains("12 · 9"))
    }

    /// The smallest window still draws the list and a tournament, the key bar whole.
    @Test func theSmallestWindow() async throws {
        let tiny = Layout.minimumSize
        assertSnapshot(frame(tiny), named: "tournaments-tiny")
        try database.pairNextRound(id: club.id)
        try await openClub()
        await waitForRound(1)
        assertSnapshot(frame(tiny), named: "tournament-tiny")
        let lines = frame(tiny).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[tiny.rows - 1].hasSuffix("? Help"))
    }

    /// `p` while tables have no result: the store refuses to pair, and so does the question,
    /// which counts what the store counts, as results arrive from another program, and offers
    /// to pair once the last is in.
    @Test func pairingWaitsForEveryResultCountingThemAsTheyArrive() async throws {
        try await openClub()
        app.press(.character("p"))
        await tournaments.settle()
        await waitForRound(1)
        app.press(.character("p"))
        guard case .confirmPair(_, .cancel)? = tournaments.destination else {
            Issue.record("p asks first: \(String(describing: tournaments.destination))")
            return
        }
        let tournaments = self.tournaments
        func question() -> String {
            tournaments.open?.snapshot.map { TournamentsView.pairQuestion($0.state).message } ?? ""
        }
        #expect(question().hasPrefix("Round 1 is not finished: 2 tables have no result yet (tables 1 and 2)."))
        try database.setTableResult(id: club.id, table: 1, outcome: .places([1, 2]))
        #expect(await waitUntil { question().hasPrefix("Round 1 is not finished: 1 table has no result yet (table 2).") },
                "the count follows the file")
        #expect(frame().text.contains("1 table has no result yet"))
        assertSnapshot(frame(), named: "tournament-confirm-pair")
        // Yes pairs nothing while a result is missing: it says why, as the store does.
        app.press(.character("y"))
        await tournaments.settle()
        #expect(app.status?.text == "Round 1 is not finished: 1 table has no result yet.")
        #expect(tournaments.open?.snapshot?.state.currentRound == 1, "nothing is paired")
        #expect(try database.fetchTournamentSnapshot(id: club.id).state.currentRound == 1)
        // The last result arrives: the question offers to pair, and yes pairs.
        try database.setTableResult(id: club.id, table: 2, outcome: .places([2, 1]))
        #expect(await waitUntil { question() == "Every table of round 1 has its result. Pair round 2?" },
                "the question follows the last result")
        #expect(frame().text.contains("Pair round 2?"))
        app.press(.character("y"))
        await tournaments.settle()
        await waitForRound(2)
        #expect(tournaments.destination == nil)
        #expect(try database.fetchTournamentSnapshot(id: club.id).state.currentRound == 2)
    }

    @Test func pairingAtOnceWhenEveryResultIsIn() async throws {
        try await openClub()
        app.press(.character("p"))
        await tournaments.settle()
        await waitForRound(1)
        try database.setTableResult(id: club.id, table: 1, outcome: .places([1, 2]))
        // With every result in, p pairs at once.
        try database.setTableResult(id: club.id, table: 2, outcome: .places([2, 1]))
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.unfinishedTables == 0 }, "the result arrives")
        app.press(.character("p"))
        #expect(tournaments.destination == nil)
        await tournaments.settle()
        await waitForRound(2)
        // [ goes back to round 1, its results shown; ] comes back to the current round.
        app.press(.character("["))
        #expect(tournaments.open?.shownRound == 1)
        #expect(frame().text.contains("1-0"))
        #expect(frame().text.contains("0-1"))
        app.press(.right)
        #expect(tournaments.open?.shownRound == 2)
        #expect(tournaments.open?.chosenRound == nil)
    }

    @Test func enterOpensTheTablesGameAndEscComesBack() async throws {
        try database.pairNextRound(id: club.id)
        try await openClub()
        await waitForRound(1)
        app.press(.down)
        let table = try #require(tournaments.open?.tables.selected)
        #expect(table.number == 2)
        app.press(.enter)
        #expect(app.game?.gameID == table.gameID)
        app.press(.escape)
        #expect(app.game == nil)
        #expect(app.tournaments?.open?.tables.selectedID == table.id, "back on the same table")
    }

    @Test func addingAnEntrantByName() async throws {
        try await openClub()
        app.press(.character("a"))
        #expect(tournaments.destination?.prompt?.title == "Add an entrant to Club Night")
        app.type("Eve")
        app.press(.enter)
        await tournaments.settle()
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.standings.rows.count == 5 }, "Eve is in")
        #expect(frame().text.contains("Eve"))
    }

    /// `j` and `k` move as on every other screen, in the tables and in the standings; `j`
    /// opens nothing (it once entered someone, so "j j r 1-0" made an entrant "jr1-0").
    @Test func jAndKMoveAsEverywhere() async throws {
        try database.pairNextRound(id: club.id)
        try await openClub()
        await waitForRound(1)
        let first = try #require(tournaments.open?.tables.selected)
        app.press(.character("j"))
        #expect(tournaments.destination == nil, "j opens no prompt")
        #expect(tournaments.open?.tables.selected?.number == 2)
        app.press(.character("k"))
        #expect(tournaments.open?.tables.selectedID == first.id)
        app.press(.tab)
        let leader = try #require(tournaments.open?.standings.selectedID)
        app.press(.character("j"))
        #expect(tournaments.open?.standings.selectedID != leader)
        app.press(.character("k"))
        #expect(tournaments.open?.standings.selectedID == leader)
        #expect(KeyTable.tournament.resolve(.character("j")) == .perform(.moveDown))
        #expect(KeyTable.tournament.resolve(.character("a")) == .perform(.joinTournament))
    }

    @Test func droppedEntrantsAreMarked() async throws {
        try database.pairNextRound(id: club.id)
        let dee = try #require(try database.fetchTournamentSnapshot(id: club.id).state.entries.first { $0.name == "Dee" })
        try database.dropFromTournament(id: club.id, entryID: dee.id)
        try await openClub()
        #expect(frame().text.contains("Dee · dropped after round 1"))
    }

    @Test func helpListsTheKeys() async throws {
        app.press(.character("?"))
        assertSnapshot(frame(TerminalSize(columns: 80, rows: 24)), named: "tournaments-help")
        app.press(.escape)
        try await openClub()
        app.press(.character("?"))
        let help = frame(TerminalSize(columns: 80, rows: 32)).text
        assertSnapshot(frame(TerminalSize(columns: 80, rows: 32)), named: "tournament-help")
        for binding in KeyTable.tournament.helpBindings {
            #expect(help.contains(binding.help), "\(binding.help)")
        }
        #expect(app.keyTable == .help)
    }

    @Test func hostileNamesAreSanitized() async throws {
        // Another program wrote what the store would refuse.
        try await database.dbWriter.write { db in
            try db.execute(sql: #"UPDATE "tournamentEntries" SET "name" = ? WHERE "name" = 'Ann'"#, arguments: ["Evil\u{1B}[2J\u{07}Ann"])
            try db.execute(sql: #"UPDATE "tournaments" SET "name" = ? WHERE "id" = ?"#, arguments: ["Club\u{1B}]0;x\u{07}", club.id])
        }
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.list.rows[id: club.id]?.tournament.name.hasPrefix("Club\u{1B}") == true })
        #expect(!frame().text.contains("\u{1B}"))
        try await openClub()
        let text = frame().text
        #expect(!text.contains("\u{1B}"))
    }
}
