import Foundation
@testable import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperUI

/// What an organiser does on a tournament's screen during the evening, driven by keys: a result
/// entered by hand (refused when it is no result), someone dropped, two people swapped (the
/// broken rules asked about first), the round paired again; each dialog rendered at 80 columns.
@MainActor
@Suite struct TournamentOrganiserTests {
    let database: AppDatabase
    let app: AppModel
    let tournaments: TournamentsModel
    let club: Tournament

    static let size = TerminalSize(columns: 80, rows: 24)

    /// Club Night, a round robin of four, its round 1 paired, open on its screen.
    init() async throws {
        database = try pinnedDatabase()
        club = try database.at(pinnedNow).createTournament(name: "Club Night", settings: TournamentSettings(format: .roundRobin))
        try database.at(pinnedNow).joinTournament(id: club.id, names: ["Ann", "Bo", "Cy", "Dee"])
        try database.at(pinnedNow).pairNextRound(id: club.id)
        app = AppModel(database: database, size: TournamentOrganiserTests.size, photos: .none, workingDirectory: "/tmp")
        app.start()
        app.press(.character("T"))
        tournaments = try #require(app.tournaments)
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.list.rows[id: club.id] != nil }, "the list is read")
        tournaments.list.select(club.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.tables.rows.count == 2 }, "round 1 is read")
    }

    func frame() -> Screen {
        render(app, size: Self.size)
    }

    func state() throws -> TournamentState {
        try database.fetchTournamentSnapshot(id: club.id).state
    }

    func entry(_ name: String) throws -> TournamentEntry {
        try #require(try state().entries.first { $0.name == name })
    }

    /// Selects `name` in the standings, the focus there.
    func selectInStandings(_ name: String) throws {
        if tournaments.open?.focus != .standings { app.press(.tab) }
        tournaments.open?.standings.select(try entry(name).id)
    }

    /// Back to the list and into `tournament`, waiting until it is read with `tables` tables.
    func open(_ tournament: Tournament, tables: Int) async throws {
        app.press(.escape)
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.list.rows[id: tournament.id] != nil }, "\(tournament.name) is listed")
        tournaments.list.select(tournament.id)
        app.press(.enter)
        #expect(await waitUntil { tournaments.open?.snapshot != nil && tournaments.open?.tables.rows.count == tables },
                "\(tournament.name) is read")
    }

    // MARK: A result by hand

    @Test func aResultTypedByHandIsWrittenAndBadOnesAreRefused() async throws {
        let table = try #require(tournaments.open?.tables.selected)
        app.press(.character("r"))
        guard case .enterResult(_, table.id, _)? = tournaments.destination else {
            Issue.record("r asks the selected table's result: \(String(describing: tournaments.destination))")
            return
        }
        assertSnapshot(frame(), named: "tournament-result-prompt")
        // Not a result at a table of two: refused in the prompt, nothing written.
        app.type("2-1")
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.error?.contains("'2-1' is no result for table 1") == true)
        assertSnapshot(frame(), named: "tournament-result-refused")
        await tournaments.settle()
        #expect(try state().rounds[0].tables[0].outcome == nil)
        app.press(.control("u"))
        app.type("0-1")
        app.press(.enter)
        #expect(tournaments.destination == nil)
        await tournaments.settle()
        #expect(try state().rounds[0].tables[0].outcome == .places([2, 1]))
        #expect(app.status?.text.hasSuffix("0-1.") == true, "\(String(describing: app.status))")
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.round?.tables.first?.outcome == .places([2, 1]) }, "the result shows")
        // The second seat's win moves them to the top of the standings.
        let winner = table.seats[1]
        #expect(await waitUntil { tournaments.open?.standings.rows.first?.id == winner }, "the standings change")
        // clear takes the entered result back.
        app.press(.character("r"))
        app.type("clear")
        app.press(.enter)
        await tournaments.settle()
        #expect(try state().rounds[0].tables[0].outcome == nil)
        #expect(app.status?.text == "Table 1, round 1: the entered result is cleared.")
    }

    /// A finished game gives its table's result; one entered by hand stands over it.
    @Test func aResultByHandStandsOverTheGames() async throws {
        let table = try #require(tournaments.open?.tables.selected)
        let gameID = try #require(table.gameID)
        let rows = try database.fetchPlayerRows(gameID: gameID)
        let second = try #require(try state().entry(table.seats[1])).name
        _ = try database.changeScore(playerID: try #require(rows.first { $0.player.name == second }).player.id, by: 5)
        _ = try database.finishGame(id: gameID)
        #expect(try state().rounds[0].tables[0].outcome == .places([2, 1]), "the game's result")
        app.press(.character("r"))
        app.type("½-½")
        app.press(.enter)
        await tournaments.settle()
        #expect(try state().rounds[0].tables[0].outcome == .places([1, 1]), "the entered result stands")
    }

    /// A draw is typed as few keyboards type "½": "1/2", "0.5-0.5", "=", "draw" are each a draw,
    /// and the prompt's hint names them.
    @Test(arguments: ["1/2", "0.5-0.5", "=", "draw", "½-½", "1/2-1/2"])
    func aDrawTypedAnyWayIsADraw(_ typed: String) async throws {
        app.press(.character("r"))
        #expect(tournaments.destination?.prompt?.hint?.contains("1/2, =, draw") == true,
                "\(String(describing: tournaments.destination?.prompt?.hint))")
        app.type(typed)
        app.press(.enter)
        #expect(tournaments.destination == nil, "\(String(describing: tournaments.destination?.prompt?.error))")
        await tournaments.settle()
        #expect(try state().rounds[0].tables[0].outcome == .places([1, 1]))
    }

    @Test func aResultTheFormatRefusesIsRefusedInThePrompt() async throws {
        let cup = try database.createTournament(name: "Cup", settings: TournamentSettings(format: .knockout))
        try database.joinTournament(id: cup.id, names: ["Ann", "Bo"])
        try database.pairNextRound(id: cup.id)
        try await open(cup, tables: 1)
        app.press(.character("r"))
        app.type("½-½")
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.error != nil, "a knockout needs a winner")
        await tournaments.settle()
        #expect(try database.fetchTournamentSnapshot(id: cup.id).state.rounds[0].tables[0].outcome == nil)
    }

    /// At a table of four each seat's place is typed in seat order, as the hint shows; places
    /// that cannot be (two second, then third) are refused.
    @Test func placesAtATableOfFour() async throws {
        let hearts = try database.createTournament(name: "Hearts",
                                                   settings: TournamentSettings(format: .tables, tableSize: 4, plannedRounds: 3))
        try database.joinTournament(id: hearts.id, names: ["Eve", "Fay", "Gus", "Hal"])
        try database.pairNextRound(id: hearts.id)
        try await open(hearts, tables: 1)
        app.press(.character("r"))
        #expect(tournaments.destination?.prompt?.hint?.hasPrefix("each seat's place, e.g. \"1 2 3 4\"") == true)
        app.type("1 2 2 3")
        app.press(.enter)
        #expect(tournaments.destination?.prompt?.error?.contains("'1 2 2 3' is no result for table 1") == true)
        app.press(.control("u"))
        app.type("1 2 2 4")
        app.press(.enter)
        await tournaments.settle()
        #expect(try database.fetchTournamentSnapshot(id: hearts.id).state.rounds[0].tables[0].outcome == .places([1, 2, 2, 4]))
    }

    @Test func aResultIsEnteredOnATable() async throws {
        app.press(.tab)
        app.press(.character("r"))
        #expect(tournaments.destination == nil)
        #expect(app.status?.text.contains("Tab moves to the tables") == true)
    }

    // MARK: Dropping

    @Test func droppingAsksNamingWhatHappens() async throws {
        let bo = try entry("Bo")
        try selectInStandings("Bo")
        app.press(.character("d"))
        guard case .confirmDrop(_, bo.id, .cancel)? = tournaments.destination else {
            Issue.record("d asks first: \(String(describing: tournaments.destination))")
            return
        }
        let message = TournamentsModel.dropMessage(bo.id, state: try state(), tournamentName: club.name)
        #expect(message.hasPrefix("Bo has played 1 round and stays in the standings, not paired after round 1."))
        #expect(frame().text.contains("Drop Bo from Club Night?"))
        #expect(frame().text.contains("Bo has played 1 round and stays in the standings"))
        assertSnapshot(frame(), named: "tournament-confirm-drop")
        app.press(.character("n"))
        await tournaments.settle()
        #expect(try entry("Bo").droppedAfterRound == nil, "declining drops no one")
        app.press(.character("d"))
        app.press(.character("y"))
        await tournaments.settle()
        #expect(try entry("Bo").droppedAfterRound == 1)
        #expect(app.status?.text == "Bo dropped after round 1.")
        let tournaments = self.tournaments
        #expect(await waitUntil { frame().text.contains("Bo · dropped after round 1") }, "the standings mark it")
        // Again: refused at once, nothing asked.
        app.press(.character("d"))
        #expect(tournaments.destination == nil)
        #expect(app.status?.text == "Bo dropped after round 1 already.")
    }

    /// Before round 1 is paired `d` removes the person altogether, and the dialog says so.
    @Test func droppingBeforeTheFirstRoundTakesThemOut() async throws {
        let spring = try database.createTournament(name: "Spring", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try database.joinTournament(id: spring.id, names: ["Eve", "Fay", "Gus"])
        try await open(spring, tables: 0)
        let fay = try #require(try database.fetchTournamentSnapshot(id: spring.id).state.entries.first { $0.name == "Fay" })
        app.press(.tab)
        tournaments.open?.standings.select(fay.id)
        app.press(.character("d"))
        #expect(frame().text.contains("Remove Fay from Spring?"))
        #expect(frame().text.contains("Fay has not played: they leave Spring and its"))
        app.press(.character("y"))
        await tournaments.settle()
        #expect(try database.fetchTournamentSnapshot(id: spring.id).state.entries.map(\.name).sorted() == ["Eve", "Gus"])
        #expect(app.status?.text == "Fay is out of Spring.")
    }

    /// Once play has begun, `d` removes someone who has not played (a late entry made by
    /// mistake) and drops someone who has: the question says which, before anything is done.
    @Test func dRemovesWhoHasNotPlayedAndDropsWhoHas() async throws {
        let spring = try database.createTournament(name: "Spring", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try database.joinTournament(id: spring.id, names: ["Eve", "Fay", "Gus", "Hal"])
        try database.pairNextRound(id: spring.id)
        try database.joinTournament(id: spring.id, names: ["jr1-0"])
        try await open(spring, tables: 2)
        let entries = try database.fetchTournamentSnapshot(id: spring.id).state.entries
        let mistake = try #require(entries.first { $0.name == "jr1-0" }), eve = try #require(entries.first { $0.name == "Eve" })
        app.press(.tab)
        tournaments.open?.standings.select(mistake.id)
        app.press(.character("d"))
        #expect(frame().text.contains("Remove jr1-0 from Spring?"))
        #expect(frame().text.contains("jr1-0 has not played"))
        assertSnapshot(frame(), named: "tournament-confirm-remove")
        app.press(.character("y"))
        await tournaments.settle()
        #expect(app.status?.text == "jr1-0 is out of Spring.")
        #expect(try database.fetchTournamentSnapshot(id: spring.id).state.entries.map(\.name).sorted() == ["Eve", "Fay", "Gus", "Hal"])
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.standings.rows.count == 4 }, "the standings follow")
        tournaments.open?.standings.select(eve.id)
        app.press(.character("d"))
        #expect(frame().text.contains("Drop Eve from Spring?"))
        #expect(frame().text.contains("Eve has played 1 round and stays in the standings"))
        app.press(.character("n"))
        #expect(try database.fetchTournamentSnapshot(id: spring.id).state.entry(eve.id)?.droppedAfterRound == nil)
    }

    @Test func droppingIsChosenInTheStandings() async throws {
        app.press(.character("d"))
        #expect(tournaments.destination == nil)
        #expect(app.status?.text.contains("Tab moves there") == true)
    }

    // MARK: Swapping

    @Test func swappingNamesTheBrokenRulesFirst() async throws {
        let ann = try entry("Ann"), cy = try entry("Cy")
        let before = try state().rounds[0].tables
        #expect(!before.contains { $0.seats.contains(ann.id) && $0.seats.contains(cy.id) }, "Ann and Cy sit apart")
        try selectInStandings("Ann")
        app.press(.character("s"))
        #expect(tournaments.destination == .chooseSwap(club.id, first: ann.id))
        #expect(app.keyTable == .tournamentSwap)
        // Ann herself is no second person.
        app.press(.enter)
        #expect(tournaments.destination == .chooseSwap(club.id, first: ann.id))
        #expect(app.status?.text == "Choose someone else to swap Ann with.")
        tournaments.open?.standings.select(cy.id)
        assertSnapshot(frame(), named: "tournament-choose-swap")
        app.press(.enter)
        let expected = try state().swapWarnings(round: 1, ann.id, cy.id)
        #expect(!expected.isEmpty, "a round robin's schedule breaks")
        guard case .confirmSwap(_, ann.id, cy.id, let warnings, .cancel)? = tournaments.destination else {
            Issue.record("a broken rule asks first: \(String(describing: tournaments.destination))")
            return
        }
        #expect(warnings == expected)
        assertSnapshot(frame(), named: "tournament-confirm-swap")
        app.press(.character("y"))
        await tournaments.settle()
        let after = try state().rounds[0].tables
        for table in before {
            let moved = table.seats.map { $0 == ann.id ? cy.id : $0 == cy.id ? ann.id : $0 }
            #expect(after.first { $0.id == table.id }?.seats == moved)
        }
        #expect(app.status?.text.hasPrefix("Swapped Ann and Cy (") == true, "\(String(describing: app.status))")
    }

    /// A swap that breaks nothing (a Swiss's first round) is made at once.
    @Test func aSwapBreakingNothingIsMadeAtOnce() async throws {
        let swiss = try database.createTournament(name: "Swiss", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try database.joinTournament(id: swiss.id, names: ["Eve", "Fay", "Gus", "Hal"])
        let plan = try database.pairNextRound(id: swiss.id)
        try await open(swiss, tables: 2)
        let first = plan.tables[0][0], second = plan.tables[1][1]
        app.press(.tab)
        tournaments.open?.standings.select(first)
        app.press(.character("s"))
        tournaments.open?.standings.select(second)
        app.press(.character("s"))
        #expect(tournaments.destination == nil, "nothing to ask")
        await tournaments.settle()
        let tables = try database.fetchTournamentSnapshot(id: swiss.id).state.rounds[0].tables
        #expect(tables[0].seats[0] == second)
        #expect(tables[1].seats[1] == first)
    }

    /// Esc swaps no one; while the second is chosen, a click in the standings chooses there
    /// (one on a table does nothing).
    @Test func aSwapIsChosenInTheStandingsAndEscSwapsNoOne() async throws {
        let before = try state().rounds[0].tables
        try selectInStandings("Ann")
        app.press(.character("s"))
        let open = try #require(tournaments.open)
        // The standings' rows start two lines below the tables (a gap, then their heading).
        let list = Layout(size: Self.size).list
        let dee = try entry("Dee")
        let deeLine = try #require(open.standings.visible.firstIndex { $0.id == dee.id })
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 10, y: list.y + open.tables.visibleRows + 2 + deeLine))))
        #expect(tournaments.open?.standings.selectedID == dee.id)
        app.handle(.mouse(MouseEvent(kind: .click, position: Point(x: 10, y: list.y))))
        #expect(tournaments.open?.focus == .standings, "a table is no one to swap with")
        #expect(tournaments.open?.standings.selectedID == dee.id)
        // Help lists the choice's own keys, each sentence whole.
        app.press(.character("?"))
        let help = frame().text
        for binding in KeyTable.tournamentSwap.helpBindings {
            #expect(help.contains(binding.help), "\(binding.help)")
        }
        app.press(.escape)
        #expect(tournaments.destination == .chooseSwap(club.id, first: try entry("Ann").id), "help closed, the choice stays")
        app.press(.escape)
        #expect(tournaments.destination == nil)
        #expect(app.keyTable == .tournament)
        await tournaments.settle()
        #expect(try state().rounds[0].tables == before, "nothing swapped")
    }

    /// A result asked of a table that goes (its round paired again elsewhere) has nothing left
    /// to act on: the prompt closes.
    @Test func theResultPromptClosesWhenItsTableGoes() async throws {
        app.press(.character("r"))
        #expect(tournaments.destination?.prompt != nil)
        try database.repairCurrentRound(id: club.id)
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.destination == nil }, "the prompt closes")
    }

    @Test func aTableWithAResultCannotSwap() async throws {
        try database.setTableResult(id: club.id, table: 1, outcome: .places([1, 2]))
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.unfinishedTables == 1 }, "the result arrives")
        let seated = try #require(try state().rounds[0].tables[0].seats.first)
        app.press(.tab)
        tournaments.open?.standings.select(seated)
        app.press(.character("s"))
        #expect(tournaments.destination == nil)
        #expect(app.status?.text.contains("has a result already: too late to swap") == true)
        app.press(.escape)
    }

    // MARK: Pairing again

    @Test func pairingAgainAsksFirst() async throws {
        let before = Set(try state().rounds[0].tables.map(\.id))
        app.press(.character("P"))
        guard case .confirmRepair(_, 1, .cancel)? = tournaments.destination else {
            Issue.record("P asks first: \(String(describing: tournaments.destination))")
            return
        }
        assertSnapshot(frame(), named: "tournament-confirm-repair")
        app.press(.escape)
        await tournaments.settle()
        #expect(Set(try state().rounds[0].tables.map(\.id)) == before, "declining changes nothing")
        app.press(.character("P"))
        app.press(.character("y"))
        await tournaments.settle()
        let after = try state()
        #expect(after.currentRound == 1)
        #expect(Set(after.rounds[0].tables.map(\.id)).isDisjoint(with: before), "new tables")
        #expect(app.status?.text == "Round 1 paired again: 2 tables.")
    }

    /// "Pair round 1 again?" asked while another terminal finishes round 1 and pairs round 2:
    /// the question no longer applies and closes, so a yes cannot re-pair round 2.
    @Test func pairingAgainClosesWhenAnotherRoundIsPairedMeanwhile() async throws {
        app.press(.character("P"))
        guard case .confirmRepair(_, 1, _)? = tournaments.destination else {
            Issue.record("P asks first")
            return
        }
        try database.setTableResult(id: club.id, table: 1, outcome: .places([1, 2]))
        try database.setTableResult(id: club.id, table: 2, outcome: .places([2, 1]))
        try database.pairNextRound(id: club.id)
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.destination == nil }, "the question closes")
        #expect(try state().currentRound == 2)
    }

    @Test func pairingAgainIsRefusedOnceAResultIsIn() async throws {
        try database.setTableResult(id: club.id, table: 2, outcome: .places([1, 1]))
        let tournaments = self.tournaments
        #expect(await waitUntil { tournaments.open?.unfinishedTables == 1 }, "the result arrives")
        app.press(.character("P"))
        #expect(tournaments.destination == nil)
        #expect(app.status?.text == "Table 2 of round 1 has a result already: too late to pair round 1 again.")
    }
}
