import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A round paired on two copies, or paired again on one while the other enters results: every
/// pairing is kept, the one played at counts, two played at make a conflict the organiser settles,
/// and no result or score any copy saved is lost. The oracle reads each copy whole: its rows, its
/// snapshot, its games list and every score change.
@Suite struct SyncTournamentPairingsTests {
    static func sync(_ a: AppDatabase, _ b: AppDatabase) throws -> SyncReport { try SyncTournamentTests.sync(a, b) }

    /// A Swiss of eight made on `a` with round 1 played, synced to `b`.
    static func swissAfterRoundOne(_ a: AppDatabase, _ b: AppDatabase) throws -> Tournament.ID {
        let tournament = try a.createTournament(name: "Div", settings: TournamentSettings(format: .swiss, plannedRounds: 4))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"])
        try a.pairNextRound(id: tournament.id)
        for table in 1...4 { try a.setTableResult(id: tournament.id, table: table, outcome: .places([1, 2])) }
        _ = try sync(a, b)
        return tournament.id
    }

    /// The players of a table's game, seat by seat.
    static func players(_ copy: AppDatabase, _ table: TournamentTable) throws -> [Player.ID] {
        try SyncTournamentTests.seatedPlayers(copy, table: table.id)
    }

    /// The live score changes of a game, by id.
    static func liveChanges(_ copy: AppDatabase, game: Game.ID) throws -> Set<String> {
        Set(try copy.read { db in
            try String.fetchAll(db, sql: #"SELECT "id" FROM "scoreChanges" WHERE "gameID" = ? AND "state" = 'live'"#, arguments: [game.lowercasedString])
        })
    }

    /// The last change a copy saved (the one just written).
    static func lastChange(_ copy: AppDatabase) throws -> String {
        try #require(try copy.read { db in
            try String.fetchOne(db, sql: #"SELECT "id" FROM "scoreChanges" ORDER BY "createdAt" DESC, "id" DESC LIMIT 1"#)
        })
    }

