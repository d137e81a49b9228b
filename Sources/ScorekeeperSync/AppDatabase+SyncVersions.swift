import Foundation
import ScorekeeperStore
#if canImport(Glibc)
import Glibc
#endif
import GRDB

// The incremental side of sync: the file's id and version, what changed since a version, and
// the watermarks kept per other copy (see SyncVersionsMigration for the tables and triggers).
extension AppDatabase {
    /// The file's id, version and watermarks, read only. A file whose identity on disk (device
    /// and inode) is not the one recorded with its id is a copy (`cp`, a restored backup): it is
    /// given a new id and no watermarks, so no copy answers for another and the next sync with
    /// each peer goes by digests; the new id is kept when a sync records its watermarks
    /// (`recordSyncWatermark`). An in-memory file keeps its id.
    public func syncFileState() throws -> SyncFileState {
        let identity = path.flatMap(Self.fileIdentity)
        return try read { db in
            guard let row = try Row.fetchOne(db, sql: #"SELECT "fileID", "fileIdentity", "version" FROM "syncState" WHERE "id" = 1"#) else {
                throw ScorekeeperError.database("The file has no sync state; open it once with this version of Scorekeeper.")
            }
            let version: Int = row["version"]
            if let identity, identity != row["fileIdentity"] as String? {
                return SyncFileState(fileID: UUID().lowercasedString, version: version, peers: [])
            }
            let peers = try Row.fetchAll(db, sql: #"SELECT "fileID", "received", "sent", "clock" FROM "syncPeers" ORDER BY "fileID""#).map {
                SyncWatermark(peer: $0["fileID"], received: $0["received"], sent: $0["sent"], clock: $0["clock"])
            }
            return SyncFileState(fileID: row["fileID"], version: version, peers: peers)
        }
    }

    /// The device and inode of a file, which a copy does not share with it.
    static func fileIdentity(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(status.st_dev):\(status.st_ino)"
    }

    /// The file's version now.
    static func syncVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: #"SELECT "version" FROM "syncState" WHERE "id" = 1"#) ?? 0
    }

    /// Every synced row written here after `version`, with the version they were read at, in
    /// one read: one range of the `syncVersion` index per table.
    public func syncChanges(since version: Int) throws -> (changes: SyncChanges, version: Int) {
        try read { db in
            var result = SyncChanges()
            // In version order: the range of the `syncVersion` index (ordered by id, SQLite would
            // walk the whole table by its primary key instead).
            let changed = Column("syncVersion") > version
            let order = Column("syncVersion")
            for tombstone in try SyncTombstone.filter(changed).order(order).fetchAll(db) { result.tombstones[tombstone.id] = tombstone.kind }
            result.games = try SyncGame.filter(changed).order(order).fetchAll(db)
            result.players = try SyncPlayer.filter(changed).order(order).fetchAll(db)
            result.changes = try SyncScoreChange.filter(changed).order(order).fetchAll(db)
            result.photoStamps = try SyncPhotoStamp.filter(changed).order(order).fetchAll(db)
            result.people = try SyncPerson.filter(changed).order(order).fetchAll(db)
            result.tournaments = try Self.syncTournamentChanges(db, since: version)
            for index in result.photoStamps.indices where result.photoStamps[index].present && result.photoStamps[index].sha256 == nil {
                result.photoStamps[index].sha256 = try Self.photoHash(db, playerID: result.photoStamps[index].playerID.lowercasedString)
            }
            return (result, try Self.syncVersion(db))
        }
    }

    /// Keeps the watermarks for another copy: the fields given replace the ones kept. `fileID`
    /// is this file's id as the sync's `hello` gave it: a copy's new id is kept now (its old
    /// watermarks dropped); an id that is neither (the file changed hands meanwhile) records
    /// nothing, and the next sync goes by digests.
    public func recordSyncWatermark(_ watermark: SyncWatermark, fileID: String) throws {
        let identity = path.flatMap(Self.fileIdentity)
        try write { db in
            guard let row = try Row.fetchOne(db, sql: #"SELECT "fileID", "fileIdentity" FROM "syncState" WHERE "id" = 1"#) else { return }
            if let identity, identity != row["fileIdentity"] as String? {
                try db.execute(sql: #"UPDATE "syncState" SET "fileID" = ?, "fileIdentity" = ? WHERE "id" = 1"#, arguments: [fileID, identity])
                try db.execute(sql: #"DELETE FROM "syncPeers""#)
            } else if fileID != row["fileID"] as String {
                return
            }
            // The clock is kept only when both directions are complete: then the two files hold
            // the same rows, and every stamp in them is at most this file's clock now.
            let clock = watermark.received != nil && watermark.sent != nil
                ? try String.fetchOne(db, sql: #"SELECT "stamp" FROM "syncClock" WHERE "id" = 1"#) : nil
            try db.execute(sql: """
                INSERT INTO "syncPeers" ("fileID", "received", "sent", "clock") VALUES (?, ?, ?, ?)
                ON CONFLICT ("fileID") DO UPDATE SET "received" = coalesce(excluded."received", "received"),
                                                     "sent" = coalesce(excluded."sent", "sent"),
                                                     "clock" = coalesce(excluded."clock", "clock")
                """, arguments: [watermark.peer, watermark.received, watermark.sent, clock])
        }
    }

    /// Forgets every watermark (as a copy that lost them would): the next sync with each peer
    /// goes by digests.
    public func forgetSyncWatermarks() throws {
        try write { db in try db.execute(sql: #"DELETE FROM "syncPeers""#) }
    }
}
