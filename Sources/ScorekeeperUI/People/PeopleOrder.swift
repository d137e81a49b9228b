import Foundation
import ScorekeeperStore

/// A row of the People screen: a person's figures, keyed by the person's id.
public struct PersonRow: Identifiable, Equatable, Sendable {
    public var figures: PeopleStatistics.PersonFigures

    public var id: Person.ID { figures.id }
    public var person: Person { figures.person }
    public var colour: PersonColour { figures.person.colour }

    init(_ figures: PeopleStatistics.PersonFigures) {
        self.figures = figures
    }
}

/// The People screen's order, one per column; `s` goes through them as the games list's does.
public enum PeopleOrder: String, CaseIterable, Sendable {
    case name, games, wins, winRate, rating, lastPlayed

    public var next: PeopleOrder {
        let all = PeopleOrder.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var label: String {
        switch self {
        case .name: return "name"
        case .games: return "games"
        case .wins: return "wins"
        case .winRate: return "win rate"
        case .rating: return "rating"
        case .lastPlayed: return "last played"
        }
    }

    /// The rows in this order: names A to Z, every figure largest (or latest) first; ties by
    /// name in natural order, then id, so the order is the same on every run.
    func sorted(_ rows: [PersonRow]) -> [PersonRow] {
        rows.sorted { a, b in
            let byName = { a.figures.precedesByName(b.figures) }
            func descending<T: Comparable>(_ x: T, _ y: T) -> Bool { x == y ? byName() : x > y }
            switch self {
            case .name: return byName()
            case .games: return descending(a.figures.games, b.figures.games)
            case .wins: return descending(a.figures.wins, b.figures.wins)
            case .winRate: return descending(a.figures.winRate, b.figures.winRate)
            case .rating: return descending(a.figures.rating.ordinal, b.figures.rating.ordinal)
            case .lastPlayed:
                return descending(a.figures.lastPlayed ?? .distantPast, b.figures.lastPlayed ?? .distantPast)
            }
        }
    }
}
