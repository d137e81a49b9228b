import Foundation
import ScorekeeperQR
import ScorekeeperStore

/// The round's report slips as one HTML file that prints well: a slip a page, each with the
/// seat's name, table and seat, its PIN, its link and the link's QR code as inline SVG (no image
/// file, nothing fetched). It is written to a file on the organiser's machine, never served:
/// every PIN is on it, and the view key's pages are read-only.
public enum SlipsPage {
    /// The page for `codes`, each link `base` (the server's address, `http://host:port`) and
    /// the code's path.
    public static func html(_ codes: [ReportCode], base: String, qrCode: (String) -> QRMatrix? = QRCodeEncoder.matrix) -> String {
        let title = codes.first.map { "\($0.seat.tournamentName), round \($0.seat.round): report slips" } ?? "Report slips"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.text(title))</title>
            <style>
            body { font: 12pt/1.4 system-ui, sans-serif; color: #000; background: #fff; margin: 1rem; }
            .slip { border: 1px dashed #555; padding: 1rem; margin: 0 0 1rem; max-width: 32rem; break-inside: avoid; }
            .slip h2 { font-size: 1.4rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
            .pin { font: bold 1.8rem/1.2 ui-monospace, monospace; letter-spacing: 0.15em; }
            .link { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
            .qr { width: 12rem; height: 12rem; display: block; margin-top: 0.5rem; }
            @media print {
              body { margin: 0; }
              .slip { border: none; break-after: page; page-break-after: always; }
              .slip:last-child { break-after: auto; page-break-after: auto; }
            }
            </style>
            </head>
            <body>

            """
        for code in codes {
            let link = base + code.path
            let seat = code.seat
            html += "<section class=\"slip\">\n<h2>\(HTML.text(seat.name))</h2>\n"
                + "<p>\(HTML.text(seat.tournamentName)) · round \(seat.round) · table \(seat.table), seat \(seat.seat + 1)</p>\n"
                + "<p>PIN <span class=\"pin\">\(HTML.text(code.pin))</span></p>\n"
                + "<p class=\"link\">\(HTML.text(link))</p>\n"
            if let matrix = qrCode(link) { html += svg(matrix, label: "QR code of the link") }
            html += "<p>Scan the code or open the link, or type the PIN at \(HTML.text(base))/report, to report your table's result.</p>\n</section>\n"
        }
        return html + "</body>\n</html>\n"
    }

    /// A QR code as SVG: one square a dark module, inside the quiet zone the standard asks for
    /// (`QRHalfBlocks.quietZone`), dark on light whatever the page's colours.
    static func svg(_ matrix: QRMatrix, label: String) -> String {
        let quiet = QRHalfBlocks.quietZone
        let side = matrix.size + 2 * quiet
        var path = ""
        for row in 0..<matrix.size {
            for column in 0..<matrix.size where matrix.isDark(row: row, column: column) {
                path += "M\(column + quiet) \(row + quiet)h1v1h-1z"
            }
        }
        return "<svg class=\"qr\" role=\"img\" aria-label=\"\(HTML.text(label))\" xmlns=\"http://www.w3.org/2000/svg\" "
            + "viewBox=\"0 0 \(side) \(side)\" shape-rendering=\"crispEdges\">"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/><path fill=\"#000\" d=\"\(path)\"/></svg>\n"
    }
}
