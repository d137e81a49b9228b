import Foundation
import ScorekeeperStore
import GRDB

// A round recorded on two copies before they met (`round add`, the grid): each copy's entry is
// kept as a round of its own, never added into one round. Each round entry names the entry its
// round held last when it was written (`roundBase`, "" when none): entries written one after
// another form a chain in their round; two that follow the same one (or two first ones) were
// written apart. The chain that starts earliest keeps the round; every other entry moves to the
// next round, the rounds after it one further. The moves are a function of the rows alone,
// stamped from them, so both copies of a sync move the same rows alike and agree at once.
extension AppDatabase {
    /// One change as the settling reads it.
    private struct RoundRow {
        var id: String
        var round: Int
        var createdAt: String
        var entryID: String?
        var base: String?
        var mark: String?
        var moved = false
        var marked = false
    }

    /// Keeps the entries of a plain game's rounds that were recorded apart as rounds of their
    /// own, marks both rounds, and says what it did (nil: every round was recorded in turn). The
    /// game's current round moves on by the rounds it added. A sheet game is left as it is: its
    /// sheet says what an entry's round means.
    static func settleRoundConflicts(_ db: Database, gameID: Game.ID) throws -> SyncOutcome.RoundConflict? {
        guard let game = try Game.fetch(db, id: gameID),
              try Game.sheetText(db, id: gameID) == nil else { return nil }
        func fetchRows(_ condition: String) throws -> [RoundRow] {
            try Row.fetchAll(db, sql: """
                SELECT "id", "round", "createdAt", "entryID", "roundBase", "roundConflict" FROM "scoreChanges"
                WHERE "gameID" = ? \(condition) ORDER BY "createdAt", "id"
                """, arguments: [gameID]).map {
                RoundRow(id: $0["id"], round: $0["round"], createdAt: $0["createdAt"], entryID: $0["entryID"], base: $0["roundBase"],
                         mark: $0["roundConflict"])
            }
        }
        // Most merges find every round written in turn: judged from the round entries alone, by
        // round, before the whole game is read.
        let entries = try fetchRows(#"AND "entryID" IS NOT NULL AND "roundBase" IS NOT NULL"#)
        guard Dictionary(grouping: entries, by: \.round).values.contains(where: { !entriesRecordedApart($0).isEmpty }) else { return nil }
        var rows = try fetchRows("")
        var conflictRounds: [(recorded: Int, rounds: [Int])] = []
        var round = rows.map(\.round).min() ?? 1
        let last = rows.map(\.round).max() ?? 1
        var byRound = Dictionary(grouping: rows.indices, by: { rows[$0].round })
        // Rounds move on as rounds are put in: the last one moves with them.
        while round <= last + conflictRounds.reduce(0, { $0 + $1.rounds.count - 1 }) {
            let moving = entriesRecordedApart((byRound[round] ?? []).map { rows[$0] })
            guard !moving.isEmpty else { round += 1; continue }
            let markText = moving.sorted().first!
            for index in rows.indices {
                if rows[index].round > round { rows[index].round += 1; rows[index].moved = true }
                if rows[index].round == round, let entry = rows[index].entryID, moving.contains(entry) {
                    rows[index].round += 1
                    rows[index].moved = true
                }
                if (rows[index].round == round || rows[index].round == round + 1 && rows[index].entryID.map(moving.contains) == true),
                   rows[index].mark == nil {
                    rows[index].mark = markText
                    rows[index].marked = true
                }
            }
            if let index = conflictRounds.lastIndex(where: { $0.rounds.last == round }) {
                conflictRounds[index].rounds.append(round + 1)
            } else {
                conflictRounds.append((round, [round, round + 1]))
            }
            byRound = Dictionary(grouping: rows.indices, by: { rows[$0].round })
            round += 1
        }
        guard !conflictRounds.isEmpty else { return nil }
        // Stamped from the rows themselves: the latest stamp the game's changes hold.
        let stamp = try String.fetchOne(db, sql: """
            SELECT max(max("createdAt", coalesce("stateChangedAt", ''), coalesce("correctedAt", ''), coalesce("roundChangedAt", ''),
                           coalesce("roundConflictChangedAt", '')))
            FROM "scoreChanges" WHERE "gameID" = ?
            """, arguments: [gameID]) ?? ""
        for row in rows where row.moved || row.marked {
            if row.moved {
                try db.execute(sql: #"UPDATE "scoreChanges" SET "round" = ?, "roundChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [row.round, stamp, row.id])
            }
            if row.marked {
                try db.execute(sql: #"UPDATE "scoreChanges" SET "roundConflict" = ?, "roundConflictChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [row.mark, stamp, row.id])
            }
        }
        let added = conflictRounds.reduce(0) { $0 + $1.rounds.count - 1 }
        try db.execute(sql: #"UPDATE "games" SET "currentRound" = "currentRound" + ? WHERE "id" = ?"#, arguments: [added, gameID])
        return try roundConflict(db, game: game, recorded: conflictRounds)
    }

    /// The round entries of one round that were not written in turn after the round's first: the
    /// entries that follow no entry of the round are chains' starts; from the earliest start, the
    /// earliest entry that follows each one is the round as one copy wrote it. The others' ids,
    /// empty when the round was written in turn. Changes made before bases were kept are left out.
    private static func entriesRecordedApart(_ rows: [RoundRow]) -> Set<String> {
        struct Entry { var start: (String, String); var base: String }
        var entries: [String: Entry] = [:]
        var entryOfChange: [String: String] = [:]
        for row in rows {
            guard let entry = row.entryID, let base = row.base else { continue }
            entryOfChange[row.id] = entry
            if let known = entries[entry] {
                if (row.createdAt, row.id) < known.start { entries[entry]?.start = (row.createdAt, row.id) }
            } else {
                entries[entry] = Entry(start: (row.createdAt, row.id), base: base)
            }
        }
        guard entries.count > 1 else { return [] }
        func parent(_ id: String) -> String? {
            guard let base = entries[id]?.base, let parent = entryOfChange[base], parent != id else { return nil }
            return parent
        }
        func earliest(_ ids: [String]) -> String? { ids.min { entries[$0]!.start < entries[$1]!.start } }
        var kept: Set<String> = []
        var next = earliest(entries.keys.filter { parent($0) == nil })
        while let current = next, kept.insert(current).inserted {
            next = earliest(entries.keys.filter { parent($0) == current })
        }
        return Set(entries.keys).subtracting(kept)
    }

    /// What the sync says about the rounds it kept apart: each round's points by player and
    /// whether it adds up to what the rules want.
    private static func roundConflict(_ db: Database, game: Game, recorded: [(recorded: Int, rounds: [Int])]) throws -> SyncOutcome.RoundConflict {
        let cells = try roundCells(db, gameID: game.id)
        let names = Dictionary(try Row.fetchAll(db, sql: #"SELECT "id", "name" FROM "players" WHERE "gameID" = ?"#,
                                                arguments: [game.id.lowercasedString]).map { ($0["id"] as String, $0["name"] as String) },
                               uniquingKeysWith: { first, _ in first })
        let rounds = recorded.map { conflict in
            SyncOutcome.RoundConflict.Recorded(round: conflict.recorded, rounds: conflict.rounds.map { number in
                let here = cells.filter { $0.round == number && $0.points != 0 }
                let total = here.reduce(0) { $0.addingReportingOverflow($1.points).partialValue }
                return SyncOutcome.RoundConflict.Round(
                    round: number,
                    points: here.map { .init(name: names[$0.playerID.lowercasedString] ?? $0.playerID.lowercasedString, points: $0.points) }
                        .sorted { ($0.name, $0.points) < ($1.name, $1.points) },
                    total: total,
                    mismatch: game.rules.allowsRoundTotal(total) ? nil : game.rules.roundTotalMismatch(round: number, total: total))
            })
        }
        return SyncOutcome.RoundConflict(gameID: game.id, title: game.title, recorded: rounds)
    }
}
