import Foundation
import ScorekeeperStore

/// The pages of a seat's report code: the form to type a PIN, the seat's own page (its table,
/// who sits where, the table's state, the result form), and the page of a code that no longer
/// opens anything. Results are read by the store as `tournament result` reads them; the form
/// names the forms in the model's own words (`TableOutcome.forms`).
enum ReportPages {
    static let eventsPath = "/report/events"

    /// The seat's section, read from what the pages show: nil when the seat's round no longer
    /// takes reports (the page then says its code has expired).
    static func seatSection(_ seat: ReportSeat, content: WebContent) -> String? {
        guard case .tournament(let snapshot?, let pending) = content,
              let current = AppDatabase.currentReportSeat(snapshot, tableID: seat.tableID, seat: seat.seat),
              let table = snapshot.state.rounds.last?.tables.first(where: { $0.id == seat.tableID }) else { return nil }
        let names = current.tableNames
        var html = "<h1>Table \(current.table) · round \(current.round)</h1>\n"
            + "<p class=\"muted\">\(HTML.text(snapshot.tournament.name)) · reporting as \(HTML.text(current.name))</p>\n"
            + "<ol class=\"seats\">\n"
        for (index, name) in names.enumerated() {
            html += "<li>" + HTML.text(name) + (index == current.seat ? " <span class=\"won\">(you)</span>" : "") + "</li>\n"
        }
        // `data-closed` tells the live script to take the result form away once the table has
        // its result: the form sits outside the live section, so no update would remove it.
        html += "</ol>\n<p class=\"seat\" id=\"state\"" + (table.outcome == nil ? "" : " data-closed") + ">" + HTML.text(state(table, names: names, pending: pending.first { $0.id == table.id }))
            + "</p>\n"
        return html
    }

    /// The result form, below the live section (so an update never clears what is being typed);
    /// nil once the table has its result. `notice`: why the last report was refused.
    static func resultForm(_ seat: ReportSeat, content: WebContent, notice: String? = nil) -> String? {
        guard case .tournament(let snapshot?, _) = content,
              let table = snapshot.state.rounds.last?.tables.first(where: { $0.id == seat.tableID }), table.outcome == nil else { return nil }
        let gameScore = snapshot.state.settings.points.isGameScore
        var html = ""
        if let notice { html += "<p class=\"notice\" role=\"alert\">\(HTML.text(notice))</p>\n" }
        return html + """
            <form method="post" action="/report" class="report" data-result-form>
            <label for="result">Result, seats in the order above: \(HTML.text(TableOutcome.forms(seats: table.seats.count, gameScore: gameScore)))</label>
            <input id="result" name="result" required maxlength="200" autocomplete="off" autocapitalize="off" spellcheck="false">
            <button type="submit">Report</button>
            </form>

            """
    }

    /// "committed 1-0", "waiting for Bo's report", "waiting for the organiser: Ann says 1-0, Bo
    /// says 0-1", "no report yet".
    static func state(_ table: TournamentTable, names: [String], pending: PendingTableReports?) -> String {
        if let outcome = table.outcome { return "Committed: \(outcome.text)." }
        guard let pending, !pending.reports.isEmpty else { return "No report yet." }
        switch pending.waiting {
        case .moreReports:
            let reported = Set(pending.reports.map(\.seat))
            let missing = names.indices.filter { !reported.contains($0) }.map { names[$0] }
            let who = missing.count == 1 ? missing[0] + "'s report" : "a report from " + missing.joined(separator: ", ")
            return "Waiting for \(who) (\(pending.sayings))."
        case .disagreement:
            return "Waiting for the organiser: \(pending.sayings)."
        case .noReport:
            return "No report yet."
        }
    }

    /// The seat's whole page, live over `/report/events`.
    static func seatDocument(_ section: String, form: String?, title: String) -> String {
        document(title: title, live: true, body: section, after: form ?? "")
    }

    /// The form for people who type their PIN rather than scan the code; `notice` above it.
    static func pinDocument(notice: String? = nil) -> String {
        var body = "<h1>Report a result</h1>\n"
        if let notice { body += "<p class=\"notice\" role=\"alert\">\(HTML.text(notice))</p>\n" }
        body += """
            <form method="post" action="/report/pin" class="report">
            <label for="pin">Your seat's PIN (six digits, on your slip)</label>
            <input id="pin" name="pin" required inputmode="numeric" pattern="[0-9]{6}" minlength="6" maxlength="6" autocomplete="one-time-code">
            <button type="submit">Open my table</button>
            </form>

            """
        return document(title: "Report a result", live: false, body: body)
    }

    /// The page of a code that opens nothing any more (or never did), with the PIN form below.
    static func expiredDocument(_ sentence: String) -> String {
        pinDocument(notice: sentence)
    }

    private static func document(title: String, live: Bool, body: String, after: String = "") -> String {
        var html = HTML.head(title: title, stylesheet: "/report/style.css", scripts: live ? ["/report/live.js"] : [])
        html += "<body>\n<main" + (live ? " data-live=\"\(eventsPath)\"" : "") + ">\n" + body + "</main>\n" + after
        html += "<footer>Scorekeeper · plain HTTP: keep this page to your table.</footer>\n</body>\n</html>\n"
        return html
    }
}
