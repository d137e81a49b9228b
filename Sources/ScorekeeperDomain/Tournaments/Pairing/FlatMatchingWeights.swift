import CPrefetch
import Foundation

/// The blossom solver's numbers as signed integers (two's complement) of `width` 64-bit words,
/// the width fixed for one solve at run time, in buffers of words: a big bracket's weights run to
/// thousands of bits, past any fixed size, and an integer type per weight either rounds the width
/// up to the next fixed size or (past the widest) keeps a heap array per weight.
///
/// The doubled weights are kept by row, and each edge names its row: edges of equal weight may
/// share one. A big bracket's matching has a hundred thousand edges but far fewer different
/// weights (every pair outside the bracket with the same criteria costs the same), so a row per
/// different weight and a 32-bit row number per edge take a fraction of a row per edge; a caller
/// with nothing to share gives every edge its own row (`init(width:edgeCount:valueCount:)`).
/// Once the weights are written, the solver has each edge's top two words and row copied in the
/// order it scans the edges (`readInScanOrder`): 20 bytes more per adjacency slot, two slots an
/// edge (80 MB on the 2,000-entrant round's two million edges), for the first reads of most
/// slack tests in a row.
///
/// Each number is stored whole, least significant word first: a row at `row * width`, the
/// solver's other values at `slot * width`. (Transposed, each word level of all the edges
/// contiguous, measured the same on a 500-entrant round: a slack's sign shows only at the level
/// of the slack's own top word, many levels down, so each level read was a cache miss of its own
/// there, where the whole weight's words are read in a row.)
///
/// A reference type so that the solver holding it copies no words; it is one matching's alone
/// (`perfectMates` may solve it twice, the second time from networkx's start).
/// Sums trap on overflow, which the caller rules out by choosing the width from the largest
/// weight (`width(holding:)`).
final class FlatMatchingWeights: BlossomWeights {
    let width: Int
    let edgeCount: Int
    let rowCount: Int
    let valueCount: Int
    /// The doubled weights, a row each.
    let doubled: UnsafeMutablePointer<UInt64>
    /// Each edge's row in `doubled`.
    let rowOfEdge: UnsafeMutablePointer<Int32>
    /// The solver's values, each stored whole.
    let values: UnsafeMutablePointer<UInt64>
    /// The top two words of the weight of the edge at each adjacency slot, in the order the
    /// scan reads the slots (the lower word first), once `readInScanOrder` has been told it;
    /// nil below two words. Most slack tests by count are settled by the top two words (the
    /// rest run long, through dozens), and these are read in a row: the weight's own row, a
    /// different one at every edge, was the first read of nearly every test and a miss to
    /// memory (a fifth of a 2,000-entrant round). Writing a weight drops the copy, which would
    /// no longer be the weights'.
    private(set) var leading: UnsafeMutablePointer<UInt64>?
    /// The row of the edge at each adjacency slot, in scan order beside `leading`: read by edge
    /// index (`rowOfEdge`), out of that order, it was a second miss.
    private(set) var rowAtSlot: UnsafeMutablePointer<Int32>?
    /// The vertices' duals known equal: two vertices of one class have equal duals (the converse
    /// need not hold). Most comparisons of two vertices' duals in a big bracket are of equal ones
    /// (a vertex's edges of one row to players labelled alike: on a 2,000-entrant round 235
    /// million comparisons, all but a thousandth ties), each read through all its words; a class
    /// answers them without a word. All vertices start in one class (`startVertexDuals`); a dual
    /// update splits each class by the way its vertices' duals moved (`shiftVertexDuals`); any
    /// other write gives the vertex a class of its own. Every slot has one, so that the test
    /// needs no bound: a slot's own class is `-1 - slot`, which no other has, and the classes
    /// shared are numbered from 0. (Buffers, not arrays: an array held by a class is checked
    /// for exclusive access on every read, and a first version with arrays ran the
    /// 2,000-entrant round slower than without classes, 78-81 s against 70-71 s.)
    let dualClass: UnsafeMutablePointer<Int32>
    /// `shiftVertexDuals`' scratch: the class after the shift of each (class, direction), -1
    /// between calls, and its first vertex; and the classes before it.
    let classAfterShift: UnsafeMutablePointer<Int32>
    let representative: UnsafeMutablePointer<Int32>
    let previousClass: UnsafeMutablePointer<Int32>

