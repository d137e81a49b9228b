import Foundation

/// What a write did to a game, for when it was last played: only play (a score, a round, the
/// finish) makes a game "most recent", moves it up the games list and onto the watch, and is what
/// the list's "last played" shows. A photo, a rename, a rules change or a player added or renamed
/// is no play: a photo changed in last month's game leaves it where it was.
public enum GameActivity: Sendable, CaseIterable {
    /// A score changed, or a change was undone, redone, corrected or deleted.
    case score
    /// A round was started or recorded whole.
    case round
    /// The game was finished or reopened.
    case finish
    /// Its rules or kind changed.
    case rules
    /// The game was renamed.
    case rename
    /// A player was added, renamed or deleted.
    case players
    /// A player's photo was added, changed or removed.
    case photo

    /// Whether it is play, which stamps the game's `updatedAt` (its "last played").
    public var isPlay: Bool {
        switch self {
        case .score, .round, .finish: true
        case .rules, .rename, .players, .photo: false
        }
    }
}
