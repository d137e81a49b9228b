import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperWeb

/// A table game's round scores from the phones, in process (HummingbirdTesting): the form has a
/// field per seat labelled with its names in seat order, two seats that agree write the round
/// into the game, a score the game cannot read is refused naming its seat, a round entered
/// already is refused, and the page follows the round live; names stay text.
@Suite struct RoundReportPageTests {
    let fixture: WebFixture
    let tournament: Tournament.ID

    init() throws {
        fixture = try WebFixture()
        let made = try fixture.database.createTournament(name: "Night", settings: TournamentSettings(format: .tables, tableSize: 4),
                                                         gameRules: GameRules(roundTotals: [32]))
        try fixture.database.joinTournament(id: made.id, names: ["Ann", "Bo", "Cy", "Di"])
        try fixture.database.pairNextRound(id: made.id)
        tournament = made.id
    }

    typealias Phone = ReportPageTests.Phone

    var pages: ReportPageTests { ReportPageTests(fixture: fixture, tournament: tournament) }

    func codes() throws -> [ReportCode] { try fixture.database.reportCodes(tournament: tournament) }

    /// The table game's scores in seat order and its round.
    func game() throws -> (scores: [Int], round: Int) {
        try fixture.database.read { db in
            let table = try #require(try AppDatabase.tournamentSnapshot(db, id: tournament)?.state.rounds.last?.tables.first)
            let gameID = try #require(table.gameID)
            let scores = try Int.fetchAll(db, sql: """
                SELECT "p"."score" FROM "tournamentSeats" "s" JOIN "players" "p" ON "p"."id" = "s"."playerID" WHERE "s"."tableID" = ?
                ORDER BY "s"."seat"
                """, arguments: [table.id])
            return (scores, try Game.fetch(db, id: gameID)?.currentRound ?? 0)
        }
    }