    /// Room for `edgeCount` doubled weights, a row each, and `valueCount` values of `width`
    /// words, all zero.
    convenience init(width: Int, edgeCount: Int, valueCount: Int) {
        self.init(width: width, rowCount: edgeCount, rowOfEdge: (0..<edgeCount).map { Int32($0) }, valueCount: valueCount)
    }

    /// Room for `rowCount` doubled weights shared by the edges as `rowOfEdge` says (each in
    /// 0..<rowCount), and `valueCount` values of `width` words, all zero.
    init(width: Int, rowCount: Int, rowOfEdge rows: [Int32], valueCount: Int) {
        precondition(width >= 1, "a weight has at least one word")
        precondition(rowCount <= Int(Int32.max), "a row number fits 32 bits")
        precondition(rows.allSatisfy { $0 >= 0 && Int($0) < rowCount }, "every edge's row is one of the rows")
        self.width = width
        edgeCount = rows.count
        self.rowCount = rowCount
        self.valueCount = valueCount
        doubled = LargeWordBuffer.allocate(count: max(1, width * rowCount))
        let rowOfEdge = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, rows.count))
        rows.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { rowOfEdge.initialize(from: base, count: buffer.count) }
        }
        self.rowOfEdge = rowOfEdge
        values = LargeWordBuffer.allocate(count: max(1, width * valueCount))
        dualClass = .allocate(capacity: max(1, valueCount))
        for slot in 0..<valueCount { dualClass[slot] = Int32(truncatingIfNeeded: -1 &- slot) }
        classAfterShift = .allocate(capacity: max(1, 3 * valueCount))
        classAfterShift.initialize(repeating: -1, count: max(1, 3 * valueCount))
        representative = .allocate(capacity: max(1, 3 * valueCount))
        previousClass = .allocate(capacity: max(1, valueCount))
    }

    deinit {
        LargeWordBuffer.deallocate(doubled)
        rowOfEdge.deallocate()
        LargeWordBuffer.deallocate(values)
        if let leading { LargeWordBuffer.deallocate(leading) }
        rowAtSlot?.deallocate()
        dualClass.deallocate()
        classAfterShift.deallocate()
        representative.deallocate()
        previousClass.deallocate()
    }

    func readInScanOrder(_ orientedEdgeAtSlot: UnsafePointer<Int32>, count: Int) {
        // A solver made again on this store (`perfectMates`' second try) tells it again.
        dropScanOrderCopy()
        guard width >= 2 else { return }
        let words = LargeWordBuffer.allocate(count: max(1, 2 * count))
        let rows = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, count))
        for slot in 0..<count {
            let row = rowOfEdge[Int(orientedEdgeAtSlot[slot]) >> 1]
            let weight = doubled + Int(row) &* width
            words[2 &* slot] = weight[width &- 2]
            words[2 &* slot &+ 1] = weight[width &- 1]
            rows[slot] = row
        }
        leading = words
        rowAtSlot = rows
    }

    /// Where edge `edge`'s doubled weight starts.
    @inline(__always)
    private func doubledWords(_ edge: Int) -> UnsafeMutablePointer<UInt64> {
        doubled + Int(rowOfEdge[edge]) &* width
    }

    /// The fewest words holding every value from `-magnitude` to `magnitude` with the sign.
    static func width(holding magnitude: WideInteger) -> Int {
        let words = magnitude.words
        guard let top = words.last else { return 1 }
        // One more word when the top word's top bit is taken: the sign needs it clear.
        return top >> 63 == 1 ? words.count + 1 : words.count
    }

    /// The two's complement words of `value` in `width` words, least significant first.
    func words(of value: WideInteger) -> [UInt64] {
        precondition(value.words.count < width || (value.words.count == width && value.words[width - 1] >> 63 == 0),
                     "a value fits the width with its sign")
        var words = (0..<width).map { $0 < value.words.count ? value.words[$0] : 0 }
        if value.isNegative {
            var carry: UInt64 = 1
            for index in words.indices {
                let (sum, overflow) = (~words[index]).addingReportingOverflow(carry)
                words[index] = sum
                carry = overflow ? 1 : 0
            }
        }
        return words
    }

    /// The value of `width` two's complement words read through `word(level)`.
    func wideInteger(_ word: (Int) -> UInt64) -> WideInteger {
        var words = (0..<width).map(word)
        let negative = words[width - 1] >> 63 == 1
        if negative {
            var carry: UInt64 = 1
            for index in words.indices {
                let (sum, overflow) = (~words[index]).addingReportingOverflow(carry)
                words[index] = sum
                carry = overflow ? 1 : 0
            }
        }
        return WideInteger(isNegative: negative, words: words)
    }

    /// Sets edge `edge`'s doubled weight (its row's, so every edge sharing the row's).
    func setDoubledWeight(_ edge: Int, _ value: WideInteger) {
        setRowWeight(Int(rowOfEdge[edge]), value)
    }

    /// Sets row `row`'s doubled weight.
    func setRowWeight(_ row: Int, _ value: WideInteger) {
        dropScanOrderCopy()
        for (level, word) in words(of: value).enumerated() { doubled[row * width + level] = word }
    }

    /// Lets the copy in scan order go (the tests by slot then read the rows, as by edge).
    private func dropScanOrderCopy() {
        if let leading { LargeWordBuffer.deallocate(leading) }
        rowAtSlot?.deallocate()
        leading = nil
        rowAtSlot = nil
    }

    /// Edge `edge`'s doubled weight.
    func doubledWeight(_ edge: Int) -> WideInteger {
        let words = doubledWords(edge)
        return wideInteger { words[$0] }
    }

    /// Sets value `slot`.
    func setValue(_ slot: Int, _ value: WideInteger) {
        written(slot)
        for (level, word) in words(of: value).enumerated() { values[slot * width + level] = word }
    }

    /// Value `slot`.
    func value(_ slot: Int) -> WideInteger {
        wideInteger { values[slot * width + $0] }
    }

    @inline(__always)
    private func isNegative(_ slot: Int) -> Bool { values[slot &* width &+ width &- 1] >> 63 == 1 }

    @inline(__always)
    func hasSlack(_ u: Int, _ v: Int, edge: Int) -> Bool {
        LeadingWordsComparison.sign(values + u &* width, values + v &* width, doubledWords(edge), nil, count: width) > 0
    }

    @inline(__always)
    func hasSlack(_ u: Int, _ v: Int, edge: Int, slot: Int) -> Bool {
        if let leading,
           let sign = LeadingWordsComparison.leadingSign(values + u &* width, values + v &* width,
                                                         cTop: leading[2 &* slot &+ 1], cNext: leading[2 &* slot], nil,
                                                         count: width) {
            return sign > 0
        }
        let row = rowAtSlot.map { Int($0[slot]) } ?? Int(rowOfEdge[edge])
        return LeadingWordsComparison.sign(values + u &* width, values + v &* width, doubled + row &* width, nil,
                                           count: width) > 0
    }

    @inline(__always)
    func slack(_ u: Int, _ v: Int, edge: Int, isBelow slot: Int) -> Bool {
        LeadingWordsComparison.sign(values + u &* width, values + v &* width, doubledWords(edge),
                                    values + slot &* width, count: width) < 0
    }

    /// The top word of the slot's row: a test by slot that its leading words do not settle
    /// reads the row from there down, and that first read was a miss to memory, a seventh of a
    /// 2,000-entrant round (the rows are millions of edges' worth; the scan's order is not theirs).
    @inline(__always)
    func prefetch(slot: Int) {
        guard let rowAtSlot else { return }
        let top: UnsafeMutablePointer<UInt64> = doubled + (Int(rowAtSlot[slot]) &* width &+ width &- 1)
        scorekeeper_prefetch(top)
    }

    @inline(__always)
    func row(ofEdge edge: Int) -> Int32 { rowOfEdge[edge] }

    @inline(__always)
    func row(ofEdge edge: Int, slot: Int) -> Int32 { rowAtSlot.map { $0[slot] } ?? rowOfEdge[edge] }

    @inline(__always)
    func slack(_ u: Int, _ v: Int, row: Int32, isBelowSlackOf x: Int, _ y: Int, row otherRow: Int32) -> Bool {
        slack(u, v, row: Int(row), leadingAt: nil, isBelowSlackOf: x, y, row: Int(otherRow))
    }

    @inline(__always)
    func slack(_ u: Int, _ v: Int, row: Int32, slot: Int, isBelowSlackOf x: Int, _ y: Int, row otherRow: Int32) -> Bool {
        slack(u, v, row: Int(row), leadingAt: leading.map { $0 + 2 &* slot }, isBelowSlackOf: x, y, row: Int(otherRow))
    }

    /// The in-place comparison of two edges' slacks, by their rows; the first edge's top two
    /// words read first from `leadingWords` when given (its row then read only when they do not
    /// settle it).
    @inline(__always)
    private func slack(_ u: Int, _ v: Int, row: Int, leadingAt leadingWords: UnsafeMutablePointer<UInt64>?,
                       isBelowSlackOf x: Int, _ y: Int, row otherRow: Int) -> Bool {
        // Two edges to the same vertex (the usual case: a new blossom's edges to one neighbour,
        // a vertex's edges to the S-vertices the scan meets) share its dual, which cancels: four
        // terms to read, not six.
        let shared: (Int, Int)?
        if v == y {
            shared = (u, x)
        } else if u == x {
            shared = (v, y)
        } else if u == y {
            shared = (v, x)
        } else if v == x {
            shared = (u, y)
        } else {
            shared = nil
        }
        let otherWords = doubled + otherRow &* width
        if let (mine, theirs) = shared {
            // And two edges of one row differ by their other ends' duals alone. Most of a big
            // bracket's comparisons are of such edges (a vertex's equal weights to players
            // alike), which often agree in many words, even all (ties): the duals are read,
            // near one another, in place of two rows, elsewhere in memory each.
            if row == otherRow { return isLess(mine, theirs) }
            if let leadingWords,
               let sign = LeadingWordsComparison.leadingSign(values + mine &* width, otherWords, cTop: leadingWords[1],
                                                             cNext: leadingWords[0], values + theirs &* width, count: width) {
                return sign < 0
            }
            return LeadingWordsComparison.sign(values + mine &* width, otherWords, doubled + row &* width,
                                               values + theirs &* width, count: width) < 0
        }
        if let leadingWords,
           let sign = LeadingWordsComparison.leadingSign(values + u &* width, values + v &* width, cTop: leadingWords[1],
                                                         cNext: leadingWords[0], below: values + x &* width,
                                                         values + y &* width, otherWords, count: width) {
            return sign < 0
        }
        return LeadingWordsComparison.sign(values + u &* width, values + v &* width, doubled + row &* width,
                                           below: values + x &* width, values + y &* width, otherWords, count: width) < 0
    }

    static var comparesSlacksInPlace: Bool { true }

    @inline(__always)
    func margin(edge: Int, less x: Int, exceeds other: Int, less y: Int) -> Bool {
        // doubled[edge] + value[y] - doubled[other] - value[x] > 0.
        LeadingWordsComparison.sign(doubledWords(edge), values + y &* width, doubledWords(other), values + x &* width,
                                    count: width) > 0
    }

    func setMargin(edge: Int, less x: Int, into slot: Int) {
        written(slot)
        Self.difference(doubledWords(edge), values + x &* width, into: values + slot &* width, width: width)
    }

    /// `target = a - b`, all `width` words (`target` may be `a` or `b`: each word is read before
    /// it is written, the signs before the loop), trapping on overflow.
    @inline(__always)
    private static func difference(_ a: UnsafeMutablePointer<UInt64>, _ b: UnsafeMutablePointer<UInt64>,
                                   into target: UnsafeMutablePointer<UInt64>, width: Int) {
        let aNegative = a[width - 1] >> 63 == 1, bNegative = b[width - 1] >> 63 == 1
        // a + ~b + 1, carrying in the 1.
        var carry: UInt64 = 1
        for level in 0..<width { target[level] = Self.sum(a[level], ~b[level], carry: &carry) }
        // Subtracting a value of the other sign overflows when the sign leaves a's.
        precondition(aNegative == bNegative || (target[width - 1] >> 63 == 1) == aNegative, "FlatMatchingWeights overflow")
    }

    /// In one pass over the words, carrying the sum's carry and the difference's borrow side by
    /// side, with the overflow checks of `+` then `-`.
    @inline(__always)
    func setSlack(_ u: Int, _ v: Int, edge: Int, into slot: Int) {
        written(slot)
        let a = values + u &* width, b = values + v &* width, target = values + slot &* width
        let weight = doubledWords(edge)
        var carry: UInt64 = 0, borrow: UInt64 = 1, topOfSum: UInt64 = 0
        let top = width - 1
        let uNegative = a[top] >> 63 == 1, vNegative = b[top] >> 63 == 1
        let doubledNegative = weight[top] >> 63 == 1
        for level in 0..<width {
            let total = Self.sum(a[level], b[level], carry: &carry)
            topOfSum = total
            // total - doubled as total + ~doubled + 1, the 1 carried in.
            target[level] = Self.sum(total, ~weight[level], carry: &borrow)
        }
        let sumIsNegative = topOfSum >> 63 == 1
        precondition(uNegative != vNegative || sumIsNegative == uNegative, "FlatMatchingWeights overflow")
        precondition(sumIsNegative == doubledNegative || isNegative(slot) == sumIsNegative, "FlatMatchingWeights overflow")
    }

    @inline(__always)
    func isLess(_ a: Int, _ b: Int) -> Bool {
        if dualClass[a] == dualClass[b] { return false }
        return wordsAreLess(a, b)
    }

    /// `isLess` read from the words.
    @inline(__always)
    private func wordsAreLess(_ a: Int, _ b: Int) -> Bool {
        let aNegative = isNegative(a), bNegative = isNegative(b)
        if aNegative != bNegative { return aNegative }
        // Same sign: two's complement words order like unsigned ones, from the top. Two duals
        // compared here (a scan's two edges of one row to a vertex) often agree in dozens of
        // words, so four are tested for a difference at once (their XORs ORed, one branch),
        // and the word that differs looked for only in the four that hold it.
        let x = values + a &* width, y = values + b &* width
        var level = width &- 1
        while level >= 3 {
            let differs = (x[level] ^ y[level]) | (x[level &- 1] ^ y[level &- 1])
                | (x[level &- 2] ^ y[level &- 2]) | (x[level &- 3] ^ y[level &- 3])
            if differs != 0 { break }
            level &-= 4
        }
        while level >= 0 {
            if x[level] != y[level] { return x[level] < y[level] }
            level &-= 1
        }
        return false
    }

    @inline(__always)
    func isZero(_ slot: Int) -> Bool {
        let x = values + slot &* width
        for level in 0..<width where x[level] != 0 { return false }
        return true
    }

    @inline(__always)
    func setZero(_ slot: Int) {
        written(slot)
        (values + slot &* width).update(repeating: 0, count: width)
    }

    @inline(__always)
    func copy(_ source: Int, to target: Int) {
        written(target)
        (values + target &* width).update(from: values + source &* width, count: width)
    }

    /// An arithmetic shift right by one bit (exact for the even values the solver halves).
    func setHalf(of source: Int, into target: Int) {
        written(target)
        let x = values + source &* width, y = values + target &* width
        let fill: UInt64 = isNegative(source) ? .max : 0
        for level in 0..<width {
            let next = level + 1 < width ? x[level + 1] : fill
            y[level] = (x[level] >> 1) | (next << 63)
        }
    }

    func setLeast(ofFirst count: Int, into target: Int) {
        var least = 0
        for slot in 1..<count where isLess(slot, least) { least = slot }
        copy(least, to: target)
    }

    func raiseToZero(_ slot: Int) {
        if isNegative(slot) { setZero(slot) }
    }

    @inline(__always)
    func add(_ source: Int, to target: Int) {
        written(target)
        let x = values + source &* width, y = values + target &* width
        let sourceNegative = isNegative(source), targetNegative = isNegative(target)
        var carry: UInt64 = 0
        for level in 0..<width { y[level] = Self.sum(y[level], x[level], carry: &carry) }
        // Adding two values of one sign overflows when the sign changes.
        precondition(sourceNegative != targetNegative || isNegative(target) == targetNegative, "FlatMatchingWeights overflow")
    }

    @inline(__always)
    func subtract(_ source: Int, from target: Int) {
        written(target)
        let y = values + target &* width
        Self.difference(y, values + source &* width, into: y, width: width)
    }

    func significantWords(of slot: Int) -> Int {
        let x = values + slot &* width
        if x[width &- 1] >> 63 == 1 { return width }
        var count = width
        while count > 0 && x[count &- 1] == 0 { count &-= 1 }
        return count
    }

    /// Only the source's significant words are added; above them only the carry goes on, until
    /// a word takes it. A dual update adds its delta to every labelled vertex and blossom, and a
    /// delta's top nonzero word was anywhere from a third of a big bracket's width to most of it.
    @inline(__always)
    func add(_ source: Int, to target: Int, significantWords count: Int) {
        written(target)
        guard count < width else { return add(source, to: target) }
        let x = values + source &* width, y = values + target &* width
        let targetNegative = isNegative(target)
        var carryWord: UInt64 = 0
        var level = 0
        while level < count {
            y[level] = Self.sum(y[level], x[level], carry: &carryWord)
            level &+= 1
        }
        var carry = carryWord != 0
        while carry && level < width {
            let (total, overflow) = y[level].addingReportingOverflow(1)
            y[level] = total
            carry = overflow
            level &+= 1
        }
        // The source is not negative: the sum overflows when a target not negative turns negative.
        precondition(targetNegative || !isNegative(target), "FlatMatchingWeights overflow")
    }

    /// As `add(_:to:significantWords:)`, the borrow going on above the source's words.
    @inline(__always)
    func subtract(_ source: Int, from target: Int, significantWords count: Int) {
        written(target)
        guard count < width else { return subtract(source, from: target) }
        let x = values + source &* width, y = values + target &* width
        let targetNegative = isNegative(target)
        // y + ~x + 1 (a borrow kept as a word through a 128-bit difference still made a chain
        // of flag reads); no carry out of a word is a borrow.
        var carryWord: UInt64 = 1
        var level = 0
        while level < count {
            y[level] = Self.sum(y[level], ~x[level], carry: &carryWord)
            level &+= 1
        }
        var borrow = carryWord == 0
        while borrow && level < width {
            let (total, overflow) = y[level].subtractingReportingOverflow(1)
            y[level] = total
            borrow = overflow
            level &+= 1
        }
        // The source is not negative: the difference overflows when a negative target turns
        // not negative.
        precondition(!targetNegative || isNegative(target), "FlatMatchingWeights overflow")
    }

    func startVertexDuals(count: Int) {
        // The largest doubled weight of an edge (a row no edge names does not count), compared
        // from the top word down in place; none below 0.
        var largest: UnsafeMutablePointer<UInt64>? = nil
        for edge in 0..<edgeCount {
            let weight = doubledWords(edge)
            guard weight[width - 1] >> 63 == 0 else { continue }
            if let known = largest {
                if Self.isAbove(weight, known, width: width) { largest = weight }
            } else {
                largest = weight
            }
        }
        // One class: every vertex's dual the same.
        precondition(count <= valueCount, "the vertices' duals are values")
        dualClass.update(repeating: 0, count: count)
        guard count > 0 else { return }
        for v in 0..<count {
            for level in 0..<width {
                // Halved: shifted right a bit (the doubled weight is even and not negative).
                guard let largest else {
                    values[v * width + level] = 0
                    continue
                }
                let next = level + 1 < width ? largest[level + 1] : 0
                values[v * width + level] = (largest[level] >> 1) | (next << 63)
            }
        }
    }

    /// The dual update's sums, each vertex's class split by the way its dual moved: two
    /// vertices of one class moved the same way stay equal, so only the first of them is summed
    /// and the others take its words (a copy, where the sum is a carry through each word: the
    /// update was a seventh of a 2,000-entrant round). Classes are numbered afresh from 0 (so
    /// below three times the vertices for the scratch tables).
    func shiftVertexDuals(by delta: Int, significantWords count: Int, directions: [Int8]) {
        precondition(directions.count <= valueCount, "a direction for each vertex")
        // A vertex written since the last update has a class of its own: all are made again
        // from their words (each then of a class from 0).
        if (0..<directions.count).contains(where: { dualClass[$0] < 0 }) { classifyVertexDuals(count: directions.count) }
        previousClass.update(from: dualClass, count: directions.count)
        var next: Int32 = 0
        for v in directions.indices {
            let direction = directions[v]
            let key = Int(previousClass[v]) &* 3 &+ Int(direction) &+ 1
            if classAfterShift[key] < 0 {
                classAfterShift[key] = next
                representative[key] = Int32(truncatingIfNeeded: v)
                next &+= 1
                if direction < 0 {
                    subtract(delta, from: v, significantWords: count)
                } else if direction > 0 {
                    add(delta, to: v, significantWords: count)
                }
            } else if direction != 0 {
                (values + v &* width).update(from: values + Int(representative[key]) &* width, count: width)
            }
            dualClass[v] = classAfterShift[key]
        }
        for v in directions.indices {
            classAfterShift[Int(previousClass[v]) &* 3 &+ Int(directions[v]) &+ 1] = -1
        }
    }

    /// The vertices' classes from their words: sorted, equal neighbours in one class. Once a
    /// solve, after the greedy start wrote the duals of the vertices it matched, each then of a
    /// class of its own though most are equal to others.
    private func classifyVertexDuals(count: Int) {
        let order = (0..<count).sorted { wordsAreLess($0, $1) }
        var next: Int32 = -1
        for (position, v) in order.enumerated() {
            if position == 0 || wordsAreLess(order[position - 1], v) { next &+= 1 }
            dualClass[v] = next
        }
    }

    /// A value written: its slot's class is its own again (negative, so no number the dual
    /// update gives).
    @inline(__always)
    private func written(_ slot: Int) {
        dualClass[slot] = Int32(truncatingIfNeeded: -1 &- slot)
    }

    /// `a + b + carry` (a carry of 0 or 1), the carry out left in `carry`: the one word step of
    /// every sum and difference here. A 128-bit sum, which the compiler makes an add with the
    /// carry flag (add, adc); two overflow tests a word, their flags read out and ORed, made a
    /// chain of several instructions a word (the dual update's sums were 28% of a 2,000-entrant
    /// round; with the carry flag, 11%).
    @inline(__always)
    private static func sum(_ a: UInt64, _ b: UInt64, carry: inout UInt64) -> UInt64 {
        let wide = UInt128(a) &+ UInt128(b) &+ UInt128(carry)
        carry = UInt64(truncatingIfNeeded: wide >> 64)
        return UInt64(truncatingIfNeeded: wide)
    }

    /// Whether the `width` words at `a` are above those at `b`, both not negative.
    private static func isAbove(_ a: UnsafeMutablePointer<UInt64>, _ b: UnsafeMutablePointer<UInt64>, width: Int) -> Bool {
        var level = width - 1
        while level >= 0 {
            if a[level] != b[level] { return a[level] > b[level] }
            level -= 1
        }
        return false
    }
}