    /// Finding 1: copy B pairs round 2 (after a late entry); copy A, later, pairs it too, enters a
    /// result at table 2 and scores at table 3. The sync keeps A's pairing (played at) over B's
    /// (not), on both copies; A's result and score stand; B's unplayed games leave the lists; the
    /// report names the round. With B's clock two hours behind too.
    @Test(arguments: [0.0, -7200.0]) func aPairingPlayedAtBeatsOneNotPlayedAt(skew: Double) throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: skew))
        let id = try Self.swissAfterRoundOne(a, b)
        try b.joinTournament(id: id, names: ["Ivy"])
        try b.pairNextRound(id: id)
        let theirs = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last)
        try a.pairNextRound(id: id)
        let mine = try #require(try a.fetchTournamentSnapshot(id: id).state.rounds.last)
        try a.setTableResult(id: id, table: 2, outcome: .places([2, 1]))
        let tableThree = try #require(mine.tables.first { $0.number == 3 })
        try a.changeScore(playerID: try Self.players(a, tableThree)[0], by: 3)
        let change = try Self.lastChange(a)

        let report = try Self.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        for copy in [a, b] {
            let snapshot = try copy.fetchTournamentSnapshot(id: id)
            let round = try #require(snapshot.state.rounds.last)
            #expect(round.tables.map(\.id) == mine.tables.map(\.id), "the pairing played at counts")
            #expect(round.tables.first { $0.number == 2 }?.outcome == .places([2, 1]))
            let scored = try #require(tableThree.gameID)
            #expect(try Self.liveChanges(copy, game: scored).contains(change))
            let listed = Set(try copy.fetchGameList().map(\.id))
            #expect(listed.isSuperset(of: mine.tables.compactMap(\.gameID?.lowercasedString)))
            #expect(listed.isDisjoint(with: theirs.tables.compactMap(\.gameID?.lowercasedString)), "the unplayed pairing's games leave the lists")
            #expect(snapshot.state.conflicts.isEmpty)
        }
        let named = report.mergedHere.pairings + report.mergedThere.pairings
        #expect(named.contains { $0.round == 2 && !$0.inConflict && $0.setAside.count == 1 })
        // Nothing is left to move, and round 3 pairs once round 2 is done.
        let again = try Self.sync(a, b)
        #expect(again.sent.isEmpty && again.received.isEmpty)
    }

    /// Both pairings played at: the round is in conflict on every copy (both results kept and
    /// listed), the next round is refused, and the organiser's choice on one copy settles it on
    /// both; the other pairing's played game stays, titled as set aside.
    @Test func twoPairingsPlayedAtAreAConflictTheOrganiserSettles() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: -7200))
        let id = try Self.swissAfterRoundOne(a, b)
        try b.joinTournament(id: id, names: ["Ivy"])
        try b.pairNextRound(id: id)
        try b.setTableResult(id: id, table: 1, outcome: .places([1, 2]))
        let theirs = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last)
        try a.pairNextRound(id: id)
        try a.setTableResult(id: id, table: 2, outcome: .places([2, 1]))
        let mine = try #require(try a.fetchTournamentSnapshot(id: id).state.rounds.last)

        let report = try Self.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        let conflict = try #require((report.mergedHere.pairings + report.mergedThere.pairings).first { $0.round == 2 })
        #expect(conflict.inConflict)
        let results = ([conflict.counted].compactMap { $0 } + conflict.contending).flatMap(\.tables).compactMap(\.result)
        #expect(results.sorted() == ["0-1", "1-0"])
        for copy in [a, b] {
            let state = try copy.fetchTournamentSnapshot(id: id).state
            let pairings = try #require(state.pairings(of: 2))
            #expect(pairings.isInConflict && state.conflicts.map(\.round) == [2])
            #expect(throws: ScorekeeperError.self) { try copy.pairNextRound(id: id) }
            #expect(throws: ScorekeeperError.self) { try copy.setTableResult(id: id, table: 3, outcome: .places([1, 2])) }
            #expect(throws: ScorekeeperError.self) { try copy.repairCurrentRound(id: id) }
        }
        // Kept on B: B's own pairing counts everywhere after the next sync; A's played table stays
        // as a game titled as set aside, with its result.
        let numbers = try #require(try b.fetchTournamentSnapshot(id: id).state.pairings(of: 2))
        let keep = try #require(numbers.pairings.first { $0.tables.map(\.id) == theirs.tables.map(\.id) })
        let number = try #require(numbers.number(of: keep))
        try b.keepPairing(id: id, round: 2, pairing: String(number))
        _ = try Self.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        for copy in [a, b] {
            let snapshot = try copy.fetchTournamentSnapshot(id: id)
            #expect(snapshot.state.conflicts.isEmpty)
            #expect(snapshot.state.rounds.last?.tables.map(\.id) == theirs.tables.map(\.id))
            let setAside = try #require(mine.tables.first { $0.number == 2 }?.gameID)
            let game = try #require(try copy.fetchGame(id: setAside))
            #expect(game.title == "Div: round 2, table 2 (set aside)")
            #expect(try copy.fetchGameList().contains { $0.id == game.id.lowercasedString })
            #expect(snapshot.state.pairings(of: 2)?.setAside.first?.tables.first { $0.number == 2 }?.outcome == .places([2, 1]))
        }
    }

    /// Finding 2: after a pair and a sync, A enters a result; B drops Hal and pairs the round again.
    /// The result is not lost: the round contends (the re-pairing against the result), on both.
    @Test func pairingAgainAgainstAResultElsewhereIsAConflictNotALoss() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.swissAfterRoundOne(a, b)
        try a.pairNextRound(id: id)
        _ = try Self.sync(a, b)
        let old = try #require(try a.fetchTournamentSnapshot(id: id).state.rounds.last)
        try a.setTableResult(id: id, table: 1, outcome: .places([1, 2]))
        let game = try #require(old.tables.first { $0.number == 3 }?.gameID)
        let player = try #require(try a.fetchPlayerRows(gameID: game).first?.player)
        try a.changeScore(playerID: player.id, by: 4)
        let change = try Self.lastChange(a)
        let hal = try #require(try b.fetchTournamentSnapshot(id: id).state.entries.first { $0.name == "Hal" })
        try b.dropFromTournament(id: id, entryID: hal.id)
        try b.repairCurrentRound(id: id)

        let report = try Self.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        #expect((report.mergedHere.pairings + report.mergedThere.pairings).contains { $0.round == 2 && $0.inConflict })
        for copy in [a, b] {
            let snapshot = try copy.fetchTournamentSnapshot(id: id)
            let pairings = try #require(snapshot.state.pairings(of: 2))
            #expect(pairings.isInConflict)
            let withdrawn = try #require(pairings.pairings.first { $0.choice == .withdrawn })
            #expect(withdrawn.tables.first { $0.number == 1 }?.outcome == .places([1, 2]))
            #expect(try Self.liveChanges(copy, game: game).contains(change))
            #expect(try copy.fetchGameList().contains { $0.id == game.lowercasedString })
        }
        // Keeping the new pairing sets the old aside with what was played at it.
        let fresh = try #require(try b.fetchTournamentSnapshot(id: id).state.pairings(of: 2)?.pairings.last)
        try b.keepPairing(id: id, round: 2, pairing: fresh.id)
        _ = try Self.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        #expect(try a.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.map(\.id) == fresh.tables.map(\.id))
        #expect(try Self.liveChanges(a, game: game).contains(change))
    }

    /// Three copies: A and B settle a round on A's pairing (nothing played at B's); C, which had
    /// B's pairing before, scores at it. Synced, B's pairing is the one played at and counts,
    /// and C's score is in a listed game on every copy.
    @Test func aScoreAtAPairingSetAsideElsewhereBringsItBack() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let c = try AppDatabase.empty().withWallClock(.offset(by: -7200))
        let id = try Self.swissAfterRoundOne(a, b)
        _ = try Self.sync(b, c)
        try a.pairNextRound(id: id)
        try b.pairNextRound(id: id)
        _ = try Self.sync(b, c)
        let theirs = try #require(try c.fetchTournamentSnapshot(id: id).state.rounds.last)
        _ = try Self.sync(a, b)
        let game = try #require(theirs.tables.first?.gameID)
        let player = try #require(try c.fetchPlayerRows(gameID: game).first?.player)
        try c.changeScore(playerID: player.id, by: 2)
        let change = try Self.lastChange(c)
        for (x, y) in [(c, a), (a, b), (b, c), (c, a)] { _ = try Self.sync(x, y) }
        for copy in [a, b, c] {
            #expect(try copy.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.map(\.id) == theirs.tables.map(\.id))
            #expect(try Self.liveChanges(copy, game: game).contains(change))
            #expect(try copy.fetchGameList().contains { $0.id == game.lowercasedString })
        }
        try SyncTournamentTests.expectSame(a, b, id)
        try SyncTournamentTests.expectSame(a, c, id)
    }

    /// Two copies that each settle a conflict differently: the later choice stands on both.
    @Test func theLaterChoiceStands() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 60))
        let id = try Self.swissAfterRoundOne(a, b)
        try a.pairNextRound(id: id)
        try a.setTableResult(id: id, table: 1, outcome: .places([1, 2]))
        try b.pairNextRound(id: id)
        try b.setTableResult(id: id, table: 1, outcome: .places([2, 1]))
        _ = try Self.sync(a, b)
        try a.keepPairing(id: id, round: 2, pairing: "1")
        try b.keepPairing(id: id, round: 2, pairing: "2")
        _ = try Self.sync(a, b)
        try SyncTournamentTests.expectSame(a, b, id)
        let pairings = try #require(try a.fetchTournamentSnapshot(id: id).state.pairings(of: 2))
        #expect(!pairings.isInConflict && pairings.counted?.id == pairings.pairings[1].id)
    }

    /// One person, one seat: a name given twice however spelled is refused; one person entered on
    /// two copies is refused a pairing until one entry is dropped.
    @Test func onePersonSitsAtOneTable() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let tournament = try a.createTournament(name: "J", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        for names in [["Ann", "ann", "Bob", "Cy"], ["Ann", "Bob", " Ann "], ["ANN", "Ann"]] {
            #expect(throws: ScorekeeperError.self, "\(names)") { try a.joinTournament(id: tournament.id, names: names) }
        }
        #expect(try a.fetchTournamentSnapshot(id: tournament.id).state.entries.isEmpty, "a refused join changes nothing")
        try a.joinTournament(id: tournament.id, names: ["Bob", "Cy", "Di"])
        _ = try Self.sync(a, b)
        try a.joinTournament(id: tournament.id, names: ["Ann"])
        try b.joinTournament(id: tournament.id, names: ["ann"])
        _ = try Self.sync(a, b)
        let entries = try a.fetchTournamentSnapshot(id: tournament.id).state.entries
        #expect(entries.count == 5)
        do {
            try a.pairNextRound(id: tournament.id)
            Issue.record("one person entered twice was paired")
        } catch let error as ScorekeeperError {
            #expect(error.errorDescription?.contains("entered 2 times") == true, "\(error)")
        }
        let second = try #require(entries.filter { $0.name.lowercased() == "ann" }.last)
        try a.dropFromTournament(id: tournament.id, entryID: second.id)
        let plan = try a.pairNextRound(id: tournament.id)
        let seated = plan.tables.flatMap { $0 } + Array(plan.byes.keys)
        #expect(Set(seated).count == seated.count && seated.count == 4)
    }
}

