import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Tournaments across two copies synced in this process: what one copy makes, pairs, scores,
/// drops and pairs again reaches the other whole, registers settle by the later stamp, and two
/// copies that paired one round apart keep the same pairing. The oracle compares the tournament
/// as each copy reads it (`tournamentSnapshot`) and every row of every tournament table, every
/// column but `syncVersion`.
@Suite struct SyncTournamentTests {
    /// The tournament tables, each with an order that lists its rows alike on every copy.
    static let tables: [(name: String, order: String)] = [
        ("tournaments", #""id""#), ("tournamentEntries", #""id""#), ("tournamentTables", #""id""#),
        ("tournamentSeats", #""tableID", "seat""#), ("tournamentByes", #""entryID", "round", "pairing""#), ("tournamentTombstones", #""id""#),
        ("tournamentPairingChoices", #""tournamentID", "round", "pairing""#), ("tournamentHiddenGames", #""gameID""#),
    ]

    static func sync(_ a: AppDatabase, _ b: AppDatabase) throws -> SyncReport {
        try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
    }

    /// Every row of every tournament table, as text, all columns but `syncVersion`.
    static func rows(_ database: AppDatabase) throws -> [String: [String]] {
        try database.read { db in
            var result: [String: [String]] = [:]
            for table in tables {
                result[table.name] = try Row.fetchAll(db, sql: #"SELECT * FROM "\#(table.name)" ORDER BY \#(table.order)"#).map { row in
                    row.columnNames.filter { $0 != "syncVersion" }.map { "\($0)=\(row[$0] as DatabaseValue)" }.joined(separator: " ")
                }
            }
            return result
        }
    }

    /// Both copies hold the same tournament rows and read the tournament alike.
    static func expectSame(_ a: AppDatabase, _ b: AppDatabase, _ id: Tournament.ID, context: String = "",
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (mine, theirs) = (try rows(a), try rows(b))
        for table in tables {
            #expect(mine[table.name] == theirs[table.name], "\(context)\(table.name) differs", sourceLocation: sourceLocation)
        }
        #expect(try a.fetchTournamentSnapshot(id: id) == b.fetchTournamentSnapshot(id: id), "\(context)", sourceLocation: sourceLocation)
    }

    /// A round robin of four made on `a`, synced to `b`.
    /// `fourPlayers`, with round 1 paired on `a` and synced to `b`.
    static func roundOnePairedOnBoth(_ a: AppDatabase, _ b: AppDatabase) throws -> Tournament.ID {
        let id = try fourPlayers(a, b)
        try a.pairNextRound(id: id)
        _ = try sync(a, b)
        return id
    }

    static func fourPlayers(_ a: AppDatabase, _ b: AppDatabase) throws -> Tournament.ID {
        let tournament = try a.createTournament(name: "Club cup", settings: TournamentSettings(format: .roundRobin))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid", "Dee"])
        _ = try sync(a, b)
        return tournament.id
    }

    /// The players seated at a table, seat by seat.
    static func seatedPlayers(_ database: AppDatabase, table: TournamentTable.ID) throws -> [Player.ID] {
        try database.read { db in
            try Player.ID.fetchAll(db, sql: #"SELECT "playerID" FROM "tournamentSeats" WHERE "tableID" = ? ORDER BY "seat""#,
                                   arguments: [table.lowercasedString])
        }
    }

    @Test func aPairedTournamentAppearsWholeOnTheOther() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.fourPlayers(a, b)
        try a.pairNextRound(id: id)
        let report = try Self.sync(a, b)
        #expect(report.incremental)
        #expect(report.sent.tournamentRows > 0)
        try Self.expectSame(a, b, id)
        let snapshot = try b.fetchTournamentSnapshot(id: id)
        #expect(snapshot.state.entries.count == 4)
        #expect(snapshot.state.rounds.count == 1 && snapshot.state.rounds[0].tables.count == 2)
        #expect(snapshot.games.count == 2)
        // Again, by digests (as after a restored file): nothing left to move, and the same rows.
        try a.forgetSyncWatermarks()
        let again = try Self.sync(b, a)
        #expect(!again.incremental)
        #expect(again.sent.tournamentRows == 0 && again.received.tournamentRows == 0)
        try Self.expectSame(a, b, id)
    }

    /// Two copies each make "Spring": a sync keeps both, the name alone then names neither
    /// (refused, listing the ids), and a rename by id tells them apart on both copies.
    @Test func twoTournamentsOfOneNameAreToldApartByTheirIDs() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let mine = try a.createTournament(name: "Spring", settings: TournamentSettings(format: .swiss))
        let theirs = try b.createTournament(name: "spring", settings: TournamentSettings(format: .roundRobin))
        _ = try Self.sync(a, b)
        #expect(try b.fetchTournaments().count == 2)
        do {
            _ = try b.resolveTournament("Spring")
            Issue.record("a name two tournaments share chose one")
        } catch let error as ScorekeeperError {
            let message = error.errorDescription ?? ""
            #expect(message.contains(String(mine.id.lowercasedString.prefix(8))) && message.contains(String(theirs.id.lowercasedString.prefix(8))))
        }
        #expect(try b.resolveTournament(String(theirs.id.lowercasedString.prefix(8))).id == theirs.id)
        try b.renameTournament(id: theirs.id, name: "Spring round robin")
        _ = try Self.sync(a, b)
        #expect(try a.resolveTournament("Spring").id == mine.id)
        #expect(try a.resolveTournament("spring round robin").id == theirs.id)
        try Self.expectSame(a, b, theirs.id)
    }

    @Test func aTournamentMadeBeforeTheFirstSyncTravelsByDigests() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let tournament = try a.createTournament(name: "Club cup", settings: TournamentSettings(format: .roundRobin, plannedRounds: 3))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid"])
        try a.pairNextRound(id: tournament.id)
        let report = try Self.sync(b, a)
        #expect(!report.incremental)
        try Self.expectSame(a, b, tournament.id)
        #expect(try b.fetchTournamentSnapshot(id: tournament.id).state.rounds.first?.byes.count == 1)
    }

