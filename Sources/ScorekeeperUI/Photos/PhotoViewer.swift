import Foundation
import ScorekeeperStore

/// The full-window photo view of one player: loading, drawn at a size, or why it failed.
public struct PhotoViewer: Equatable, Sendable {
    /// What the viewer has to show.
    public enum Content: Equatable, Sendable {
        case loading
        case art(CellArt)
        case failed(String)
    }

    public var playerID: Player.ID
    public var playerName: String
    public var content: Content = .loading
    /// The box the current art was made for; a resize makes it again.
    public var madeFor: TerminalSize?

    public init(playerID: Player.ID, playerName: String) {
        self.playerID = playerID
        self.playerName = playerName
    }
}
