/// A signed integer of a fixed number of 64-bit words (two's complement) kept inline, for pairing
/// weights beyond `Int512` but of a size known beforehand: a big homogeneous bracket's weights
/// run to thousands of bits, and `WideInteger` spends most of the matching allocating and
/// releasing its word arrays. Exact like `WideInteger`, so the matching takes the same steps;
/// it traps on overflow, which the caller rules out by checking the largest weight first.
///
/// The words are a concrete `FixedWords` type, not an integer generic parameter: with one, the
/// optimiser left the matching copying its whole state through value witnesses at every
/// addition. Every value is made whole by a closure, word by word, rather than copied and
/// written: Swift 6.3.1 miscompiled the copy-then-write form of an `InlineArray` of generic
/// count under -O (a sum came out as its left operand), and the closure form is safe either way.
public struct FixedWideInteger<Words: FixedWords>: Sendable {
    /// Least significant first; the top bit of the last is the sign.
    var words: Words

    static var wordCount: Int { Words.count }

    init(words: Words) {
        self.words = words
    }

    public init(_ value: Int) {
        let fill: UInt64 = value < 0 ? .max : 0
        words = Words { $0 == 0 ? UInt64(bitPattern: Int64(value)) : fill }
    }

    /// `wide`, when it fits (with room for the sign).
    public init?(exactly wide: WideInteger) {
        let magnitude = wide.words
        guard magnitude.count < Self.wordCount || (magnitude.count == Self.wordCount && magnitude[Self.wordCount - 1] >> 63 == 0)
        else { return nil }
        let positive = FixedWideInteger(words: Words { $0 < magnitude.count ? magnitude[$0] : 0 })
        self = wide.isNegative ? -positive : positive
    }

    public var isNegative: Bool { words[Self.wordCount - 1] >> 63 == 1 }
}

extension FixedWideInteger: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        for index in 0..<Self.wordCount where lhs.words[index] != rhs.words[index] { return false }
        return true
    }
}

extension FixedWideInteger: Comparable {
    @inline(__always)
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        // Same sign: two's complement words order like unsigned ones, from the top.
        var index = Self.wordCount - 1
        while index >= 0 {
            let a = lhs.words[index], b = rhs.words[index]
            if a != b { return a < b }
            index -= 1
        }
        return false
    }
}

extension FixedWideInteger: AdditiveArithmetic {
    public static var zero: Self { Self(0) }

    @inline(__always)
    public static func + (lhs: Self, rhs: Self) -> Self {
        var carry = false
        let sum = Self(words: Words { index in
            let (partial, overflow1) = lhs.words[index].addingReportingOverflow(rhs.words[index])
            let (total, overflow2) = partial.addingReportingOverflow(carry ? 1 : 0)
            carry = overflow1 || overflow2
            return total
        })
        // Adding two values of one sign overflows when the sign changes.
        precondition(lhs.isNegative != rhs.isNegative || sum.isNegative == lhs.isNegative, "FixedWideInteger overflow")
        return sum
    }

    @inline(__always)
    public static func - (lhs: Self, rhs: Self) -> Self {
        // lhs + ~rhs + 1, carrying in the 1.
        var carry = true
        let difference = Self(words: Words { index in
            let (partial, overflow1) = lhs.words[index].addingReportingOverflow(~rhs.words[index])
            let (total, overflow2) = partial.addingReportingOverflow(carry ? 1 : 0)
            carry = overflow1 || overflow2
            return total
        })
        // Subtracting a value of the other sign overflows when the sign leaves lhs's.
        precondition(lhs.isNegative == rhs.isNegative || difference.isNegative == lhs.isNegative,
                     "FixedWideInteger overflow")
        return difference
    }

    public static prefix func - (value: Self) -> Self { zero - value }
}

extension FixedWideInteger: MatchingWeight {
    /// `u + v - doubled` in one pass over the words, carrying the sum's carry and the
    /// difference's borrow side by side, with the same overflow checks as `+` then `-`.
    @inline(__always)
    public static func slack(_ u: Self, _ v: Self, _ doubled: Self) -> Self {
        var carry: UInt64 = 0, borrow: UInt64 = 1, topOfSum: UInt64 = 0
        let result = Self(words: Words { index in
            let (partial, overflow1) = u.words[index].addingReportingOverflow(v.words[index])
            let (sum, overflow2) = partial.addingReportingOverflow(carry)
            carry = (overflow1 || overflow2) ? 1 : 0
            topOfSum = sum
            // sum - doubled as sum + ~doubled + 1, the 1 carried in.
            let (partialDifference, overflow3) = sum.addingReportingOverflow(~doubled.words[index])
            let (difference, overflow4) = partialDifference.addingReportingOverflow(borrow)
            borrow = (overflow3 || overflow4) ? 1 : 0
            return difference
        })
        let sumIsNegative = topOfSum >> 63 == 1
        precondition(u.isNegative != v.isNegative || sumIsNegative == u.isNegative, "FixedWideInteger overflow")
        precondition(sumIsNegative == doubled.isNegative || result.isNegative == sumIsNegative, "FixedWideInteger overflow")
        return result
    }

