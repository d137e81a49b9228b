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

    private func resolve(_ reference: String, table: String, notFound: (String) -> ScorekeeperError) throws -> UUID {
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
            try String.fetchAll(db, sql: "SELECT id FROM \"\(table)\" WHERE id LIKE ? || '%' ORDER BY id LIMIT 6",
                                arguments: [prefix])
        }
        switch matches.count {
        case 0: throw notFound(reference)
        case 1: return UUID(uuidString: matches[0])!
        default:
            throw ScorekeeperError.ambiguousReference(reference, candidates: matches.prefix(5).map { String($0.prefix(8)) })
        }
    }
}
