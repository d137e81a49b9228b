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
            var outcome = ImportOutcome()
            let peopleBefore = try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "people""#) ?? 0
            // Each name's person, found (or made) once for the whole import: finding it reads
            // every person, which for every player of thousands of plays would cost the most.
            var people: [String: Person.ID] = [:]
            for (index, planned) in games.enumerated() {
                let key = planned.id.lowercasedString
                if try Self.isTombstoned(db, key) {
                    outcome.alreadyHere += 1
                } else if let stored = try Row.fetchOne(db, sql: #"SELECT "importedDigest" FROM "games" WHERE "id" = ?"#, arguments: [key]) {
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
        try insertGame(db, game, now: now)
        try db.execute(sql: """
            UPDATE "games" SET "kind" = ?, "importedFrom" = ?, "importedDigest" = ? WHERE "id" = ?
            """, arguments: [game.title, planned.source, planned.digest, planned.id.lowercasedString])
        try insertImportedPlayers(db, planned, game: game, playerIDs: playerIDs, now: now, ids: ids, people: &people)
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
        try insertImportedPlayers(db, planned, game: game, playerIDs: playerIDs, now: now, ids: ids, people: &people)
    }

    /// How many rounds an imported play has: its players' most changes when they are rounds, else one.
    static func rounds(of play: ImportedPlay) -> Int {
        play.changesAreRounds ? max(1, play.players.map(\.changes.count).max() ?? 1) : 1
    }

    /// The players of an imported game, linked to people by name, each with its score changes (as
    /// the source keeps them, else one change of the final score), then the seats, the winners
    /// announced with the finish.
    static func insertImportedPlayers(_ db: Database, _ planned: PlannedGame, game: Game, playerIDs: [Player.ID],
                                      now: Date, ids: IDGenerator, people: inout [String: Person.ID]) throws {
        let play = planned.play
        var anonymous = 0
        var players: [PlayerRow] = []
        for (index, imported) in play.players.enumerated() {
            let name: String
            if let known = planned.names[index] {
                name = known
            } else {
                anonymous += 1
                name = anonymous == 1 ? "Anonymous" : "Anonymous \(anonymous)"
            }
            var player = Player(id: playerIDs[index], gameID: game.id, name: name, score: 0, createdAt: now)
            try player.insert(db)
            if planned.names[index] != nil {
                let key = PersonName.key(name)
                let person = try people[key] ?? personID(db, forName: name, gameID: game.id, now: now, ids: ids)
                people[key] = person
                try linkPlayer(db, playerID: player.id, personID: person)
            }
            let amounts = imported.changes.isEmpty ? [imported.score ?? 0] : imported.changes
            var total = 0
            for (number, amount) in amounts.enumerated() where amount != 0 {
                total += amount
                let round = play.changesAreRounds ? number + 1 : 1
                try db.execute(sql: """
                    INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt")
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [ImportedGameIdentity.changeID(playerID: player.id, index: number).lowercasedString,
                                     game.id.lowercasedString, player.id.lowercasedString, amount, amount,
                                     (imported.changes.isEmpty ? ScoreChangeKind.start : .add).rawValue, round, try nextStamp(db, now: now)])
            }
            if total != 0 {
                try db.execute(sql: #"UPDATE "players" SET "score" = ? WHERE "id" = ?"#, arguments: [total, player.id.lowercasedString])
            }
            player.score = total
            players.append(PlayerRow(player: player, hasPhoto: false))
        }
        // Seats as the source gives them; players without one sit after.
        let seated = play.players.indices.filter { play.players[$0].seat != nil }
            .sorted { (play.players[$0].seat ?? 0, $0) < (play.players[$1].seat ?? 0, $1) }
        let seating = Game.seatingText(seated.map { playerIDs[$0] })
        let announced = GameStandings.winnerList(GameStandings(game: game, rows: players).winners.map(\.id))
        try db.execute(sql: #"UPDATE "games" SET "seating" = ?, "announcedWinners" = ? WHERE "id" = ?"#,
                       arguments: [seating, announced, game.id.lowercasedString])
    }
}
