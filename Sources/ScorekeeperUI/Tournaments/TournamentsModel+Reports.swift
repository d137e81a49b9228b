import Foundation
import GRDB
import ScorekeeperStore

/// What the tournament screen follows: the tournament whole and the reports waiting in its
/// queue, read in one observation so a report sent from a phone (another process) wakes it.
struct TournamentRead: Equatable, Sendable {
    var snapshot: TournamentSnapshot?
    /// Nil when the tournament is gone.
    var reports: ReportQueue?

    init(_ db: Database, id: Tournament.ID) throws {
        snapshot = try AppDatabase.tournamentSnapshot(db, id: id)
        reports = try snapshot.map { try AppDatabase.reportQueue(db, $0) }
    }
}

// The organiser's queue of results reported from the tables: accept a table's reports (asking
// whose when they differ), reject them (asked first), or accept every table whose reports agree
// (asked first). Each is the store's write; an accepted report is an ordinary result.
extension TournamentsModel {
    /// `A`: the selected table's reports accepted when they agree; when they differ, the
    /// reports to choose from.
    func acceptReportTapped() {
        guard let open, let pending = reportsOfSelectedTable() else { return }
        guard pending.agreed != nil else {
            destination = .chooseReport(open.id, table: pending.id, highlighted: pending.reports.first?.seat ?? 0)
            return
        }
        accept(id: open.id, pending, seat: nil)
    }

    /// `X`: asks before the selected table's reports are dropped.
    func rejectReportsTapped() {
        guard let open, let pending = reportsOfSelectedTable() else { return }
        destination = .confirmRejectReports(open.id, table: pending.id, .cancel)
    }

    /// `*`: asks before every table whose reports agree is given their result; said plainly
    /// when none agrees.
    func acceptAllReportsTapped() {
        guard let open else { return }
        guard !open.reports.tables.isEmpty else {
            report(StatusMessage("No reports wait: a table's result reported from a phone shows here."))
            return
        }
        guard open.reports.tables.contains(where: { $0.agreed != nil }) else {
            report(StatusMessage("Every table waiting has reports that differ: A on one chooses whose stands."))
            return
        }
        destination = .confirmAcceptAllReports(open.id, .cancel)
    }

    /// Keys in the choice between a table's differing reports.
    func performInReportChoice(_ action: Action, id: Tournament.ID, tableID: TournamentTable.ID, highlighted: Int) {
        guard let pending = open?.reports.tables.first(where: { $0.id == tableID }), !pending.reports.isEmpty else {
            destination = nil
            return
        }
        let seats = pending.reports.map(\.seat)
        let index = seats.firstIndex(of: highlighted) ?? 0
        switch action {
        case .moveUp: destination = .chooseReport(id, table: tableID, highlighted: seats[(index + seats.count - 1) % seats.count])
        case .moveDown: destination = .chooseReport(id, table: tableID, highlighted: seats[(index + 1) % seats.count])
        case .activateChoice:
            destination = nil
            accept(id: id, pending, seat: seats[index])
        case .cancel: destination = nil
        default: break
        }
    }

    func rejectConfirmed(id: Tournament.ID, tableID: TournamentTable.ID) {
        guard let pending = open?.reports.tables.first(where: { $0.id == tableID }) else { return }
        let table = pending.table
        write(change: "reject the reports of table \(table)", { database in try database.rejectReport(tournament: id, table: table) },
              success: { count in StatusMessage("Table \(table): \(count) report\(count == 1 ? "" : "s") rejected.") })
    }

    func acceptAllConfirmed(id: Tournament.ID) {
        write(change: "accept the reports that agree", { database in try database.acceptAllAgreeingReports(tournament: id) },
              success: { tables in
            StatusMessage(tables.isEmpty ? "No table's reports agree any more: nothing was accepted."
                          : "Accepted the reports of " + Self.tablesText(tables) + ".")
        })
    }

    /// "table 2", "tables 2, 5 and 7".
    static func tablesText(_ tables: [Int]) -> String {
        let numbers = tables.map(String.init)
        guard numbers.count > 1 else { return "table " + (numbers.first ?? "") }
        return "tables " + numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
    }

    /// The question `*` asks: the tables whose reports agree, with what they say.
    static func acceptAllMessage(_ queue: ReportQueue) -> String {
        let agreeing = queue.tables.filter { $0.agreed != nil }
        let lines = agreeing.map { "table \($0.table): \($0.agreed?.text ?? "")" }.joined(separator: "; ")
        let waiting = queue.tables.count - agreeing.count
        return "Accept \(lines)?" + (waiting > 0 ? " \(waiting) table\(waiting == 1 ? "" : "s") whose reports differ keep waiting." : "")
    }

    /// The selected table's reports, or nil with the reason said.
    private func reportsOfSelectedTable() -> PendingTableReports? {
        guard let open else { return nil }
        guard open.focus == .tables, let table = open.tables.selected else {
            report(StatusMessage("Reports are accepted on a table: Tab moves to the tables."))
            return nil
        }
        guard let pending = open.selectedReports else {
            report(StatusMessage(open.reports.tables.isEmpty ? "No reports wait: a table's result reported from a phone shows here."
                                 : "Table \(table.number) has no report waiting."))
            return nil
        }
        return pending
    }

    /// Writes a table's reports as its result: `seat`'s, or the one they agree on.
    private func accept(id: Tournament.ID, _ pending: PendingTableReports, seat: Int?) {
        let table = pending.table
        let who = seat.map { "\(Sanitized.text(pending.name(ofSeat: $0)))'s report" } ?? "the reports"
        write(change: "accept \(who) for table \(table)",
              { database in try database.acceptReport(tournament: id, table: table, seat: seat) },
              success: { outcome in StatusMessage("Table \(table): \(outcome.text), accepted.") })
    }
}
