import Foundation
import GRDB

// Reads: tournaments, found by name, and read whole.
extension AppDatabase {
    /// Every tournament, the newest first.
    public static func tournaments(_ db: Database) throws -> [Tournament] {
        try Row.fetchAll(db, sql: Tournament.selection + #" ORDER BY "createdAt" DESC, "id""#).map(Tournament.init(row:))
    }

    public func fetchTournaments() throws -> [Tournament] { try read { db in try Self.tournaments(db) } }

    public static func tournament(_ db: Database, id: Tournament.ID) throws -> Tournament? {
        try Row.fetchOne(db, sql: Tournament.selection + #" WHERE "id" = ?"#, arguments: [id]).map(Tournament.init(row:))
    }

    /// The tournament `reference` names: its name (case and surrounding spaces ignored), else its
    /// id or a unique id prefix; a miss suggests the nearest names.
    public static func resolveTournament(_ db: Database, _ reference: String) throws -> Tournament {
        let all = try tournaments(db)
        let key = PersonName.key(reference)
        var named = all.filter { PersonName.key($0.name) == key }
        if named.isEmpty { named = all.filter { isShown($0.name, as: key) } }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            // Two copies can each make a tournament of one name; a sync keeps both. The name
            // alone cannot choose, so the ids do.
            throw ScorekeeperError.ambiguousName("\(named.count) tournaments are named '\(Sanitized.text(named[0].name))': name one by its id (\(named.map { String($0.id.lowercasedString.prefix(8)) }.joined(separator: ", "))) or rename one.")
        }
        let typed = reference.trimmingCharacters(in: .whitespaces).lowercased()
        if typed.count >= AppDatabase.minimumPrefixLength {
            let byID = all.filter { $0.id.lowercasedString.hasPrefix(typed) }
            if byID.count == 1 { return byID[0] }
        }
        let suggestions = NearestNames.suggest(reference.trimmingCharacters(in: .whitespaces), among: all.map(\.name))
        throw ScorekeeperError.tournamentNotNamed(reference, suggestions: suggestions)
    }

    /// Whether `name` shows as what was typed (`key`, its `PersonName.key`). A name holding a
    /// control character is shown escaped (`Sanitized`: "Ev\e[5mil"), and what every output shows
    /// is what a person types back: a tournament or an entrant is named so when no name matches
    /// as typed. (Compared only as stored, the refusal suggested the very text typed.)
    static func isShown(_ name: String, as key: String) -> Bool {
        PersonName.key(Sanitized.text(name)) == key
    }

    public func resolveTournament(_ reference: String) throws -> Tournament {
        try read { db in try Self.resolveTournament(db, reference) }
    }

    /// A tournament read whole in the caller's transaction; nil when it does not exist.
    public static func tournamentSnapshot(_ db: Database, id: Tournament.ID) throws -> TournamentSnapshot? {
        guard let tournament = try tournament(db, id: id) else { return nil }
        let key = id.lowercasedString
        let entryRows = try Row.fetchAll(db, sql: """
            SELECT "id", "personID", "name", "rating", "startingRank", "firstRound", "lateHalfPoints", "droppedAfterRound", "fideID", "createdAt", "left"
            FROM "tournamentEntries" WHERE "tournamentID" = ?
            """, arguments: [key])
        // The pairing numbers: a rank an imported file stated first, then by rating (the
        // unrated last), then by name in natural order, then by id: one order on every copy.
        let sortedRows = entryRows.sorted { left, right in
            let leftRank: Int? = left["startingRank"], rightRank: Int? = right["startingRank"]
            if leftRank != rightRank { return (leftRank ?? .max) < (rightRank ?? .max) }
            let leftRating: Int? = left["rating"], rightRating: Int? = right["rating"]
            if leftRating != rightRating { return (leftRating ?? .min) > (rightRating ?? .min) }
            let order = NaturalOrder.compare(left["name"], right["name"])
            if order != .orderedSame { return order == .orderedAscending }
            return (left["id"] as String) < (right["id"] as String)
        }
        var entries: [TournamentEntry] = []
        var left: Set<TournamentEntry.ID> = []
        for (index, row) in sortedRows.enumerated() {
            if row["left"] as Bool? == true { left.insert(try row.decode(forColumn: "id")) }
            entries.append(TournamentEntry(id: try row.decode(forColumn: "id"), personID: row["personID"], name: row["name"],
                                           rating: row["rating"], pairingNumber: index + 1, firstRound: row["firstRound"],
                                           lateHalfPoints: row["lateHalfPoints"], droppedAfterRound: row["droppedAfterRound"],
                                           fideID: row["fideID"]))
        }
        // Seats, with each seat's player's score in the table's game.
        var seats: [String: [(entry: TournamentEntry.ID, score: Int?)]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT "s"."tableID", "s"."entryID", "p"."score" FROM "tournamentSeats" "s"
            JOIN "tournamentTables" "t" ON "t"."id" = "s"."tableID"
            LEFT JOIN "players" "p" ON "p"."id" = "s"."playerID"
            WHERE "t"."tournamentID" = ? ORDER BY "s"."tableID", "s"."seat"
            """, arguments: [key]) {
            seats[row["tableID"], default: []].append((try row.decode(forColumn: "entryID"), row["score"]))
        }
        var games: [Game.ID: Game] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT "g".* FROM "games" "g" JOIN "tournamentTables" "t" ON "t"."gameID" = "g"."id" WHERE "t"."tournamentID" = ?
            """, arguments: [key]) {
            let game = try Game(row: row)
            games[game.id] = game
        }
        // Every pairing's tables (a round may hold several: `TournamentRoundPairings`), each with
        // whether anything was played at it.
        let scored = Set(try String.fetchAll(db, sql: """
            SELECT "t"."id" FROM "tournamentTables" "t" WHERE "t"."tournamentID" = ? AND "t"."gameID" IS NOT NULL
              AND EXISTS (SELECT 1 FROM "scoreChanges" "c" WHERE "c"."gameID" = "t"."gameID" AND "c"."state" = 'live' AND "c"."amount" != 0)
            """, arguments: [key]))
        struct PairingKey: Hashable { var round: Int, pairing: String }
        var pairings: [PairingKey: TournamentPairing] = [:]
        var tableGames: [TournamentTable.ID: TournamentSnapshot.TableGame] = [:]
        var enteredByHand: Set<TournamentTable.ID> = []
        for row in try Row.fetchAll(db, sql: """
            SELECT "id", "round", "number", "gameID", "outcome", "createdAt", "pairing" FROM "tournamentTables" WHERE "tournamentID" = ?
            ORDER BY "round", "pairing", "number"
            """, arguments: [key]) {
            let tableKey: String = row["id"]
            let seated = seats[tableKey] ?? []
            var table = TournamentTable(id: try row.decode(forColumn: "id"), round: row["round"], number: row["number"],
                                        seats: seated.map(\.entry), gameID: row["gameID"])
            let stored: String? = row["outcome"]
            if let stored, let outcome = TableOutcome(storedText: stored) {
                table.outcome = outcome
                enteredByHand.insert(table.id)
            }
            var played = table.outcome != nil || scored.contains(tableKey)
            if let gameID = table.gameID, let game = games[gameID] {
                let scores = seated.map(\.score)
                tableGames[table.id] = .init(gameID: gameID, title: game.title, isFinished: game.isFinished, scores: scores,
                                             round: game.currentRound)
                played = played || game.isFinished
                // A finished game says the places, by its standings' rule (and, under game
                // score, the scores), unless the organiser entered the outcome.
                if table.outcome == nil, game.isFinished, scores.allSatisfy({ $0 != nil }) {
                    let final = scores.map { $0! }
                    table.outcome = tournament.settings.points.isGameScore ? .scored(final, rules: game.rules)
                        : .places(GameStandings.ranks(of: final, rules: game.rules))
                }
            }
            let pairingKey = PairingKey(round: table.round, pairing: row["pairing"])
            pairings[pairingKey, default: TournamentPairing(id: pairingKey.pairing, stamp: row["createdAt"], tables: [])].tables.append(table)
            if played { pairings[pairingKey]?.playedTables.insert(table.id) }
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT "b"."entryID", "b"."round", "b"."result", "b"."createdAt", "b"."pairing" FROM "tournamentByes" "b"
            JOIN "tournamentEntries" "e" ON "e"."id" = "b"."entryID" WHERE "e"."tournamentID" = ?
            """, arguments: [key]) {
            let letter: String = row["result"]
            guard let result = letter.first.flatMap(TournamentResult.init(rawValue:)) else { continue }
            let pairingKey = PairingKey(round: row["round"], pairing: row["pairing"])
            pairings[pairingKey, default: TournamentPairing(id: pairingKey.pairing, stamp: row["createdAt"], tables: [])]
                .byes[try row.decode(forColumn: "entryID")] = result
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT "round", "pairing", "choice" FROM "tournamentPairingChoices" WHERE "tournamentID" = ?
            """, arguments: [key]) {
            let pairingKey = PairingKey(round: row["round"], pairing: row["pairing"])
            // A choice about a pairing this copy has no row of yet (its rows wait for their
            // games) names nothing here.
            guard pairings[pairingKey] != nil else { continue }
            pairings[pairingKey]?.choice = TournamentPairingChoice(rawValue: row["choice"])
        }
        var rounds: [TournamentRound] = []
        var several: [TournamentRoundPairings] = []
        var pairedAt: [Int: Date] = [:]
        var takenBack: [TournamentRoundPairings] = []
        for (round, made) in Dictionary(grouping: pairings, by: { $0.key.round }) {
            let roundPairings = TournamentRoundPairings(round: round, pairings: made.map(\.value))
            if let counted = roundPairings.counted {
                var chosen = counted.round(round)
                chosen.tables.sort { $0.number < $1.number }
                rounds.append(chosen)
                // A round paired here has table games; an imported one (played elsewhere, on a
                // day the file does not know) has none, and is not dated by its import.
                if counted.tables.contains(where: { $0.gameID != nil }) {
                    pairedAt[round] = DatabaseTimestamp.date(counted.stamp)
                }
            }
            if roundPairings.pairings.count > 1 { several.append(roundPairings) }
            else if roundPairings.counted == nil { takenBack.append(roundPairings) }
        }
        // Planned rounds set on one copy below the rounds another paired meanwhile stand at those.
        var settled = tournament
        if let planned = settled.settings.plannedRounds, let last = rounds.map(\.number).max(), planned < last {
            settled.settings.plannedRounds = last
        }
        var state = TournamentState(name: settled.name, settings: settled.settings, entries: entries,
                                    rounds: rounds, pairings: several).leaving(left)
        state.takenBack = takenBack.sorted { $0.round < $1.round }
        return TournamentSnapshot(tournament: settled, state: state, games: tableGames, enteredByHand: enteredByHand,
                                  roundsPairedAt: pairedAt)
    }

    public func fetchTournamentSnapshot(id: Tournament.ID) throws -> TournamentSnapshot {
        guard let snapshot = try read({ db in try Self.tournamentSnapshot(db, id: id) }) else {
            throw ScorekeeperError.other("That tournament was deleted.")
        }
        return snapshot
    }
}
