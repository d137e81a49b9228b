import Foundation
import GRDB

// The rows a sync moves, as GRDB records of their own tables (read and written through Codable,
// the same coding as on the wire), each knowing how it merges with the other copy's version of
// itself. Every register goes through `Stamped`.

/// A game row: its title, rules and finish are registers with stamps of their own
/// (`titleChangedAt`, `rulesChangedAt`, `finishChangedAt`; nil: as old as the game); the round is
/// the furthest either copy reached; `updatedAt` (the games list's "most recent") the latest.
public struct SyncGame: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "games"
    public var id: String
    public var title: String
    public var createdAt: String
    public var updatedAt: String
    public var titleChangedAt: String?
    public var lowestWins: Bool
    public var targetScore: Int?
    public var roundCount: Int?
    public var rulesChangedAt: String?
    public var currentRound: Int
    public var finishedAt: String?
    public var finishChangedAt: String?
    /// The winners' ids the finish announced (`GameStandings.winnerList`).
    public var announcedWinners: String?

    var titleRegister: Stamped<String> { Stamped(stamp: titleChangedAt ?? createdAt, value: title) }

    var rulesRegister: Stamped<String> {
        Stamped(stamp: rulesChangedAt ?? createdAt,
                value: "\(lowestWins ? 1 : 0)|\(targetScore.map(String.init) ?? "-")|\(roundCount.map(String.init) ?? "-")")
    }

    var finishRegister: Stamped<String> {
        Stamped(stamp: finishChangedAt ?? createdAt, value: "\(finishedAt ?? "-")|\(announcedWinners ?? "-")")
    }

    /// This game merged with the other copy's: each register by its own stamp.
    func merged(with other: SyncGame) -> SyncGame {
        var result = self
        if titleRegister.yields(to: other.titleRegister) {
            result.title = other.title
            result.titleChangedAt = other.titleChangedAt
        }
        if rulesRegister.yields(to: other.rulesRegister) {
            result.lowestWins = other.lowestWins
            result.targetScore = other.targetScore
            result.roundCount = other.roundCount
            result.rulesChangedAt = other.rulesChangedAt
        }
        if finishRegister.yields(to: other.finishRegister) {
            result.finishedAt = other.finishedAt
            result.finishChangedAt = other.finishChangedAt
            result.announcedWinners = other.announcedWinners
        }
        result.currentRound = max(currentRound, other.currentRound)
        result.updatedAt = max(updatedAt, other.updatedAt)
        return result
    }

    var stamps: [String?] { [createdAt, updatedAt, titleChangedAt, rulesChangedAt, finishChangedAt, finishedAt] }
}

/// A player row (the score is not sent: it is recomputed from the merged changes); the name is a
/// register (`nameChangedAt`; nil: as old as the player).
public struct SyncPlayer: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "players"
    public var id: String
    public var gameID: String
    public var name: String
    public var createdAt: String
    public var nameChangedAt: String?

    var nameRegister: Stamped<String> { Stamped(stamp: nameChangedAt ?? createdAt, value: name) }

    func merged(with other: SyncPlayer) -> SyncPlayer {
        var result = self
        if nameRegister.yields(to: other.nameRegister) {
            result.name = other.name
            result.nameChangedAt = other.nameChangedAt
        }
        return result
    }

    var stamps: [String?] { [createdAt, nameChangedAt] }
}

/// A score change row. Made once and never moved; two registers change after: its state (undo,
/// redo, delete; `stateChangedAt`, nil: as old as the change) and its amount (a correction;
/// `correctedAt`, nil: never corrected, older than any correction).
public struct SyncScoreChange: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "scoreChanges"
    public var id: String
    public var gameID: String
    public var playerID: String
    public var amount: Int
    public var originalAmount: Int
    public var kind: String
    public var round: Int
    public var createdAt: String
    public var state: String
    public var stateChangedAt: String?
    public var correctedAt: String?

    var stateRegister: Stamped<String> { Stamped(stamp: stateChangedAt ?? createdAt, value: state) }
    var amountRegister: Stamped<Int> { Stamped(stamp: correctedAt ?? "", value: amount) }

    func merged(with other: SyncScoreChange) -> SyncScoreChange {
        var result = self
        if stateRegister.yields(to: other.stateRegister) {
            result.state = other.state
            result.stateChangedAt = other.stateChangedAt
        }
        if amountRegister.yields(to: other.amountRegister) {
            result.amount = other.amount
            result.correctedAt = other.correctedAt
        }
        return result
    }

    var stamps: [String?] { [createdAt, stateChangedAt, correctedAt] }
}

/// When a player's photo last changed, whether it is there (a removal travels too), and its
/// content hash: the photo is a register whose ties resolve by content.
public struct SyncPhotoStamp: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "syncPhotoStamps"
    public var playerID: String
    public var changedAt: String
    public var present: Bool
    /// SHA-256 of the photo's bytes (lowercase hex); nil when removed.
    public var sha256: String?

    public init(playerID: String, changedAt: String, present: Bool, sha256: String?) {
        self.playerID = playerID
        self.changedAt = changedAt
        self.present = present
        self.sha256 = sha256
    }

    var register: Stamped<String> { Stamped(stamp: changedAt, value: present ? "1|\(sha256 ?? "")" : "0") }
}

/// A photo and its thumbnail.
public struct SyncPhoto: Codable, Sendable, Hashable {
    public var playerID: String
    public var imageData: Data
    public var thumbnailData: Data?
}

/// A deleted game or player: it is deleted on every copy, for good.
struct SyncTombstone: Codable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "syncTombstones"
    var id: String
    var kind: String
    var deletedAt: String
}
