import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
@testable import ScorekeeperWeb

/// A form sent from the server's own page under `Referrer-Policy: no-referrer` (which every
/// answer carries): the browser says `Origin: null`, and `Sec-Fetch-Site` alone tells a page of
/// this server from another site's. Chromium sends exactly these two headers (a phone's report
/// in `BrowserReportTests`).
@Suite struct NullOriginTests {
    let fixture: WebFixture

    init() throws { fixture = try WebFixture() }

    func headers(_ server: WebServer, fetchSite: String?) -> HTTPFields {
        var fields: HTTPFields = [.cookie: "\(WebGuards.cookieName)=\(server.guards.token.value)", .origin: "null"]
        if let fetchSite { fields[HTTPField.Name("Sec-Fetch-Site")!] = fetchSite }
        return fields
    }

    @Test func aFormFromTheServersOwnPageWithANullOriginPassesTheGuard() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            // Past the guard, the read-only scope has no form to take.
            try await client.execute(uri: "/", method: .post, headers: headers(server, fetchSite: "same-origin"),
                                     body: ByteBuffer(string: "x=1")) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func aNullOriginFromAnotherSiteOrSayingNothingMoreIsRefused() async throws {
        let server = try fixture.server()
        try await server.application().test(.router) { client in
            for fetchSite in ["cross-site", "same-site", "none", nil] {
                try await client.execute(uri: "/", method: .post, headers: headers(server, fetchSite: fetchSite),
                                         body: ByteBuffer(string: "x=1")) { response in
                    #expect(response.status == .forbidden, "Sec-Fetch-Site: \(fetchSite ?? "absent")")
                }
            }
        }
    }
}
