import Foundation
import GRDB

/// Ids read from rows by position with the model's fast parser (`UUID.parse`), not Foundation's.
enum DatabaseUUID {
    /// The typed id in the column at `index`, as `row.decode(_:atIndex:)` reads it.
    static func decode<Tag>(_ row: Row, atIndex index: Int) throws -> Tagged<Tag, UUID> {
        if let text = row[index] as String?, let id = UUID.parse(text) { return Tagged(rawValue: id) }
        return Tagged(rawValue: try row.decode(UUID.self, atIndex: index))
    }
}
