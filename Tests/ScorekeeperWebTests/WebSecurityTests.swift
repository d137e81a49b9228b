import Foundation
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperWeb

/// The guards on a real socket (`WebServing.start`, as `serve` and the interface start it): the
/// `Host` header, headers that claim another client, the connection cap with 50 more held open,
/// a slow client, a 10 MB body. Every socket read that waits runs off the shared pool
/// (`offThePool`): the server answers on that pool, beside other suites' blocking work.
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
        let hosts = ["attacker.example:\(port)", "127.0.0.1:1", "attacker.example"]
        let (good, localhost, refused, claimed) = try await offThePool { () throws -> (Int?, Int?, [(status: Int?, text: String)], Int?) in
            let good = try RawHTTP.fetch(port: port, path: "/", headers: ["Cookie": cookie])
            let localhost = try RawHTTP.fetch(port: port, path: "/", host: "localhost:\(port)", headers: ["Cookie": cookie])
            let refused = try hosts.map { host in
                let answer = try RawHTTP.fetch(port: port, path: "/", host: host,
                                               headers: ["Cookie": cookie, "X-Forwarded-Host": "127.0.0.1:\(port)",
                                                         "X-Forwarded-For": "127.0.0.1", "Forwarded": "for=127.0.0.1;host=127.0.0.1:\(port)"])
                return (answer.status, answer.text)
            }
            // Claiming to be the machine itself opens nothing without the key.
            let claimed = try RawHTTP.fetch(port: port, path: "/", headers: ["X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1"])
            return (good.status, localhost.status, refused, claimed.status)
        }
        #expect(good == 200)
        #expect(localhost == 200)
        for (host, answer) in zip(hosts, refused) {
            #expect(answer.status == 421, "\(host)")
            #expect(!answer.text.contains("Ann"), "\(host)")
        }
        #expect(claimed == 403)
    }

    @Test func connectionsOverTheCapAreRefusedWithAPageAndThePagesGoOn() async throws {
        var settings = WebServerSettings(maxConnections: 8)
        settings.idleTimeout = .seconds(60)
        // A page closed by its phone is noticed at the next write: keep-alives come often here.
        settings.keepAliveInterval = .milliseconds(200)
        let (server, port, cookie) = try await start(settings)
        defer { Task { await server.stop() } }
        let fixture = fixture
        let outcome = try await offThePool { () throws -> (opened: [Bool], refused: Int, served: Int, news: [Bool], again: Bool) in
            // The cap's worth of live pages, held open.
            var held: [RawHTTP] = []
            var opened: [Bool] = []
            for _ in 0..<8 {
                let connection = try RawHTTP(port: port)
                connection.get("/events?view=main", host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
                opened.append(connection.read { $0.contains("event: update") })
                held.append(connection)
            }
            // Fifty more: each is refused with the short page, none is served.
            var refused = 0, served = 0
            var over: [RawHTTP] = []
            for _ in 0..<50 {
                guard let connection = try? RawHTTP(port: port) else { continue }
                connection.get("/", host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
                _ = connection.read { $0.contains("</html>") }
                if connection.status == 503, connection.text.contains("Too many pages open") { refused += 1 }
                if connection.text.contains("Ann") { served += 1 }
                over.append(connection)
            }
            // The held pages still get the news.
            _ = try fixture.database.changeScore(playerID: fixture.bo.id, by: 23)
            let news = held.map { connection in connection.read { $0.contains("<td class=\"num score\">23</td>") } }
            // Once pages close, a new one is served again.
            held.removeAll()
            over.removeAll()
            let again = waitUntilBlocking(timeout: .seconds(30), every: .milliseconds(100)) {
                (try? RawHTTP.fetch(port: port, path: "/", headers: ["Cookie": cookie]))?.status == 200
            }
            return (opened, refused, served, news, again)
        }
        #expect(outcome.opened == Array(repeating: true, count: 8), "the cap's pages each opened")
        #expect(outcome.refused == 50)
        #expect(outcome.served == 0, "no page over the cap is served")
        #expect(outcome.news == Array(repeating: true, count: 8), "the held pages still get the news")
        #expect(outcome.again, "a page is served again")
    }

    @Test func aSlowClientIsCut() async throws {
        var settings = WebServerSettings()
        settings.idleTimeout = .seconds(1)
        let (server, port, _) = try await start(settings)
        defer { Task { await server.stop() } }
        let (slowCut, silentCut) = try await offThePool {
            let slow = try RawHTTP(port: port)
            // Half a request, then nothing more.
            slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")
            let slowCut = slow.readToClose(timeout: .seconds(30))
            // A connection that asks nothing at all is cut too.
            let silent = try RawHTTP(port: port)
            return (slowCut, silent.readToClose(timeout: .seconds(30)))
        }
        #expect(slowCut, "the server closed the stalled connection")
        #expect(silentCut, "the server closed the silent connection")
    }

    @Test func aTenMegabyteBodyIsRefusedAndTheServerGoesOn() async throws {
        let (server, port, cookie) = try await start()
        defer { Task { await server.stop() } }
        let (answered, status, after) = try await offThePool { () throws -> (Bool, Int?, Int?) in
            let big = try RawHTTP(port: port)
            big.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                     + "Content-Length: \(10 * 1024 * 1024)\r\n\r\n")
            big.send(Data(repeating: UInt8(ascii: "a"), count: 256 * 1024))
            let answered = big.read { $0.contains("413") }
            return (answered, big.status, try RawHTTP.fetch(port: port, path: "/", headers: ["Cookie": cookie]).status)
        }
        #expect(answered)
        #expect(status == 413)
        #expect(after == 200)
    }

    @Test func stoppingEndsLivePagesAndClosesThePort() async throws {
        let (server, port, cookie) = try await start()
        let live = try RawHTTP(port: port)
        live.get("/events?view=main", host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
        let opened = try await offThePool { live.read { $0.contains("event: update") } }
        #expect(opened)
        await server.stop()
        #expect(try await offThePool { live.readToClose(timeout: .seconds(30)) })
        // The port is closed: a connection is refused, or whatever it reaches is not this server
        // (the system may since have given the free port to another test's server, or joined
        // the socket to itself), so this server's page with its cookie is not served.
        let servedAgain = try await offThePool { () -> Bool in
            guard let probe = try? RawHTTP(port: port) else { return false }
            probe.get("/events?view=main", host: "127.0.0.1:\(port)", headers: ["Cookie": cookie])
            return probe.read { $0.contains("event: update") }
        }
        #expect(!servedAgain, "the stopped server's page is served no more")
    }
}
