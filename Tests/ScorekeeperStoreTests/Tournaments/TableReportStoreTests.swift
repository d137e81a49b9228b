import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Results reported from the tables, in the store on fresh files: codes per seat of the round
/// being played, reports that commit when they agree and wait when they do not, the
/// organiser's accept and reject, the codes' expiry, and the result written as any other.
@Suite struct TableReportStoreTests {
    static let noon = Date(timeIntervalSince1970: 1_795_000_000)

    /// A round robin of `names`, round 1 paired: the file, the tournament.
    static func paired(_ names: [String], format: TournamentFormat = .roundRobin, tableSize: Int? = nil,
                       rounds: Int? = nil) throws -> (AppDatabase, Tournament) {
        let database = try AppDatabase.empty().withWallClock(ManualClock(noon).wallClock)
        let tournament = try database.createTournament(name: "Club", settings: TournamentSettings(format: format, tableSize: tableSize,
                                                                                                plannedRounds: rounds))
        try database.joinTournament(id: tournament.id, names: names)
        try database.pairNextRound(id: tournament.id)
        return (database, tournament)
    }

    /// Each seat of table `number`, by its link's token.
    static func seats(_ database: AppDatabase, _ tournament: Tournament, table number: Int) throws -> [ReportSeat] {
        let codes = try database.reportCodes(tournament: tournament.id).filter { $0.seat.table == number }
        return try codes.map { try #require(try database.reportSeat(token: $0.token)) }
    }

    static func outcome(_ database: AppDatabase, _ tournament: Tournament, table number: Int) throws -> TableOutcome? {
        try database.fetchTournamentSnapshot(id: tournament.id).state.rounds.last?.tables.first { $0.number == number }?.outcome
    }

    @Test func everySeatGetsAPINAndATokenAndTheFileKeepsTheTokensDigest() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo", "Cy", "Di"])
        let codes = try database.reportCodes(tournament: tournament.id)
        #expect(codes.count == 4)
        #expect(codes.map { "\($0.seat.table).\($0.seat.seat)" } == ["1.0", "1.1", "2.0", "2.1"])
        #expect(Set(codes.map(\.pin)).count == 4, "a PIN alone names its seat")
        #expect(codes.allSatisfy { $0.pin.count == 6 && $0.pin.allSatisfy(\.isASCII) && Int($0.pin) != nil })
        #expect(codes.allSatisfy { $0.token.count == 32 && $0.path == "/report/" + $0.token })
        #expect(Set(codes.map(\.token)).count == 4)
        // Asked again, the same codes.
        #expect(try database.reportCodes(tournament: tournament.id) == codes)
        let digests = try database.read { db in try Data.fetchAll(db, sql: #"SELECT "tokenDigest" FROM "tournamentReportCodes""#) }
        #expect(Set(digests) == Set(codes.map { ReportSecret.digest($0.token) }))
        for code in codes {
            #expect(try database.reportSeat(token: code.token)?.entryID == code.seat.entryID)
            #expect(try database.reportSeat(pin: code.pin, tournament: tournament.id)?.entryID == code.seat.entryID)
        }
        #expect(try database.reportSeat(token: String(repeating: "0", count: 32)) == nil)
        #expect(try database.reportSeat(token: codes[0].token.uppercased()) == nil)
        #expect(try database.reportQueue(tournament: tournament.id).failedPINs == 0)
    }

    @Test func twoSeatsThatAgreeCommitTheResultAsAnEnteredResult() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo", "Cy", "Di"])
        let seats = try Self.seats(database, tournament, table: 1)
        #expect(try database.submitReport(seat: seats[0], result: "1-0") == .waiting(.moreReports(1)))
        #expect(try Self.outcome(database, tournament, table: 1) == nil)
        #expect(try database.pendingReports(tournament: tournament.id).map(\.table) == [1])
        #expect(try database.submitReport(seat: seats[1], result: "1:0") == .committed(.result(.places([1, 2]))))
        let snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        let table = try #require(snapshot.state.rounds.last?.tables.first)
        #expect(table.outcome == .places([1, 2]))
        #expect(snapshot.enteredByHand.contains(table.id))
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
        #expect(try database.fetchGame(id: #require(table.gameID))?.isFinished == true)
        #expect(try database.invariantViolations().isEmpty)
        // The table has its result: a further report is refused in one line.
        #expect(throws: ScorekeeperError.self) { try database.submitReport(seat: seats[0], result: "0-1") }
    }

    @Test func reportsThatDisagreeWaitForTheOrganiserWhoAcceptsOne() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo", "Cy", "Di"])
        let seats = try Self.seats(database, tournament, table: 2)
        #expect(try database.submitReport(seat: seats[0], result: "1-0") == .waiting(.moreReports(1)))
        #expect(try database.submitReport(seat: seats[1], result: "0-1") == .waiting(.disagreement))
        let pending = try #require(try database.pendingReports(tournament: tournament.id).first)
        #expect(pending.summary == "Table 2: \(seats[0].name) says 1-0, \(seats[1].name) says 0-1")
        #expect(pending.agreed == nil)
        #expect(try Self.outcome(database, tournament, table: 2) == nil)
        // Without a seat, reports that differ are refused; naming one accepts it.
        #expect(throws: ScorekeeperError.self) { try database.acceptReport(tournament: tournament.id, table: 2) }
        #expect(try database.acceptReport(tournament: tournament.id, table: 2, seat: 1) == .result(.places([2, 1])))
        #expect(try Self.outcome(database, tournament, table: 2) == .places([2, 1]))
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
    }

