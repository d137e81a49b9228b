import Foundation

/// One request of the sync protocol: a message of frames (`SyncFrames`: its photo bytes as
/// binary, the rest as JSON) on the standard input of `scorekeeper sync-serve`, whether local or
/// at the end of an `ssh` command.
public struct SyncRequest: Codable, Sendable {
    public enum Operation: String, Codable, Sendable {
        /// The schema both sides must share, the file's id, version and watermarks.
        case hello
        /// Every synced row changed here since a version of this file (`since`): what the
        /// other copy lacks, by the watermark both keep.
        case since
        /// A digest per game and every tombstone: what a side has, in a few bytes per game (the
        /// fallback when there is no watermark to go by).
        case digest
        /// Every row of some games (photos as stamps only).
        case rows
        /// The bytes of some photos.
        case photos
        /// Merge rows from the other side, in one transaction.
        case apply
        /// Keep the watermarks of a sync that finished (`watermark`).
        case record
    }

    public var operation: Operation
    public var games: [String]?
    public var photos: [String]?
    public var changes: SyncChanges?
    /// For `since`: this file's version after which rows are wanted.
    public var since: Int?
    /// For `record`: the other copy and the watermarks to keep for it, and this file's id as
    /// its `hello` gave it.
    public var watermark: SyncWatermark?
    public var fileID: String?

    public init(_ operation: Operation, games: [String]? = nil, photos: [String]? = nil, changes: SyncChanges? = nil,
                since: Int? = nil, watermark: SyncWatermark? = nil, fileID: String? = nil) {
        self.operation = operation
        self.games = games
        self.photos = photos
        self.changes = changes
        self.since = since
        self.watermark = watermark
        self.fileID = fileID
    }

    /// As the synthesized decoding, except that a list of ids longer than a request may name
    /// (`SyncValidation.maximumIDs`, `maximumPhotos`) is refused as it is read, before millions of
    /// strings are made only to be refused by the checks.
    enum CodingKeys: String, CodingKey { case operation, games, photos, changes, since, watermark, fileID }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        operation = try container.decode(Operation.self, forKey: .operation)
        games = try Self.ids(container, .games, atMost: SyncValidation.maximumIDs, of: "games")
        photos = try Self.ids(container, .photos, atMost: SyncValidation.maximumPhotos, of: "photos")
        changes = try container.decodeIfPresent(SyncChanges.self, forKey: .changes)
        since = try container.decodeIfPresent(Int.self, forKey: .since)
        watermark = try container.decodeIfPresent(SyncWatermark.self, forKey: .watermark)
        fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
    }

    private static func ids(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, atMost most: Int,
                            of what: String) throws -> [String]? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        var list = try container.nestedUnkeyedContainer(forKey: key)
        var ids: [String] = []
        while !list.isAtEnd {
            guard ids.count < most else {
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
    public var photosWanted: [String]
}

/// The answer to one request, one message of frames; `error` set when it failed.
public struct SyncResponse: Codable, Sendable {
    public var error: String?
    public var migrations: [String]?
    /// The answer to `hello`: the file's id, version and watermarks.
    public var state: SyncFileState?
    public var digest: SyncDigest?
    public var rows: SyncChanges?
    /// With `rows` from `since` and with `digest`: the file's version when they were read.
    public var version: Int?
    public var photos: [SyncPhoto]?
    /// What an `apply` did beyond adding rows: winners changed, rows dropped, games skipped.
    public var merged: SyncOutcome?
    /// What an `apply` did to the file's version, and the photos it still needs.
    public var applied: SyncApplied?

    public init(error: String? = nil, migrations: [String]? = nil, state: SyncFileState? = nil, digest: SyncDigest? = nil,
                rows: SyncChanges? = nil, version: Int? = nil, photos: [SyncPhoto]? = nil, merged: SyncOutcome? = nil,
                applied: SyncApplied? = nil) {
        self.error = error
        self.migrations = migrations
        self.state = state
        self.digest = digest
        self.rows = rows
        self.version = version
        self.photos = photos
        self.merged = merged
        self.applied = applied
    }
}

/// What one side holds, summarised: equal digests mean equal games.
public struct SyncDigest: Codable, Sendable, Equatable {
    /// Game id → a hash of every row of the game (title and stamps, players, changes and their
    /// states, photo stamps).
    public var games: [String: String]
    /// Deleted game and player ids → kind.
    public var tombstones: [String: String]
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

    public init() {}

    public var isEmpty: Bool {
        tombstones.isEmpty && games.isEmpty && players.isEmpty && changes.isEmpty && photoStamps.isEmpty && photos.isEmpty
            && people.isEmpty
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
        /// Bytes of the rows and photos applied (the protocol's requests and answers included
        /// in `protocolBytes`).
        public var bytes = 0
        /// Every byte of the protocol this way: digests, requests and rows.
        public var protocolBytes = 0

        public var isEmpty: Bool { games + players + changes + photos + tombstones + people == 0 }
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
}
