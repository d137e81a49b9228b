import Foundation
import ScorekeeperStore
import GRDB

// The rows a sync moves, as GRDB records of their own tables (read and written through Codable,
// the same coding as on the wire), each knowing how it merges with the other copy's version of
// itself. Each type names its registers once, in its `registers` table (`SyncRegister`), which
// the merge, the clock check, the digest and the checks of a peer's rows all read; every
// register goes through `Stamped`.

/// A game row: its title, each of its rules and its finish are registers with stamps of their own
/// (`titleChangedAt`, `lowestWinsChangedAt`, `targetScoreChangedAt`, `roundCountChangedAt`,
/// `finishChangedAt`; nil: as old as the game); the round is
/// the furthest either copy reached; `updatedAt` (the games list's "most recent") the latest.
public struct SyncGame: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "games"
    public var id: Game.ID
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
    /// The seating order (`Game.seatingText`), a register (`seatingChangedAt`).
    public var seating: String? = nil
    public var seatingChangedAt: String? = nil
    /// Whose turn it is and since when in playing time: one register (`turnChangedAt`).
    public var turnPlayerID: Player.ID? = nil
    public var turnStartedAt: Int? = nil
    public var turnChangedAt: String? = nil
    /// The game clock: one register of two columns (`clockChangedAt`).
    public var clockElapsed: Int = 0
    public var clockRunningSince: String? = nil
    public var clockChangedAt: String? = nil
    /// The table's rules, each a register.
    public var dealerRotates: Bool = false
    public var dealerRotatesChangedAt: String? = nil
    public var turnLimit: Int? = nil
    public var turnLimitChangedAt: String? = nil
    public var playerClocks: Bool = false
    public var playerClocksChangedAt: String? = nil
    public var roundTotals: String? = nil
    public var roundTotalsChangedAt: String? = nil
    /// The score sheet's text the game follows (nil: a plain game), fixed when it was made.
    public var sheet: String? = nil
    /// The winners an imported play's source stated (nil: by the scores), part of the finish.
    public var statedWinners: String? = nil
    /// The format and source id an imported game was made from (nil: made here), fixed when made.
    public var importedFrom: String? = nil
    /// The digest of the imported play as its source last gave it, part of the finish.
    public var importedDigest: String? = nil

    /// Every register of a game, with the stamp nil as old as the game.
    static let registers: [SyncRegister<SyncGame>] = [
        SyncRegister("title", \.title, stamp: \.titleChangedAt, unstamped: \.createdAt, compared: { $0 },
                     check: { try SyncValidation.name($0, "Title") }, conflict: .init(register: .title, shown: { $0 })),
        SyncRegister("lowestWins", \.lowestWins, stamp: \.lowestWinsChangedAt, unstamped: \.createdAt, compared: { $0 ? "1" : "0" },
                     conflict: .init(register: .winning, shown: { GameRules.text($0 == "1" ? .lowest : .highest) })),
        SyncRegister("targetScore", \.targetScore, stamp: \.targetScoreChangedAt, unstamped: \.createdAt,
                     compared: { $0.map(String.init) ?? "-" }, conflict: .init(register: .target, shown: { GameRules.text(target: Int($0)) })),
        SyncRegister("roundCount", \.roundCount, stamp: \.roundCountChangedAt, unstamped: \.createdAt,
                     compared: { $0.map(String.init) ?? "-" }, conflict: .init(register: .rounds, shown: { GameRules.text(rounds: Int($0)) })),
        // The finish is one register of its columns: the moment and the winners it announced,
        // and for an imported play the winners its source stated and the play's digest (an
        // import with `--update` writes them together). A game made here keeps the value it
        // always had, so its digest is the same as before.
        SyncRegister("finishedAt", stamped: { Stamped(stamp: $0.finishChangedAt ?? $0.createdAt, value: $0.finishValue) },
                     stamps: { [$0.finishChangedAt, $0.finishedAt] },
                     take: { game, other in
                         game.finishedAt = other.finishedAt
                         game.finishChangedAt = other.finishChangedAt
                         game.announcedWinners = other.announcedWinners
                         game.statedWinners = other.statedWinners
                         game.importedDigest = other.importedDigest
                     },
                     check: {
                         try SyncValidation.winners($0.announcedWinners)
                         try SyncValidation.winners($0.statedWinners)
                         if let digest = $0.importedDigest, digest.count > 128 { throw SyncValidation.invalid("an imported play's digest too long") }
                     }),
        SyncRegister("kind", \.kind, stamp: \.kindChangedAt, unstamped: \.createdAt, compared: { $0 ?? "" },
                     check: { kind in if let kind { try SyncValidation.name(kind, "Kind") } }),
        // The whole seating order is one value: two copies' moves never make an order nobody chose.
        SyncRegister("seating", \.seating, stamp: \.seatingChangedAt, unstamped: \.createdAt, compared: { $0 ?? "" },
                     check: { try SyncValidation.seating($0) }),
        // The turn is one register of two columns: who, and since when in playing time.
        SyncRegister("turnPlayerID", stamped: { Stamped(stamp: $0.turnChangedAt ?? $0.createdAt,
                                                        value: "\($0.turnPlayerID?.lowercasedString ?? "-")|\($0.turnStartedAt.map(String.init) ?? "-")") },
                     stamps: { [$0.turnChangedAt] },
                     take: { game, other in
                         game.turnPlayerID = other.turnPlayerID
                         game.turnStartedAt = other.turnStartedAt
                         game.turnChangedAt = other.turnChangedAt
                     },
                     check: { game in
                         guard (game.turnPlayerID == nil) == (game.turnStartedAt == nil), (game.turnStartedAt ?? 0) >= 0 else {
                             throw SyncValidation.invalid("a turn without its start")
                         }
                     }),
        // The clock is one register of two columns: the time played before it started, and when.
        SyncRegister("clockElapsed", stamped: { Stamped(stamp: $0.clockChangedAt ?? $0.createdAt,
                                                        value: "\($0.clockElapsed)|\($0.clockRunningSince ?? "-")") },
                     stamps: { [$0.clockChangedAt, $0.clockRunningSince] },
                     take: { game, other in
                         game.clockElapsed = other.clockElapsed
                         game.clockRunningSince = other.clockRunningSince
                         game.clockChangedAt = other.clockChangedAt
                     },
                     check: { game in
                         guard game.clockElapsed >= 0 else { throw SyncValidation.invalid("a clock below zero") }
                     }),
        SyncRegister("dealerRotates", \.dealerRotates, stamp: \.dealerRotatesChangedAt, unstamped: \.createdAt,
                     compared: { $0 ? "1" : "0" }),
        SyncRegister("turnLimit", \.turnLimit, stamp: \.turnLimitChangedAt, unstamped: \.createdAt,
                     compared: { $0.map(String.init) ?? "-" },
                     check: { limit in
                         if let limit, !(1...GameRules.maximumTurnLimit).contains(limit) { throw SyncValidation.invalid("a turn limit of \(limit) s") }
                     }),
        SyncRegister("playerClocks", \.playerClocks, stamp: \.playerClocksChangedAt, unstamped: \.createdAt,
                     compared: { $0 ? "1" : "0" }),
        SyncRegister("roundTotals", \.roundTotals, stamp: \.roundTotalsChangedAt, unstamped: \.createdAt, compared: { $0 ?? "" },
                     check: { try SyncValidation.roundTotals($0) }),
    ]

    var digestFields: [String?] {
        // The source of an imported game joins its fields; a game made here hashes as it always did.
        importedFrom == nil ? ["g", id.lowercasedString, createdAt, updatedAt, String(currentRound), sheet]
            : ["g", id.lowercasedString, createdAt, updatedAt, String(currentRound), sheet, importedFrom]
    }

    /// The finish register's value: the moment and the winners it announced, then the stated
    /// winners and the source's digest when there are any.
    var finishValue: String {
        let finish = "\(finishedAt ?? "-")|\(announcedWinners ?? "-")"
        guard statedWinners != nil || importedDigest != nil else { return finish }
        return finish + "|\(statedWinners ?? "-")|\(importedDigest ?? "-")"
    }
    var fixedStamps: [String?] { [createdAt, updatedAt] }

    /// The round is the furthest either copy reached; `updatedAt` the latest.
    func mergingFixed(_ other: SyncGame, into result: inout SyncGame) {
        result.currentRound = max(currentRound, other.currentRound)
        result.updatedAt = max(updatedAt, other.updatedAt)
        // Fixed when the game was made: every copy has the same, or one has none yet.
        result.sheet = sheet ?? other.sheet
        result.importedFrom = importedFrom ?? other.importedFrom
        // A game two copies imported apart (its id derived from the play) was made on each:
        // its creation is the earliest either copy made. A game made once has one creation.
        if SyncDerivedID.isDerived(id.rawValue) { result.createdAt = min(createdAt, other.createdAt) }
    }
}

