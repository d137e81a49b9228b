import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The schema each release shipped, held to today's migrations: a shipped migration must make
/// on a fresh file exactly what it made then, and a file a release wrote must open with today's
/// build to the schema a new file gets, its data intact.
///
/// `Fixtures/Schema/` holds, per release, `schema-VERSION.sql`, the dump of an empty file the
/// release made, and `release-VERSION.sqlite`, a small file it wrote with a few commands; both were
/// made by that release's own binary, never by today's code, and are never regenerated. Dumps
/// are `dump.sql`'s rows (`sqlite3 FILE < dump.sql`). `schema-current.sql` is the dump of a new file
/// today: a change to the schema changes it, in the same commit as the new migration.
/// `SCHEMA_RECORD=1 swift test --filter SchemaReleaseTests` writes it afresh (and fails once, so
/// the new dump is looked at before it is committed).
@Suite struct SchemaReleaseTests {
    /// A release and the last migration it had.
    struct Release: Sendable, CustomTestStringConvertible {
        var version: String
        var lastMigration: String
        var testDescription: String { version }
    }

    /// Every release with a committed dump. A release adds itself here with its `schema-VERSION.sql`.
    static let releases = [Release(version: "0.2.0", lastMigration: "sync")]

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("Schema")

    /// The schema of the file open on `db`, as `dump.sql` states it.
    static func dump(_ db: Database) throws -> String {
        let sql = try String(contentsOf: fixtures.appendingPathComponent("dump.sql"), encoding: .utf8)
        var lines: [String] = []
        let statements = try db.allStatements(sql: sql)
        while let statement = try statements.next() {
            lines += try String.fetchAll(statement)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func committedDump(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The dump of an empty file migrated by today's migrator, up to `migration` (nil: all).
    static func freshDump(upTo migration: String? = nil) throws -> String {
        let folder = try TemporaryFolder("schema")
        let queue = try DatabaseQueue(path: folder.file("fresh.sqlite"), configuration: AppDatabase.makeConfiguration())
        defer { try? queue.close() }
        if let migration { try Schema.migrator.migrate(queue, upTo: migration) } else { try Schema.migrator.migrate(queue) }
        return try queue.read(dump)
    }

    /// Records an issue when two dumps differ, saying `why` and then only the lines that differ
    /// (a dump is a few hundred lines).
    static func expectSame(expected: String, found: String, _ why: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let difference = lineDifference(expected: expected, found: found)
        if !difference.isEmpty { Issue.record("\(why)\n\(difference)", sourceLocation: sourceLocation) }
    }

    /// The lines that differ, `-` as expected and `+` as found, each with its line number; empty
    /// exactly when the texts are equal.
    static func lineDifference(expected: String, found: String) -> String {
        let difference = found.split(separator: "\n", omittingEmptySubsequences: false)
            .difference(from: expected.split(separator: "\n", omittingEmptySubsequences: false))
        return (difference.removals + difference.insertions).map { change in
            switch change {
            case .remove(let offset, let line, _): "- \(offset + 1): \(line)"
            case .insert(let offset, let line, _): "+ \(offset + 1): \(line)"
            }
        }.joined(separator: "\n")
    }

    /// A shipped migration makes today what it made in its release: an empty file migrated up to
    /// a release's last migration has exactly the schema that release gave an empty file.
    @Test(arguments: releases) func anEmptyFileMigratedUpToAReleaseHasThatReleasesSchema(_ release: Release) throws {
        Self.expectSame(expected: try Self.committedDump("schema-\(release.version).sql"),
                        found: try Self.freshDump(upTo: release.lastMigration), """
            The migrations up to "\(release.lastMigration)" no longer make the schema \(release.version) shipped \
            (Fixtures/Schema/schema-\(release.version).sql, -; today's, +). A shipped migration is never \
            edited: add a new one instead.
            """)
    }

    /// A new file gets today the schema committed in `schema-current.sql`, through the program's
    /// own open.
    @Test func aNewFileHasTheCurrentSchema() throws {
        let folder = try TemporaryFolder("schema")
        let database = try AppDatabase.open(DatabaseLocation(path: folder.file("new.sqlite"), isDefault: false))
        let found = try database.read(Self.dump)
        Self.expectSame(expected: try Self.freshDump(), found: found,
                        "The migrator alone (-) and the program's open (+) make different schemas.")
        let file = Self.fixtures.appendingPathComponent("schema-current.sql")
        if ProcessInfo.processInfo.environment["SCHEMA_RECORD"] != "1", let expected = try? String(contentsOf: file, encoding: .utf8) {
            Self.expectSame(expected: expected, found: found, """
                A new file's schema (+) differs from Fixtures/Schema/schema-current.sql (-). When a new \
                migration meant it, record it again (SCHEMA_RECORD=1) and commit it with the migration.
                """)
            return
        }
        try found.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded Fixtures/Schema/schema-current.sql; check it and run again:\n\(found)")
    }

    /// The file 0.2.0 wrote (`release-0.2.0.sqlite`: made with its `scorekeeper` commands, see
    /// below) opens with today's build: every later migration runs, the schema is a new file's,
    /// and what it held is all there, with the invariant kept.
    @Test func aFileWrittenBy020OpensMigratedWithItsDataIntact() throws {
        let folder = try TemporaryFolder("schema")
        let path = folder.file("release-0.2.0.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("release-0.2.0.sqlite").path, toPath: path)
        // The committed file is what it says: 0.2.0's schema, untouched.
        let before = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
        Self.expectSame(expected: try Self.committedDump("schema-0.2.0.sql"), found: try before.read(Self.dump),
                        "release-0.2.0.sqlite (+) no longer has 0.2.0's schema (-).")
        try before.close()

        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        Self.expectSame(expected: try Self.freshDump(), found: try database.read(Self.dump),
                        "A file written by 0.2.0, migrated (+), differs from a new file (-).")
        try database.read { db in
            #expect(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") == Schema.knownMigrations)
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            #expect(try AppDatabase.invariantViolations(db).isEmpty)
            // What the commands wrote (see the list at the end of this file).
            let scores = try Row.fetchAll(db, sql: """
                SELECT "games"."title" || ' ' || "players"."name" AS "who", "players"."score" FROM "players"
                JOIN "games" ON "games"."id" = "players"."gameID"
                """)
            #expect(Dictionary(uniqueKeysWithValues: scores.map { ($0["who"] as String, $0["score"] as Int) })
                    == ["Hearts Ann": 8, "Hearts Bo": 10, "Hearts Cy": 8, "Cafe ann": 2, "Cafe Dee Dee": 10])
            let states = try Row.fetchAll(db, sql: #"SELECT "state", COUNT(*) AS "count" FROM "scoreChanges" GROUP BY "state""#)
            #expect(Dictionary(uniqueKeysWithValues: states.map { ($0["state"] as String, $0["count"] as Int) }) == ["live": 9, "redoable": 1])
            #expect(try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "syncTombstones""#) == 2)
            // "sync registers": the finished game's winners as they stood (lowest wins: Ann and Cy tie).
            let hearts = try #require(try Row.fetchOne(db, sql: #"SELECT * FROM "games" WHERE "title" = 'Hearts'"#))
            #expect(hearts["announcedWinners"] as String? == "12714567-4c6b-4a91-b18b-3521ce28a412,2137f48e-2a38-4f41-81f1-8b60a2cd0a9a")
            #expect(hearts["lowestWins"] as Bool == true && hearts["roundCount"] as Int? == 3 && hearts["currentRound"] as Int == 2)
            let cafe = try #require(try Row.fetchOne(db, sql: #"SELECT * FROM "games" WHERE "title" = 'Cafe'"#))
            #expect(cafe["announcedWinners"] as String? == nil && cafe["finishedAt"] as String? == nil)
            // The photo and its stamp, hashed by content.
            let photo = try #require(try Row.fetchOne(db, sql: """
                SELECT "imageData", "sha256", "present" FROM "playerAssets" JOIN "syncPhotoStamps" USING ("playerID")
                """))
            #expect(photo["sha256"] as String? == PhotoHash.sha256(photo["imageData"]) && photo["present"] as Int == 1)
            // "people": Ann and ann are one person, with the id and colour today's code gives the
            // name, so a person made later for that name on another copy is the same one.
            let people = try Row.fetchAll(db, sql: #"SELECT "id", "name", "colour" FROM "people" ORDER BY "name""#)
            #expect(people.map { $0["name"] as String } == ["Ann", "Bo", "Cy", "Dee Dee"])
            for person in people {
                let key = PersonName.key(person["name"])
                #expect(person["id"] as String == PersonName.derivedID(key))
                #expect(person["colour"] as String == PersonColour.initial(forKey: key).rawValue)
            }
            #expect(try Int.fetchOne(db, sql: #"SELECT COUNT(DISTINCT "personID") FROM "players" WHERE lower("name") = 'ann'"#) == 1)
        }
        // And it takes new writes.
        try database.changeScore(playerID: #require(Player.ID(uuidString: "564e19b3-54c4-4c56-a194-9b823bd7cffc")), by: 3)
        #expect(try database.invariantViolations().isEmpty)
    }

    /// A table's columns and its rows (ordered by every column), as a file holds them.
    struct TableContents: Equatable {
        var columns: [String]
        var rows: [[DatabaseValue]]
    }

    /// Every table of the file open on `db` (the migrator's own aside), each with its columns,
    /// or with just the ones `columns` names for it.
    static func contents(_ db: Database, columns wanted: [String: [String]] = [:]) throws -> [String: TableContents] {
        let tables = try String.fetchAll(db, sql: """
            SELECT "name" FROM sqlite_master WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite_%' AND "name" != 'grdb_migrations'
            """)
        var contents: [String: TableContents] = [:]
        for table in tables where wanted.isEmpty || wanted[table] != nil {
            let columns = try wanted[table] ?? db.columns(in: table).map(\.name)
            let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            let ordering = (1...columns.count).map(String.init).joined(separator: ", ")
            let rows = try Row.fetchAll(db, sql: "SELECT \(list) FROM \"\(table)\" ORDER BY \(ordering)").map { Array($0.databaseValues) }
            contents[table] = TableContents(columns: columns, rows: rows)
        }
        return contents
    }

    /// The file 0.2.0 wrote opens whole: every game, player, score, change, photo and tombstone
    /// it held is still there after today's migrations, each column 0.2.0 had holding what it held
    /// (the later columns and tables are the migrations' own; the people they made are checked
    /// above).
    @Test func everyRowThe020FileHeldIsKeptAsItWas() throws {
        let folder = try TemporaryFolder("schema")
        let path = folder.file("release-0.2.0.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("release-0.2.0.sqlite").path, toPath: path)
        let before = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
        let held = try before.read { db in try Self.contents(db) }
        try before.close()
        // What the commands at the end of this file left: two games (Scrap deleted), five players
        // (Eve deleted), ten changes, one photo.
        #expect(held["games"]?.rows.count == 2 && held["players"]?.rows.count == 5)
        #expect(held["scoreChanges"]?.rows.count == 10 && held["playerAssets"]?.rows.count == 1)

        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let kept = try database.read { db in try Self.contents(db, columns: held.mapValues(\.columns)) }
        #expect(kept.keys.sorted() == held.keys.sorted(), "a table 0.2.0 had is gone")
        for (table, contents) in held.sorted(by: { $0.key < $1.key }) {
            #expect(kept[table] == contents, "\(table) no longer holds what 0.2.0 wrote")
        }
    }
}

// How release-0.2.0.sqlite was made, with the 0.2.0 binary (commit 9c4d988, `swift build
// --product scorekeeper`); ids are the ones the commands printed:
//
//   scorekeeper --db F game add Hearts; game rules HEARTS --lowest-wins --rounds 3
//   player add HEARTS Ann; player add HEARTS Bo; player add HEARTS Cy
//   player score ANN --by 5; player score BO --by 2; player score CY --by 7; round next HEARTS
//   player score ANN --by 3; player score BO --by 8; player score CY --by 1
//   player score BO --to 9; undo HEARTS; game finish HEARTS
//   game add Cafe; player add CAFE " ann "; player add CAFE Dee; player add CAFE Eve --score 4
//   player score ANN2 --by -4; player score DEE --by 10; player score ANN2 --by 6
//   player rename DEE "Dee Dee"; photo attach DEE tiny.png (a 2x2 PNG, 73 bytes)
//   player delete EVE --yes; game add Scrap; game delete SCRAP --yes
//
// schema-0.2.0.sql is `sqlite3 E < dump.sql` of E, the file `scorekeeper --db E game list` made.
