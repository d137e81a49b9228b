import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Random interleavings of what a club's copies do to one tournament: pair, pair again, enter
/// results, score at tables, drop, join, keep a pairing of a round in conflict, take someone out
/// who has not played (leave), take back the last round (unpair), change settings (set), and sync (by
/// versions, or by digests once watermarks are lost), on two or three copies whose clocks are
/// hours apart. After each interleaving every copy is synced with every other, and then:
/// - every copy holds the same tournament rows, reads the tournament alike and holds the same
///   score changes;
/// - every score change any copy reported saved is live on every copy, in a game the lists show;
/// - every table result any copy reported saved is on its table on every copy unless a later
///   result for that table was saved (then that one is; two saved with one stamp, after both
///   copies' clocks met a third's, are a conflict the sync names, and one of them stands), and
///   its table is in the pairing the round counts or among the pairings `tournament show` lists
///   for the round;
/// - everyone seated or given a bye in a round that counts is an entrant (someone who left on one
///   copy while another paired them stays, dropped), and the planned rounds are never fewer than
///   the rounds paired;
/// - the store's invariant holds.
/// Each failure names its seed; SCOREKEEPER_SEED replays a run.
@Suite struct TournamentSyncPropertyTests {
    /// A result some copy reported saved: the table, what was entered, and its stamp.
    struct SavedResult {
        var table: TournamentTable.ID
        var outcome: TableOutcome
        var stamp: String
    }

    /// At least 500; SCOREKEEPER_INTERLEAVINGS=1 with SCOREKEEPER_SEED replays one.
    static let interleavings = ProcessInfo.processInfo.environment["SCOREKEEPER_INTERLEAVINGS"].flatMap { Int($0) } ?? 500
    static let names = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    static let outcomes: [TableOutcome] = [.places([1, 2]), .places([2, 1]), .places([1, 1]), .forfeit(winners: [true, false])]

    @Test func noResultOrScoreASyncedCopySavedIsLost() throws {
        for trial in 0..<Self.interleavings {
            try Self.interleave(seed: SeededRandom.baseSeed &+ UInt64(trial))
        }
    }

    /// One migrated file, copied for each copy of each interleaving: migrating anew for each of
    /// more than a thousand copies took most of the run.
    static let template: DatabaseQueue = {
        let queue = try! DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        _ = try! AppDatabase(queue)
        return queue
    }()

    /// A new empty file, as `AppDatabase.empty()` makes one, with a file id of its own.
    static func emptyCopy() throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try template.backup(to: queue)
        try queue.write { db in
            try db.execute(sql: #"UPDATE "syncState" SET "fileID" = ?"#, arguments: [UUID().uuidString.lowercased()])
        }
        return try AppDatabase(migrated: queue)
    }

