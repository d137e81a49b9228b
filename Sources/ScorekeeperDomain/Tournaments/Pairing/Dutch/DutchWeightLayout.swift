// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstabledutch.py, cascade_weights.

/// A mixed-radix layout of edge costs: criteria in order of importance, each with its digits,
/// each digit with a radix one more than the largest total it can reach over a whole matching
/// (gacrux's "depth"). The most important criterion's first digit has the highest place
/// value, so one more unit of it outweighs any amount of everything after it, as long as no
/// digit's total reaches its radix.
public struct DutchWeightLayout: Sendable {
    /// The place value of each digit of each criterion.
    public let placeValues: [DutchCriterion: [WideInteger]]
    /// The product of all the radices: the place value of whatever is laid out above these
    /// criteria (gacrux's weight[QC0], weight[HE0], weight[HO0]).
    public let span: WideInteger

    /// The layout of `radices`: criteria most important first, each with its digits' radices,
    /// most significant digit first.
    public init(_ radices: [(DutchCriterion, [Int])]) {
        var place = WideInteger(1)
        var placeValues: [DutchCriterion: [WideInteger]] = [:]
        for (criterion, digits) in radices.reversed() {
            var values = Array(repeating: WideInteger(0), count: digits.count)
            for index in digits.indices.reversed() {
                values[index] = place
                place = place * WideInteger(digits[index])
            }
            placeValues[criterion] = values
        }
        self.placeValues = placeValues
        span = place
    }

    /// The cost of `digits` (a value per digit of each criterion; missing ones are 0).
    public func cost(_ digits: [DutchCriterion: [Int]]) -> WideInteger {
        var total = WideInteger(0)
        for (criterion, values) in digits {
            guard let places = placeValues[criterion] else { continue }
            for (place, value) in zip(places, values) where value != 0 {
                total = total + place * WideInteger(value)
            }
        }
        return total
    }
}
