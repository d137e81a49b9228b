PRAGMA user_version = 0;
-- migration: v1
-- migration: v2
-- migration: v3
-- migration: v4
-- migration: indexes for large files
-- migration: rules and rounds
-- migration: sync
-- migration: sync registers
-- migration: people
-- migration: sync versions
-- migration: rules registers
-- migration: the table
-- migration: person photos
-- migration: sheets
-- migration: tournaments
-- migration: tournament pairings
-- migration: round conflicts
-- migration: tournament corrections
-- migration: tournament kind
-- migration: round clock
-- migration: report codes and reports
-- migration: imported plays
-- migration: round reports

-- index index_games_on_importedFrom ON games
CREATE INDEX "index_games_on_importedFrom" ON "games"("importedFrom") WHERE "importedFrom" IS NOT NULL;

-- index index_games_on_syncVersion ON games
CREATE INDEX "index_games_on_syncVersion" ON "games"("syncVersion");

-- index index_games_on_updatedAt ON games
CREATE INDEX "index_games_on_updatedAt" ON "games"("updatedAt" DESC, "createdAt" DESC, "id");

-- index index_people_on_syncVersion ON people
CREATE INDEX "index_people_on_syncVersion" ON "people"("syncVersion");

-- index index_players_on_gameID ON players
CREATE INDEX "index_players_on_gameID" ON "players"("gameID");

-- index index_players_on_personID ON players
CREATE INDEX "index_players_on_personID" ON "players"("personID");

-- index index_players_on_syncVersion ON players
CREATE INDEX "index_players_on_syncVersion" ON "players"("syncVersion");

-- index index_scoreChanges_live_on_gameID ON scoreChanges
CREATE INDEX "index_scoreChanges_live_on_gameID" ON "scoreChanges"("gameID", "createdAt", "id") WHERE "state" = 'live';

-- index index_scoreChanges_live_on_gameID_round ON scoreChanges
CREATE INDEX "index_scoreChanges_live_on_gameID_round" ON "scoreChanges"("gameID", "round", "playerID", "amount", "state") WHERE "state" = 'live';

-- index index_scoreChanges_on_gameID_createdAt ON scoreChanges
CREATE INDEX "index_scoreChanges_on_gameID_createdAt" ON "scoreChanges"("gameID", "createdAt", "id", "state");

-- index index_scoreChanges_on_playerID_state ON scoreChanges
CREATE INDEX "index_scoreChanges_on_playerID_state" ON "scoreChanges"("playerID", "state", "createdAt", "id", "amount");

-- index index_scoreChanges_on_syncVersion ON scoreChanges
CREATE INDEX "index_scoreChanges_on_syncVersion" ON "scoreChanges"("syncVersion");

-- index index_scoreChanges_redoable_on_gameID ON scoreChanges
CREATE INDEX "index_scoreChanges_redoable_on_gameID" ON "scoreChanges"("gameID", "stateChangedAt", "id") WHERE "state" = 'redoable';

-- index index_syncPhotoStamps_on_syncVersion ON syncPhotoStamps
CREATE INDEX "index_syncPhotoStamps_on_syncVersion" ON "syncPhotoStamps"("syncVersion");

-- index index_syncTombstones_on_syncVersion ON syncTombstones
CREATE INDEX "index_syncTombstones_on_syncVersion" ON "syncTombstones"("syncVersion");

-- index index_tournamentByes_on_syncVersion ON tournamentByes
CREATE INDEX "index_tournamentByes_on_syncVersion" ON "tournamentByes"("syncVersion");

-- index index_tournamentEntries_on_personID ON tournamentEntries
CREATE INDEX "index_tournamentEntries_on_personID" ON "tournamentEntries"("personID");

-- index index_tournamentEntries_on_syncVersion ON tournamentEntries
CREATE INDEX "index_tournamentEntries_on_syncVersion" ON "tournamentEntries"("syncVersion");

-- index index_tournamentEntries_on_tournamentID ON tournamentEntries
CREATE INDEX "index_tournamentEntries_on_tournamentID" ON "tournamentEntries"("tournamentID");

-- index index_tournamentHiddenGames_on_tournamentID ON tournamentHiddenGames
CREATE INDEX "index_tournamentHiddenGames_on_tournamentID" ON "tournamentHiddenGames"("tournamentID");

-- index index_tournamentPairingChoices_on_syncVersion ON tournamentPairingChoices
CREATE INDEX "index_tournamentPairingChoices_on_syncVersion" ON "tournamentPairingChoices"("syncVersion");

