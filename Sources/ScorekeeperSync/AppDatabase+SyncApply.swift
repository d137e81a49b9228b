import Foundation
import ScorekeeperStore
import GRDB

// Merging the other copy's rows: the order of the steps, and what is reported. The rules of each
// table live beside it (SyncApply+Games, +Players, +Changes, +Photos, +Tombstones, +Tournaments).
extension AppDatabase {
    /// How far ahead of this machine's clock another copy's stamps may be: past it the copy's
    /// clock is broken, and taking its stamps would put every copy's clock as far ahead.
    public static let clockTolerance: TimeInterval = 86_400

    /// Merges the other side's rows in one transaction (see the rules in AppDatabase+Sync).
    @discardableResult
    public func applySync(_ incoming: SyncChanges) throws -> SyncOutcome {
        let now = self.now
        let refused = refusedPhotos(incoming.photos)
        return try write { db in
            var wanted: [Player.ID] = []
            return try Self.applySync(db, incoming, now: now, photosWanted: &wanted, refusedPhotos: refused)
        }
    }

    /// Merges as `applySync`, and says what the merge did to the file's version (read in its
    /// transaction, before and after) and which photos won without their bytes.
    public func applySyncCounting(_ incoming: SyncChanges) throws -> (SyncOutcome, SyncApplied) {
        let now = self.now
        let refused = refusedPhotos(incoming.photos)
        return try write { db in
            let before = try Self.syncVersion(db)
            var wanted: [Player.ID] = []
            let outcome = try Self.applySync(db, incoming, now: now, photosWanted: &wanted, refusedPhotos: refused)
            return (outcome, SyncApplied(before: before, after: try Self.syncVersion(db), photosWanted: wanted))
        }
    }

    static func applySync(_ db: Database, _ incoming: SyncChanges, now: Date) throws -> SyncOutcome {
        var wanted: [Player.ID] = []
        return try applySync(db, incoming, now: now, photosWanted: &wanted)
    }