    @Test func aTableScoredOnOneCopyShowsOnTheOther() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.roundOnePairedOnBoth(a, b)
        let table = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.first)
        let players = try Self.seatedPlayers(b, table: table.id)
        try b.changeScore(playerID: players[0], by: 7)
        try b.changeScore(playerID: players[1], by: 3)
        try b.finishGame(id: try #require(table.gameID))
        _ = try Self.sync(a, b)
        try Self.expectSame(a, b, id)
        let snapshot = try a.fetchTournamentSnapshot(id: id)
        let game = try #require(snapshot.games[table.id])
        #expect(game.scores == [7, 3] && game.isFinished)
        #expect(snapshot.state.rounds.last?.tables.first { $0.id == table.id }?.outcome == .places([1, 2]))
    }

    @Test func concurrentResultsOnOneTableKeepTheLaterStamp() throws {
        let a = try AppDatabase.empty()
        // Two hours ahead: whatever it enters is stamped later than what the other enters now.
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let id = try Self.roundOnePairedOnBoth(a, b)
        try b.setTableResult(id: id, table: 1, outcome: .places([2, 1]))
        try a.setTableResult(id: id, table: 1, outcome: .forfeit(winners: [true, false]))
        let report = try Self.sync(a, b)
        try Self.expectSame(a, b, id)
        for copy in [a, b] {
            #expect(try copy.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.first { $0.number == 1 }?.outcome == .places([2, 1]))
        }
        // The result lost is reported, as a game's register would be.
        #expect(report.tournamentConflicts == [
            SyncTournamentConflict(register: .result, tournamentID: id, tournament: "Club cup",
                                   subjectID: report.tournamentConflicts.first?.subjectID ?? "", subject: "round 1, table 1",
                                   kept: "0-1", lost: "+/-", keptHere: false),
        ])
    }

    /// Both copies rename the tournament, change its rounds, drop and bring back one person and
    /// swap one table differently: each register is reported once, named, the later kept; a
    /// register only one copy changed is no conflict.
    @Test func registersBothCopiesChangedAreReported() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let tournament = try a.createTournament(name: "Spring", settings: TournamentSettings(format: .swiss, plannedRounds: 5))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"])
        try a.pairNextRound(id: tournament.id)
        _ = try Self.sync(a, b)
        let state = try a.fetchTournamentSnapshot(id: tournament.id).state
        let eve = try #require(state.entries.first { $0.name == "Eve" })
        let round = try #require(state.rounds.last)
        try a.renameTournament(id: tournament.id, name: "Spring open")
        try b.renameTournament(id: tournament.id, name: "Spring cup")
        try a.dropFromTournament(id: tournament.id, entryID: eve.id)
        try b.dropFromTournament(id: tournament.id, entryID: eve.id)
        try b.joinTournament(id: tournament.id, names: ["Eve"])
        // The same two tables, swapped across differently on each copy.
        let (first, second) = (round.tables[0].seats, round.tables[1].seats)
        _ = try a.swapSeats(id: tournament.id, first[0], second[0])
        _ = try b.swapSeats(id: tournament.id, first[0], second[1])
        try b.setTableResult(id: tournament.id, table: 3, outcome: .places([1, 1]))
        let report = try Self.sync(a, b)
        try Self.expectSame(a, b, tournament.id)
        let byRegister = Dictionary(grouping: report.tournamentConflicts, by: \.register)
        #expect(byRegister[.name]?.map { [$0.kept, $0.lost] } == [["Spring cup", "Spring open"]])
        #expect(byRegister[.drop]?.map { [$0.subject, $0.kept, $0.lost] } == [["Eve", "playing", "dropped after round 1"]])
        #expect(byRegister[.result] == nil, "only one copy entered table 3's result")
        #expect(byRegister[.plannedRounds] == nil)
        let seats = byRegister[.seat] ?? []
        #expect(!seats.isEmpty && seats.allSatisfy { !$0.keptHere && $0.subject?.hasPrefix("round 1, table ") == true })
        #expect(report.tournamentConflicts.allSatisfy { $0.tournament == "Spring cup" })
        #expect(seats.allSatisfy { conflict in state.entries.contains { $0.name == conflict.kept } })
        // Synced again, nothing is a conflict any more.
        #expect(try Self.sync(a, b).tournamentConflicts.isEmpty)
    }

    /// Paired again on one copy, the round counts the new pairing on the other too; the old one
    /// stays withdrawn (its tables kept, its games out of the lists) on both.
    @Test func aRoundPairedAgainReplacesTheOldTablesOnTheOther() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.roundOnePairedOnBoth(a, b)
        let old = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last).tables
        try b.repairCurrentRound(id: id)
        _ = try Self.sync(a, b)
        try Self.expectSame(a, b, id)
        let snapshot = try a.fetchTournamentSnapshot(id: id)
        let round = try #require(snapshot.state.rounds.last)
        #expect(round.tables.count == 2 && Set(round.tables.map(\.id)).isDisjoint(with: old.map(\.id)))
        #expect(snapshot.state.pairings(of: 1)?.setAside.map(\.choice) == [.withdrawn])
        for copy in [a, b] {
            let listed = Set(try copy.fetchGameList().map(\.id))
            #expect(listed.isDisjoint(with: old.compactMap(\.gameID?.lowercasedString)))
            #expect(listed.count == 2)
        }
    }

    @Test func aRoundPairedAgainWithAByeKeepsTheNewBye() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let tournament = try a.createTournament(name: "Odd cup", settings: TournamentSettings(format: .roundRobin))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid"])
        try a.pairNextRound(id: tournament.id)
        _ = try Self.sync(a, b)
        // The same person sits out again: the bye's key comes back after its tombstone.
        try a.repairCurrentRound(id: tournament.id)
        _ = try Self.sync(a, b)
        try Self.expectSame(a, b, tournament.id)
        #expect(try b.fetchTournamentSnapshot(id: tournament.id).state.rounds.last?.byes.count == 1)
    }

    /// A round of byes only (its games all against someone who dropped) paired again twice on
    /// one copy: each time its byes' tombstone takes the new stamp, so the other copy lets go of
    /// the byes it had taken from the pairing before.
    @Test func aRoundOfByesPairedAgainTwiceConverges() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let tournament = try a.createTournament(name: "Trio", settings: TournamentSettings(format: .roundRobin))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid"])
        try a.pairNextRound(id: tournament.id)
        var state = try a.fetchTournamentSnapshot(id: tournament.id).state
        let table = try #require(state.rounds[0].tables.first)
        try a.setTableResult(id: tournament.id, table: table.number, outcome: .places([1, 2]))
        // The one who sat out round 1 plays both others later: dropping them leaves round 2 all byes.
        let idle = try #require(state.rounds[0].byes.keys.first)
        try a.dropFromTournament(id: tournament.id, entryID: idle)
        try a.pairNextRound(id: tournament.id)
        state = try a.fetchTournamentSnapshot(id: tournament.id).state
        try #require(state.rounds[1].tables.isEmpty && !state.rounds[1].byes.isEmpty, "round 2 is byes only")
        try a.repairCurrentRound(id: tournament.id)
        _ = try Self.sync(a, b)
        try Self.expectSame(a, b, tournament.id, context: "after the first sync: ")
        try a.repairCurrentRound(id: tournament.id)
        _ = try Self.sync(a, b)
        try Self.expectSame(a, b, tournament.id, context: "after the second re-pairing: ")
    }

    /// By versions, and by digests (as when a copy lost its watermarks).
    @Test(arguments: [false, true]) func twoCopiesPairingRoundOneApartKeepOnePairing(byDigests: Bool) throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty().withWallClock(.offset(by: 7200))
        let id = try Self.fourPlayers(a, b)
        // Someone joins on the later copy only: its round has a bye the first copy's has not.
        try b.joinTournament(id: id, names: ["Eve"])
        try a.pairNextRound(id: id)
        try b.pairNextRound(id: id)
        let first = try #require(try a.fetchTournamentSnapshot(id: id).state.rounds.last)
        let second = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last)
        #expect(second.byes.count == 1)
        if byDigests { try b.forgetSyncWatermarks() }
        #expect(try Self.sync(a, b).incremental == !byDigests)
        _ = try Self.sync(b, a)
        try Self.expectSame(a, b, id)
        for copy in [a, b] {
            let snapshot = try copy.fetchTournamentSnapshot(id: id)
            #expect(snapshot.state.rounds.count == 1)
            #expect(snapshot.state.rounds[0].tables.map(\.id) == first.tables.map(\.id))
            #expect(snapshot.state.rounds[0].byes.isEmpty)
            // The other pairing's games stay, as ordinary games.
            for gameID in second.tables.compactMap(\.gameID) { #expect(try copy.fetchGame(id: gameID) != nil) }
        }
        // Nothing is left to move.
        let settled = try Self.sync(a, b)
        #expect(settled.sent.isEmpty && settled.received.isEmpty)
    }

    @Test func aDropOnOneCopyAndAResultOnTheOtherBothSurvive() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.roundOnePairedOnBoth(a, b)
        let dropped = try #require(try a.fetchTournamentSnapshot(id: id).state.entries.first)
        try a.dropFromTournament(id: id, entryID: dropped.id)
        try b.setTableResult(id: id, table: 2, outcome: .places([1, 1]))
        _ = try Self.sync(b, a)
        try Self.expectSame(a, b, id)
        for copy in [a, b] {
            let state = try copy.fetchTournamentSnapshot(id: id).state
            #expect(state.entry(dropped.id)?.droppedAfterRound == 1)
            #expect(state.rounds.last?.tables.first { $0.number == 2 }?.outcome == .places([1, 1]))
        }
    }

    @Test func aTableWhoseGameWasDeletedKeepsNoGameOnEitherCopy() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.roundOnePairedOnBoth(a, b)
        let table = try #require(try b.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.first)
        try b.deleteGame(id: try #require(table.gameID))
        try a.setTableResult(id: id, table: table.number, outcome: .places([1, 2]))
        _ = try Self.sync(a, b)
        try Self.expectSame(a, b, id)
        let kept = try a.fetchTournamentSnapshot(id: id).state.rounds.last?.tables.first { $0.id == table.id }
        #expect(kept?.gameID == nil && kept?.outcome == .places([1, 2]))
    }

    /// Rows a peer must not send, each refused before anything is applied.
    static let hostileRows: [(String, @Sendable (inout SyncTournamentChanges) -> Void)] = [
        ("a tournament name with an escape sequence", { $0.tournaments[0].name = "\u{1B}]0;owned\u{7}" }),
        ("a format nobody knows", { $0.tournaments[0].format = "lottery" }),
        ("points that do not read", { $0.tournaments[0].points = "many" }),
        ("a hundred planned rounds", { $0.tournaments[0].plannedRounds = 100 }),
        ("an entry's name with spaces around it", { $0.entries[0].name = " Ann" }),
        ("a late entry scoring three halves a round", { $0.entries[0].lateHalfPoints = 3 }),
        ("a drop after a negative round", { $0.entries[0].droppedAfterRound = -1 }),
        ("round zero", { $0.tables[0].round = 0 }),
        ("an outcome that does not read", { $0.tables[0].outcome = "places:1,9" }),
        ("an outcome of one seat", { $0.tables[0].outcome = "forfeit:+" }),
        ("a sixth seat", { $0.seats[0].seat = 5 }),
        ("a stamp that is not a moment", { $0.seats[0].changedAt = "soon" }),
        ("a bye scored X", { $0.byes[0].result = "X" }),
        ("a bye's deletion that names no bye", {
            $0.tombstones = [SyncTournamentTombstone(id: "ann:1", kind: "bye", deletedAt: "2026-01-01 00:00:00.000")]
        }),
        ("a deletion of unknown kind", {
            $0.tombstones = [SyncTournamentTombstone(id: UUID().lowercasedString, kind: "seat", deletedAt: "2026-01-01 00:00:00.000")]
        }),
    ]

    @Test func hostileTournamentRowsAreRefused() throws {
        let a = try AppDatabase.empty()
        let tournament = try a.createTournament(name: "Odd cup", settings: TournamentSettings(format: .roundRobin))
        try a.joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid"])
        try a.pairNextRound(id: tournament.id)
        let valid = try a.syncChanges(since: 0).changes
        try SyncValidation.check(valid)
        #expect(!valid.tournaments.byes.isEmpty && !valid.tournaments.seats.isEmpty)
        for (what, spoil) in Self.hostileRows {
            var rows = valid
            spoil(&rows.tournaments)
            #expect(throws: SyncWireError.self, "\(what)") { try SyncValidation.check(rows) }
        }
    }

    /// Three copies (one two hours ahead, one two hours behind) each pair, pair again, score,
    /// finish, enter results, drop and swap at random, syncing at random (by versions, and by
    /// digests once watermarks are lost); then all with all: every copy holds the same rows and
    /// reads the tournament alike.
    @Test(arguments: 0..<4) func copiesPlayingOneTournamentConverge(trial: Int) throws {
        let seed = SeededRandom.baseSeed &+ UInt64(1000 + trial)
        var random = SeededRandom(seed: seed)
        let copies = [try AppDatabase.empty(), try AppDatabase.empty().withWallClock(.offset(by: 7200)),
                      try AppDatabase.empty().withWallClock(.offset(by: -7200))]
        let tournament = try copies[0].createTournament(name: "Club cup", settings: TournamentSettings(format: .roundRobin))
        try copies[0].joinTournament(id: tournament.id, names: ["Ann", "Bob", "Cid", "Dee", "Eve"])
        for copy in copies.dropFirst() { _ = try Self.sync(copies[0], copy) }
        let outcomes: [TableOutcome] = [.places([1, 2]), .places([2, 1]), .places([1, 1]), .forfeit(winners: [true, false])]
        for _ in 0..<80 {
            let here = Int.random(in: 0..<copies.count, using: &random)
            let copy = copies[here]
            let snapshot = try copy.fetchTournamentSnapshot(id: tournament.id)
            let round = snapshot.state.rounds.last
            let table = round?.tables.randomElement(using: &random)
            let entry = snapshot.state.entries.randomElement(using: &random)
            // Refusals (a round not finished, too late to pair again) are part of the game.
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1: _ = try? copy.pairNextRound(id: tournament.id)
            case 2: _ = try? copy.repairCurrentRound(id: tournament.id)
            case 3:
                if let table {
                    try? copy.setTableResult(id: tournament.id, table: table.number, outcome: outcomes.randomElement(using: &random))
                }
            case 4:
                // Before round 1 a drop deletes the entry: one copy only, down to four, so a round
                // robin is never left without two (the draft engine traps below two).
                if let entry, snapshot.state.currentRound > 0 || (here == 0 && snapshot.state.entries.count > 4) {
                    _ = try? copy.dropFromTournament(id: tournament.id, entryID: entry.id)
                }
            case 5:
                if let first = table?.seats.first, let second = round?.tables.randomElement(using: &random)?.seats.last {
                    _ = try? copy.swapSeats(id: tournament.id, first, second)
                }
            case 6:
                if let table, let player = try Self.seatedPlayers(copy, table: table.id).randomElement(using: &random) {
                    _ = try? copy.changeScore(playerID: player, by: Int.random(in: 1...9, using: &random))
                }
            case 7: if let game = table?.gameID { _ = try? copy.finishGame(id: game) }
            default:
                if Int.random(in: 0..<4, using: &random) == 0 { try copy.forgetSyncWatermarks() }
                let there = (here + Int.random(in: 1..<copies.count, using: &random)) % copies.count
                _ = try Self.sync(copy, copies[there])
            }
        }
        for _ in 0..<2 {
            for index in copies.indices { _ = try Self.sync(copies[index], copies[(index + 1) % copies.count]) }
        }
        for copy in copies.dropFirst() { try Self.expectSame(copies[0], copy, tournament.id, context: "seed \(seed): ") }
        for copy in copies { #expect(try copy.invariantViolations().isEmpty, "seed \(seed)") }
    }

    @Test func aDeletedTournamentIsDeletedOnTheOtherForGood() throws {
        let a = try AppDatabase.empty()
        let b = try AppDatabase.empty()
        let id = try Self.fourPlayers(a, b)
        try b.pairNextRound(id: id)
        try a.deleteTournament(id: id)
        _ = try Self.sync(a, b)
        _ = try Self.sync(a, b)
        #expect(try b.fetchTournaments().isEmpty && a.fetchTournaments().isEmpty)
        #expect(try Self.rows(a) == Self.rows(b))
    }
}
