import Foundation

/// The mean of some scores, summed exactly. Scores are 64-bit and may sit at their limits: two
/// wins with 9223372036854775807 overflow a 64-bit sum, and a Double holds 53 bits, so the mean
/// of one such score read 9223372036854775808.0. The sum is 128-bit (it cannot overflow before
/// 2^64 scores), and the text is worked out from it, not from the Double.
public struct ScoreAverage: Sendable, Equatable {
    public private(set) var total: Int128
    public private(set) var count: Int

    public init(total: Int128 = 0, count: Int = 0) {
        self.total = total
        self.count = count
    }

    public mutating func add(_ score: Int) {
        total += Int128(score)
        count += 1
    }

    /// The mean as the nearest Double (for JSON); 0 with no score.
    public var value: Double { count == 0 ? 0 : Double(total) / Double(count) }

    /// The mean to one decimal, halves rounded away from zero, exact at any size
    /// ("9223372036854775807.0", "-2.5"); "0.0" with no score.
    public var text: String {
        guard count > 0 else { return "0.0" }
        // Tenths: |total| * 10 stays far below 2^127.
        let scaled = total.magnitude * 10
        let divisor = UInt128(count)
        var tenths = scaled / divisor
        if (scaled % divisor) * 2 >= divisor { tenths += 1 }
        let sign = total < 0 && tenths > 0 ? "-" : ""
        return "\(sign)\(tenths / 10).\(tenths % 10)"
    }
}