    /// `refusedPhotos`: why photos that came failed their check, by player (`refusedPhotos(_:)`).
    static func applySync(_ db: Database, _ incoming: SyncChanges, now: Date, photosWanted: inout [Player.ID],
                          refusedPhotos: [Player.ID: String] = [:]) throws -> SyncOutcome {
        if let message = incoming.clockProblem(now: now, peer: "The other copy") {
            throw ScorekeeperError.other(message)
        }
        return try stampingItself(db) {
            var outcome = SyncOutcome()
            let groups = try SyncGameRows.grouped(db, incoming)
            let before = try winnerSnapshots(db, games: groups.keys)
            let pairingsBefore = try pairingFingerprints(db)
            let notesBefore = try tournamentCorrectionNotes(db)
            try applyTombstones(db, incoming.tombstones, now: now, outcome: &outcome)
            let tombstoned = Set(try String.fetchAll(db, sql: #"SELECT "id" FROM "syncTombstones""#))
            // People first: the players merged next may point to them.
            outcome.mergeCycles = try mergePeople(db, incoming.people)
            let photos = Dictionary(incoming.photos.map { ($0.playerID, $0) }, uniquingKeysWith: { first, _ in first })
            // People's own photos, stamped under their ids, once the people are merged.
            try mergePersonPhotos(db, incoming.photoStamps, photos: photos, refused: refusedPhotos, wanted: &photosWanted,
                                  refusals: &outcome.refusedPhotos)
            // In the order of the ids' stored text, as always.
            for (gameID, rows) in groups.sorted(by: { $0.key.lowercasedString < $1.key.lowercasedString })
            where !tombstoned.contains(gameID.lowercasedString) {
                var wanted: [Player.ID] = []
                var refusals: [SyncOutcome.RefusedPhoto] = []
                var roundConflict: SyncOutcome.RoundConflict?
                do {
                    // A savepoint per game: a game that cannot merge is left as it was.
                    try db.inSavepoint {
                        try mergeGame(db, rows.game)
                        guard try Bool.fetchOne(db, sql: #"SELECT EXISTS (SELECT 1 FROM "games" WHERE "id" = ?)"#, arguments: [gameID]) == true
                        else { return .commit }
                        try mergePlayers(db, rows.players.filter { !tombstoned.contains($0.id.lowercasedString) }, gameID: gameID)
                        let overruled = try mergeChanges(db, rows.changes.filter { !tombstoned.contains($0.playerID.lowercasedString) },
                                                         gameID: gameID)
                        // A sheet game's amounts follow from the live entries both copies made,
                        // one entry corrected on both copies counting once, an undo made on one
                        // copy going to the correction made on the other.
                        try settleConcurrentCorrections(db, gameID: gameID)
                        try carryStatesToCorrections(db, overruled, gameID: gameID)
                        // A round recorded on both copies before they met is kept as two.
                        roundConflict = try settleRoundConflicts(db, gameID: gameID)
                        try settleSheet(db, gameID: gameID)
                        try mergePhotos(db, rows.photoStamps.filter { !tombstoned.contains($0.playerID.lowercasedString) }, photos: photos,
                                        refused: refusedPhotos, gameID: gameID, wanted: &wanted, refusals: &refusals)
                        try recomputeScores(db, gameID: gameID)
                        return .commit
                    }
                    photosWanted += wanted
                    outcome.refusedPhotos += refusals
                    if let roundConflict { outcome.roundConflicts.append(roundConflict) }
                } catch let failure as GameMergeFailure {
                    let title = try String.fetchOne(db, sql: #"SELECT "title" FROM "games" WHERE "id" = ?"#, arguments: [gameID])
                        ?? rows.game?.title ?? gameID.lowercasedString
                    outcome.skipped.append(SyncOutcome.Skipped(gameID: gameID, title: title, reason: failure.reason))
                }
            }
            // Tournaments once the games are in: their tables point to them.
            try mergeTournaments(db, incoming.tournaments)
            // Play merged at any table can change which pairing of its round counts.
            try settleMergedTournamentPairings(db)
            outcome.pairings = try changedPairings(db, before: pairingsBefore)
            outcome.tournamentNotes = try newTournamentCorrectionNotes(db, before: notesBefore)
            try repointMergedPeople(db)
            try unlinkDeletedPeople(db)
            // The hybrid logical clock moves past everything it has seen, so a change made here
            // after this merge wins over the ones it merged, however far ahead the sender's clock was.
            if let latest = incoming.latestStamp { try clockSaw(db, latest) }
            outcome.winnersChanged = try winnerChanges(db, before: before)
            return outcome
        }
    }
}

/// A game whose merge failed on its data; the rest of the sync goes on.
struct GameMergeFailure: Error {
    var reason: String
}

/// The incoming rows of one game.
struct SyncGameRows {
    var game: SyncGame?
    var players: [SyncPlayer] = []
    var changes: [SyncScoreChange] = []
    var photoStamps: [SyncPhotoStamp] = []

    /// The incoming rows by game, with the games of the players that tombstones delete here (so
    /// their winners are compared too). A photo goes with its player's game, from the incoming
    /// rows or this copy's.
    static func grouped(_ db: Database, _ incoming: SyncChanges) throws -> [Game.ID: SyncGameRows] {
        var groups: [Game.ID: SyncGameRows] = [:]
        for game in incoming.games { groups[game.id, default: SyncGameRows()].game = game }
        var gameOfPlayer: [Player.ID: Game.ID] = [:]
        for player in incoming.players {
            groups[player.gameID, default: SyncGameRows()].players.append(player)
            gameOfPlayer[player.id] = player.gameID
        }
        for change in incoming.changes { groups[change.gameID, default: SyncGameRows()].changes.append(change) }
        for stamp in incoming.photoStamps {
            let gameID = try gameOfPlayer[stamp.playerID]
                ?? Game.ID.fetchOne(db, sql: #"SELECT "gameID" FROM "players" WHERE "id" = ?"#, arguments: [stamp.playerID])
            if let gameID { groups[gameID, default: SyncGameRows()].photoStamps.append(stamp) }
        }
        for (id, kind) in incoming.tombstones where kind == "player" {
            if let gameID = try Game.ID.fetchOne(db, sql: #"SELECT "gameID" FROM "players" WHERE "id" = ?"#, arguments: [id]) {
                _ = groups[gameID, default: SyncGameRows()]
            }
        }
        return groups
    }
}

extension SyncChanges {
    /// The latest stamp among the rows.
    var latestStamp: String? {
        let games = games.flatMap(\.stamps)
        let players = players.flatMap(\.stamps)
        let changes = changes.flatMap(\.stamps)
        let photos = photoStamps.map { Optional($0.changedAt) }
        let rows: [String?] = games + players + changes + photos + people.flatMap(\.stamps)
        return (rows + tournaments.stamps).compactMap { $0 }.max()
    }

    /// A one-line refusal when a stamp is more than `AppDatabase.clockTolerance` ahead of `now`
    /// (this machine's clock), naming `peer`; nil when every stamp is within it.
    func clockProblem(now: Date, peer: String) -> String? {
        guard let latest = latestStamp, let stamp = ChangeClock.milliseconds(latest) else { return nil }
        let limit = ChangeClock.milliseconds(now) + Int64(AppDatabase.clockTolerance * 1000)
        guard stamp > limit else { return nil }
        return "\(peer)'s clock is more than a day ahead of this machine's: it stamped \(ChangeClock.iso8601(latest)), "
            + "this machine reads \(ChangeClock.iso8601(now)). Nothing was merged; set that clock right and sync again."
    }
}
