import ScorekeeperStore

/// The symbols the interface marks things with, chosen from what common monospace fonts carry
/// (DejaVu Sans Mono, Liberation Mono, the fonts terminals ship with): an emoji such as a trophy
/// is a box in xterm and kitty with those fonts.
enum Glyphs {
    /// Next to a leading player.
    static let leader = "★"
    /// Before a finished game's winners.
    static let winner = "♛"
    /// A cut-off text or number.
    static let ellipsis = "…"
    /// Before the player whose turn it is.
    static let turn = "▶"
    /// Before the player who deals this round: a letter, since ◆ and the other shapes mark people.
    static let dealer = "D"
    /// Before the game clock while it runs, and while it is paused.
    static let clock = "⏱"
    static let paused = "⏸"
    /// A sheet's cell not filled yet.
    static let emptyCell = Sheet.emptyCell
}
