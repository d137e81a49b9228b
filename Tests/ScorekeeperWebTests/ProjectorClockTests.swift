import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperWeb

/// The round clock on the projector page, read as the watch reads it (`RoundClock.reading`), and
/// live: a running clock's stream sends a new reading each second with no change to the file.
@Suite(.serialized) struct ProjectorClockTests {
    let fixture: WebFixture

    init() throws {
        fixture = try WebFixture()
        _ = try fixture.pairRoundRobinClub(settings: ["--round-time", "50m"])
    }

    @Test func theProjectorShowsTheRoundClockAsTheWatchReadsIt() async throws {
        let id = try fixture.database.read { db in try AppDatabase.resolveTournament(db, "Club").id }
        let snapshot = try #require(try fixture.database.read { db in try AppDatabase.tournamentSnapshot(db, id: id) })
        let now = Date()
        let reading = try #require(snapshot.tournament.roundClock.reading(currentRound: 1, at: now))
        let section = ProjectorPage.section(.tournament(snapshot), now: now)
        #expect(section.contains("<p class=\"clock\" id=\"round-clock\">Round 1 · \(reading.text)</p>"))
        // No round time, no clock.
        try ScorekeeperBinary.output(["--db", fixture.path, "tournament", "set", "Club", "--round-time", "off"])
        let without = try #require(try fixture.database.read { db in try AppDatabase.tournamentSnapshot(db, id: id) })
        #expect(!ProjectorPage.section(.tournament(without), now: now).contains("round-clock"))
    }

    @Test func aRunningClockTicksOnTheLiveProjector() async throws {
        let server = try await WebServing.start(databasePath: fixture.path, scope: .tournament(
            try fixture.database.read { db in try AppDatabase.resolveTournament(db, "Club").id }), settings: WebServerSettings())
        defer { Task { await server.stop() } }
        let url = try #require(URLComponents(string: server.addresses[0]))
        let token = try #require(url.queryItems?.first { $0.name == "token" }?.value)
        let port = try #require(url.port)
        // Two different readings of the clock, each in its own event.
        @Sendable func readings(_ text: String) -> Set<String> {
            Set(text.components(separatedBy: "id=\"round-clock\">").dropFirst().map { $0.prefix { $0 != "<" } }.map(String.init))
        }
        let (ticked, text) = try await offThePool {
            let stream = try RawHTTP(port: port)
            stream.get("/events?view=projector", host: "127.0.0.1:\(port)", headers: ["Cookie": "\(WebGuards.cookieName)=\(token)"])
            return (stream.read(until: { readings($0).count >= 2 }, timeout: .seconds(30)), stream.text)
        }
        #expect(ticked, "\(text.suffix(400))")
        #expect(readings(text).allSatisfy { $0.hasPrefix("Round 1 · ") && $0.hasSuffix(" left") })
    }
}

/// A seat's page live on a real socket: another seat reporting from the command line shows on
/// the open page's stream without a reload.
@Suite struct ReportPageLiveTests {
    @Test func anotherSeatsReportAppearsOnTheOpenPage() async throws {
        let fixture = try WebFixture()
        let id = try fixture.pairRoundRobinClub()
        let codes = try fixture.database.reportCodes(tournament: id).filter { $0.seat.table == 1 }
        let server = try await WebServing.start(databasePath: fixture.path, scope: .tournament(id), settings: WebServerSettings())
        defer { Task { await server.stop() } }
        let port = try #require(URLComponents(string: server.addresses[0])?.port)
        let names = codes[0].seat.tableNames
        let (visitStatus, opened, reported, stranger) = try await offThePool {
            let visit = try RawHTTP.fetch(port: port, path: codes[0].path)
            let cookie = visit.header("Set-Cookie")?.split(separator: ";").first.map(String.init) ?? ""
            let stream = try RawHTTP(port: port)
            stream.get(ReportPages.eventsPath, host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
            let opened = stream.read(until: { $0.contains("No report yet.") })
            try ScorekeeperBinary.output(["--db", fixture.path, "tournament", "reports", "Club", "send", codes[1].pin, "0-1"])
            let reported = stream.read(until: { $0.contains("Waiting for \(names[0])&#39;s report (\(names[1]) says 0-1).") })
            // Without the seat's cookie there is no stream.
            let stranger = try RawHTTP.fetch(port: port, path: ReportPages.eventsPath)
            return (visit.status, opened, reported, stranger.status)
        }
        #expect(visitStatus == 303)
        #expect(opened)
        #expect(reported)
        #expect(stranger == 404)
    }
}
