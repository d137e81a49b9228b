/// The two buttons of a confirmation dialog; the dialog opens on `.cancel`, the safe one.
public enum ConfirmationChoice: Equatable, Sendable {
    case cancel
    case confirm

    public var toggled: ConfirmationChoice { self == .cancel ? .confirm : .cancel }

    /// What a key does to an open yes/no confirmation whose highlighted button is `self`; the
    /// same for every screen, so each one only says what confirming means.
    func outcome(of action: Action) -> ConfirmationOutcome {
        switch action {
        case .confirm: return .confirmed
        case .decline: return .dismissed
        case .nextChoice, .previousChoice: return .highlight(toggled)
        case .activateChoice: return self == .confirm ? .confirmed : .dismissed
        default: return .ignored
        }
    }
}

/// The result of a key in a confirmation: go ahead, close it, move the highlight, or nothing.
enum ConfirmationOutcome: Equatable {
    case confirmed
    case dismissed
    case highlight(ConfirmationChoice)
    case ignored
}

/// The choices of the "Player photo" dialog, top to bottom.
public enum PhotoDialogChoice: CaseIterable, Equatable, Sendable {
    case selectNewPhoto
    case removePhoto
    case cancel

    public var title: String {
        switch self {
        case .selectNewPhoto: return "Select new photo"
        case .removePhoto: return "Remove photo"
        case .cancel: return "Cancel"
        }
    }

    public var next: PhotoDialogChoice {
        let all = PhotoDialogChoice.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var previous: PhotoDialogChoice {
        let all = PhotoDialogChoice.allCases
        return all[(all.firstIndex(of: self)! + all.count - 1) % all.count]
    }
}
