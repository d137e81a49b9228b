import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Seats, turns, the dealer and the game clock, as the store writes them: every time is a stamp
/// of the file's clock, read back through the model's rules (`Seating`, `GameClock`).
@Suite struct TableTests {
    static let noon = Date(timeIntervalSince1970: 1_795_000_000)

    struct Table {
        let clock = ManualClock(TableTests.noon)
        let database: AppDatabase
        let game: Game
        let players: [Player]

        init(_ names: [String] = ["Ann", "Bo", "Cy", "Di"], rules: GameRules = GameRules()) throws {
            database = try AppDatabase.empty().withWallClock(clock.wallClock)
            game = try database.createGame(title: "Hearts", rules: rules)
            var players: [Player] = []
            for name in names {
                clock.advance(by: 1)
                players.append(try database.addPlayer(gameID: game.id, name: name))
            }
            self.players = players
        }

        func stored() throws -> Game { try #require(try database.fetchGame(id: game.id)) }

        func seated() throws -> [String] {
            let game = try stored()
            let rows = try database.fetchPlayerRows(gameID: game.id).map(\.player)
            return Seating.ordered(rows, seating: game.seating, player: { $0 }).map(\.name)
        }

        func name(_ id: Player.ID?) -> String? { players.first { $0.id == id }?.name }

        func player(_ name: String) -> Player { players.first { $0.name == name }! }
    }

    /// `a` within a few milliseconds of `b`: each write's stamp is a tick past the last one.
    static func near(_ a: Int, _ b: Int) -> Bool { abs(a - b) <= 20 }

    // MARK: Seats

    @Test func playersSitInTheOrderTheyJoinedUntilMoved() throws {
        let table = try Table()
        #expect(try table.seated() == ["Ann", "Bo", "Cy", "Di"])
        #expect(try table.database.seatPlayer(id: table.player("Di").id, at: 1) == 1)
        #expect(try table.seated() == ["Di", "Ann", "Bo", "Cy"])
        #expect(try table.database.moveSeat(playerID: table.player("Ann").id, by: 2) == 4)
        #expect(try table.seated() == ["Di", "Bo", "Cy", "Ann"])
        // Past either end: to the end.
        #expect(try table.database.moveSeat(playerID: table.player("Ann").id, by: 5) == 4)
        #expect(try table.database.seatPlayer(id: table.player("Cy").id, at: -3) == 1)
        #expect(try table.seated() == ["Cy", "Di", "Bo", "Ann"])
    }

    @Test func aPlayerWhoJoinsLaterSitsAfterEveryoneAndARematchKeepsTheSeats() throws {
        let table = try Table(["Ann", "Bo", "Cy"])
        try table.database.seatPlayer(id: table.player("Cy").id, at: 1)
        let eve = try table.database.addPlayer(gameID: table.game.id, name: "Eve")
        #expect(try table.seated() == ["Cy", "Ann", "Bo", "Eve"])
        let rematch = try table.database.rematch(gameID: table.game.id)
        let stored = try #require(try table.database.fetchGame(id: rematch.id))
        let rows = try table.database.fetchPlayerRows(gameID: rematch.id).map(\.player)
        #expect(Seating.ordered(rows, seating: stored.seating, player: { $0 }).map(\.name) == ["Cy", "Ann", "Bo", "Eve"])
        #expect(!rows.contains { $0.id == eve.id })
    }

    // MARK: Turns and the dealer

    @Test func theTurnGoesRoundTheTableFromTheFirstSeat() throws {
        let table = try Table(["Ann", "Bo", "Cy"])
        #expect(try table.stored().turn == nil)
        var order: [String?] = []
        for _ in 0..<4 { order.append(table.name(try table.database.passTurn(gameID: table.game.id))) }
        #expect(order == ["Ann", "Bo", "Cy", "Ann"])
        #expect(try table.stored().turn?.playerID == table.player("Ann").id)
    }

