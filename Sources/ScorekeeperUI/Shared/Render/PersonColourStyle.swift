import ScorekeeperStore

/// How a person's colour is drawn: a role (its hue at each colour depth) and a marker character,
/// so two people stay apart on a monochrome terminal as the chart's lines do.
extension PersonColour {
    public var role: Role {
        switch self {
        case .red: return .personRed
        case .green: return .personGreen
        case .yellow: return .personYellow
        case .blue: return .personBlue
        case .magenta: return .personMagenta
        case .cyan: return .personCyan
        case .orange: return .personOrange
        case .purple: return .personPurple
        case .teal: return .personTeal
        case .pink: return .personPink
        }
    }

    /// One marker per colour of the palette, none shared; the chart's shapes, but never a list's
    /// scroll marks (▲ ▼), which a name's marker must not be taken for.
    public var marker: Character {
        PersonColour.markers[PersonColour.allCases.firstIndex(of: self)! % PersonColour.markers.count]
    }

    static let markers: [Character] = ["●", "■", "◆", "✚", "✱", "○", "□", "△", "◇", "▽"]

    /// The palette's name for people, "red".
    public var name: String { rawValue }
}
