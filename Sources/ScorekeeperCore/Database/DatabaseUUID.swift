import Foundation
import GRDB

/// Ids read from the file into `UUID`s with the model's fast parser (`UUID.parse`), not
/// Foundation's.
public enum DatabaseUUID {
    public static func parse(_ text: String) -> UUID? {
        UUID.parse(text)
    }

    /// The typed id in the column at `index`, as `row.decode(_:atIndex:)` reads it.
    static func decode<Tag>(_ row: Row, atIndex index: Int) throws -> Tagged<Tag, UUID> {
        if let text = row[index] as String?, let id = parse(text) { return Tagged(rawValue: id) }
        return Tagged(rawValue: try row.decode(UUID.self, atIndex: index))
    }
}
