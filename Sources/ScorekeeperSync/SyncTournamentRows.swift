import Foundation
import ScorekeeperStore
import GRDB

// The tournament rows a sync moves (TournamentsMigration has the tables), as GRDB records read
// and written through Codable like the game rows (SyncRows). What a row was made with is fixed
// and taken only when the row is absent here; what changes after is a register
// (`SyncRegister`), merged by the later stamp.

/// A tournament: its format is fixed when made; the name (`nameChangedAt`), the planned rounds
/// (`settingsChangedAt`), the points, tie-breaks, table size, rules or sheet and the kind its
/// table games take (each its own stamp) are registers.
public struct SyncTournament: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tournaments"
    public var id: Tournament.ID
    public var name: String
    public var format: String
    public var tableSize: Int
    public var plannedRounds: Int?
    public var points: String
    public var tieBreaks: String
    public var cycles: Int
    public var thirdPlaceMatch: Bool
    public var grandFinalReset: Bool
    public var gameRules: String?
    public var sheet: String?
    public var createdAt: String
    public var nameChangedAt: String
    public var settingsChangedAt: String
    /// The stamps of the settings `tournament set` changes (nil: as old as the tournament).
    public var pointsChangedAt: String? = nil
    public var tieBreaksChangedAt: String? = nil
    public var tableSizeChangedAt: String? = nil
    /// The rules line and the sheet, one register: together they are what table games start with.
    public var rulesChangedAt: String? = nil
    /// The kind its table games take (nil: made before tournaments had one, its name).
    public var kind: String? = nil
    public var kindChangedAt: String? = nil
    /// The round clock's time in seconds (nil: none), a register (`roundTimeChangedAt`).
    public var roundTime: Int? = nil
    public var roundTimeChangedAt: String? = nil
    /// The round clock: the round it ran for, the time it ran before it last started and when,
    /// one register of three columns (`roundClockChangedAt`), as a game's clock is.
    public var roundClockRound: Int? = nil
    public var roundClockElapsed: Int = 0
    public var roundClockRunningSince: String? = nil
    public var roundClockChangedAt: String? = nil

    static let registers: [SyncRegister<SyncTournament>] = [
        SyncRegister("kind", \.kind, stamp: \.kindChangedAt, unstamped: \.createdAt, compared: { $0 ?? "" },
                     check: { kind in if let kind { try SyncValidation.name(kind, "Kind") } }),
        SyncRegister("name", \.name, stamp: \.nameChangedAt, compared: { $0 }, check: { try SyncValidation.name($0, "Name") }),
        SyncRegister("plannedRounds", \.plannedRounds, stamp: \.settingsChangedAt, compared: { $0.map(String.init) ?? "-" },
                     check: { rounds in
                         if let rounds, !(1...99).contains(rounds) { throw SyncValidation.invalid("a tournament of \(rounds) rounds") }
                     }),
        SyncRegister("points", \.points, stamp: \.pointsChangedAt, unstamped: \.createdAt, compared: { $0 }),
        SyncRegister("tieBreaks", \.tieBreaks, stamp: \.tieBreaksChangedAt, unstamped: \.createdAt, compared: { $0 }),
        SyncRegister("tableSize", \.tableSize, stamp: \.tableSizeChangedAt, unstamped: \.createdAt, compared: { $0 }),
        SyncRegister("gameRules", stamped: { Stamped(stamp: $0.rulesChangedAt ?? $0.createdAt, value: "\($0.gameRules ?? "-")|\($0.sheet ?? "-")") },
                     stamps: { [$0.rulesChangedAt] },
                     take: { row, other in
                         row.gameRules = other.gameRules
                         row.sheet = other.sheet
                         row.rulesChangedAt = other.rulesChangedAt
                     }),
        SyncRegister("roundTime", \.roundTime, stamp: \.roundTimeChangedAt, unstamped: \.createdAt, compared: { $0.map(String.init) ?? "-" },
                     check: { seconds in
                         if let seconds, !RoundClock.roundTimes.contains(seconds) { throw SyncValidation.invalid("a round time of \(seconds) s") }
                     }),
        SyncRegister("roundClockElapsed",
                     stamped: { Stamped(stamp: $0.roundClockChangedAt ?? $0.createdAt,
                                        value: "\($0.roundClockRound.map(String.init) ?? "-")|\($0.roundClockElapsed)|\($0.roundClockRunningSince ?? "-")") },
                     stamps: { [$0.roundClockChangedAt, $0.roundClockRunningSince] },
                     take: { row, other in
                         row.roundClockRound = other.roundClockRound
                         row.roundClockElapsed = other.roundClockElapsed
                         row.roundClockRunningSince = other.roundClockRunningSince
                         row.roundClockChangedAt = other.roundClockChangedAt
                     },
                     check: { row in
                         guard row.roundClockElapsed >= 0 else { throw SyncValidation.invalid("a round clock below zero") }
                         if let round = row.roundClockRound, !(1...SyncValidation.maximumTournamentRound).contains(round) {
                             throw SyncValidation.invalid("a round clock of round \(round)")
                         }
                     }),
    ]

    var digestFields: [String?] {
        ["t", id.lowercasedString, format, String(cycles), thirdPlaceMatch ? "1" : "0", grandFinalReset ? "1" : "0", createdAt]
    }
    var fixedStamps: [String?] { [createdAt] }
}

