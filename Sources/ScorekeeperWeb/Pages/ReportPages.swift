import Foundation
import ScorekeeperStore

/// The pages of a seat's report code: the form to type a PIN, the seat's own page (its table,
/// who sits where, the table's state, the result form, and at a tables tournament the form for
/// its game's next round), and the page of a code that no longer opens anything. Results are
/// read by the store as `tournament result` reads them, rounds as `round add` reads them; the
/// form names the forms in the model's own words (`TableOutcome.forms`).
enum ReportPages {
    static let eventsPath = "/report/events"
    static let roundPath = "/report/round"

    /// The seat's section, read from what the pages show: nil when the seat's round no longer
    /// takes reports (the page then says its code has expired).
    static func seatSection(_ seat: ReportSeat, content: WebContent) -> String? {
        guard let reported = content.reportedTournament(seat.tournamentID) else { return nil }
        let (snapshot, queue) = (reported.snapshot, reported.queue)
        guard let current = AppDatabase.currentReportSeat(snapshot, tableID: seat.tableID, seat: seat.seat),
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
        // At a tables tournament the line below speaks of the game's rounds: this one says it
        // is the table's result.
        let playsRounds = snapshot.state.settings.format == .tables
        html += "</ol>\n<p class=\"seat\" id=\"state\"" + (table.outcome == nil ? "" : " data-closed") + ">"
            + HTML.text(state(table, names: names, pending: queue.tables.first { $0.id == table.id && $0.gameRound == nil },
                              namingTheResult: playsRounds))
            + "</p>\n"
        if playsRounds, let game = snapshot.games[table.id] {
            // `data-round-open` tells the live script which round's form still stands: a form of
            // a round entered since goes (and the page is read again for the next round's).
            let open = queue.roundsTakingReports[table.id]
            let pending = open.flatMap { round in queue.tables.first { $0.id == table.id && $0.gameRound == round } }
            html += "<p class=\"seat\" id=\"round-state\" data-round-open=\"\(open.map(String.init) ?? "")\">"
                + HTML.text(roundState(open, names: names, pending: pending)) + "</p>\n"
                + "<p class=\"muted\" id=\"game-scores\">" + HTML.text(gameScores(game, names: names)) + "</p>\n"
        }
        return html
    }

    /// "Round 3: no report yet.", "Waiting for Bo's report of round 3 (Ann says 12 9 7 4).",
    /// "Round 3 waits for the organiser: Ann says 12 9 7 4, Bo says 12 9 7 5."
    static func roundState(_ round: Int?, names: [String], pending: PendingTableReports?) -> String {
        guard let round else { return "No round of the table's game takes reports now." }
        guard let pending, !pending.reports.isEmpty else { return "Round \(round): no report yet." }
        switch pending.waiting {
        case .moreReports:
            return "Waiting for \(missing(pending, names: names)) of round \(round) (\(pending.sayings))."
        case .disagreement:
            return "Round \(round) waits for the organiser: \(pending.sayings)."
        case .noReport:
            return "Round \(round): no report yet."
        }
    }

    /// "Game scores: Ann 12, Bo 9, Cy 7, Di 4": the table game's totals, as its board has them.
    static func gameScores(_ game: TournamentSnapshot.TableGame, names: [String]) -> String {
        "Game scores: " + names.indices.map { seat in
            let score = game.scores.indices.contains(seat) ? game.scores[seat].map(String.init) ?? "–" : "–"
            return "\(names[seat]) \(score)"
        }.joined(separator: ", ")
    }

    /// "Bo's report", "a report from Cy, Di": the seats that have not reported.
    static func missing(_ pending: PendingTableReports, names: [String]) -> String {
        let reported = Set(pending.reports.map(\.seat))
        let missing = names.indices.filter { !reported.contains($0) }.map { names[$0] }
        return missing.count == 1 ? missing[0] + "'s report" : "a report from " + missing.joined(separator: ", ")
    }

    /// The form for the table game's round that takes reports: one field per seat in seat
    /// order, labelled with the seat's name, below the live section; nil when no round takes
    /// reports. `notice`: why the last report was refused; `typed`: what it said, to correct.
    static func roundForm(_ seat: ReportSeat, content: WebContent, notice: String? = nil, typed: [String] = []) -> String? {
        guard let reported = content.reportedTournament(seat.tournamentID),
              let round = reported.queue.roundsTakingReports[seat.tableID] else { return nil }
        let names = AppDatabase.currentReportSeat(reported.snapshot, tableID: seat.tableID, seat: seat.seat)?.tableNames ?? seat.tableNames
        var html = ""
        if let notice { html += "<p class=\"notice\" role=\"alert\">\(HTML.text(notice))</p>\n" }
        html += "<form method=\"post\" action=\"\(roundPath)\" class=\"report\" data-round-form data-round=\"\(round)\">\n"
            + "<input type=\"hidden\" name=\"round\" value=\"\(round)\">\n"
            + "<fieldset>\n<legend>Round \(round) of the table's game: each seat's score</legend>\n"
        for (index, name) in names.enumerated() {
            let value = typed.indices.contains(index) ? " value=\"\(HTML.text(typed[index]))\"" : ""
            html += "<label for=\"seat\(index + 1)\">\(HTML.text(name))</label>\n"
                + "<input id=\"seat\(index + 1)\" name=\"seat\(index + 1)\"\(value) maxlength=\"40\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\">\n"
        }
        return html + "</fieldset>\n<button type=\"submit\">Report round \(round)</button>\n</form>\n\n"
    }

    /// The result form, below the live section (so an update never clears what is being typed);
    /// nil once the table has its result. `notice`: why the last report was refused.
    static func resultForm(_ seat: ReportSeat, content: WebContent, notice: String? = nil) -> String? {
        guard let snapshot = content.reportedTournament(seat.tournamentID)?.snapshot,
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

    /// "Committed: 1-0.", "Waiting for Bo's report (Ann says 1-0).", "Waiting for the organiser:
    /// Ann says 1-0, Bo says 0-1.", "No report yet."; `namingTheResult` (a page that also says
    /// how the game's rounds stand): "Result: no report yet.", "Result: committed, 1-0.", ...
    static func state(_ table: TournamentTable, names: [String], pending: PendingTableReports?, namingTheResult: Bool = false) -> String {
        if let outcome = table.outcome { return namingTheResult ? "Result: committed, \(outcome.text)." : "Committed: \(outcome.text)." }
        let said = resultState(names: names, pending: pending)
        return namingTheResult ? "Result: " + said.prefix(1).lowercased() + said.dropFirst() : said
    }

    /// The table's result before it is committed, for `state`.
    private static func resultState(names: [String], pending: PendingTableReports?) -> String {
        guard let pending, !pending.reports.isEmpty else { return "No report yet." }
        switch pending.waiting {
        case .moreReports:
            return "Waiting for \(missing(pending, names: names)) (\(pending.sayings))."
        case .disagreement:
            return "Waiting for the organiser: \(pending.sayings)."
        case .noReport:
            return "No report yet."
        }
    }

    /// The seat's whole page, live over `/report/events`.
    static func seatDocument(_ section: String, forms: [String?], title: String) -> String {
        document(title: title, live: true, body: section, after: forms.compactMap { $0 }.joined())
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
