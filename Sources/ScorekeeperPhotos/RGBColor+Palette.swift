import Foundation

// Nearest colors in the palettes of terminals without 24-bit color.
extension RGBColor {
    /// The six levels of each channel in xterm's 6x6x6 color cube (indexes 16...231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest color among xterm's 256, excluding the first 16 (which terminals redefine
    /// with themes): the 6x6x6 cube (16...231) or the 24 grays (232...255).
    public var xterm256Index: Int {
        let channels = [Int(red), Int(green), Int(blue)]
        let cube = channels.map(RGBColor.nearestCubeLevel)
        let cubeColor = cube.map { RGBColor.cubeLevels[$0] }
        let cubeIndex = 16 + 36 * cube[0] + 6 * cube[1] + cube[2]

        // Grays run 8, 18, ..., 238.
        let average = channels.reduce(0, +) / 3
        let grayStep = min(23, max(0, (average - 3) / 10))
        let grayLevel = 8 + 10 * grayStep
        let grayColor = [grayLevel, grayLevel, grayLevel]

        return RGBColor.distance(channels, grayColor) < RGBColor.distance(channels, cubeColor) ? 232 + grayStep : cubeIndex
    }

    /// The nearest of the 8 basic ANSI colors (0 black, 1 red, 2 green, 3 yellow, 4 blue,
    /// 5 purple, 6 cyan, 7 white), with xterm's default values for them.
    public var ansi8Index: Int {
        let channels = [Int(red), Int(green), Int(blue)]
        let palette: [[Int]] = [[0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0],
                                [0, 0, 238], [205, 0, 205], [0, 205, 205], [229, 229, 229]]
        return palette.indices.min { RGBColor.distance(channels, palette[$0]) < RGBColor.distance(channels, palette[$1]) }!
    }

    private static func nearestCubeLevel(_ value: Int) -> Int {
        // The levels are 0, then 95 + 40k: the midpoints are 47.5 and 115 + 40k.
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }

    /// Squared distance weighted by how the eye sees ("redmean"), cheap and good enough here.
    private static func distance(_ a: [Int], _ b: [Int]) -> Int {
        let redMean = (a[0] + b[0]) / 2
        let dr = a[0] - b[0], dg = a[1] - b[1], db = a[2] - b[2]
        // (In Swift, >> binds tighter than *, hence the parentheses.)
        return (((512 + redMean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - redMean) * db * db) >> 8)
    }
}
