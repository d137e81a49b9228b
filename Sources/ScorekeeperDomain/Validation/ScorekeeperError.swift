import Foundation

/// Every failure Scorekeeper explains to a person: one line, no stack trace, nothing written.
/// The text says what is wrong, in words any surface can show; where to look next is each
/// surface's to add (the command line names its commands: see `ScorekeeperError+Pointer`).
public enum ScorekeeperError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// A title or name was refused; the associated text says why.
    case invalidName(String)
    /// A score change or value that would not fit in a 64-bit integer.
    case scoreOverflow
    case gameNotFound(String)
    case playerNotFound(String)
    /// A title that names no game, with the nearest titles there are.
    case gameNotNamed(String, suggestions: [String])
    /// A name that names no player (in the game given, when one was), with the nearest names.
    case playerNotNamed(String, game: String?, suggestions: [String])
    /// A name that names no person, with the nearest names.
    case personNotNamed(String, suggestions: [String])
    /// No tournament has this name.
    case tournamentNotNamed(String, suggestions: [String])
    /// What a tournament (named by its name) does not have: an entrant, a round or a table asked
    /// for. The text says which ("No one named 'Zed' is in Club.", "Club has no table 7 in round 1.").
    case notInTournament(String, tournament: String)
    /// A title or name that several games or players share; the text lists them.
    case ambiguousName(String)
    /// A score change reference that matches no change in any history.
    case changeNotFound(String)
    /// Undo in a game (named by its title) whose changes are all undone already.
    case nothingToUndo(String)
    /// Redo in a game (named by its title) with nothing undone that may come back.
    case nothingToRedo(String)
    /// A score write, round or rules change in a finished game (named by its title).
    case gameFinished(String)
    /// Reopening a game (named by its title) that is not finished.
    case gameNotFinished(String)
    /// A reference that matches more than one id; lists the candidates.
    case ambiguousReference(String, candidates: [String])
    /// The database file cannot be used; the text says why (not a database, newer, read-only...).
    case database(String)
    /// Another program held the file's write lock for longer than the busy timeout; the text names
    /// the file. Nothing was changed, so the same write may be asked for again.
    case databaseLocked(String)
    /// A photo was refused; the text says why (missing file, not an image, too large...).
    case photo(String)
    case noPhoto(String)
    /// Anything else worth one line.
    case other(String)

    public var description: String {
        switch self {
        case .invalidName(let why): return why
        case .scoreOverflow: return "That score change would overflow: scores stay between \(Int.min) and \(Int.max)."
        case .gameNotFound(let ref): return "No game matches '\(Sanitized.text(ref))'."
        case .playerNotFound(let ref): return "No player matches '\(Sanitized.text(ref))'."
        case .gameNotNamed(let title, let suggestions):
            return "No game named '\(Sanitized.text(title))'.\(Self.didYouMean(suggestions))"
        case .playerNotNamed(let name, let game, let suggestions):
            let place = game.map { " in \(Sanitized.text($0))" } ?? " in an unfinished game"
            return "No player named '\(Sanitized.text(name))'\(place).\(Self.didYouMean(suggestions))"
        case .personNotNamed(let name, let suggestions):
            return "No person named '\(Sanitized.text(name))'.\(Self.didYouMean(suggestions))"
        case .tournamentNotNamed(let name, let suggestions):
            return "No tournament named '\(Sanitized.text(name))'.\(Self.didYouMean(suggestions))"
        case .notInTournament(let why, _): return why
        case .ambiguousName(let why): return why
        case .changeNotFound(let ref): return "No score change matches '\(Sanitized.text(ref))'."
        case .nothingToUndo(let title): return "Nothing to undo in \(Sanitized.text(title))."
        case .nothingToRedo(let title): return "Nothing to redo in \(Sanitized.text(title))."
        case .gameFinished(let title): return "\(Sanitized.text(title)) is finished: reopen it to change it."
        case .gameNotFinished(let title): return "\(Sanitized.text(title)) is not finished."
        case .ambiguousReference(let ref, let candidates):
            return "'\(Sanitized.text(ref))' is ambiguous; it matches \(candidates.joined(separator: ", "))."
        case .database(let why): return why
        case .databaseLocked(let why): return why
        case .photo(let why): return why
        case .noPhoto(let name): return "\(Sanitized.text(name)) has no photo."
        case .other(let why): return why
        }
    }

    public var errorDescription: String? { description }

    /// " Did you mean 'A' or 'B'?", or nothing when nothing is near.
    public static func didYouMean(_ suggestions: [String]) -> String {
        guard !suggestions.isEmpty else { return "" }
        let quoted = suggestions.map { "'\(Sanitized.text($0))'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return " Did you mean \(list)?"
    }
}
