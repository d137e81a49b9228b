import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ScorekeeperStore

/// What the report codes' pages need beyond the read-only pages: the file opened for writing
/// (reports go through `AppDatabase.submitReport` and `submitRoundReport`, as `tournament reports
/// send` files them) and the wrong PINs' backoff. Which tournaments' codes open a page here is
/// the scope's (`WebContent.reportTournaments`: the tournament served, or the evening's): a code
/// of any other opens nothing.
struct ReportDesk: Sendable {
    let writer: AppDatabase
    let backoff: PINBackoff

    /// The cookie a seat's token is swapped for: sent back only to the report pages.
    static let cookieName = "scorekeeper_report"

    static func isReportPath(_ path: String) -> Bool { path == "/report" || path.hasPrefix("/report/") }

    static func cookieHeader(token: String) -> String {
        "\(cookieName)=\(token); Path=/report; HttpOnly; SameSite=Strict"
    }

    /// The header that drops the cookie of a code that opens nothing any more.
    static let clearCookieHeader = "\(cookieName)=; Path=/report; Max-Age=0; HttpOnly; SameSite=Strict"

    /// What `token` opens among `tournaments` (the scope's): a code of another tournament of the
    /// file is unknown here.
    func lookup(token: String, in tournaments: [Tournament.ID]) -> ReportCodeLookup {
        switch (try? writer.reportCodeLookup(token: token)) ?? .unknown {
        case .open(let seat) where tournaments.contains(seat.tournamentID): .open(seat)
        case .expired(let seat, let reason) where tournaments.contains(seat.tournamentID): .expired(seat, reason: reason)
        default: .unknown
        }
    }

    /// The value of field `name` of a form's body (`application/x-www-form-urlencoded`).
    static func formValue(_ name: String, in body: ByteBuffer) -> String? {
        for pair in String(buffer: body).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String? { part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard parts.count == 2, decoded(parts[0]) == name else { continue }
            return decoded(parts[1])
        }
        return nil
    }
}

/// The report codes' routes: `/report/TOKEN` (the link's token swapped for a cookie), `/report`
/// (the seat's page, or the PIN form; POST: a result), `/report/round` (POST: a round of the
/// table's game), `/report/pin`, `/report/events` (the seat's page live).
extension WebResponder {
    static let unknownCode = "This code opens no seat: its round may have been paired again or taken back. Ask the organiser for a new one, or type your PIN."

    func reportAnswer(_ request: Request, body: ByteBuffer, peer: String?, desk: ReportDesk) async -> Response {
        let path = request.uri.path
        switch request.method {
        case .get, .head:
            switch path {
            case "/report/style.css": return asset(Stylesheet.css, type: "text/css; charset=utf-8")
            case "/report/live.js": return asset(Scripts.live, type: "text/javascript; charset=utf-8")
            case "/report": return await seatPage(request, desk: desk)
            case ReportPages.eventsPath:
                guard case .open(let seat) = await cookieSeat(request, desk: desk) else { return notHere() }
                return events { ReportPages.seatSection(seat, content: $0) ?? Self.expiredSection }
            default:
                return await tokenVisit(String(path.dropFirst("/report/".count)), desk: desk)
            }
        case .post:
            guard guards.isSameOrigin(request) else {
                return page(.forbidden, WebPages.refusal("Refused", "A form may be sent only from this server's own pages."))
            }
            switch path {
            case "/report/pin": return await pinSent(body, peer: peer, desk: desk)
            case "/report": return await resultSent(request, body: body, desk: desk)
            case ReportPages.roundPath: return await roundSent(request, body: body, desk: desk)
            default: return notHere()
            }
        default:
            return page(.methodNotAllowed, WebPages.refusal("Not allowed", "This page takes a report by its form only."))
        }
    }

    static let expiredSection = "<p class=\"seat\">This code's round is over: ask the organiser for a new one.</p>\n"

    /// The link's token: checked, then swapped for a cookie and left out of the address (and the
    /// history) by a redirect.
    private func tokenVisit(_ token: String, desk: ReportDesk) async -> Response {
        switch desk.lookup(token: token, in: await live.content.reportTournaments) {
        case .open:
            var response = Response(status: .seeOther)
            response.headers[.location] = "/report"
            response.headers[.setCookie] = ReportDesk.cookieHeader(token: token)
            return response
        case .expired(_, let reason):
            return page(.gone, ReportPages.expiredDocument(reason))
        case .unknown:
            return page(.forbidden, ReportPages.expiredDocument(Self.unknownCode))
        }
    }

    /// The seat the request's cookie opens; `.unknown` without one.
    private func cookieSeat(_ request: Request, desk: ReportDesk) async -> ReportCodeLookup {
        guard let token = request.cookies[ReportDesk.cookieName]?.value, !token.isEmpty else { return .unknown }
        return desk.lookup(token: String(token), in: await live.content.reportTournaments)
    }

