import ScorekeeperStore

/// A name marked with its person's colour: the colour's marker, then the name, both in the
/// colour. The marker tells people apart on a monochrome terminal too, as the chart's do. On a
/// selected or highlighted row (`role`) the name keeps that row's role and the marker its colour
/// (on the selection band, the selection's).
enum PersonNameView {
    /// Columns the marker and its space take before the name.
    static let markerWidth = 2

    static func draw(_ name: String, colour: PersonColour?, x: Int, y: Int, width: Int, role: Role = .normal,
                     selected: Bool = false, attributes: CellAttributes = [], into screen: inout Screen) {
        guard width > markerWidth else { return }
        if let colour {
            screen.put(String(colour.marker), x: x, y: y, role: selected ? role : colour.role, attributes: [.bold])
        }
        let nameRole = role == .normal ? (colour?.role ?? .normal) : role
        screen.put(Sanitized.text(name), x: x + markerWidth, y: y, width: width - markerWidth, role: nameRole,
                   attributes: attributes)
    }
}
