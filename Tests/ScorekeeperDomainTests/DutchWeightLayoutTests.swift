import ScorekeeperDomain
import Testing

/// Mixed-radix edge costs: place values as gacrux's cascade_weights gives them, and the
/// ordering they guarantee.
@Suite struct DutchWeightLayoutTests {
    @Test func placeValuesMultiplyUpFromTheLeastImportantDigit() {
        // c6 radix 4; c7 digits of radix 3 and 2; c12 radix 5.
        let layout = DutchWeightLayout([(.c6, [4]), (.c7, [3, 2]), (.c12, [5])])
        #expect(layout.placeValues[.c12] == [WideInteger(1)])
        #expect(layout.placeValues[.c7] == [WideInteger(10), WideInteger(5)])
        #expect(layout.placeValues[.c6] == [WideInteger(30)])
        #expect(layout.span == WideInteger(120))
        #expect(layout.cost([.c6: [1], .c7: [0, 1], .c12: [3]]) == WideInteger(38))
    }

    @Test func oneUnitOfAMoreImportantCriterionOutweighsEverythingAfterIt() {
        let layout = DutchWeightLayout([(.c6, [10]), (.c12, [10]), (.c13, [10])])
        let worst = layout.cost([.c12: [9], .c13: [9]])
        #expect(worst < layout.cost([.c6: [1]]))
    }

    @Test func wideLayoutsStayExact() {
        // Forty criteria-digits of radix 1000: 120 decimal digits.
        let layout = DutchWeightLayout([(.ho5, Array(repeating: 1000, count: 40))])
        #expect(layout.span == WideInteger.power(WideInteger(1000), 40))
        #expect(layout.placeValues[.ho5]?.first == WideInteger.power(WideInteger(1000), 39))
    }
}
