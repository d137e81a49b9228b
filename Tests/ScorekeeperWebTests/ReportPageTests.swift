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

/// The phones' report pages in process (HummingbirdTesting): a seat's link swapped for its own
/// cookie, two seats that agree commit, two that disagree wait for the organiser, a code opens
/// its own table only, an expired code is refused, a POST from elsewhere is refused, wrong PINs
/// slow their client down, hostile names stay text.
@Suite struct ReportPageTests {
    let fixture: WebFixture
    let tournament: Tournament.ID

    init() throws {
        fixture = try WebFixture()
        tournament = try fixture.pairRoundRobinClub()
    }

    /// The round's codes, table 1's two seats first.
    func codes() throws -> [ReportCode] { try fixture.database.reportCodes(tournament: tournament) }

    /// A phone: the cookie its link or PIN gave it.
    final class Phone: @unchecked Sendable {
        var cookie: String?
        var headers: HTTPFields {
            var fields: HTTPFields = [.origin: "http://localhost"]
            if let cookie { fields[.cookie] = cookie }
            return fields
        }
    }

    struct Answer {
        var status: HTTPResponse.Status
        var text: String
        var headers: HTTPFields
    }

    func get(_ client: some TestClientProtocol, _ uri: String, _ phone: Phone) async throws -> Answer {
        try await client.execute(uri: uri, method: .get, headers: phone.headers) { response in
            if let set = response.headers[.setCookie], let pair = set.split(separator: ";").first { phone.cookie = String(pair) }
            return Answer(status: response.status, text: String(buffer: response.body), headers: response.headers)
        }
    }