/// Zeroed buffers of machine words for `FlatMatchingWeights`, backed by the kernel's huge pages
/// where it offers them (2 MiB, asked for with `madvise`): a big bracket's rows run to hundreds
/// of megabytes and the scan reads a different row at each edge whose top two words (read from
/// the copy in scan order, itself tens of megabytes) leave its test open, so with 4 KiB pages
/// nearly every first read also missed the address cache (TLB).
enum LargeWordBuffer {
    static let hugePage = 2 << 20

    static func allocate(count: Int) -> UnsafeMutablePointer<UInt64> {
        let bytes = count * MemoryLayout<UInt64>.stride
        var allocated: UnsafeMutableRawPointer?
        let alignment = bytes >= hugePage ? hugePage : 64
        let status = posix_memalign(&allocated, alignment, bytes)
        guard status == 0, let raw = allocated else { fatalError("out of memory for \(bytes) bytes of weights") }
        #if os(Linux)
        if bytes >= hugePage {
            // Advice only: without huge pages the buffer works the same.
            _ = madvise(raw, bytes, MADV_HUGEPAGE)
        }
        #endif
        let words = raw.bindMemory(to: UInt64.self, capacity: count)
        words.initialize(repeating: 0, count: count)
        return words
    }

    static func deallocate(_ words: UnsafeMutablePointer<UInt64>) {
        free(words)
    }
}

