import Foundation
import ScorekeeperCore

/// What is presented over the Tournaments screen or one tournament; nil means nothing. What is
/// about a tournament names it by id, so it closes when that tournament goes.
public enum TournamentsDestination: Equatable, Sendable, DeletingListDestination {
    /// `a`: the new tournament's name.
    case addTournament(Prompt)
    /// Enter in the name prompt: the formats, one highlighted; the name kept to go back to.
    case chooseFormat(name: String, TournamentFormat)
    /// `d`: "Delete tournament X? Its games stay."
    case confirmDelete(Tournament.ID, ConfirmationChoice)
    /// `j` on a tournament: whom to enter.
    case join(Tournament.ID, Prompt)
    /// `p` while a table of the current round has no result: pair the next round anyway?
    case confirmPair(Tournament.ID, unfinished: Int, ConfirmationChoice)

    public var rowID: Tournament.ID? {
        switch self {
        case .confirmDelete(let id, _), .join(let id, _), .confirmPair(let id, _, _): return id
        case .addTournament, .chooseFormat: return nil
        }
    }

    public var prompt: Prompt? {
        get {
            switch self {
            case .addTournament(let prompt), .join(_, let prompt): return prompt
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .addTournament: self = .addTournament(newValue)
            case .join(let id, _): self = .join(id, newValue)
            default: break
            }
        }
    }
}
