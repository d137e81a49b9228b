import Foundation
import ScorekeeperStore

/// What is presented over a game's player list; nil means nothing.
public enum GameDestination: Equatable, Sendable, DeletingListDestination, PickerDestination {
    /// `a`: a name, completed from known people with Tab.
    case addPlayer(Prompt, NameCompletion)
    /// After a known person joins: "Use NAME's last photo?" for the new player, from `source`.
    case confirmLastPhoto(Player.ID, source: Player.ID, name: String, ConfirmationChoice)
    case renamePlayer(Player.ID, Prompt)
    case enterScore(Player.ID, Prompt)
    case confirmDelete(Player.ID, ConfirmationChoice)
    /// "Player photo": select a new one, show the person's instead or make it theirs, remove it,
    /// or cancel (`PhotoDialogChoice.choices(for:personName:)` says which).
    case photoDialog(Player.ID, PhotoDialogChoice)
    case photoPicker(PhotoPicker)
    case photoViewer(PhotoViewer)
    /// `R`: the rules as one editable line ("lowest wins · target 100 · 6 rounds").
    case editRules(Prompt)
    /// `K`: the kind of game statistics count it under, typed afresh (the current one is the hint).
    case editKind(Prompt)
    /// Enter in the round grid: a player's points in the current round, then the next player's.
    case roundPoints(RoundEntry)
    /// Enter on the sheet: an entry for a player, in the sheet's notation (a category's points).
    case sheetEntry(SheetEntry)
    /// "Finish the game?", naming the winners. Declining may go on to the next round (when it was
    /// `n` that asked, because a player reached the target).
    case confirmFinish(ConfirmationChoice, thenNextRound: Bool)
    /// `f` in a finished game: "Reopen it?"
    case confirmReopen(ConfirmationChoice)
    /// `m` in a game still being played: "Start a rematch?" (this game stays as it is).
    case confirmRematch(ConfirmationChoice)
    /// A round typed whole that does not add up to what the rules want: "Round 3 adds up to 24,
    /// not 26: save anyway?" (declining goes back to the round's first prompt).
    case confirmRoundTotal(RoundEntry, total: Int, ConfirmationChoice)
    /// Esc in a round's prompt with scores typed: "Save the 2 scores typed? Round 3 is not
    /// complete", to save, discard or keep typing. The entry is the one Esc left (its prompt as
    /// it was, to go back to).
    case confirmStopRound(RoundEntry, RoundStopChoice)

    public var rowID: Player.ID? {
        switch self {
        case .renamePlayer(let id, _), .enterScore(let id, _), .confirmDelete(let id, _), .photoDialog(let id, _),
             .confirmLastPhoto(let id, _, _, _):
            return id
        case .roundPoints(let entry): return entry.playerID
        case .sheetEntry(let entry): return entry.playerID
        case .photoPicker(let picker): return picker.playerID
        case .photoViewer(let viewer): return viewer.playerID
        case .addPlayer, .editRules, .editKind, .confirmFinish, .confirmReopen, .confirmRematch, .confirmRoundTotal,
             .confirmStopRound: return nil
        }
    }

    public var prompt: Prompt? {
        get {
            switch self {
            case .addPlayer(let prompt, _), .renamePlayer(_, let prompt), .enterScore(_, let prompt), .editRules(let prompt),
                 .editKind(let prompt):
                return prompt
            case .roundPoints(let entry): return entry.prompt
            case .sheetEntry(let entry): return entry.prompt
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .addPlayer(_, var completion):
                // An edit of the name ends a Tab cycle.
                if newValue.field.text != prompt?.field.text { completion.reset() }
                self = .addPlayer(newValue, completion)
            case .renamePlayer(let id, _): self = .renamePlayer(id, newValue)
            case .enterScore(let id, _): self = .enterScore(id, newValue)
            case .editRules: self = .editRules(newValue)
            case .editKind: self = .editKind(newValue)
            case .roundPoints(var entry):
                entry.prompt = newValue
                self = .roundPoints(entry)
            case .sheetEntry(var entry):
                entry.prompt = newValue
                self = .sheetEntry(entry)
            default: break
            }
        }
    }

    public var shownPickerCase: PhotoPicker? {
        if case .photoPicker(let picker) = self { picker } else { nil }
    }

    /// The round being typed into the grid, if this is its prompt or its total's question.
    public var roundEntry: RoundEntry? {
        switch self {
        case .roundPoints(let entry), .confirmRoundTotal(let entry, _, _), .confirmStopRound(let entry, _): return entry
        default: return nil
        }
    }

    /// The sheet entry being typed, if this is its prompt.
    public var sheetEntry: SheetEntry? {
        if case .sheetEntry(let entry) = self { return entry }
        return nil
    }

    public var viewer: PhotoViewer? {
        get {
            if case .photoViewer(let viewer) = self { return viewer }
            return nil
        }
        set {
            if let newValue, case .photoViewer = self { self = .photoViewer(newValue) }
        }
    }
}
