import Foundation
import ScorekeeperStore
import ScorekeeperQR
import Testing
import TestSupport

/// A shared page's address as a QR code: libqrencode makes the modules (`QRCodeEncoder`), the
/// half-block drawing (`QRHalfBlocks`) puts two rows a line inside a quiet zone, and the drawing
/// read back as an image scans to the address, whichever way round the terminal shows it.
@Suite struct QRCodeTests {
    static let address = "http://192.168.1.20:8080/t/7f3a9c2e?v=QmFzZTY0VG9rZW4xMjM0NTY3ODkw"

    @Test func theEncoderMakesASquareCodeWithItsFinderPatterns() throws {
        let matrix = try #require(QRCodeEncoder.matrix(for: Self.address))
        #expect(matrix.size >= 21 && (matrix.size - 17) % 4 == 0, "a QR code's side is 17 + 4 per version")
        // The top-left finder pattern: a dark ring of 7, light inside it, a dark 3x3 core.
        #expect((0..<7).allSatisfy { matrix.isDark(row: 0, column: $0) && matrix.isDark(row: 6, column: $0) })
        #expect(!matrix.isDark(row: 1, column: 1) && matrix.isDark(row: 3, column: 3))
        #expect(QRCodeEncoder.matrix(for: "") == nil)
        #expect(QRCodeEncoder.matrix(for: String(repeating: "x", count: 5000)) == nil)
    }

    @Test func theDrawingHasAQuietZoneAndTwoRowsALine() throws {
        let matrix = try #require(QRCodeEncoder.matrix(for: "http://127.0.0.1:8080/"))
        let lines = QRHalfBlocks.lines(matrix)
        let extent = QRHalfBlocks.extent(of: matrix)
        #expect(lines.count == extent.lines && lines.allSatisfy { $0.count == extent.columns })
        #expect(extent.columns == matrix.size + 8 && extent.lines == (matrix.size + 9) / 2)
        // Four light modules all round: two blank lines on top, four blank columns each side.
        #expect(lines.prefix(2).allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(lines.allSatisfy { $0.prefix(4).allSatisfy { $0 == " " } && $0.suffix(4).allSatisfy { $0 == " " } })
        #expect(Set(lines.joined()).isSubset(of: [" ", "▀", "▄", "█"]))
    }

    @Test(arguments: QRScan.Polarity.allCases)
    func theDrawingScansOnEitherPalette(polarity: QRScan.Polarity) throws {
        let folder = try TemporaryFolder("qr")
        let matrix = try #require(QRCodeEncoder.matrix(for: Self.address))
        // Light text on a dark background draws the code inverted, so what shows dark is dark.
        let lines = QRHalfBlocks.lines(matrix, inverted: polarity == .lightOnDark)
        #expect(try QRScan.decode(lines, polarity: polarity, in: folder) == Self.address)
        // The other way round a scanner sees the negative, which it does not read: the drawing
        // must be the palette's.
        let wrong = QRHalfBlocks.lines(matrix, inverted: polarity == .darkOnLight)
        #expect(try QRScan.decode(wrong, polarity: polarity, in: folder) == nil)
    }
}
