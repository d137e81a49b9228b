import Foundation
// Every part that speaks of the model's ids speaks of these types, so the model hands them on.
@_exported import Tagged

// Each kind of row has an id type of its own: a game's id cannot be given where a player's is
// wanted, and a signature says which row it means. All are UUIDs underneath, stored as
// lowercase text (the store's `DatabaseValueConvertible` conformance for them says how).

extension Game {
    /// A game's id.
    public typealias ID = Tagged<Game, UUID>
}

extension Player {
    /// A player's id (one player in one game).
    public typealias ID = Tagged<Player, UUID>
}

extension ScoreChange {
    /// A score change's id.
    public typealias ID = Tagged<ScoreChange, UUID>
}

extension Person {
    /// A person's id (someone who plays in many games).
    public typealias ID = Tagged<Person, UUID>
}

/// What a round entry's id names: the changes of one round entered in one go.
public enum RoundEntryTag {}

/// The id the changes of one round entered in one go share: undo and redo take them as one step.
public typealias RoundEntryID = Tagged<RoundEntryTag, UUID>

extension Tagged where RawValue == UUID {
    /// The form ids take in the database and in every output: lowercase text.
    public var lowercasedString: String { rawValue.lowercasedString }

    /// The id written as `text` (either case), or nil when it is not a UUID (`UUID.parse`: the
    /// fast reading, since sync and statistics read ids by the hundred thousand).
    public init?(uuidString text: String) {
        guard let uuid = UUID.parse(text) else { return nil }
        self.init(rawValue: uuid)
    }
}

extension IDGenerator {
    /// The next id, typed for the row it names (`Game(id: ids(), ...)`).
    public func callAsFunction<Row>() -> Tagged<Row, UUID> {
        Tagged(rawValue: next())
    }
}
