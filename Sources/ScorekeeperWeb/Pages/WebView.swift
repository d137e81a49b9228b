import ScorekeeperStore

/// One page of a scope, as its path and its event stream name it: `/`, `/standings`,
/// `/player/ID`, `/game/ID`, `/projector`.
enum WebView: Sendable, Equatable {
    /// The scope's own page: the game's board, the tournament's round, the evening.
    case main
    /// A tournament's standings with its tie-breaks.
    case standings
    /// An entrant's own page.
    case player(TournamentEntry.ID)
    /// A game of the evening.
    case game(Game.ID)
    /// Large type for a TV or a beamer.
    case projector

    /// The path that shows it.
    var path: String {
        switch self {
        case .main: "/"
        case .standings: "/standings"
        case .player(let id): "/player/" + id.lowercasedString
        case .game(let id): "/game/" + id.lowercasedString
        case .projector: "/projector"
        }
    }

    /// The name the event stream is asked for (`/events?view=NAME`), read back by `init(name:)`.
    var name: String {
        switch self {
        case .main: "main"
        case .standings: "standings"
        case .player(let id): "player-" + id.lowercasedString
        case .game(let id): "game-" + id.lowercasedString
        case .projector: "projector"
        }
    }

    init?(name: String) {
        switch name {
        case "main": self = .main
        case "standings": self = .standings
        case "projector": self = .projector
        default:
            if name.hasPrefix("player-"), let id = TournamentEntry.ID(uuidString: String(name.dropFirst(7))) {
                self = .player(id)
            } else if name.hasPrefix("game-"), let id = Game.ID(uuidString: String(name.dropFirst(5))) {
                self = .game(id)
            } else {
                return nil
            }
        }
    }
}
