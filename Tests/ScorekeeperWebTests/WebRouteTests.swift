import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import ScorekeeperStore
import Testing
import TestSupport
@testable import ScorekeeperWeb

/// The routes in process (HummingbirdTesting): the key and its cookie, the headers every answer
/// carries, the scope, the guards on POST and bodies, escaping, and the live stream.
@Suite struct WebRouteTests {
    let fixture: WebFixture

    init() throws { fixture = try WebFixture() }

    func cookie(_ server: WebServer) -> HTTPFields {
        [.cookie: "\(WebGuards.cookieName)=\(server.guards.token.value)"]
    }

    @Test func withoutTheKeyNothingIsShown() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .forbidden)
                #expect(!String(buffer: response.body).contains("Ann"))
            }
            try await client.execute(uri: "/?token=" + ViewToken.random().value, method: .get) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(uri: "/", method: .get, headers: [.cookie: "\(WebGuards.cookieName)=\(ViewToken.random().value)"]) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(uri: "/assets/live.js", method: .get) { response in
                #expect(response.status == .forbidden)
            }
        }
    }

    @Test func theKeyIsSwappedForACookieAndLeavesTheAddress() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/standings?token=" + server.guards.token.value, method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/standings")
                let cookie = try #require(response.headers[.setCookie])
                #expect(cookie.hasPrefix("\(WebGuards.cookieName)=\(server.guards.token.value);"))
                #expect(cookie.contains("HttpOnly"))
                #expect(cookie.contains("SameSite=Strict"))
            }
            try await client.execute(uri: "/", method: .get, headers: cookie(server)) { response in
                #expect(response.status == .ok)
                let page = String(buffer: response.body)
                #expect(page.contains("Hearts"))
                #expect(page.contains("Ann"))
                #expect(page.contains("<main data-live=\"/events?view=main\">"))
            }
        }
    }

    @Test func theKeyIsLongAndEachServerHasItsOwn() {
        let keys = (0..<20).map { _ in ViewToken.random().value }
        #expect(Set(keys).count == keys.count)
        // 24 random bytes in base64url: 32 characters, 192 bits.
        #expect(keys.allSatisfy { $0.count == 32 })
        #expect(ConstantTime.equal(Array("abc".utf8), Array("abc".utf8)))
        #expect(!ConstantTime.equal(Array("abc".utf8), Array("abd".utf8)))
        #expect(!ConstantTime.equal(Array("abc".utf8), Array("abcd".utf8)))
    }

    @Test func everyAnswerCarriesTheStrictHeaders() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            for uri in ["/", "/assets/style.css", "/nowhere"] {
                try await client.execute(uri: uri, method: .get, headers: cookie(server)) { response in
                    let policy = try #require(response.headers[.contentSecurityPolicy])
                    #expect(policy.contains("default-src 'none'"))
                    #expect(policy.contains("script-src 'self'"))
                    #expect(!policy.contains("unsafe-inline"))
                    #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
                    #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
                }
            }
            // And so does a refusal.
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
            }
        }
    }

    @Test func aPageOfAnotherAddressIsRefused() async throws {
        // The server knows itself as 127.0.0.1:8123; the test client names `localhost`, as a
        // rebound DNS name would name an address it does not serve.
        let server = try fixture.server(hosts: ["127.0.0.1:8123"])
        try await server.application().test(.router) { client in
            try await client.execute(uri: "/?token=" + server.guards.token.value, method: .get) { response in
                #expect(response.status == .misdirectedRequest)
                #expect(response.headers[.setCookie] == nil)
            }
        }
    }

    @Test func nothingOutsideTheScopeIsReachable() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            for uri in ["/game/" + fixture.secret.id.lowercasedString, "/player/" + fixture.cy.id.lowercasedString,
                        "/photo/" + fixture.ann.id.lowercasedString, "/standings",
                        "/events?view=game-" + fixture.secret.id.lowercasedString, "/../club.sqlite", "/etc/passwd"] {
                try await client.execute(uri: uri, method: .get, headers: cookie(server)) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(!String(buffer: response.body).contains("Cy"), "\(uri)")
                }
            }
        }
        // An evening reaches its own games, not others.
        let evening = try fixture.server(scope: .evening(Evening(containing: Date()).dateText))
        try await evening.application().test(.router) { client in
            try await client.execute(uri: "/game/" + fixture.game.id.lowercasedString, method: .get, headers: cookie(evening)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Ann"))
            }
            try await client.execute(uri: "/game/" + UUID().uuidString.lowercased(), method: .get, headers: cookie(evening)) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func aFormFromAnotherSiteIsRefused() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            var headers = cookie(server)
            headers[.origin] = "http://evil.example"
            try await client.execute(uri: "/", method: .post, headers: headers, body: ByteBuffer(string: "x=1")) { response in
                #expect(response.status == .forbidden)
            }
            var none = cookie(server)
            none[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
            try await client.execute(uri: "/", method: .post, headers: none, body: ByteBuffer(string: "x=1")) { response in
                #expect(response.status == .forbidden)
            }
            // From its own page it passes the guard (and finds no form to take yet).
            var same = cookie(server)
            same[.origin] = "http://localhost"
            try await client.execute(uri: "/", method: .post, headers: same, body: ByteBuffer(string: "x=1")) { response in
                #expect(response.status == .notFound)
            }
            // Without the key, same origin or not, it is refused.
            try await client.execute(uri: "/", method: .post, headers: [.origin: "http://localhost"], body: ByteBuffer(string: "x=1")) { response in
                #expect(response.status == .forbidden)
            }
        }
    }

    @Test func aTenMegabyteBodyIsRefusedUnread() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            var headers = cookie(server)
            headers[.origin] = "http://localhost"
            let body = ByteBuffer(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
            try await client.execute(uri: "/", method: .post, headers: headers, body: body) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
    }

    @Test func hostileNamesAreShownEscapedOnEveryPage() async throws {
        try fixture.renameRaw(fixture.ann, to: WebFixture.hostileName)
        let server = try fixture.server()
        let evening = try fixture.server(scope: .evening(Evening(containing: Date()).dateText))
        // Where the player's name shows, it shows escaped; nowhere is it raw.
        let named = ["/", "/projector", "/game/" + fixture.game.id.lowercasedString]
        for (server, uris) in [(server, ["/", "/projector"]), (evening, ["/", "/projector", "/game/" + fixture.game.id.lowercasedString])] {
            try await server.application().test(.router) { client in
                for uri in uris {
                    try await client.execute(uri: uri, method: .get, headers: cookie(server)) { response in
                        let page = String(buffer: response.body)
                        #expect(response.status == .ok, "\(uri)")
                        #expect(!page.contains("<script>alert"), "\(uri)")
                        #expect(!page.unicodeScalars.contains("\u{202E}"), "\(uri)")
                        #expect(!page.contains("\nevent: forged"), "\(uri)")
                        if server.live === evening.live && uri != named[2] { return }
                        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;\\u{202e}evil\\r\\nevent: forged\\ndata: x"), "\(uri)")
                    }
                }
            }
        }
    }

    @Test func aScoreWrittenElsewhereReachesTheLivePage() async throws {
        let server = try fixture.server()
        let live = server.live
        try await server.application().test(.router) { client in
            let stream = Task {
                try await client.execute(uri: "/events?view=main", method: .get, headers: cookie(server)) { response in
                    (response.headers[.contentType], String(buffer: response.body))
                }
            }
            #expect(await live.waitForListeners(1), "the page listens")
            // Another program writes (its own connection, as the command line would).
            let other = try AppDatabase.open(DatabaseLocation(path: fixture.path, isDefault: false))
            _ = try other.changeScore(playerID: fixture.bo.id, by: 37)
            #expect(await live.refreshIfChanged())
            await live.finishAll()
            let (type, body) = try await stream.value
            #expect(type == "text/event-stream; charset=utf-8")
            let events = body.components(separatedBy: "\n\n").filter { $0.contains("event: update") }
            let last = try #require(events.last)
            #expect(last.contains("<td class=\"num score\">37</td>"))
            // Every line of the payload is a data line of its own.
            for line in last.split(separator: "\n") {
                #expect(line.hasPrefix("event: ") || line.hasPrefix("id: ") || line.hasPrefix("data: "))
            }
        }
    }

    @Test func hostileNamesCannotForgeAnEvent() async throws {
        try fixture.renameRaw(fixture.ann, to: WebFixture.hostileName)
        let server = try fixture.server()
        let live = server.live
        try await server.application().test(.router) { client in
            let stream = Task {
                try await client.execute(uri: "/events?view=main", method: .get, headers: cookie(server)) { String(buffer: $0.body) }
            }
            #expect(await live.waitForListeners(1), "the page listens")
            await live.finishAll()
            let body = try await stream.value
            #expect(body.contains("event: update"))
            // The name's line breaks arrive escaped inside a data line, never as a field.
            #expect(!body.contains("\nevent: forged"))
            #expect(body.contains("data: <tr><td>1</td><td>&lt;script&gt;"))
            #expect(!body.contains("\ndata: x"))
            #expect(!body.contains("<script>"))
        }
        // And the stream's own writer splits any line break it is handed.
        let event = EventStream.event("update", id: 1, payload: "a\r\nevent: forged\rb\nc")
        #expect(event == "event: update\nid: 1\ndata: a\ndata: event: forged\ndata: b\ndata: c\n\n")
    }
}