/// A player row (the score is not sent: it is recomputed from the merged changes); the name is a
/// register (`nameChangedAt`; nil: as old as the player).
public struct SyncPlayer: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "players"
    public var id: Player.ID
    public var gameID: Game.ID
    public var name: String
    public var createdAt: String
    public var nameChangedAt: String?
    /// The person this player is (nil: none), a register (`personChangedAt`, nil: as old as the player).
    public var personID: Person.ID?
    public var personChangedAt: String?
    /// The playing time of the player's past turns (ms), a register (`clockTimeChangedAt`).
    public var clockTime: Int = 0
    public var clockTimeChangedAt: String? = nil

    static let registers: [SyncRegister<SyncPlayer>] = [
        SyncRegister("name", \.name, stamp: \.nameChangedAt, unstamped: \.createdAt, compared: { $0 },
                     check: { try SyncValidation.name($0, "Name") }, conflict: .init(register: .playerName, shown: { $0 })),
        // Compared as the stored text, so ties resolve as they always did.
        SyncRegister("personID", \.personID, stamp: \.personChangedAt, unstamped: \.createdAt,
                     compared: { $0?.lowercasedString ?? "" }),
        SyncRegister("clockTime", \.clockTime, stamp: \.clockTimeChangedAt, unstamped: \.createdAt, compared: { $0 },
                     check: { time in if time < 0 { throw SyncValidation.invalid("a player's clock below zero") } }),
    ]

    var digestFields: [String?] { ["p", id.lowercasedString, createdAt] }
    var fixedStamps: [String?] { [createdAt] }

    /// The creation is the earliest either copy made (an imported play's player, its id derived,
    /// is made on every copy that imports it).
    func mergingFixed(_ other: SyncPlayer, into result: inout SyncPlayer) {
        if SyncDerivedID.isDerived(id.rawValue) { result.createdAt = min(createdAt, other.createdAt) }
    }
}

