import Foundation
import ScorekeeperStore

/// Where the open photo view wants its photo drawn as real pixels, for terminals that can: the
/// player and the cells the photo may cover. The interface itself draws symbols there as usual;
/// a terminal backend that draws pixels instead blanks these cells and puts the image on top.
public struct PhotoViewerPlacement: Equatable, Hashable, Sendable {
    public var playerID: Player.ID
    /// The cells the photo may use: the view's box without the status line below it.
    public var box: Rect

    public init(playerID: Player.ID, box: Rect) {
        self.playerID = playerID
        self.box = box
    }

    /// The placement for what `render(app, size)` shows; nil unless the photo view is what is on
    /// screen (not failed, not under help, not too small).
    @MainActor
    public static func current(_ app: AppModel, size: TerminalSize) -> PhotoViewerPlacement? {
        let layout = Layout(size: size)
        guard !layout.isTooSmall, app.helpTable == nil, let game = app.game, game.history == nil,
              case .photoViewer(let viewer) = game.destination else { return nil }
        if case .failed = viewer.content { return nil }
        let box = layout.photoViewer
        // The status line shares the box's last row.
        let height = min(box.height, layout.statusRow - box.y)
        guard box.width > 0, height > 0 else { return nil }
        return PhotoViewerPlacement(playerID: viewer.playerID, box: Rect(x: box.x, y: box.y, width: box.width, height: height))
    }
}