    @Test func withARotatingDealerEachRoundStartsAfterTheDealer() throws {
        let table = try Table(["Ann", "Bo", "Cy"], rules: GameRules(dealerRotates: true))
        try table.database.passTurn(gameID: table.game.id)
        // Round 1: Ann deals, Bo plays first.
        #expect(try table.stored().turn?.playerID == table.player("Bo").id)
        try table.database.nextRound(gameID: table.game.id)
        // Round 2: Bo deals, Cy plays first: the new round gives the turn to them.
        #expect(try table.stored().turn?.playerID == table.player("Cy").id)
        try table.database.nextRound(gameID: table.game.id)
        #expect(try table.stored().turn?.playerID == table.player("Ann").id)
        #expect(Seating.dealerSeat(round: 3, seats: 3, rules: table.game.rules) == 2)
    }

    @Test func aTurnWhosePlayerLeavesPassesOn() throws {
        let table = try Table(["Ann", "Bo", "Cy"])
        try table.database.passTurn(gameID: table.game.id)
        try table.database.passTurn(gameID: table.game.id)
        try table.database.deletePlayer(id: table.player("Bo").id)
        #expect(try table.stored().turn?.playerID == table.player("Cy").id)
    }

    // MARK: Clocks

    @Test func theGameClockRunsWhilePlayedAndStopsWhenPausedOrFinished() throws {
        let table = try Table(["Ann", "Bo"])
        let created = table.clock.now
        table.clock.advance(by: 10)
        #expect(Self.near(try table.stored().clock.playTime(at: table.clock.now), 12_000))
        try table.database.pauseClock(gameID: table.game.id)
        table.clock.advance(by: 100)
        #expect(Self.near(try table.stored().clock.playTime(at: table.clock.now), 12_000))
        #expect(try table.stored().clock.isRunning == false)
        try table.database.resumeClock(gameID: table.game.id)
        table.clock.advance(by: 5)
        try table.database.finishGame(id: table.game.id)
        table.clock.advance(by: 1000)
        let finished = try table.stored().clock
        #expect(!finished.isRunning && Self.near(finished.playTime(at: table.clock.now), 17_000))
        #expect(throws: ScorekeeperError.self) { try table.database.toggleClock(gameID: table.game.id) }
        try table.database.reopenGame(id: table.game.id)
        table.clock.advance(by: 3)
        #expect(Self.near(try table.stored().clock.playTime(at: table.clock.now), 20_000))
        _ = created
    }

    @Test func aTurnThatEndsAddsItsLengthToItsPlayersClockInPlayingTime() throws {
        let table = try Table(["Ann", "Bo"], rules: GameRules(playerClocks: true))
        try table.database.passTurn(gameID: table.game.id)
        table.clock.advance(by: 30)
        try table.database.passTurn(gameID: table.game.id)
        table.clock.advance(by: 5)
        // A pause stops Bo's turn too.
        try table.database.pauseClock(gameID: table.game.id)
        table.clock.advance(by: 600)
        try table.database.resumeClock(gameID: table.game.id)
        table.clock.advance(by: 7)
        try table.database.passTurn(gameID: table.game.id)
        let players = try table.database.fetchPlayerRows(gameID: table.game.id).map(\.player)
        let clocks = Dictionary(uniqueKeysWithValues: players.map { ($0.name, $0.clockTime) })
        #expect(Self.near(clocks["Ann"]!, 30_000) && Self.near(clocks["Bo"]!, 12_000), "\(clocks)")
        let game = try table.stored()
        #expect(game.turn?.playerID == table.player("Ann").id)
        table.clock.advance(by: 4)
        #expect(Self.near(game.turn!.length(clock: game.clock, at: table.clock.now), 4_000))
    }

