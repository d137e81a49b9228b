import Foundation
import ScorekeeperStore

/// What a game's screen shows under its header, each view with what belongs to it: the players
/// (as a list or as the round grid) with the one thing presented over them, the chart with its
/// lines, or the history. One value, so a state such as "the chart with a points prompt open"
/// cannot be written down.
public enum GameScreen: Equatable {
    /// One row per player with avatar and score.
    case list(GameDestination?)
    /// A row per player, a column per round, the total (`t`).
    case grid(GameDestination?)
    /// A sheet game's sheet (`t`): a row per cell, a column per player, the cursor on one cell.
    case sheet(SheetCursor, GameDestination?)
    /// Each player's total over the game (`c`); closing it returns to the view it came from.
    case chart(ChartScreen)
    /// The game's changes, newest first (`h`); closing it returns to the view it came from.
    case history(HistoryModel, returnTo: PlayersView)

    /// The two views of the players themselves.
    public enum PlayersView: Equatable, Sendable {
        case list
        case grid
    }

    public static func == (lhs: GameScreen, rhs: GameScreen) -> Bool {
        switch (lhs, rhs) {
        case (.list(let a), .list(let b)), (.grid(let a), .grid(let b)): return a == b
        case (.sheet(let c, let a), .sheet(let d, let b)): return c == d && a == b
        case (.chart(let a), .chart(let b)): return a == b
        case (.history(let a, let x), .history(let b, let y)): return a === b && x == y
        default: return false
        }
    }

    /// The players' view on screen, or the one under the chart or history. The sheet returns to
    /// the list and lays out no player rows of its own.
    public var playersView: PlayersView {
        switch self {
        case .list, .sheet: return .list
        case .grid: return .grid
        case .chart(let chart): return chart.returnTo
        case .history(_, let view): return view
        }
    }

    /// What is presented over the players; nil for nothing, and in the chart and the history.
    public var destination: GameDestination? {
        switch self {
        case .list(let destination), .grid(let destination), .sheet(_, let destination): return destination
        case .chart, .history: return nil
        }
    }

    /// The same view of the players with `destination` over it (the chart and the history have
    /// none: they are left as they are).
    func presenting(_ destination: GameDestination?) -> GameScreen {
        switch self {
        case .list: return .list(destination)
        case .grid: return .grid(destination)
        case .sheet(let cursor, _): return .sheet(cursor, destination)
        case .chart, .history: return self
        }
    }

    public var history: HistoryModel? {
        if case .history(let history, _) = self { return history }
        return nil
    }

    /// The sheet's cursor, when the sheet is open.
    public var sheetCursor: SheetCursor? {
        if case .sheet(let cursor, _) = self { return cursor }
        return nil
    }

    public var chart: ChartScreen? {
        if case .chart(let chart) = self { return chart }
        return nil
    }
}

/// The chart (`c`): the view it returns to, and its lines once read.
public struct ChartScreen: Equatable, Sendable {
    public var returnTo: GameScreen.PlayersView
    /// Nil until the first read arrives.
    public var series: ChartSeries?

    public init(returnTo: GameScreen.PlayersView, series: ChartSeries? = nil) {
        self.returnTo = returnTo
        self.series = series
    }
}

/// A round being typed into the grid (Enter): whose points the prompt asks for, the seats in
/// order, where it started (it goes round the table once, to the player before), and the points
/// typed so far.
public struct RoundEntry: Equatable, Sendable {
    public var playerID: Player.ID
    public var prompt: Prompt
    public var order: [Player.ID]
    public var startID: Player.ID
    /// The points typed so far, by player: saved together, as one step for undo, once the round
    /// is in (or Esc stops it).
    public var typed: [Player.ID: Int] = [:]
    /// Whether Esc stopped it before it went round the table: saved, it is not a round that is
    /// in (no offer to finish follows).
    public var stopped = false

    public init(playerID: Player.ID, prompt: Prompt, order: [Player.ID], startID: Player.ID) {
        self.playerID = playerID
        self.prompt = prompt
        self.order = order
        self.startID = startID
    }

    /// The player after `playerID` in the entry's order, wrapping round; nil once that would be
    /// where the entry started (everyone has had a turn). Players gone since are skipped.
    func nextPlayer(among present: (Player.ID) -> Bool) -> Player.ID? {
        guard let index = order.firstIndex(of: playerID) else { return nil }
        for step in 1..<max(order.count, 1) {
            let candidate = order[(index + step) % order.count]
            if candidate == startID { return nil }
            if present(candidate) { return candidate }
        }
        return nil
    }
}
