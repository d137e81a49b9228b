/// A score sheet: what is entered for a game and how points follow from it. Sheets are data (the
/// built-in library and users' own files, read by `SheetFile`); this is their meaning, and every
/// surface reads a sheet game's totals from it (`SheetTally`).
public struct Sheet: Equatable, Sendable {
    /// The name a sheet is chosen by (`--sheet yahtzee`): lowercase letters, digits and dashes.
    public var name: String
    /// The game's name as people write it ("Yahtzee").
    public var title: String
    /// A line on what the sheet is for.
    public var summary: String
    /// Whether the lowest total wins.
    public var lowestWins: Bool
    /// What is entered and how it scores.
    public var kind: Kind

    public init(name: String, title: String, summary: String = "", lowestWins: Bool = false, kind: Kind) {
        self.name = name
        self.title = title
        self.summary = summary
        self.lowestWins = lowestWins
        self.kind = kind
    }

    /// The kinds of sheet, each parameterised by its data.
    public enum Kind: Equatable, Sendable {
        /// Points per round, added up (any game without a sheet), with optional rounds, target,
        /// round totals and shooting the moon.
        case sum(SumSheet)
        /// A row per category, each filled once per player, with bonuses.
        case categories(CategorySheet)
        /// Each round a bid and the tricks taken, per player.
        case bids(BidSheet)
        /// Ten-pin bowling's frames.
        case frames(BowlingFrames)
        /// Counting down to exactly zero (darts) or up to exactly a target (Mölkky).
        case countdown(CountdownSheet)

        /// The kind's name as sheet files write it.
        public var name: String {
            switch self {
            case .sum: "sum"
            case .categories: "categories"
            case .bids: "bids"
            case .frames: "frames"
            case .countdown: "countdown"
            }
        }
    }
}

/// A sheet of points per round: today's behaviour, with what some games add.
public struct SumSheet: Equatable, Sendable {
    /// Rounds in a game (nil: until someone reaches the target or the game is finished).
    public var rounds: Int?
    /// The total that ends the game (nil: none).
    public var target: Int?
    /// What a round must add up to, any of these (empty: anything).
    public var roundTotals: [Int]
    /// Shooting the moon (Hearts): a player who takes every point scores 0 and everyone else
    /// this many; entered as "moon". Nil: no such thing.
    public var moon: Int?
    /// The fewest and most points a round may score (Cribbage and Uno score no negative points; a
    /// hole of golf is at least one stroke); nil: no limit.
    public var leastPerRound: Int?
    public var mostPerRound: Int?

    public init(rounds: Int? = nil, target: Int? = nil, roundTotals: [Int] = [], moon: Int? = nil,
                leastPerRound: Int? = nil, mostPerRound: Int? = nil) {
        self.rounds = rounds
        self.target = target
        self.roundTotals = roundTotals
        self.moon = moon
        self.leastPerRound = leastPerRound
        self.mostPerRound = mostPerRound
    }
}

/// A sheet of categories, each filled once per player (Yahtzee, 7 Wonders), with bonuses.
public struct CategorySheet: Equatable, Sendable {
    public var categories: [Category]
    public var bonuses: [Bonus]

    public init(categories: [Category], bonuses: [Bonus] = []) {
        self.categories = categories
        self.bonuses = bonuses
    }

    /// One row of the sheet.
    public struct Category: Equatable, Sendable {
        /// The name it is entered by ("full-house").
        public var id: String
        /// How it is shown ("Full house").
        public var label: String
        /// What may be entered.
        public var allowed: Allowed
        /// Points per unit entered: a count of extra Yahtzees entered as 2 scores 200.
        public var each: Int
        /// The section it belongs to, for bonuses ("upper"); nil: none.
        public var section: String?
        /// How what is entered becomes points (the number itself unless the game counts otherwise).
        public var counting: Counting
        /// Whether several numbers are entered and added up ("1 3 5 -1" for 7 Wonders' military
        /// tokens, a route's length each for Ticket to Ride); each one must be allowed.
        public var many: Bool
        /// A category that must be filled with these points before this one takes more than 0
        /// (Yahtzee's extra Yahtzees score only after a Yahtzee scored 50); nil: none.
        public var needs: Need?

