import Foundation
import GRDB

// Writes: a game's rules, its rounds, finishing, reopening and the rematch. Each is one
// transaction; a finished game refuses every write that would change its scores, its rounds or
// its rules (`gameFinished`), whichever process asks, so its winners stay the winners.
extension AppDatabase {
    /// Creates a game with rules; the title is validated and trimmed, the rules checked.
    @discardableResult
    public func createGame(title: String, rules: GameRules) throws -> Game {
        try createGame(id: newID(), title: title, rules: rules)
    }

    /// Changes a game's rules (not while it is finished) to `rules`: see `changeRules`.
    public func setRules(gameID: Game.ID, _ rules: GameRules) throws {
        try changeRules(gameID: gameID) { $0 = rules }
    }

    /// Changes a game's rules (not while it is finished) by `edit`, applied to the rules as they
    /// stand in the write's transaction, and returns them as they are after. Each rule is a
    /// register of its own, stamped by the file's clock only when it changes: a merge keeps the
    /// later change of each rule, so changes to different rules on two copies both survive.
    @discardableResult
    public func changeRules(gameID: Game.ID, _ edit: (inout GameRules) -> Void) throws -> GameRules {
        let now = self.now
        return try write { db in
            let old = try AppDatabase.playingGame(db, id: gameID).rules
            var rules = old
            edit(&rules)
            rules = try rules.validated()
            guard rules != old else { return rules }
            let stamp = try AppDatabase.nextStamp(db, now: now)
            let id = gameID.lowercasedString
            // Each rule that changed: its column and its value; each gets the stamp.
            var changed: [(column: String, value: DatabaseValue)] = []
            func rule(_ differs: Bool, _ column: String, _ value: (any DatabaseValueConvertible)?) {
                if differs { changed.append((column, value?.databaseValue ?? .null)) }
            }
            rule(rules.winning != old.winning, "lowestWins", rules.winning == .lowest)
            rule(rules.target != old.target, "targetScore", rules.target)
            rule(rules.rounds != old.rounds, "roundCount", rules.rounds)
            rule(rules.dealerRotates != old.dealerRotates, "dealerRotates", rules.dealerRotates)
            rule(rules.turnLimit != old.turnLimit, "turnLimit", rules.turnLimit)
            rule(rules.playerClocks != old.playerClocks, "playerClocks", rules.playerClocks)
            rule(rules.roundTotals != old.roundTotals, "roundTotals", Game.roundTotalsText(rules.roundTotals))
            for rule in changed {
                try db.execute(sql: #"UPDATE "games" SET "\#(rule.column)" = ?, "\#(rule.column)ChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [rule.value, stamp, id])
            }
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .rules)
            return rules
        }
    }

    /// Stores a game's current round (the furthest round reached: copies merge it by the maximum,
    /// so it needs no stamp of its own).
    static func storeRound(_ db: Database, gameID: Game.ID, round: Int) throws {
        try db.execute(sql: #"UPDATE "games" SET "currentRound" = ? WHERE "id" = ?"#, arguments: [round, gameID.lowercasedString])
    }

    /// Starts the game's next round and returns its number. Refused in a finished game, and past
    /// the last round of a game with a number of rounds (finish it, or give it more rounds).
    @discardableResult
    public func nextRound(gameID: Game.ID) throws -> Int {
        let now = self.now
        return try write { db in
            var game = try AppDatabase.playingGame(db, id: gameID)
            if let rounds = game.rules.rounds, game.currentRound >= rounds {
                throw ScorekeeperError.other(
                    "\(Sanitized.text(game.title)) is on its last round (\(rounds)): finish it, or change its rules for more rounds.")
            }
            game.currentRound += 1
            try AppDatabase.storeRound(db, gameID: gameID, round: game.currentRound)
            try AppDatabase.turnToFirstPlayer(db, game: game, round: game.currentRound, stamp: try AppDatabase.nextStamp(db, now: now))
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .round)
            return game.currentRound
        }
    }

