import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// A table game's round scores reported from the tables of a tables tournament: read and checked
/// as `round add` reads them, settled by the rule results follow, waiting in the organiser's
/// queue otherwise, written as `round add`'s round when accepted, and closed by a round typed at
/// the keyboard.
@Suite struct RoundReportStoreTests {
    /// A tables tournament of four at one table, round 1 paired; `rules`: its table games' rules.
    static func table(rules: GameRules = GameRules()) throws -> (AppDatabase, Tournament, [ReportSeat], Game.ID) {
        let database = try AppDatabase.empty().withWallClock(ManualClock(TableReportStoreTests.noon).wallClock)
        let tournament = try database.createTournament(name: "Hearts night", settings: TournamentSettings(format: .tables, tableSize: 4,
                                                                                                        plannedRounds: 2),
                                                       gameRules: rules)
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy", "Di"])
        try database.pairNextRound(id: tournament.id)
        let seats = try TableReportStoreTests.seats(database, tournament, table: 1)
        let gameID = try #require(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds[0].tables[0].gameID)
        return (database, tournament, seats, gameID)
    }

    /// The table game's scores in seat order, and the round it is on.
    static func game(_ database: AppDatabase, _ gameID: Game.ID) throws -> (scores: [Int], round: Int) {
        try database.read { db in
            let scores = try Int.fetchAll(db, sql: """
                SELECT "p"."score" FROM "tournamentSeats" "s" JOIN "players" "p" ON "p"."id" = "s"."playerID"
                WHERE "p"."gameID" = ? ORDER BY "s"."seat"
                """, arguments: [gameID.lowercasedString])
            return (scores, try Game.fetch(db, id: gameID)?.currentRound ?? 0)
        }
    }