    /// A tables tournament's seat page says two states, the table's result and the game's
    /// round: the first says it is the result's, not a bare "No report yet." above "Round 1: no
    /// report yet.".
    @Test func theResultsStateSaysItIsTheResults() async throws {
        let codes = try codes()
        let pages = pages
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let first = try await pages.open(client, codes[0])
            let page = try await pages.get(client, "/report", first)
            #expect(page.text.contains("<p class=\"seat\" id=\"state\">Result: no report yet.</p>"), "\(page.text)")
            #expect(!page.text.contains("No report yet."))
            #expect(page.text.contains("Round 1: no report yet."))
        }
    }

    @Test func twoPhonesThatAgreeWriteTheRoundIntoTheGame() async throws {
        let codes = try codes()
        let names = codes[0].seat.tableNames
        let pages = pages
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let first = try await pages.open(client, codes[0]), second = try await pages.open(client, codes[2])
            let page = try await pages.get(client, "/report", first)
            #expect(page.status == .ok)
            #expect(page.text.contains("<form method=\"post\" action=\"/report/round\" class=\"report\" data-round-form data-round=\"1\">"))
            #expect(page.text.contains("Round 1: no report yet."))
            // A field per seat, labelled with the seat's name, in seat order.
            var previous = page.text.startIndex
            for (index, name) in names.enumerated() {
                let label = try #require(page.text.range(of: "<label for=\"seat\(index + 1)\">\(HTML.text(name))</label>"))
                #expect(label.lowerBound > previous)
                previous = label.lowerBound
            }
            let form = "round=1&seat1=12&seat2=9&seat3=7&seat4=4"
            #expect(try await pages.post(client, "/report/round", first, form: form).status == .seeOther)
            let waiting = try await pages.get(client, "/report", second)
            #expect(waiting.text.contains("of round 1 (\(HTML.text(names[0])) says 12 9 7 4)."))
            #expect(try game() == ([0, 0, 0, 0], 1))
            #expect(try await pages.post(client, "/report/round", second, form: form).status == .seeOther)
            #expect(try game() == ([12, 9, 7, 4], 2))
            let next = try await pages.get(client, "/report", first)
            #expect(next.text.contains("Round 2: no report yet."))
            #expect(next.text.contains("Game scores: \(HTML.text(names[0])) 12, \(HTML.text(names[1])) 9"))
            #expect(next.text.contains("data-round=\"2\""))
            #expect(!next.text.contains("data-round=\"1\""))
            // The live section says which round's form still stands, for the script.
            let section = try #require(ReportPages.seatSection(codes[0].seat, content: await server.live.content))
            #expect(section.contains("data-round-open=\"2\""))
        }
        #expect(try fixture.database.pendingReports(tournament: tournament).isEmpty)
    }

    @Test func aScoreTheGameCannotReadIsRefusedNamingItsSeat() async throws {
        let codes = try codes()
        let names = codes[0].seat.tableNames
        let pages = pages
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let phone = try await pages.open(client, codes[0])
            let refused = try await pages.post(client, "/report/round", phone, form: "round=1&seat1=12&seat2=nine&seat3=7&seat4=4")
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(HTML.text("\(names[1]): \(ScoreText.refusal("nine"))")))
            // What was typed stays in the form, to correct.
            #expect(refused.text.contains("name=\"seat2\" value=\"nine\""))
            // The rules' round total, as `round add` checks it.
            let total = try await pages.post(client, "/report/round", phone, form: "round=1&seat1=12&seat2=9&seat3=7&seat4=5")
            #expect(total.status == .unprocessableContent)
            #expect(total.text.contains("Round 1 adds up to 33, not 32"))
        }
        #expect(try fixture.database.pendingReports(tournament: tournament).isEmpty)
        #expect(try game() == ([0, 0, 0, 0], 1))
    }

    @Test func aRoundEnteredAtTheKeyboardRefusesItsReportsAndClosesThem() async throws {
        let codes = try codes()
        let pages = pages
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let first = try await pages.open(client, codes[0]), second = try await pages.open(client, codes[1])
            _ = try await pages.post(client, "/report/round", first, form: "round=1&seat1=12&seat2=9&seat3=7&seat4=4")
            #expect(try fixture.database.pendingReports(tournament: tournament).count == 1)
            let gameID = try #require(try fixture.database.fetchTournamentSnapshot(id: tournament).state.rounds[0].tables[0].gameID)
            try ScorekeeperBinary.output(["--db", fixture.path, "round", "add", gameID.lowercasedString,
                                          "Ann=8", "Bo=8", "Cy=8", "Di=8"])
            #expect(try fixture.database.pendingReports(tournament: tournament).isEmpty)
            await server.live.refreshIfChanged()
            let late = try await pages.post(client, "/report/round", second, form: "round=1&seat1=12&seat2=9&seat3=7&seat4=4")
            #expect(late.status == .unprocessableContent)
            #expect(late.text.contains("Round 1 of table 1 is entered already: the organiser changes it."))
            #expect(late.text.contains("Round 2: no report yet."))
        }
        #expect(try game() == ([8, 8, 8, 8], 2))
    }

    /// `tournament reports` run as the real binary: the round reports' line in the queue, its
    /// JSON valid against docs/json/, and the organiser's accept writing the round.
    @Test func theQueueOnTheCommandLineShowsAndAcceptsTheRound() throws {
        let seats = try codes().map(\.seat)
        try fixture.database.submitRoundReport(seat: seats[0], round: 1, entries: ["12", "9", "7", "4"])
        try fixture.database.submitRoundReport(seat: seats[1], round: 1, entries: ["12", "9", "4", "7"])
        let names = seats[0].tableNames
        let queue = try CommandRunner.scorekeeper(["--db", fixture.path, "tournament", "reports", "Night"])
        #expect(queue.status == 0, "\(queue.stderr)")
        #expect(queue.stdout == "Table 1, round 1: \(names[0]) says 12 9 7 4, \(names[1]) says 12 9 4 7 (they disagree)\n")
        let json = try CommandRunner.scorekeeper(["--db", fixture.path, "tournament", "reports", "Night", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [String: Any])
        let table = try #require((object["tables"] as? [[String: Any]])?.first)
        #expect(table["gameRound"] as? Int == 1)
        let reports = try #require(table["reports"] as? [[String: Any]])
        #expect(reports.map { $0["scores"] as? [String] } == [["12", "9", "7", "4"], ["12", "9", "4", "7"]])
        #expect(reports.first?["result"] as? String == "round 1: 12 9 7 4")
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/json")
        let checked = try CommandRunner.run("/usr/bin/python3", [schemas.appendingPathComponent("validate.py").path,
                                                                 schemas.appendingPathComponent("tournament-reports.schema.json").path],
                                            stdin: json.stdoutData)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        let accepted = try CommandRunner.scorekeeper(["--db", fixture.path, "tournament", "reports", "Night", "accept", "1", "--seat", "2"])
        #expect(accepted.stdout == "Table 1: round 1: 12 9 4 7, accepted.\n", "\(accepted.stderr)")
        #expect(try game() == ([12, 9, 4, 7], 2))
        #expect(try CommandRunner.scorekeeper(["--db", fixture.path, "tournament", "reports", "Night"]).stdout == "No reports wait for Night.\n")
    }

    @Test func hostileNamesStayTextAsTheRoundFormsLabels() async throws {
        let code = try #require(try codes().first { $0.seat.seat == 0 })
        let queue = try DatabaseQueue(path: fixture.path)
        try await queue.write { db in
            try db.execute(sql: #"UPDATE "tournamentEntries" SET "name" = ? WHERE "id" = ?"#,
                           arguments: [WebFixture.hostileName, code.seat.entryID.lowercasedString])
        }
        let pages = pages
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let phone = try await pages.open(client, code)
            let page = try await pages.get(client, "/report", phone)
            #expect(page.text.contains("<label for=\"seat1\">&lt;script&gt;"))
            #expect(!page.text.contains("<script>alert"))
            #expect(!page.text.unicodeScalars.contains("\u{202E}"))
        }
    }
}