    @Test func aSeatsSecondReportReplacesItsFirst() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo"])
        let seats = try Self.seats(database, tournament, table: 1)
        try database.submitReport(seat: seats[0], result: "0-1")
        try database.submitReport(seat: seats[1], result: "½-½")
        #expect(try database.pendingReports(tournament: tournament.id).first?.reports.count == 2)
        #expect(try database.submitReport(seat: seats[0], result: "draw") == .committed(.result(.places([1, 1]))))
    }

    @Test func aReportThatDoesNotReadIsRefusedInOneLineAndKeepsNothing() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo"])
        let seat = try #require(try Self.seats(database, tournament, table: 1).first)
        for text in ["2-0", "", "1 2", "scores 1 x"] {
            #expect {
                try database.submitReport(seat: seat, result: text)
            } throws: { error in
                let message = (error as? ScorekeeperError)?.description ?? ""
                return message.contains("table 1") && !message.contains("\n")
            }
        }
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
    }

    @Test(arguments: [3, 4, 5])
    func atTablesOfThreeToFiveTwoAgreeingReportsCommit(size: Int) throws {
        let names = ["Ann", "Bo", "Cy", "Di", "Eve"].prefix(size).map { $0 }
        let (database, tournament) = try Self.paired(names, format: .tables, tableSize: size, rounds: 2)
        let seats = try Self.seats(database, tournament, table: 1)
        let places = (1...size).map(String.init).joined(separator: " ")
        let other = (1...size).reversed().map(String.init).joined(separator: " ")
        #expect(try database.submitReport(seat: seats[size - 1], result: places) == .waiting(.moreReports(1)))
        #expect(try database.submitReport(seat: seats[0], result: other) == .waiting(.disagreement))
        // The one that differed reports again, agreeing: two agree and none differs.
        #expect(try database.submitReport(seat: seats[0], result: places) == .committed(.result(.places(Array(1...size)))))
    }

    @Test func acceptingTheFirstReportCommitsIt() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo", "Cy", "Di"])
        try database.setAcceptFirstReport(tournament: tournament.id, true)
        #expect(try database.reportQueue(tournament: tournament.id).acceptsFirstReport)
        let seat = try #require(try Self.seats(database, tournament, table: 1).last)
        #expect(try database.submitReport(seat: seat, result: "-+") == .committed(.result(.forfeit(winners: [false, true]))))
        try database.setAcceptFirstReport(tournament: tournament.id, false)
        let other = try #require(try Self.seats(database, tournament, table: 2).first)
        #expect(try database.submitReport(seat: other, result: "1-0") == .waiting(.moreReports(1)))
    }

    @Test func rejectDropsTheReportsAndAcceptAllTakesEveryTableThatAgrees() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo", "Cy", "Di", "Eve", "Fay"])
        let one = try Self.seats(database, tournament, table: 1), two = try Self.seats(database, tournament, table: 2)
        let three = try Self.seats(database, tournament, table: 3)
        try database.submitReport(seat: one[0], result: "1-0")
        try database.submitReport(seat: two[0], result: "1-0")
        try database.submitReport(seat: two[1], result: "0-1")
        try database.submitReport(seat: three[1], result: "0-1")
        #expect(try database.rejectReport(tournament: tournament.id, table: 3) == 1)
        #expect(throws: ScorekeeperError.self) { try database.rejectReport(tournament: tournament.id, table: 3) }
        #expect(try database.pendingReports(tournament: tournament.id).map(\.table) == [1, 2])
        #expect(try database.acceptAllAgreeingReports(tournament: tournament.id) == [1])
        #expect(try Self.outcome(database, tournament, table: 1) == .places([1, 2]))
        #expect(try Self.outcome(database, tournament, table: 3) == nil)
        #expect(try database.pendingReports(tournament: tournament.id).map(\.table) == [2])
        #expect(try database.rejectReport(tournament: tournament.id, table: 2, seat: 1) == 1)
        #expect(try database.pendingReports(tournament: tournament.id).first?.agreed == .result(.places([1, 2])))
    }

    @Test func aResultEnteredByHandClosesTheTablesReports() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo", "Cy", "Di"])
        let seats = try Self.seats(database, tournament, table: 1)
        try database.submitReport(seat: seats[0], result: "1-0")
        try database.setTableResult(id: tournament.id, table: 1, outcome: .places([1, 1]))
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty)
        #expect(try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentReports""#) } == 0)
        #expect(throws: ScorekeeperError.self) { try database.submitReport(seat: seats[1], result: "1-0") }
        // Cleared, the table takes reports again, from nothing.
        try database.setTableResult(id: tournament.id, table: 1, outcome: nil)
        #expect(try database.submitReport(seat: seats[1], result: "1-0") == .waiting(.moreReports(1)))
    }

    @Test func anAcceptedResultIsTakenBackAsAnyEnteredResultIs() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo"])
        let seats = try Self.seats(database, tournament, table: 1)
        try database.submitReport(seat: seats[0], result: "0-1")
        try database.submitReport(seat: seats[1], result: "1-0")
        try database.acceptReport(tournament: tournament.id, table: 1, seat: 0)
        let gameID = try #require(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds[0].tables[0].gameID)
        #expect(try database.fetchGame(id: gameID)?.isFinished == true)
        let scores = try database.fetchPlayerRows(gameID: gameID).map(\.player.score)
        // Its history has the result's changes, live.
        let live = try database.read { db in
            try Int.fetchOne(db, sql: #"SELECT count(*) FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'"#, arguments: [gameID])
        }
        #expect(live == 2 && scores.contains { $0 != 0 })
        try database.setTableResult(id: tournament.id, table: 1, outcome: nil)
        #expect(try Self.outcome(database, tournament, table: 1) == nil)
        #expect(try database.fetchGame(id: gameID)?.isFinished == false)
        #expect(try database.fetchPlayerRows(gameID: gameID).allSatisfy { $0.player.score == 0 })
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func codesExpireWhenTheRoundIsPairedAgainOrTakenBackAndAreRenewed() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo", "Cy", "Di"])
        let first = try database.reportCodes(tournament: tournament.id)
        try database.submitReport(seat: try #require(try database.reportSeat(token: first[0].token)), result: "1-0")
        let stale = try #require(try database.reportSeat(token: first[1].token))
        try database.repairCurrentRound(id: tournament.id)
        #expect(try database.reportSeat(token: first[0].token) == nil)
        #expect(try database.reportSeat(pin: first[0].pin, tournament: tournament.id) == nil)
        #expect(throws: ScorekeeperError.self) { try database.submitReport(seat: stale, result: "1-0") }
        #expect(try database.pendingReports(tournament: tournament.id).isEmpty, "the old round's reports are gone with it")
        #expect(try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentReports""#) } == 1)
        let second = try database.reportCodes(tournament: tournament.id)
        // Issuing the new round's codes clears the old round's codes and reports from the file.
        #expect(try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentReports""#) } == 0)
        #expect(try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentReportCodes""#) } == second.count)
        #expect(Set(second.map(\.token)).isDisjoint(with: first.map(\.token)))
        // Renewed, every code is new and the old stop working.
        let renewed = try database.reportCodes(tournament: tournament.id, renew: true)
        #expect(Set(renewed.map(\.token)).isDisjoint(with: second.map(\.token)))
        #expect(try database.reportSeat(token: second[0].token) == nil)
        #expect(try database.reportSeat(token: renewed[0].token) != nil)
        try database.unpairLastRound(id: tournament.id)
        #expect(try database.reportSeat(token: renewed[0].token) == nil)
        #expect(throws: ScorekeeperError.self) { try database.reportCodes(tournament: tournament.id) }
    }

    @Test func codesExpireWhenTheTournamentEnds() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo"])
        let codes = try database.reportCodes(tournament: tournament.id)
        try database.setTableResult(id: tournament.id, table: 1, outcome: .places([1, 2]))
        #expect(try database.fetchTournamentSnapshot(id: tournament.id).state.isFinished)
        #expect(try database.reportSeat(token: codes[0].token) == nil)
        #expect(try database.reportSeat(pin: codes[0].pin, tournament: tournament.id) == nil)
        #expect(throws: ScorekeeperError.self) { try database.reportCodes(tournament: tournament.id) }
    }

    @Test func wrongPINsAreCountedAndNeverLockASeat() throws {
        let (database, tournament) = try Self.paired(["Ann", "Bo"])
        let code = try #require(try database.reportCodes(tournament: tournament.id).first)
        let wrong = code.pin == "000000" ? "000001" : "000000"
        for _ in 0..<100 { #expect(try database.reportSeat(pin: wrong, tournament: tournament.id) == nil) }
        #expect(try database.reportSeat(pin: "12345x", tournament: tournament.id) == nil)
        #expect(try database.reportQueue(tournament: tournament.id).failedPINs == 101)
        #expect(try database.reportSeat(pin: code.pin, tournament: tournament.id)?.seat == code.seat.seat)
        try database.reportCodes(tournament: tournament.id, renew: true)
        #expect(try database.reportQueue(tournament: tournament.id).failedPINs == 0)
    }

    @Test func comparisonsDependOnLengthOnly() {
        #expect(ReportSecret.constantTimeEqual([1, 2, 3], [1, 2, 3]))
        #expect(!ReportSecret.constantTimeEqual([1, 2, 3], [1, 2, 4]))
        #expect(!ReportSecret.constantTimeEqual([1, 2, 3], [1, 2]))
        #expect(ReportSecret.isTokenShaped(ReportSecret.newToken()))
        #expect(ReportSecret.isPINShaped(ReportSecret.newPIN()))
    }
}
