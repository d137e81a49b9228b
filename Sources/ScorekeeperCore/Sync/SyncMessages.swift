import Foundation

/// One request of the sync protocol: a message of frames (`SyncFrames`: its photo bytes as
/// binary, the rest as JSON) on the standard input of `scorekeeper sync-serve`, whether local or
/// at the end of an `ssh` command.
public struct SyncRequest: Codable, Sendable {
    public enum Operation: String, Codable, Sendable {
        /// The schema both sides must share.
        case hello
        /// A digest per game and every tombstone: what a side has, in a few bytes per game.
        case digest
        /// Every row of some games (photos as stamps only).
        case rows
        /// The bytes of some photos.
        case photos
        /// Merge rows from the other side, in one transaction.
        case apply
    }

    public var operation: Operation
    public var games: [String]?
    public var photos: [String]?
    public var changes: SyncChanges?

    public init(_ operation: Operation, games: [String]? = nil, photos: [String]? = nil, changes: SyncChanges? = nil) {
        self.operation = operation
        self.games = games
        self.photos = photos
        self.changes = changes
    }
}

/// The answer to one request, one message of frames; `error` set when it failed.
public struct SyncResponse: Codable, Sendable {
    public var error: String?
    public var migrations: [String]?
    public var digest: SyncDigest?
    public var rows: SyncChanges?
    public var photos: [SyncPhoto]?
    /// What an `apply` did beyond adding rows: winners changed, rows dropped, games skipped.
    public var merged: SyncOutcome?

    public init(error: String? = nil, migrations: [String]? = nil, digest: SyncDigest? = nil,
                rows: SyncChanges? = nil, photos: [SyncPhoto]? = nil, merged: SyncOutcome? = nil) {
        self.error = error
        self.migrations = migrations
        self.digest = digest
        self.rows = rows
        self.photos = photos
        self.merged = merged
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
    /// What merging did to this copy (the one `sync` runs on), and to the other.
    public var mergedHere = SyncOutcome()
    public var mergedThere = SyncOutcome()
}