-- index index_tournamentReportCodes_on_tokenDigest ON tournamentReportCodes
CREATE UNIQUE INDEX "index_tournamentReportCodes_on_tokenDigest" ON "tournamentReportCodes"("tokenDigest");

-- index index_tournamentSeats_on_entryID ON tournamentSeats
CREATE INDEX "index_tournamentSeats_on_entryID" ON "tournamentSeats"("entryID");

-- index index_tournamentSeats_on_playerID ON tournamentSeats
CREATE INDEX "index_tournamentSeats_on_playerID" ON "tournamentSeats"("playerID");

-- index index_tournamentSeats_on_syncVersion ON tournamentSeats
CREATE INDEX "index_tournamentSeats_on_syncVersion" ON "tournamentSeats"("syncVersion");

-- index index_tournamentTables_on_gameID ON tournamentTables
CREATE INDEX "index_tournamentTables_on_gameID" ON "tournamentTables"("gameID");

-- index index_tournamentTables_on_syncVersion ON tournamentTables
CREATE INDEX "index_tournamentTables_on_syncVersion" ON "tournamentTables"("syncVersion");

-- index index_tournamentTables_on_tournamentID_round ON tournamentTables
CREATE INDEX "index_tournamentTables_on_tournamentID_round" ON "tournamentTables"("tournamentID", "round");

-- index index_tournamentTombstones_on_syncVersion ON tournamentTombstones
CREATE INDEX "index_tournamentTombstones_on_syncVersion" ON "tournamentTombstones"("syncVersion");

-- index index_tournaments_on_syncVersion ON tournaments
CREATE INDEX "index_tournaments_on_syncVersion" ON "tournaments"("syncVersion");

-- table games ON games
CREATE TABLE "games" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "title" TEXT NOT NULL,
  "createdAt" TEXT NOT NULL,
  "updatedAt" TEXT NOT NULL
, "lowestWins" INTEGER NOT NULL DEFAULT 0 CHECK ("lowestWins" IN (0, 1)), "targetScore" INTEGER, "roundCount" INTEGER CHECK ("roundCount" IS NULL OR "roundCount" >= 1), "currentRound" INTEGER NOT NULL DEFAULT 1 CHECK ("currentRound" >= 1), "finishedAt" TEXT, "titleChangedAt" TEXT, "finishChangedAt" TEXT, "announcedWinners" TEXT, "kind" TEXT, "kindChangedAt" TEXT, "syncVersion" INTEGER NOT NULL DEFAULT 0, "lowestWinsChangedAt" TEXT, "targetScoreChangedAt" TEXT, "roundCountChangedAt" TEXT, "seating" TEXT, "seatingChangedAt" TEXT, "turnPlayerID" TEXT, "turnStartedAt" INTEGER CHECK ("turnStartedAt" IS NULL OR "turnStartedAt" >= 0), "turnChangedAt" TEXT, "clockElapsed" INTEGER NOT NULL DEFAULT 0 CHECK ("clockElapsed" >= 0), "clockRunningSince" TEXT, "clockChangedAt" TEXT, "dealerRotates" INTEGER NOT NULL DEFAULT 0 CHECK ("dealerRotates" IN (0, 1)), "dealerRotatesChangedAt" TEXT, "turnLimit" INTEGER CHECK ("turnLimit" IS NULL OR "turnLimit" >= 1), "turnLimitChangedAt" TEXT, "playerClocks" INTEGER NOT NULL DEFAULT 0 CHECK ("playerClocks" IN (0, 1)), "playerClocksChangedAt" TEXT, "roundTotals" TEXT, "roundTotalsChangedAt" TEXT, "sheet" TEXT, "statedWinners" TEXT, "importedFrom" TEXT, "importedDigest" TEXT) STRICT;

-- table grdb_migrations ON grdb_migrations
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);

-- table people ON people
CREATE TABLE "people" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "colour" TEXT NOT NULL,
  "createdAt" TEXT NOT NULL,
  "nameChangedAt" TEXT NOT NULL,
  "colourChangedAt" TEXT NOT NULL,
  -- A merged person stays as a tombstone that points to the person kept.
  "mergedInto" TEXT,
  "mergedAt" TEXT
, "syncVersion" INTEGER NOT NULL DEFAULT 0, "deletedAt" TEXT) STRICT;

-- table personAssets ON personAssets
CREATE TABLE "personAssets" (
  "personID" TEXT PRIMARY KEY NOT NULL REFERENCES "people"("id") ON DELETE CASCADE,
  "imageData" BLOB NOT NULL
) STRICT;

