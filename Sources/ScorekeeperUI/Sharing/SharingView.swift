import ScorekeeperStore

/// Sharing a screen as a live page: the question where to open it, then a panel with every
/// address in words, whether it is open to the network, and the first address as a QR code
/// (black on white whatever the palette, so a phone reads it the right way round). On a terminal
/// too small for the code, the panel says so and the addresses stand alone.
@MainActor
enum SharingView {
    static func draw(_ sharing: PageSharingModel, into screen: inout Screen, layout: Layout) {
        switch sharing.overlay {
        case .question(let scope, let choice)?:
            ConfirmationView.draw(
                title: "Share as a live page",
                message: "Serve \(what(scope)) as a live page that phones and a big screen can open? "
                    + "On this computer only (the default), or open to the local network too (plain HTTP: "
                    + "anyone on the network can read it)?",
                buttons: [(label: "This computer only (n)", focused: choice == .cancel, destructive: false),
                          (label: "Local network (y)", focused: choice == .confirm, destructive: true)],
                into: &screen, layout: layout)
        case .panel?:
            if let page = sharing.page { drawPanel(page, into: &screen, layout: layout) }
        case nil: break
        }
    }

    /// The panel: over the screen but its status line and key bar, without a frame, so the code
    /// of an address with its token (41 columns, 21 lines) fits an 80x24 terminal; its quiet
    /// zone sets it apart.
    static func drawPanel(_ page: PageSharingModel.SharedPage, into screen: inout Screen, layout: Layout) {
        let inner = Rect(x: 0, y: 0, width: layout.size.columns, height: layout.statusRow)
        screen.fill(inner, role: .dialog)
        var textX = inner.x + 2
        var note: String?
        if let code = page.qrCode {
            let extent = QRHalfBlocks.extent(of: code)
            if extent.lines <= inner.height, extent.columns + 20 <= inner.width {
                drawCode(code, x: inner.x, y: inner.y, into: &screen)
                textX = inner.x + extent.columns + 1
            } else {
                note = "The QR code does not fit (it needs \(extent.columns + 20) columns and \(extent.lines + 2) lines): "
                    + "make the terminal larger, or type the address."
            }
        } else {
            note = "No QR code could be drawn: type the address."
        }
        let width = max(1, inner.maxX - 1 - textX)
        var lines: [(String, Role)] = [("Live page of \(what(page.scope))", .dialogBorder), ("", .dialog)]
        if page.lan {
            lines.append(("OPEN TO THE LOCAL NETWORK: anyone on it can open this page.", .danger))
            lines.append(("Plain HTTP: fine for scores, not for secrets.", .muted))
        } else {
            lines.append(("On this computer only: phones cannot reach it.", .dialog))
        }
        lines.append(("", .dialog))
        lines.append((page.addresses.count == 1 ? "Address:" : "Addresses:", .dialog))
        for address in page.addresses {
            // An address is never cut: it wraps, a piece a line.
            var rest = Substring(address)
            while !rest.isEmpty {
                lines.append((String(rest.prefix(width)), .dialog))
                rest = rest.dropFirst(width)
            }
        }
        if let note {
            lines.append(("", .dialog))
            lines += TextWrapping.lines(note, width: width).map { ($0, Role.muted) }
        }
        lines.append(("", .dialog))
        lines.append(("S stops serving; Esc closes this panel.", .muted))
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            screen.put(line.0, x: textX, y: inner.y + offset, width: width, role: line.1)
        }
    }

    /// The code in half blocks, dark modules black on white.
    private static func drawCode(_ code: QRMatrix, x: Int, y: Int, into screen: inout Screen) {
        let colors = PictureColors(foreground: RGBColor(red: 0, green: 0, blue: 0), background: RGBColor(red: 255, green: 255, blue: 255))
        for (row, line) in QRHalfBlocks.lines(code).enumerated() {
            for (column, character) in line.enumerated() {
                screen.set(Cell(character: character, role: .picture, picture: colors), x: x + column, y: y + row)
            }
        }
    }

    private static func what(_ scope: SharedScope) -> String {
        switch scope {
        case .game: "this game"
        case .tournament: "this tournament"
        }
    }
}
