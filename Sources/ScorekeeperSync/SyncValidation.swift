import Foundation
import ScorekeeperStore

/// What a peer sends is checked before any of it is applied: ids sent as text (digest keys,
/// tombstones, file ids, the winners a finish announced) are lowercase UUID text, and a row's
/// typed ids are UUIDs or the row does not decode (`SyncIDCoding`); stamps are the clock's `yyyy-MM-dd HH:mm:ss.SSS`, titles and
/// names (of players, people and kinds of game) pass the same rules as local input
/// (`NameValidation`), score change kinds and states are known ones, colours are the palette's,
/// rules are in range, photo hashes are SHA-256 hex, photos are within the import limit. A
/// hostile or broken peer gets one line saying what was wrong, and neither file changes.
public enum SyncValidation {
    /// The largest photo a peer may send (the import limit) and thumbnail.
    public static let maximumPhoto = 50 * 1024 * 1024
    /// Longest free text a peer may send where no name rule applies (migration names, digests, errors).
    static let maximumText = 1_000

    /// The most ids one `rows` request may name (games and people together): a server answers any request within a bounded
    /// memory (the rows of this many games, read `queryChunk` at a time), and a client with more
    /// games that differ asks in several requests (`Synchronizer`). SQLite takes at most 32,766
    /// values in one statement; a request once named 6.5 million and took 3.5 GB.
    public static let maximumIDs = 1_000
    /// The most photos one `photos` request may name: their bytes travel in one answer, which
    /// holds at most 128 MB of blobs (`SyncFrames.maximumBlobBytes`); the client asks for one.
    public static let maximumPhotos = 1
    /// Ids per SQL statement when a server reads the rows of many games.
    static let queryChunk = 500

    public static func check(_ request: SyncRequest) throws {
        switch request {
        case .hello, .digest: break
        case let .since(version): try self.version(version)
        case let .rows(games, people, tournaments):
            // Decoding refuses longer lists already; a request made in this process is held to the same.
            guard games.count + people.count + tournaments.count <= maximumIDs else {
                throw invalid("a request for the rows of \(games.count) games, \(people.count) people and \(tournaments.count) tournaments (at most \(maximumIDs) at once)")
            }
            try check(games, "a game id", id)
            try check(people, "a person id", id)
            try check(tournaments, "a tournament id", id)
        case let .photos(players):
            guard players.count <= maximumPhotos else {
                throw invalid("a request for \(players.count) photos (at most \(maximumPhotos) at once)")
            }
            try check(players, "a player id", id)
        case let .apply(changes): try check(changes)
        case let .record(watermark, fileID):
            try check(watermark)
            try id(fileID)
        }
    }

    public static func check(_ response: SyncResponse) throws {
        switch response {
        case .failed, .record: break // A peer's error is shown sanitized by the channel, not checked here.
        case let .hello(migrations, state):
            guard migrations.count <= maximumText else { throw invalid("too many migrations") }
            try check(migrations, "a migration name", { try text($0, "a migration name") })
            if let state {
                try id(state.fileID)
                try version(state.version)
                guard state.peers.count <= maximumPeers else { throw invalid("watermarks for \(state.peers.count) copies") }
                for watermark in state.peers { try check(watermark) }
            }
        case let .since(rows, value):
            try check(rows)
            try version(value)
        case let .digest(digest, value):
            for (key, hash) in [digest.games, digest.people].joined() {
                try id(key)
                try text(hash, "a digest")
            }
            try tombstones(digest.tombstones)
            for (key, hash) in digest.tournaments {
                try id(key)
                try text(hash, "a digest")
            }
            for tombstone in digest.tournamentTombstones { try check(tombstone) }
            try version(value)
        case let .rows(rows): try check(rows)
        case let .photos(photos): for photo in photos { try check(photo) }
        case let .apply(_, applied):
            try version(applied.before)
            try version(applied.after)
            guard applied.before <= applied.after else { throw invalid("a merge that moved its version back") }
        }
    }

    /// The most other copies a file's watermarks may name in a `hello`.
    static let maximumPeers = 100_000

    static func check(_ watermark: SyncWatermark) throws {
        try id(watermark.peer)
        for value in [watermark.received, watermark.sent] { if let value { try version(value) } }
        if let clock = watermark.clock { try stamp(clock) }
    }

    /// A file's version: a count of writes, never negative.
    static func version(_ value: Int) throws {
        guard value >= 0 else { throw invalid("a negative version (\(value))") }
    }

