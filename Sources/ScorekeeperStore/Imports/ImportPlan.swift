import Foundation

/// What an import would do, worked out before the write lock is taken: every play read, checked
/// and matched to people and to the games already here. `AppDatabase.importPlays` writes it in
/// one transaction (checking again there); a dry run prints it.
public struct ImportPlan: Sendable {
    /// The files read, in the order given, with the format each was read as.
    public var files: [ImportPlanFile]
    /// Every play that makes a game (or is one already), in the files' order, once per game.
    public var games: [PlannedGame]
    /// The plays not imported (what Scorekeeper cannot represent, or what was left out).
    public var skipped: [PlannedSkip]
    /// The people the new games' players are, by name: those here already and those to be made.
    public var people: [PlannedPerson]
    /// Whether plays changed at the source since they were imported are written again.
    public var update: Bool

    /// The games the import makes.
    public var newGames: [PlannedGame] { games.filter { $0.status == .new } }
    /// The games here already that the source changed since they were imported.
    public var changedGames: [PlannedGame] { games.filter { $0.status == .changed } }
    /// The games the write touches: the new ones, and the changed ones with `--update`.
    public var writtenGames: [PlannedGame] { games.filter { $0.status == .new || (update && $0.status == .changed) } }
    /// Plays already here as they are at the source (imported before, or exported from here).
    public var unchangedCount: Int { games.count { $0.status == .unchanged || $0.status == .madeHere } }
    /// Plays whose game was deleted here: not brought back.
    public var deletedHereCount: Int { games.count { $0.status == .deletedHere } }
    /// Written plays whose source gives a date without a time of day (counted as 20:00).
    public var datesWithoutTime: Int { writtenGames.count { $0.play.playedAt.secondsIntoDay == nil } }
    /// How many kinds the written games are of (by the one "same name" rule).
    public var kindCount: Int { Set(writtenGames.map { PersonName.key($0.play.kind) }).count }
    /// How many plays the files hold (a BoardGameGeek play of quantity N counts N).
    public var playCount: Int { games.count + skipped.count + duplicateCount }
    /// Plays given twice (the same play in two files, or twice in one): imported once.
    public var duplicateCount: Int

    /// The summary: which formats were read and what was (or would be) made and skipped, one
    /// sentence a line: "BG Stats (plays.json): 412 plays → 390 games in 57 kinds, 23 people of
    /// whom 3 exist; 22 skipped: 14 cooperative, 6 ignored, 2 with teams."
    public func summary(dryRun: Bool) -> [String] {
        var lines: [String] = []
        let read = files.map { "\($0.format.displayName) (\(Sanitized.text($0.path)))" }.joined(separator: ", ")
        let existing = people.count { $0.existing }
        var sentence = "\(read): \(ImportPlan.count(playCount, "play")) → \(ImportPlan.count(writtenGames.count, "game"))"
            + " in \(ImportPlan.count(kindCount, "kind")), \(ImportPlan.count(people.count, "person", plural: "people")) of whom \(existing) exist"
        if !skipped.isEmpty {
            let reasons = ImportSkipReason.allCases.compactMap { reason -> String? in
                let count = skipped.count { $0.play.reason == reason }
                return count == 0 ? nil : "\(count) \(ImportPlan.reasonText(reason))"
            }
            sentence += "; \(skipped.count) skipped: " + reasons.joined(separator: ", ")
        }
        lines.append(sentence + ".")
        if unchangedCount > 0 { lines.append("\(ImportPlan.count(unchangedCount, "play")) already here: left as they are.") }
        if duplicateCount > 0 { lines.append("\(ImportPlan.count(duplicateCount, "play")) given twice: imported once.") }
        if deletedHereCount > 0 { lines.append("\(ImportPlan.count(deletedHereCount, "play")) deleted here: not brought back.") }
        let changed = changedGames
        if !changed.isEmpty {
            let names = changed.prefix(10).map { "\(Sanitized.text($0.play.kind)) (\($0.dayText))" }.joined(separator: ", ")
                + (changed.count > 10 ? ", …" : "")
            lines.append("\(ImportPlan.count(changed.count, "play")) changed at the source since imported: \(names)"
                         + (update ? (dryRun ? "; would be updated." : "; updated.") : "; run again with --update to update them."))
        }
        if datesWithoutTime > 0 {
            lines.append("\(ImportPlan.count(datesWithoutTime, "play")) with a date but no time: counted as played at 20:00.")
        }
        let made = people.filter { !$0.existing }
        if dryRun && !made.isEmpty {
            lines.append("New people: " + made.map { Sanitized.text($0.name) }.joined(separator: ", ") + ".")
        }
        return lines
    }

    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }

    /// How a reason reads after its count: "14 cooperative", "2 with teams".
    public static func reasonText(_ reason: ImportSkipReason) -> String {
        switch reason {
        case .cooperative: "cooperative"
        case .teams: "with teams"
        case .noPlayers: "with no players"
        case .ignored: "ignored"
        case .incomplete: "incomplete"
        case .noWinStats: "without win stats"
        }
    }
}

/// A file an import read.
extension ImportPlan {
    /// An import refused: why, as one sentence, then that nothing was written.
    public static func refusal(_ why: String) -> String {
        let ends = why.last.map { ".!?".contains($0) } ?? false
        return why + (ends ? "" : ".") + " Nothing was imported."
    }
}

public struct ImportPlanFile: Equatable, Sendable {
    public var path: String
    public var format: ImportFormat
}

/// One play of an import and the game it makes or is.
public struct PlannedGame: Sendable {
    /// Whether the play is new here, here already as it is, or changed at the source since.
    public enum Status: String, Sendable {
        /// Not here: the import makes it.
        case new
        /// Imported before, and the same at the source.
        case unchanged
        /// Imported before, and changed at the source since (written again only with `--update`).
        case changed
        /// A game made here that went to the other app (its id is the play's): here already.
        case madeHere
        /// Imported before and deleted here since: not brought back.
        case deletedHere
    }

    public var id: Game.ID
    public var format: ImportFormat
    public var path: String
    public var play: ImportedPlay
    /// "bgstats:UUID" (`games.importedFrom`).
    public var source: String
    public var digest: String
    /// When it was played, as a moment (the source's local time, 20:00 for a date alone).
    public var playedAt: Date
    /// Each player's name here (after the people map), in the play's order; nil: anonymous.
    public var names: [String?]
    /// The winners as the source states them (indexes into the players), nil when it states
    /// none and the scores decide.
    public var statedWinners: [Int]?
    public var status: Status

    /// The day it was played, as the summary names it.
    public var dayText: String {
        String(format: "%04d-%02d-%02d", play.playedAt.year, play.playedAt.month, play.playedAt.day)
    }
}

/// A play an import leaves out, and the file it is in.
public struct PlannedSkip: Equatable, Sendable {
    public var path: String
    public var play: ImportSkippedPlay
}

/// A person an import links players to.
public struct PlannedPerson: Equatable, Sendable {
    public var name: String
    /// Whether a live person of that name is here already (else the import makes one).
    public var existing: Bool
}
