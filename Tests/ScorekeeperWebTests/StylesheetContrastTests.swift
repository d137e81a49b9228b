import Foundation
import Testing
@testable import ScorekeeperWeb

/// Every text colour of the stylesheet on the background it is drawn on, in the light and the
/// dark scheme, has a contrast of at least 4.5:1 (WCAG's relative luminance), as in the terminal.
struct StylesheetContrastTests {
    /// The `--name: #rrggbb` declarations of the block that starts at `marker`.
    static func colours(after marker: String, in css: String) throws -> [String: String] {
        let start = try #require(css.range(of: marker))
        let block = css[start.upperBound...].prefix { $0 != "}" }
        var colours: [String: String] = [:]
        for declaration in block.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") { colours[parts[0]] = parts[1] }
        }
        return colours
    }

    static func luminance(_ hex: String) throws -> Double {
        let value = try #require(UInt32(hex.dropFirst(), radix: 16))
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func contrast(_ a: String, _ b: String) throws -> Double {
        let (x, y) = (try luminance(a), try luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: [":root {", "@media (prefers-color-scheme: dark) {\n  :root {"])
    func everyPairIsReadable(scheme: String) throws {
        let colours = try Self.colours(after: scheme, in: Stylesheet.css)
        #expect(!Stylesheet.pairs.isEmpty)
        for pair in Stylesheet.pairs {
            let text = try #require(colours[pair.text], "\(pair.text) in \(scheme)")
            let background = try #require(colours[pair.background], "\(pair.background) in \(scheme)")
            let ratio = try Self.contrast(text, background)
            #expect(ratio >= 4.5, "\(pair.text) on \(pair.background): \(ratio) in \(scheme)")
        }
    }

    @Test func theMathsAgreesWithKnownRatios() throws {
        #expect(abs(try Self.contrast("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(try Self.contrast("#777777", "#ffffff") - 4.48) < 0.01)
    }
}
