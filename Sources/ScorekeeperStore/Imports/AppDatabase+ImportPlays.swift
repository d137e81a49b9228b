import Foundation
import GRDB

// Writes: the games an import plan makes, in one transaction.
extension AppDatabase {
    /// What an import wrote.
    public struct ImportOutcome: Equatable, Sendable {
        /// Games made.
        public var created = 0
        /// Games written again because their play changed at the source (`--update`).
        public var updated = 0
        /// Planned games found here by the time the write ran (another import got there first).
        public var alreadyHere = 0
        /// People made for names matched to nobody.
        public var newPeople = 0

        public init() {}
    }

    /// Writes `plan`'s games in one transaction: each play a finished game, its id derived from
    /// the format and the source's id, played when the source says (`finishedAt` and `updatedAt`),
    /// its winners as stated, its players linked to people by name (an anonymous player to
    /// nobody). Each game is checked again inside: one here already is left as it is, unless
    /// the plan updates it and its play changed. `progress` is told after each game.
    @discardableResult
    public func importPlays(_ plan: ImportPlan, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> ImportOutcome {
        let now = self.now
        let ids = self.ids
        let games = plan.writtenGames
        return try write { db in
            // The transaction outgrows SQLite's page cache (2 MB by default).
            return try db.withLargeWritePageCache {
                var outcome = ImportOutcome()
                let peopleBefore = try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "people""#) ?? 0
                // Each name's person, found (or made) once for the whole import: finding it reads
                // every person, which for every player of thousands of plays would cost the most.
                var people: [String: Person.ID] = [:]
                for (index, planned) in games.enumerated() {
                    let key = planned.id.lowercasedString
                    if try Self.isTombstoned(db, key) {
                        outcome.alreadyHere += 1
                    } else if let stored = try Self.storedImport(db, key) {
                        let digest: String? = stored["importedDigest"]
                        if plan.update, digest != nil, digest != planned.digest {
                            try Self.replaceImportedGame(db, planned, now: now, ids: ids, people: &people)
                            outcome.updated += 1
                        } else {
                            outcome.alreadyHere += 1
                        }
                    } else {
                        try Self.insertImportedGame(db, planned, now: now, ids: ids, people: &people)
                        outcome.created += 1
                    }
                    progress?(index + 1, games.count)
                }
                outcome.newPeople = (try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "people""#) ?? 0) - peopleBefore
                return outcome
            }
        }
    }

    /// A new finished game for a planned play, with its players and their changes.
    static func insertImportedGame(_ db: Database, _ planned: PlannedGame, now: Date, ids: IDGenerator,
                                   people: inout [String: Person.ID]) throws {
        let play = planned.play
        var game = Game(id: planned.id, title: try NameValidation.validated(play.kind, what: "Title"), createdAt: now,
                        updatedAt: planned.playedAt, rules: GameRules(winning: play.lowestWins ? .lowest : .highest),
                        currentRound: rounds(of: play), finishedAt: planned.playedAt)
        game.clock = GameClock(elapsed: (play.lengthSeconds ?? 0) * 1000)
        let playerIDs = play.players.indices.map { ImportedGameIdentity.playerID(gameID: planned.id, digest: planned.digest, index: $0) }
        let winners = planned.statedWinners.map { $0.map { playerIDs[$0] } }
        game.statedWinners = winners.map(GameStandings.winnerList)
        // The seats and the winners announced with the finish go in with the row: each later
        // update of a game fires its sync triggers, which cost more than the row.
        game.seating = seating(of: play, playerIDs: playerIDs)
        game.announcedWinners = GameStandings.winnerList(GameStandings(game: game, rows: importedRows(play, game: game, playerIDs: playerIDs,
                                                                                                       names: planned.names, now: now)).winners.map(\.id))
        try insertGame(db, game, now: now, imported: (kind: game.title, from: planned.source, digest: planned.digest))
        try insertImportedPlayers(db, planned, game: game, playerIDs: playerIDs, now: now, ids: ids, people: &people)
    }

    /// The seats as the source gives them; players without one sit after.
    static func seating(of play: ImportedPlay, playerIDs: [Player.ID]) -> [Player.ID] {
        play.players.indices.filter { play.players[$0].seat != nil }
            .sorted { (play.players[$0].seat ?? 0, $0) < (play.players[$1].seat ?? 0, $1) }
            .map { playerIDs[$0] }
    }

    /// The players of an imported play as rows of its game: named as they will be written, each
    /// with the total of their score changes.
    static func importedRows(_ play: ImportedPlay, game: Game, playerIDs: [Player.ID], names: [String?], now: Date) -> [PlayerRow] {
        var anonymous = 0
        return play.players.enumerated().map { index, imported in
            let name: String
            if let known = names[index] {
                name = known
            } else {
                anonymous += 1
                name = anonymous == 1 ? "Anonymous" : "Anonymous \(anonymous)"
            }
            let amounts = imported.changes.isEmpty ? [imported.score ?? 0] : imported.changes
            return PlayerRow(player: Player(id: playerIDs[index], gameID: game.id, name: name, score: amounts.reduce(0, +), createdAt: now),
                             hasPhoto: false)
        }
    }

    /// The digest a game here was imported with (nil inside for a game not imported), or nil
    /// for no such game.
    static func storedImport(_ db: Database, _ id: String) throws -> Row? {
        try Row.fetchOne(db.cachedStatement(sql: #"SELECT "importedDigest" FROM "games" WHERE "id" = ?"#), arguments: [id])
    }

    /// An imported game whose play changed at the source, written again: its players (and their
    /// changes) go, leaving tombstones, and the play's come with new ids; the finish, winners,
    /// rules, length and seats are stamped anew.
    static func replaceImportedGame(_ db: Database, _ planned: PlannedGame, now: Date, ids: IDGenerator,
                                    people: inout [String: Person.ID]) throws {
        let play = planned.play
        let key = planned.id.lowercasedString
        try stampingItself(db) {
            for playerID in try String.fetchAll(db, sql: #"SELECT "id" FROM "players" WHERE "gameID" = ?"#, arguments: [key]) {
                try writeTombstone(db, id: playerID, kind: "player", stamp: try nextStamp(db, now: now))
                try db.execute(sql: #"DELETE FROM "players" WHERE "id" = ?"#, arguments: [playerID])
            }
        }
        let playerIDs = play.players.indices.map { ImportedGameIdentity.playerID(gameID: planned.id, digest: planned.digest, index: $0) }
        let stated = planned.statedWinners.map { GameStandings.winnerList($0.map { playerIDs[$0] }) }
        let stamp = try nextStamp(db, now: now)
        let played = DatabaseTimestamp.text(planned.playedAt)
        try db.execute(sql: """
            UPDATE "games" SET "title" = ?1, "titleChangedAt" = ?2, "kind" = ?1, "kindChangedAt" = ?2,
                               "lowestWins" = ?3, "lowestWinsChangedAt" = ?2, "currentRound" = ?4,
                               "finishedAt" = ?5, "updatedAt" = ?5, "finishChangedAt" = ?2, "statedWinners" = ?6, "importedDigest" = ?7,
                               "clockElapsed" = ?8, "clockRunningSince" = NULL, "clockChangedAt" = ?2,
                               "turnPlayerID" = NULL, "turnStartedAt" = NULL, "turnChangedAt" = ?2
            WHERE "id" = ?9
            """, arguments: [try NameValidation.validated(play.kind, what: "Title"), stamp, play.lowestWins, rounds(of: play), played,
                             stated, planned.digest, (play.lengthSeconds ?? 0) * 1000, key])
        guard var game = try Game.fetch(db, id: planned.id) else { throw ScorekeeperError.gameNotFound(key) }
        game.statedWinners = stated
        try insertImportedPlayers(db, planned, game: game, playerIDs: playerIDs, now: now, ids: ids, people: &people, seatsWritten: false)
    }

    /// How many rounds an imported play has: its players' most changes when they are rounds, else one.
    static func rounds(of play: ImportedPlay) -> Int {
        play.changesAreRounds ? max(1, play.players.map(\.changes.count).max() ?? 1) : 1
    }

    /// The players of an imported game, linked to people by name, each with its score changes (as
    /// the source keeps them, else one change of the final score). A new game has its seats and
    /// announced winners already (`insertImportedGame`); a game written again gets them here.
    static func insertImportedPlayers(_ db: Database, _ planned: PlannedGame, game: Game, playerIDs: [Player.ID],
                                      now: Date, ids: IDGenerator, people: inout [String: Person.ID], seatsWritten: Bool = true) throws {
        let play = planned.play
        let rows = importedRows(play, game: game, playerIDs: playerIDs, names: planned.names, now: now)
        // Prepared once per transaction: an import writes tens of thousands of these rows.
        let insertPlayer = try db.cachedStatement(sql: """
            INSERT INTO "players" ("id", "gameID", "name", "score", "createdAt", "clockTime", "personID") VALUES (?, ?, ?, ?, ?, 0, ?)
            """)
        let insertChange = try db.cachedStatement(sql: """
            INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt")
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let created = DatabaseTimestamp.text(now)
        for (index, imported) in play.players.enumerated() {
            let player = rows[index].player
            // The person is found (or made) before the player is written, linked in the same row:
            // the players already in the game are those a new person's colour is chosen among.
            var person: Person.ID?
            if planned.names[index] != nil {
                let key = PersonName.key(player.name)
                let found = try people[key] ?? personID(db, forName: player.name, gameID: game.id, now: now, ids: ids)
                people[key] = found
                person = found
            }
            try insertPlayer.execute(arguments: [player.id.lowercasedString, game.id.lowercasedString, player.name, player.score, created,
                                                 person])
            let amounts = imported.changes.isEmpty ? [imported.score ?? 0] : imported.changes
            for (number, amount) in amounts.enumerated() where amount != 0 {
                let round = play.changesAreRounds ? number + 1 : 1
                try insertChange.execute(arguments: [ImportedGameIdentity.changeID(playerID: player.id, index: number).lowercasedString,
                                                     game.id.lowercasedString, player.id.lowercasedString, amount, amount,
                                                     (imported.changes.isEmpty ? ScoreChangeKind.start : .add).rawValue, round,
                                                     try nextStamp(db, now: now)])
            }
        }
        guard !seatsWritten else { return }
        let seating = Game.seatingText(seating(of: play, playerIDs: playerIDs))
        let announced = GameStandings.winnerList(GameStandings(game: game, rows: rows).winners.map(\.id))
        try db.execute(sql: #"UPDATE "games" SET "seating" = ?, "announcedWinners" = ? WHERE "id" = ?"#,
                       arguments: [seating, announced, game.id.lowercasedString])
    }
}
