import Foundation

/// How the games list is ordered.
public enum GameOrder: String, CaseIterable, Sendable {
    /// Most recently played or changed first.
    case mostRecent
    case title
    case playerCount

    /// The next order in the cycle the interface's `s` key walks through.
    public var next: GameOrder {
        let all = GameOrder.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var label: String {
        switch self {
        case .mostRecent: return "most recent"
        case .title: return "title"
        case .playerCount: return "player count"
        }
    }
}