    // Read in place (an array's element read out is a copy of all its words), from the leading
    // words down: the words are the whole value, least significant first.
    @inline(__always)
    public static func signOfSlack(_ duals: [Self], _ u: Int, _ v: Int, _ doubled: [Self], _ edge: Int) -> Int {
        LeadingWordsComparison.sign(duals, u, v, doubled, edge, against: nil, 0, count: wordCount)
    }

    @inline(__always)
    public static func slack(_ duals: [Self], _ u: Int, _ v: Int, _ doubled: [Self], _ edge: Int,
                             isBelow others: [Self], _ other: Int) -> Bool {
        LeadingWordsComparison.sign(duals, u, v, doubled, edge, against: others, other, count: wordCount) < 0
    }

    /// `signOfSlack` on values, for the tests.
    static func signOfSlack(_ u: Self, _ v: Self, _ doubled: Self) -> Int {
        signOfSlack([u, v], 0, 1, [doubled], 0)
    }

    /// `slack(_:_:_:_:_:isBelow:_:)` on values, for the tests.
    static func slack(_ u: Self, _ v: Self, _ doubled: Self, isBelow other: Self) -> Bool {
        slack([u, v], 0, 1, [doubled], 0, isBelow: [other], 0)
    }


    /// Half the value, rounded down (exact for the even values the matching halves).
    public func halved() -> Self {
        let top: UInt64 = isNegative ? .max : 0
        return Self(words: Words { index in
            let next = index + 1 < Self.wordCount ? words[index + 1] : top
            return (words[index] >> 1) | (next << 63)
        })
    }
}

extension WideInteger {
    /// The value of `fixed`.
    public init<Words>(_ fixed: FixedWideInteger<Words>) {
        let magnitude = fixed.isNegative ? -fixed : fixed
        self.init(isNegative: fixed.isNegative, words: (0..<Words.count).map { magnitude.words[$0] })
    }
}

/// The words of a `FixedWideInteger`: a fixed count of them, least significant first.
public protocol FixedWords: Sendable {
    static var count: Int { get }
    /// The words `body` gives for each index, in order from 0.
    init(_ body: (Int) -> UInt64)
    subscript(index: Int) -> UInt64 { get }
}

/// 1,024 bits.
public struct Words16: FixedWords {
    var storage: InlineArray<16, UInt64>
    public static var count: Int { 16 }
    @inline(__always) public init(_ body: (Int) -> UInt64) { storage = InlineArray { body($0) } }
    @inline(__always) public subscript(index: Int) -> UInt64 { storage[index] }
}

/// 1,536 bits: a 500-entrant round's homogeneous bracket (about 1,300 bits) without the third
/// of the words 2,048 would add to every addition and comparison.
public struct Words24: FixedWords {
    var storage: InlineArray<24, UInt64>
    public static var count: Int { 24 }
    @inline(__always) public init(_ body: (Int) -> UInt64) { storage = InlineArray { body($0) } }
    @inline(__always) public subscript(index: Int) -> UInt64 { storage[index] }
}

/// 2,048 bits.
public struct Words32: FixedWords {
    var storage: InlineArray<32, UInt64>
    public static var count: Int { 32 }
    @inline(__always) public init(_ body: (Int) -> UInt64) { storage = InlineArray { body($0) } }
    @inline(__always) public subscript(index: Int) -> UInt64 { storage[index] }
}

/// 3,072 bits.
public struct Words48: FixedWords {
    var storage: InlineArray<48, UInt64>
    public static var count: Int { 48 }
    @inline(__always) public init(_ body: (Int) -> UInt64) { storage = InlineArray { body($0) } }
    @inline(__always) public subscript(index: Int) -> UInt64 { storage[index] }
}

/// 4,608 bits: a whole round of 500 in one bracket.
public struct Words72: FixedWords {
    var storage: InlineArray<72, UInt64>
    public static var count: Int { 72 }
    @inline(__always) public init(_ body: (Int) -> UInt64) { storage = InlineArray { body($0) } }
    @inline(__always) public subscript(index: Int) -> UInt64 { storage[index] }
}