/// The report pages of an evening's page (`serve --evening`): a seat's code of a tournament of
/// the evening opens its page there and reports, as on the tournament's own page; a code of a
/// tournament outside the evening opens nothing.
@Suite struct EveningReportPageTests {
    let fixture: WebFixture
    let tournament: Tournament.ID

    typealias Phone = ReportPageTests.Phone

    init() throws {
        fixture = try WebFixture()
        tournament = try fixture.pairRoundRobinClub()
    }

    var today: WebScope { .evening(Evening(containing: Date()).dateText) }

    @Test func aSeatOfTheEveningsTournamentReportsOnTheEveningsPage() async throws {
        let codes = try fixture.database.reportCodes(tournament: tournament).filter { $0.seat.table == 1 }
        let pages = ReportPageTests(fixture: fixture, tournament: tournament)
        let server = try fixture.server(scope: today)
        try await server.application().test(.router) { client in
            let first = try await pages.open(client, codes[0])
            let page = try await pages.get(client, "/report", first)
            #expect(page.status == .ok)
            #expect(page.text.contains("Table 1 · round 1"))
            #expect(try await pages.post(client, "/report", first, form: "result=1-0").status == .seeOther)
            // The PIN form takes the evening's tournaments' PINs.
            let second = Phone()
            #expect(try await pages.post(client, "/report/pin", second, form: "pin=\(codes[1].pin)").status == .seeOther)
            #expect(try await pages.post(client, "/report", second, form: "result=1-0").status == .seeOther)
            #expect(try await pages.get(client, "/report", second).text.contains("Committed: 1-0."))
        }
        #expect(try pages.table(1).outcome == .places([1, 2]))
    }

    @Test func aCodeOfATournamentOutsideTheEveningOpensNothing() async throws {
        let code = try #require(try fixture.database.reportCodes(tournament: tournament).first)
        let pages = ReportPageTests(fixture: fixture, tournament: tournament)
        let server = try fixture.server(scope: .evening("2001-01-01"))
        try await server.application().test(.router) { client async throws in
            let phone = Phone()
            #expect(try await pages.get(client, code.path, phone).status == .forbidden)
            #expect(phone.cookie == nil)
            phone.cookie = "\(ReportDesk.cookieName)=\(code.token)"
            #expect(try await pages.post(client, "/report", phone, form: "result=1-0").status == .forbidden)
            #expect(try await pages.post(client, "/report/pin", Phone(), form: "pin=\(code.pin)").status == .forbidden)
        }
        #expect(try fixture.database.pendingReports(tournament: tournament).isEmpty)
        // A game's page has no report pages at all.
        let game = try fixture.server(scope: .game(fixture.game.id))
        try await game.application().test(.router) { client async throws in
            #expect(try await pages.get(client, code.path, Phone()).status == .notFound)
        }
    }
}

extension ReportPageTests {
    /// The report pages' helpers (phones, their requests) on another suite's file and tournament.
    init(fixture: WebFixture, tournament: Tournament.ID) {
        self.fixture = fixture
        self.tournament = tournament
    }
}
