// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstabledutch.py, update_crosstable,
// init_cweights and update_edge.

/// The quality criteria C6-C21 as they stand while one score bracket is paired: the digits each
/// possible pair contributes, and the radices that keep the criteria in order.
///
/// gacrux pairs a bracket by matching every player still unpaired (those below the bracket
/// too), so the criteria count, for a pair of a bracket player with one below it, that the
/// bracket player floats down (C6, C7, C14, C16) and, looking one bracket ahead, that a player
/// of the next bracket would float further (C8).
public struct DutchBracketCriteria: Sendable {
    /// The bracket's score level.
    public let scoreLevel: Int
    /// How many levels the highest moved-down player is above the bracket (gacrux's maxpsd).
    public let maxScoreDifference: Int
    /// The moved-down players by score difference, the largest difference first (gacrux's mdp).
    public let movedDown: [Int]
    /// Whether C9 applies: the bracket may hand a player down to the pairing-allocated bye.
    public let byeBracket: Bool
    /// The round being paired.
    public let round: Int
    /// The radices of the criteria.
    public let layout: DutchWeightLayout
    /// The layout's place values by criterion (`DutchCriterion.rawValue`), read out of its
    /// dictionary once a bracket: a pair's cost is summed from them for every edge.
    let places: [[WideInteger]]

    /// The criteria for the bracket at `scoreLevel`, given every node still unpaired (`nodes`,
    /// ordered by level from the top, as `DutchScoreLevels` gives them).
    public init(scoreLevel: Int, nodes: [DutchPairingNode], byeBracket: Bool, round: Int) {
        self.scoreLevel = scoreLevel
        self.byeBracket = byeBracket
        self.round = round
        let top = nodes.first?.scoreLevel ?? scoreLevel
        let maxScoreDifference = max(0, top - scoreLevel)
        self.maxScoreDifference = maxScoreDifference
        var movedDown = Array(repeating: 0, count: maxScoreDifference)
        for node in nodes where node.scoreLevel > scoreLevel {
            movedDown[maxScoreDifference - (node.scoreLevel - scoreLevel)] += 1
        }
        self.movedDown = movedDown
        let all = nodes.count + 1
        let bracket = nodes.filter { $0.scoreLevel >= scoreLevel }
        let throughNext = nodes.filter { $0.scoreLevel >= scoreLevel - 1 }.count
        let atOrBelow = nodes.filter { $0.scoreLevel <= scoreLevel }
        let byDifference = movedDown.map { $0 + 1 }
        func count(_ group: [DutchPairingNode], _ flag: DutchFloats) -> Int {
            group.filter { $0.floats.contains(flag) }.count + 1
        }
        let topScorers = bracket.filter(\.isTopScorer).count + 1
        // gacrux compares the level with its bye flag (True is 1, False 0), so C9's digit has
        // room only in the lowest brackets; the port keeps that.
        let c9Radix = scoreLevel <= (byeBracket ? 1 : 0) ? bracket.count + 1 : 1
        layout = DutchWeightLayout([
            (.c6, [bracket.count + 1]),
            (.c7, byDifference),
            (.next8, [throughNext + 1]),
            (.c8, byDifference + [bracket.count + 1 - movedDown.reduce(0, +)]),
            (.c9, [c9Radix]),
            (.repeatedMeetings, []),
            (.c10, [topScorers]),
            (.c11, [topScorers]),
            (.c12, [all]),
            (.c13, [all]),
            (.c14, [count(bracket, .downLastRound)]),
            (.c15, [count(atOrBelow, .upLastRound)]),
            (.c16, [count(bracket, .downTwoRoundsAgo)]),
            (.c17, [count(atOrBelow, .upTwoRoundsAgo)]),
            (.c18, byDifference),
            (.c19, byDifference),
            (.c20, byDifference),
            (.c21, byDifference),
        ])
        places = DutchCriterion.allCases.map { [layout] in layout.placeValues[$0] ?? [] }
    }

    /// The digits the pair of `first` and `second` (who may meet) contributes.
    public func digits(_ first: DutchPairingNode, _ second: DutchPairingNode) -> [DutchCriterion: [Int]] {
        let width = maxScoreDifference
        var digits: [DutchCriterion: [Int]] = [
            .c6: [0], .c7: Array(repeating: 0, count: width), .next8: [0], .c8: Array(repeating: 0, count: width + 1),
            .c9: [0], .c10: [0], .c11: [0], .c12: [0], .c13: [0], .c14: [0], .c15: [0], .c16: [0], .c17: [0],
            .c18: Array(repeating: 0, count: width), .c19: Array(repeating: 0, count: width),
            .c20: Array(repeating: 0, count: width), .c21: Array(repeating: 0, count: width),
        ]
        visitDigits(first.traits, second.traits) { criterion, index, value in digits[criterion]![index] = value }
        return digits
    }

    /// The cost of the pair's digits under the layout.
    public func cost(_ first: DutchPairingNode, _ second: DutchPairingNode) -> WideInteger {
        cost(first.traits, second.traits)
    }