    func post(_ client: some TestClientProtocol, _ uri: String, _ phone: Phone, form: String,
              headers extra: HTTPFields = [:]) async throws -> Answer {
        var headers = phone.headers
        headers[.contentType] = "application/x-www-form-urlencoded"
        for field in extra { headers[field.name] = field.value }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: form)) { response in
            if let set = response.headers[.setCookie], let pair = set.split(separator: ";").first { phone.cookie = String(pair) }
            return Answer(status: response.status, text: String(buffer: response.body), headers: response.headers)
        }
    }

    /// Opens a seat's link as a phone does: the token is swapped for a cookie and leaves the address.
    func open(_ client: some TestClientProtocol, _ code: ReportCode) async throws -> Phone {
        let phone = Phone()
        let visit = try await get(client, code.path, phone)
        #expect(visit.status == .seeOther)
        #expect(visit.headers[.location] == "/report")
        let cookie = try #require(visit.headers[.setCookie])
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Strict"))
        #expect(phone.cookie == "\(ReportDesk.cookieName)=\(code.token)")
        return phone
    }

    func table(_ number: Int) throws -> TournamentTable {
        let snapshot = try #require(try fixture.database.read { db in try AppDatabase.tournamentSnapshot(db, id: tournament) })
        return try #require(snapshot.state.rounds.last?.tables.first { $0.number == number })
    }

    @Test func twoSeatsThatAgreeCommitTheirTablesResult() async throws {
        let codes = try codes().filter { $0.seat.table == 1 }
        let names = codes[0].seat.tableNames
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let first = try await open(client, codes[0]), second = try await open(client, codes[1])
            let page = try await get(client, "/report", first)
            #expect(page.status == .ok)
            #expect(page.text.contains("Table 1 · round 1"))
            #expect(page.text.contains("No report yet."))
            #expect(page.text.contains("<form method=\"post\" action=\"/report\""))
            // The result's forms in the model's words, seats in seat order.
            #expect(page.text.contains(HTML.text(TableOutcome.forms(seats: 2))))
            #expect(try #require(page.text.range(of: names[0])).lowerBound < (try #require(page.text.range(of: names[1]))).lowerBound)
            #expect(try await post(client, "/report", first, form: "result=1-0").status == .seeOther)
            #expect(try await get(client, "/report", first).text.contains("Waiting for \(names[1])&#39;s report"))
            #expect(try table(1).outcome == nil)
            #expect(try await post(client, "/report", second, form: "result=1-0").status == .seeOther)
            let committed = try await get(client, "/report", second)
            #expect(committed.text.contains("Committed: 1-0."))
            #expect(!committed.text.contains("<form method=\"post\" action=\"/report\""))
            #expect(try table(1).outcome == .places([1, 2]))
        }
    }

    @Test func reportsThatDisagreeWaitForTheOrganiser() async throws {
        let codes = try codes().filter { $0.seat.table == 1 }
        let names = codes[0].seat.tableNames
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let first = try await open(client, codes[0]), second = try await open(client, codes[1])
            _ = try await post(client, "/report", first, form: "result=1-0")
            _ = try await post(client, "/report", second, form: "result=0-1")
            let page = try await get(client, "/report", first)
            #expect(page.text.contains("Waiting for the organiser: \(names[0]) says 1-0, \(names[1]) says 0-1."))
            // A result that does not read is refused in the model's words, and changes nothing.
            let refused = try await post(client, "/report", first, form: "result=2-0")
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("is no result for table 1"))
        }
        #expect(try table(1).outcome == nil)
        let pending = try #require(try fixture.database.pendingReports(tournament: tournament).first)
        #expect(pending.table == 1 && pending.waiting == .disagreement)
    }

    @Test func aCodeReportsForItsOwnTableOnlyAndTheViewKeyReportsNothing() async throws {
        let all = try codes()
        let tableTwo = try #require(all.first { $0.seat.table == 2 })
        let tableOne = try table(1)
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let phone = try await open(client, tableTwo)
            // Fields naming another table are not read: the cookie's seat is the only one.
            let sent = try await post(client, "/report", phone,
                                      form: "result=1-0&table=1&tableID=\(tableOne.id.lowercasedString)&seat=0")
            #expect(sent.status == .seeOther)
            // The read-only pages' key opens no seat.
            let viewer = Phone()
            viewer.cookie = "\(WebGuards.cookieName)=\(server.guards.token.value)"
            #expect(try await post(client, "/report", viewer, form: "result=1-0").status == .forbidden)
            // Nor does a token no code has, nor one of another shape.
            let stranger = Phone()
            #expect(try await get(client, "/report/" + String(repeating: "0", count: 32), stranger).status == .forbidden)
            stranger.cookie = "\(ReportDesk.cookieName)=" + String(repeating: "a", count: 32)
            #expect(try await post(client, "/report", stranger, form: "result=1-0").status == .forbidden)
        }
        let pending = try fixture.database.pendingReports(tournament: tournament)
        #expect(pending.map(\.table) == [2])
        #expect(pending.first?.reports.map(\.seat) == [tableTwo.seat.seat])
    }

    @Test func anExpiredCodeIsRefusedWithTheReason() async throws {
        let old = try #require(try codes().first)
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let phone = try await open(client, old)
            for number in 1...2 { try ScorekeeperBinary.output(["--db", fixture.path, "tournament", "result", "Club", String(number), "1-0"]) }
            try ScorekeeperBinary.output(["--db", fixture.path, "tournament", "pair", "Club"])
            await server.live.refreshIfChanged()
            let visit = try await get(client, old.path, Phone())
            #expect(visit.status == .gone)
            #expect(visit.text.contains("This code is for round 1 of Club, and round 2 is being played now"))
            let report = try await post(client, "/report", phone, form: "result=0-1")
            #expect(report.status == .gone)
            let page = try await get(client, "/report", phone)
            #expect(page.status == .gone)
        }
        #expect(try fixture.database.pendingReports(tournament: tournament).isEmpty)
    }

    @Test func aPostFromAnotherSiteIsRefused() async throws {
        let code = try #require(try codes().first)
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let phone = try await open(client, code)
            let forged = try await post(client, "/report", phone, form: "result=1-0", headers: [.origin: "http://attacker.example"])
            #expect(forged.status == .forbidden)
            let pin = try await post(client, "/report/pin", Phone(), form: "pin=\(code.pin)", headers: [.origin: "http://attacker.example"])
            #expect(pin.status == .forbidden)
            #expect(pin.headers[.setCookie] == nil)
        }
        #expect(try fixture.database.pendingReports(tournament: tournament).isEmpty)
    }

    @Test func aTypedPINOpensItsSeat() async throws {
        let code = try #require(try codes().first)
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let phone = Phone()
            let form = try await get(client, "/report", phone)
            #expect(form.status == .ok)
            #expect(form.text.contains("action=\"/report/pin\""))
            let sent = try await post(client, "/report/pin", phone, form: "pin=\(code.pin)")
            #expect(sent.status == .seeOther)
            #expect(phone.cookie == "\(ReportDesk.cookieName)=\(code.token)")
            #expect(try await get(client, "/report", phone).text.contains("Table \(code.seat.table) · round 1"))
        }
    }

    @Test func aHundredWrongPINsSlowTheirClientWhileTheSeatStillReports() async throws {
        let all = try codes()
        let right = try #require(all.first { $0.seat.table == 1 })
        let taken = Set(all.map(\.pin))
        let wrong = Array((0..<1_000_000).lazy.map { String(format: "%06d", $0) }.filter { !taken.contains($0) }.prefix(100))
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let attacker = Phone()
            var statuses: [HTTPResponse.Status] = []
            for pin in wrong {
                let answer = try await post(client, "/report/pin", attacker, form: "pin=\(pin)")
                statuses.append(answer.status)
                if answer.status == .tooManyRequests {
                    #expect(Int(answer.headers[.retryAfter] ?? "") ?? 0 >= 1)
                }
            }
            #expect(statuses.prefix(server.settings.pinBackoff.freeFailures).allSatisfy { $0 == .forbidden })
            #expect(statuses.filter { $0 == .tooManyRequests }.count >= 90)
            #expect(attacker.cookie == nil)
            // The client that guesses waits even with a right PIN; the seat is not locked: its
            // phone reports by its link.
            #expect(try await post(client, "/report/pin", attacker, form: "pin=\(right.pin)").status == .tooManyRequests)
            let phone = try await open(client, right)
            #expect(try await post(client, "/report", phone, form: "result=1-0").status == .seeOther)
        }
        // The organiser sees the wrong PINs that were read.
        let queue = try fixture.database.reportQueue(tournament: tournament)
        #expect(queue.failedPINs >= server.settings.pinBackoff.freeFailures)
        #expect(queue.tables.map(\.table) == [1])
    }

    @Test func hostileNamesStayTextOnTheReportPageAndItsStream() async throws {
        let code = try #require(try codes().first { $0.seat.seat == 0 })
        let queue = try DatabaseQueue(path: fixture.path)
        try await queue.write { db in
            try db.execute(sql: #"UPDATE "tournamentEntries" SET "name" = ? WHERE "id" = ?"#,
                           arguments: [WebFixture.hostileName, code.seat.entryID.lowercasedString])
        }
        let server = try fixture.server(scope: .tournament(tournament))
        try await server.application().test(.router) { client in
            let phone = try await open(client, code)
            _ = try await post(client, "/report", phone, form: "result=1-0")
            let page = try await get(client, "/report", phone)
            #expect(page.status == .ok)
            #expect(page.text.contains("&lt;script&gt;"))
            #expect(!page.text.contains("<script>alert"))
            #expect(!page.text.unicodeScalars.contains("\u{202E}"))
            #expect(!page.text.contains("\nevent: forged"))
        }
        let section = try #require(ReportPages.seatSection(code.seat, content: await server.live.content))
        let event = EventStream.event("update", id: 1, payload: section)
        #expect(!event.contains("\nevent: forged"))
        #expect(event.components(separatedBy: "\n\n").count == 2)
    }
}