    static func storedRoundReports(_ database: AppDatabase) throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentRoundReports""#) ?? 0 }
    }

    @Test func twoSeatsThatAgreeWriteTheRoundAsRoundAddDoes() throws {
        let (database, tournament, seats, gameID) = try Self.table()
        #expect(try database.reportQueue(tournament: tournament.id).roundsTakingReports.values.sorted() == [1])
        #expect(try database.submitRoundReport(seat: seats[0], round: 1, entries: ["12", "9", "7", "4"]) == .waiting(.moreReports(1)))
        #expect(try Self.game(database, gameID) == ([0, 0, 0, 0], 1))
        let pending = try #require(try database.pendingReports(tournament: tournament.id).first)
        #expect(pending.gameRound == 1)
        let names = seats[0].tableNames
        #expect(pending.summary == "Table 1, round 1: \(names[0]) says 12 9 7 4")
        // Read as `round add` reads points: "+9" is 9, spaces go.
        let agreed = TableProposal.round(RoundScores(round: 1, entries: ["12", "9", "7", "4"]))
        #expect(try database.submitRoundReport(seat: seats[2], round: 1, entries: [" 12", "+9", "7 ", "4"]) == .committed(agreed))
        #expect(try Self.game(database, gameID) == ([12, 9, 7, 4], 2))
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
        #expect(try Self.storedRoundReports(database) == 0)
        #expect(try database.reportQueue(tournament: tournament.id).roundsTakingReports.values.sorted() == [2])
        // One round entry: undo takes it whole, as it takes a round typed with `round add`.
        _ = try database.undo(gameID: gameID)
        #expect(try Self.game(database, gameID).scores == [0, 0, 0, 0])
    }

    @Test func reportsThatDisagreeWaitForTheOrganiserWhoAcceptsOrRejects() throws {
        let (database, tournament, seats, gameID) = try Self.table()
        try database.submitRoundReport(seat: seats[0], round: 1, entries: ["12", "9", "7", "4"])
        #expect(try database.submitRoundReport(seat: seats[1], round: 1, entries: ["12", "9", "7", "5"]) == .waiting(.disagreement))
        let pending = try #require(try database.pendingReports(tournament: tournament.id).first)
        #expect(pending.waiting == .disagreement && pending.agreed == nil)
        let names = seats[0].tableNames
        #expect(pending.summary == "Table 1, round 1: \(names[0]) says 12 9 7 4, \(names[1]) says 12 9 7 5")
        #expect(throws: ScorekeeperError.self) { try database.acceptReport(tournament: tournament.id, table: 1) }
        // Rejecting one seat's report leaves the other's waiting.
        #expect(try database.rejectReport(tournament: tournament.id, table: 1, seat: 1) == 1)
        #expect(try database.pendingReports(tournament: tournament.id).first?.waiting == .moreReports(1))
        try database.submitRoundReport(seat: seats[1], round: 1, entries: ["12", "9", "7", "5"])
        let accepted = try database.acceptReport(tournament: tournament.id, table: 1, seat: 1)
        #expect(accepted == .round(RoundScores(round: 1, entries: ["12", "9", "7", "5"])))
        #expect(try Self.game(database, gameID) == ([12, 9, 7, 5], 2))
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
        // The table's result is still to come, reported as ever.
        #expect(try TableReportStoreTests.outcome(database, tournament, table: 1) == nil)
    }

    @Test func acceptingTheFirstReportWritesTheRoundAtOnce() throws {
        let (database, tournament, seats, gameID) = try Self.table()
        try database.setAcceptFirstReport(tournament: tournament.id, true)
        let proposal = TableProposal.round(RoundScores(round: 1, entries: ["3", "", "0", "-2"]))
        #expect(try database.submitRoundReport(seat: seats[3], round: 1, entries: ["3", "", "0", "-2"]) == .committed(proposal))
        #expect(try Self.game(database, gameID) == ([3, 0, 0, -2], 2))
    }

    @Test func aRoundTypedAtTheKeyboardClosesItsReportsAndALateReportIsRefused() throws {
        let (database, tournament, seats, gameID) = try Self.table()
        try database.submitRoundReport(seat: seats[0], round: 1, entries: ["12", "9", "7", "4"])
        #expect(try Self.storedRoundReports(database) == 1)
        let players = try database.read { db in
            try Player.ID.fetchAll(db, sql: #"SELECT "playerID" FROM "tournamentSeats" WHERE "tableID" = ? ORDER BY "seat""#,
                                   arguments: [seats[0].tableID])
        }
        try database.recordRound(gameID: gameID, points: zip(players, [10, 10, 3, 3]).map { (playerID: $0, points: $1) }, mode: .refuseTaken)
        #expect(try Self.storedRoundReports(database) == 0)
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
        #expect {
            try database.submitRoundReport(seat: seats[1], round: 1, entries: ["12", "9", "7", "4"])
        } throws: { error in
            (error as? ScorekeeperError)?.description == "Round 1 of table 1 is entered already: the organiser changes it."
        }
        #expect(try Self.game(database, gameID) == ([10, 10, 3, 3], 2))
        // The grid's round entry (no next round) closes them too.
        try database.submitRoundReport(seat: seats[0], round: 2, entries: ["1", "1", "1", "1"])
        try database.enterRound(gameID: gameID, points: [(playerID: players[0], points: 5)])
        #expect(try Self.storedRoundReports(database) == 0)
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
        #expect(throws: ScorekeeperError.self) {
            try database.submitRoundReport(seat: seats[1], round: 2, entries: ["1", "1", "1", "1"])
        }
    }

    @Test func aBadScoreIsRefusedNamingItsSeatAndNothingIsKept() throws {
        let (database, tournament, seats, gameID) = try Self.table(rules: GameRules(roundTotals: [26]))
        #expect {
            try database.submitRoundReport(seat: seats[0], round: 1, entries: ["13", "x9", "13", "0"])
        } throws: { error in
            (error as? ScorekeeperError)?.description == "\(seats[0].tableNames[1]): \(ScoreText.refusal("x9"))"
        }
        // The rules' round total, as `round add` checks it (without --force).
        #expect {
            try database.submitRoundReport(seat: seats[0], round: 1, entries: ["13", "9", "3", "0"])
        } throws: { error in
            (error as? ScorekeeperError)?.description == "Round 1 adds up to 25, not 26: check the scores and report again."
        }
        #expect(throws: ScorekeeperError.self) { try database.submitRoundReport(seat: seats[0], round: 1, entries: ["", "", "", ""]) }
        #expect(throws: ScorekeeperError.self) { try database.submitRoundReport(seat: seats[0], round: 1, entries: ["1", "2"]) }
        #expect(throws: ScorekeeperError.self) { try database.submitRoundReport(seat: seats[0], round: 2, entries: ["13", "13", "0", "0"]) }
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
        #expect(try Self.storedRoundReports(database) == 0)
        #expect(try Self.game(database, gameID) == ([0, 0, 0, 0], 1))
        #expect(try database.submitRoundReport(seat: seats[0], round: 1, entries: ["13", "13", "0", "0"]) == .waiting(.moreReports(1)))
    }

    @Test func aSheetGameReadsEachSeatsEntryByTheSheet() throws {
        let hearts = try #require(SheetLibrary.builtIn.first { entry in
            if case .sum(let rules) = entry.sheet.kind { return rules.moon != nil } else { return false }
        })
        let database = try AppDatabase.empty().withWallClock(ManualClock(TableReportStoreTests.noon).wallClock)
        let tournament = try database.createTournament(name: "Moon cup", settings: TournamentSettings(format: .tables, tableSize: 4),
                                                       sheet: hearts)
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy", "Di"])
        try database.pairNextRound(id: tournament.id)
        let seats = try TableReportStoreTests.seats(database, tournament, table: 1)
        let gameID = try #require(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds[0].tables[0].gameID)
        // The sheet's own entry: shooting the moon, the others given the moon's points.
        try database.setAcceptFirstReport(tournament: tournament.id, true)
        guard case .committed = try database.submitRoundReport(seat: seats[1], round: 1, entries: ["", "moon", "", ""]) else {
            Issue.record("the moon was not written")
            return
        }
        #expect(try Self.game(database, gameID) == ([26, 0, 26, 26], 2))
        // An entry the sheet refuses names its seat, though it is the only one given.
        #expect {
            try database.submitRoundReport(seat: seats[1], round: 2, entries: ["", "", "banana", ""])
        } throws: { error in
            (error as? ScorekeeperError)?.description.hasPrefix("\(seats[0].tableNames[2]): ") == true
        }
    }

    @Test func reportsOfAFormatWithoutTableRoundsAreRefused() throws {
        let (database, tournament) = try TableReportStoreTests.paired(["Ann", "Bo", "Cy", "Di"])
        let seats = try TableReportStoreTests.seats(database, tournament, table: 1)
        #expect(try database.reportQueue(tournament: tournament.id).roundsTakingReports.isEmpty)
        #expect(throws: ScorekeeperError.self) { try database.submitRoundReport(seat: seats[0], round: 1, entries: ["1", "0"]) }
    }
}
