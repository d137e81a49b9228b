import Foundation
import ScorekeeperStore

// A typed id (`Game.ID`, `Player.ID`, ...) travels as lowercase UUID text, as the file stores it
// and as the protocol always sent ids: Tagged's own coding is Foundation's `UUID` one, uppercase.
// The Codable conformances the compiler writes for this part's types (the rows, the outcome, the
// conflicts) call `encode(_:forKey:)`, `encodeIfPresent`, `decode(_:forKey:)` and
// `decodeIfPresent` on keyed containers; these overloads are more specific than the generic ones,
// so those calls take them, and every typed id of a sync message, of a sync report and of a row
// GRDB writes through Codable is the one lowercase text. Reading accepts either case (a typed id
// is the same row whatever case named it) and refuses anything that is not a UUID, so a
// malformed id never gets past decoding.

extension KeyedEncodingContainer {
    mutating func encode<Tag>(_ id: Tagged<Tag, UUID>, forKey key: Key) throws {
        try encode(id.lowercasedString, forKey: key)
    }

    mutating func encodeIfPresent<Tag>(_ id: Tagged<Tag, UUID>?, forKey key: Key) throws {
        try encodeIfPresent(id?.lowercasedString, forKey: key)
    }

    mutating func encode<Tag>(_ ids: [Tagged<Tag, UUID>], forKey key: Key) throws {
        try encode(ids.map(\.lowercasedString), forKey: key)
    }
}

extension KeyedDecodingContainer {
    func decode<Tag>(_ type: Tagged<Tag, UUID>.Type, forKey key: Key) throws -> Tagged<Tag, UUID> {
        try Self.id(try decode(String.self, forKey: key), key: key, in: self)
    }

    func decodeIfPresent<Tag>(_ type: Tagged<Tag, UUID>.Type, forKey key: Key) throws -> Tagged<Tag, UUID>? {
        try decodeIfPresent(String.self, forKey: key).map { try Self.id($0, key: key, in: self) }
    }

    func decode<Tag>(_ type: [Tagged<Tag, UUID>].Type, forKey key: Key) throws -> [Tagged<Tag, UUID>] {
        try decode([String].self, forKey: key).map { try Self.id($0, key: key, in: self) }
    }

    /// `text` as a typed id, or a refusal the frame reader words as "PEER sent a message that has
    /// an id that is not a UUID (...)", naming the field and the text (shown safely).
    private static func id<Tag>(_ text: String, key: Key, in container: Self) throws -> Tagged<Tag, UUID> {
        guard let id = Tagged<Tag, UUID>(uuidString: text) else {
            throw SyncWireError("has an id that is not a UUID (\(key.stringValue) \(SyncValidation.shown(text)))")
        }
        return id
    }
}
