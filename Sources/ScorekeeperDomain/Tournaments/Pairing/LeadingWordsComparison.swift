/// Slack tests of wide weights read from their leading words: the sign of `(a + b) - (c + d)`
/// for two's complement integers of `count` 64-bit words (least significant first) read in
/// place, settled as soon as the words read so far tell. The matching asks this of nearly every
/// edge it scans (has it slack? is its slack below the best one so far?), and the answer almost
/// always shows in the top words, where working the sum out runs through every word, carries
/// and all.
///
/// With X the difference of the words from index i up (the top one signed, the rest unsigned),
/// the words below i add less than 2·B^i in either direction (B = 2^64), so X ≥ 2 means
/// positive and X ≤ -2 negative; otherwise |X| ≤ 1 and the next word down is brought in
/// (|X·B + next| < 3·B fits an Int128). At the bottom X is the difference itself.
enum LeadingWordsComparison {
    @inline(__always)
    static func sign(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ c: UnsafeRawPointer, _ d: UnsafeRawPointer?,
                     count: Int) -> Int {
        func word(_ pointer: UnsafeRawPointer, _ index: Int) -> UInt64 {
            pointer.load(fromByteOffset: index &* 8, as: UInt64.self)
        }
        var index = count - 1
        var x = Int128(Int64(bitPattern: word(a, index))) &+ Int128(Int64(bitPattern: word(b, index)))
            &- Int128(Int64(bitPattern: word(c, index)))
        if let d { x = x &- Int128(Int64(bitPattern: word(d, index))) }
        // Wrapping operators, with no overflow test: |X| is at most 1 when shifted, so the sum
        // stays within 2^66 either way, far inside Int128; the tests are the loop's own cost
        // (a big bracket's slacks run through dozens of words before their sign shows).
        while true {
            // |X| ≥ 2, in one test: X + 1 outside 0...2.
            if UInt128(bitPattern: x &+ 1) > 2 { return x > 0 ? 1 : -1 }
            if index == 0 { return Int(x) }
            index &-= 1
            x = (x &<< 64) &+ Int128(word(a, index)) &+ Int128(word(b, index)) &- Int128(word(c, index))
            if let d { x = x &- Int128(word(d, index)) }
        }
    }

    /// `sign(a, b, c, d)`'s first two steps, with `c`'s top two words given (`cTop`, `cNext`)
    /// instead of read from `c`: the sign when the top two words of every term settle it (a
    /// slack test usually), nil when the words below must be read (then `sign` from the top).
    /// `count` is at least 2.
    @inline(__always)
    static func leadingSign(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, cTop: UInt64, cNext: UInt64,
                            _ d: UnsafeRawPointer?, count: Int) -> Int? {
        assert(count >= 2, "two words to read")
        func word(_ pointer: UnsafeRawPointer, _ index: Int) -> UInt64 {
            pointer.load(fromByteOffset: index &* 8, as: UInt64.self)
        }
        let top = count &- 1
        var x = Int128(Int64(bitPattern: word(a, top))) &+ Int128(Int64(bitPattern: word(b, top)))
            &- Int128(Int64(bitPattern: cTop))
        if let d { x = x &- Int128(Int64(bitPattern: word(d, top))) }
        if UInt128(bitPattern: x &+ 1) > 2 { return x > 0 ? 1 : -1 }
        x = (x &<< 64) &+ Int128(word(a, top &- 1)) &+ Int128(word(b, top &- 1)) &- Int128(cNext)
        if let d { x = x &- Int128(word(d, top &- 1)) }
        if UInt128(bitPattern: x &+ 1) > 2 { return x > 0 ? 1 : -1 }
        return nil
    }