/// A person's entry: who, under which name and rating, from which round, fixed when made; the
/// round after which they dropped is a register (`droppedChangedAt`; nil: as old as the entry),
/// so a drop and a return made on different copies settle by the later.
public struct SyncTournamentEntry: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tournamentEntries"
    public var id: TournamentEntry.ID
    public var tournamentID: Tournament.ID
    public var personID: Person.ID?
    public var name: String
    public var rating: Int?
    public var startingRank: Int?
    public var firstRound: Int
    public var lateHalfPoints: Int
    public var droppedAfterRound: Int?
    public var droppedChangedAt: String?
    public var createdAt: String
    /// The FIDE ID an imported report gave them, fixed.
    public var fideID: Int? = nil
    /// Whether they left (`tournament leave`; nil: never), a register (`leftChangedAt`).
    public var left: Bool? = nil
    public var leftChangedAt: String? = nil

    static let registers: [SyncRegister<SyncTournamentEntry>] = [
        SyncRegister("left", \.left, stamp: \.leftChangedAt, unstamped: \.createdAt, compared: { $0 == true ? 1 : 0 }),
        SyncRegister("droppedAfterRound", \.droppedAfterRound, stamp: \.droppedChangedAt, unstamped: \.createdAt,
                     compared: { $0.map(String.init) ?? "-" },
                     check: { round in
                         if let round, !(0...SyncValidation.maximumTournamentRound).contains(round) {
                             throw SyncValidation.invalid("a drop after round \(round)")
                         }
                     }),
    ]

    var digestFields: [String?] {
        ["e", id.lowercasedString, tournamentID.lowercasedString, personID?.lowercasedString, name, rating.map(String.init),
         startingRank.map(String.init), String(firstRound), String(lateHalfPoints), createdAt, fideID.map(String.init)]
    }
    var fixedStamps: [String?] { [createdAt] }
}

/// A table of a round: its place (round, number) and its game are fixed when paired; the outcome
/// entered directly is a register (`outcomeChangedAt`; nil: as old as the table).
public struct SyncTournamentTable: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tournamentTables"
    public var id: TournamentTable.ID
    public var tournamentID: Tournament.ID
    public var round: Int
    public var number: Int
    public var gameID: Game.ID?
    public var outcome: String?
    public var outcomeChangedAt: String?
    public var createdAt: String
    /// The id of the pairing the table is of, fixed (`TournamentPairing.id`).
    public var pairing: String

    static let registers: [SyncRegister<SyncTournamentTable>] = [
        SyncRegister("outcome", \.outcome, stamp: \.outcomeChangedAt, unstamped: \.createdAt, compared: { $0 ?? "" },
                     check: { try SyncValidation.tableOutcome($0) }),
    ]

    var digestFields: [String?] {
        ["a", id.lowercasedString, tournamentID.lowercasedString, String(round), String(number), gameID?.lowercasedString, createdAt,
         pairing]
    }
    var fixedStamps: [String?] { [createdAt] }
}

/// Who sits in a seat of a table, and the player who is them in its game: one register of two
/// columns (`changedAt`), so a swap made on one copy moves both together.
public struct SyncTournamentSeat: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tournamentSeats"
    public var tableID: TournamentTable.ID
    public var seat: Int
    public var entryID: TournamentEntry.ID
    public var playerID: Player.ID?
    public var changedAt: String

    static let registers: [SyncRegister<SyncTournamentSeat>] = [
        SyncRegister("entryID", stamped: { Stamped(stamp: $0.changedAt,
                                                   value: "\($0.entryID.lowercasedString)|\($0.playerID?.lowercasedString ?? "-")") },
                     stamps: { [$0.changedAt] },
                     take: { seat, other in
                         seat.entryID = other.entryID
                         seat.playerID = other.playerID
                         seat.changedAt = other.changedAt
                     }),
    ]

    var digestFields: [String?] { ["s", tableID.lowercasedString, String(seat)] }
    var fixedStamps: [String?] { [] }
}

/// A round someone sat out, and how it scores: a fact of its pairing, fixed (`pairing` is the
/// pairing's id, shared with the round's tables, and part of the key: two pairings of a round
/// may both give someone that round off). Files from before every pairing was kept hold bye
/// tombstones named "entry:round", which remove only byes made before them.
public struct SyncTournamentBye: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tournamentByes"
    public var entryID: TournamentEntry.ID
    public var round: Int
    public var result: String
    public var createdAt: String
    /// The id of the pairing the bye is of, fixed and part of the key.
    public var pairing: String

    static let registers: [SyncRegister<SyncTournamentBye>] = []

    /// The key a tombstone names: "entry:round".
    var key: String { "\(entryID.lowercasedString):\(round)" }

    var digestFields: [String?] { ["y", entryID.lowercasedString, String(round), result, createdAt, pairing] }
    var fixedStamps: [String?] { [createdAt] }
}

