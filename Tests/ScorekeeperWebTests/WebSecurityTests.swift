import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperWeb

/// The guards on a real socket (`WebServing.start`, as `serve` and the interface start it): the
/// `Host` header, headers that claim another client, the connection cap with 50 more held open,
/// a slow client, a 10 MB body.
@Suite(.serialized) struct WebSecurityTests {
    let fixture: WebFixture

    init() throws { fixture = try WebFixture() }

    func start(_ settings: WebServerSettings = WebServerSettings()) async throws -> (RunningWebServer, port: Int, cookie: String) {
        let server = try await WebServing.start(databasePath: fixture.path, scope: .game(fixture.game.id), settings: settings)
        let url = try #require(URLComponents(string: server.addresses[0]))
        let token = try #require(url.queryItems?.first { $0.name == "token" }?.value)
        return (server, try #require(url.port), "\(WebGuards.cookieName)=\(token)")
    }

    @Test func aWrongHostIsRefusedWhateverElseTheRequestClaims() async throws {
        let (server, port, cookie) = try await start()
        defer { Task { await server.stop() } }
        let good = try RawHTTP.fetch(port: port, path: "/", headers: ["Cookie": cookie])
        #expect(good.status == 200)
        let localhost = try RawHTTP.fetch(port: port, path: "/", host: "localhost:\(port)", headers: ["Cookie": cookie])
        #expect(localhost.status == 200)
        for host in ["attacker.example:\(port)", "127.0.0.1:1", "attacker.example"] {
            let refused = try RawHTTP.fetch(port: port, path: "/", host: host,
                                            headers: ["Cookie": cookie, "X-Forwarded-Host": "127.0.0.1:\(port)",
                                                      "X-Forwarded-For": "127.0.0.1", "Forwarded": "for=127.0.0.1;host=127.0.0.1:\(port)"])
            #expect(refused.status == 421, "\(host)")
            #expect(!refused.text.contains("Ann"), "\(host)")
        }
        // Claiming to be the machine itself opens nothing without the key.
        let claimed = try RawHTTP.fetch(port: port, path: "/", headers: ["X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1"])
        #expect(claimed.status == 403)
    }

    @Test func connectionsOverTheCapAreRefusedWithAPageAndThePagesGoOn() async throws {
        var settings = WebServerSettings(maxConnections: 8)
        settings.idleTimeout = .seconds(60)
        // A page closed by its phone is noticed at the next write: keep-alives come often here.
        settings.keepAliveInterval = .milliseconds(200)
        let (server, port, cookie) = try await start(settings)
        defer { Task { await server.stop() } }
        // The cap's worth of live pages, held open.
        var held: [RawHTTP] = []
        for _ in 0..<8 {
            let connection = try RawHTTP(port: port)
            connection.get("/events?view=main", host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
            #expect(connection.read { $0.contains("event: update") })
            held.append(connection)
        }
        // Fifty more: each is refused with the short page, none is served.
        var refused = 0
        var over: [RawHTTP] = []
        for _ in 0..<50 {
            guard let connection = try? RawHTTP(port: port) else { continue }
            connection.get("/", host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
            _ = connection.read { $0.contains("</html>") }
            if connection.status == 503, connection.text.contains("Too many pages open") { refused += 1 }
            #expect(!connection.text.contains("Ann"))
            over.append(connection)
        }
        #expect(refused == 50)
        // The held pages still get the news.
        _ = try fixture.database.changeScore(playerID: fixture.bo.id, by: 23)
        for connection in held {
            #expect(connection.read { $0.contains("<td class=\"num score\">23</td>") })
        }
        // Once pages close, a new one is served again.
        held.removeAll()
        over.removeAll()
        #expect(waitUntilBlocking(timeout: .seconds(30), every: .milliseconds(100)) {
            (try? RawHTTP.fetch(port: port, path: "/", headers: ["Cookie": cookie]))?.status == 200
        }, "a page is served again")
    }

    @Test func aSlowClientIsCut() async throws {
        var settings = WebServerSettings()
        settings.idleTimeout = .seconds(1)
        let (server, port, _) = try await start(settings)
        defer { Task { await server.stop() } }
        let slow = try RawHTTP(port: port)
        // Half a request, then nothing more.
        slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")
        #expect(slow.readToClose(timeout: .seconds(30)), "the server closed the stalled connection")
        // A connection that asks nothing at all is cut too.
        let silent = try RawHTTP(port: port)
        #expect(silent.readToClose(timeout: .seconds(30)))
    }

    @Test func aTenMegabyteBodyIsRefusedAndTheServerGoesOn() async throws {
        let (server, port, cookie) = try await start()
        defer { Task { await server.stop() } }
        let big = try RawHTTP(port: port)
        big.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                 + "Content-Length: \(10 * 1024 * 1024)\r\n\r\n")
        big.send(Data(repeating: UInt8(ascii: "a"), count: 256 * 1024))
        #expect(big.read { $0.contains("413") })
        #expect(big.status == 413)
        let after = try RawHTTP.fetch(port: port, path: "/", headers: ["Cookie": cookie])
        #expect(after.status == 200)
    }

    @Test func stoppingEndsLivePagesAndClosesThePort() async throws {
        let (server, port, cookie) = try await start()
        let live = try RawHTTP(port: port)
        live.get("/events?view=main", host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
        #expect(live.read { $0.contains("event: update") })
        await server.stop()
        #expect(live.readToClose(timeout: .seconds(30)))
        #expect(throws: (any Error).self) { try RawHTTP(port: port) }
    }
}
