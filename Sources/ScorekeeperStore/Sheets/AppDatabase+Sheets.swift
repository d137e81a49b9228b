import Foundation
import GRDB

// Sheet games: a game that follows a score sheet keeps the sheet's text (`games.sheet`), and each
// entry is a score change carrying its notation (`scoreChanges.entry`). A change's amount is what
// its entry added to its player's total: worked out again from the live entries whenever they
// change (an entry, undo, redo, a correction, a deletion, a sync), so a player's score is still
// the sum of their live changes and every surface reads a sheet game as it reads any game.
extension AppDatabase {
    /// What an entry did: the entries as stored (a moon shot writes the whole round), and the
    /// player's total after it.
    public struct SheetEntryOutcome: Equatable, Sendable {
        /// Each player the entry wrote to, with the entry as stored.
        public var stored: [(playerID: Player.ID, text: String)]
        public var total: Int
        /// "Round 3 adds up to 24, not 26" once the entry completes a round that does not add up
        /// to the rules' round total (entries go one player at a time, so this warns, it does not
        /// refuse); nil otherwise.
        public var roundMismatch: String?

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.total == rhs.total && lhs.stored.map(\.playerID) == rhs.stored.map(\.playerID) && lhs.stored.map(\.text) == rhs.stored.map(\.text)
                && lhs.roundMismatch == rhs.roundMismatch
        }
    }

    /// Creates a game that follows a sheet: its rules (who wins, the target, the rounds) are the
    /// sheet's, and the sheet's text is kept with the game.
    @discardableResult
    public func createGame(title: String, sheet entry: SheetLibrary.Entry) throws -> Game {
        let now = self.now
        let game = Game(id: newID(), title: try NameValidation.validated(title, what: "Title"), createdAt: now,
                        rules: try entry.sheet.rules.validated())
        return try write { db in
            try AppDatabase.insertGame(db, game, now: now)
            try db.execute(sql: #"UPDATE "games" SET "sheet" = ? WHERE "id" = ?"#, arguments: [entry.text, game.id.lowercasedString])
            return game
        }
    }

    /// The sheet a game follows; nil for a plain game.
    public static func sheet(_ db: Database, gameID: Game.ID) throws -> Sheet? {
        guard let text = try Game.sheetText(db, id: gameID) else { return nil }
        do {
            return try SheetFile.readKept(text, file: "the game's sheet")
        } catch {
            throw ScorekeeperError.other("This game's sheet does not read (\(Sanitized.text(error.description))).")
        }
    }

    public func fetchSheet(gameID: Game.ID) throws -> Sheet? { try read { db in try Self.sheet(db, gameID: gameID) } }

    /// Whether a game follows a sheet, without reading the sheet.
    public static func followsSheet(_ db: Database, gameID: Game.ID) throws -> Bool {
        try Bool.fetchOne(db, sql: #"SELECT "sheet" IS NOT NULL FROM "games" WHERE "id" = ?"#, arguments: [gameID.lowercasedString]) ?? false
    }

    /// A sheet game's live entries, in the order they were made, and its players in seat order.
    /// Public for observations, which read inside their own transaction.
    public static func sheetTally(_ db: Database, game: Game, sheet: Sheet) throws -> SheetTally {
        let records = try Row.fetchAll(db, sql: """
            SELECT "playerID", "round", "entry" FROM "scoreChanges"
            WHERE "gameID" = ? AND "state" = 'live' AND "entry" IS NOT NULL ORDER BY "createdAt", "id"
            """, arguments: [game.id.lowercasedString]).map {
            SheetEntryRecord(player: $0["playerID"], round: $0["round"], text: $0["entry"])
        }
        let players = try seatedIDs(db, game: game).map(\.lowercasedString)
        return SheetTally(sheet: sheet, players: players, records: records)
    }

    /// A game's sheet, each player's column scored (nil for a plain game).
    public func fetchSheetTally(gameID: Game.ID) throws -> SheetTally? {
        try read { db in
            guard let sheet = try Self.sheet(db, gameID: gameID), let game = try Game.fetch(db, id: gameID) else { return nil }
            return try Self.sheetTally(db, game: game, sheet: sheet)
        }
    }

    /// Enters something on a player's sheet, in the sheet's notation ("X", "sixes 18", "T20 T20
    /// D16"), in the game's current round: checked against what came before, refused with the
    /// reason and nothing written when the sheet does not allow it; one step for undo.
    @discardableResult
    public func enterSheet(gameID: Game.ID, playerID: Player.ID, _ text: String) throws -> SheetEntryOutcome {
        let (now, ids) = (self.now, self.ids)
        return try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            let (stored, totals) = try AppDatabase.writeSheetEntries(db, game: game, entries: [(playerID, text)], ids: ids, now: now)
            try AppDatabase.touchGame(db, id: gameID, now: now, for: .score)
            return SheetEntryOutcome(stored: stored, total: totals[playerID.lowercasedString] ?? 0,
                                     roundMismatch: try AppDatabase.roundTotalMismatch(db, game: game, onlyWhenComplete: true))
        }
    }

    /// `round add` on a sheet game: each player's entry for the round, checked in turn, written as
    /// one step for undo; then the next round starts, as `round add` does for any game. When
    /// `checkingTotal`, a round whose points do not add up to the rules' round total is refused
    /// and nothing is written (a moon shot is its own total: everyone else's points).
    public func enterSheetRound(gameID: Game.ID, entries: [(playerID: Player.ID, text: String)],
                                checkingTotal: Bool = false) throws -> RecordedRound {
        let (now, ids) = (self.now, self.ids)
        return try write { db in
            let game = try AppDatabase.playingGame(db, id: gameID)
            _ = try AppDatabase.writeSheetEntries(db, game: game, entries: entries, ids: ids, now: now)
            if checkingTotal, let mismatch = try AppDatabase.roundTotalMismatch(db, game: game, onlyWhenComplete: false) {
                throw ScorekeeperError.other(mismatch + ": nothing saved. Give --force to save it anyway.")
            }
            return RecordedRound(round: game.currentRound, currentRound: try AppDatabase.startNextRound(db, gameID: gameID, now: now))
        }
    }

    /// How the game's current round fails the rules' round total ("Round 3 adds up to 24, not
    /// 26"), or nil: when it adds up, when the rules have no round total, when someone shot the
    /// moon (that round's total is everyone else's points), or, `onlyWhenComplete`, while a player
    /// has no entry in the round yet.
    /// `round` is the current round unless another is named (a correction's).
    static func roundTotalMismatch(_ db: Database, game: Game, round: Int? = nil, onlyWhenComplete: Bool) throws -> String? {
        guard !game.rules.roundTotals.isEmpty else { return nil }
        let round = round ?? game.currentRound
        let rows = try Row.fetchAll(db, sql: """
            SELECT "playerID", "amount", "entry" FROM "scoreChanges" WHERE "gameID" = ? AND "round" = ? AND "state" = 'live'
            """, arguments: [game.id.lowercasedString, round])
        guard !rows.contains(where: { ($0["entry"] as String?) == "moon" }) else { return nil }
        if onlyWhenComplete {
            let players = try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "players" WHERE "gameID" = ?"#,
                                           arguments: [game.id.lowercasedString]) ?? 0
            guard Set(rows.map { $0["playerID"] as String }).count >= players else { return nil }
        }
        let total = rows.reduce(0) { $0.addingReportingOverflow($1["amount"] as Int).partialValue }
        return game.rules.allowsRoundTotal(total) ? nil : game.rules.roundTotalMismatch(round: round, total: total)
    }

    /// Checks entries in turn (each against the sheet with those before it) and writes them in the
    /// game's current round, sharing `entryID` when there are several; a moon shot writes the moon's
    /// points for every player not entered. Returns what was stored and the totals after.
    static func writeSheetEntries(_ db: Database, game: Game, entries: [(playerID: Player.ID, text: String)], ids: IDGenerator,
                                  now: Date) throws -> (stored: [(playerID: Player.ID, text: String)], totals: [String: Int]) {
        guard let sheet = try sheet(db, gameID: game.id) else {
            throw ScorekeeperError.other("\(Sanitized.text(game.title)) follows no sheet: change scores with `player score`.")
        }
        guard !entries.isEmpty else { throw ScorekeeperError.other("Give at least one entry.") }
        let before = try sheetTally(db, game: game, sheet: sheet)
        var records = before.records
        var stored: [(playerID: Player.ID, text: String)] = []
        for (playerID, text) in entries {
            let player = try scoredPlayer(db, id: playerID)
            guard player.gameID == game.id else { throw ScorekeeperError.playerNotFound(playerID.lowercasedString) }
            let name = Sanitized.text(player.name)
            guard !stored.contains(where: { $0.playerID == playerID }) else {
                throw ScorekeeperError.other("\(name) is given twice.")
            }
            let tally = SheetTally(sheet: sheet, players: before.players, records: records)
            let accepted = try accept(text, on: tally, player: playerID, round: game.currentRound, name: name, naming: entries.count > 1)
            stored.append((playerID, accepted))
            records.append(SheetEntryRecord(player: playerID.lowercasedString, round: game.currentRound, text: accepted))
        }
        // Shooting the moon is the whole round: the moon's points for everyone not entered.
        if stored.contains(where: { $0.text == "moon" }), case .sum(let rules) = sheet.kind, let moon = rules.moon {
            for other in before.players where !stored.contains(where: { $0.playerID.lowercasedString == other }) {
                if let id = Player.ID(uuidString: other) { stored.append((id, String(moon))) }
            }
        }
        try dropRedoableChanges(db, gameID: game.id)
        let entryID: RoundEntryID = ids()
        // Cached: a round's entries are one insert each (see `recordChange`).
        let insert = try db.cachedStatement(sql: """
            INSERT INTO "scoreChanges" ("id", "gameID", "playerID", "amount", "originalAmount", "kind", "round", "createdAt", "entryID", "entry")
            VALUES (?, ?, ?, 0, 0, 'add', ?, ?, ?, ?)
            """)
        for entry in stored {
            try insert.execute(arguments: [(ids() as ScoreChange.ID).lowercasedString, game.id.lowercasedString, entry.playerID.lowercasedString,
                                           game.currentRound, try nextStamp(db, now: now),
                                           stored.count > 1 ? entryID.lowercasedString : nil, entry.text])
        }
        let totals = try settleSheet(db, gameID: game.id, sheet: sheet, game: game)
        return (stored, totals)
    }

    /// An entry as the sheet writes it back, or its refusal as a sentence (beginning with the
    /// player's name when several are entered at once).
    static func accept(_ text: String, on tally: SheetTally, player: Player.ID, round: Int, name: String,
                               naming: Bool) throws(ScorekeeperError) -> String {
        do {
            return try tally.accept(text, player: player.lowercasedString, round: round, name: name)
        } catch {
            let reason = error.reason.prefix(1).uppercased() + error.reason.dropFirst()
            throw ScorekeeperError.other(naming ? "\(name): \(reason)." : "\(reason).")
        }
    }

    /// Works a sheet game's amounts out again from its live entries: each entry's amount is what
    /// it added to its player's total, and each player's score is their total. Returns the totals
    /// by player id. Nothing is written where nothing differs; a plain game is left alone.
    @discardableResult
    package static func settleSheet(_ db: Database, gameID: Game.ID, sheet: Sheet? = nil, game: Game? = nil) throws -> [String: Int] {
        guard let sheet = try sheet ?? Self.sheet(db, gameID: gameID), let game = try game ?? Game.fetch(db, id: gameID) else { return [:] }
        let tally = try sheetTally(db, game: game, sheet: sheet)
        let rows = try Row.fetchAll(db, sql: """
            SELECT "id", "playerID", "amount", "entry", "round" FROM "scoreChanges"
            WHERE "gameID" = ? AND "state" = 'live' ORDER BY "createdAt", "id"
            """, arguments: [gameID.lowercasedString])
        var totals: [String: Int] = [:]
        var entered: [String: [SheetEntryRecord]] = [:]
        var perPlayer: [String: Int] = [:]
        for row in rows {
            let player: String = row["playerID"]
            let id: String = row["id"]
            let stored: Int = row["amount"]
            var amount = 0
            if let text: String = row["entry"] {
                entered[player, default: []].append(SheetEntryRecord(player: player, round: row["round"], text: text))
                let after = SheetTally(sheet: sheet, players: [player], records: entered[player]!).sheet(of: player)?.total ?? 0
                amount = after - (totals[player] ?? 0)
                totals[player] = after
            }
            // A plain change in a sheet game (made before it followed one, or by another program)
            // counts nothing: the sheet alone makes the total.
            if amount != stored {
                try db.execute(sql: #"UPDATE "scoreChanges" SET "amount" = ? WHERE "id" = ?"#, arguments: [amount, id])
            }
            perPlayer[player] = (perPlayer[player] ?? 0) + amount
        }
        for player in tally.players {
            let total = perPlayer[player] ?? 0
            try db.execute(sql: #"UPDATE "players" SET "score" = ? WHERE "id" = ? AND "score" <> ?"#, arguments: [total, player, total])
        }
        return totals
    }
}

extension Sheet {
    /// The game rules a sheet game is played by: who wins, the target and the rounds, as the
    /// sheet says.
    public var rules: GameRules {
        var rules = GameRules(winning: lowestWins ? .lowest : .highest)
        switch kind {
        case .sum(let sum):
            rules.target = sum.target
            rules.rounds = sum.rounds
            rules.roundTotals = sum.roundTotals
        case .bids(let bids):
            rules.target = bids.target
            // A schedule of hands is a round each, unless the sheet says how many rounds.
            rules.rounds = bids.rounds ?? (bids.hands.isEmpty ? nil : bids.hands.count)
        case .countdown(let countdown):
            rules.target = countdown.target
        case .categories, .frames:
            break
        }
        return rules
    }
}
