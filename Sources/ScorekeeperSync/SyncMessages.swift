import Foundation
import ScorekeeperStore

/// One request of the sync protocol: a message of frames (`SyncFrames`: its photo bytes as
/// binary, the rest as JSON) on the standard input of `scorekeeper sync-serve`, whether local or
/// at the end of an `ssh` command. On the wire, a JSON object tagged by its `operation`.
public enum SyncRequest: Sendable, Equatable {
    /// The schema both sides must share, the file's id, version and watermarks.
    case hello
    /// Every synced row changed here since a version of this file: what the other copy lacks,
    /// by the watermark both keep.
    case since(version: Int)
    /// A digest per game and per person, and every tombstone: what a side has, in a few bytes
    /// per game (the fallback when there is no watermark to go by).
    case digest
    /// Every row of some games (photos as stamps only), of some people and of some tournaments.
    case rows(games: [String], people: [String], tournaments: [String] = [])
    /// The bytes of some photos (by player id).
    case photos([String])
    /// Merge rows from the other side, in one transaction.
    case apply(SyncChanges)
    /// Keep the watermarks of a sync that finished, for the other copy `watermark.peer`, with
    /// this file's id as its `hello` gave it.
    case record(watermark: SyncWatermark, fileID: String)

    /// The tag of each request on the wire.
    public enum Operation: String, Codable, Sendable, CaseIterable {
        case hello, since, digest, rows, photos, apply, record
    }

    // A wire format: each case's tag as the protocol sends it, spelt out case by case here and
    // in the answers' (their first lines alike), so a tag can only change where a reader sees it.
    public var operation: Operation {
        switch self {
        case .hello: .hello
        case .since: .since
        case .digest: .digest
        case .rows: .rows
        case .photos: .photos
        case .apply: .apply
        case .record: .record
        }
    }
}

extension SyncRequest: Codable {
    enum CodingKeys: String, CodingKey { case operation, since, games, people, tournaments, photos, changes, watermark, fileID }

    /// A list of ids longer than a request may name (`SyncValidation.maximumIDs`, `maximumPhotos`)
    /// is refused as it is read, before millions of strings are made only to be refused by the
    /// checks; an operation this build does not know is no request.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Operation.self, forKey: .operation) {
        case .hello: self = .hello
        case .since: self = .since(version: try container.decode(Int.self, forKey: .since))
        case .digest: self = .digest
        case .rows:
            // Games and people count together: a server answers the rows of so many at once.
            let games = try Self.ids(container, .games, atMost: SyncValidation.maximumIDs, of: "games")
            let people = try Self.ids(container, .people, atMost: SyncValidation.maximumIDs, after: games.count, of: "games and people")
            self = .rows(games: games, people: people,
                         tournaments: try Self.ids(container, .tournaments, atMost: SyncValidation.maximumIDs, after: games.count + people.count,
                                                   of: "games, people and tournaments"))
        case .photos: self = .photos(try Self.ids(container, .photos, atMost: SyncValidation.maximumPhotos, of: "photos"))
        case .apply: self = .apply(try container.decode(SyncChanges.self, forKey: .changes))
        case .record:
            self = .record(watermark: try container.decode(SyncWatermark.self, forKey: .watermark),
                           fileID: try container.decode(String.self, forKey: .fileID))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(operation, forKey: .operation)
        switch self {
        case .hello, .digest: break
        case let .since(version): try container.encode(version, forKey: .since)
        case let .rows(games, people, tournaments):
            try container.encode(games, forKey: .games)
            try container.encode(people, forKey: .people)
            // Left out when none, so a request for games and people reads as it always did.
            if !tournaments.isEmpty { try container.encode(tournaments, forKey: .tournaments) }
        case let .photos(players): try container.encode(players, forKey: .photos)
        case let .apply(changes): try container.encode(changes, forKey: .changes)
        case let .record(watermark, fileID):
            try container.encode(watermark, forKey: .watermark)
            try container.encode(fileID, forKey: .fileID)
        }
    }

    /// A list of ids, counted as it is read (after `earlier` ids of the same request); absent, none.
    private static func ids(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, atMost most: Int, after earlier: Int = 0,
                            of what: String) throws -> [String] {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return [] }
        var list = try container.nestedUnkeyedContainer(forKey: key)
        var ids: [String] = []
        while !list.isAtEnd {
            guard earlier + ids.count < most else {
                throw SyncWireError("asks for more than \(most) \(what) at once (at most \(most)); nothing was applied")
            }
            ids.append(try list.decode(String.self))
        }
        return ids
    }
}

/// What one file has of another copy (`peer`, its file id), in local versions (a counter each
/// file keeps, moved by every write of a synced row), not the clock's stamps: a row that arrived
/// from a third copy carries an old stamp, yet it is new here and must travel on.
public struct SyncWatermark: Codable, Sendable, Equatable {
    public var peer: String
    /// The peer's version up to which this file holds every row of the peer's (nil: unknown).
    public var received: Int?
    /// This file's version up to which the peer holds every row of this file's (nil: unknown).
    public var sent: Int?
    /// In a `hello`: this file's clock when these watermarks were last recorded (nil: never, or
    /// before files kept it). A register whose stamp here is later changed here since that sync.
    /// A `record` request leaves it out: the file reads its own clock.
    public var clock: String?

