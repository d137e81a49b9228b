import ScorekeeperStore
import Testing
@testable import ScorekeeperUI

/// 24-bit color announced by COLORTERM, and the SCOREKEEPER_COLOR override.
@Suite struct ColorOverrideTests {
    @Test func colortermMeansDirectColorOverA256ColorDescription() {
        #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: ["COLORTERM": "truecolor"]) == .direct)
        #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: ["COLORTERM": "24bit"]) == .direct)
        #expect(ColorDepth.detect(colors: 8, hasColors: true, environment: ["COLORTERM": "truecolor"]) == .direct)
        // Other values (some terminals say "yes") promise nothing.
        #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: ["COLORTERM": "yes"]) == .xterm256)
        #expect(ColorDepth.detect(colors: 0, hasColors: false, environment: ["COLORTERM": "truecolor"]) == .monochrome)
    }

    @Test func theOverrideWinsOverTheTerminalButNotOverNoColor() {
        let cases: [(String, ColorDepth)] = [("24bit", .direct), ("truecolor", .direct), ("256", .xterm256),
                                             ("8", .ansi8), ("none", .monochrome)]
        for (value, depth) in cases {
            #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: ["SCOREKEEPER_COLOR": value]) == depth)
            #expect(ColorDepth.detect(colors: 1 << 24, hasColors: true,
                                      environment: ["SCOREKEEPER_COLOR": value, "COLORTERM": "truecolor"]) == depth)
            #expect(ColorDepth.detect(colors: 256, hasColors: true,
                                      environment: ["SCOREKEEPER_COLOR": value, "NO_COLOR": "1"]) == .monochrome)
        }
        // An unknown value is ignored.
        #expect(ColorDepth.detect(colors: 256, hasColors: true, environment: ["SCOREKEEPER_COLOR": "lots"]) == .xterm256)
    }
}
