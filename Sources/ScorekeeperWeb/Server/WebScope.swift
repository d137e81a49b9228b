import ScorekeeperStore

/// What one running server shows: a game, a tournament, or an evening; nothing else of the file
/// is reachable through it.
public enum WebScope: Sendable, Equatable {
    case game(Game.ID)
    case tournament(Tournament.ID)
    /// An evening by its date, `YYYY-MM-DD` (the evening's 06:00-to-06:00 rule, `Evening`).
    case evening(String)
}