/// A score change row. Made once and never moved; two registers change after: its state (undo,
/// redo, delete; `stateChangedAt`, nil: as old as the change) and its amount (a correction;
/// `correctedAt`, nil: never corrected, older than any correction).
public struct SyncScoreChange: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "scoreChanges"
    public var id: ScoreChange.ID
    public var gameID: Game.ID
    public var playerID: Player.ID
    public var amount: Int
    public var originalAmount: Int
    public var kind: String
    public var round: Int
    public var createdAt: String
    public var state: String
    public var stateChangedAt: String?
    public var correctedAt: String?
    /// The round entry it was made in (nil: on its own); fixed when made, like the round.
    public var entryID: RoundEntryID? = nil
    /// What was entered on the game's sheet, in its notation (nil: a plain change); fixed.
    public var entry: String? = nil
    /// The change its round held last when it was written ("" none; nil: before it was kept);
    /// fixed. `settleRoundConflicts` reads it.
    public var roundBase: String? = nil
    /// When a sync last moved it to another round (nil: in the round it was recorded in).
    public var roundChangedAt: String? = nil
    /// The mark "from a sync conflict" (nil: none), a register (`roundConflictChangedAt`).
    public var roundConflict: String? = nil
    public var roundConflictChangedAt: String? = nil

    static let registers: [SyncRegister<SyncScoreChange>] = [
        SyncRegister("state", \.state, stamp: \.stateChangedAt, unstamped: \.createdAt, compared: { $0 },
                     check: { state in
                         guard ScoreChangeState(rawValue: state) != nil else { throw SyncValidation.invalid("a score change in an unknown state") }
                     },
                     conflict: .init(register: .changeState, shown: SyncConflicts.shownState)),
        // A sheet game's amounts are worked out again from its live entries on every copy
        // (`settleSheet`), with no stamp: a redo or an undo elsewhere moves an entry's amount, and a
        // change that dies afterwards keeps the amount its copy last gave it. So two rows of one
        // correction stamp are ordered as their states are merged (`mergeChanges`: a deletion
        // first, then the later stamp), then by the amount: the amount kept is the one of the row
        // whose state is kept, and every copy keeps the same one.
        SyncRegister("amount", stamped: { Stamped(stamp: $0.correctedAt ?? "", value: AmountAfterState(row: $0)) },
                     stamps: { [$0.correctedAt] },
                     take: { row, other in
                         row.amount = other.amount
                         row.correctedAt = other.correctedAt
                     }),
        // A round a sync moved the change to (`settleRoundConflicts`) wins over the round recorded.
        SyncRegister("round", \.round, stamp: \.roundChangedAt, unstamped: { _ in "" }, compared: { $0 }),
        SyncRegister("roundConflict", \.roundConflict, stamp: \.roundConflictChangedAt, unstamped: { _ in "" }, compared: { $0 ?? "" },
                     check: { mark in if let mark, mark.count > 100 { throw SyncValidation.invalid("a round conflict's mark too long") } }),
    ]

    var digestFields: [String?] { ["c", id.lowercasedString, playerID.lowercasedString, String(originalAmount), kind, createdAt,
                                   entryID?.lowercasedString, entry, roundBase] }
    var fixedStamps: [String?] { [createdAt] }

    /// The creation is the earliest either copy made (an imported play's change, its id derived,
    /// is made on every copy that imports it); a change made once has one creation.
    func mergingFixed(_ other: SyncScoreChange, into result: inout SyncScoreChange) {
        if SyncDerivedID.isDerived(id.rawValue) { result.createdAt = min(createdAt, other.createdAt) }
    }
}