/// A matching of greatest total weight, as `MaximumWeightMatching` finds it (the same solver,
/// the same steps), with weights of any size given as `WideInteger`s and kept as words of one
/// width for the whole solve (`FlatMatchingWeights`): a big bracket's weights without a heap
/// array per weight, nor a fixed size rounded up.
struct FlatWeightMatching {
    /// For each vertex, the vertex it is matched with, or nil.
    let mates: [Int?]
    /// The sum of the matched edges' weights.
    let totalWeight: WideInteger

    /// The matching of the graph of `edges` (two different vertices and the weight of matching
    /// them; an edge given twice keeps its last weight), in words of `width`: at least
    /// `requiredWidth` for them.
    init(vertexCount: Int, edges: [(Int, Int, WideInteger)], width: Int, maxCardinality: Bool) {
        var graph = BlossomGraph(vertexCount: vertexCount)
        let weights = FlatMatchingWeights(width: width, edgeCount: edges.count,
                                          valueCount: BlossomSolver<FlatMatchingWeights>.valueCount(vertexCount: vertexCount))
        for (u, v, weight) in edges {
            let index = graph.add(u, v)
            if index >= 0 { weights.setDoubledWeight(index, weight + weight) }
        }
        self.init(graph: graph, weights: weights, maxCardinality: maxCardinality)
    }

    /// The matching of `graph`, whose doubled weights `weights` holds (made for it, with
    /// `BlossomSolver<FlatMatchingWeights>.valueCount` values).
    init(graph: BlossomGraph, weights: FlatMatchingWeights, maxCardinality: Bool) {
        var solver = BlossomSolver(graph: graph, weights: weights)
        solver.solve(maxCardinality: maxCardinality)
        var mates = [Int?](repeating: nil, count: graph.vertexCount)
        var total = WideInteger(0)
        for v in 0..<graph.vertexCount where solver.mate[v] >= 0 {
            let w = solver.head[solver.mate[v]]
            mates[v] = w
            if v < w { total = total + weights.doubledWeight(solver.mate[v] >> 1).halved() }
        }
        self.mates = mates
        totalWeight = total
    }

    /// The width that holds a matching of `vertexCount` vertices whose weights' magnitudes are
    /// at most `largest`: the duals were measured up to about half the vertices' count times the
    /// largest weight, a slack's sum and the matching's total weight the count times it.
    static func requiredWidth(largest: WideInteger, vertexCount: Int) -> Int {
        FlatMatchingWeights.width(holding: largest * WideInteger(8 * max(8, vertexCount)))
    }
}