    /// The cost of the pair's digits under the layout, summed from the place values of the
    /// digits the pair sets (most pairs set none, and cost nothing to work out): the same
    /// integer as `layout.cost(digits(first, second))`.
    func cost(_ first: DutchNodeTraits, _ second: DutchNodeTraits) -> WideInteger {
        var total = WideInteger(0)
        visitDigits(first, second) { criterion, index, value in
            guard value != 0 else { return }
            let place = places[criterion.rawValue][index]
            total = total + (value == 1 ? place : place * WideInteger(value))
        }
        return total
    }

    /// The pair's digit of gacrux's QN8: 1 when it takes a player of this bracket or the next
    /// below the next bracket (the next bracket's C9 decision counts them).
    func lookahead(_ first: DutchNodeTraits, _ second: DutchNodeTraits) -> Int {
        var next8 = 0
        visitDigits(first, second) { criterion, _, value in
            if criterion == .next8 { next8 = value }
        }
        return next8
    }

    /// The rule itself: calls `visit(criterion, digit, value)` for each digit the pair of
    /// `first` and `second` sets (each at most once; every other digit is 0). `digits` and
    /// `cost` both read it, so the criteria are stated once.
    @inline(__always)
    func visitDigits(_ first: DutchNodeTraits, _ second: DutchNodeTraits,
                     _ visit: (DutchCriterion, Int, Int) -> Void) {
        // a is the one with the higher level.
        let (a, b) = first.scoreLevel >= second.scoreLevel ? (first, second) : (second, first)
        let width = maxScoreDifference
        let level = a.scoreLevel - scoreLevel
        var floated14 = false, floated15 = false, floated16 = false, floated17 = false
        if a.scoreLevel >= scoreLevel && b.scoreLevel == scoreLevel {
            // Both in the bracket: a pair it makes.
            if byeBracket && b.scoreLevel == 0 {
                visit(.c9, 0, round - 1 - a.playedGames)
            }
            if (a.isTopScorer || b.isTopScorer) && !a.isBye && !b.isBye {
                if a.colourDifference == b.colourDifference && abs(a.colourDifference) >= 2 {
                    visit(.c10, 0, 1)
                }
                if Self.threeInARow(a, b) { visit(.c11, 0, 1) }
            }
            let aColour = a.colourPreference.colour, bColour = b.colourPreference.colour
            if let aColour, aColour == bColour {
                visit(.c12, 0, 1)
                if (a.colourPreference.strength ?? .mild) > .mild && (b.colourPreference.strength ?? .mild) > .mild {
                    visit(.c13, 0, 1)
                }
            }
            // b floats up to a: C15 and C17 count b's earlier upfloats.
            if a.halfPoints > b.halfPoints {
                if b.floats.contains(.upLastRound) {
                    visit(.c15, 0, 1)
                    floated15 = true
                }
                if b.floats.contains(.upTwoRoundsAgo) {
                    visit(.c17, 0, 1)
                    floated17 = true
                }
            }
        } else if a.scoreLevel >= scoreLevel && b.scoreLevel < scoreLevel {
            // a leaves the bracket downwards.
            visit(.c6, 0, 1)
            if level > 0 { visit(.c7, width - level, 1) }
            if byeBracket && b.scoreLevel == 0 {
                visit(.c9, 0, round - 1 - a.playedGames)
            }
            if a.floats.contains(.downLastRound) {
                floated14 = true
                if scoreLevel == a.scoreLevel { visit(.c14, 0, 1) }
            }
            if a.floats.contains(.downTwoRoundsAgo) {
                floated16 = true
                if scoreLevel == a.scoreLevel { visit(.c16, 0, 1) }
            }
        }
        // C18-C21: the score difference of each repeated float, as a digit by difference.
        if level > 0 {
            if floated14 { visit(.c18, width - level, 1) }
            if floated15 { visit(.c19, width - level, 1) }
            if floated16 { visit(.c20, width - level, 1) }
            if floated17 { visit(.c21, width - level, 1) }
        }
        // Looking ahead to the next bracket: a pair that takes a player of this bracket or the
        // next below the next one.
        let next = scoreLevel - 1
        if a.scoreLevel >= next && b.scoreLevel < next {
            visit(.next8, 0, 1)
            let above = max(a.scoreLevel, b.scoreLevel) - next
            if above > 0 { visit(.c8, width + 1 - above, 1) }
        }
    }

    /// C11 for topscorers, as gacrux tests it: the pair would give someone the same colour a
    /// third time running.
    static func threeInARow(_ a: DutchNodeTraits, _ b: DutchNodeTraits) -> Bool {
        guard let colour = a.colourPreference.colour, colour == b.colourPreference.colour,
              let aStrength = a.colourPreference.strength?.rawValue,
              let bStrength = b.colourPreference.strength?.rawValue else { return false }
        // The two colours running that the preferred colour would break.
        let opposite: DutchNodeTraits.LastTwoColours = colour == .white ? .twoBlacks : .twoWhites
        let aLast = a.lastTwo, bLast = b.lastTwo
        if aLast == bLast && (aLast == .twoWhites || bLast == .twoBlacks) { return true }
        if aStrength > bStrength && bLast == opposite { return true }
        if bStrength > aStrength && aLast == opposite { return true }
        if aStrength == 2 && bStrength == 2 {
            let aWidth = abs(a.colourDifference), bWidth = abs(b.colourDifference)
            if aWidth > bWidth && bLast == opposite { return true }
            if bWidth > aWidth && aLast == opposite { return true }
        }
        return false
    }
}
