import Foundation

/// Someone who plays in many games: each player row of a game may point to a person
/// (`players.personID`). A merged person stays as a tombstone pointing to the person kept.
public struct Person: Codable, Identifiable, Equatable, Hashable, Sendable {
    public static let databaseTableName = "people"
    public var id: String
    public var name: String
    public var colour: String
    public var createdAt: String
    public var mergedInto: String?
}
