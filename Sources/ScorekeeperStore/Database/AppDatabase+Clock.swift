import Foundation
import GRDB

// The file's one clock. Every stamp a merge judges by (score changes, undo, redo, corrections,
// deletions, renames, photos, rules, finish and reopen) is the next tick of `syncClock`: the later
// of the wall clock and the last stamp + 1 ms, moved past every stamp a merge receives (see
// ChangeClock). The games list's "most recent" is the wall clock's reading itself (copies merge
// it by the latest, so it judges nothing; see `touchGame`). The wall clock is the database's own
// (`AppDatabase.wallClock`, `WallClock`), so a test pins it, or runs one copy's clock ahead and
// another's behind.
extension AppDatabase {
    /// The same database with another wall clock (tests: a pinned clock, or a copy whose clock
    /// runs fast or slow).
    public func withWallClock(_ clock: WallClock) -> AppDatabase {
        var copy = self
        copy.wallClock = clock
        return copy
    }

    /// The same database with its wall clock pinned at `moment` (tests: "this happened then").
    public func at(_ moment: Date) -> AppDatabase {
        withWallClock(.fixed(moment))
    }

    /// The same database making new ids with `ids` (tests: ids known in advance).
    public func withIDs(_ ids: IDGenerator) -> AppDatabase {
        var copy = self
        copy.ids = ids
        return copy
    }

    /// The wall clock's reading now.
    public var now: Date { wallClock.now() }

    /// A new id for a row this database is about to write; the interface takes one before it
    /// asks for the write, so it can select the row before the row exists.
    public func newID<Row>() -> Tagged<Row, UUID> { ids() }

    /// The next stamp of the file's clock, in the caller's transaction.
    package static func nextStamp(_ db: Database, now: Date) throws -> String {
        try nextStamps(db, count: 1, now: now)[0]
    }

    /// The next `count` stamps of the file's clock, one tick after another, as as many calls
    /// of `nextStamp` would give them, with the clock read and moved once (an import stamps
    /// thousands of new people).
    package static func nextStamps(_ db: Database, count: Int, now: Date) throws -> [String] {
        // Cached statements: a write of thousands of rows (an import) takes a stamp for many of
        // them, and compiling each statement anew (GRDB works out what it reads and writes)
        // cost more than the statement itself.
        var last = try String.fetchOne(db.cachedStatement(sql: #"SELECT "stamp" FROM "syncClock" WHERE "id" = 1"#))
        var stamps: [String] = []
        stamps.reserveCapacity(count)
        for _ in 0..<count {
            let stamp = ChangeClock.next(after: last, wallClock: now)
            stamps.append(stamp)
            last = stamp
        }
        if let last = stamps.last {
            try db.cachedStatement(sql: #"UPDATE "syncClock" SET "stamp" = ? WHERE "id" = 1"#).execute(arguments: [last])
        }
        return stamps
    }

    /// Moves the clock past a stamp received from another copy, so what is done here next is
    /// later than everything merged.
    package static func clockSaw(_ db: Database, _ stamp: String) throws {
        try db.execute(sql: #"UPDATE "syncClock" SET "stamp" = max("stamp", ?) WHERE "id" = 1"#, arguments: [stamp])
    }

    /// Runs statements whose sync stamps the caller writes itself (deletes, photos): the triggers
    /// that stamp other programs' writes stay out, so no stamp of this program comes from
    /// SQLite's wall clock instead of this one.
    package static func stampingItself<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        try db.execute(sql: #"UPDATE "syncClock" SET "appWriting" = 1 WHERE "id" = 1"#)
        let result = try body()
        try db.execute(sql: #"UPDATE "syncClock" SET "appWriting" = 0 WHERE "id" = 1"#)
        return result
    }

    /// A tombstone for a game or player deleted here, stamped by the clock.
    package static func writeTombstone(_ db: Database, id: String, kind: String, stamp: String) throws {
        try db.execute(sql: #"INSERT OR IGNORE INTO "syncTombstones" ("id", "kind", "deletedAt") VALUES (?, ?, ?)"#,
                       arguments: [id, kind, stamp])
    }

    /// A photo's sync stamp: put (with its content hash) or removed.
    static func writePhotoStamp(_ db: Database, playerID: String, stamp: String, sha256: String?) throws {
        try db.execute(sql: """
            INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (?, ?, ?, ?)
            ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present",
                                                   "sha256" = excluded."sha256"
            """, arguments: [playerID, stamp, sha256 != nil, sha256])
    }
}