    @Test func aGameFromBeforeClocksStartsItsClockWithItsFirstTurn() throws {
        let table = try Table(["Ann", "Bo"])
        // As the migration leaves a game (stamped by this clock, not by SQLite's, as a trigger would).
        try table.database.write { db in
            try AppDatabase.stampingItself(db) {
                try db.execute(sql: #"UPDATE "games" SET "clockElapsed" = 0, "clockRunningSince" = NULL"#)
            }
        }
        #expect(try table.stored().clock.hasStarted == false)
        try table.database.passTurn(gameID: table.game.id)
        table.clock.advance(by: 2)
        #expect(Self.near(try table.stored().clock.playTime(at: table.clock.now), 2_000))
    }

    // MARK: Rules

    @Test(arguments: [
        ("dealer rotates, turn 60s, player clocks, round total 26 or 78",
         GameRules(dealerRotates: true, turnLimit: 60, playerClocks: true, roundTotals: [26, 78])),
        ("lowest wins · target 100 · dealer · turn 2m · total 26", GameRules(winning: .lowest, target: 100, dealerRotates: true, turnLimit: 120, roundTotals: [26])),
        ("turn 90 s, 6 rounds", GameRules(rounds: 6, turnLimit: 90)),
        ("no dealer, no turn limit, no player clocks, no round total", GameRules()),
    ])
    func theTablesRulesAreReadFromTheRulesLine(text: String, rules: GameRules) throws {
        #expect(try GameRules.parse(text) == rules)
        #expect(try GameRules.parse(rules.summary) == rules)
    }

    @Test(arguments: ["turn", "turn 0s", "turn soon", "round total", "dealer dealer", "player", "turn 60x"])
    func aTableRuleThatDoesNotReadIsRefused(text: String) {
        #expect(throws: ScorekeeperError.self) { try GameRules.parse(text) }
    }

    @Test func theTablesRulesAreStoredEachAsARegister() throws {
        let table = try Table(["Ann"])
        let rules = try GameRules.parse("lowest wins, dealer rotates, turn 45s, player clocks, round total 26 or 78")
        try table.database.setRules(gameID: table.game.id, rules)
        #expect(try table.stored().rules == rules)
        #expect(try table.stored().rules.summary == "lowest wins · dealer rotates · turn 45s · player clocks · round total 26 or 78")
    }
}

/// `round add` and the grid's round are one entry: undo and redo take the round whole, and a
/// change made alone afterwards is undone alone.
@Suite struct WholeRoundTests {
    @Test func aRecordedRoundIsUndoneAndRedoneWhole() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Hearts", rules: GameRules(winning: .lowest))
        let players = try ["Ana", "Bo", "Cy"].map { try database.addPlayer(gameID: game.id, name: $0) }
        try database.recordRound(gameID: game.id, points: players.enumerated().map { (playerID: $1.id, points: 10 + $0) })
        try database.changeScore(playerID: players[0].id, by: 5)
        func scores() throws -> [Int] { try players.map { try #require(try database.fetchPlayer(id: $0.id)).score } }
        #expect(try scores() == [15, 11, 12])
        #expect(try database.undo(gameID: game.id).summary == "Undid +5 for Ana: 10")
        let undone = try database.undo(gameID: game.id)
        #expect(undone.summary == "Undid round 1: 3 scores" && undone.changes == 3)
        #expect(try scores() == [0, 0, 0])
        #expect(try database.redo(gameID: game.id).summary == "Redid round 1: 3 scores")
        #expect(try scores() == [10, 11, 12])
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func enterRoundWritesOnlyWhatDiffersAsOneEntry() throws {
        let database = try AppDatabase.empty()
        let game = try database.createGame(title: "Golf")
        let players = try ["Ana", "Bo"].map { try database.addPlayer(gameID: game.id, name: $0) }
        try database.changeScore(playerID: players[0].id, by: 4)
        let entry = try database.enterRound(gameID: game.id, points: [(players[0].id, 4), (players[1].id, 6)])
        #expect(entry != nil)
        let entries = try database.read { db in
            try String?.fetchAll(db, sql: #"SELECT "entryID" FROM "scoreChanges" WHERE "gameID" = ? ORDER BY "createdAt""#,
                                 arguments: [game.id.lowercasedString])
        }
        // Ana's own +4, then the entry: only Bo's 6 differed.
        #expect(entries == [nil, entry?.lowercasedString], "\(entries)")
        #expect(try database.enterRound(gameID: game.id, points: [(players[0].id, 4)]) == nil)
        #expect(throws: ScorekeeperError.self) { try database.enterRound(gameID: game.id, points: [(players[0].id, 1), (players[0].id, 2)]) }
    }
}
