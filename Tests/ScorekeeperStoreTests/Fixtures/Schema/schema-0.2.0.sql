PRAGMA user_version = 0;
-- migration: v1
-- migration: v2
-- migration: v3
-- migration: v4
-- migration: indexes for large files
-- migration: rules and rounds
-- migration: sync

-- index index_games_on_updatedAt ON games
CREATE INDEX "index_games_on_updatedAt" ON "games"("updatedAt" DESC, "createdAt" DESC, "id");

-- index index_players_on_gameID ON players
CREATE INDEX "index_players_on_gameID" ON "players"("gameID");

-- index index_scoreChanges_live_on_gameID ON scoreChanges
CREATE INDEX "index_scoreChanges_live_on_gameID" ON "scoreChanges"("gameID", "createdAt", "id") WHERE "state" = 'live';

-- index index_scoreChanges_live_on_gameID_round ON scoreChanges
CREATE INDEX "index_scoreChanges_live_on_gameID_round" ON "scoreChanges"("gameID", "round", "playerID", "amount", "state") WHERE "state" = 'live';

-- index index_scoreChanges_on_gameID_createdAt ON scoreChanges
CREATE INDEX "index_scoreChanges_on_gameID_createdAt" ON "scoreChanges"("gameID", "createdAt", "id", "state");

-- index index_scoreChanges_on_playerID_state ON scoreChanges
CREATE INDEX "index_scoreChanges_on_playerID_state" ON "scoreChanges"("playerID", "state", "createdAt", "id", "amount");

-- index index_scoreChanges_redoable_on_gameID ON scoreChanges
CREATE INDEX "index_scoreChanges_redoable_on_gameID" ON "scoreChanges"("gameID", "stateChangedAt", "id") WHERE "state" = 'redoable';

-- table games ON games
CREATE TABLE "games" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "title" TEXT NOT NULL,
  "createdAt" TEXT NOT NULL,
  "updatedAt" TEXT NOT NULL
, "lowestWins" INTEGER NOT NULL DEFAULT 0 CHECK ("lowestWins" IN (0, 1)), "targetScore" INTEGER, "roundCount" INTEGER CHECK ("roundCount" IS NULL OR "roundCount" >= 1), "currentRound" INTEGER NOT NULL DEFAULT 1 CHECK ("currentRound" >= 1), "finishedAt" TEXT, "titleChangedAt" TEXT) STRICT;

-- table grdb_migrations ON grdb_migrations
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);

-- table playerAssets ON playerAssets
CREATE TABLE "playerAssets" (
  "playerID" TEXT PRIMARY KEY NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "imageData" BLOB NOT NULL
) STRICT;

-- table playerThumbnails ON playerThumbnails
CREATE TABLE "playerThumbnails" (
  "playerID" TEXT PRIMARY KEY NOT NULL REFERENCES "playerAssets"("playerID") ON DELETE CASCADE,
  "thumbnailData" BLOB NOT NULL
) STRICT;

-- table players ON players
CREATE TABLE "players" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "gameID" TEXT NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "score" INTEGER NOT NULL DEFAULT 0,
  "createdAt" TEXT NOT NULL
, "nameChangedAt" TEXT) STRICT;

-- table scoreChanges ON scoreChanges
CREATE TABLE "scoreChanges" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "gameID" TEXT NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
  "playerID" TEXT NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
  "amount" INTEGER NOT NULL,
  "originalAmount" INTEGER NOT NULL,
  "kind" TEXT NOT NULL,
  "round" INTEGER NOT NULL DEFAULT 1,
  "createdAt" TEXT NOT NULL,
  "state" TEXT NOT NULL DEFAULT 'live' CHECK ("state" IN ('live', 'redoable', 'undone', 'deleted')),
  "stateChangedAt" TEXT,
  "correctedAt" TEXT
) STRICT;

-- table syncClock ON syncClock
CREATE TABLE "syncClock" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "stamp" TEXT NOT NULL) STRICT;

-- table syncPhotoStamps ON syncPhotoStamps
CREATE TABLE "syncPhotoStamps" (
  "playerID" TEXT PRIMARY KEY NOT NULL,
  "changedAt" TEXT NOT NULL,
  "present" INTEGER NOT NULL
) STRICT;

-- table syncTombstones ON syncTombstones
CREATE TABLE "syncTombstones" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('game', 'player')),
  "deletedAt" TEXT NOT NULL
) STRICT;

-- trigger syncGameDeleted ON games
CREATE TRIGGER "syncGameDeleted" AFTER DELETE ON "games" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "syncTombstones" VALUES (OLD."id", 'game', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger syncGameRenamed ON games
CREATE TRIGGER "syncGameRenamed" AFTER UPDATE OF "title" ON "games"
WHEN NEW."title" IS NOT OLD."title" AND NEW."titleChangedAt" IS OLD."titleChangedAt" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "titleChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncPhotoAdded ON playerAssets
CREATE TRIGGER "syncPhotoAdded" AFTER INSERT ON "playerAssets" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" VALUES (NEW."playerID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 1) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present";
END;

-- trigger syncPhotoChanged ON playerAssets
CREATE TRIGGER "syncPhotoChanged" AFTER UPDATE ON "playerAssets" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" VALUES (NEW."playerID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 1) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present";
END;

-- trigger syncPhotoRemoved ON playerAssets
CREATE TRIGGER "syncPhotoRemoved" AFTER DELETE ON "playerAssets" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" VALUES (OLD."playerID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 0) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present";
END;

-- trigger syncPlayerDeleted ON players
CREATE TRIGGER "syncPlayerDeleted" AFTER DELETE ON "players" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "syncTombstones" VALUES (OLD."id", 'player', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger syncPlayerRenamed ON players
CREATE TRIGGER "syncPlayerRenamed" AFTER UPDATE OF "name" ON "players"
WHEN NEW."name" IS NOT OLD."name" AND NEW."nameChangedAt" IS OLD."nameChangedAt" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "players" SET "nameChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;
