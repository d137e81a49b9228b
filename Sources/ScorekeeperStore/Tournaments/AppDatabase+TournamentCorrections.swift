import Foundation
import GRDB

// Writes: what an organiser takes back or changes once a tournament is under way. Nothing is
// deleted: someone who leaves is marked so (a register), a round taken back has its pairing
// withdrawn (its games out of the lists), and each setting is a register of its own. So a copy
// that meanwhile paired the person, or played at the round, keeps what it saved when they meet.
extension AppDatabase {
    /// Takes out entrants whom no round has (entered by mistake): they vanish from the
    /// standings and the exports. Refuses, naming the rounds, anyone a round has (they drop).
    /// Returns the entries taken out.
    @discardableResult
    public func leaveTournament(id: Tournament.ID, entryIDs: [TournamentEntry.ID]) throws -> [TournamentEntry] {
        guard !entryIDs.isEmpty else { throw ScorekeeperError.other("Name someone to take out.") }
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            var leaving: [TournamentEntry] = []
            for entryID in entryIDs {
                guard let entry = snapshot.state.entry(entryID) else { throw ScorekeeperError.other("That entry was removed.") }
                guard !leaving.contains(where: { $0.id == entryID }) else {
                    throw ScorekeeperError.other("\(Sanitized.text(entry.name)) is named twice: name each person once.")
                }
                if let refusal = snapshot.state.leaveRefusal(of: entry) { throw ScorekeeperError.other(refusal) }
                leaving.append(entry)
            }
            let stamp = try Self.nextStamp(db, now: now)
            for entry in leaving {
                try db.execute(sql: #"UPDATE "tournamentEntries" SET "left" = 1, "leftChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [stamp, entry.id])
            }
            return leaving
        }
    }