-- table personThumbnails ON personThumbnails
CREATE TABLE "personThumbnails" (
  "personID" TEXT PRIMARY KEY NOT NULL REFERENCES "personAssets"("personID") ON DELETE CASCADE,
  "thumbnailData" BLOB NOT NULL
) STRICT;

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
, "nameChangedAt" TEXT, "personID" TEXT REFERENCES "people"("id") ON DELETE SET NULL, "personChangedAt" TEXT, "syncVersion" INTEGER NOT NULL DEFAULT 0, "clockTime" INTEGER NOT NULL DEFAULT 0 CHECK ("clockTime" >= 0), "clockTimeChangedAt" TEXT) STRICT;

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
, "syncVersion" INTEGER NOT NULL DEFAULT 0, "entryID" TEXT, "entry" TEXT, "roundBase" TEXT, "roundChangedAt" TEXT, "roundConflict" TEXT, "roundConflictChangedAt" TEXT) STRICT;

-- table syncClock ON syncClock
CREATE TABLE "syncClock" ("id" INTEGER PRIMARY KEY CHECK ("id" = 1), "stamp" TEXT NOT NULL, "appWriting" INTEGER NOT NULL DEFAULT 0) STRICT;

-- table syncDigests ON syncDigests
CREATE TABLE "syncDigests" (
  "gameID" TEXT PRIMARY KEY NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
  "digest" TEXT NOT NULL
) STRICT;

-- table syncPeers ON syncPeers
CREATE TABLE "syncPeers" (
  "fileID" TEXT PRIMARY KEY NOT NULL,
  "received" INTEGER,
  "sent" INTEGER
, "clock" TEXT) STRICT;

-- table syncPhotoStamps ON syncPhotoStamps
CREATE TABLE "syncPhotoStamps" (
  "playerID" TEXT PRIMARY KEY NOT NULL,
  "changedAt" TEXT NOT NULL,
  "present" INTEGER NOT NULL
, "sha256" TEXT, "syncVersion" INTEGER NOT NULL DEFAULT 0) STRICT;

-- table syncState ON syncState
CREATE TABLE "syncState" (
  "id" INTEGER PRIMARY KEY CHECK ("id" = 1),
  "fileID" TEXT NOT NULL,
  "fileIdentity" TEXT,
  "version" INTEGER NOT NULL DEFAULT 0
) STRICT;

-- table syncTombstones ON syncTombstones
CREATE TABLE "syncTombstones" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('game', 'player')),
  "deletedAt" TEXT NOT NULL
, "syncVersion" INTEGER NOT NULL DEFAULT 0) STRICT;

-- table tournamentByes ON tournamentByes
CREATE TABLE "tournamentByes" (
  "entryID" TEXT NOT NULL REFERENCES "tournamentEntries"("id") ON DELETE CASCADE,
  "round" INTEGER NOT NULL CHECK ("round" >= 1),
  "result" TEXT NOT NULL CHECK ("result" IN ('U', 'H', 'F', 'Z')),
  "createdAt" TEXT NOT NULL,
  "pairing" TEXT NOT NULL,
  "syncVersion" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("entryID", "round", "pairing")
) STRICT;

-- table tournamentEntries ON tournamentEntries
CREATE TABLE "tournamentEntries" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
  "personID" TEXT REFERENCES "people"("id") ON DELETE SET NULL,
  "name" TEXT NOT NULL,
  "rating" INTEGER,
  "startingRank" INTEGER CHECK ("startingRank" IS NULL OR "startingRank" >= 1),
  "firstRound" INTEGER NOT NULL DEFAULT 1 CHECK ("firstRound" >= 1),
  "lateHalfPoints" INTEGER NOT NULL DEFAULT 0 CHECK ("lateHalfPoints" BETWEEN 0 AND 2),
  "droppedAfterRound" INTEGER CHECK ("droppedAfterRound" IS NULL OR "droppedAfterRound" >= 0),
  "droppedChangedAt" TEXT,
  "createdAt" TEXT NOT NULL,
  "syncVersion" INTEGER NOT NULL DEFAULT 0
, "fideID" INTEGER CHECK ("fideID" IS NULL OR "fideID" BETWEEN 1 AND 99999999999), "left" INTEGER CHECK ("left" IS NULL OR "left" IN (0, 1)), "leftChangedAt" TEXT) STRICT;

-- table tournamentHiddenGames ON tournamentHiddenGames
CREATE TABLE "tournamentHiddenGames" (
  "gameID" TEXT PRIMARY KEY NOT NULL REFERENCES "games"("id") ON DELETE CASCADE,
  "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE
) STRICT;

