import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ScorekeeperStore

/// Answers every request of a running server: the guards first (`WebGuards`), then the page, the
/// asset, the photo or the event stream of the scope; anything else is "not here".
struct WebResponder: HTTPResponder {
    typealias Context = WebRequestContext

    let live: LiveFile
    let guards: WebGuards
    let options: WebPages.Options
    /// Checks a live page's connection is still wanted between events (tests shorten it).
    let keepAliveInterval: Duration
    /// The report codes' pages, in a tournament's scope served with a writer; nil elsewhere.
    let reports: ReportDesk?

    func respond(to request: Request, context: Context) async throws -> Response {
        var response = try await answer(request, peer: context.peerAddress)
        WebGuards.secure(&response)
        return response
    }

    private func answer(_ request: Request, peer: String?) async throws -> Response {
        guard guards.isAllowedHost(request) else {
            return page(.misdirectedRequest, WebPages.refusal("Wrong address", "This server answers only the address it printed."))
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > guards.maximumBodyBytes {
            return closing(page(.contentTooLarge, WebPages.refusal("Too large", "This server reads no request this large.")))
        }
        var body = ByteBuffer()
        if request.method != .get && request.method != .head {
            // Read (and bound) the body before anything else, so a large one is refused unread.
            var request = request
            do {
                body = try await request.collectBody(upTo: guards.maximumBodyBytes)
            } catch {
                return closing(page(.contentTooLarge, WebPages.refusal("Too large", "This server reads no request this large.")))
            }
        }
        // A report code is a scope of its own (one seat, one round): the view key neither
        // opens nor is needed for its pages.
        if ReportDesk.isReportPath(request.uri.path) {
            guard let reports else { return notHere() }
            return await reportAnswer(request, body: body, peer: peer, desk: reports)
        }
        let query = request.uri.queryParameters
        if let offered = query["token"] {
            guard guards.token.matches(offered) else { return forbidden() }
            // The key leaves the address bar (and the history) for a cookie.
            var response = Response(status: .seeOther)
            response.headers[.location] = request.uri.path
            response.headers[.setCookie] = guards.cookieHeader
            return response
        }
        guard guards.hasViewCookie(request) else { return forbidden() }
        switch request.method {
        case .get, .head: break
        case .post:
            guard guards.isSameOrigin(request) else {
                return page(.forbidden, WebPages.refusal("Refused", "A form may be sent only from this server's own pages."))
            }
            // The view key's pages take no form: a seat's report has its own routes (`ReportDesk`).
            return notHere()
        default:
            return page(.methodNotAllowed, WebPages.refusal("Not allowed", "These pages are read-only."))
        }
        return await route(request)
    }

    private func route(_ request: Request) async -> Response {
        let path = request.uri.path
        switch path {
        case "/assets/style.css": return asset(Stylesheet.css, type: "text/css; charset=utf-8")
        case "/assets/live.js": return asset(Scripts.live, type: "text/javascript; charset=utf-8")
        case "/assets/projector.js": return asset(Scripts.projector, type: "text/javascript; charset=utf-8")
        case "/events":
            guard let name = request.uri.queryParameters["view"], let view = WebView(name: String(name)) else { return notHere() }
            let options = self.options
            guard WebPages.section(view, content: await live.content, options: options) != nil else { return notHere() }
            // The projector shows the round clock: read again each second while it shows one.
            let ticks: Duration? = view == .projector ? .seconds(1) : nil
            return events(tick: ticks) { WebPages.section(view, content: $0, options: options) }
        default: break
        }
        if path.hasPrefix("/photo/") {
            return await photo(String(path.dropFirst("/photo/".count)))
        }
        guard let view = Self.view(path: path), let html = WebPages.document(view, content: await live.content, options: options) else {
            return notHere()
        }
        return page(.ok, html)
    }

    /// The view a path names, nil for none.
    static func view(path: String) -> WebView? {
        switch path {
        case "/": return .main
        case "/standings": return .standings
        case "/projector": return .projector
        default:
            if path.hasPrefix("/player/"), let id = TournamentEntry.ID(uuidString: String(path.dropFirst("/player/".count))) {
                return .player(id)
            }
            if path.hasPrefix("/game/"), let id = Game.ID(uuidString: String(path.dropFirst("/game/".count))) { return .game(id) }
            return nil
        }
    }

    /// A player's thumbnail, only with `--photos` and only of a game in the scope.
    private func photo(_ idText: String) async -> Response {
        guard options.photos, let id = Player.ID(uuidString: idText) else { return notHere() }
        let data: Data?
        switch await live.content {
        case .game(let board): data = board?.thumbnails[id]
        case .evening(_, let boards, _): data = boards.values.lazy.compactMap { $0.thumbnails[id] }.first
        case .tournament: data = nil
        }
        guard let data else { return notHere() }
        var response = Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        response.headers[.contentType] = Self.imageType(data)
        return response
    }

    /// The image type by the file's first bytes (thumbnails are JPEG, PNG or WebP).
    static func imageType(_ data: Data) -> String {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if data.count >= 12, data.starts(with: Array("RIFF".utf8)), data[data.startIndex + 8 ..< data.startIndex + 12].elementsEqual("WEBP".utf8) {
            return "image/webp"
        }
        return "image/jpeg"
    }

    /// A live page's stream: an `update` event with the view's main section whenever the file
    /// changes what it shows, a comment now and then in between.
    /// `tick`: how often the section is read again though the file did not change (a clock that
    /// runs); it is sent only when it reads differently.
    func events(tick: Duration? = nil, _ section: @escaping @Sendable (WebContent) -> String?) -> Response {
        let live = self.live, interval = keepAliveInterval
        var response = Response(status: .ok, body: ResponseBody { writer in
            let (id, versions) = await live.listen()
            // A keep-alive tick rides the same stream of versions, so one loop writes.
            let ticker = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    await live.tick(id)
                }
            }
            let clockTicker = tick.map { tick in
                Task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: tick)
                        await live.tick(id)
                    }
                }
            }
            defer {
                ticker.cancel()
                clockTicker?.cancel()
            }
            // The section is sent once at once: the page may have been read a change ago.
            var sent = -1
            var sentSection: String?
            await live.tick(id)
            do {
                try await writer.write(ByteBuffer(string: "retry: 2000\n" + EventStream.keepAlive))
                for await version in versions {
                    if version == sent && tick == nil {
                        try await writer.write(ByteBuffer(string: EventStream.keepAlive))
                        continue
                    }
                    sent = version
                    guard let fresh = section(await live.content) else { break }
                    if fresh == sentSection {
                        try await writer.write(ByteBuffer(string: EventStream.keepAlive))
                        continue
                    }
                    sentSection = fresh
                    try await writer.write(ByteBuffer(string: EventStream.event("update", id: version, payload: fresh)))
                }
            } catch {
                // The page went away: nothing more to write.
            }
            await live.stopListening(id)
            try? await writer.finish(nil)
        })
        response.headers[.contentType] = "text/event-stream; charset=utf-8"
        return response
    }

    func asset(_ text: String, type: String) -> Response {
        var response = Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        response.headers[.contentType] = type
        return response
    }

    func page(_ status: HTTPResponse.Status, _ html: String) -> Response {
        var response = Response(status: status, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        response.headers[.contentType] = "text/html; charset=utf-8"
        return response
    }

    func closing(_ response: Response) -> Response {
        var response = response
        response.headers[.connection] = "close"
        return response
    }

    private func forbidden() -> Response {
        page(.forbidden, WebPages.refusal("Key needed", "Open the link the organiser's screen shows (with its key), or scan its code."))
    }

    func notHere() -> Response {
        page(.notFound, WebPages.refusal("Not here", "This server shows one game, tournament or evening, and nothing else."))
    }
}
