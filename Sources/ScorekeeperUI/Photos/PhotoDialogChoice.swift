import Foundation
import ScorekeeperStore

/// One choice of a photo dialog ("Player photo", "Person photo"). Which are offered depends on
/// the photos there are, so the view, the keys and the action all read the same
/// `choices(for:personName:)` (or `personChoices`), never a fixed list.
public enum PhotoDialogChoice: Equatable, Sendable {
    case selectNewPhoto
    /// The player's own photo goes, so their person's shows ("Use Ann's photo"); `u` puts it back.
    case usePersonPhoto
    /// The player's own photo becomes their person's ("Make it Ann's photo").
    case makePersonPhoto
    case removePhoto
    case cancel

    /// How long a person's name may be in a choice's title: the dialog is `dialogWidth` wide,
    /// less its borders, the focus marker and the rest of the longest title ("Make it 's photo").
    static let dialogWidth = 34
    static let longestNameWidth = dialogWidth - 4 - 2 - DisplayWidth.of("Make it 's photo")

    /// The title shown; a person's name, cleaned for the terminal, is cut to fit the dialog.
    public func title(personName: String?) -> String {
        let name = DisplayWidth.truncate(Sanitized.text(personName ?? "their person"), toWidth: Self.longestNameWidth)
        switch self {
        case .selectNewPhoto: return "Select new photo"
        case .usePersonPhoto: return "Use \(name)'s photo"
        case .makePersonPhoto: return "Make it \(name)'s photo"
        case .removePhoto: return "Remove photo"
        case .cancel: return "Cancel"
        }
    }

    /// Whether it loses something (drawn in the danger colours).
    public var isDestructive: Bool { self == .removePhoto }

    /// The "Player photo" dialog's choices for a player with a photo of their own. Linked to a
    /// person with a photo, "Remove photo" would show the person's, so it is offered as that;
    /// linked to one without, the photo may become theirs. `personName` is nil for a player
    /// linked to no person.
    public static func choices(for row: PlayerRow, personName: String?) -> [PhotoDialogChoice] {
        guard row.hasPhoto else { return [.selectNewPhoto, .cancel] }
        guard personName != nil else { return [.selectNewPhoto, .removePhoto, .cancel] }
        return row.hasPersonPhoto ? [.selectNewPhoto, .usePersonPhoto, .cancel]
            : [.selectNewPhoto, .makePersonPhoto, .removePhoto, .cancel]
    }

    /// The "Person photo" dialog's choices (it opens only for a person with a photo).
    public static let personChoices: [PhotoDialogChoice] = [.selectNewPhoto, .removePhoto, .cancel]

    /// The choice below this one among `choices`, round to the top.
    public func next(in choices: [PhotoDialogChoice]) -> PhotoDialogChoice {
        guard let index = choices.firstIndex(of: self) else { return choices.first ?? self }
        return choices[(index + 1) % choices.count]
    }

    /// The choice above this one among `choices`, round to the bottom.
    public func previous(in choices: [PhotoDialogChoice]) -> PhotoDialogChoice {
        guard let index = choices.firstIndex(of: self) else { return choices.first ?? self }
        return choices[(index + choices.count - 1) % choices.count]
    }

    /// The choice a shortcut key asks for, when it is among `choices`: `r` removes the player's
    /// own photo, which with a person's photo there is "Use Ann's photo"; `o` is the person's
    /// choice either way.
    static func chosen(by action: Action, among choices: [PhotoDialogChoice]) -> PhotoDialogChoice? {
        let wanted: [PhotoDialogChoice]
        switch action {
        case .selectNewPhoto: wanted = [.selectNewPhoto]
        case .removePhoto: wanted = [.removePhoto, .usePersonPhoto]
        case .personPhotoChoice: wanted = [.usePersonPhoto, .makePersonPhoto]
        case .cancel: wanted = [.cancel]
        default: return nil
        }
        return wanted.first(where: choices.contains)
    }
}