    public init(peer: String, received: Int?, sent: Int?, clock: String? = nil) {
        self.peer = peer
        self.received = received
        self.sent = sent
        self.clock = clock
    }
}

/// A file as a sync starts with it: its id, its version, and its watermarks per other copy.
public struct SyncFileState: Codable, Sendable, Equatable {
    public var fileID: String
    public var version: Int
    public var peers: [SyncWatermark]
}

/// What an `apply` did to the file's version (`before` and `after` its transaction, so the other
/// side can tell that nothing else wrote in between) and the photos whose stamps won but whose
/// bytes did not come with them.
public struct SyncApplied: Codable, Sendable, Equatable {
    public var before: Int
    public var after: Int
    public var photosWanted: [Player.ID]
}

/// The answer to one request, one message of frames: one case per request it answers, or the
/// error that stopped it. On the wire, a JSON object tagged by its `operation` (`failed` for an
/// error).
public enum SyncResponse: Sendable, Equatable {
    /// The migrations the file records and (when the file has them) its id, version and watermarks.
    case hello(migrations: [String], state: SyncFileState?)
    /// The rows changed since the version asked, and the file's version when they were read.
    case since(SyncChanges, version: Int)
    /// The digest, and the file's version when it was read.
    case digest(SyncDigest, version: Int)
    case rows(SyncChanges)
    case photos([SyncPhoto])
    /// What an `apply` did beyond adding rows (winners changed, rows dropped, games skipped), and
    /// to the file's version, with the photos it still needs.
    case apply(merged: SyncOutcome, applied: SyncApplied)
    case record
    /// The request could not be answered: why, in one line.
    case failed(String)

    /// The tag of each answer on the wire.
    public enum Operation: String, Codable, Sendable, CaseIterable {
        case hello, since, digest, rows, photos, apply, record, failed
    }

    // A wire format (see the requests' `operation`).
    public var operation: Operation {
        switch self {
        case .hello: .hello
        case .since: .since
        case .digest: .digest
        case .rows: .rows
        case .photos: .photos
        case .apply: .apply
        case .record: .record
        case .failed: .failed
        }
    }
}

extension SyncResponse: Codable {
    enum CodingKeys: String, CodingKey { case operation, migrations, state, rows, version, digest, photos, merged, applied, error }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Operation.self, forKey: .operation) {
        case .hello:
            self = .hello(migrations: try container.decode([String].self, forKey: .migrations),
                          state: try container.decodeIfPresent(SyncFileState.self, forKey: .state))
        case .since:
            self = .since(try container.decode(SyncChanges.self, forKey: .rows), version: try container.decode(Int.self, forKey: .version))
        case .digest:
            self = .digest(try container.decode(SyncDigest.self, forKey: .digest), version: try container.decode(Int.self, forKey: .version))
        case .rows: self = .rows(try container.decode(SyncChanges.self, forKey: .rows))
        case .photos: self = .photos(try container.decode([SyncPhoto].self, forKey: .photos))
        case .apply:
            self = .apply(merged: try container.decode(SyncOutcome.self, forKey: .merged),
                          applied: try container.decode(SyncApplied.self, forKey: .applied))
        case .record: self = .record
        case .failed: self = .failed(try container.decode(String.self, forKey: .error))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(operation, forKey: .operation)
        switch self {
        case let .hello(migrations, state):
            try container.encode(migrations, forKey: .migrations)
            try container.encodeIfPresent(state, forKey: .state)
        case let .since(rows, version):
            try container.encode(rows, forKey: .rows)
            try container.encode(version, forKey: .version)
        case let .digest(digest, version):
            try container.encode(digest, forKey: .digest)
            try container.encode(version, forKey: .version)
        case let .rows(rows): try container.encode(rows, forKey: .rows)
        case let .photos(photos): try container.encode(photos, forKey: .photos)
        case let .apply(merged, applied):
            try container.encode(merged, forKey: .merged)
            try container.encode(applied, forKey: .applied)
        case .record: break
        case let .failed(error): try container.encode(error, forKey: .error)
        }
    }
}

// What a client expects of each answer: the case its request asks for, or nil (`Synchronizer`
// turns nil into "did not answer the sync protocol", once).
extension SyncResponse {
    var helloAnswer: (migrations: [String], state: SyncFileState?)? {
        if case let .hello(migrations, state) = self { return (migrations, state) }
        return nil
    }

    var sinceAnswer: (rows: SyncChanges, version: Int)? {
        if case let .since(rows, version) = self { return (rows, version) }
        return nil
    }

    var digestAnswer: (digest: SyncDigest, version: Int)? {
        if case let .digest(digest, version) = self { return (digest, version) }
        return nil
    }

    var rowsAnswer: SyncChanges? {
        if case let .rows(rows) = self { return rows }
        return nil
    }

