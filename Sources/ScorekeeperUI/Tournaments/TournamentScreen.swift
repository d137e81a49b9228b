import Foundation
import ScorekeeperStore

/// Which part of a tournament the arrows move in.
public enum TournamentFocus: Equatable, Sendable {
    case tables, standings
}

/// One line of a tournament's standings, keyed by the entry so the selection follows a person
/// up and down the ranking.
public struct StandingRow: Identifiable, Equatable, Sendable {
    public var standing: TournamentStanding
    public var entry: TournamentEntry
    public var id: TournamentEntry.ID { entry.id }

    /// The standings as the engine ranks them, each with its entry.
    static func rows(_ state: TournamentState) -> [StandingRow] {
        state.standings.compactMap { standing in state.entry(standing.entryID).map { StandingRow(standing: standing, entry: $0) } }
    }
}

/// One tournament open (Enter on the Tournaments screen): the whole of it as last read, the
/// round shown (the current one unless the person went back), the focus, and the tables of the
/// shown round and the standings as lists selected by id.
public struct TournamentScreen: Equatable {
    public var id: Tournament.ID
    /// Nil until the first read arrives.
    public var snapshot: TournamentSnapshot?
    /// The round the person went back to; nil follows the current round, so a round paired
    /// (here or elsewhere) shows at once.
    public var chosenRound: Int?
    public var focus: TournamentFocus = .tables
    public var tables: SelectableList<TournamentTable>
    public var standings: SelectableList<StandingRow>
    /// The results reported from the tables that wait for the organiser, read with the snapshot.
    public var reports = ReportQueue()

    init(id: Tournament.ID, tableRows: Int, standingRows: Int) {
        self.id = id
        self.tables = SelectableList(visibleRows: tableRows)
        self.standings = SelectableList(visibleRows: standingRows)
    }

    /// The round shown: the one chosen if it still exists, else the current one (0: none yet).
    public var shownRound: Int {
        let current = snapshot?.state.currentRound ?? 0
        return chosenRound.map { min(max(1, $0), current) } ?? current
    }

    /// The shown round's tables and byes; nil before any round is paired.
    public var round: TournamentRound? {
        snapshot?.state.rounds.first { $0.number == shownRound }
    }

    /// The tables that keep the next round from being paired (`TournamentState.unfinishedRound`,
    /// the store's own count): those of the round being played that have no result yet.
    public var unfinishedTables: Int {
        snapshot?.state.unfinishedRound?.open ?? 0
    }

    /// The lists again from the snapshot (a new read, another round shown); the selections stay
    /// on their table and their person when they are still there.
    mutating func refreshLists() {
        tables.replaceRows(round?.tables ?? [])
        standings.replaceRows(snapshot.map { StandingRow.rows($0.state) } ?? [])
    }

    /// How many lines the tables and the standings get in a list area `height` tall: the tables
    /// (and a line for byes) first, up to half, a heading line for the standings.
    public static func split(tableLines: Int, height: Int) -> (tables: Int, standings: Int) {
        let tables = max(1, min(tableLines, (height - 1) / 2))
        return (tables, max(1, height - tables - 2))
    }

    /// The shown round's pairings when they contend (the round in conflict); nil otherwise.
    public var conflict: TournamentRoundPairings? {
        snapshot?.state.pairings(of: shownRound).flatMap { $0.isInConflict ? $0 : nil }
    }

    /// The lines the shown round's tables take: one a table, one for those with a bye, one for
    /// each contending pairing when the round is in conflict.
    public var tableLines: Int {
        (round?.tables.count ?? 0) + ((round?.byes.isEmpty ?? true) ? 0 : 1) + (conflict?.contenders.count ?? 0)
            + reportLines.count
    }
}

extension TournamentScreen {
    /// The queue under the current round's tables, a line per table waiting ("Table 4: Ann says
    /// 1-0, Bo says 0-1 · they disagree"), then the wrong PINs when there were any; nothing
    /// while an earlier round is shown.
    public var reportLines: [String] {
        guard shownRound > 0, shownRound == snapshot?.state.currentRound else { return [] }
        var lines = reports.tables.map { "\($0.summary) · \($0.waitingText)" }
        if reports.failedPINs > 0 {
            lines.append("\(reports.failedPINs) wrong PIN\(reports.failedPINs == 1 ? "" : "s") typed since the codes were issued")
        }
        return lines
    }

    /// The selected table's reports waiting, when it has some.
    public var selectedReports: PendingTableReports? {
        guard let table = tables.selected else { return nil }
        return reports.tables.first { $0.id == table.id }
    }
}
