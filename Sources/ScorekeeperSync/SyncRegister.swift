import Foundation
import ScorekeeperStore

/// One register column of a synced row, named once in its row type's table (`SyncRow.registers`):
/// where its value and stamp live, how the value compares, and what a peer's value must pass.
/// The merge, the stamps a sync checks against the clock, the digest and the checks all read the
/// table, so a new register is one entry, not five edits that must agree.
struct SyncRegister<Row>: Sendable {
    /// How a conflict on this register is reported (`SyncConflicts`): which register, and its
    /// value as the program shows it.
    struct Conflict: Sendable {
        var register: SyncConflict.Register
        var shown: @Sendable (String) -> String
    }

    /// The register's value column, as the table names it.
    let column: String
    /// Whether a merge takes the other row's register over this row's (`Stamped.yields`).
    let yields: @Sendable (_ mine: Row, _ theirs: Row) -> Bool
    /// The register with its value as text, as a conflict judges and shows it.
    let text: @Sendable (Row) -> Stamped<String>
    /// Copies the register (its value columns and its stamp) from another row.
    let take: @Sendable (_ row: inout Row, _ other: Row) -> Void
    /// The stamps the register holds as stored (nil: never written), the stamp column first.
    let stamps: @Sendable (Row) -> [String?]
    /// Refuses a value a peer must not send (the stamps are checked apart, from `stamps`).
    let check: @Sendable (Row) throws -> Void
    let conflict: Conflict?

    /// A register of any shape: `stamped` is what the later-stamp rule compares.
    init<Value: Comparable>(_ column: String, stamped: @escaping @Sendable (Row) -> Stamped<Value>,
                            stamps: @escaping @Sendable (Row) -> [String?], take: @escaping @Sendable (inout Row, Row) -> Void,
                            check: @escaping @Sendable (Row) throws -> Void = { _ in }, conflict: Conflict? = nil) {
        self.column = column
        yields = { mine, theirs in stamped(mine).yields(to: stamped(theirs)) }
        text = { row in
            let register = stamped(row)
            return Stamped(stamp: register.stamp, value: String(describing: register.value))
        }
        self.take = take
        self.stamps = stamps
        self.check = check
        self.conflict = conflict
    }

    /// A register of one column with a stamp column that is nil until the value first changes
    /// (then as old as `unstamped`: the row's creation, or "" for a value older than any write).
    init<Field, Value: Comparable>(_ column: String, _ field: WritableKeyPath<Row, Field> & Sendable,
                                   stamp: WritableKeyPath<Row, String?> & Sendable, unstamped: @escaping @Sendable (Row) -> String,
                                   compared: @escaping @Sendable (Field) -> Value, check: @escaping @Sendable (Field) throws -> Void = { _ in },
                                   conflict: Conflict? = nil) {
        self.init(column, stamped: { Stamped(stamp: $0[keyPath: stamp] ?? unstamped($0), value: compared($0[keyPath: field])) },
                  stamps: { [$0[keyPath: stamp]] },
                  take: { row, other in
                      row[keyPath: field] = other[keyPath: field]
                      row[keyPath: stamp] = other[keyPath: stamp]
                  },
                  check: { try check($0[keyPath: field]) }, conflict: conflict)
    }

    /// A register of one column whose stamp is always written.
    init<Field, Value: Comparable>(_ column: String, _ field: WritableKeyPath<Row, Field> & Sendable,
                                   stamp: WritableKeyPath<Row, String> & Sendable, compared: @escaping @Sendable (Field) -> Value,
                                   check: @escaping @Sendable (Field) throws -> Void = { _ in }, conflict: Conflict? = nil) {
        self.init(column, stamped: { Stamped(stamp: $0[keyPath: stamp], value: compared($0[keyPath: field])) },
                  stamps: { [$0[keyPath: stamp]] },
                  take: { row, other in
                      row[keyPath: field] = other[keyPath: field]
                      row[keyPath: stamp] = other[keyPath: stamp]
                  },
                  check: { try check($0[keyPath: field]) }, conflict: conflict)
    }

    /// The register as the digest hashes it: its compared value, then its stamps as stored.
    func hashed(_ row: Row) -> [String?] { [text(row).value] + stamps(row) }
}

/// A synced row whose registers one table names (`registers`); what is not a register (ids,
/// creation, the furthest round) each type says itself.
protocol SyncRow: Sendable {
    static var registers: [SyncRegister<Self>] { get }
    /// The fields that are not registers as the digest hashes them, a letter naming the row's
    /// kind first (so rows of different kinds never hash alike).
    var digestFields: [String?] { get }
    /// The stamps that are not in a register (creation, last update).
    var fixedStamps: [String?] { get }
    /// What is not a register merges its own way (the furthest round, the latest update).
    func mergingFixed(_ other: Self, into result: inout Self)
}

extension SyncRow {
    func mergingFixed(_ other: Self, into result: inout Self) {}

    /// This row merged with the other copy's: each register by its own stamp, the rest as the
    /// row type says.
    func merged(with other: Self) -> Self {
        var result = self
        for register in Self.registers where register.yields(self, other) { register.take(&result, other) }
        mergingFixed(other, into: &result)
        return result
    }

    /// Whether a merge takes any of the other row's registers over this one's.
    func yields(to other: Self) -> Bool { Self.registers.contains { $0.yields(self, other) } }

    /// Every stamp the row holds (nil: a register never written).
    var stamps: [String?] { fixedStamps + Self.registers.flatMap { $0.stamps(self) } }

    /// The row's fields as the digest hashes them.
    var digestText: [String?] { digestFields + Self.registers.flatMap { $0.hashed(self) } }
}