-- table tournamentPairingChoices ON tournamentPairingChoices
CREATE TABLE "tournamentPairingChoices" (
  "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
  "round" INTEGER NOT NULL CHECK ("round" >= 1),
  "pairing" TEXT NOT NULL,
  "choice" TEXT NOT NULL CHECK ("choice" IN ('withdrawn', 'kept', 'setAside')),
  "choiceChangedAt" TEXT NOT NULL,
  "syncVersion" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("tournamentID", "round", "pairing")
) STRICT;

-- table tournamentReportCodes ON tournamentReportCodes
CREATE TABLE "tournamentReportCodes" (
  "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
  "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
  "pin" TEXT NOT NULL CHECK (length("pin") = 6),
  "token" TEXT NOT NULL,
  "tokenDigest" BLOB NOT NULL CHECK (length("tokenDigest") = 32),
  "createdAt" TEXT NOT NULL,
  PRIMARY KEY ("tableID", "seat")
) STRICT;

-- table tournamentReportSettings ON tournamentReportSettings
CREATE TABLE "tournamentReportSettings" (
  "tournamentID" TEXT PRIMARY KEY NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
  "acceptFirstReport" INTEGER NOT NULL DEFAULT 0 CHECK ("acceptFirstReport" IN (0, 1)),
  "failedPins" INTEGER NOT NULL DEFAULT 0 CHECK ("failedPins" >= 0)
) STRICT;

-- table tournamentReports ON tournamentReports
CREATE TABLE "tournamentReports" (
  "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
  "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
  "outcome" TEXT NOT NULL,
  "reportedAt" TEXT NOT NULL,
  PRIMARY KEY ("tableID", "seat")
) STRICT;

-- table tournamentRoundReports ON tournamentRoundReports
CREATE TABLE "tournamentRoundReports" (
  "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
  "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
  "round" INTEGER NOT NULL CHECK ("round" >= 1),
  "entries" TEXT NOT NULL CHECK (json_valid("entries") AND json_type("entries") = 'array'),
  "reportedAt" TEXT NOT NULL,
  PRIMARY KEY ("tableID", "seat")
) STRICT;

-- table tournamentSeats ON tournamentSeats
CREATE TABLE "tournamentSeats" (
  "tableID" TEXT NOT NULL REFERENCES "tournamentTables"("id") ON DELETE CASCADE,
  "seat" INTEGER NOT NULL CHECK ("seat" BETWEEN 0 AND 4),
  "entryID" TEXT NOT NULL REFERENCES "tournamentEntries"("id") ON DELETE CASCADE,
  "playerID" TEXT REFERENCES "players"("id") ON DELETE SET NULL,
  "changedAt" TEXT NOT NULL,
  "syncVersion" INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY ("tableID", "seat")
) STRICT;

-- table tournamentTables ON tournamentTables
CREATE TABLE "tournamentTables" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "tournamentID" TEXT NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
  "round" INTEGER NOT NULL CHECK ("round" >= 1),
  "number" INTEGER NOT NULL CHECK ("number" >= 1),
  "gameID" TEXT REFERENCES "games"("id") ON DELETE SET NULL,
  "outcome" TEXT,
  "outcomeChangedAt" TEXT,
  "createdAt" TEXT NOT NULL,
  "pairing" TEXT NOT NULL,
  "syncVersion" INTEGER NOT NULL DEFAULT 0
) STRICT;

-- table tournamentTombstones ON tournamentTombstones
CREATE TABLE "tournamentTombstones" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "kind" TEXT NOT NULL CHECK ("kind" IN ('tournament', 'entry', 'table', 'bye')),
  "deletedAt" TEXT NOT NULL,
  "syncVersion" INTEGER NOT NULL DEFAULT 0
) STRICT;

-- table tournaments ON tournaments
CREATE TABLE "tournaments" (
  "id" TEXT PRIMARY KEY NOT NULL,
  "name" TEXT NOT NULL,
  "format" TEXT NOT NULL CHECK ("format" IN ('swiss', 'round-robin', 'knockout', 'double-knockout', 'tables')),
  "tableSize" INTEGER NOT NULL CHECK ("tableSize" BETWEEN 2 AND 5),
  "plannedRounds" INTEGER CHECK ("plannedRounds" IS NULL OR "plannedRounds" BETWEEN 1 AND 99),
  "points" TEXT NOT NULL,
  "tieBreaks" TEXT NOT NULL,
  "cycles" INTEGER NOT NULL DEFAULT 1 CHECK ("cycles" BETWEEN 1 AND 4),
  "thirdPlaceMatch" INTEGER NOT NULL DEFAULT 0 CHECK ("thirdPlaceMatch" IN (0, 1)),
  "grandFinalReset" INTEGER NOT NULL DEFAULT 0 CHECK ("grandFinalReset" IN (0, 1)),
  "gameRules" TEXT,
  "sheet" TEXT,
  "createdAt" TEXT NOT NULL,
  "nameChangedAt" TEXT NOT NULL,
  "settingsChangedAt" TEXT NOT NULL,
  "syncVersion" INTEGER NOT NULL DEFAULT 0
, "pointsChangedAt" TEXT, "tieBreaksChangedAt" TEXT, "tableSizeChangedAt" TEXT, "rulesChangedAt" TEXT, "kind" TEXT, "kindChangedAt" TEXT, "roundTime" INTEGER CHECK ("roundTime" > 0), "roundTimeChangedAt" TEXT, "roundClockRound" INTEGER, "roundClockElapsed" INTEGER NOT NULL DEFAULT 0 CHECK ("roundClockElapsed" >= 0), "roundClockRunningSince" TEXT, "roundClockChangedAt" TEXT) STRICT;