/// A change's amount as the merge orders two with the same correction stamp: a deleted row's
/// first (a deletion wins over any other state, `mergeChanges`), then by the stamp of the row's
/// state (`stateChangedAt`, else its creation), then by the amount. It reads, and is hashed in the
/// digest, as the amount alone.
struct AmountAfterState: Comparable, CustomStringConvertible {
    var deleted: Bool
    var stateStamp: String
    var amount: Int

    init(row: SyncScoreChange) {
        deleted = row.state == ScoreChangeState.deleted.rawValue
        stateStamp = row.stateChangedAt ?? row.createdAt
        amount = row.amount
    }

    static func < (lhs: AmountAfterState, rhs: AmountAfterState) -> Bool {
        (lhs.deleted ? 1 : 0, lhs.stateStamp, lhs.amount) < (rhs.deleted ? 1 : 0, rhs.stateStamp, rhs.amount)
    }

    var description: String { String(amount) }
}

/// When a player's photo last changed, whether it is there (a removal travels too), and its
/// content hash: the photo is a register whose ties resolve by content. A person's own photo is
/// stamped the same way under the person's id (`playerID` then holds it).
public struct SyncPhotoStamp: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "syncPhotoStamps"
    public var playerID: Player.ID
    public var changedAt: String
    public var present: Bool
    /// SHA-256 of the photo's bytes (lowercase hex); nil when removed.
    public var sha256: String?

    public init(playerID: Player.ID, changedAt: String, present: Bool, sha256: String?) {
        self.playerID = playerID
        self.changedAt = changedAt
        self.present = present
        self.sha256 = sha256
    }

    /// One register of two columns: whether the photo is there, and its hash (ties by content).
    static let registers: [SyncRegister<SyncPhotoStamp>] = [
        SyncRegister("present", stamped: { Stamped(stamp: $0.changedAt, value: $0.present ? "1|\($0.sha256 ?? "")" : "0") },
                     stamps: { [$0.changedAt] },
                     take: { stamp, other in
                         stamp.present = other.present
                         stamp.sha256 = other.sha256
                         stamp.changedAt = other.changedAt
                     },
                     check: { try SyncValidation.photoHash($0.sha256) }),
    ]

    var digestFields: [String?] { ["f", playerID.lowercasedString] }
    var fixedStamps: [String?] { [] }
}

/// A photo and its thumbnail. `playerID` names its owner: a player, or a person for a person's
/// own photo (ids are UUIDs, unique across both), as the photo stamps do.
public struct SyncPhoto: Codable, Sendable, Hashable {
    public var playerID: Player.ID
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
public struct SyncPerson: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "people"
    public var id: Person.ID
    public var name: String
    public var colour: String
    public var createdAt: String
    public var nameChangedAt: String
    public var colourChangedAt: String
    public var mergedInto: Person.ID?
    public var mergedAt: String?
    /// When the person was deleted (nil: never): a tombstone, like a merge.
    public var deletedAt: String?

    static let registers: [SyncRegister<SyncPerson>] = [
        SyncRegister("name", \.name, stamp: \.nameChangedAt, compared: { $0 }, check: { try SyncValidation.name($0, "Name") }),
        SyncRegister("colour", \.colour, stamp: \.colourChangedAt, compared: { $0 }, check: { colour in
            guard PersonColour(rawValue: colour) != nil else {
                throw SyncValidation.invalid("a colour not in the palette (\(SyncValidation.shown(colour)))")
            }
        }),
        // Any merge wins over none: no merge is stamped "", older than every stamp.
        // Compared as the stored text, so ties resolve as they always did.
        SyncRegister("mergedInto", \.mergedInto, stamp: \.mergedAt, unstamped: { _ in "" }, compared: { $0?.lowercasedString ?? "" }),
        // A deletion is its own stamp, and any deletion wins over none (unstamped "").
        SyncRegister("deletedAt", \.deletedAt, stamp: \.deletedAt, unstamped: { _ in "" }, compared: { $0 ?? "" }),
    ]

    var digestFields: [String?] { ["h", id.lowercasedString, createdAt] }
    var fixedStamps: [String?] { [createdAt] }

    /// The creation is the earliest either copy made.
    func mergingFixed(_ other: SyncPerson, into result: inout SyncPerson) {
        result.createdAt = min(createdAt, other.createdAt)
    }
}

/// Whether a row's id is derived from a name (`NameBasedID`: a version 5 UUID), so that copies
/// may each have made the row apart, with creations of their own; a random id (version 4) is
/// made once, on one copy.
enum SyncDerivedID {
    static func isDerived(_ id: UUID) -> Bool {
        (id.uuid.6 >> 4) == 5
    }
}
