import Foundation
import GRDB

// Finding a game or player from what a person typed: a full id or a unique prefix of at least
// four characters, like git.
extension AppDatabase {
    public static let minimumPrefixLength = 4

    public func resolveGame(_ reference: String) throws -> Game {
        let id = try resolve(reference, table: Game.databaseTableName, notFound: ScorekeeperError.gameNotFound)
        guard let game = try fetchGame(id: id) else { throw ScorekeeperError.gameNotFound(reference) }
        return game
    }

    public func resolvePlayer(_ reference: String) throws -> Player {
        let id = try resolve(reference, table: Player.databaseTableName, notFound: ScorekeeperError.playerNotFound)
        guard let player = try fetchPlayer(id: id) else { throw ScorekeeperError.playerNotFound(reference) }
        return player
    }

    /// A score change that is part of a history (deleted changes are not found).
    public func resolveChange(_ reference: String) throws -> ScoreChange {
        let id = try resolve(reference, table: ScoreChange.databaseTableName, notFound: ScorekeeperError.changeNotFound,
                             condition: #" AND "state" <> 'deleted'"#)
        guard let change = try fetchScoreChange(id: id), change.state != .deleted else {
            throw ScorekeeperError.changeNotFound(reference)
        }
        return change
    }

    /// `condition` (SQL starting with AND) narrows the rows that count as matches.
    private func resolve(_ reference: String, table: String, notFound: (String) -> ScorekeeperError,
                         condition: String = "") throws -> UUID {
        let prefix = reference.trimmingCharacters(in: .whitespaces).lowercased()
        // Only hex digits and dashes can be part of an id; this also keeps LIKE wildcards out.
        guard prefix.count >= AppDatabase.minimumPrefixLength,
              prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            if prefix.count < AppDatabase.minimumPrefixLength && !prefix.isEmpty && prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                throw ScorekeeperError.other("'\(prefix)' is too short: give at least \(AppDatabase.minimumPrefixLength) characters of the id.")
            }
            throw notFound(reference)
        }
        let matches = try read { db in
            // A range on the primary key rather than LIKE (which cannot use it): ids are lowercase
            // hex and dashes, all below '~'. A history can hold a hundred thousand changes.
            try String.fetchAll(db, sql: "SELECT id FROM \"\(table)\" WHERE id >= ? AND id < ? || '~'\(condition) ORDER BY id LIMIT 6",
                                arguments: [prefix, prefix])
        }
        switch matches.count {
        case 0: throw notFound(reference)
        case 1: return UUID(uuidString: matches[0])!
        default:
            throw ScorekeeperError.ambiguousReference(reference, candidates: matches.prefix(5).map { String($0.prefix(8)) })
        }
    }
}
