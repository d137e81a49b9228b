import Crypto
import Foundation
import GRDB

/// Migration `people`: a person plays in many games. Adds the `people` table, `players.personID`
/// and `personChangedAt` (the link is a register), and the games' kind (`kind`, NULL: the title
/// without its rematch suffix; `kindChangedAt`). Every existing player gets a person: one per
/// distinct name, compared case-insensitively with surrounding spaces trimmed. The person's id is
/// derived from that key, so copies of a file that are migrated apart make the same people and a
/// sync finds them equal.
///
/// Frozen once shipped: the key, the derived id and the first colour are computed by private
/// copies of the rules as they were then (`PersonName` and `PersonColour` are the program's and
/// may change), so every copy migrated by any later build makes the same people.
enum PeopleMigration {
    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
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
            ) STRICT;
            ALTER TABLE "players" ADD COLUMN "personID" TEXT REFERENCES "people"("id") ON DELETE SET NULL;
            ALTER TABLE "players" ADD COLUMN "personChangedAt" TEXT;
            CREATE INDEX "index_players_on_personID" ON "players"("personID");
            ALTER TABLE "games" ADD COLUMN "kind" TEXT;
            ALTER TABLE "games" ADD COLUMN "kindChangedAt" TEXT;
            """)
        // Each person is stamped with the earliest creation of the players it gathers, a time
        // every copy of the file agrees on.
        let players = try Row.fetchAll(db, sql: #"SELECT "id", "name", "createdAt" FROM "players" ORDER BY "createdAt", "id""#)
        var people: [String: (id: String, name: String, createdAt: String)] = [:]
        for player in players {
            let name: String = player["name"]
            let key = Self.key(name)
            let createdAt: String = player["createdAt"]
            if people[key] == nil {
                people[key] = (Self.derivedID(key), name.trimmingCharacters(in: .whitespaces), createdAt)
            }
            try db.execute(sql: #"UPDATE "players" SET "personID" = ? WHERE "id" = ?"#,
                           arguments: [people[key]!.id, player["id"] as String])
        }
        for (key, person) in people {
            try db.execute(sql: """
                INSERT INTO "people" ("id", "name", "colour", "createdAt", "nameChangedAt", "colourChangedAt")
                VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [person.id, person.name, Self.initialColour(forKey: key),
                                 person.createdAt, person.createdAt, person.createdAt])
        }
    }

    /// A name's comparison key: surrounding spaces and newlines trimmed, lowercased.
    private static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// The id of the person made for a key: SHA-256 of "scorekeeper.person:" and the key, its
    /// first 16 bytes shaped as a version 5 UUID, as lowercase text.
    private static func derivedID(_ key: String) -> String {
        var bytes = Array(SHA256.hash(data: Data(("scorekeeper.person:" + key).utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0f) | 0x50
        bytes[8] = (bytes[8] & 0x3f) | 0x80
        return bytes.enumerated().map { index, byte in
            ([4, 6, 8, 10].contains(index) ? "-" : "") + String(format: "%02x", byte)
        }.joined()
    }

    /// The palette's names in its order then, and the colour a key picks from it (64-bit FNV-1a
    /// of the key's bytes, modulo the palette's size).
    private static let palette = ["red", "green", "yellow", "blue", "magenta", "cyan", "orange", "purple", "teal", "pink"]

    private static func initialColour(forKey key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return palette[Int(hash % UInt64(palette.count))]
    }
}