    /// `sign(a, b, c, below: d, e, f)`'s first two steps, with `c`'s top two words given, as
    /// `leadingSign(_:_:cTop:cNext:_:count:)`.
    @inline(__always)
    static func leadingSign(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, cTop: UInt64, cNext: UInt64,
                            below d: UnsafeRawPointer, _ e: UnsafeRawPointer, _ f: UnsafeRawPointer, count: Int) -> Int? {
        assert(count >= 2, "two words to read")
        func word(_ pointer: UnsafeRawPointer, _ index: Int) -> UInt64 {
            pointer.load(fromByteOffset: index &* 8, as: UInt64.self)
        }
        func signed(_ pointer: UnsafeRawPointer, _ index: Int) -> Int128 {
            Int128(Int64(bitPattern: word(pointer, index)))
        }
        let top = count &- 1
        var x = signed(a, top) &+ signed(b, top) &+ signed(f, top)
            &- Int128(Int64(bitPattern: cTop)) &- signed(d, top) &- signed(e, top)
        if UInt128(bitPattern: x &+ 2) > 4 { return x > 0 ? 1 : -1 }
        let next = top &- 1
        x = (x &<< 64) &+ Int128(word(a, next)) &+ Int128(word(b, next)) &+ Int128(word(f, next))
            &- Int128(cNext) &- Int128(word(d, next)) &- Int128(word(e, next))
        if UInt128(bitPattern: x &+ 2) > 4 { return x > 0 ? 1 : -1 }
        return nil
    }

    /// The sign of `(a + b - c) - (d + e - f)`: whether one edge's slack is below another's,
    /// both read in place, neither worked out. `addBlossom` compares each edge leaving a new
    /// blossom with the best one so far to the same neighbour, where writing every first one's
    /// slack out whole (as the four-term test needs) cost more than all the tests together.
    ///
    /// As `sign`, with six terms: the words below index i add less than 3·B^i in either
    /// direction, so X ≥ 3 means positive and X ≤ -3 negative; otherwise |X| ≤ 2 and the next
    /// word down is brought in (|X·B + next| < 5·B fits an Int128).
    @inline(__always)
    static func sign(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ c: UnsafeRawPointer,
                     below d: UnsafeRawPointer, _ e: UnsafeRawPointer, _ f: UnsafeRawPointer, count: Int) -> Int {
        func word(_ pointer: UnsafeRawPointer, _ index: Int) -> UInt64 {
            pointer.load(fromByteOffset: index &* 8, as: UInt64.self)
        }
        func signed(_ pointer: UnsafeRawPointer, _ index: Int) -> Int128 {
            Int128(Int64(bitPattern: word(pointer, index)))
        }
        var index = count - 1
        var x = signed(a, index) &+ signed(b, index) &+ signed(f, index)
            &- signed(c, index) &- signed(d, index) &- signed(e, index)
        while true {
            // |X| ≥ 3, in one test: X + 2 outside 0...4.
            if UInt128(bitPattern: x &+ 2) > 4 { return x > 0 ? 1 : -1 }
            if index == 0 { return Int(x) }
            index &-= 1
            x = (x &<< 64) &+ Int128(word(a, index)) &+ Int128(word(b, index)) &+ Int128(word(f, index))
                &- Int128(word(c, index)) &- Int128(word(d, index)) &- Int128(word(e, index))
        }
    }

    /// `sign` of the slack `duals[u] + duals[v] - doubled[edge]`, against zero or against
    /// `others[other]`, for a weight stored as `count` words and nothing else.
    @inline(__always)
    static func sign<Weight>(_ duals: [Weight], _ u: Int, _ v: Int, _ doubled: [Weight], _ edge: Int,
                             against others: [Weight]?, _ other: Int, count: Int) -> Int {
        assert(MemoryLayout<Weight>.size == count * 8, "a weight read as words is its words and nothing else")
        return duals.withUnsafeBytes { duals in
            doubled.withUnsafeBytes { doubled in
                let stride = MemoryLayout<Weight>.stride
                let a = duals.baseAddress! + u &* stride, b = duals.baseAddress! + v &* stride
                let c = doubled.baseAddress! + edge &* stride
                guard let others else { return sign(a, b, c, nil, count: count) }
                return others.withUnsafeBytes { others in
                    sign(a, b, c, others.baseAddress! + other &* stride, count: count)
                }
            }
        }
    }
}
