import Foundation
import GRDB
import Testing
@testable import ScorekeeperStore

/// Tournaments as the store writes them: a round is its tables' games, written in one
/// transaction; results come from the finished games' standings or are entered; each write
/// keeps every score the sum of its live changes.
@Suite struct TournamentStoreTests {
    static let noon = Date(timeIntervalSince1970: 1_795_000_000)

    static func roundRobin(_ names: [String], ratings: [Int]? = nil) throws -> (AppDatabase, Tournament) {
        let database = try AppDatabase.empty().withWallClock(ManualClock(noon).wallClock)
        let tournament = try database.createTournament(name: "Club", settings: TournamentSettings(format: .roundRobin))
        for (index, name) in names.enumerated() {
            try database.joinTournament(id: tournament.id, names: [name], rating: ratings?[index])
        }
        return (database, tournament)
    }

    @Test func pairingARoundMakesItsTableGamesWithPlayersInSeatOrder() throws {
        let (database, tournament) = try Self.roundRobin(["Ann", "Bo", "Cy", "Di"], ratings: [2000, 1900, 1800, 1700])
        let plan = try database.pairNextRound(id: tournament.id)
        #expect(plan.number == 1 && plan.tables.count == 2)
        let snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.entries.map(\.name) == ["Ann", "Bo", "Cy", "Di"])
        #expect(snapshot.state.entries.map(\.pairingNumber) == [1, 2, 3, 4])
        let round = try #require(snapshot.state.rounds.first)
        for (table, seats) in zip(round.tables, plan.tables) {
            #expect(table.seats == seats)
            let game = try #require(snapshot.games[table.id])
            #expect(game.title == "Club: round 1, table \(table.number)")
            let players = try database.fetchPlayerRows(gameID: game.gameID).map(\.player)
            let names = seats.map { id in snapshot.state.entry(id)!.name }
            #expect(Set(players.map(\.name)) == Set(names))
            #expect(try database.fetchKind(gameID: game.gameID) == "Club")
        }
        #expect(try database.invariantViolations().isEmpty)
    }

    @Test func aFinishedTableGameGivesTheTablesResultThroughItsStandings() throws {
        let (database, tournament) = try Self.roundRobin(["Ann", "Bo"])
        try database.pairNextRound(id: tournament.id)
        var snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        let table = try #require(snapshot.state.rounds.first?.tables.first)
        #expect(table.outcome == nil)
        let gameID = try #require(table.gameID)
        let players = try database.fetchPlayerRows(gameID: gameID).map(\.player)
        let second = try #require(players.first { $0.name == snapshot.state.entry(table.seats[1])!.name })
        try database.changeScore(playerID: second.id, by: 3)
        snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.rounds[0].tables[0].outcome == nil, "a game being played gives no result")
        try database.finishGame(id: gameID)
        snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.rounds[0].tables[0].outcome == .places([2, 1]))
        #expect(!snapshot.isEnteredOverItsGame(snapshot.state.rounds[0].tables[0]))
        // Entered directly, a result stands over the game's, and the snapshot says which it is.
        try database.setTableResult(id: tournament.id, table: 1, outcome: .places([1, 1]))
        snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.rounds[0].tables[0].outcome == .places([1, 1]))
        #expect(snapshot.isEnteredOverItsGame(snapshot.state.rounds[0].tables[0]))
        // Cleared, the result is taken back and the game is played again with its own scores:
        // finished once more, it gives its own result.
        try database.setTableResult(id: tournament.id, table: 1, outcome: nil)
        snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.rounds[0].tables[0].outcome == nil)
        #expect(snapshot.enteredByHand.isEmpty)
        #expect(try database.fetchPlayerRows(gameID: gameID).map { "\($0.player.name) \($0.player.score)" }.sorted()
                == players.map { "\($0.name) \($0.id == second.id ? 3 : 0)" }.sorted())
        try database.finishGame(id: gameID)
        snapshot = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(snapshot.state.rounds[0].tables[0].outcome == .places([2, 1]))
    }

    /// Paired again, a round's old pairing is withdrawn, not deleted: its games stay in the file
    /// (a result another copy enters at them is not lost) but out of every list, and the round
    /// counts the new pairing.
    @Test func rePairingTakesTheRoundsGamesOutOfTheListsAndRefusesOnceAnyoneScored() throws {
        let (database, tournament) = try Self.roundRobin(["Ann", "Bo", "Cy", "Di"])
        try database.pairNextRound(id: tournament.id)
        let before = try database.fetchTournamentSnapshot(id: tournament.id)
        let oldGames = before.state.rounds[0].tables.compactMap(\.gameID)
        try database.repairCurrentRound(id: tournament.id)
        let after = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(after.state.rounds.count == 1 && after.state.rounds[0].tables.count == 2)
        #expect(Set(after.state.rounds[0].tables.compactMap(\.gameID)).isDisjoint(with: oldGames))
        let pairings = try #require(after.state.pairings(of: 1))
        #expect(pairings.pairings.count == 2 && !pairings.isInConflict)
        #expect(pairings.pairings[0].choice == .withdrawn && pairings.counted?.id == pairings.pairings[1].id)
        let listed = Set(try database.fetchGameList().map(\.id))
        for gameID in oldGames {
            #expect(try database.fetchGame(id: gameID) != nil)
            #expect(!listed.contains(gameID.lowercasedString))
        }
        #expect(listed.count == 2)
        let gameID = try #require(after.state.rounds[0].tables[0].gameID)
        let player = try #require(try database.fetchPlayerRows(gameID: gameID).first?.player)
        try database.changeScore(playerID: player.id, by: 1)
        #expect(throws: ScorekeeperError.self) { try database.repairCurrentRound(id: tournament.id) }
        #expect(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds[0].tables.compactMap(\.gameID)
                == after.state.rounds[0].tables.compactMap(\.gameID))
    }

    @Test func aSwapMovesThePeopleAndTheirPlayers() throws {
        let (database, tournament) = try Self.roundRobin(["Ann", "Bo", "Cy", "Di"], ratings: [4, 3, 2, 1])
        try database.pairNextRound(id: tournament.id)
        let before = try database.fetchTournamentSnapshot(id: tournament.id)
        let first = before.state.rounds[0].tables[0].seats[0], second = before.state.rounds[0].tables[1].seats[1]
        try database.swapSeats(id: tournament.id, first, second)
        let after = try database.fetchTournamentSnapshot(id: tournament.id)
        #expect(after.state.rounds[0].tables[0].seats[0] == second)
        #expect(after.state.rounds[0].tables[1].seats[1] == first)
        let gameID = try #require(after.state.rounds[0].tables[0].gameID)
        let names = Set(try database.fetchPlayerRows(gameID: gameID).map(\.player.name))
        #expect(names == Set(after.state.rounds[0].tables[0].seats.map { after.state.entry($0)!.name }))
    }

    @Test func namesAreCheckedAndSettingsMustFitTheFormat() throws {
        let database = try AppDatabase.empty()
        #expect(throws: ScorekeeperError.self) { try database.createTournament(name: " ", settings: TournamentSettings(format: .swiss)) }
        #expect(throws: ScorekeeperError.self) {
            try database.createTournament(name: "Pods", settings: TournamentSettings(format: .tables, tableSize: 6))
        }
        #expect(throws: ScorekeeperError.self) {
            try database.createTournament(name: "Swiss", settings: TournamentSettings(format: .swiss, tableSize: 4))
        }
        let made = try database.createTournament(name: "Spring", settings: TournamentSettings(format: .swiss))
        #expect(throws: ScorekeeperError.self) { try database.createTournament(name: "spring ", settings: TournamentSettings(format: .swiss)) }
        try database.joinTournament(id: made.id, names: ["Ann"])
        #expect(throws: ScorekeeperError.self) { try database.joinTournament(id: made.id, names: ["ann"]) }
        #expect(try database.fetchTournaments().map(\.name) == ["Spring"])
        #expect(try database.resolveTournament("SPRING").id == made.id)
        #expect(throws: ScorekeeperError.self) { try database.resolveTournament("Sprung") }
    }

    @Test func aDropBeforeTheStartRemovesTheEntryAndAfterKeepsIt() throws {
        let (database, tournament) = try Self.roundRobin(["Ann", "Bo", "Cy"])
        var state = try database.fetchTournamentSnapshot(id: tournament.id).state
        try database.dropFromTournament(id: tournament.id, entryID: state.entries[2].id)
        state = try database.fetchTournamentSnapshot(id: tournament.id).state
        #expect(state.entries.count == 2)
        try database.pairNextRound(id: tournament.id)
        try database.dropFromTournament(id: tournament.id, entryID: state.entries[0].id)
        state = try database.fetchTournamentSnapshot(id: tournament.id).state
        #expect(state.entries.count == 2 && state.entries[0].droppedAfterRound == 1)
    }

    /// Someone known to arrive late enters before round 1 "from round 3": the rounds before give
    /// the chosen bye points, round 3 pairs them; a drop before then stops those points.
    @Test func aLateEntryFromAGivenRoundIsPairedFromThatRound() throws {
        let database = try AppDatabase.empty().withWallClock(ManualClock(Self.noon).wallClock)
        let tournament = try database.createTournament(name: "Open", settings: TournamentSettings(format: .swiss, plannedRounds: 5))
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy", "Di"])
        let late = try #require(try database.joinTournament(id: tournament.id, names: ["Eve"], lateHalfPoints: 1, fromRound: 3).first)
        let gone = try #require(try database.joinTournament(id: tournament.id, names: ["Fay"], lateHalfPoints: 2, fromRound: 4).first)
        #expect(late.firstRound == 3 && late.lateHalfPoints == 1)
        // Past the planned rounds, or a paired round: refused, nothing written.
        #expect(throws: ScorekeeperError.self) { try database.joinTournament(id: tournament.id, names: ["Gus"], fromRound: 6) }
        func play() throws {
            try database.pairNextRound(id: tournament.id)
            let state = try database.fetchTournamentSnapshot(id: tournament.id).state
            for table in state.rounds.last!.tables { try database.setTableResult(id: tournament.id, table: table.number, outcome: .places([1, 2])) }
        }
        try play()
        #expect(throws: ScorekeeperError.self) { try database.joinTournament(id: tournament.id, names: ["Gus"], fromRound: 1) }
        try play()
        var state = try database.fetchTournamentSnapshot(id: tournament.id).state
        #expect(state.entries.count == 6, "refused joins wrote nothing")
        let seated = { (round: Int) in Set(state.round(round)!.tables.flatMap(\.seats)) }
        #expect(!seated(1).contains(late.id) && !seated(2).contains(late.id))
        #expect(state.round(2)!.byes[late.id] == .halfPointBye && state.round(2)!.byes[gone.id] == .fullPointBye)
        // Fay leaves before her first round: no more late points for her.
        try database.dropFromTournament(id: tournament.id, entryID: gone.id)
        try play()
        state = try database.fetchTournamentSnapshot(id: tournament.id).state
        #expect(seated(3).contains(late.id) && !seated(3).contains(gone.id))
        #expect(state.round(3)!.byes[gone.id] == nil)
        let points = Dictionary(uniqueKeysWithValues: state.standings.map { ($0.entryID, $0.points) })
        #expect(points[gone.id] == 4, "two full-point rounds, then nothing")
        #expect(points[late.id].map { $0 >= 2 } == true, "two half points before round 3")
        #expect(state.record.entrants.first { $0.name == "Fay" }?.rounds.last == .absent, "the report has her absent once gone")
        // Back after round 3 was paired without her, her missed rounds would count as late ones: refused.
        #expect(throws: ScorekeeperError.self) { try database.joinTournament(id: tournament.id, names: ["Fay"]) }
        // A first round past any tournament's rounds is refused even without planned rounds.
        let open = try database.createTournament(name: "Open ended", settings: TournamentSettings(format: .swiss))
        #expect(throws: ScorekeeperError.self) { try database.joinTournament(id: open.id, names: ["Gus"], fromRound: 100) }
        #expect(try database.joinTournament(id: open.id, names: ["Gus"], fromRound: 99).first?.firstRound == 99)
        #expect(try database.invariantViolations().isEmpty)
    }

    /// Under the game's score a missed round scores 0: bye points for a late entry are refused,
    /// not silently dropped.
    @Test func aLateEntryUnderTheGameScoreTakesNoByePoints() throws {
        let database = try AppDatabase.empty().withWallClock(ManualClock(Self.noon).wallClock)
        let tournament = try database.createTournament(name: "Hearts", settings: TournamentSettings(format: .tables, tableSize: 3, points: .gameScore))
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bo", "Cy"])
        #expect(throws: ScorekeeperError.self) { try database.joinTournament(id: tournament.id, names: ["Di"], lateHalfPoints: 1, fromRound: 2) }
        let late = try database.joinTournament(id: tournament.id, names: ["Di"], fromRound: 2)
        #expect(late.first?.firstRound == 2)
    }

    @Test func deletingATournamentLeavesItsGames() throws {
        let (database, tournament) = try Self.roundRobin(["Ann", "Bo"])
        try database.pairNextRound(id: tournament.id)
        let gameID = try #require(try database.fetchTournamentSnapshot(id: tournament.id).state.rounds[0].tables[0].gameID)
        try database.deleteTournament(id: tournament.id)
        #expect(try database.fetchTournaments().isEmpty)
        #expect(try database.fetchGame(id: gameID) != nil)
        let rows = try database.read { db in try Int.fetchOne(db, sql: #"SELECT count(*) FROM "tournamentSeats""#) }
        #expect(rows == 0)
    }
}