    static func interleave(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let skews: [TimeInterval] = [0, 7200, -7200]
        let count = Int.random(in: 2...3, using: &random)
        let copies = try (0..<count).map { try emptyCopy().withWallClock(.offset(by: skews[$0])) }
        let format: TournamentFormat = Int.random(in: 0..<4, using: &random) == 0 ? .roundRobin : .swiss
        let tournament = try copies[0].createTournament(name: "Club cup", settings: TournamentSettings(format: format, plannedRounds: format == .swiss ? 5 : nil))
        try copies[0].joinTournament(id: tournament.id, names: Array(names.prefix(Int.random(in: 4...7, using: &random))))
        for copy in copies.dropFirst() { _ = try SyncTournamentTests.sync(copies[0], copy) }
        var savedChanges: Set<String> = []
        var savedResults: [SavedResult] = []
        let id = tournament.id
        for _ in 0..<Int.random(in: 12...30, using: &random) {
            let here = Int.random(in: 0..<copies.count, using: &random)
            let copy = copies[here]
            let snapshot = try copy.fetchTournamentSnapshot(id: id)
            let round = snapshot.state.rounds.last
            let table = round?.tables.randomElement(using: &random)
            // Refusals (a round not finished, too late to pair again, a conflict) are part of the game.
            switch Int.random(in: 0..<15, using: &random) {
            case 0, 1: _ = try? copy.pairNextRound(id: id)
            case 2: _ = try? copy.repairCurrentRound(id: id)
            case 3, 4:
                guard let table, let outcome = outcomes.randomElement(using: &random) else { break }
                if (try? copy.setTableResult(id: id, table: table.number, outcome: outcome)) != nil {
                    let stamp = try copy.read { db in
                        try String.fetchOne(db, sql: #"SELECT "outcomeChangedAt" FROM "tournamentTables" WHERE "id" = ?"#, arguments: [table.id])
                    }
                    savedResults.append(SavedResult(table: table.id, outcome: outcome, stamp: try #require(stamp)))
                }
            case 5, 6:
                guard let table, let player = try SyncTournamentTests.seatedPlayers(copy, table: table.id).randomElement(using: &random)
                else { break }
                if (try? copy.changeScore(playerID: player, by: Int.random(in: 1...9, using: &random))) != nil {
                    savedChanges.insert(try SyncTournamentPairingsTests.lastChange(copy))
                }
            case 7:
                // Before round 1 a drop takes the entry out (as leave does): down to four.
                if let entry = snapshot.state.entries.randomElement(using: &random),
                   snapshot.state.currentRound > 0 || snapshot.state.entries.count > 4 {
                    _ = try? copy.dropFromTournament(id: id, entryID: entry.id)
                }
            case 8:
                if let name = names.randomElement(using: &random) { _ = try? copy.joinTournament(id: id, names: [name]) }
            case 9:
                if let conflict = snapshot.state.conflicts.first, let keep = conflict.contenders.randomElement(using: &random) {
                    try copy.keepPairing(id: id, round: conflict.round, pairing: keep.id)
                }
            case 12:
                // Refused for anyone a round has here; another copy may pair them meanwhile.
                if let entry = snapshot.state.entries.randomElement(using: &random), snapshot.state.entries.count > 4 {
                    _ = try? copy.leaveTournament(id: id, entryIDs: [entry.id])
                }
            case 13: _ = try? copy.unpairLastRound(id: id)
            case 14:
                let change: TournamentSettingsChange = switch Int.random(in: 0..<3, using: &random) {
                case 0: TournamentSettingsChange(plannedRounds: Int.random(in: 2...6, using: &random))
                case 1: TournamentSettingsChange(points: [TournamentPoints.standard, TournamentPoints(halfPoints: [6, 2, 0])]
                    .randomElement(using: &random))
                default: TournamentSettingsChange(tieBreaks: [[TieBreak.buchholz()], [.directEncounter, .buchholz(cutLowest: 1)]]
                    .randomElement(using: &random))
                }
                _ = try? copy.changeTournamentSettings(id: id, change)
            default:
                if Int.random(in: 0..<4, using: &random) == 0 { try copy.forgetSyncWatermarks() }
                let there = (here + Int.random(in: 1..<copies.count, using: &random)) % copies.count
                _ = try SyncTournamentTests.sync(copy, copies[there])
            }
        }
        for _ in 0..<2 {
            for index in copies.indices { _ = try SyncTournamentTests.sync(copies[index], copies[(index + 1) % copies.count]) }
        }
        try check(copies, tournament: id, changes: savedChanges, results: savedResults, seed: seed)
    }

    static func check(_ copies: [AppDatabase], tournament id: Tournament.ID, changes: Set<String>, results: [SavedResult],
                      seed: UInt64) throws {
        let context = "seed \(seed): "
        for copy in copies.dropFirst() { try SyncTournamentTests.expectSame(copies[0], copy, id, context: context) }
        // Per table, the results saved with the latest stamp: one of them stands.
        let latest = Dictionary(grouping: results, by: \.table).mapValues { saved in
            let stamp = saved.map(\.stamp).max()!
            return saved.filter { $0.stamp == stamp }
        }
        for (index, copy) in copies.enumerated() {
            let where_ = "\(context)copy \(index): "
            #expect(try copy.invariantViolations().isEmpty, "\(where_)invariant")
            let live = try copy.read { db in
                try Row.fetchAll(db, sql: #"SELECT "id", "gameID" FROM "scoreChanges" WHERE "state" = 'live'"#)
            }
            let liveGames = Dictionary(live.map { ($0["id"] as String, $0["gameID"] as String) }, uniquingKeysWith: { first, _ in first })
            let listed = Set(try copy.fetchGameList().map(\.id))
            for change in changes {
                guard let game = liveGames[change] else {
                    Issue.record("\(where_)score change \(change) is not live")
                    continue
                }
                #expect(listed.contains(game), "\(where_)score change \(change) is in a game the lists leave out")
            }
            let snapshot = try copy.fetchTournamentSnapshot(id: id)
            for round in snapshot.state.rounds {
                for entry in round.tables.flatMap(\.seats) + Array(round.byes.keys) {
                    #expect(snapshot.state.entry(entry) != nil, "\(where_)round \(round.number) has someone who is no entrant")
                }
            }
            if let planned = snapshot.state.settings.plannedRounds {
                #expect(planned >= snapshot.state.currentRound, "\(where_)\(planned) rounds planned, \(snapshot.state.currentRound) paired")
            }
            let counted = Set(snapshot.state.rounds.flatMap(\.tables).map(\.id))
            let listedPairings = snapshot.state.pairings.flatMap(\.pairings)
            for (table, saved) in latest {
                let stored = try copy.read { db in
                    try String.fetchOne(db, sql: #"SELECT "outcome" FROM "tournamentTables" WHERE "id" = ?"#, arguments: [table])
                }
                #expect(saved.contains { $0.outcome.storedText == stored },
                        "\(where_)table \(table): \(stored ?? "no result"), saved \(saved.map(\.outcome.text))")
                let shown = counted.contains(table)
                    || listedPairings.contains { $0.tables.contains { $0.id == table } && $0.playedTables.contains(table) }
                #expect(shown, "\(where_)table \(table) with a result is in no pairing shown")
            }
        }
    }
}
