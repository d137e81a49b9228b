import ScorekeeperStore

/// A player's photo as large as the window allows, centered; any key goes back.
enum PhotoViewerView {
    static func draw(_ viewer: PhotoViewer, into screen: inout Screen, layout: Layout) {
        let box = layout.photoViewer
        screen.fill(box, role: .normal)
        HeaderView.draw(title: "Photo of \(Sanitized.text(viewer.playerName))", details: [], into: &screen)
        switch viewer.content {
        case .loading:
            screen.put("Loading…", x: box.x + 2, y: box.y + 1, role: .muted)
        case .failed(let reason):
            screen.put(reason, x: box.x + 2, y: box.y + 1, width: box.width - 4, role: .error)
        case .art(let art):
            screen.put(art, x: box.x + max(0, (box.width - art.columns) / 2), y: box.y + max(0, (box.height - art.rows) / 2))
        }
    }
}
