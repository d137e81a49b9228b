import Foundation
import ScorekeeperStore

/// What is presented over the games list; nil means nothing.
public enum GamesDestination: Equatable, Sendable, DeletingListDestination {
    case addGame(Prompt)
    /// Tab in the add-game prompt: the new game's rules, before it is created.
    case addGameRules(title: String, Prompt)
    /// Ctrl-T in the add-game prompt: the sheets to choose from, the prompt kept to go back to.
    case chooseSheet(SheetChoice)
    /// The add-game prompt with a sheet chosen: the game is created on it (its rules are the sheet's).
    case addSheetGame(SheetLibrary.Entry, Prompt)
    case renameGame(Game.ID, Prompt)
    case confirmDelete(Game.ID, ConfirmationChoice)
    /// `e`: the selected game's evening.
    case evening(EveningOverlay)

    public var rowID: Game.ID? {
        switch self {
        case .renameGame(let id, _), .confirmDelete(let id, _): return id
        case .addGame, .addGameRules, .chooseSheet, .addSheetGame, .evening: return nil
        }
    }

    /// The prompt being edited, if this destination is one.
    public var prompt: Prompt? {
        get {
            switch self {
            case .addGame(let prompt), .addGameRules(_, let prompt), .addSheetGame(_, let prompt), .renameGame(_, let prompt):
                return prompt
            default: return nil
            }
        }
        set {
            guard let newValue else { return }
            switch self {
            case .addGame: self = .addGame(newValue)
            case .addGameRules(let title, _): self = .addGameRules(title: title, newValue)
            case .addSheetGame(let entry, _): self = .addSheetGame(entry, newValue)
            case .renameGame(let id, _): self = .renameGame(id, newValue)
            default: break
            }
        }
    }
}
