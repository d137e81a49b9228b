import Foundation
import GRDB
import ScorekeeperStore

/// A tournament register both copies changed since they last met (a name, the planned rounds, a
/// drop, a result entered at a table, who sits in a seat): the merge kept the later stamp and
/// the other value is gone. Reported as the games' conflicts are (`SyncConflict`), so nothing a
/// merge decides about a tournament is silent either.
public struct SyncTournamentConflict: Codable, Sendable, Equatable {
    /// Which register both copies changed.
    public enum Register: String, Codable, Sendable {
        case name, plannedRounds, drop, result, seat
    }

    public var register: Register
    public var tournamentID: Tournament.ID?
    /// The tournament's name after the sync.
    public var tournament: String
    /// The row both changed, as its id's text: an entry (drop), a table (result, seat).
    public var subjectID: String
    /// What in the tournament, as the program names it: "Ann", "round 2, table 1", "round 2,
    /// table 1, seat 2" (nil for the tournament's own registers).
    public var subject: String?
    /// The seat of a seat conflict.
    public var seat: Int?
    /// The value kept and the value lost, as the program shows them ("1-0", "dropped after round 3").
    public var kept: String
    public var lost: String
    /// Whether the value kept is this copy's (the one `sync` runs on) rather than the other's.
    public var keptHere: Bool
}

/// Finds the tournament registers both sides of a sync changed, by the rule the games' conflicts
/// follow (`SyncConflicts.judged`), from the rows each side sends.
enum SyncTournamentConflicts {
    static func find(here: SyncTournamentChanges, there: SyncTournamentChanges,
                     sinceHere: String?, sinceThere: String?) -> [SyncTournamentConflict] {
        let gone = Set(here.tombstones.map(\.id)).union(there.tombstones.map(\.id))
        var conflicts: [SyncTournamentConflict] = []
        /// The register `column` of two versions of a row, judged; its conflict if it is one.
        func judge<Row: SyncRow>(_ mine: Row, _ theirs: Row, _ column: String, shown: (String) -> String,
                                 _ make: (_ kept: String, _ lost: String, _ keptHere: Bool) -> SyncTournamentConflict) {
            guard let register = Row.registers.first(where: { $0.column == column }),
                  let judged = SyncConflicts.judged(register.text(mine), register.text(theirs), shown: shown,
                                                    sinceHere: sinceHere, sinceThere: sinceThere) else { return }
            conflicts.append(make(judged.kept, judged.lost, judged.keptHere))
        }
        func pairs<Row, Key: Hashable>(_ mine: [Row], _ theirs: [Row], _ key: (Row) -> Key) -> [(Row, Row)] {
            let theirsByKey = Dictionary(theirs.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
            return mine.compactMap { row in theirsByKey[key(row)].map { (row, $0) } }
        }
        for (mine, theirs) in pairs(here.tournaments, there.tournaments, \.id) where !gone.contains(mine.id.lowercasedString) {
            for (column, register) in [("name", SyncTournamentConflict.Register.name), ("plannedRounds", .plannedRounds)] {
                judge(mine, theirs, column, shown: register == .name ? { $0 } : shownPlannedRounds) {
                    SyncTournamentConflict(register: register, tournamentID: mine.id, tournament: "", subjectID: mine.id.lowercasedString,
                                           kept: $0, lost: $1, keptHere: $2)
                }
            }
        }
        for (mine, theirs) in pairs(here.entries, there.entries, \.id)
        where !gone.contains(mine.id.lowercasedString) && !gone.contains(mine.tournamentID.lowercasedString) {
            judge(mine, theirs, "droppedAfterRound", shown: shownDrop) {
                SyncTournamentConflict(register: .drop, tournamentID: mine.tournamentID, tournament: "", subjectID: mine.id.lowercasedString,
                                       kept: $0, lost: $1, keptHere: $2)
            }
        }
        for (mine, theirs) in pairs(here.tables, there.tables, \.id)
        where !gone.contains(mine.id.lowercasedString) && !gone.contains(mine.tournamentID.lowercasedString) {
            judge(mine, theirs, "outcome", shown: shownOutcome) {
                SyncTournamentConflict(register: .result, tournamentID: mine.tournamentID, tournament: "", subjectID: mine.id.lowercasedString,
                                       kept: $0, lost: $1, keptHere: $2)
            }
        }
        struct SeatKey: Hashable { var table: TournamentTable.ID, seat: Int }
        for (mine, theirs) in pairs(here.seats, there.seats, { SeatKey(table: $0.tableID, seat: $0.seat) })
        where !gone.contains(mine.tableID.lowercasedString) {
            // The value is "entry|player": the entry's id is what a person reads (as a name, once settled).
            judge(mine, theirs, "entryID", shown: { String($0.prefix { $0 != "|" }) }) {
                SyncTournamentConflict(register: .seat, tournamentID: nil, tournament: "", subjectID: mine.tableID.lowercasedString,
                                       seat: mine.seat, kept: $0, lost: $1, keptHere: $2)
            }
        }
        return conflicts
    }

    static func shownPlannedRounds(_ value: String) -> String {
        value == "-" ? "no planned number of rounds" : "\(value) rounds"
    }

    static func shownDrop(_ value: String) -> String {
        switch value {
        case "-": "playing"
        case "0": "withdrawn"
        default: "dropped after round \(value)"
        }
    }

    static func shownOutcome(_ value: String) -> String {
        value.isEmpty ? "no result entered" : TableOutcome(storedText: value)?.text ?? value
    }
}

extension AppDatabase {
    /// The tournament conflicts as this copy reads them after the sync: the tournaments' names,
    /// the entries' names, and each table's round and number now; those of a tournament, entry or
    /// table gone since are left out (there is nothing left to tell).
    func settled(_ conflicts: [SyncTournamentConflict]) throws -> [SyncTournamentConflict] {
        try read { db in
            func entryName(_ id: String) throws -> String? {
                try String.fetchOne(db, sql: #"SELECT "name" FROM "tournamentEntries" WHERE "id" = ?"#, arguments: [id])
            }
            var result: [SyncTournamentConflict] = []
            for var conflict in conflicts {
                switch conflict.register {
                case .name, .plannedRounds:
                    break
                case .drop:
                    guard let name = try entryName(conflict.subjectID) else { continue }
                    conflict.subject = name
                case .result, .seat:
                    guard let table = try Row.fetchOne(db, sql: #"SELECT "tournamentID", "round", "number" FROM "tournamentTables" WHERE "id" = ?"#,
                                                       arguments: [conflict.subjectID]) else { continue }
                    conflict.tournamentID = try table.decode(forColumn: "tournamentID")
                    conflict.subject = "round \(table["round"] as Int), table \(table["number"] as Int)"
                        + (conflict.seat.map { ", seat \($0)" } ?? "")
                    if conflict.register == .seat {
                        conflict.kept = try entryName(conflict.kept) ?? "someone since removed"
                        conflict.lost = try entryName(conflict.lost) ?? "someone since removed"
                    }
                }
                guard let id = conflict.tournamentID,
                      let name = try String.fetchOne(db, sql: #"SELECT "name" FROM "tournaments" WHERE "id" = ?"#, arguments: [id])
                else { continue }
                conflict.tournament = name
                result.append(conflict)
            }
            return result
        }
    }
}
