import Foundation
import GRDB

// A round's pairings: which counts is the model's rule (`TournamentRoundPairings`), read from the
// rows every time. What the store keeps besides is the organiser's word on a pairing (a
// register, `tournamentPairingChoices`) and the games nobody needs to see
// (`tournamentHiddenGames`: the unplayed tables' games of pairings that do not count), worked out
// again after every write and merge that can change them, so every list leaves them out.
extension AppDatabase {
    /// Keeps one pairing of a round, `pairing` being its number among the round's pairings (from 1,
    /// in the order they were made) or its id; the others are set aside, their played tables'
    /// games staying as games titled "… (set aside)". Returns the round's pairings as they stand.
    @discardableResult
    public func keepPairing(id: Tournament.ID, round: Int, pairing reference: String) throws -> TournamentRoundPairings {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let name = Sanitized.text(snapshot.tournament.name)
            guard let pairings = snapshot.state.pairings(of: round) else {
                throw ScorekeeperError.other("Round \(round) of \(name) has \(round <= snapshot.state.currentRound ? "one pairing" : "no pairing yet"): there is nothing to choose.")
            }
            let typed = reference.trimmingCharacters(in: .whitespaces)
            let chosen = Int(typed).flatMap { number in (1...pairings.pairings.count).contains(number) ? pairings.pairings[number - 1] : nil }
                ?? pairings.pairings.first { $0.id == typed }
            guard let chosen else {
                throw ScorekeeperError.other("Round \(round) of \(name) has pairings 1 to \(pairings.pairings.count), not '\(Sanitized.text(typed))'.")
            }
            let stamp = try Self.nextStamp(db, now: now)
            for pairing in pairings.pairings {
                let choice: TournamentPairingChoice = pairing.id == chosen.id ? .kept : .setAside
                try Self.writePairingChoice(db, tournamentID: id, round: round, pairing: pairing.id, choice: choice, stamp: stamp)
                // The games of the pairings set aside keep what was played at them, under a title
                // that says so (and no longer names the kept tables' title twice); a pairing kept
                // again takes its tables' titles back.
                for table in pairing.tables {
                    guard let gameID = table.gameID, let game = try Game.fetch(db, id: gameID) else { continue }
                    let plain = snapshot.tournament.tableGameTitle(round: round, table: table.number)
                    let title = choice == .kept ? plain : Tournament.setAsideTitle(plain)
                    guard game.title != title, game.title == plain || game.title == Tournament.setAsideTitle(plain) else { continue }
                    try db.execute(sql: #"UPDATE "games" SET "title" = ?, "titleChangedAt" = ? WHERE "id" = ?"#,
                                   arguments: [title, stamp, gameID])
                }
            }
            try Self.settleTournamentPairings(db, tournamentID: id)
            guard let after = try Self.tournamentSnapshot(db, id: id)?.state.pairings(of: round) else {
                throw ScorekeeperError.other("That tournament was deleted.")
            }
            return after
        }
    }

    /// Writes the organiser's word on a pairing, a register stamped `stamp`.
    static func writePairingChoice(_ db: Database, tournamentID: Tournament.ID, round: Int, pairing: String,
                                   choice: TournamentPairingChoice, stamp: String) throws {
        try db.execute(sql: """
            INSERT INTO "tournamentPairingChoices" ("tournamentID", "round", "pairing", "choice", "choiceChangedAt") VALUES (?, ?, ?, ?, ?)
            ON CONFLICT ("tournamentID", "round", "pairing") DO UPDATE SET "choice" = excluded."choice", "choiceChangedAt" = excluded."choiceChangedAt"
            """, arguments: [tournamentID, round, pairing, choice.rawValue, stamp])
    }

    /// Works out again which table games of a tournament nobody needs to see: the unplayed tables'
    /// games of the pairings that neither count nor contend.
    package static func settleTournamentPairings(_ db: Database, tournamentID: Tournament.ID) throws {
        let hidden = try tournamentSnapshot(db, id: tournamentID)?.state.hiddenGames ?? []
        let stored = Set(try Game.ID.fetchAll(db, sql: #"SELECT "gameID" FROM "tournamentHiddenGames" WHERE "tournamentID" = ?"#,
                                              arguments: [tournamentID]))
        let wanted = Set(hidden)
        for gameID in stored.subtracting(wanted) {
            try db.execute(sql: #"DELETE FROM "tournamentHiddenGames" WHERE "gameID" = ?"#, arguments: [gameID])
        }
        for gameID in wanted.subtracting(stored) {
            try db.execute(sql: #"INSERT OR REPLACE INTO "tournamentHiddenGames" ("gameID", "tournamentID") VALUES (?, ?)"#,
                           arguments: [gameID, tournamentID])
        }
    }

    /// After play in a game: when it is a table game of a round with more than one pairing, which
    /// pairing counts may have changed (a score at a pairing that did not count makes it contend).
    static func settlePairings(_ db: Database, afterPlayIn gameID: Game.ID) throws {
        // A game is one table's (no DISTINCT: it would sort, on every score written).
        let tournaments = try Tournament.ID.fetchAll(db, sql: """
            SELECT "t"."tournamentID" FROM "tournamentTables" "t" WHERE "t"."gameID" = ?
              AND EXISTS (SELECT 1 FROM "tournamentTables" "o" WHERE "o"."tournamentID" = "t"."tournamentID"
                          AND "o"."round" = "t"."round" AND "o"."pairing" != "t"."pairing")
            """, arguments: [gameID.lowercasedString])
        for tournamentID in Set(tournaments) {
            try settleTournamentPairings(db, tournamentID: tournamentID)
        }
    }

    /// Every tournament with a round of several pairings, a round taken back (its one pairing
    /// withdrawn), or games hidden: what a merge settles.
    package static func tournamentsWithSeveralPairings(_ db: Database) throws -> [Tournament.ID] {
        try Tournament.ID.fetchAll(db, sql: """
            SELECT "tournamentID" FROM (
              SELECT "tournamentID", "round", "pairing" FROM "tournamentTables"
              UNION SELECT "e"."tournamentID", "b"."round", "b"."pairing" FROM "tournamentByes" "b"
                JOIN "tournamentEntries" "e" ON "e"."id" = "b"."entryID")
            GROUP BY "tournamentID", "round" HAVING COUNT(*) > 1
            UNION SELECT "tournamentID" FROM "tournamentHiddenGames"
            UNION SELECT "c"."tournamentID" FROM "tournamentPairingChoices" "c" WHERE "c"."choice" = 'withdrawn'
              AND NOT EXISTS (SELECT 1 FROM "tournamentTables" "t" WHERE "t"."tournamentID" = "c"."tournamentID"
                              AND "t"."round" = "c"."round" AND "t"."pairing" != "c"."pairing")
            """)
    }
}
