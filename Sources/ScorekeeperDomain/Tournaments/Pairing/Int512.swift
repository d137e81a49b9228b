/// A signed 512-bit integer (two's complement) kept inline, for pairing weights known to fit:
/// the matching adds and compares weights millions of times, and this does so without the heap
/// (a hundred times faster there than `WideInteger`, whose words are an array). It traps on
/// overflow like `Int`; whether a bracket's weights fit can be worked out exactly beforehand with
/// `WideInteger`, which it converts to and from (and multiplies and prints through: those are not
/// in the matching's loops).
public struct Int512: Sendable {
    /// Least significant first; the top bit of the last is the sign.
    var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    static let wordCount = 8

    init(words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
    }

    public init(_ value: Int) {
        let fill: UInt64 = value < 0 ? .max : 0
        words = (UInt64(bitPattern: Int64(value)), fill, fill, fill, fill, fill, fill, fill)
    }

    /// `wide`, when it fits in 512 bits.
    public init?(exactly wide: WideInteger) {
        let magnitude = wide.words
        guard magnitude.count <= Self.wordCount else { return nil }
        var value = Int512(0)
        value.withWords { words in
            for (index, word) in magnitude.enumerated() { words[index] = word }
        }
        if wide.isNegative {
            value = value.negatedWrapping()
            // -2^511 is the one negative value whose magnitude has the top bit set.
            guard value.isNegative else { return nil }
        } else if value.isNegative {
            return nil
        }
        self = value
    }

    public var isNegative: Bool { words.7 >> 63 == 1 }

    /// Reads and writes the words through a pointer (the tuple cannot be indexed).
    mutating func withWords<Result>(_ body: (UnsafeMutablePointer<UInt64>) -> Result) -> Result {
        withUnsafeMutablePointer(to: &words) { tuple in
            tuple.withMemoryRebound(to: UInt64.self, capacity: Self.wordCount, body)
        }
    }

    /// The two's complement negation, -2^511 staying itself.
    func negatedWrapping() -> Int512 {
        var value = self
        value.withWords { words in
            var carry: UInt64 = 1
            for index in 0..<Self.wordCount {
                let (sum, overflow) = (~words[index]).addingReportingOverflow(carry)
                words[index] = sum
                carry = overflow ? 1 : 0
            }
        }
        return value
    }
}

extension Int512: Hashable {
    public static func == (lhs: Int512, rhs: Int512) -> Bool {
        lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2 && lhs.words.3 == rhs.words.3
            && lhs.words.4 == rhs.words.4 && lhs.words.5 == rhs.words.5 && lhs.words.6 == rhs.words.6 && lhs.words.7 == rhs.words.7
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0); hasher.combine(words.1); hasher.combine(words.2); hasher.combine(words.3)
        hasher.combine(words.4); hasher.combine(words.5); hasher.combine(words.6); hasher.combine(words.7)
    }
}

extension Int512: Comparable {
    public static func < (lhs: Int512, rhs: Int512) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        // Same sign: two's complement words order like unsigned ones, from the top (written out:
        // the matching compares weights in its innermost loops).
        let a = lhs.words, b = rhs.words
        if a.7 != b.7 { return a.7 < b.7 }
        if a.6 != b.6 { return a.6 < b.6 }
        if a.5 != b.5 { return a.5 < b.5 }
        if a.4 != b.4 { return a.4 < b.4 }
        if a.3 != b.3 { return a.3 < b.3 }
        if a.2 != b.2 { return a.2 < b.2 }
        if a.1 != b.1 { return a.1 < b.1 }
        return a.0 < b.0
    }
}

extension Int512: AdditiveArithmetic {
    public static var zero: Int512 { Int512(0) }

    public static func + (lhs: Int512, rhs: Int512) -> Int512 {
        // Written out word by word, carrying: the matching adds in its innermost loops.
        let a = lhs.words, b = rhs.words
        var carry = false
        func add(_ x: UInt64, _ y: UInt64) -> UInt64 {
            let (partial, overflow1) = x.addingReportingOverflow(y)
            let (total, overflow2) = partial.addingReportingOverflow(carry ? 1 : 0)
            carry = overflow1 || overflow2
            return total
        }
        let w0 = add(a.0, b.0), w1 = add(a.1, b.1), w2 = add(a.2, b.2), w3 = add(a.3, b.3)
        let w4 = add(a.4, b.4), w5 = add(a.5, b.5), w6 = add(a.6, b.6), w7 = add(a.7, b.7)
        let sum = Int512(words: (w0, w1, w2, w3, w4, w5, w6, w7))
        // Adding two values of one sign overflows when the sign changes.
        precondition(lhs.isNegative != rhs.isNegative || sum.isNegative == lhs.isNegative, "Int512 overflow")
        return sum
    }

    public static func - (lhs: Int512, rhs: Int512) -> Int512 { lhs + -rhs }

    public static prefix func - (value: Int512) -> Int512 {
        let negated = value.negatedWrapping()
        precondition(!(value.isNegative && negated.isNegative), "Int512 overflow: -(-2^511)")
        return negated
    }
}

extension Int512 {
    /// The product, through `WideInteger` (weights are built once, outside the matching's loops).
    public static func * (lhs: Int512, rhs: Int512) -> Int512 {
        guard let product = Int512(exactly: WideInteger(lhs) * WideInteger(rhs)) else { preconditionFailure("Int512 overflow") }
        return product
    }
}

extension WideInteger {
    /// The value of `fixed`.
    public init(_ fixed: Int512) {
        var magnitude = fixed.isNegative ? fixed.negatedWrapping() : fixed
        let words = magnitude.withWords { Array(UnsafeBufferPointer(start: $0, count: Int512.wordCount)) }
        // -2^511's magnitude is its own bit pattern, read as unsigned: still right.
        self.init(isNegative: fixed.isNegative, words: words)
    }
}

extension Int512: MatchingWeight {
    // The words are the whole value, least significant first: read in place from the leading ones.
    @inline(__always)
    public static func signOfSlack(_ duals: [Int512], _ u: Int, _ v: Int, _ doubled: [Int512], _ edge: Int) -> Int {
        LeadingWordsComparison.sign(duals, u, v, doubled, edge, against: nil, 0, count: wordCount)
    }

    @inline(__always)
    public static func slack(_ duals: [Int512], _ u: Int, _ v: Int, _ doubled: [Int512], _ edge: Int,
                             isBelow others: [Int512], _ other: Int) -> Bool {
        LeadingWordsComparison.sign(duals, u, v, doubled, edge, against: others, other, count: wordCount) < 0
    }

    /// Half the value, rounded down (exact for the even values the matching halves).
    public func halved() -> Int512 {
        var value = self
        value.withWords { words in
            for index in 0..<Self.wordCount {
                let next = index + 1 < Self.wordCount ? words[index + 1] : (words[index] >> 63 == 1 ? UInt64.max : 0)
                words[index] = (words[index] >> 1) | (next << 63)
            }
        }
        return value
    }
}

extension Int512: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension Int512: CustomStringConvertible {
    public var description: String { WideInteger(self).description }
}
