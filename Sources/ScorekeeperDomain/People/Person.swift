import Foundation

/// Someone who plays in many games: each player row of a game may point to a person
/// (`players.personID`). A merged person stays as a tombstone pointing to the person kept.
public struct Person: Identifiable, Equatable, Hashable, Sendable {
    public static let databaseTableName = "people"
    public var id: ID
    public var name: String
    /// The colour that marks the person on every surface (kept distinct within a game by
    /// `GameColours`).
    public var colour: PersonColour
    public var createdAt: Date
    /// The person this one was merged into (nil: a live person).
    public var mergedInto: ID?

    public init(id: ID, name: String, colour: PersonColour, createdAt: Date, mergedInto: ID? = nil) {
        self.id = id
        self.name = name
        self.colour = colour
        self.createdAt = createdAt
        self.mergedInto = mergedInto
    }
}
