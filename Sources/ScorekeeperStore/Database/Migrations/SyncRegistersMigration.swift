import Crypto
import Foundation
import GRDB

/// The migration "sync registers": the game's state as registers of their own, each with the
/// stamp of its last write by the file's hybrid logical clock, so a merge judges each alone.
///
/// - `rulesChangedAt`: the rules (who wins, target, rounds). Before, the rules and the finish were
///   judged by `updatedAt`, which every score moves: a score on one copy undid a rules change or
///   a finish on the other.
/// - `finishChangedAt`: the finish and the reopen (`finishedAt`), with `announcedWinners`, the
///   winners' ids when the game was finished, so every copy can tell alike that a merge changed a
///   finished game's result.
/// - `syncPhotoStamps.sha256`: the photo's content hash, so equal stamps with different bytes
///   resolve the same way on both sides (NULL when another program changed the photo: it is
///   hashed again when read for a sync).
/// - `syncClock.appWriting`: set by this program's own writes around the statements it stamps
///   itself (deletes, photos), so the triggers, kept for other programs, stay out of them and
///   every stamp of this program comes from its clock (one the tests can set).
///
/// Existing files get values that two copies of the same file compute alike: the rules as old as
/// the game, the finish as old as itself (or the game), the winners as they stand.
///
/// Frozen once shipped: the SQL is written out, and the winners and photo hashes are computed
/// here from plain reads of the columns of the time, not by `Game`, `GameStandings` or
/// `PhotoHash`, whose definitions may change.
enum SyncRegistersMigration {
    static func migrate(_ db: Database) throws {
        let guarded = #"(SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0"#
        let next = #"UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1"#
        let stamp = #"(SELECT "stamp" FROM "syncClock" WHERE "id" = 1)"#
        func photoStamp(_ row: String, present: Int) -> String {
            #"INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (\#(row)."playerID", \#(stamp), \#(present), NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL"#
        }
        try db.execute(sql: """
            ALTER TABLE "games" ADD COLUMN "rulesChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "finishChangedAt" TEXT;
            ALTER TABLE "games" ADD COLUMN "announcedWinners" TEXT;
            ALTER TABLE "syncPhotoStamps" ADD COLUMN "sha256" TEXT;
            ALTER TABLE "syncClock" ADD COLUMN "appWriting" INTEGER NOT NULL DEFAULT 0;
            UPDATE "games" SET "rulesChangedAt" = "createdAt", "finishChangedAt" = coalesce("finishedAt", "createdAt");
            DROP TRIGGER "syncGameDeleted";
            DROP TRIGGER "syncPlayerDeleted";
            DROP TRIGGER "syncPhotoAdded";
            DROP TRIGGER "syncPhotoChanged";
            DROP TRIGGER "syncPhotoRemoved";
            DROP TRIGGER "syncGameRenamed";
            DROP TRIGGER "syncPlayerRenamed";
            CREATE TRIGGER "syncGameRenamed" AFTER UPDATE OF "title" ON "games"
            WHEN \(guarded) AND NEW."title" IS NOT OLD."title" AND NEW."titleChangedAt" IS OLD."titleChangedAt" BEGIN
              \(next);
              UPDATE "games" SET "titleChangedAt" = \(stamp) WHERE "id" = NEW."id";
            END;
            CREATE TRIGGER "syncPlayerRenamed" AFTER UPDATE OF "name" ON "players"
            WHEN \(guarded) AND NEW."name" IS NOT OLD."name" AND NEW."nameChangedAt" IS OLD."nameChangedAt" BEGIN
              \(next);
              UPDATE "players" SET "nameChangedAt" = \(stamp) WHERE "id" = NEW."id";
            END;
            CREATE TRIGGER "syncGameDeleted" AFTER DELETE ON "games" WHEN \(guarded) BEGIN
              \(next);
              INSERT OR IGNORE INTO "syncTombstones" VALUES (OLD."id", 'game', \(stamp));
            END;
            -- Players deleted with their game need no tombstone of their own: the game's covers them.
            CREATE TRIGGER "syncPlayerDeleted" AFTER DELETE ON "players"
            WHEN \(guarded) AND EXISTS (SELECT 1 FROM "games" WHERE "id" = OLD."gameID") BEGIN
              \(next);
              INSERT OR IGNORE INTO "syncTombstones" VALUES (OLD."id", 'player', \(stamp));
            END;
            CREATE TRIGGER "syncPhotoAdded" AFTER INSERT ON "playerAssets" WHEN \(guarded) BEGIN
              \(next);
              \(photoStamp("NEW", present: 1));
            END;
            CREATE TRIGGER "syncPhotoChanged" AFTER UPDATE ON "playerAssets" WHEN \(guarded) BEGIN
              \(next);
              \(photoStamp("NEW", present: 1));
            END;
            CREATE TRIGGER "syncPhotoRemoved" AFTER DELETE ON "playerAssets" WHEN \(guarded) BEGIN
              \(next);
              \(photoStamp("OLD", present: 0));
            END;
            -- A deleted player's photo stamp goes with it (by itself, or with its game): the
            -- player's tombstone says all there is to say, and copies stay equal table by table.
            DELETE FROM "syncPhotoStamps" WHERE "playerID" NOT IN (SELECT "id" FROM "players");
            CREATE TRIGGER "syncPhotoStampGone" AFTER DELETE ON "players" BEGIN
              DELETE FROM "syncPhotoStamps" WHERE "playerID" = OLD."id";
            END;
            -- Rules or the finish changed by another program: stamped now (this program sets its own).
            CREATE TRIGGER "syncRulesChanged" AFTER UPDATE OF "lowestWins", "targetScore", "roundCount" ON "games"
            WHEN \(guarded) AND NEW."rulesChangedAt" IS OLD."rulesChangedAt"
                 AND (NEW."lowestWins" IS NOT OLD."lowestWins" OR NEW."targetScore" IS NOT OLD."targetScore"
                      OR NEW."roundCount" IS NOT OLD."roundCount") BEGIN
              \(next);
              UPDATE "games" SET "rulesChangedAt" = \(stamp) WHERE "id" = NEW."id";
            END;
            CREATE TRIGGER "syncFinishChanged" AFTER UPDATE OF "finishedAt" ON "games"
            WHEN \(guarded) AND NEW."finishChangedAt" IS OLD."finishChangedAt" AND NEW."finishedAt" IS NOT OLD."finishedAt" BEGIN
              \(next);
              UPDATE "games" SET "finishChangedAt" = \(stamp), "announcedWinners" = NULL WHERE "id" = NEW."id";
            END;
            """)
        // The winners of the games finished already, as they stand: the players with the best
        // score by the game's rule (ties share the win), their ids as lowercase text, sorted and
        // joined by commas. Written out here as the rules' code said it when this shipped, so
        // that later rules cannot change what this migration writes.
        let finished = try Row.fetchAll(db, sql: #"SELECT "id", "lowestWins" FROM "games" WHERE "finishedAt" IS NOT NULL"#)
        for game in finished {
            let gameID = try (game.decode(forColumn: "id") as UUID).uuidString.lowercased()
            let lowestWins: Bool = game["lowestWins"] ?? false
            var players: [(id: String, score: Int)] = []
            for row in try Row.fetchAll(db, sql: #"SELECT "id", "score" FROM "players" WHERE "gameID" = ?"#, arguments: [gameID]) {
                players.append((try (row.decode(forColumn: "id") as UUID).uuidString.lowercased(), try row.decode(forColumn: "score")))
            }
            let best = lowestWins ? players.map(\.score).min() : players.map(\.score).max()
            let winners = players.filter { $0.score == best }.map(\.id).sorted()
            try db.execute(sql: #"UPDATE "games" SET "announcedWinners" = ? WHERE "id" = ?"#,
                           arguments: [winners.joined(separator: ","), gameID])
        }
        // Photos hashed (SHA-256, lowercase hex), so a stamp tie resolves by content.
        let photos = try Row.fetchCursor(db, sql: #"SELECT "playerID", "imageData" FROM "playerAssets""#)
        var hashes: [(String, String)] = []
        while let row = try photos.next() {
            let imageData: Data = row["imageData"]
            hashes.append((row["playerID"], SHA256.hash(data: imageData).map { String(format: "%02x", $0) }.joined()))
        }
        for (playerID, hash) in hashes {
            try db.execute(sql: #"UPDATE "syncPhotoStamps" SET "sha256" = ? WHERE "playerID" = ?"#, arguments: [hash, playerID])
        }
        // The clock restarts from the latest stamp in the file (1970 in a new file: a stamp the
        // triggers can step from): every stamp it gives is later than every stamp the file holds,
        // and the wall clock it reads (the program's, which tests can set) decides the rest, not
        // SQLite's at migration time.
        try db.execute(sql: """
            UPDATE "syncClock" SET "stamp" = max('1970-01-01 00:00:00.000',
              coalesce((SELECT max("createdAt") FROM "scoreChanges"), ''),
              coalesce((SELECT max("stateChangedAt") FROM "scoreChanges"), ''),
              coalesce((SELECT max("correctedAt") FROM "scoreChanges"), ''),
              coalesce((SELECT max("titleChangedAt") FROM "games"), ''),
              coalesce((SELECT max("finishChangedAt") FROM "games"), ''),
              coalesce((SELECT max("createdAt") FROM "players"), ''),
              coalesce((SELECT max("nameChangedAt") FROM "players"), ''),
              coalesce((SELECT max("deletedAt") FROM "syncTombstones"), ''),
              coalesce((SELECT max("changedAt") FROM "syncPhotoStamps"), ''))
            WHERE "id" = 1
            """)
    }
}
