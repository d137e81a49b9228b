import Foundation
import GRDB

/// The columns a record's decoder reads (`Game.Column`, `Player.Column`): each case names one,
/// numbered from 0 in declaration order.
public protocol RecordColumn: CaseIterable, Sendable where AllCases == [Self] {
    /// The column's name in the table.
    var name: String { get }
    /// Its number, the case's place in `allCases`.
    var number: Int { get }
}

/// Where the rows of one query hold a record's columns, found by name once for the whole query
/// (nil for a column the query does not select). A read by name lowercases the name and hashes
/// it for every column of every row: in a pass over 40,000 players and their 10,000 games, more
/// than the rest of their decoding.
public struct RecordColumnPlaces<Column: RecordColumn>: Sendable {
    let places: [Int?]

    /// The places in `statement`'s columns (GRDB's rule: the leftmost of that name, in any case).
    public init(_ statement: Statement) {
        places = Column.allCases.map { statement.index(ofColumn: $0.name) }
    }
}

/// A row a record is decoded from, and how its columns are found: by name (a row on its own) or
/// at the places found once for its query. Every read says which column by its case, so the
/// record's decoder is written once for both.
struct RecordRow<Column: RecordColumn> {
    let row: Row
    let places: RecordColumnPlaces<Column>?

    init(_ row: Row, places: RecordColumnPlaces<Column>?) {
        self.row = row
        self.places = places
    }

    /// The column's value; nil when it is NULL or the query does not select it.
    subscript<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ column: Column) -> Value? {
        guard let places else { return row[column.name] }
        return places.places[column.number].flatMap { row[$0] }
    }

    /// The column's value, throwing as GRDB's `decode` does when it is missing or unreadable.
    func decode<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ column: Column) throws -> Value {
        guard let places else { return try row.decode(forColumn: column.name) }
        guard let place = places.places[column.number] else { return try row.decode(forColumn: column.name) }
        return try row.decode(Value.self, atIndex: place)
    }

    /// A typed id, read from its text with the fast parser (`DatabaseUUID`).
    func id<Tag>(_ column: Column) throws -> Tagged<Tag, UUID> {
        guard let places else { return try row.decode(forColumn: column.name) }
        guard let place = places.places[column.number] else { return try row.decode(forColumn: column.name) }
        return try DatabaseUUID.decode(row, atIndex: place)
    }

    /// A date (`DatabaseTimestamp`), throwing when it is missing or unreadable.
    func date(_ column: Column) throws -> Date {
        guard let places else { return try DatabaseTimestamp.decode(row, column.name) }
        guard let place = places.places[column.number] else { return try DatabaseTimestamp.decode(row, column.name) }
        return try DatabaseTimestamp.decode(row, atIndex: place)
    }

    /// A date that may be NULL or not selected.
    func dateIfPresent(_ column: Column) -> Date? {
        guard let places else { return DatabaseTimestamp.decodeIfPresent(row, column.name) }
        return places.places[column.number].flatMap { DatabaseTimestamp.decodeIfPresent(row, atIndex: $0) }
    }
}
