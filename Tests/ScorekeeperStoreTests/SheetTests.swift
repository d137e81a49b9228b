import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The built-in sheets against worked examples from the games' published rules, and their
/// refusals. Entries are made through `SheetTally.accept` as a game would make them.
@Suite struct SheetTests {
    static let library = SheetLibrary.builtIn

    static func sheet(_ name: String) throws -> Sheet {
        try #require(library.first { $0.sheet.name == name }?.sheet, "no built-in sheet \(name)")
    }

    /// Entries made one after another for some players: each accepted (and stored as the sheet
    /// wrote it back) or the test fails with the reason.
    struct Game {
        var sheet: Sheet
        var players: [String]
        var records: [SheetEntryRecord] = []

        var tally: SheetTally { SheetTally(sheet: sheet, players: players, records: records) }

        mutating func enter(_ player: String, _ text: String, round: Int = 1) throws {
            let stored = try tally.accept(text, player: player, round: round, name: player)
            records.append(SheetEntryRecord(player: player, round: round, text: stored))
        }

        func refusal(_ player: String, _ text: String, round: Int = 1) -> String? {
            do {
                _ = try tally.accept(text, player: player, round: round, name: player)
                return nil
            } catch {
                return error.reason
            }
        }

        func total(_ player: String) -> Int { tally.sheets[player]?.total ?? .min }
        func remaining(_ player: String) -> Int? { tally.sheets[player]?.remaining }
    }

