import Foundation
import GRDB

// Finding a game, player or change from what a person typed: a full id or a unique prefix of at
// least four characters, like git. Titles and names are AppDatabase+Names.swift's, on top of this.
extension AppDatabase {
    public static let minimumPrefixLength = 4

    /// The game `reference` names: an id, a unique id prefix or a title (see `resolveGame(_:_:)`).
    public func resolveGame(_ reference: String) throws -> Game {
        try read { db in try AppDatabase.resolveGame(db, reference) }
    }

    /// The player `reference` names: an id, a unique id prefix, or a name (in `game` when given,
    /// else among unfinished games); see `resolvePlayer(_:_:game:)`.
    public func resolvePlayer(_ reference: String, game: String? = nil) throws -> Player {
        try read { db in try AppDatabase.resolvePlayer(db, reference, game: game) }
    }

    /// The players `references` name among the players of `game`, in order, as
    /// `resolvePlayer(_:game:)` with the game's id finds each (the same players, the same
    /// refusals, the first failing reference's): in one read, and without looking the game up
    /// again for each player, as `round add` did for every NAME=POINTS of its round.
    public func resolvePlayers(_ references: [String], in game: Game) throws -> [Player] {
        try read { db in try references.map { try AppDatabase.resolvePlayer(db, $0, scope: game) } }
    }

    /// Whether `reference` could be (part of) an id: hex digits and dashes only.
    static func looksLikeID(_ reference: String) -> Bool {
        let trimmed = reference.trimmingSpaces
        return !trimmed.isEmpty && trimmed.allSatisfy({ $0.isHexDigit || $0 == "-" })
    }

    /// A score change that is part of a history (deleted changes are not found).
    public func resolveChange(_ reference: String) throws -> ScoreChange {
        let id: ScoreChange.ID = try read { db in
            try AppDatabase.resolveID(db, reference, table: ScoreChange.databaseTableName, notFound: ScorekeeperError.changeNotFound,
                                      condition: #" AND "state" <> 'deleted'"#)
        }
        guard let change = try fetchScoreChange(id: id), change.state != .deleted else {
            throw ScorekeeperError.changeNotFound(reference)
        }
        return change
    }

    /// `condition` (SQL starting with AND) narrows the rows that count as matches.
    static func resolveID<Row>(_ db: Database, _ reference: String, table: String, notFound: (String) -> ScorekeeperError,
                               condition: String = "") throws -> Tagged<Row, UUID> {
        let prefix = reference.trimmingSpaces.lowercased()
        // Only hex digits and dashes can be part of an id; this also keeps LIKE wildcards out.
        guard prefix.count >= AppDatabase.minimumPrefixLength,
              prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            if prefix.count < AppDatabase.minimumPrefixLength && !prefix.isEmpty && prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                throw ScorekeeperError.other("'\(prefix)' is too short: give at least \(AppDatabase.minimumPrefixLength) characters of the id.")
            }
            throw notFound(reference)
        }
        // A range on the primary key rather than LIKE (which cannot use it): ids are lowercase
        // hex and dashes, all below '~'. A history can hold a hundred thousand changes.
        let matches = try String.fetchAll(db, sql: "SELECT id FROM \"\(table)\" WHERE id >= ? AND id < ? || '~'\(condition) ORDER BY id LIMIT 6",
                                          arguments: [prefix, prefix])
        switch matches.count {
        case 0: throw notFound(reference)
        case 1: return Tagged(rawValue: UUID.parse(matches[0])!)
        default:
            throw ScorekeeperError.ambiguousReference(reference, candidates: matches.prefix(5).map { String($0.prefix(8)) })
        }
    }
}