-- trigger gamesSyncDeleted ON games
CREATE TRIGGER "gamesSyncDeleted" AFTER DELETE ON "games" BEGIN
  DELETE FROM "syncDigests" WHERE "gameID" = OLD."id";
END;

-- trigger gamesSyncInserted ON games
CREATE TRIGGER "gamesSyncInserted" AFTER INSERT ON "games" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "games" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = NEW."id";
END;

-- trigger gamesSyncUpdated ON games
CREATE TRIGGER "gamesSyncUpdated" AFTER UPDATE OF "id", "title", "createdAt", "updatedAt", "lowestWins", "targetScore",
    "roundCount", "currentRound", "finishedAt", "titleChangedAt", "finishChangedAt", "announcedWinners", "kind",
    "kindChangedAt", "lowestWinsChangedAt", "targetScoreChangedAt", "roundCountChangedAt", "seating", "seatingChangedAt",
    "turnPlayerID", "turnStartedAt", "turnChangedAt", "clockElapsed", "clockRunningSince", "clockChangedAt",
    "dealerRotates", "dealerRotatesChangedAt", "turnLimit", "turnLimitChangedAt", "playerClocks", "playerClocksChangedAt",
    "roundTotals", "roundTotalsChangedAt", "statedWinners", "importedFrom", "importedDigest" ON "games" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "games" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = NEW."id";
END;

-- trigger peopleSyncInserted ON people
CREATE TRIGGER "peopleSyncInserted" AFTER INSERT ON "people" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "people" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  
END;

-- trigger peopleSyncUpdated ON people
CREATE TRIGGER "peopleSyncUpdated" AFTER UPDATE OF "id", "name", "colour", "createdAt", "nameChangedAt", "colourChangedAt",
    "mergedInto", "mergedAt", "deletedAt" ON "people" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "people" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger playersSyncDeleted ON players
CREATE TRIGGER "playersSyncDeleted" AFTER DELETE ON "players" BEGIN
  DELETE FROM "syncDigests" WHERE "gameID" = OLD."gameID";
END;

-- trigger playersSyncInserted ON players
CREATE TRIGGER "playersSyncInserted" AFTER INSERT ON "players" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "players" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = NEW."gameID";
END;

-- trigger playersSyncUpdated ON players
CREATE TRIGGER "playersSyncUpdated" AFTER UPDATE OF "id", "gameID", "name", "createdAt", "nameChangedAt", "personID",
    "personChangedAt", "clockTime", "clockTimeChangedAt" ON "players" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "players" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = NEW."gameID";
END;

-- trigger scoreChangesSyncDeleted ON scoreChanges
CREATE TRIGGER "scoreChangesSyncDeleted" AFTER DELETE ON "scoreChanges" BEGIN
  DELETE FROM "syncDigests" WHERE "gameID" = OLD."gameID";
END;

-- trigger scoreChangesSyncInserted ON scoreChanges
CREATE TRIGGER "scoreChangesSyncInserted" AFTER INSERT ON "scoreChanges" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "scoreChanges" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = NEW."gameID";
END;

-- trigger scoreChangesSyncUpdated ON scoreChanges
CREATE TRIGGER "scoreChangesSyncUpdated" AFTER UPDATE OF "id", "gameID", "playerID", "amount", "originalAmount", "kind",
    "round", "createdAt", "state", "stateChangedAt", "correctedAt", "entryID", "entry", "roundBase", "roundChangedAt",
    "roundConflict", "roundConflictChangedAt" ON "scoreChanges" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "scoreChanges" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = NEW."gameID";
END;

