import Foundation
import GRDB

/// The migration "person photos": a person's own photo, and deleting a person.
///
/// - `personAssets`: a person's photo, the user's bytes, 1-to-1 with the person; its list
///   thumbnail in `personThumbnails` (removed with the photo, by cascade).
/// - A person's photo is stamped as a player's is, in `syncPhotoStamps` under the person's id
///   (ids are UUIDs, unique across people and players): triggers stamp one another program
///   changes, as for players' photos.
/// - `people.deletedAt`: a deleted person stays as a tombstone, like a merged one: no longer
///   listed or linked, its players unlinked, so every copy a sync reaches unlinks them too. A
///   register stamped by itself (any deletion wins over none).
/// - `peopleSyncUpdated` is made again with the columns as they are now.
///
/// Frozen once shipped: the SQL is written out here and reads no list of the code's.
enum PersonPhotosMigration {
    static func migrate(_ db: Database) throws {
        let guarded = #"(SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0"#
        let next = #"UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1"#
        func stamp(_ row: String, present: Int) -> String {
            #"INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (\#(row)."personID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), \#(present), NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL"#
        }
        try db.execute(sql: """
            CREATE TABLE "personAssets" (
              "personID" TEXT PRIMARY KEY NOT NULL REFERENCES "people"("id") ON DELETE CASCADE,
              "imageData" BLOB NOT NULL
            ) STRICT;
            CREATE TABLE "personThumbnails" (
              "personID" TEXT PRIMARY KEY NOT NULL REFERENCES "personAssets"("personID") ON DELETE CASCADE,
              "thumbnailData" BLOB NOT NULL
            ) STRICT;
            ALTER TABLE "people" ADD COLUMN "deletedAt" TEXT;
            DROP TRIGGER "peopleSyncUpdated";
            CREATE TRIGGER "peopleSyncUpdated" AFTER UPDATE OF "id", "name", "colour", "createdAt", "nameChangedAt", "colourChangedAt",
                "mergedInto", "mergedAt", "deletedAt" ON "people" BEGIN
              UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
              UPDATE "people" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
            END;
            CREATE TRIGGER "syncPersonPhotoAdded" AFTER INSERT ON "personAssets" WHEN \(guarded) BEGIN
              \(next);
              \(stamp("NEW", present: 1));
            END;
            CREATE TRIGGER "syncPersonPhotoChanged" AFTER UPDATE ON "personAssets" WHEN \(guarded) BEGIN
              \(next);
              \(stamp("NEW", present: 1));
            END;
            CREATE TRIGGER "syncPersonPhotoRemoved" AFTER DELETE ON "personAssets" WHEN \(guarded) BEGIN
              \(next);
              \(stamp("OLD", present: 0));
            END;
            """)
    }
}
