import Foundation
import Testing
import PhotoTestSupport
import ScorekeeperStore
@testable import ScorekeeperPhotos

/// Pictures as terminal cells, and the palette helpers.
@Suite struct CellArtTests {
    @Test func fitsTheBoxKeepingTheAspectRatio() throws {
        // 160 x 80 pixels is 20 x 5 cells at 8 x 16 pixels a cell: in a 40 x 40 box it fills
        // the width, and its height follows.
        let data = try SampleImage.data(.png, width: 160, height: 80)
        let art = try CellArtRenderer.render(imageData: data, columns: 40, rows: 40)
        #expect(art.columns == 40)
        #expect(art.rows == 10)
        #expect(art.cells.count == 400)

        // In a short box the height is the limit.
        let short = try CellArtRenderer.render(imageData: data, columns: 40, rows: 4)
        #expect(short.rows == 4)
        #expect(short.columns == 16)
    }

    @Test func paletteColorsAreDitheredAndExactPaletteEntries() throws {
        // A flat green halfway between two levels of the xterm cube (95 and 135): the nearest
        // entry alone would paint every cell one color; dithered, both neighbours appear.
        let pixels = [UInt8]((0..<(128 * 64)).flatMap { _ in [0, 115, 0] })
        let data = try ImageEncoder.encode(pixels: pixels, width: 128, height: 64, format: .png)
        let art = try CellArtRenderer.render(imageData: data, columns: 16, rows: 4, mode: .palette256)
        let colors = Set(art.cells.flatMap { [$0.foreground, $0.background] })
        let levels: Set<UInt8> = [0, 95, 135, 175, 215, 255]
        for color in colors {
            let cube = levels.contains(color.red) && levels.contains(color.green) && levels.contains(color.blue)
            let gray = color.red == color.green && color.green == color.blue && color.red >= 8 && (color.red - 8) % 10 == 0
            #expect(cube || gray, "\(color) is not one of the palette's 240 colors")
        }
        #expect(colors.contains(RGBColor(red: 0, green: 95, blue: 0)))
        #expect(colors.contains(RGBColor(red: 0, green: 135, blue: 0)))
        // In 24-bit color there is nothing to dither: the one color, as it is.
        let direct = try CellArtRenderer.render(imageData: data, columns: 16, rows: 4, mode: .color)
        #expect(Set(direct.cells.map(\.background)) == [RGBColor(red: 0, green: 115, blue: 0)])
    }

    @Test func eightColorsAreTheTerminalsOwn() throws {
        // A dark blue: chafa's blue (0, 0, 112) would come back nearer black; xterm's is taken.
        let pixels = [UInt8]((0..<(64 * 32)).flatMap { _ in [0, 0, 150] })
        let data = try ImageEncoder.encode(pixels: pixels, width: 64, height: 32, format: .png)
        let art = try CellArtRenderer.render(imageData: data, columns: 8, rows: 2, mode: .palette8)
        let colors = Set(art.cells.flatMap { [$0.foreground, $0.background] })
        #expect(colors.isSubset(of: Set(xtermANSIColors)))
        #expect(colors.contains(RGBColor(red: 0, green: 0, blue: 238)))
    }

    @Test func cellSizeArithmetic() {
        #expect(CellArtRenderer.cellSize(pixelWidth: 4032, pixelHeight: 3024, columns: 80, rows: 100) == (80, 30))
        #expect(CellArtRenderer.cellSize(pixelWidth: 3024, pixelHeight: 4032, columns: 80, rows: 20) == (30, 20))
        #expect(CellArtRenderer.cellSize(pixelWidth: 10_000, pixelHeight: 10, columns: 10, rows: 10) == (10, 1))
        #expect(CellArtRenderer.cellSize(pixelWidth: 0, pixelHeight: 10, columns: 10, rows: 10) == (0, 0))
    }

    @Test func colorsFollowThePicture() throws {
        let red = try CellArtRenderer.render(imageData: try SampleImage.solid(RGBColor(red: 220, green: 20, blue: 30)),
                                             columns: 6, rows: 3)
        for cell in red.cells {
            // Whichever symbol chafa picks, what shows is red.
            let shown = cell.character == " " ? cell.background : cell.foreground
            #expect(shown.red > 150 && shown.green < 80 && shown.blue < 80, "\(cell)")
        }

        let photo = try CellArtRenderer.render(imageData: try SampleImage.data(.jpeg, width: 160, height: 120, seed: 5),
                                               columns: 20, rows: 10)
        let colors = Set(photo.cells.flatMap { [$0.foreground, $0.background] })
        #expect(colors.count > 20)
    }

    @Test func rendersThumbnailsToo() throws {
        let data = try SampleImage.data(.jpeg, width: 400, height: 300)
        let thumbnail = try #require(try PhotoImport.prepare(imageData: data).thumbnailData)
        let art = try CellArtRenderer.render(imageData: thumbnail, columns: 8, rows: 4)
        #expect(art.columns <= 8 && art.rows <= 4)
        #expect(art.columns == 8 || art.rows == 4)
    }

    @Test func monochromeUsesShapesOnly() throws {
        let data = try SampleImage.data(.png, width: 64, height: 64)
        let art = try CellArtRenderer.render(imageData: data, columns: 16, rows: 8, mode: .monochrome)
        let white = RGBColor(red: 255, green: 255, blue: 255), black = RGBColor(red: 0, green: 0, blue: 0)
        #expect(art.cells.allSatisfy { $0.foreground == white && $0.background == black })
        #expect(Set(art.cells.map(\.character)).count > 1)
    }

    @Test func refusesWhatIsNotAnImage() {
        #expect(throws: CellArtError.self) {
            try CellArtRenderer.render(imageData: Data("hello".utf8), columns: 10, rows: 5)
        }
        #expect((try? CellArtRenderer.render(imageData: Data(), columns: 0, rows: 5))?.cells.isEmpty == true)
    }

    @Test func ansiTextHasEscapesOnlyWithColors() {
        let cell = ArtCell(character: "▀", foreground: RGBColor(red: 1, green: 2, blue: 3), background: RGBColor(red: 4, green: 5, blue: 6))
        let art = CellArt(columns: 2, rows: 1, cells: [cell, cell])
        #expect(art.ansiText(colors: true) == "\u{1B}[38;2;1;2;3;48;2;4;5;6m▀▀\u{1B}[0m\n")
        #expect(art.ansiText(colors: false) == "▀▀\n")
    }
}

