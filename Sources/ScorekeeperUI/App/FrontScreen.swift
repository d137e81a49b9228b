import Foundation

/// The screen in front, with its model: the one place that says which it is. The games list is
/// always there underneath; the People or the Tournaments screen opens over it, and a game over
/// any of them.
@MainActor
public enum FrontScreen {
    case games(GamesListModel)
    case people(PeopleModel)
    case tournaments(TournamentsModel)
    case game(GameModel)

    /// What every front screen's model answers, whichever it is.
    var model: any FrontScreenModel {
        switch self {
        case .games(let model): return model
        case .people(let model): return model
        case .tournaments(let model): return model
        case .game(let model): return model
        }
    }
}

/// A model that can be the screen in front: its keys, what its actions and typed characters do,
/// and the mouse over its rows.
@MainActor
protocol FrontScreenModel: MouseTarget {
    var keyTable: KeyTable { get }
    func perform(_ action: Action)
    func type(_ character: Character)
}

extension GamesListModel: FrontScreenModel {}
extension PeopleModel: FrontScreenModel {}
extension GameModel: FrontScreenModel {}
extension TournamentsModel: FrontScreenModel {}

extension AppModel {
    /// The screen in front: the open game, else the People or Tournaments screen when open,
    /// else the games.
    public var front: FrontScreen {
        if let game { return .game(game) }
        if let people { return .people(people) }
        if let tournaments { return .tournaments(tournaments) }
        return .games(gamesList)
    }
}
