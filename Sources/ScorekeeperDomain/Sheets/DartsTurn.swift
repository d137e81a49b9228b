/// One turn of darts (up to three darts) for a sheet of kind `countdown`: darts written `T20`,
/// `D16`, `S5` or `5`, `25` (outer bull), `BULL` or `50` (the bull, a double), `0` or `-` (a miss);
/// or the turn's total alone ("100").
public struct DartsTurn: Equatable, Sendable {
    /// One dart: the number hit (25 for the bull) and its ring (0 a miss, 1 single, 2 double,
    /// 3 treble; the bull is the double 25).
    public struct Dart: Equatable, Sendable {
        public var number: Int
        public var multiplier: Int

        public var points: Int { number * multiplier }
        /// Whether it can finish a game played to a double.
        public var isDouble: Bool { multiplier == 2 }

        /// The dart in the usual notation: "T20", "D16", "5", "25", "BULL", "-".
        public var text: String {
            switch (number, multiplier) {
            case (_, 0): "-"
            case (25, 2): "BULL"
            case (25, _): "25"
            case (_, 2): "D\(number)"
            case (_, 3): "T\(number)"
            default: String(number)
            }
        }
    }

    /// The darts, when they were written one by one; nil for a total given alone.
    public var darts: [Dart]?
    /// The turn's points.
    public var points: Int

    /// Reads a turn: darts ("T20 T20 D16") or a total ("100").
    public static func parse(_ text: String) throws(SheetEntryError) -> DartsTurn {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw SheetEntryError("a turn is up to three darts (\"T20 T20 D16\") or its total (\"100\")") }
        // A number alone that no dart scores ("40", "100") is the turn's total; "20" is a dart.
        if words.count == 1, let total = Int(words[0]), total > 20, total != 25, total != 50 {
            guard possibleTotals.contains(total) else { throw SheetEntryError("three darts cannot score \(total)") }
            return DartsTurn(darts: nil, points: total)
        }
        guard words.count <= 3 else { throw SheetEntryError("a turn is at most three darts") }
        var darts: [Dart] = []
        for word in words { darts.append(try dart(word)) }
        return DartsTurn(darts: darts, points: darts.reduce(0) { $0 + $1.points })
    }

    /// One dart in the usual notation.
    static func dart(_ word: String) throws(SheetEntryError) -> Dart {
        let upper = word.uppercased()
        switch upper {
        case "-", "0", "MISS", "M": return Dart(number: 0, multiplier: 0)
        case "25", "OB", "SB", "OUTER", "S25": return Dart(number: 25, multiplier: 1)
        case "50", "BULL", "DB", "D25", "BE": return Dart(number: 25, multiplier: 2)
        default: break
        }
        let multiplier: Int
        var number = Substring(upper)
        switch upper.first {
        case "S": multiplier = 1; number = number.dropFirst()
        case "D": multiplier = 2; number = number.dropFirst()
        case "T": multiplier = 3; number = number.dropFirst()
        default: multiplier = 1
        }
        guard let value = Int(number), (1...20).contains(value) else {
            throw SheetEntryError("\"\(word)\" is not a dart (T20, D16, S5 or 5, 25, BULL, - for a miss)")
        }
        return Dart(number: value, multiplier: multiplier)
    }

    /// Every score one dart can make, doubles apart (a finish needs one last).
    static let singles: [Dart] = (1...20).flatMap { value in
        (1...3).map { Dart(number: value, multiplier: $0) }
    } + [Dart(number: 25, multiplier: 1), Dart(number: 25, multiplier: 2)]

    /// The totals three darts can make (0 to 180, but not 163, 166, 169, 172, 173, 175, 176, 178, 179).
    static let possibleTotals: Set<Int> = {
        let points = Set([0] + singles.map(\.points))
        var totals: Set<Int> = []
        for a in points { for b in points { for c in points { totals.insert(a + b + c) } } }
        return totals
    }()

    /// A way to finish `remaining` in at most three darts, the last a double: the fewest darts,
    /// trebles first; nil when there is none (over 170, and 169, 168, 166, 165, 163, 162, 159).
    public static func checkout(_ remaining: Int) -> [String]? {
        guard remaining >= 2, remaining <= 170 else { return nil }
        let doubles = (1...20).map { (name: "D\($0)", points: $0 * 2) } + [(name: "BULL", points: 50)]
        let setup = (1...20).reversed().flatMap { value in
            [(name: "T\(value)", points: value * 3), (name: "S\(value)", points: value)]
        } + [(name: "25", points: 25), (name: "BULL", points: 50)]
        let ordered = setup.sorted { $0.points > $1.points }
        for finish in doubles.reversed() where finish.points == remaining { return [finish.name] }
        for first in ordered {
            for finish in doubles.reversed() where first.points + finish.points == remaining { return [first.name, finish.name] }
        }
        for first in ordered {
            for second in ordered {
                for finish in doubles.reversed() where first.points + second.points + finish.points == remaining {
                    return [first.name, second.name, finish.name]
                }
            }
        }
        return nil
    }
}
