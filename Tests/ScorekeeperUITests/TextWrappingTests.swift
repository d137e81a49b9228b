import Testing
@testable import ScorekeeperUI

/// Wrapping text for help and dialogs: a line aligned in columns stays aligned when it wraps.
@Suite struct TextWrappingTests {
    @Test func anAlignedLineContinuesUnderItsText() {
        let line = "  extra-yahtzees   Extra Yahtzees: 0 to 12, 100 points each"
        #expect(TextWrapping.hanging(line, width: 40) == [
            "  extra-yahtzees   Extra Yahtzees: 0 to",
            "                   12, 100 points each",
        ])
    }

    @Test func aLineWithoutColumnsWrapsAsAnyOther() {
        let line = "Bonus: Upper section bonus, 35 when the upper section adds up to 63 or more."
        #expect(TextWrapping.hanging(line, width: 30) == TextWrapping.lines(line, width: 30))
        // A name too wide to hang under wraps plainly too.
        let wide = "  a-very-long-category-name   Its label: 0 to 30"
        #expect(TextWrapping.hanging(wide, width: 40) == TextWrapping.lines(wide, width: 40))
    }
}