/// The organiser's word on one pairing of a round (`TournamentPairingChoice`): a register per
/// pairing (`choiceChangedAt`), so a conflict settled on two copies settles by the later word.
public struct SyncTournamentPairingChoice: SyncRow, Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tournamentPairingChoices"
    public var tournamentID: Tournament.ID
    public var round: Int
    /// The pairing's id.
    public var pairing: String
    public var choice: String
    public var choiceChangedAt: String

    static let registers: [SyncRegister<SyncTournamentPairingChoice>] = [
        SyncRegister("choice", stamped: { Stamped(stamp: $0.choiceChangedAt, value: $0.choice) },
                     stamps: { [$0.choiceChangedAt] },
                     take: { row, other in
                         row.choice = other.choice
                         row.choiceChangedAt = other.choiceChangedAt
                     },
                     check: { row in
                         guard TournamentPairingChoice(rawValue: row.choice) != nil else {
                             throw SyncValidation.invalid("a pairing's choice of unknown kind (\(SyncValidation.shown(row.choice)))")
                         }
                     }),
    ]

    var digestFields: [String?] { ["c", tournamentID.lowercasedString, String(round), pairing] }
    var fixedStamps: [String?] { [] }
}

/// A tournament's row deleted on some copy (kind `tournament`, `entry`, `table`, `bye`; a bye's
/// id is "entry:round"). The stamp travels: when two copies hold the same tombstone the later
/// stamp is kept, and a bye made after its key's tombstone (a round paired again) stands.
public struct SyncTournamentTombstone: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "tournamentTombstones"
    public var id: String
    public var kind: String
    public var deletedAt: String
}

/// The tournament rows of one message, parents before children as they are applied.
public struct SyncTournamentChanges: Codable, Sendable, Equatable {
    public var tournaments: [SyncTournament] = []
    public var entries: [SyncTournamentEntry] = []
    public var tables: [SyncTournamentTable] = []
    public var seats: [SyncTournamentSeat] = []
    public var byes: [SyncTournamentBye] = []
    public var choices: [SyncTournamentPairingChoice] = []
    public var tombstones: [SyncTournamentTombstone] = []

    public init() {}

    enum CodingKeys: String, CodingKey { case tournaments, entries, tables, seats, byes, choices, tombstones }

    // A message without choices (none to send) has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tournaments = try container.decode([SyncTournament].self, forKey: .tournaments)
        entries = try container.decode([SyncTournamentEntry].self, forKey: .entries)
        tables = try container.decode([SyncTournamentTable].self, forKey: .tables)
        seats = try container.decode([SyncTournamentSeat].self, forKey: .seats)
        byes = try container.decode([SyncTournamentBye].self, forKey: .byes)
        choices = try container.decodeIfPresent([SyncTournamentPairingChoice].self, forKey: .choices) ?? []
        tombstones = try container.decode([SyncTournamentTombstone].self, forKey: .tombstones)
    }

    public var isEmpty: Bool {
        tournaments.isEmpty && entries.isEmpty && tables.isEmpty && seats.isEmpty && byes.isEmpty && choices.isEmpty && tombstones.isEmpty
    }

    /// How many rows, for a sync's report.
    public var count: Int { tournaments.count + entries.count + tables.count + seats.count + byes.count + choices.count + tombstones.count }

    /// Every stamp the rows hold, for the clock check.
    var stamps: [String?] {
        var result: [String?] = tournaments.flatMap(\.stamps)
        result += entries.flatMap(\.stamps)
        result += tables.flatMap(\.stamps)
        result += seats.flatMap(\.stamps)
        result += byes.flatMap(\.stamps)
        result += choices.flatMap(\.stamps)
        result += tombstones.map { Optional($0.deletedAt) }
        return result
    }

    /// Adds another answer's rows (of other tournaments).
    mutating func append(_ other: SyncTournamentChanges) {
        tournaments += other.tournaments
        entries += other.entries
        tables += other.tables
        seats += other.seats
        byes += other.byes
        choices += other.choices
        let known = Set(tombstones.map(\.id))
        tombstones += other.tombstones.filter { !known.contains($0.id) }
    }

    /// The rows of `source` that `other` does not hold exactly the same.
    init(_ source: SyncTournamentChanges, minus other: SyncTournamentChanges) {
        func minus<Row: Hashable>(_ mine: [Row], _ theirs: [Row]) -> [Row] {
            let theirs = Set(theirs)
            return mine.filter { !theirs.contains($0) }
        }
        tournaments = minus(source.tournaments, other.tournaments)
        entries = minus(source.entries, other.entries)
        tables = minus(source.tables, other.tables)
        seats = minus(source.seats, other.seats)
        byes = minus(source.byes, other.byes)
        choices = minus(source.choices, other.choices)
        tombstones = minus(source.tombstones, other.tombstones)
    }
}
