import Foundation
import GRDB

/// Every game's id and title in a list order, read in one pass and kept while the games list is
/// filtered: each key typed into the filter is then a pass over memory (`matching`) and a read of
/// the page it shows, not a pass of SQL over every title and another to count them.
public struct GameTitles: Equatable, Sendable {
    public private(set) var ids: [Game.ID]
    public private(set) var titles: [String]

    public init(ids: [Game.ID], titles: [String]) {
        self.ids = ids
        self.titles = titles
    }

    public var count: Int { ids.count }

    /// The games `filter` lets through (`TitleFilter`'s rule), in the list's order.
    public func matching(_ filter: String) -> [Game.ID] {
        let matcher = TitleFilter.Matcher(filter)
        guard !matcher.isEmpty else { return ids }
        return titles.indices.compactMap { matcher.matches(titles[$0]) ? ids[$0] : nil }
    }
}

extension GameOrder {
    /// Whether every title can be read in this order in one pass (not by player count, which
    /// would need every game's count).
    public var readsTitlesInOrder: Bool { AppDatabase.titlesOrderClause(self) != nil }
}

extension AppDatabase {
    /// The orders the titles can be read in without counting every game's players; nil for
    /// `playerCount` (the list filters that order in SQL). `grouped`: the file has table games,
    /// which the most recent order keeps together (`groupedMostRecentOrder`, as the list's pages).
    static func titlesOrderClause(_ order: GameOrder, grouped: Bool = false) -> String? {
        switch order {
        case .mostRecent where grouped: return groupedMostRecentOrder + #", "games"."id""#
        case .mostRecent: return #""games"."updatedAt" DESC, "games"."createdAt" DESC, "games"."id""#
        case .title: return #""games"."title" COLLATE naturalOrder, "games"."createdAt" DESC, "games"."id""#
        case .playerCount: return nil
        }
    }

    /// Every game's id and title in `order` (nil for an order that needs every player count).
    public static func gameTitles(_ db: Database, order: GameOrder) throws -> GameTitles? {
        let grouped = try order == .mostRecent && hasTableGames(db)
        guard let clause = titlesOrderClause(order, grouped: grouped) else { return nil }
        var ids: [Game.ID] = [], titles: [String] = []
        let rows = try Row.fetchCursor(db, sql: #"SELECT "games"."id" AS "id", "games"."title" AS "title" FROM "games""#
                                       + (grouped ? tablePlaceJoin : "") + " WHERE " + Game.isListed() + " ORDER BY " + clause)
        while let row = try rows.next() {
            guard let id = Game.ID(uuidString: row["id"]) else { continue }
            ids.append(id)
            titles.append(row["title"])
        }
        return GameTitles(ids: ids, titles: titles)
    }

    /// The games with these ids, with their player counts and winners, in the order given (ids of
    /// games that are gone are left out).
    public static func gameSummaries(_ db: Database, ids: [Game.ID]) throws -> [GameSummary] {
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        var summaries = try GameSummary.fetchAll(db, sql: """
            SELECT "games".*, (SELECT COUNT(*) FROM "players" WHERE "players"."gameID" = "games"."id") AS "playerCount"\(tablePlaceColumns)
            FROM "games"\(tablePlaceJoin) WHERE "games"."id" IN (\(marks))
            """, arguments: StatementArguments(ids.map(\.lowercasedString)))
        let position = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        summaries.sort { position[$0.id, default: 0] < position[$1.id, default: 0] }
        try addWinners(db, to: &summaries)
        return summaries
    }
}