-- trigger syncClockChanged ON games
CREATE TRIGGER "syncClockChanged" AFTER UPDATE OF "clockElapsed", "clockRunningSince" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."clockChangedAt" IS OLD."clockChangedAt" AND (NEW."clockElapsed" IS NOT OLD."clockElapsed" OR NEW."clockRunningSince" IS NOT OLD."clockRunningSince") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "clockChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncClockTimeChanged ON players
CREATE TRIGGER "syncClockTimeChanged" AFTER UPDATE OF "clockTime" ON "players"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."clockTimeChangedAt" IS OLD."clockTimeChangedAt" AND (NEW."clockTime" IS NOT OLD."clockTime") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "players" SET "clockTimeChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncDealerRotatesChanged ON games
CREATE TRIGGER "syncDealerRotatesChanged" AFTER UPDATE OF "dealerRotates" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."dealerRotatesChangedAt" IS OLD."dealerRotatesChangedAt" AND (NEW."dealerRotates" IS NOT OLD."dealerRotates") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "dealerRotatesChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncFinishChanged ON games
CREATE TRIGGER "syncFinishChanged" AFTER UPDATE OF "finishedAt" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 AND NEW."finishChangedAt" IS OLD."finishChangedAt" AND NEW."finishedAt" IS NOT OLD."finishedAt" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "finishChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), "announcedWinners" = NULL WHERE "id" = NEW."id";
END;

