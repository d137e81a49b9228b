/// The two buttons of a confirmation dialog; the dialog opens on `.cancel`, the safe one.
public enum ConfirmationChoice: Equatable, Sendable {
    case cancel
    case confirm

    public var toggled: ConfirmationChoice { self == .cancel ? .confirm : .cancel }
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