    public static func check(_ changes: SyncChanges) throws {
        try tombstones(changes.tombstones)
        // A row's ids are typed: decoding refused any that is not a UUID.
        for game in changes.games {
            try registers(game)
            guard (try? GameRules(winning: .highest, target: game.targetScore, rounds: game.roundCount).validated()) != nil else {
                throw invalid("a game with \(game.roundCount ?? 0) rounds")
            }
            guard game.currentRound >= 1, game.currentRound <= GameRules.maximumRounds + 1 else {
                throw invalid("a game in round \(game.currentRound)")
            }
            // A sheet is read as a sheet file is: data that passes every check, or nothing merges.
            if let sheet = game.sheet {
                guard sheet.utf8.count <= SheetFile.largestBytes, (try? SheetFile.read(sheet, file: "sheet")) != nil else {
                    throw invalid("a game whose score sheet does not read")
                }
            }
        }
        for player in changes.players { try registers(player) }
        for person in changes.people {
            try registers(person)
            // A merge is both a person kept (another one) and a stamp, or neither.
            switch (person.mergedInto, person.mergedAt) {
            case (nil, nil): break
            case let (kept?, _?): guard kept != person.id else { throw invalid("a person merged into themselves") }
            default: throw invalid("a merge of people without its person kept or its stamp")
            }
        }
        for change in changes.changes {
            guard ScoreChangeKind(rawValue: change.kind) != nil else { throw invalid("a score change of unknown kind") }
            if let entry = change.entry {
                guard !entry.isEmpty, entry.count <= 200, !entry.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw invalid("a sheet entry of \(entry.count) characters or with control characters")
                }
            }
            guard change.round >= 1, change.round <= GameRules.maximumRounds + 1 else {
                throw invalid("a score change in round \(change.round)")
            }
            try registers(change)
        }
        for photoStamp in changes.photoStamps { try registers(photoStamp) }
        for photo in changes.photos { try check(photo) }
        try check(changes.tournaments)
    }

    /// Every stamp of a row is the clock's, and each register's value passes its own check
    /// (`SyncRow.registers`).
    static func registers<Row: SyncRow>(_ row: Row) throws {
        for value in row.stamps { if let value { try stamp(value) } }
        for register in Row.registers { try register.check(row) }
    }

    /// The winners a finish announced: player ids, sorted, comma-separated (possibly none).
    static func winners(_ winners: String?) throws {
        guard let winners, !winners.isEmpty else { return }
        let ids = winners.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard ids.count <= 100_000 else { throw invalid("a game with too many winners") }
        for winner in ids { try id(winner) }
    }

    /// A seating order: player ids, comma-separated (nil: the order they joined).
    static func seating(_ seating: String?) throws {
        guard let seating else { return }
        let ids = seating.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard ids.count <= 100_000 else { throw invalid("a seating of too many players") }
        for player in ids { try id(player) }
    }

    /// A round's allowed totals: numbers, comma-separated, no more than the rules allow.
    static func roundTotals(_ totals: String?) throws {
        guard let totals else { return }
        let numbers = totals.split(separator: ",", omittingEmptySubsequences: false)
        guard numbers.count <= GameRules.maximumRoundTotals, numbers.allSatisfy({ Int($0) != nil }) else {
            throw invalid("round totals that are not numbers (\(shown(totals)))")
        }
    }

    /// A photo's content hash: SHA-256 as lowercase hex (nil: removed).
    static func photoHash(_ hash: String?) throws {
        guard let hash else { return }
        guard hash.utf8.count == 64, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw invalid("a photo hash that is not SHA-256 (\(shown(hash)))")
        }
    }

    static func check(_ photo: SyncPhoto) throws {
        guard !photo.imageData.isEmpty, photo.imageData.count <= maximumPhoto,
              (photo.thumbnailData?.count ?? 0) <= maximumPhoto else {
            throw invalid("a photo of \(photo.imageData.count) bytes")
        }
    }

    static func tombstones(_ tombstones: [String: String]) throws {
        for (key, kind) in tombstones {
            try id(key)
            guard kind == "game" || kind == "player" else { throw invalid("a deletion of unknown kind") }
        }
    }

    static func check(_ values: [String], _ what: String, _ rule: (String) throws -> Void) throws {
        for value in values { try rule(value) }
    }

    /// A lowercase UUID as text, as every id is stored.
    static func id(_ value: String) throws {
        guard value.utf8.count == 36, let uuid = UUID(uuidString: value), uuid.lowercasedString == value else {
            throw invalid("an id that is not a UUID (\(shown(value)))")
        }
    }

    /// The clock's stamp, a real moment: `yyyy-MM-dd HH:mm:ss.SSS`.
    static func stamp(_ value: String) throws {
        guard let milliseconds = ChangeClock.milliseconds(value), ChangeClock.text(milliseconds) == value else {
            throw invalid("a malformed time stamp (\(shown(value)))")
        }
    }

    /// A title or name exactly as local input would have stored it.
    static func name(_ value: String, _ what: String) throws {
        let accepted: String
        do {
            accepted = try NameValidation.validated(value, what: what)
        } catch {
            throw invalid("\(what.lowercased()) that local input would refuse (\(error))")
        }
        guard accepted == value else { throw invalid("\(what.lowercased()) with spaces around it (\(shown(value)))") }
    }

    /// Short text with no control characters.
    static func text(_ value: String, _ what: String) throws {
        guard value.utf8.count <= maximumText, !value.unicodeScalars.contains(where: NameValidation.isControl) else {
            throw invalid("\(what) with control characters or too long")
        }
    }

    static func shown(_ value: String) -> String { Sanitized.text(String(value.prefix(60))) }

    static func invalid(_ what: String) -> SyncWireError {
        SyncWireError("The other side sent \(what); nothing was applied.")
    }
}