    /// Takes back the last paired round while none of its tables has a result or a score: its
    /// pairing is withdrawn (not deleted) and its games leave the lists, so the round can be
    /// paired again. A copy that meanwhile played at it brings it back when they meet
    /// (`TournamentRoundPairings`: a withdrawn pairing played at counts). Returns the round.
    @discardableResult
    public func unpairLastRound(id: Tournament.ID) throws -> Int {
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let name = Sanitized.text(snapshot.tournament.name)
            guard let round = snapshot.state.rounds.last else {
                throw ScorekeeperError.other("\(name) has no round paired: there is nothing to take back.")
            }
            try Self.refuseInConflict(snapshot, round: round.number, doing: "take it back")
            try Self.refuseStarted(db, snapshot, round: round, doing: "take round \(round.number) back")
            let pairings = try snapshot.state.pairings(of: round.number)
                ?? TournamentRoundPairings(round: round.number, pairings: [Self.onlyPairing(db, snapshot, round: round)])
            let stamp = try Self.nextStamp(db, now: now)
            for pairing in pairings.pairings where pairing.choice != .withdrawn && pairing.choice != .setAside {
                try Self.writePairingChoice(db, tournamentID: id, round: round.number, pairing: pairing.id, choice: .withdrawn, stamp: stamp)
            }
            try Self.settleTournamentPairings(db, tournamentID: id)
            return round.number
        }
    }

    /// Changes some of a tournament's settings within their bounds, each its own register:
    /// planned rounds (never below the rounds paired), points and tie-breaks (any time; the
    /// standings follow), table size and the table games' rules or sheet (for the rounds not yet
    /// paired). The format never changes. Returns the tournament as it then stands.
    @discardableResult
    public func changeTournamentSettings(id: Tournament.ID, _ change: TournamentSettingsChange) throws -> Tournament {
        guard !change.isEmpty else {
            throw ScorekeeperError.other("Name a setting to change: rounds, points, tie-breaks, table size, rules, sheet, kind or round time.")
        }
        let rules = try change.gameRules?.validated()
        let kind = try change.kind.map { try NameValidation.validated($0, what: "Kind") }
        let now = self.now
        return try write { db in
            guard let snapshot = try Self.tournamentSnapshot(db, id: id) else { throw ScorekeeperError.other("That tournament was deleted.") }
            let name = Sanitized.text(snapshot.tournament.name)
            let state = snapshot.state
            let paired = state.currentRound
            let format = state.settings.format
            var settings = state.settings
            if let rounds = change.plannedRounds {
                guard format == .swiss || format == .tables else {
                    throw ScorekeeperError.other("A \(format.displayName) plays its own rounds: only a Swiss or tables event is given a number.")
                }
                if rounds < paired {
                    throw ScorekeeperError.other("\(name) has \(paired) rounds paired: it plays at least \(paired), not \(rounds).")
                }
                settings.plannedRounds = rounds
            }
            if let points = change.points {
                if paired > 0, points.isGameScore != settings.points.isGameScore {
                    throw ScorekeeperError.other("\(name) has played counting \(settings.points.isGameScore ? "the game's score" : "places' points"): its points change only to other \(settings.points.isGameScore ? "game scores" : "points per place").")
                }
                settings.points = points
            }
            if let tieBreaks = change.tieBreaks { settings.tieBreaks = tieBreaks }
            if let tableSize = change.tableSize { settings.tableSize = tableSize }
            let forLaterRounds = change.tableSize != nil || change.gameRules != nil || change.sheet != nil || kind != nil
            if forLaterRounds, state.isFinished || settings.plannedRounds.map({ paired >= $0 }) == true {
                throw ScorekeeperError.other("Every round of \(name) is paired: a table size, rules, sheet or kind would apply to none.")
            }
            try Self.check(settings)
            var tournament = snapshot.tournament
            tournament.settings = settings
            if let rules { tournament.gameRules = rules }
            if let sheet = change.sheet { tournament.sheet = sheet.text }
            if let kind { tournament.kind = kind }
            if let roundTime = change.roundTime {
                if let seconds = roundTime.seconds, !RoundClock.roundTimes.contains(seconds) {
                    throw ScorekeeperError.other("A round time is 1 minute to 24 hours, not \(seconds) seconds.")
                }
                tournament.roundClock.roundTime = roundTime.seconds
            }
            let before = snapshot.tournament.settings.tableGamesLowestWins
            tournament.settleTableGamesWinning()
            if paired > 0, settings.points.isGameScore, tournament.settings.tableGamesLowestWins != before {
                throw ScorekeeperError.other("\(name) has played counting the game's score with \(before ? "lowest" : "highest") wins: its rules keep that.")
            }
            let stamp = try Self.nextStamp(db, now: now)
            if change.plannedRounds != nil {
                try db.execute(sql: #"UPDATE "tournaments" SET "plannedRounds" = ?, "settingsChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [settings.plannedRounds, stamp, id])
            }
            if change.points != nil {
                try db.execute(sql: #"UPDATE "tournaments" SET "points" = ?, "pointsChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [settings.points.description, stamp, id])
            }
            if change.tieBreaks != nil {
                try db.execute(sql: #"UPDATE "tournaments" SET "tieBreaks" = ?, "tieBreaksChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [settings.tieBreakText, stamp, id])
            }
            if change.tableSize != nil {
                try db.execute(sql: #"UPDATE "tournaments" SET "tableSize" = ?, "tableSizeChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [settings.tableSize, stamp, id])
            }
            if change.gameRules != nil || change.sheet != nil {
                try db.execute(sql: #"UPDATE "tournaments" SET "gameRules" = ?, "sheet" = ?, "rulesChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [tournament.gameRules?.summary, tournament.sheet, stamp, id])
            }
            if let kind {
                // The table games paired later take it; those already made keep the kind they were played as.
                try db.execute(sql: #"UPDATE "tournaments" SET "kind" = ?, "kindChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [kind, stamp, id])
            }
            if change.roundTime != nil {
                // The clock's stamps stay: a round running reads against the new time at once.
                try db.execute(sql: #"UPDATE "tournaments" SET "roundTime" = ?, "roundTimeChangedAt" = ? WHERE "id" = ?"#,
                               arguments: [tournament.roundClock.roundTime, stamp, id])
            }
            return tournament
        }
    }
}

/// The settings `changeTournamentSettings` changes; nil leaves one as it is.
public struct TournamentSettingsChange: Sendable {
    public var plannedRounds: Int?
    public var points: TournamentPoints?
    public var tieBreaks: [TieBreak]?
    public var tableSize: Int?
    /// The table games' rules line (for the rounds paired later).
    public var gameRules: GameRules?
    /// The score sheet the table games follow (for the rounds paired later).
    public var sheet: SheetLibrary.Entry?
    /// What the table games paired later count as in statistics.
    public var kind: String?
    /// The round clock's time, or off.
    public var roundTime: RoundTime?

    /// A round time to set: so many seconds, or none (the clock is removed).
    public enum RoundTime: Sendable, Equatable {
        case off
        case seconds(Int)

        /// As `RoundTimeText.seconds` reads it: nil is off.
        public init(seconds: Int?) { self = seconds.map(RoundTime.seconds) ?? .off }

        var seconds: Int? {
            if case .seconds(let seconds) = self { return seconds }
            return nil
        }
    }

    public init(plannedRounds: Int? = nil, points: TournamentPoints? = nil, tieBreaks: [TieBreak]? = nil, tableSize: Int? = nil,
                gameRules: GameRules? = nil, sheet: SheetLibrary.Entry? = nil, kind: String? = nil, roundTime: RoundTime? = nil) {
        self.plannedRounds = plannedRounds
        self.points = points
        self.tieBreaks = tieBreaks
        self.tableSize = tableSize
        self.gameRules = gameRules
        self.sheet = sheet
        self.kind = kind
        self.roundTime = roundTime
    }

    public var isEmpty: Bool {
        plannedRounds == nil && points == nil && tieBreaks == nil && tableSize == nil && gameRules == nil && sheet == nil && kind == nil
            && roundTime == nil
    }
}
