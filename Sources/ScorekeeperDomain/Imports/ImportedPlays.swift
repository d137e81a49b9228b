import Foundation

// What another app's file says, read and checked, before anything is matched to people or
// written. The readers (one per format) make these values; the store's import matches and writes
// them. Nothing here touches a database or a file.

/// The other apps whose files `scorekeeper import` reads.
public enum ImportFormat: String, CaseIterable, Codable, Sendable {
    /// BG Stats' JSON export.
    case bgstats
    /// BoardGameGeek's play logs as its XML API returns them.
    case bgg
    /// KeepScore's backups (`games-*.xml.gz`).
    case keepscore
    /// ScorePad's backup JSON.
    case scorepad

    /// The name the summary uses.
    public var displayName: String {
        switch self {
        case .bgstats: "BG Stats"
        case .bgg: "BoardGameGeek"
        case .keepscore: "KeepScore"
        case .scorepad: "ScorePad"
        }
    }
}

/// When a play was played, as its source says it: a local date, with a time of day when the
/// source has one.
public struct ImportedPlayTime: Equatable, Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Seconds after local midnight; nil when the source gives a date only (the import then counts
    /// it as 20:00 and says so).
    public var secondsIntoDay: Int?

    public init(year: Int, month: Int, day: Int, secondsIntoDay: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.secondsIntoDay = secondsIntoDay
    }
}

/// One player of an imported play.
public struct ImportedPlayer: Equatable, Sendable {
    /// The name as the file spells it; nil for an anonymous player (who stays anonymous).
    public var name: String?
    /// The final score, when the source has a number for it.
    public var score: Int?
    /// The score changes in order, when the source keeps them (KeepScore's history, ScorePad's
    /// rounds); empty when it keeps only the final score. When not empty they add up to `score`.
    public var changes: [Int]
    /// Whether the source says this player won; nil when it does not say.
    public var winner: Bool?
    /// The player's place as the source states it (1 is first), when it has one.
    public var rank: Int?
    /// The seat (1 is first), when the source has one.
    public var seat: Int?
    /// Whether this player started.
    public var startsPlay: Bool

    public init(name: String?, score: Int? = nil, changes: [Int] = [], winner: Bool? = nil, rank: Int? = nil,
                seat: Int? = nil, startsPlay: Bool = false) {
        self.name = name
        self.score = score
        self.changes = changes
        self.winner = winner
        self.rank = rank
        self.seat = seat
        self.startsPlay = startsPlay
    }
}

/// One play read from another app's file.
public struct ImportedPlay: Equatable, Sendable {
    /// The source's own id for the play (BG Stats' `uuid`, BGG's play id with `#2`, `#3`... for a
    /// quantity above one, KeepScore's and ScorePad's game ids): with the format, it makes the
    /// game's id, so a second import of the same play finds it.
    public var sourceID: String
    /// The game's name at the source: the imported game's kind.
    public var kind: String
    public var playedAt: ImportedPlayTime
    /// The play's length, when the source has one.
    public var lengthSeconds: Int?
    /// Whether the lowest score wins (BG Stats' `highestWins: false`).
    public var lowestWins: Bool
    /// Where it was played, when the source says.
    public var location: String?
    /// Players in the file's order (seat order when the source has seats).
    public var players: [ImportedPlayer]
    /// Where the play is in its file, for messages: "play 12", "plays[11]".
    public var position: String
    /// Whether each player's `changes` are the play's rounds, one a round in order (ScorePad's
    /// rounds), rather than score changes within one round (KeepScore's history).
    public var changesAreRounds: Bool

    public init(sourceID: String, kind: String, playedAt: ImportedPlayTime, lengthSeconds: Int? = nil,
                lowestWins: Bool = false, location: String? = nil, players: [ImportedPlayer], position: String,
                changesAreRounds: Bool = false) {
        self.changesAreRounds = changesAreRounds
        self.sourceID = sourceID
        self.kind = kind
        self.playedAt = playedAt
        self.lengthSeconds = lengthSeconds
        self.lowestWins = lowestWins
        self.location = location
        self.players = players
        self.position = position
    }
}

/// Why a play was not imported: what Scorekeeper cannot represent, or what the user left out.
public enum ImportSkipReason: String, CaseIterable, Codable, Sendable {
    case cooperative
    case teams
    case noPlayers = "no players"
    case ignored
    case incomplete
    case noWinStats = "no win stats"
}

/// A play that was read but not imported, and why.
public struct ImportSkippedPlay: Equatable, Sendable {
    public var sourceID: String
    public var kind: String
    public var reason: ImportSkipReason
    public var position: String

    public init(sourceID: String, kind: String, reason: ImportSkipReason, position: String) {
        self.sourceID = sourceID
        self.kind = kind
        self.reason = reason
        self.position = position
    }
}

/// Everything read from one file.
public struct ImportedFile: Equatable, Sendable {
    public var format: ImportFormat
    /// The file as the user named it, for messages.
    public var path: String
    public var plays: [ImportedPlay]
    public var skipped: [ImportSkippedPlay]

    public init(format: ImportFormat, path: String, plays: [ImportedPlay], skipped: [ImportSkippedPlay]) {
        self.format = format
        self.path = path
        self.plays = plays
        self.skipped = skipped
    }
}