    /// `/report`: the seat's page with its cookie, the PIN form without, the reason with a dead one.
    /// `roundNotice` and `typed`: a refused round's reason and what it said, shown on its form.
    private func seatPage(_ request: Request, desk: ReportDesk, notice: String? = nil, roundNotice: String? = nil, typed: [String] = [],
                          status: HTTPResponse.Status = .ok) async -> Response {
        let hasCookie = request.cookies[ReportDesk.cookieName] != nil
        switch await cookieSeat(request, desk: desk) {
        case .open(let seat):
            let content = await live.content
            guard let section = ReportPages.seatSection(seat, content: content) else {
                return page(.gone, ReportPages.expiredDocument("This code's round is over: ask the organiser for a new one."))
            }
            let forms = [ReportPages.roundForm(seat, content: content, notice: roundNotice, typed: typed),
                         ReportPages.resultForm(seat, content: content, notice: notice)]
            return page(status, ReportPages.seatDocument(section, forms: forms, title: "Table \(seat.table)"))
        case .expired(_, let reason):
            var response = page(.gone, ReportPages.expiredDocument(reason))
            response.headers[.setCookie] = ReportDesk.clearCookieHeader
            return response
        case .unknown:
            guard hasCookie else { return page(.ok, ReportPages.pinDocument()) }
            var response = page(.forbidden, ReportPages.expiredDocument(Self.unknownCode))
            response.headers[.setCookie] = ReportDesk.clearCookieHeader
            return response
        }
    }

    /// A typed PIN: refused at once while its client waits (429, `Retry-After`), else looked up
    /// (the store counts a wrong one for the organiser) and swapped for the seat's cookie.
    private func pinSent(_ body: ByteBuffer, peer: String?, desk: ReportDesk) async -> Response {
        let client = peer ?? "no address"
        if let wait = desk.backoff.waitSeconds(for: client) {
            var response = page(.tooManyRequests, ReportPages.pinDocument(
                notice: "Too many wrong PINs from this phone: try again in \(wait) second\(wait == 1 ? "" : "s")."))
            response.headers[.retryAfter] = String(wait)
            return response
        }
        let pin = ReportDesk.formValue("pin", in: body)?.trimmingCharacters(in: .whitespaces) ?? ""
        let tournaments = await live.content.reportTournaments
        guard let code = try? desk.writer.reportCode(pin: pin, tournaments: tournaments) else {
            desk.backoff.recordFailure(from: client)
            return page(.forbidden, ReportPages.pinDocument(notice: "That PIN opens no seat of the round being played."))
        }
        var response = Response(status: .seeOther)
        response.headers[.location] = "/report"
        response.headers[.setCookie] = ReportDesk.cookieHeader(token: code.token)
        return response
    }

    /// A seat's report: filed through the store (`submitReport`, the agreement rule and the
    /// result's checks there), then the seat's page again; a refusal is shown above the form.
    private func resultSent(_ request: Request, body: ByteBuffer, desk: ReportDesk) async -> Response {
        let seat: ReportSeat
        switch await cookieSeat(request, desk: desk) {
        case .open(let open): seat = open
        case .expired(_, let reason): return page(.gone, ReportPages.expiredDocument(reason))
        case .unknown: return page(.forbidden, ReportPages.expiredDocument(Self.unknownCode))
        }
        let text = ReportDesk.formValue("result", in: body) ?? ""
        do {
            try desk.writer.submitReport(seat: seat, result: text)
        } catch {
            let message = (error as? ScorekeeperError)?.description ?? "The report could not be filed: try again."
            // The page shows what the file holds now, the refusal above the form.
            await live.refreshIfChanged()
            return await seatPage(request, desk: desk, notice: message, status: .unprocessableContent)
        }
        // The next page shows the report at once, not a poll later.
        await live.refreshIfChanged()
        var response = Response(status: .seeOther)
        response.headers[.location] = "/report"
        return response
    }

    /// A seat's report of its table game's round: the round the form was for and one field per
    /// seat, filed through the store (`submitRoundReport`: `round add`'s reading and checks, the
    /// agreement rule), then the seat's page again; a refusal is shown above the round's form,
    /// with what was typed kept to correct.
    private func roundSent(_ request: Request, body: ByteBuffer, desk: ReportDesk) async -> Response {
        let seat: ReportSeat
        switch await cookieSeat(request, desk: desk) {
        case .open(let open): seat = open
        case .expired(_, let reason): return page(.gone, ReportPages.expiredDocument(reason))
        case .unknown: return page(.forbidden, ReportPages.expiredDocument(Self.unknownCode))
        }
        let entries = seat.tableNames.indices.map { ReportDesk.formValue("seat\($0 + 1)", in: body) ?? "" }
        do {
            guard let round = ReportDesk.formValue("round", in: body).flatMap({ Int($0) }) else {
                throw ScorekeeperError.other("The form names no round: open the page again.")
            }
            try desk.writer.submitRoundReport(seat: seat, round: round, entries: entries)
        } catch {
            let message = (error as? ScorekeeperError)?.description ?? "The report could not be filed: try again."
            await live.refreshIfChanged()
            return await seatPage(request, desk: desk, roundNotice: message, typed: entries, status: .unprocessableContent)
        }
        await live.refreshIfChanged()
        var response = Response(status: .seeOther)
        response.headers[.location] = "/report"
        return response
    }
}