        public init(id: String, label: String, allowed: Allowed, each: Int = 1, section: String? = nil,
                    counting: Counting = .value, many: Bool = false, needs: Need? = nil) {
            self.id = id
            self.label = label
            self.allowed = allowed
            self.each = each
            self.section = section
            self.counting = counting
            self.many = many
            self.needs = needs
        }
    }

    /// A category's points another one waits for: "yahtzee 50".
    public struct Need: Equatable, Sendable {
        /// The category's id.
        public var category: String
        public var points: Int

        public init(category: String, points: Int) {
            self.category = category
            self.points = points
        }
    }

    /// How the numbers entered in a category become points: the games' own arithmetic, which
    /// is where mistakes are made by hand.
    public enum Counting: Equatable, Sendable {
        /// The number entered is the points (times `each`).
        case value
        /// One point for every so many (7 Wonders' coins: 1 per 3, so 14 coins are 4).
        case per(Int)
        /// Points by the number entered (Ticket to Ride's routes: a route of 4 trains is 7).
        case table([Int: Int])
        /// One count per symbol: each count squared, plus a bonus for every full set of
        /// different symbols (7 Wonders' science: 3, 2 and 1 are 9 + 4 + 1 + 7 = 21).
        case symbols([String], setBonus: Int)
    }

    /// The values a category takes.
    public enum Allowed: Equatable, Sendable {
        /// Any of these ("full-house is 25 or 0").
        case values([Int])
        /// A whole number in a range.
        case range(ClosedRange<Int>)
        /// A multiple of a number, from 0 up to a most ("sixes is a multiple of 6 up to 30").
        case multiples(of: Int, upTo: Int)

        func allows(_ value: Int) -> Bool {
            switch self {
            case .values(let values): values.contains(value)
            case .range(let range): range.contains(value)
            case .multiples(let step, let most): value >= 0 && value <= most && value % step == 0
            }
        }

        /// "25 or 0", "0 to 30", "a multiple of 6 up to 30".
        public var text: String {
            switch self {
            case .values(let values):
                let sorted = values.sorted(by: >).map(String.init)
                return sorted.count <= 1 ? (sorted.first ?? "nothing") : sorted.dropLast().joined(separator: ", ") + " or " + sorted.last!
            case .range(let range): return "\(range.lowerBound) to \(range.upperBound)"
            case .multiples(let step, let most): return step == 1 ? "0 to \(most)" : "a multiple of \(step) up to \(most)"
            }
        }
    }

    /// Points added when a condition is met.
    public struct Bonus: Equatable, Sendable {
        public var label: String
        /// The section whose categories are added up (nil: every category).
        public var section: String?
        /// The sum that earns the bonus.
        public var atLeast: Int
        public var points: Int

        public init(label: String, section: String?, atLeast: Int, points: Int) {
            self.label = label
            self.section = section
            self.atLeast = atLeast
            self.points = points
        }
    }
}

/// A sheet of bids and tricks (Spades, Oh Hell, Wizard): each round a player bids how many tricks
/// they will take, and points follow from the bid and the tricks taken.
public struct BidSheet: Equatable, Sendable {
    /// Points for one outcome: `base + perBid × bid + perDifference × |taken − bid|`.
    public struct Outcome: Equatable, Sendable {
        public var base: Int
        public var perBid: Int
        public var perDifference: Int

        public init(base: Int = 0, perBid: Int = 0, perDifference: Int = 0) {
            self.base = base
            self.perBid = perBid
            self.perDifference = perDifference
        }

        func points(bid: Int, taken: Int) -> Int { base + perBid * bid + perDifference * abs(taken - bid) }
    }

