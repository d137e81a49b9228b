import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import NIOCore
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperWeb

/// A tournament's pages: the round's tables in seat order, the standings with their tie-breaks,
/// an entrant's own page; nobody outside the tournament; hostile entrants' names escaped.
@Suite struct TournamentPageTests {
    let fixture: WebFixture
    let tournament: Tournament.ID

    init() throws {
        fixture = try WebFixture()
        tournament = try fixture.pairRoundRobinClub()
    }

    func entries() throws -> [String: String] {
        let queue = try DatabaseQueue(path: fixture.path)
        return try queue.read { db in
            Dictionary(try Row.fetchAll(db, sql: #"SELECT "name", "id" FROM "tournamentEntries""#).map { ($0[0], $0[1]) },
                       uniquingKeysWith: { first, _ in first })
        }
    }

    func page(_ server: WebServer, _ uri: String) async throws -> (HTTPResponse.Status, String) {
        try await server.application().test(.router) { client in
            try await client.execute(uri: uri, method: .get,
                                     headers: [.cookie: "\(WebGuards.cookieName)=\(server.guards.token.value)"]) { response in
                (response.status, String(buffer: response.body))
            }
        }
    }

    @Test func theRoundTheStandingsAndAnEntrantsOwnPage() async throws {
        let server = try fixture.server(scope: .tournament(tournament))
        let snapshot = try #require(try fixture.database.read { db in try AppDatabase.tournamentSnapshot(db, id: tournament) })
        let table = try #require(snapshot.state.rounds.last?.tables.first)
        let names = snapshot.state.displayNames
        let (status, round) = try await page(server, "/")
        #expect(status == .ok)
        #expect(round.contains("Round 1: tables"))
        let seats = table.seats.map { names[$0] ?? "?" }
        // Seats in seat order, each name a link to its own page.
        let first = try #require(round.range(of: ">\(seats[0])</a>")), second = try #require(round.range(of: ">\(seats[1])</a>"))
        #expect(first.lowerBound < second.lowerBound)
        let (_, standings) = try await page(server, "/standings")
        for code in snapshot.state.settings.tieBreaks.map(\.code) { #expect(standings.contains("<th class=\"num\">\(code)</th>")) }
        let (_, own) = try await page(server, "/player/" + table.seats[0].lowercasedString)
        #expect(own.contains("Table \(table.number), against \(seats[1]), you start."))
        let (_, other) = try await page(server, "/player/" + table.seats[1].lowercasedString)
        #expect(other.contains("Table \(table.number), against \(seats[0]), \(seats[0]) starts."))
        // Someone not in it, or a game's player, is not there.
        let (missing, _) = try await page(server, "/player/" + fixture.ann.id.lowercasedString)
        #expect(missing == .notFound)
        let (noGame, _) = try await page(server, "/game/" + fixture.game.id.lowercasedString)
        #expect(noGame == .notFound)
    }

    @Test func hostileEntrantNamesAreEscapedOnEveryPage() async throws {
        let ids = try entries()
        let queue = try DatabaseQueue(path: fixture.path)
        let ann = try #require(ids["Ann"])
        try await queue.write { db in
            try db.execute(sql: #"UPDATE "tournamentEntries" SET "name" = ? WHERE "id" = ?"#, arguments: [WebFixture.hostileName, ann])
        }
        let server = try fixture.server(scope: .tournament(tournament))
        for uri in ["/", "/standings", "/projector", "/player/" + (try #require(ids["Ann"])), "/player/" + (try #require(ids["Bo"]))] {
            let (status, html) = try await page(server, uri)
            #expect(status == .ok, "\(uri)")
            #expect(!html.contains("<script>alert"), "\(uri)")
            #expect(!html.unicodeScalars.contains("\u{202E}"), "\(uri)")
            #expect(!html.contains("\nevent: forged"), "\(uri)")
        }
    }
}
