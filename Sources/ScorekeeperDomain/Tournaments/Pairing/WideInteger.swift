/// An exact signed integer of any size, for pairing weights too big for `Int`: a Swiss system's
/// weights put each pairing rule in its own range of digits (products of powers of the number of
/// rounds and players), hundreds of digits long in big brackets. It adds, subtracts, compares,
/// multiplies and halves; the magnitude is kept in 64-bit words, least significant first, with
/// no leading zero words (zero has none, and is never negative).
public struct WideInteger: Hashable, Sendable {
    var isNegative: Bool
    var words: [UInt64]

    public init(_ value: Int) {
        isNegative = value < 0
        words = value == 0 ? [] : [UInt64(value.magnitude)]
    }

    init(isNegative: Bool, words: [UInt64]) {
        var words = words
        while words.last == 0 { words.removeLast() }
        self.isNegative = isNegative && !words.isEmpty
        self.words = words
    }

    /// Reads decimal digits, with an optional leading minus sign.
    public init?(_ text: String) {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var value = WideInteger(0)
        for digit in digits { value = value * WideInteger(10) + WideInteger(Int(digit.asciiValue! - 48)) }
        self = negative ? -value : value
    }

    /// `base` to the power `exponent` (at least 0).
    public static func power(_ base: WideInteger, _ exponent: Int) -> WideInteger {
        precondition(exponent >= 0, "a negative power is not an integer")
        var result = WideInteger(1), square = base, exponent = exponent
        while exponent > 0 {
            if exponent & 1 == 1 { result = result * square }
            exponent >>= 1
            if exponent > 0 { square = square * square }
        }
        return result
    }

    public var isZero: Bool { words.isEmpty }

    // MARK: Magnitudes

    /// -1, 0 or 1 as magnitude `a` is less than, equal to or greater than `b`.
    static func compareMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in a.indices.reversed() where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    static func addMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var sum = long
        var carry: UInt64 = 0
        for index in long.indices {
            let (partial, overflow1) = long[index].addingReportingOverflow(index < short.count ? short[index] : 0)
            let (total, overflow2) = partial.addingReportingOverflow(carry)
            sum[index] = total
            carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
            if carry == 0 && index >= short.count { break }
        }
        if carry > 0 { sum.append(carry) }
        return sum
    }

    /// `a - b`, where `a` is at least `b`.
    static func subtractMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var difference = a
        var borrow: UInt64 = 0
        for index in a.indices {
            let (partial, overflow1) = a[index].subtractingReportingOverflow(index < b.count ? b[index] : 0)
            let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
            difference[index] = total
            borrow = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
            if borrow == 0 && index >= b.count { break }
        }
        return difference
    }

    static func multiplyMagnitudes(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        guard !a.isEmpty, !b.isEmpty else { return [] }
        var product = [UInt64](repeating: 0, count: a.count + b.count)
        for i in a.indices {
            var carry: UInt64 = 0
            for j in b.indices {
                let (high, low) = a[i].multipliedFullWidth(by: b[j])
                let (sum1, overflow1) = low.addingReportingOverflow(product[i + j])
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                product[i + j] = sum2
                // a[i] * b[j] plus two words is below 2^128, so the high word takes both carries.
                carry = high + (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
            }
            product[i + b.count] = carry
        }
        return product
    }

    /// The quotient by a word and the remainder.
    static func divideMagnitude(_ a: [UInt64], by divisor: UInt64) -> ([UInt64], UInt64) {
        var quotient = a
        var remainder: UInt64 = 0
        for index in a.indices.reversed() {
            (quotient[index], remainder) = divisor.dividingFullWidth((remainder, a[index]))
        }
        return (quotient, remainder)
    }
}

extension WideInteger: Comparable {
    public static func < (lhs: WideInteger, rhs: WideInteger) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let order = compareMagnitudes(lhs.words, rhs.words)
        return lhs.isNegative ? order > 0 : order < 0
    }
}

extension WideInteger: AdditiveArithmetic {
    public static var zero: WideInteger { WideInteger(0) }

    public static func + (lhs: WideInteger, rhs: WideInteger) -> WideInteger {
        if lhs.isNegative == rhs.isNegative {
            return WideInteger(isNegative: lhs.isNegative, words: addMagnitudes(lhs.words, rhs.words))
        }
        // Opposite signs: the larger magnitude's sign wins.
        if compareMagnitudes(lhs.words, rhs.words) >= 0 {
            return WideInteger(isNegative: lhs.isNegative, words: subtractMagnitudes(lhs.words, rhs.words))
        }
        return WideInteger(isNegative: rhs.isNegative, words: subtractMagnitudes(rhs.words, lhs.words))
    }

    public static func - (lhs: WideInteger, rhs: WideInteger) -> WideInteger { lhs + -rhs }

    public static prefix func - (value: WideInteger) -> WideInteger {
        WideInteger(isNegative: !value.isNegative, words: value.words)
    }
}

extension WideInteger {
    public static func * (lhs: WideInteger, rhs: WideInteger) -> WideInteger {
        WideInteger(isNegative: lhs.isNegative != rhs.isNegative, words: multiplyMagnitudes(lhs.words, rhs.words))
    }

    public static func *= (lhs: inout WideInteger, rhs: WideInteger) { lhs = lhs * rhs }
}

extension WideInteger: MatchingWeight {
    /// Half the value, rounded towards zero (exact for the even values the matching halves).
    public func halved() -> WideInteger {
        var result = words
        for index in result.indices {
            let next = index + 1 < result.count ? result[index + 1] : 0
            result[index] = (result[index] >> 1) | (next << 63)
        }
        return WideInteger(isNegative: isNegative, words: result)
    }
}

extension WideInteger: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self.init(value) }
}

extension WideInteger: CustomStringConvertible {
    /// Decimal digits, with a minus sign when negative.
    public var description: String {
        guard !isZero else { return "0" }
        // Nineteen decimal digits at a time: 10^19 is the largest power of ten in a word.
        let chunk: UInt64 = 10_000_000_000_000_000_000
        var chunks: [UInt64] = []
        var rest = words
        while !rest.isEmpty {
            let (quotient, remainder) = Self.divideMagnitude(rest, by: chunk)
            chunks.append(remainder)
            rest = quotient
            while rest.last == 0 { rest.removeLast() }
        }
        var text = isNegative ? "-" : ""
        text += String(chunks.removeLast())
        for part in chunks.reversed() {
            let digits = String(part)
            text += String(repeating: "0", count: 19 - digits.count) + digits
        }
        return text
    }
}

extension Int {
    /// The value of `wide`, when it fits.
    public init?(exactly wide: WideInteger) {
        guard wide.words.count <= 1 else { return nil }
        let magnitude = wide.words.first ?? 0
        if wide.isNegative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            self = magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        } else {
            guard magnitude <= UInt64(Int.max) else { return nil }
            self = Int(magnitude)
        }
    }
}

extension Int128 {
    /// The value of `wide`, when it fits.
    public init?(exactly wide: WideInteger) {
        guard wide.words.count <= 2 else { return nil }
        let low = wide.words.first ?? 0, high = wide.words.count == 2 ? wide.words[1] : 0
        let magnitude = UInt128(high) << 64 | UInt128(low)
        if wide.isNegative {
            guard magnitude <= UInt128(Int128.max) + 1 else { return nil }
            self = magnitude == UInt128(Int128.max) + 1 ? Int128.min : -Int128(magnitude)
        } else {
            guard magnitude <= UInt128(Int128.max) else { return nil }
            self = Int128(magnitude)
        }
    }
}