    /// Tricks in a hand (a bid or a take above it is refused).
    public var tricks: Int
    /// Each round's hand, when it changes from round to round (Oh Hell's 10 cards, then 9, down
    /// to 1); empty: every hand has `tricks`.
    public var hands: [Int]
    /// Taking exactly the bid.
    public var exact: Outcome
    /// Taking more than the bid.
    public var over: Outcome
    /// Taking fewer than the bid.
    public var under: Outcome
    /// Points for a nil bid (zero, said as "nil") made and failed; nil: no nil bids.
    public var nilMade: Int?
    public var nilFailed: Int?
    /// Overtricks ("bags"): every `bagsEvery` of them cost `bagsPenalty` (nil: not counted).
    public var bagsEvery: Int?
    public var bagsPenalty: Int
    /// Rounds in a game (nil: until the target or the finish).
    public var rounds: Int?
    /// The total that ends the game.
    public var target: Int?

    public init(tricks: Int = 13, hands: [Int] = [], exact: Outcome, over: Outcome, under: Outcome, nilMade: Int? = nil,
                nilFailed: Int? = nil, bagsEvery: Int? = nil, bagsPenalty: Int = 0, rounds: Int? = nil, target: Int? = nil) {
        self.tricks = tricks
        self.hands = hands
        self.exact = exact
        self.over = over
        self.under = under
        self.nilMade = nilMade
        self.nilFailed = nilFailed
        self.bagsEvery = bagsEvery
        self.bagsPenalty = bagsPenalty
        self.rounds = rounds
        self.target = target
    }
}

/// A sheet that counts to exactly a number: darts from 501 or 301 down to zero (finishing on a
/// double, a turn that goes too far is a bust), or Mölkky up to exactly 50 (going over drops you to
/// 25; three misses in a row and you are out). Either way the total is the points scored, so the
/// first to score the number wins; darts' sheet shows what is left.
public struct CountdownSheet: Equatable, Sendable {
    /// What a turn is written as.
    public enum Turns: String, Equatable, Sendable {
        /// Up to three darts ("T20 T20 D16") or their total.
        case darts
        /// One throw's points ("7"), or "miss".
        case throwPoints = "throws"
    }

    /// What going past the number does.
    public enum Overshoot: Equatable, Sendable {
        /// The turn counts for nothing (darts' bust).
        case bust
        /// The score drops to this (Mölkky's 25).
        case dropTo(Int)
    }

    /// The number to reach exactly: 501 for darts (counted down from), 50 for Mölkky (up to).
    public var target: Int
    /// Whether the sheet shows what is left (darts) rather than what was scored (Mölkky).
    public var showsRemaining: Bool
    public var turns: Turns
    /// Whether the last dart must be a double (and one left is a bust).
    public var doubleOut: Bool
    public var overshoot: Overshoot
    /// The most points one throw scores (Mölkky's 12); nil: darts' own limits.
    public var mostPerThrow: Int?
    /// Misses in a row that put a player out (nil: never).
    public var missesOut: Int?

    public init(target: Int, showsRemaining: Bool, turns: Turns, doubleOut: Bool = false, overshoot: Overshoot = .bust,
                mostPerThrow: Int? = nil, missesOut: Int? = nil) {
        self.target = target
        self.showsRemaining = showsRemaining
        self.turns = turns
        self.doubleOut = doubleOut
        self.overshoot = overshoot
        self.mostPerThrow = mostPerThrow
        self.missesOut = missesOut
    }
}

extension Sheet {
    /// Whether the game is played in rounds that mean something on this sheet: a round's points
    /// (Hearts) or a round's bids. Categories, frames and turns are the sheet's own rows, so a
    /// "round 1" or an "R1" column beside them means nothing and no surface shows one.
    public var playsInRounds: Bool {
        switch kind {
        case .sum, .bids: true
        case .categories, .frames, .countdown: false
        }
    }
}