    @Test func everyBuiltInSheetReads() throws {
        #expect(BuiltInSheets.files.count == Self.library.count, "a built-in sheet does not read")
        #expect(Set(Self.library.map(\.sheet.name)) == ["yahtzee", "bowling", "darts-501", "darts-301", "molkky", "spades", "oh-hell",
                                                        "hearts", "golf", "cribbage", "uno", "seven-wonders", "wingspan", "ticket-to-ride"])
        for entry in Self.library { #expect(!entry.sheet.rulesLines.isEmpty) }
    }

    /// A tally's sheets read together (a column per player, in seat order), by id, or one player's
    /// alone agree, and each is what the player's own entries make: entries interleaved across
    /// players, a seated player with none, and someone not at the game.
    @Test(arguments: [
        ("yahtzee", [("ann", "sixes 18"), ("bo", "full-house 25"), ("ann", "chance 23"), ("bo", "ones 2")]),
        ("bowling", [("bo", "X"), ("ann", "9 -"), ("bo", "7/"), ("ann", "X"), ("bo", "- 8")]),
    ])
    func everyReadingOfATallysSheetsAgrees(name: String, entries: [(String, String)]) throws {
        var game = Game(sheet: try Self.sheet(name), players: ["ann", "bo", "cy"])
        for (player, text) in entries { try game.enter(player, text) }
        let tally = game.tally
        let alone = tally.players.map { player in
            SheetTally(sheet: tally.sheet, players: [player], records: tally.records.filter { $0.player == player }).sheets[player]
        }
        #expect(tally.sheetsInSeatOrder.map(Optional.init) == alone)
        #expect(tally.players.map { tally.sheets[$0] } == alone)
        #expect(tally.players.map { tally.sheet(of: $0) } == alone)
        #expect(tally.sheets.count == 3 && tally.sheet(of: "zed") == nil)
        #expect(tally.sheetsInSeatOrder[2].cells.allSatisfy { $0.text == nil } && tally.sheetsInSeatOrder[2].total == 0)
        if name == "yahtzee" { #expect(tally.sheetsInSeatOrder.map(\.total) == [41, 27, 0]) }
    }

    // MARK: Bowling

    @Test(arguments: [
        // The usual worked example of a scorecard.
        (["X", "7/", "9 -", "X", "- 8", "8/", "- 6", "X", "X", "X 8 1"], 167, [20, 39, 48, 66, 74, 84, 90, 120, 148, 167]),
        (Array(repeating: "X", count: 9) + ["X X X"], 300, [30, 60, 90, 120, 150, 180, 210, 240, 270, 300]),
        (Array(repeating: "9/", count: 9) + ["9/ 9"], 190, [19, 38, 57, 76, 95, 114, 133, 152, 171, 190]),
        (Array(repeating: "- -", count: 10), 0, Array(repeating: 0, count: 10)),
        (Array(repeating: "9 -", count: 10), 90, [9, 18, 27, 36, 45, 54, 63, 72, 81, 90]),
    ])
    func bowlingScoresLikeTheRulebook(frames: [String], total: Int, running: [Int]) throws {
        var game = Game(sheet: try Self.sheet("bowling"), players: ["ann"])
        for frame in frames { try game.enter("ann", frame) }
        let sheet = try #require(game.tally.sheets["ann"])
        #expect(sheet.total == total)
        #expect(sheet.cells.map(\.points) == running.map(Optional.some))
        #expect(sheet.status == "finished")
    }

    @Test func aStrikeWaitsForItsTwoRollsAndMarksAreTheUsualOnes() throws {
        var game = Game(sheet: try Self.sheet("bowling"), players: ["ann"])
        try game.enter("ann", "x")
        try game.enter("ann", "7 3")
        #expect(game.records.map(\.text) == ["X", "7 /"])
        let sheet = try #require(game.tally.sheets["ann"])
        #expect(sheet.cells[0].points == 20 && sheet.cells[1].points == nil, "a spare waits for its next roll")
        #expect(game.refusal("ann", "9 5") == "9 and 5 make more than 10 pins in one frame")
        #expect(game.refusal("ann", "X 1") != nil)
        #expect(game.refusal("ann", "q") != nil)
    }

    @Test func theTenthFrameTakesItsBonusRollsAndNothingFollows() throws {
        var game = Game(sheet: try Self.sheet("bowling"), players: ["bo"])
        for _ in 0..<9 { try game.enter("bo", "8 1") }
        #expect(game.refusal("bo", "X") == "frame 10 after a strike or a spare takes three rolls (\"X X X\", \"9/ 8\")")
        #expect(game.refusal("bo", "8 1 5") == "frame 10 without a strike or a spare takes two rolls")
        #expect(game.refusal("bo", "X 8 3") == "3 is more than the 2 pins standing in frame 10")
        try game.enter("bo", "X 9/")
        #expect(game.total("bo") == 81 + 20)
        #expect(game.refusal("bo", "X") == "bo has bowled all 10 frames")
    }

    @Test func randomBowlingGamesStayWithin300AndTheirRunningTotalsNeverFall() throws {
        var random = SeededRandom(seed: SeededRandom.baseSeed)
        let bowling = try Self.sheet("bowling")
        for _ in 0..<300 {
            var game = Game(sheet: bowling, players: ["p"])
            for index in 0..<10 {
                let first = Int.random(in: 0...10, using: &random)
                var rolls = [first]
                if first < 10 { rolls.append(Int.random(in: 0...(10 - first), using: &random)) }
                if index == 9 && rolls.reduce(0, +) == 10 {
                    if first == 10 {
                        let second = Int.random(in: 0...10, using: &random)
                        rolls.append(second)
                        rolls.append(Int.random(in: 0...(second == 10 ? 10 : 10 - second), using: &random))
                    } else {
                        rolls.append(Int.random(in: 0...10, using: &random))
                    }
                }
                try game.enter("p", rolls.map(String.init).joined(separator: " ").replacingOccurrences(of: "10", with: "X"))
            }
            let sheet = try #require(game.tally.sheets["p"])
            #expect((0...300).contains(sheet.total))
            let running = sheet.cells.compactMap(\.points)
            #expect(running.count == 10 && running == running.sorted() && running.last == sheet.total)
        }
    }

    // MARK: Yahtzee

    @Test func yahtzeesMaximumIs1575() throws {
        var game = Game(sheet: try Self.sheet("yahtzee"), players: ["ann"])
        for entry in ["ones 5", "twos 10", "threes 15", "fours 20", "fives 25", "sixes 30", "three of a kind 30", "four-of-a-kind 30",
                      "full-house 25", "small straight 30", "large-straight 40", "yahtzee 50", "chance 30", "extra-yahtzees 12"] {
            try game.enter("ann", entry)
        }
        let sheet = try #require(game.tally.sheets["ann"])
        #expect(sheet.total == 1575)
        #expect(sheet.bonuses == [PlayerSheet.Bonus(label: "Upper section bonus", points: 35)])
        #expect(game.records.contains { $0.text == "three-of-a-kind 30" })
    }

    @Test func yahtzeeRefusesWhatItsRulesDoNotAllow() throws {
        var game = Game(sheet: try Self.sheet("yahtzee"), players: ["ann"])
        #expect(game.refusal("ann", "full-house 20") == "full-house is 25 or 0")
        #expect(game.refusal("ann", "sixes 20") == "sixes is a multiple of 6 up to 30")
        #expect(game.refusal("ann", "sevens 7")?.hasPrefix("no category \"sevens\"") == true)
        #expect(game.refusal("ann", "sixes") != nil)
        try game.enter("ann", "Sixes 18")
        #expect(game.refusal("ann", "sixes 24") == "ann already has sixes (18)")
        // Extra Yahtzees score only after a Yahtzee scored 50: not before one, not after a 0.
        #expect(game.refusal("ann", "extra-yahtzees 1") == "extra-yahtzees scores only after yahtzee 50 (ann has no yahtzee yet); enter 0")
        var zero = game
        try zero.enter("ann", "yahtzee 0")
        #expect(zero.refusal("ann", "extra-yahtzees 2") == "extra-yahtzees scores only after yahtzee 50 (ann has yahtzee 0); enter 0")
        try zero.enter("ann", "extra-yahtzees 0")
        var fifty = game
        try fifty.enter("ann", "yahtzee 50")
        try fifty.enter("ann", "extra-yahtzees 2")
        #expect(fifty.total("ann") == 18 + 50 + 200)
        // 62 in the upper section is one short of the bonus.
        for entry in ["ones 3", "twos 6", "threes 9", "fours 12", "fives 15"] { try game.enter("ann", entry) }
        #expect(game.total("ann") == 63 + 35)
    }

    // MARK: Darts

    @Test func dartsCountsDownAndFinishesOnADouble() throws {
        var game = Game(sheet: try Self.sheet("darts-501"), players: ["bo"])
        try game.enter("bo", "T20 T20 T20")
        try game.enter("bo", "180")
        #expect(game.remaining("bo") == 141 && game.total("bo") == 360)
        #expect(DartsTurn.checkout(141) == ["T20", "T19", "D12"])
        try game.enter("bo", "t20 t19 d12")
        #expect(game.records.last?.text == "T20 T19 D12")
        #expect(game.remaining("bo") == 0 && game.total("bo") == 501 && game.tally.sheets["bo"]?.status == "finished")
        #expect(game.refusal("bo", "20") == "bo has finished")
    }

    @Test func aDartsTurnThatWouldBustIsRefusedAndABustScoresNothing() throws {
        var game = Game(sheet: try Self.sheet("darts-301"), players: ["bo"])
        for turn in ["T20 T20 T20", "T19 T10 S2"] { try game.enter("bo", turn) }
        #expect(game.remaining("bo") == 32)
        #expect(game.refusal("bo", "40") == "bo has 32 left: 40 would bust (enter \"bust\" for a turn that did)")
        #expect(game.refusal("bo", "S20 S11") == "bo has 32 left: 31 would bust (enter \"bust\" for a turn that did)",
                "one left cannot be finished on a double")
        #expect(game.refusal("bo", "S16 S16") == "bo has 32 left: the last dart of a finish is a double")
        #expect(game.refusal("bo", "179") == "three darts cannot score 179")
        #expect(game.refusal("bo", "T21") != nil)
        try game.enter("bo", "bust")
        #expect(game.remaining("bo") == 32)
        try game.enter("bo", "S16 D8")
        #expect(game.remaining("bo") == 0 && game.total("bo") == 301)
    }

    @Test func checkoutsAreSuggestedFor170AndBelow() {
        #expect(DartsTurn.checkout(170) == ["T20", "T20", "BULL"])
        #expect(DartsTurn.checkout(40) == ["D20"])
        #expect(DartsTurn.checkout(2) == ["D1"])
        for impossible in [171, 169, 168, 166, 165, 163, 162, 159, 1] { #expect(DartsTurn.checkout(impossible) == nil, "\(impossible)") }
        for remaining in 2...170 where ![169, 168, 166, 165, 163, 162, 159].contains(remaining) {
            let darts = DartsTurn.checkout(remaining)
            #expect(darts != nil, "\(remaining)")
            if let darts {
                let turn = try? DartsTurn.parse(darts.joined(separator: " "))
                #expect(turn?.points == remaining && turn?.darts?.last?.isDouble == true, "\(remaining): \(darts)")
            }
        }
    }

    // MARK: Mölkky

    @Test func molkkyIsExactly50AndOverDropsTo25() throws {
        var game = Game(sheet: try Self.sheet("molkky"), players: ["cy", "di"])
        for throwPoints in ["12", "12", "12", "9"] { try game.enter("cy", throwPoints) }
        #expect(game.total("cy") == 45)
        try game.enter("cy", "7")
        #expect(game.total("cy") == 25, "52 is over 50: back to 25")
        for throwPoints in ["12", "12", "1"] { try game.enter("cy", throwPoints) }
        #expect(game.total("cy") == 50 && game.tally.sheets["cy"]?.status == "finished")
        #expect(game.refusal("di", "13") == "a throw scores 1 to 12, or is a miss")
        for _ in 0..<3 { try game.enter("di", "miss") }
        #expect(game.tally.sheets["di"]?.status == "out (3 misses in a row)")
        #expect(game.refusal("di", "5") == "di is out: 3 misses in a row")
    }

    @Test func molkkyMissesCountOnlyInARow() throws {
        var game = Game(sheet: try Self.sheet("molkky"), players: ["cy"])
        for throwPoints in ["miss", "miss", "3", "miss", "miss"] { try game.enter("cy", throwPoints) }
        #expect(game.tally.sheets["cy"]?.status == nil && game.total("cy") == 3)
    }

    // MARK: Spades, Oh Hell, Hearts

    @Test func spadesScoresBidsBagsAndNil() throws {
        var game = Game(sheet: try Self.sheet("spades"), players: ["ann", "bo"])
        try game.enter("ann", "bid 4 took 5", round: 1)
        #expect(game.total("ann") == 41)
        // The bags are counted from the first one, before the penalty lands.
        #expect(game.sheet.bonusLabels(Array(game.tally.sheets.values)).first == "Bags")
        #expect(game.sheet.bonusFigure("Bags", in: try #require(game.tally.sheets["ann"])) == "1/10")
        try game.enter("bo", "bid 4 took 3", round: 1)
        #expect(game.total("bo") == -40)
        #expect(game.refusal("ann", "bid 2 took 2", round: 1) == "ann already has a bid in round 1")
        try game.enter("ann", "bid nil took 0", round: 2)
        try game.enter("bo", "nil 1", round: 2)
        #expect(game.total("ann") == 141 && game.total("bo") == -140)
        // Nine more bags (ten in all) cost 100.
        try game.enter("ann", "bid 3 took 12", round: 3)
        #expect(game.total("ann") == 141 + 30 + 9 - 100)
        #expect(game.tally.sheets["ann"]?.bonuses.map(\.points) == [-100])
        #expect(game.sheet.bonusFigure("Bags", in: try #require(game.tally.sheets["ann"])) == "0/10")
        #expect(game.sheet.bonusFigure("Bags", in: try #require(game.tally.sheets["bo"])) == "0/10")
        #expect(game.refusal("ann", "bid 14 took 0", round: 4) == "a hand has 13 tricks")
    }

    @Test func ohHellScoresOnlyAnExactBid() throws {
        var game = Game(sheet: try Self.sheet("oh-hell"), players: ["ann"])
        try game.enter("ann", "bid 3 took 3", round: 1)
        try game.enter("ann", "bid 0 took 0", round: 2)
        try game.enter("ann", "bid 2 took 4", round: 3)
        #expect(game.total("ann") == 13 + 10 + 0)
        #expect(game.refusal("ann", "bid nil took 0", round: 4) == "this sheet has no nil bids")
    }

    /// Oh Hell's hands shrink from 10 cards to 1 and grow back, a round each: a bid above the
    /// round's hand is refused, and the game has a round per hand.
    @Test func ohHellsHandsChangeFromRoundToRound() throws {
        let sheet = try Self.sheet("oh-hell")
        guard case .bids(let rules) = sheet.kind else { Issue.record("not a bids sheet"); return }
        #expect((1...20).map(rules.tricks(inRound:)) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10])
        #expect(sheet.rules.rounds == 19)
        var game = Game(sheet: sheet, players: ["ann"])
        #expect(game.refusal("ann", "bid 2 took 1", round: 10) == "round 10's hand has 1 trick")
        try game.enter("ann", "bid 10 took 10", round: 1)
        try game.enter("ann", "bid 1 took 1", round: 10)
        #expect(game.total("ann") == 20 + 11)
    }

    /// The moon's points for everyone else are written by the game with the shot (`SheetGameTests`).
    @Test func heartsShootingTheMoonScoresTheShooterNothing() throws {
        var game = Game(sheet: try Self.sheet("hearts"), players: ["ann", "bo", "cy"])
        try game.enter("ann", "13", round: 1)
        try game.enter("bo", "13", round: 1)
        try game.enter("cy", "MOON", round: 2)
        #expect(game.records.last?.text == "moon")
        #expect([game.total("ann"), game.total("bo"), game.total("cy")] as [Int] == [13, 13, 0])
        #expect(game.refusal("ann", "lots") == "a round's points are a whole number, not \"lots\"")
        let golf = Game(sheet: try Self.sheet("golf"), players: ["ann"])
        #expect(golf.refusal("ann", "moon") == "this sheet has no shooting the moon")
        #expect(golf.tally.sheets["ann"]?.cells.count == 9, "nine holes, empty until played")
    }

    /// The order entries were undone and redone in does not matter: the same live entries give
    /// the same sheet.
    @Test func theSameEntriesGiveTheSameSheetWhateverTheOrderOfPlayers() throws {
        var game = Game(sheet: try Self.sheet("yahtzee"), players: ["ann", "bo"])
        for (player, entry) in [("ann", "sixes 18"), ("bo", "chance 22"), ("ann", "yahtzee 50"), ("bo", "sixes 24")] {
            try game.enter(player, entry)
        }
        let shuffled = SheetTally(sheet: game.sheet, players: ["bo", "ann"], records: game.records.reversed())
        #expect(shuffled.sheets == game.tally.sheets)
    }

    // MARK: End-of-game pads and races to a target

    /// The rulebook's worked example (Alexandria): military tokens +1, +3, +5 and three -1s are 6;
    /// 14 coins are 4 points (4 sets of 3 and one partial set); the wonder's stages 10; civilian
    /// structures 2 + 5 + 6 = 13; science symbols 3, 2 and 1 are 9 + 4 + 1 = 14 and one set of
    /// three different symbols 7 more, 21; the Chamber of Commerce with two grey cards 4.
    @Test func sevenWondersScoresTheRulebooksExample() throws {
        var game = Game(sheet: try Self.sheet("seven-wonders"), players: ["alexandria"])
        for entry in ["military +1 +3 +5 -1 -1 -1", "coins 14", "wonder 10", "civilian 13", "science 3 2 1", "commerce 4", "guilds 0"] {
            try game.enter("alexandria", entry)
        }
        let sheet = try #require(game.tally.sheets["alexandria"])
        #expect(sheet.cells.map(\.points) == [6, 4, 10, 13, 21, 4, 0])
        #expect(game.total("alexandria") == 58)
        // "If Alexandria had built an extra structure with the symbol, they would have scored
        // (9 + 4 + 4) + (7 + 7) = 31."
        var extra = Game(sheet: try Self.sheet("seven-wonders"), players: ["alexandria"])
        try extra.enter("alexandria", "science 3 2 2")
        #expect(extra.total("alexandria") == 31)
        // Military entered as its sum counts the same; a science entry is one count per symbol.
        var other = Game(sheet: try Self.sheet("seven-wonders"), players: ["bo"])
        try other.enter("bo", "military 6")
        #expect(other.total("bo") == 6)
        #expect(other.refusal("bo", "science 3 2") == "science is one count for each of tablets, compasses and gears (\"science 3 2 1\")")
        #expect(other.refusal("bo", "coins 2 3") == "coins is one number: 0 to 300")
        #expect(other.refusal("bo", "military 19") == "military is made of numbers each -6 to 18")
        // Coins round down: 2 coins are nothing, 3 are a point.
        try other.enter("bo", "coins 2")
        #expect(other.total("bo") == 6)
    }

    /// Every surface reads a sheet's figures from the model: a category shows its points (an
    /// extra Yahtzee entered as 1 shows 100), and the upper section's bonus row is there from the
    /// start, showing how far a player is until it is earned.
    @Test func aYahtzeeSheetsFiguresShowPointsAndTheBonusOnItsWay() throws {
        var game = Game(sheet: try Self.sheet("yahtzee"), players: ["ann", "bo"])
        #expect(game.sheet.bonusLabels([PlayerSheet(), PlayerSheet()]) == ["Upper section bonus"])
        try game.enter("ann", "yahtzee 50")
        try game.enter("ann", "extra-yahtzees 1")
        try game.enter("bo", "sixes 24")
        let ann = try #require(game.tally.sheets["ann"]), bo = try #require(game.tally.sheets["bo"])
        #expect(game.sheet.figure(of: ann.cells[13]) == "100")
        #expect(game.sheet.figure(of: ann.cells[0]) == Sheet.emptyCell)
        #expect(game.sheet.bonusFigure("Upper section bonus", in: ann) == Sheet.emptyCell)
        #expect(game.sheet.bonusFigure("Upper section bonus", in: bo) == "24/63")
        for entry in ["ones 3", "twos 6", "threes 9", "fours 12", "fives 15"] { try game.enter("bo", entry) }
        let earned = try #require(game.tally.sheets["bo"])
        #expect(game.sheet.bonusFigure("Upper section bonus", in: earned) == "35")
        #expect(earned.total == 69 + 35)
    }

    @Test func wingspanIsAnEndOfGamePad() throws {
        var wingspan = Game(sheet: try Self.sheet("wingspan"), players: ["ann"])
        for entry in ["birds 42", "bonus-cards 7", "round-goals 12", "eggs 15", "food 4", "tucked 9"] { try wingspan.enter("ann", entry) }
        #expect(wingspan.total("ann") == 89)
    }

    /// Routes score by the board's table (1, 2, 4, 7, 10 and 15 points for 1 to 6 trains): two
    /// single routes, three doubles, two triples, a route of 4 and one of 5 are 2 + 6 + 8 + 7 + 10
    /// = 33, and 22 from completed tickets makes 55.
    @Test func ticketToRideScoresRoutesByTheirLength() throws {
        var ticket = Game(sheet: try Self.sheet("ticket-to-ride"), players: ["bo"])
        try ticket.enter("bo", "routes 1 1 2 2 2 3 3 4 5")
        #expect(ticket.total("bo") == 33)
        try ticket.enter("bo", "tickets 13 9")
        #expect(ticket.total("bo") == 55)
        #expect(ticket.refusal("bo", "longest-route 5") == "longest-route is 10 or 0")
        try ticket.enter("bo", "longest route 10")
        #expect(ticket.total("bo") == 65)
        // A ticket not completed counts against; a route of 7 trains is not on the board.
        var other = Game(sheet: try Self.sheet("ticket-to-ride"), players: ["cy"])
        #expect(other.refusal("cy", "routes 6 7") == "routes is made of numbers each 6, 5, 4, 3, 2 or 1")
        try other.enter("cy", "routes 6 6")
        try other.enter("cy", "tickets 20 -11")
        #expect(other.total("cy") == 39)
    }

    @Test(arguments: [("cribbage", 121, false), ("uno", 500, false), ("golf", nil, true), ("hearts", 100, true)])
    func racesToATargetPlayByTheirRules(name: String, target: Int?, lowestWins: Bool) throws {
        let sheet = try Self.sheet(name)
        #expect(sheet.rules.target == target && (sheet.rules.winning == .lowest) == lowestWins)
        var game = Game(sheet: sheet, players: ["ann"])
        for points in ["24", "17", "3"] { try game.enter("ann", points) }
        #expect(game.total("ann") == 44)
    }

    // MARK: Cribbage, Uno, Golf

    /// Cribbage: each hand's points (the play, the hand, the crib) pegged; the first to 121 wins.
    /// The best hand is 29 (5, 5, 5 and the jack of the starter's suit, the fourth 5 the starter):
    /// eight fifteens (16), six pairs (12) and nobs (1). Nothing in cribbage scores below 0.
    @Test func cribbageAddsHandsTo121AndRefusesNegativePoints() throws {
        let sheet = try Self.sheet("cribbage")
        let fifteens = 2 * 8, pairs = 2 * 6, nobs = 1
        #expect(fifteens + pairs + nobs == 29)
        var game = Game(sheet: sheet, players: ["ann", "bo"])
        // Ann deals: the 29 hand, a crib of 4 (a fifteen and a pair) and 3 pegged in the play.
        try game.enter("ann", String(29 + 4 + 3), round: 1)
        try game.enter("bo", "0", round: 1)
        #expect(game.refusal("bo", "-2", round: 2) == "a round's points are 0 or more, not -2")
        for (hand, points) in [20, 16, 12, 24, 13].enumerated() { try game.enter("ann", String(points), round: hand + 2) }
        #expect(game.total("ann") == 121 && game.total("bo") == 0)
        #expect(sheet.rules.reachesTarget(game.total("ann")) && !sheet.rules.reachesTarget(120))
        #expect(sheet.rulesLines.contains("A round's points are 0 or more."))
    }

    /// Uno: the hand's winner scores the cards left in the others' hands (numbers their face value;
    /// Draw Two, Reverse and Skip 20; Wild and Wild Draw Four 50), the others 0; first to 500.
    @Test func unoScoresTheCardsLeftInTheOthersHandsTo500() throws {
        let sheet = try Self.sheet("uno")
        let value: [String: Int] = ["draw-two": 20, "reverse": 20, "skip": 20, "wild": 50, "wild-draw-four": 50]
        func points(_ cards: [String]) -> Int { cards.reduce(0) { $0 + (Int($1) ?? value[$1]!) } }
        // Ann goes out; Bo holds 7, Draw Two and Wild, Cy holds 3 and Skip.
        let hand = points(["7", "draw-two", "wild"]) + points(["3", "skip"])
        #expect(hand == 100)
        var game = Game(sheet: sheet, players: ["ann", "bo", "cy"])
        try game.enter("ann", String(hand), round: 1)
        try game.enter("bo", "0", round: 1)
        try game.enter("cy", "0", round: 1)
        #expect(game.refusal("bo", "-20", round: 2) == "a round's points are 0 or more, not -20")
        // Bo goes out on the next four hands, the cards left worth 515 between them: past 500.
        let bos = [points(["wild-draw-four", "wild", "9", "9"]), points(["wild", "reverse", "skip", "8"]),
                   points(["wild-draw-four", "wild-draw-four", "wild", "draw-two", "5"]), points(["wild", "wild", "draw-two", "4", "0"])]
        #expect(bos == [118, 98, 175, 124])
        for (index, points) in bos.enumerated() { try game.enter("bo", String(points), round: index + 2) }
        #expect(game.total("bo") == 515 && sheet.rules.reachesTarget(515) && !sheet.rules.reachesTarget(game.total("ann")))
    }

    /// Golf: nine holes, each hole's strokes added up, the fewest winning; a hole takes at least
    /// one stroke (a hole in one is 1).
    @Test func golfAddsNineHolesStrokesAndTheFewestWin() throws {
        let sheet = try Self.sheet("golf")
        #expect(sheet.rules.rounds == 9 && sheet.rules.winning == .lowest)
        var game = Game(sheet: sheet, players: ["ann", "bo"])
        // A par-36 nine: Ann one over with a hole in one, Bo two under.
        let ann = [4, 5, 3, 4, 4, 5, 1, 6, 5], bo = [4, 4, 3, 4, 3, 5, 3, 4, 4]
        for hole in 0..<9 {
            try game.enter("ann", String(ann[hole]), round: hole + 1)
            try game.enter("bo", String(bo[hole]), round: hole + 1)
        }
        #expect(game.total("ann") == 37 && game.total("bo") == 34)
        #expect(sheet.rules.ranksBefore(game.total("bo"), game.total("ann")))
        #expect(game.refusal("ann", "0", round: 10) == "a round's points are 1 or more, not 0")
        #expect(game.refusal("ann", "-1", round: 10) == "a round's points are 1 or more, not -1")
    }
}