    var photosAnswer: [SyncPhoto]? {
        if case let .photos(photos) = self { return photos }
        return nil
    }

    var applyAnswer: (merged: SyncOutcome, applied: SyncApplied)? {
        if case let .apply(merged, applied) = self { return (merged, applied) }
        return nil
    }

    var recordAnswer: Void? {
        if case .record = self { return () }
        return nil
    }
}

/// What one side holds, summarised: equal digests mean equal games and people.
public struct SyncDigest: Codable, Sendable, Equatable {
    /// Game id → a hash of every row of the game (title and stamps, players, changes and their
    /// states, photo stamps).
    public var games: [String: String]
    /// Person id → a hash of the person's row (each person apart, so only the people that differ
    /// travel).
    public var people: [String: String]
    /// Deleted game and player ids → kind.
    public var tombstones: [String: String]
    /// Tournament id → a hash of its rows (entries, tables, seats, byes).
    public var tournaments: [String: String] = [:]
    /// Every tournament tombstone, with its stamp.
    public var tournamentTombstones: [SyncTournamentTombstone] = []

    public init(games: [String: String], people: [String: String], tombstones: [String: String],
                tournaments: [String: String] = [:], tournamentTombstones: [SyncTournamentTombstone] = []) {
        self.games = games
        self.people = people
        self.tombstones = tombstones
        self.tournaments = tournaments
        self.tournamentTombstones = tournamentTombstones
    }

    /// The tournaments' fields may be absent: a digest without tournaments has none.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        games = try container.decode([String: String].self, forKey: .games)
        people = try container.decode([String: String].self, forKey: .people)
        tombstones = try container.decode([String: String].self, forKey: .tombstones)
        tournaments = try container.decodeIfPresent([String: String].self, forKey: .tournaments) ?? [:]
        tournamentTombstones = try container.decodeIfPresent([SyncTournamentTombstone].self, forKey: .tournamentTombstones) ?? []
    }
}

/// Rows of some games, as one side has them.
public struct SyncChanges: Codable, Sendable, Equatable {
    public var tombstones: [String: String] = [:]
    public var games: [SyncGame] = []
    public var players: [SyncPlayer] = []
    public var changes: [SyncScoreChange] = []
    public var photoStamps: [SyncPhotoStamp] = []
    /// People (rows of every person whose digest differs), merged before the games.
    public var people: [SyncPerson] = []
    /// Photo bytes, for the stamps the receiving side lacks or has older.
    public var photos: [SyncPhoto] = []
    /// Tournaments' rows and tombstones, merged after the games their tables point to.
    public var tournaments = SyncTournamentChanges()

    public init() {}

    /// The tournaments may be absent: a message without them has none.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tombstones = try container.decode([String: String].self, forKey: .tombstones)
        games = try container.decode([SyncGame].self, forKey: .games)
        players = try container.decode([SyncPlayer].self, forKey: .players)
        changes = try container.decode([SyncScoreChange].self, forKey: .changes)
        photoStamps = try container.decode([SyncPhotoStamp].self, forKey: .photoStamps)
        people = try container.decode([SyncPerson].self, forKey: .people)
        photos = try container.decode([SyncPhoto].self, forKey: .photos)
        tournaments = try container.decodeIfPresent(SyncTournamentChanges.self, forKey: .tournaments) ?? SyncTournamentChanges()
    }

    public var isEmpty: Bool {
        tombstones.isEmpty && games.isEmpty && players.isEmpty && changes.isEmpty && photoStamps.isEmpty && photos.isEmpty
            && people.isEmpty && tournaments.isEmpty
    }
}

/// What one sync moved in each direction.
public struct SyncReport: Codable, Sendable, Equatable {
    /// Rows and bytes going one way.
    public struct Direction: Codable, Sendable, Equatable {
        public var games = 0
        public var players = 0
        public var changes = 0
        public var photos = 0
        public var tombstones = 0
        public var people = 0
        /// Tournaments' rows (tournaments, entries, tables, seats, byes) and their tombstones.
        public var tournamentRows = 0
        /// Bytes of the rows and photos applied (the protocol's requests and answers included
        /// in `protocolBytes`).
        public var bytes = 0
        /// Every byte of the protocol this way: digests, requests and rows.
        public var protocolBytes = 0

        public var isEmpty: Bool { games + players + changes + photos + tombstones + people + tournamentRows == 0 }
    }

    public var sent = Direction()
    public var received = Direction()
    /// Whether the sync went by the watermarks both files keep (only what changed since the last
    /// sync was read), or by digests (no watermark, or one a restored backup left behind).
    public var incremental = false
    /// What merging did to this copy (the one `sync` runs on), and to the other.
    public var mergedHere = SyncOutcome()
    public var mergedThere = SyncOutcome()
    /// Registers both copies changed since they last met, and which value the merge kept.
    public var conflicts: [SyncConflict] = []
    /// The tournament registers both copies changed since they last met, in the same way.
    public var tournamentConflicts: [SyncTournamentConflict] = []
}