-- trigger syncGameDeleted ON games
CREATE TRIGGER "syncGameDeleted" AFTER DELETE ON "games" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "syncTombstones" ("id", "kind", "deletedAt") VALUES (OLD."id", 'game', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger syncGameKeepsLatest ON games
CREATE TRIGGER "syncGameKeepsLatest" AFTER UPDATE OF "updatedAt", "currentRound" ON "games"
WHEN NEW."updatedAt" < OLD."updatedAt" OR NEW."currentRound" < OLD."currentRound" BEGIN
  UPDATE "games" SET "updatedAt" = max(OLD."updatedAt", NEW."updatedAt"),
                     "currentRound" = max(OLD."currentRound", NEW."currentRound") WHERE "id" = NEW."id";
END;

-- trigger syncGameRenamed ON games
CREATE TRIGGER "syncGameRenamed" AFTER UPDATE OF "title" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 AND NEW."title" IS NOT OLD."title" AND NEW."titleChangedAt" IS OLD."titleChangedAt" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "titleChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncLowestWinsChanged ON games
CREATE TRIGGER "syncLowestWinsChanged" AFTER UPDATE OF "lowestWins" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."lowestWinsChangedAt" IS OLD."lowestWinsChangedAt" AND NEW."lowestWins" IS NOT OLD."lowestWins" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "lowestWinsChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncPersonPhotoAdded ON personAssets
CREATE TRIGGER "syncPersonPhotoAdded" AFTER INSERT ON "personAssets" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (NEW."personID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 1, NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL;
END;

-- trigger syncPersonPhotoChanged ON personAssets
CREATE TRIGGER "syncPersonPhotoChanged" AFTER UPDATE ON "personAssets" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (NEW."personID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 1, NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL;
END;

-- trigger syncPersonPhotoRemoved ON personAssets
CREATE TRIGGER "syncPersonPhotoRemoved" AFTER DELETE ON "personAssets" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (OLD."personID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 0, NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL;
END;

-- trigger syncPhotoAdded ON playerAssets
CREATE TRIGGER "syncPhotoAdded" AFTER INSERT ON "playerAssets" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (NEW."playerID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 1, NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL;
END;

-- trigger syncPhotoChanged ON playerAssets
CREATE TRIGGER "syncPhotoChanged" AFTER UPDATE ON "playerAssets" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (NEW."playerID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 1, NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL;
END;

-- trigger syncPhotoRemoved ON playerAssets
CREATE TRIGGER "syncPhotoRemoved" AFTER DELETE ON "playerAssets" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT INTO "syncPhotoStamps" ("playerID", "changedAt", "present", "sha256") VALUES (OLD."playerID", (SELECT "stamp" FROM "syncClock" WHERE "id" = 1), 0, NULL) ON CONFLICT ("playerID") DO UPDATE SET "changedAt" = excluded."changedAt", "present" = excluded."present", "sha256" = NULL;
END;

-- trigger syncPhotoStampGone ON players
CREATE TRIGGER "syncPhotoStampGone" AFTER DELETE ON "players" BEGIN
  DELETE FROM "syncPhotoStamps" WHERE "playerID" = OLD."id";
END;

-- trigger syncPhotoStampsSyncDeleted ON syncPhotoStamps
CREATE TRIGGER "syncPhotoStampsSyncDeleted" AFTER DELETE ON "syncPhotoStamps" BEGIN
  DELETE FROM "syncDigests" WHERE "gameID" = (SELECT "gameID" FROM "players" WHERE "id" = OLD."playerID");
END;

-- trigger syncPhotoStampsSyncInserted ON syncPhotoStamps
CREATE TRIGGER "syncPhotoStampsSyncInserted" AFTER INSERT ON "syncPhotoStamps" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "syncPhotoStamps" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = (SELECT "gameID" FROM "players" WHERE "id" = NEW."playerID");
END;

-- trigger syncPhotoStampsSyncUpdated ON syncPhotoStamps
CREATE TRIGGER "syncPhotoStampsSyncUpdated" AFTER UPDATE OF "playerID", "changedAt", "present", "sha256" ON "syncPhotoStamps" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "syncPhotoStamps" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  DELETE FROM "syncDigests" WHERE "gameID" = (SELECT "gameID" FROM "players" WHERE "id" = NEW."playerID");
END;

-- trigger syncPlayerClocksChanged ON games
CREATE TRIGGER "syncPlayerClocksChanged" AFTER UPDATE OF "playerClocks" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."playerClocksChangedAt" IS OLD."playerClocksChangedAt" AND (NEW."playerClocks" IS NOT OLD."playerClocks") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "playerClocksChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncPlayerDeleted ON players
CREATE TRIGGER "syncPlayerDeleted" AFTER DELETE ON "players"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 AND EXISTS (SELECT 1 FROM "games" WHERE "id" = OLD."gameID") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "syncTombstones" ("id", "kind", "deletedAt") VALUES (OLD."id", 'player', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger syncPlayerRenamed ON players
CREATE TRIGGER "syncPlayerRenamed" AFTER UPDATE OF "name" ON "players"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 AND NEW."name" IS NOT OLD."name" AND NEW."nameChangedAt" IS OLD."nameChangedAt" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "players" SET "nameChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncRoundCountChanged ON games
CREATE TRIGGER "syncRoundCountChanged" AFTER UPDATE OF "roundCount" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."roundCountChangedAt" IS OLD."roundCountChangedAt" AND NEW."roundCount" IS NOT OLD."roundCount" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "roundCountChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncRoundTotalsChanged ON games
CREATE TRIGGER "syncRoundTotalsChanged" AFTER UPDATE OF "roundTotals" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."roundTotalsChangedAt" IS OLD."roundTotalsChangedAt" AND (NEW."roundTotals" IS NOT OLD."roundTotals") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "roundTotalsChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncSeatingChanged ON games
CREATE TRIGGER "syncSeatingChanged" AFTER UPDATE OF "seating" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."seatingChangedAt" IS OLD."seatingChangedAt" AND (NEW."seating" IS NOT OLD."seating") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "seatingChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncTargetScoreChanged ON games
CREATE TRIGGER "syncTargetScoreChanged" AFTER UPDATE OF "targetScore" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."targetScoreChangedAt" IS OLD."targetScoreChangedAt" AND NEW."targetScore" IS NOT OLD."targetScore" BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "targetScoreChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncTombstonesSyncInserted ON syncTombstones
CREATE TRIGGER "syncTombstonesSyncInserted" AFTER INSERT ON "syncTombstones" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "syncTombstones" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  
END;

-- trigger syncTombstonesSyncUpdated ON syncTombstones
CREATE TRIGGER "syncTombstonesSyncUpdated" AFTER UPDATE OF "id", "kind", "deletedAt" ON "syncTombstones" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
UPDATE "syncTombstones" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
  
END;

-- trigger syncTurnChanged ON games
CREATE TRIGGER "syncTurnChanged" AFTER UPDATE OF "turnPlayerID", "turnStartedAt" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."turnChangedAt" IS OLD."turnChangedAt" AND (NEW."turnPlayerID" IS NOT OLD."turnPlayerID" OR NEW."turnStartedAt" IS NOT OLD."turnStartedAt") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "turnChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger syncTurnLimitChanged ON games
CREATE TRIGGER "syncTurnLimitChanged" AFTER UPDATE OF "turnLimit" ON "games"
WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0
     AND NEW."turnLimitChangedAt" IS OLD."turnLimitChangedAt" AND (NEW."turnLimit" IS NOT OLD."turnLimit") BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  UPDATE "games" SET "turnLimitChangedAt" = (SELECT "stamp" FROM "syncClock" WHERE "id" = 1) WHERE "id" = NEW."id";
END;

-- trigger tournamentByesSyncDeleted ON tournamentByes
CREATE TRIGGER "tournamentByesSyncDeleted" AFTER DELETE ON "tournamentByes" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "tournamentTombstones" ("id", "kind", "deletedAt") VALUES (OLD."entryID" || ':' || OLD."round", 'bye', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger tournamentByesSyncInserted ON tournamentByes
CREATE TRIGGER "tournamentByesSyncInserted" AFTER INSERT ON "tournamentByes" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentByes" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentByesSyncUpdated ON tournamentByes
CREATE TRIGGER "tournamentByesSyncUpdated" AFTER UPDATE ON "tournamentByes"
WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentByes" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentEntriesSyncDeleted ON tournamentEntries
CREATE TRIGGER "tournamentEntriesSyncDeleted" AFTER DELETE ON "tournamentEntries" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "tournamentTombstones" ("id", "kind", "deletedAt") VALUES (OLD."id", 'entry', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger tournamentEntriesSyncInserted ON tournamentEntries
CREATE TRIGGER "tournamentEntriesSyncInserted" AFTER INSERT ON "tournamentEntries" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentEntries" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentEntriesSyncUpdated ON tournamentEntries
CREATE TRIGGER "tournamentEntriesSyncUpdated" AFTER UPDATE ON "tournamentEntries"
WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentEntries" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentPairingChoicesSyncInserted ON tournamentPairingChoices
CREATE TRIGGER "tournamentPairingChoicesSyncInserted" AFTER INSERT ON "tournamentPairingChoices" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentPairingChoices" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentPairingChoicesSyncUpdated ON tournamentPairingChoices
CREATE TRIGGER "tournamentPairingChoicesSyncUpdated" AFTER UPDATE ON "tournamentPairingChoices"
WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentPairingChoices" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentSeatsSyncInserted ON tournamentSeats
CREATE TRIGGER "tournamentSeatsSyncInserted" AFTER INSERT ON "tournamentSeats" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentSeats" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentSeatsSyncUpdated ON tournamentSeats
CREATE TRIGGER "tournamentSeatsSyncUpdated" AFTER UPDATE ON "tournamentSeats"
WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentSeats" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentTablesSyncDeleted ON tournamentTables
CREATE TRIGGER "tournamentTablesSyncDeleted" AFTER DELETE ON "tournamentTables" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "tournamentTombstones" ("id", "kind", "deletedAt") VALUES (OLD."id", 'table', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger tournamentTablesSyncInserted ON tournamentTables
CREATE TRIGGER "tournamentTablesSyncInserted" AFTER INSERT ON "tournamentTables" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentTables" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentTablesSyncUpdated ON tournamentTables
CREATE TRIGGER "tournamentTablesSyncUpdated" AFTER UPDATE ON "tournamentTables"
WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentTables" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentTombstonesSyncInserted ON tournamentTombstones
CREATE TRIGGER "tournamentTombstonesSyncInserted" AFTER INSERT ON "tournamentTombstones" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentTombstones" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentTombstonesSyncUpdated ON tournamentTombstones
CREATE TRIGGER "tournamentTombstonesSyncUpdated" AFTER UPDATE ON "tournamentTombstones"
WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournamentTombstones" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentsSyncDeleted ON tournaments
CREATE TRIGGER "tournamentsSyncDeleted" AFTER DELETE ON "tournaments" WHEN (SELECT "appWriting" FROM "syncClock" WHERE "id" = 1) = 0 BEGIN
  UPDATE "syncClock" SET "stamp" = max(strftime('%Y-%m-%d %H:%M:%f', 'now'), strftime('%Y-%m-%d %H:%M:%f', "stamp", '+0.001 seconds')) WHERE "id" = 1;
  INSERT OR IGNORE INTO "tournamentTombstones" ("id", "kind", "deletedAt") VALUES (OLD."id", 'tournament', (SELECT "stamp" FROM "syncClock" WHERE "id" = 1));
END;

-- trigger tournamentsSyncInserted ON tournaments
CREATE TRIGGER "tournamentsSyncInserted" AFTER INSERT ON "tournaments" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournaments" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;

-- trigger tournamentsSyncUpdated ON tournaments
CREATE TRIGGER "tournamentsSyncUpdated" AFTER UPDATE ON "tournaments"
WHEN NEW."syncVersion" IS OLD."syncVersion" BEGIN
  UPDATE "syncState" SET "version" = "version" + 1 WHERE "id" = 1;
  UPDATE "tournaments" SET "syncVersion" = (SELECT "version" FROM "syncState" WHERE "id" = 1) WHERE rowid = NEW.rowid;
END;
