import Foundation
import ScorekeeperStore
import GRDB

/// A register both copies changed since they last met: the merge kept one value (the later stamp,
/// `Stamped`) and the other one is gone. A sync reports each, naming both values, whose they were
/// and which was kept, as it reports changed winners: nothing a merge decides is silent.
public struct SyncConflict: Codable, Sendable, Equatable {
    /// Which register both copies changed.
    public enum Register: String, Codable, Sendable {
        case title, winning, target, rounds, playerName, changeState
    }

    public var register: Register
    public var gameID: Game.ID
    /// The game's title after the sync.
    public var title: String
    /// The player whose name, or the score change whose state, both copies changed (nil for the
    /// game's own registers): an id of either kind, so its text.
    public var subjectID: String?
    /// For a score change, its amount and player: "+5 for Ana".
    public var subject: String?
    /// The value kept and the value lost, as the program shows them ("lowest wins", "undone").
    public var kept: String
    public var lost: String
    /// Whether the value kept is this copy's (the one `sync` runs on) rather than the other's.
    public var keptHere: Bool
}

/// Finds the registers both sides of a sync changed since they last met, from the rows each side
/// sends. A side changed a register since the last sync when the register's stamp is later than
/// that side's clock when the two recorded their watermarks (`SyncWatermark.clock`): the two then
/// held the same rows, every stamp at most either clock, and every write since is stamped later.
/// Without that clock (a first sync, a copied or restored file) each side counts as having
/// changed every register that differs, stamp and value.
enum SyncConflicts {
    static func find(here: SyncChanges, there: SyncChanges, sinceHere: String?, sinceThere: String?) -> [SyncConflict] {
        var conflicts: [SyncConflict] = []
        let gone = Set(here.tombstones.keys).union(there.tombstones.keys)
        /// Each register of the row's table that reports conflicts, in the table's order.
        func judge<Row: SyncRow>(_ mine: Row, _ theirs: Row,
                                 _ make: (_ register: SyncConflict.Register, _ kept: String, _ lost: String, _ keptHere: Bool) -> SyncConflict) {
            for register in Row.registers {
                guard let conflict = register.conflict,
                      let judged = judged(register.text(mine), register.text(theirs), shown: conflict.shown,
                                          sinceHere: sinceHere, sinceThere: sinceThere) else { continue }
                conflicts.append(make(conflict.register, judged.kept, judged.lost, judged.keptHere))
            }
        }
        let theirGames = Dictionary(there.games.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Each kind in the order of its ids' stored text, as the report lists them.
        for mine in here.games.sorted(by: { $0.id.lowercasedString < $1.id.lowercasedString }) {
            guard let theirs = theirGames[mine.id], !gone.contains(mine.id.lowercasedString) else { continue }
            judge(mine, theirs) {
                SyncConflict(register: $0, gameID: mine.id, title: mine.title, kept: $1, lost: $2, keptHere: $3)
            }
        }
        let theirPlayers = Dictionary(there.players.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for mine in here.players.sorted(by: { $0.id.lowercasedString < $1.id.lowercasedString }) {
            guard let theirs = theirPlayers[mine.id], !gone.contains(mine.id.lowercasedString),
                  !gone.contains(mine.gameID.lowercasedString) else { continue }
            judge(mine, theirs) {
                SyncConflict(register: $0, gameID: mine.gameID, title: "", subjectID: mine.id.lowercasedString, kept: $1, lost: $2, keptHere: $3)
            }
        }
        let theirChanges = Dictionary(there.changes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for mine in here.changes.sorted(by: { ($0.createdAt, $0.id.lowercasedString) < ($1.createdAt, $1.id.lowercasedString) }) {
            guard let theirs = theirChanges[mine.id], !gone.contains(mine.gameID.lowercasedString),
                  !gone.contains(mine.playerID.lowercasedString) else { continue }
            judge(mine, theirs) {
                SyncConflict(register: $0, gameID: mine.gameID, title: "", subjectID: mine.id.lowercasedString,
                             subject: mine.amount > 0 ? "+\(mine.amount)" : "\(mine.amount)", kept: $1, lost: $2, keptHere: $3)
            }
        }
        return conflicts
    }

    /// Whether one register is a conflict: both sides changed it since they last met (a stamp
    /// after that side's clock then) to values that show differently; if so, the value kept
    /// (the later stamp, `Stamped.yields`) and the one lost, as shown.
    static func judged(_ mine: Stamped<String>, _ theirs: Stamped<String>, shown: (String) -> String,
                       sinceHere: String?, sinceThere: String?) -> (kept: String, lost: String, keptHere: Bool)? {
        let (mineShown, theirsShown) = (shown(mine.value), shown(theirs.value))
        guard mineShown != theirsShown, mine.stamp != theirs.stamp,
              sinceHere.map({ mine.stamp > $0 }) ?? true, sinceThere.map({ theirs.stamp > $0 }) ?? true else { return nil }
        let keptHere = !mine.yields(to: theirs)
        return keptHere ? (mineShown, theirsShown, true) : (theirsShown, mineShown, false)
    }

    /// A change's state as the history shows it: an undone change that may be redone and one that
    /// may not both do not count, and two copies that differ only there lost nothing.
    static func shownState(_ state: String) -> String {
        switch ScoreChangeState(rawValue: state) {
        case .live: "counted"
        case .redoable, .undone: "undone"
        case .deleted: "deleted"
        case nil: state
        }
    }
}

extension AppDatabase {
    /// The conflicts as this copy reads them after the sync: the games' titles and the players'
    /// names now (the rows of either side need not carry them), without the games that could not
    /// merge on either side or are gone (what was kept there is not what the report would say).
    func settled(_ conflicts: [SyncConflict], skipped: Set<Game.ID>) throws -> [SyncConflict] {
        try read { db in
            var result: [SyncConflict] = []
            for var conflict in conflicts where !skipped.contains(conflict.gameID) {
                guard let title = try String.fetchOne(db, sql: #"SELECT "title" FROM "games" WHERE "id" = ?"#, arguments: [conflict.gameID])
                else { continue }
                conflict.title = title
                switch conflict.register {
                case .playerName:
                    guard try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "players" WHERE "id" = ?)"#,
                                            arguments: [conflict.subjectID]) == true else { continue }
                case .changeState:
                    guard let name = try String.fetchOne(db, sql: """
                        SELECT "players"."name" FROM "scoreChanges" JOIN "players" ON "players"."id" = "scoreChanges"."playerID"
                        WHERE "scoreChanges"."id" = ?
                        """, arguments: [conflict.subjectID]) else { continue }
                    conflict.subject = "\(conflict.subject ?? "") for \(name)"
                default: break
                }
                result.append(conflict)
            }
            return result
        }
    }
}