    /// Finishes a game and returns its winners by its rule (ties share the win; none when it has
    /// no players). Refused when it is finished already.
    @discardableResult
    /// The finish is a register of its own (`finishChangedAt`), with the winners it announced
    /// (`announcedWinners`), so a merge keeps the later finish or reopen, and every copy can tell
    /// that scores merged since changed the result.
    public func finishGame(id: Game.ID) throws -> [Player] {
        let now = self.now
        return try write { db in
            var game = try AppDatabase.playingGame(db, id: id)
            let stamp = try AppDatabase.nextStamp(db, now: now)
            game.finishedAt = now
            let winners = try AppDatabase.standings(db, game: game, withRounds: false).winners
            try db.execute(sql: """
                UPDATE "games" SET "finishedAt" = ?, "finishChangedAt" = ?, "announcedWinners" = ? WHERE "id" = ?
                """, arguments: [stamp, stamp, GameStandings.winnerList(winners.map(\.id)), id.lowercasedString])
            // The playing time stops with the finish.
            if game.clock.isRunning {
                try AppDatabase.storeClock(db, gameID: id, game.clock.stopped(at: DatabaseTimestamp.date(stamp) ?? now), stamp: stamp)
            }
            try AppDatabase.touchGame(db, id: id, now: now, for: .finish)
            return winners
        }
    }

    /// Reopens a finished game: its scores can change again, and undo takes back its last change
    /// as before (finishing touches no change).
    public func reopenGame(id: Game.ID) throws {
        let now = self.now
        try write { db in
            guard let game = try Game.fetch(db, id: id) else { throw ScorekeeperError.gameNotFound(id.lowercasedString) }
            guard game.isFinished else { throw ScorekeeperError.gameNotFinished(game.title) }
            // A table game finished by its tournament result is played again by clearing it.
            if let refusal = try AppDatabase.enteredResultRefusal(db, game: game) { throw refusal }
            let stamp = try AppDatabase.nextStamp(db, now: now)
            try db.execute(sql: """
                UPDATE "games" SET "finishedAt" = NULL, "finishChangedAt" = ?, "announcedWinners" = NULL, "statedWinners" = NULL
                WHERE "id" = ?
                """, arguments: [stamp, id.lowercasedString])
            // Played again here, an imported game's winners follow its scores from now on.
            // Playing again: its clock goes on from where the finish stopped it.
            try AppDatabase.storeClock(db, gameID: id, game.clock.started(at: DatabaseTimestamp.date(stamp) ?? now), stamp: stamp)
            try AppDatabase.touchGame(db, id: id, now: now, for: .finish)
        }
    }

