import Foundation
import Testing
import ScorekeeperStore
@testable import ScorekeeperPhotos

/// Photos as real pixels: kitty, sixel and iTerm2 images from libchafa's pixel modes.
@Suite struct PixelImageTests {
    @Test(arguments: [PixelFormat.kitty, .sixel, .iterm2])
    func fitsTheBoxInWholeCellsKeepingTheAspect(format: PixelFormat) throws {
        // 400 x 200 pixels in a box of 40 x 40 cells of 10 x 20 pixels (400 x 800): the width is
        // the limit, and 200 pixels of height take 10 rows.
        let data = try SampleImage.data(.jpeg, width: 400, height: 200)
        let image = try PixelImageRenderer.render(imageData: data, columns: 40, rows: 40, cellWidth: 10, cellHeight: 20,
                                                  format: format)
        #expect(image.columns == 40)
        #expect(image.rows == 10)
        // Only the start: the rest is a few hundred kilobytes of pixels.
        let start = String(image.escapes.prefix(45))
        switch format {
        case .kitty: #expect(start.hasPrefix("\u{1B}_Ga=T,f=32,s=400,v=200,c=40,r=10"))
        case .sixel: #expect(start.hasPrefix("\u{1B}P0;1;0q\"1;1;400;"))
        case .iterm2: #expect(start.hasPrefix("\u{1B}]1337;File=inline=1;width=40;height=10"))
        }
    }

    @Test func aTallPhotoIsLimitedByTheRowsAndCentered() throws {
        // Rotated by its EXIF orientation (6: 90° clockwise), 300 x 150 becomes 150 x 300: in
        // 10 x 10 cells of 10 x 20 (100 x 200 pixels) it is 100 x 200, exactly the box.
        let data = try SampleImage.data(.jpeg, width: 300, height: 150, orientation: 6)
        let image = try PixelImageRenderer.render(imageData: data, columns: 10, rows: 10, cellWidth: 10, cellHeight: 20,
                                                  format: .sixel)
        #expect(image.columns == 10)
        #expect(image.rows == 10)
        #expect(String(image.escapes.prefix(30)).contains("\"1;1;100;"))
    }

    @Test func aSixelImageIsFittedWithinTheTerminalsLargestImage() throws {
        // 400 x 200 in 40 x 40 cells of 10 x 20 would be 400 x 200; xterm reporting at most
        // 250 x 1000 pixels gets 25 columns: 250 x 125, aspect kept, in 7 rows of 20.
        let data = try SampleImage.data(.jpeg, width: 400, height: 200)
        let image = try PixelImageRenderer.render(imageData: data, columns: 40, rows: 40, cellWidth: 10, cellHeight: 20,
                                                  format: .sixel, maxPixels: (250, 1000))
        #expect(image.columns == 25)
        #expect(image.rows == 7)
        // 140 rows of pixels less the incomplete last band of six: within the limit either way.
        #expect(String(image.escapes.prefix(30)).contains("\"1;1;250;138"))
        // A limit on the height: 110 pixels hold 5 rows of 20, 100 pixels, which 200 columns fill.
        let short = try PixelImageRenderer.render(imageData: data, columns: 40, rows: 40, cellWidth: 10,
                                                  cellHeight: 20, format: .sixel, maxPixels: (1000, 110))
        #expect(short.rows == 5)
        #expect(short.columns == 20)
        #expect(String(short.escapes.prefix(30)).contains("\"1;1;200;96"))
    }

    @Test func whenNotOneCellFitsTheImageIsEmpty() throws {
        let data = try SampleImage.data(.jpeg, width: 400, height: 200)
        let image = try PixelImageRenderer.render(imageData: data, columns: 40, rows: 40, cellWidth: 10, cellHeight: 20,
                                                  format: .sixel, maxPixels: (9, 1000))
        #expect(image == PixelImage(columns: 0, rows: 0, escapes: ""))
    }

    @Test func paddingToWholeCellsIsTransparentAndCentered() {
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 255, 0, 255])
        let padded = PixelImageRenderer.pad(image, width: 4, height: 3)
        #expect(padded.width == 4 && padded.height == 3)
        // Row 1, columns 1 and 2 hold the picture; the rest is transparent.
        #expect(Array(padded.pixels[(4 + 1) * 4..<(4 + 3) * 4]) == [255, 0, 0, 255, 0, 255, 0, 255])
        #expect(padded.pixels[3] == 0)
        #expect(padded.pixels.count == 48)
    }

    @Test func undecodableBytesAreRefused() {
        #expect(throws: CellArtError.self) {
            try PixelImageRenderer.render(imageData: Data("not a picture".utf8), columns: 10, rows: 10,
                                          cellWidth: 10, cellHeight: 20, format: .kitty)
        }
    }
}
