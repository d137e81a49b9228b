import Testing
@testable import ScorekeeperUI

/// The round numbers under the chart's horizontal axis: every round where they fit, else every
/// 2nd, 5th, 10th..., never overlapping, never past the plot.
@Suite struct ChartTicksTests {
    @Test func everyRoundWhenThereIsRoom() {
        let ticks = ChartView.roundTicks(stepCount: 4, plotWidth: 55)
        #expect(ticks.map(\.label) == ["1", "2", "3", "4"])
        // Round 4 is the plot's last column, where its totals end.
        #expect(ticks.last?.column == 54)
        #expect(ticks.last?.labelX == 54)
    }

    @Test func fewerWhenTheyWouldTouch() {
        let ticks = ChartView.roundTicks(stepCount: 30, plotWidth: 40)
        #expect(ticks.map(\.label) == ["5", "10", "15", "20", "25", "30"])
        let many = ChartView.roundTicks(stepCount: 400, plotWidth: 40)
        #expect(many.map(\.label) == ["50", "100", "150", "200", "250", "300", "350", "400"])
        for set in [ticks, many] {
            for (left, right) in zip(set, set.dropFirst()) {
                #expect(left.labelX + left.label.count < right.labelX, "\(left) touches \(right)")
            }
            #expect(set.allSatisfy { $0.labelX + $0.label.count <= 40 })
        }
    }

    @Test func noneWhenNothingFits() {
        #expect(ChartView.roundTicks(stepCount: 1000, plotWidth: 3).isEmpty)
    }
}
