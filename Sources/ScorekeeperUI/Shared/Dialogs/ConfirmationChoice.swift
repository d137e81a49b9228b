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
