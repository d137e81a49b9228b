import Foundation
import GRDB

// The rows a sync moves, as GRDB records of their own tables (read and written through Codable,
// the same coding as on the wire), each knowing how it merges with the other copy's version of
// itself. Every register goes through `Stamped`.

/// A game row: its title, each of its rules and its finish are registers with stamps of their own
/// (`titleChangedAt`, `lowestWinsChangedAt`, `targetScoreChangedAt`, `roundCountChangedAt`,
/// `finishChangedAt`; nil: as old as the game); the round is
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
    public var lowestWinsChangedAt: String?
    public var targetScoreChangedAt: String?
    public var roundCountChangedAt: String?
    public var currentRound: Int
    public var finishedAt: String?
    public var finishChangedAt: String?
    /// The winners' ids the finish announced (`GameStandings.winnerList`).
    public var announcedWinners: String?
    /// The kind for statistics (nil: the title's base), a register (`kindChangedAt`).
    public var kind: String?
    public var kindChangedAt: String?

    var titleRegister: Stamped<String> { Stamped(stamp: titleChangedAt ?? createdAt, value: title) }

    var lowestWinsRegister: Stamped<String> { Stamped(stamp: lowestWinsChangedAt ?? createdAt, value: lowestWins ? "1" : "0") }
    var targetScoreRegister: Stamped<String> { Stamped(stamp: targetScoreChangedAt ?? createdAt, value: targetScore.map(String.init) ?? "-") }
    var roundCountRegister: Stamped<String> { Stamped(stamp: roundCountChangedAt ?? createdAt, value: roundCount.map(String.init) ?? "-") }

    var finishRegister: Stamped<String> {
        Stamped(stamp: finishChangedAt ?? createdAt, value: "\(finishedAt ?? "-")|\(announcedWinners ?? "-")")
    }

    var kindRegister: Stamped<String> { Stamped(stamp: kindChangedAt ?? createdAt, value: kind ?? "") }

    /// This game merged with the other copy's: each register by its own stamp.
    func merged(with other: SyncGame) -> SyncGame {
        var result = self
        if kindRegister.yields(to: other.kindRegister) {
            result.kind = other.kind
            result.kindChangedAt = other.kindChangedAt
        }
        if titleRegister.yields(to: other.titleRegister) {
            result.title = other.title
            result.titleChangedAt = other.titleChangedAt
        }
        if lowestWinsRegister.yields(to: other.lowestWinsRegister) {
            result.lowestWins = other.lowestWins
            result.lowestWinsChangedAt = other.lowestWinsChangedAt
        }
        if targetScoreRegister.yields(to: other.targetScoreRegister) {
            result.targetScore = other.targetScore
            result.targetScoreChangedAt = other.targetScoreChangedAt
        }
        if roundCountRegister.yields(to: other.roundCountRegister) {
            result.roundCount = other.roundCount
            result.roundCountChangedAt = other.roundCountChangedAt
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

    var stamps: [String?] { [createdAt, updatedAt, titleChangedAt, lowestWinsChangedAt, targetScoreChangedAt, roundCountChangedAt,
                                finishChangedAt, finishedAt, kindChangedAt] }
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
    /// The person this player is (nil: none), a register (`personChangedAt`, nil: as old as the player).
    public var personID: String?
    public var personChangedAt: String?

    var nameRegister: Stamped<String> { Stamped(stamp: nameChangedAt ?? createdAt, value: name) }
    var personRegister: Stamped<String> { Stamped(stamp: personChangedAt ?? createdAt, value: personID ?? "") }

    func merged(with other: SyncPlayer) -> SyncPlayer {
        var result = self
        if nameRegister.yields(to: other.nameRegister) {
            result.name = other.name
            result.nameChangedAt = other.nameChangedAt
        }
        if personRegister.yields(to: other.personRegister) {
            result.personID = other.personID
            result.personChangedAt = other.personChangedAt
        }
        return result
    }

    var stamps: [String?] { [createdAt, nameChangedAt, personChangedAt] }
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

/// A person row: the name and the colour are registers; the creation is the earliest either copy
/// made (people made apart for one name share an id, `PersonName.derivedID`); a merge is a
/// tombstone that points to the person kept (`mergedInto`, a register stamped `mergedAt` that any
/// merge wins over none).
public struct SyncPerson: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "people"
    public var id: String
    public var name: String
    public var colour: String
    public var createdAt: String
    public var nameChangedAt: String
    public var colourChangedAt: String
    public var mergedInto: String?
    public var mergedAt: String?

    var nameRegister: Stamped<String> { Stamped(stamp: nameChangedAt, value: name) }
    var colourRegister: Stamped<String> { Stamped(stamp: colourChangedAt, value: colour) }
    var mergeRegister: Stamped<String> { Stamped(stamp: mergedAt ?? "", value: mergedInto ?? "") }

    func merged(with other: SyncPerson) -> SyncPerson {
        var result = self
        if nameRegister.yields(to: other.nameRegister) {
            result.name = other.name
            result.nameChangedAt = other.nameChangedAt
        }
        if colourRegister.yields(to: other.colourRegister) {
            result.colour = other.colour
            result.colourChangedAt = other.colourChangedAt
        }
        if mergeRegister.yields(to: other.mergeRegister) {
            result.mergedInto = other.mergedInto
            result.mergedAt = other.mergedAt
        }
        result.createdAt = min(createdAt, other.createdAt)
        return result
    }

    var stamps: [String?] { [createdAt, nameChangedAt, colourChangedAt, mergedAt] }

    /// The digest key of a person (people share the digest's map with games).
    static func digestKey(_ id: String) -> String { "person:" + id }

    func addDigest(to hasher: inout Hasher64) {
        hasher.add("h", id, name, colour, createdAt, nameChangedAt, colourChangedAt, mergedInto, mergedAt)
    }
}
