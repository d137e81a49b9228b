import Foundation
import ScorekeeperStore

/// What is presented over the Tournaments screen or one tournament; nil means nothing. What is
/// about a tournament names it by id, so it closes when that tournament goes.
public enum TournamentsDestination: Equatable, Sendable, DeletingListDestination {
    /// `a`: the new tournament's name.
    case addTournament(Prompt)
    /// Enter in the name prompt: the formats, one highlighted; the name kept to go back to.
    case chooseFormat(name: String, TournamentFormat)
    /// Enter on a format: its settings asked one by one, each offering the format's default.
    case tournamentSetting(TournamentDraft, Prompt)
    /// The last setting answered: "Make Club Swiss? Swiss, 5 rounds, points 1,0.5,0, …"
    case confirmCreate(TournamentDraft, ConfirmationChoice)
    /// `d`: "Delete tournament X? Its games stay."
    case confirmDelete(Tournament.ID, ConfirmationChoice)
    /// `a` on a tournament: whom to enter (an entrant added by name).
    case join(Tournament.ID, Prompt)
    /// `p` while a table of the current round has no result: the next round waits for them. What
    /// it says is read from the tournament as it is now (results entered anywhere count down),
    /// and once every table has its result it asks to pair.
    case confirmPair(Tournament.ID, ConfirmationChoice)
    /// `r` on a table: its result typed as `tournament result` takes it ("clear" takes it back).
    case enterResult(Tournament.ID, table: TournamentTable.ID, Prompt)
    /// `d` on someone in the standings: "X will not be paired after round N; their games still count."
    case confirmDrop(Tournament.ID, TournamentEntry.ID, ConfirmationChoice)
    /// `s` on someone in the standings: whom to swap them with, chosen in the standings.
    case chooseSwap(Tournament.ID, first: TournamentEntry.ID)
    /// The second chosen and the swap breaks pairing rules: the rules named before it is made.
    case confirmSwap(Tournament.ID, TournamentEntry.ID, TournamentEntry.ID, warnings: [String], ConfirmationChoice)
    /// `P`: pair the round being played again?
    case confirmRepair(Tournament.ID, round: Int, ConfirmationChoice)
    /// `w` on a round in conflict: its contending pairings, one highlighted (by id).
    case keepPairing(Tournament.ID, round: Int, highlighted: String)
    /// `A` on a table whose reports differ: its reports, one a line, the highlighted seat's
    /// accepted with Enter.
    case chooseReport(Tournament.ID, table: TournamentTable.ID, highlighted: Int)
    /// `X` on a table with reports: "Reject the reports of table 4?"
    case confirmRejectReports(Tournament.ID, table: TournamentTable.ID, ConfirmationChoice)
    /// `*`: "Accept the reports of tables 2 and 5?" (those whose reports agree).
    case confirmAcceptAllReports(Tournament.ID, ConfirmationChoice)

    public var rowID: Tournament.ID? {
        switch self {
        case .confirmDelete(let id, _), .join(let id, _), .confirmPair(let id, _), .enterResult(let id, _, _),
             .confirmDrop(let id, _, _), .chooseSwap(let id, _), .confirmSwap(let id, _, _, _, _), .confirmRepair(let id, _, _),
             .keepPairing(let id, _, _), .chooseReport(let id, _, _), .confirmRejectReports(let id, _, _),
             .confirmAcceptAllReports(let id, _):
            return id
        case .addTournament, .chooseFormat, .tournamentSetting, .confirmCreate: return nil
        }
    }

    /// Whether what it is about is still in `state`: the table of a result, the people of a
    /// drop or a swap, the round to pair again (still the one being played).
    func stillApplies(to state: TournamentState) -> Bool {
        switch self {
        case .confirmRepair(_, let round, _): return state.currentRound == round
        case .keepPairing(_, let round, _): return state.pairings(of: round)?.isInConflict == true
        case .enterResult(_, let table, _), .chooseReport(_, let table, _), .confirmRejectReports(_, let table, _):
            return state.rounds.contains { $0.tables.contains { $0.id == table } }
        case .confirmDrop(_, let entry, _), .chooseSwap(_, let entry): return state.entry(entry) != nil
        case .confirmSwap(_, let a, let b, _, _): return state.entry(a) != nil && state.entry(b) != nil
        default: return true
        }
    }

    public var prompt: Prompt? {
        get {
            switch self {
            case .addTournament(let prompt), .join(_, let prompt), .enterResult(_, _, let prompt), .tournamentSetting(_, let prompt):
                return prompt
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .addTournament: self = .addTournament(newValue)
            case .join(let id, _): self = .join(id, newValue)
            case .enterResult(let id, let table, _): self = .enterResult(id, table: table, newValue)
            case .tournamentSetting(let draft, _): self = .tournamentSetting(draft, newValue)
            default: break
            }
        }
    }
}
