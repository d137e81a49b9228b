import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// The `host:port` values a server answers to, set once it listens.
final class AllowedHosts: Sendable {
    private let hosts = Mutex<Set<String>>([])

    init(_ hosts: Set<String> = []) { self.hosts.withLock { $0 = hosts } }

    func set(_ new: Set<String>) { hosts.withLock { $0 = new } }
    func contains(_ host: String) -> Bool { hosts.withLock { $0.contains(host) } }
}

/// The checks every request passes before a page is read, each against one attack on a page
/// served on a local network: the `Host` header against the addresses served (DNS rebinding),
/// the view key (a link found or guessed), the origin of a POST (a page elsewhere submitting a
/// form), and the size of a body. Nothing here reads `X-Forwarded-For` or any header a client
/// could use to claim another address.
struct WebGuards: Sendable {
    /// The `host:port` values a request may name (compared without case); filled in once the
    /// server knows its port.
    let allowedHosts: AllowedHosts
    let token: ViewToken
    /// The largest request body read; a larger one is refused unread.
    let maximumBodyBytes: Int

    static let cookieName = "scorekeeper_view"

    /// The hosts for `addresses` (IPv4 or IPv6 literals) on `port`, with `localhost` when the
    /// loopback is among them.
    static func hosts(addresses: [String], port: Int) -> Set<String> {
        var hosts: Set<String> = []
        for address in addresses {
            hosts.insert((address.contains(":") ? "[\(address)]" : address).lowercased() + ":\(port)")
        }
        if addresses.contains("127.0.0.1") || addresses.contains("::1") { hosts.insert("localhost:\(port)") }
        return hosts
    }

    /// Whether the request names one of the addresses served (HTTP/1.1's `Host`, which HTTPTypes
    /// carries as the authority).
    func isAllowedHost(_ request: Request) -> Bool {
        guard let authority = request.head.authority?.lowercased() else { return false }
        return allowedHosts.contains(authority)
    }

    /// Whether a POST comes from a page of this server: its `Origin` names an allowed host, or,
    /// with no `Origin` (or `Origin: null`), the browser says `Sec-Fetch-Site: same-origin`. A
    /// request with neither is refused: every browser that can show the pages sends one of them.
    /// The pages send `Referrer-Policy: no-referrer`, and under that policy a browser sends its
    /// own forms' POSTs with `Origin: null`: only `Sec-Fetch-Site`, which no page can set, tells
    /// them from another site's.
    func isSameOrigin(_ request: Request) -> Bool {
        if let origin = request.headers[.origin], origin != "null" {
            guard origin.lowercased().hasPrefix("http://") else { return false }
            return allowedHosts.contains(String(origin.lowercased().dropFirst("http://".count)))
        }
        return request.headers[HTTPField.Name("Sec-Fetch-Site")!] == "same-origin"
    }

    /// The key the request carries in its cookie.
    func hasViewCookie(_ request: Request) -> Bool {
        token.matches(request.cookies[Self.cookieName].map { Substring($0.value) })
    }

    /// The cookie that replaces the key in the link: sent back only to this server, never read
    /// by script, never sent from another site's page.
    var cookieHeader: String { "\(Self.cookieName)=\(token.value); Path=/; HttpOnly; SameSite=Strict" }

    /// The headers every answer carries: a policy that allows only this server's own styles,
    /// scripts and images (no inline script or style, nothing from elsewhere), no referrer, no
    /// sniffing, no framing, no caching.
    static func secure(_ response: inout Response) {
        response.headers[.contentSecurityPolicy] = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            + "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        response.headers[.cacheControl] = "no-store"
    }
}
