/// A round robin's schedule by FIDE's Berger tables (Handbook C.05, Annex 1): every entrant meets
/// every other once per cycle, fixed in advance by pairing number (1...entrants), whatever the
/// results. With an odd number of entrants the table of the next even size is used, and whoever
/// meets the extra number sits the round out. A double round robin plays the tables twice, the
/// second cycle with every game's colours reversed; FIDE recommends switching the last two rounds
/// of the first cycle then, which `swapsFirstCycleLastTwoRounds` does.
public struct BergerTable: Equatable, Sendable {
    /// How many play: pairing numbers run from 1 to this.
    public let entrants: Int
    /// How many times everyone meets everyone: 1 for a round robin, 2 for a double one.
    public let cycles: Int
    /// Whether the first cycle's last two rounds are played the other way round (with more than
    /// one cycle): otherwise the first cycle's last round and the second's first give some
    /// entrants a third game running with one colour.
    public let swapsFirstCycleLastTwoRounds: Bool

    /// Both at least 2 entrants and 1 cycle.
    public init(entrants: Int, cycles: Int = 1, swapsFirstCycleLastTwoRounds: Bool = false) {
        precondition(entrants >= 2, "a round robin needs at least 2 entrants")
        precondition(cycles >= 1, "a round robin has at least 1 cycle")
        self.entrants = entrants
        self.cycles = cycles
        self.swapsFirstCycleLastTwoRounds = swapsFirstCycleLastTwoRounds
    }

    /// The even size of the table used: the entrants, plus the extra number when they are odd.
    public var tableSize: Int { entrants + entrants % 2 }

    /// Rounds in one cycle.
    public var roundsPerCycle: Int { tableSize - 1 }

    /// Rounds in all cycles.
    public var roundCount: Int { roundsPerCycle * cycles }

    /// Every round, first to last.
    public var rounds: [BergerRound] { (1...roundCount).map(round) }

    /// The games of round `number` (1...roundCount) in board order, and who sits out.
    public func round(_ number: Int) -> BergerRound {
        precondition((1...roundCount).contains(number), "round \(number) is not in 1...\(roundCount)")
        let cycle = (number - 1) / roundsPerCycle
        var tableRound = (number - 1) % roundsPerCycle + 1
        if swapsFirstCycleLastTwoRounds && cycles > 1 && cycle == 0 && roundsPerCycle >= 2 && tableRound >= roundsPerCycle - 1 {
            tableRound = 2 * roundsPerCycle - 1 - tableRound
        }
        let boards = Self.boards(size: tableSize, round: tableRound)
        var games: [BergerGame] = []
        var bye: Int?
        for board in boards {
            if board.black > entrants { bye = board.white; continue }
            if board.white > entrants { bye = board.black; continue }
            // Every other cycle plays the same games with the colours the other way round.
            games.append(cycle % 2 == 0 ? board : BergerGame(white: board.black, black: board.white))
        }
        return BergerRound(number: number, games: games, bye: bye)
    }

    /// Round `round` of the table for `size` (even) numbers, board by board, extra number included.
    /// The highest number stays on board 1, alternating colours: white from round 2 on in even
    /// rounds, meeting `size / 2 + round / 2`; in odd rounds black against `(round + 1) / 2`. The
    /// others turn around it: on board 1 + i, the player i places after that opponent (counting
    /// round 1...size - 1) has white against the player i places before.
    static func boards(size: Int, round: Int) -> [BergerGame] {
        let highest = size
        let turning = size - 1
        let anchor = round % 2 == 1 ? (round + 1) / 2 : size / 2 + round / 2
        var boards = [round % 2 == 1 ? BergerGame(white: anchor, black: highest) : BergerGame(white: highest, black: anchor)]
        for step in 1..<(size / 2) {
            let white = (anchor - 1 + step) % turning + 1
            let black = ((anchor - 1 - step) % turning + turning) % turning + 1
            boards.append(BergerGame(white: white, black: black))
        }
        return boards
    }
}

/// One round of a `BergerTable`: its games in board order and the entrant who sits it out (with
/// an odd number of entrants).
public struct BergerRound: Equatable, Sendable {
    /// 1 for the first round, counting on through the cycles.
    public var number: Int
    public var games: [BergerGame]
    public var bye: Int?

    public init(number: Int, games: [BergerGame], bye: Int?) {
        self.number = number
        self.games = games
        self.bye = bye
    }
}

/// A game of a `BergerTable`, by pairing numbers: who plays white (moves first) and who black.
public struct BergerGame: Hashable, Sendable {
    public var white: Int
    public var black: Int

    public init(white: Int, black: Int) {
        self.white = white
        self.black = black
    }
}