    /// A new game with the same players (names, photos and seats), the same rules, scores at 0,
    /// titled "Title · N" with the next free N. Returns it.
    ///
    /// Photos are copied inside SQLite (`INSERT ... SELECT`): the bytes never cross into the
    /// process, and each new player keeps its own photo row, so the 1-to-1 player/photo join and
    /// its cascades stay as they are. The copy costs the photo's pages again on disk.
    @discardableResult
    public func rematch(gameID: Game.ID) throws -> Game {
        let now = self.now
        return try write { db in
            guard let game = try Game.fetch(db, id: gameID) else {
                throw ScorekeeperError.gameNotFound(gameID.lowercasedString)
            }
            try AppDatabase.refuseRematchOfTable(db, game: game)
            let rematch = Game(id: ids(), title: try AppDatabase.rematchTitle(db, of: game.title), createdAt: now, rules: game.rules)
            try AppDatabase.insertGame(db, rematch, now: now)
            // A kind set by hand is inherited (the default, the title's base, is the same anyway), and
            // so is the score sheet, the version the first game played by.
            try db.execute(sql: """
                UPDATE "games" SET ("kind", "kindChangedAt", "sheet") = (SELECT "kind", "kindChangedAt", "sheet" FROM "games" WHERE "id" = ?)
                WHERE "id" = ?
                """, arguments: [gameID.lowercasedString, rematch.id.lowercasedString])
            let players = try Player.fetchAll(db, sql: """
                SELECT * FROM "players" WHERE "gameID" = ? ORDER BY "createdAt", "id"
                """, arguments: [gameID.lowercasedString])
            var copies: [Player.ID: Player.ID] = [:]
            for player in players {
                let copy = Player(id: ids(), gameID: rematch.id, name: player.name, score: 0, createdAt: now)
                copies[player.id] = copy.id
                try copy.insert(db)
                // The same people play the rematch.
                try db.execute(sql: """
                    UPDATE "players" SET "personID" = (SELECT "personID" FROM "players" WHERE "id" = ?) WHERE "id" = ?
                    """, arguments: [player.id.lowercasedString, copy.id.lowercasedString])
                try AppDatabase.copyPhoto(db, from: player.id.lowercasedString, to: copy.id.lowercasedString, now: now)
            }
            // Everyone keeps their seat.
            let seated = Seating.ordered(players, seating: game.seating, player: { $0 }).compactMap { copies[$0.id] }
            if !seated.isEmpty {
                try db.execute(sql: #"UPDATE "games" SET "seating" = ?, "seatingChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [Game.seatingText(seated), try AppDatabase.nextStamp(db, now: now), rematch.id.lowercasedString])
            }
            return rematch
        }
    }

    /// Copies a player's photo and thumbnail, byte for byte, to another player who has none (as
    /// a rematch and a known person's last photo do), stamped by the clock; false when `from` has
    /// no photo.
    @discardableResult
    static func copyPhoto(_ db: Database, from: String, to: String, now: Date) throws -> Bool {
        try stampingItself(db) {
            try db.execute(sql: """
                INSERT INTO "playerAssets" ("playerID", "imageData")
                SELECT ?, "imageData" FROM "playerAssets" WHERE "playerID" = ?
                """, arguments: [to, from])
            guard db.changesCount > 0 else { return false }
            try db.execute(sql: """
                INSERT INTO "playerThumbnails" ("playerID", "thumbnailData")
                SELECT ?, "thumbnailData" FROM "playerThumbnails" WHERE "playerID" = ?
                """, arguments: [to, from])
            try writePhotoStamp(db, playerID: to, stamp: try nextStamp(db, now: now), sha256: try photoHash(db, playerID: from))
            return true
        }
    }

    /// "Poker night" → "Poker night · 2"; "Poker night · 2" → "Poker night · 3", or the next
    /// number no game uses yet. The base is shortened when the title would pass 100 characters.
    static func rematchTitle(_ db: Database, of title: String) throws -> String {
        let base = rematchBase(title)
        let titles = try String.fetchAll(db, sql: """
            SELECT "title" FROM "games" WHERE substr("title", 1, length(?)) = ?
            """, arguments: [base, base])
        let used = titles.compactMap { rematchNumber($0, base: base) }
        let number = max(used.max() ?? 1, 1) + 1
        let suffix = " · \(number)"
        let room = NameValidation.maximumLength - suffix.count
        let shortened = base.count > room ? String(base.prefix(room)).trimmingCharacters(in: .whitespaces) : base
        return shortened + suffix
    }

    static let rematchSeparator = " · "

    /// The title without a trailing " · N".
    static func rematchBase(_ title: String) -> String {
        guard let range = title.range(of: rematchSeparator, options: .backwards),
              Int(title[range.upperBound...]) != nil else { return title }
        return String(title[..<range.lowerBound])
    }

    /// N when `title` is "base · N", 1 when it is the base itself.
    static func rematchNumber(_ title: String, base: String) -> Int? {
        if title == base { return 1 }
        let prefix = base + rematchSeparator
        guard title.hasPrefix(prefix), let number = Int(title.dropFirst(prefix.count)), number > 0 else { return nil }
        return number
    }

    /// The game, or `gameNotFound`; `gameFinished` when it is finished. Every write that changes
    /// scores, rounds or rules goes through it inside its transaction.
    static func playingGame(_ db: Database, id: Game.ID) throws -> Game {
        guard let game = try Game.fetch(db, id: id) else { throw ScorekeeperError.gameNotFound(id.lowercasedString) }
        if game.isFinished { throw try enteredResultRefusal(db, game: game) ?? ScorekeeperError.gameFinished(game.title) }
        return game
    }
}