/// The loser of a race says what happened: another program paired the round (or paired it
/// again) between what the command read and its write.
@Suite struct TournamentPairingRaceTests {
    @Test func aRoundPairedByAnotherProgramMeanwhileIsNamedAsSuch() throws {
        let database = try AppDatabase.empty()
        let tournament = try database.createTournament(name: "Div", settings: TournamentSettings(format: .swiss, plannedRounds: 3))
        try database.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cy", "Di"])
        // Both read round 0; the other pairs round 1 first.
        try database.pairNextRound(id: tournament.id, expecting: 1)
        do {
            try database.pairNextRound(id: tournament.id, expecting: 1)
            Issue.record("a round paired twice")
        } catch let error as ScorekeeperError {
            #expect(error.description == "Round 1 of Div was paired by another program a moment ago: nothing was changed.")
        }
        // Both read round 1's pairing; the other pairs it again first.
        let seen = try database.currentPairing(id: tournament.id)
        try database.repairCurrentRound(id: tournament.id, expecting: seen)
        do {
            try database.repairCurrentRound(id: tournament.id, expecting: seen)
            Issue.record("a round paired again over a pairing already replaced")
        } catch let error as ScorekeeperError {
            #expect(error.description == "Round 1 of Div was paired again by another program a moment ago: nothing was changed.")
        }
        #expect(try database.fetchTournamentSnapshot(id: tournament.id).state.pairings(of: 1)?.pairings.count == 2)
    }
}
