import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// Copies of a file, each written through every write path with its own clock (one two hours
/// ahead, one two hours behind), synced at random in random order, then all with all: every
/// copy holds the same logical content, table by table (rules, rounds, finishes, seats, turns,
/// clocks, photo bytes by hash, people's own photos, deleted people and tombstones included), every score is the sum of its live changes, and every score
/// change made is either still there or was reported dropped by a sync (or deleted by someone
/// who had it). People are merged among the first two by id, so copies often merge the same two
/// in opposite directions (a cycle of merges that syncs break).
@Suite struct SyncConvergenceTests {
    /// One copy: its database (with its clock) and a name for messages.
    struct Copy {
        var database: AppDatabase
        var name: String
    }

    /// What the oracle knows of the score changes made: where each was made, and the changes each
    /// deliberate delete took along (the deleting copy had them).
    struct Ledger {
        var made: [String: String] = [:]
        var deletedKnowingly: Set<String> = []
        var reportedDropped: Set<String> = []
        /// Syncs that went by watermarks, and by digests.
        var incremental = 0
        var byDigests = 0
    }

    @Test(arguments: 0..<8) func copiesWithSkewedClocksConverge(trial: Int) throws {
        let seed = SeededRandom.baseSeed &+ UInt64(trial)
        var random = SeededRandom(seed: seed)
        let origin = try AppDatabase.empty()
        let game = try origin.createGame(title: "Evening")
        try origin.addPlayer(gameID: game.id, name: "Ana", score: 1)
        let copies = [
            Copy(database: origin, name: "on time"),
            Copy(database: try AppDatabase.empty().withWallClock(.offset(by: 7200)), name: "2 h ahead"),
            Copy(database: try AppDatabase.empty().withWallClock(.offset(by: -7200)), name: "2 h behind"),
        ]
        var ledger = Ledger()
        var kinds = Set<Int>()
        for copy in copies.dropFirst() { try sync(origin, copy.database, &ledger) }
        for step in 0..<150 {
            let copy = copies[Int.random(in: 0..<copies.count, using: &random)]
            kinds.insert(try Self.randomOperation(on: copy, ledger: &ledger, using: &random))
            try #require(copy.database.invariantViolations().isEmpty, "seed \(seed), step \(step)")
            // A copy that loses its watermarks (as a restored or moved file would) syncs by digests.
            if Int.random(in: 0..<25, using: &random) == 0 {
                try copies[Int.random(in: 0..<copies.count, using: &random)].database.forgetSyncWatermarks()
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                let i = Int.random(in: 0..<copies.count, using: &random)
                let j = (i + Int.random(in: 1..<copies.count, using: &random)) % copies.count
                try sync(copies[i].database, copies[j].database, &ledger)
            }
        }
        // The trial wrote through (nearly) every write path.
        #expect(kinds.count >= 18, "seed \(seed): only \(kinds.count) kinds of writes")
        // Both ways of syncing ran: by watermarks, and by digests after watermarks were lost.
        #expect(ledger.incremental > 0 && ledger.byDigests > 0, "seed \(seed): \(ledger.incremental) by watermarks, \(ledger.byDigests) by digests")
        // Everyone with everyone, twice round: what reached one copy late reaches the others.
        for _ in 0..<2 {
            for i in copies.indices { try sync(copies[i].database, copies[(i + 1) % copies.count].database, &ledger) }
        }
        let contents = try copies.map { try Self.content(of: $0.database) }
        for (index, content) in contents.enumerated().dropFirst() {
            for table in Set(content.keys).union(contents[0].keys).sorted() {
                let (mine, theirs) = (Set(contents[0][table] ?? []), Set(content[table] ?? []))
                #expect(content[table] == contents[0][table], """
                    seed \(seed): \(table) differs between \(copies[0].name) and \(copies[index].name): \
                    only on \(copies[0].name) \(mine.subtracting(theirs).sorted()), only on \(copies[index].name) \(theirs.subtracting(mine).sorted())
                    """)
            }
        }
        for copy in copies { #expect(try copy.database.invariantViolations().isEmpty, "seed \(seed)") }
        // Every score change made is kept, or was dropped and said so, or was deleted knowingly.
        let kept = try Set(origin.read { db in try String.fetchAll(db, sql: #"SELECT "id" FROM "scoreChanges""#) })
        for (id, madeOn) in ledger.made.sorted(by: { $0.key < $1.key }) {
            #expect(kept.contains(id) || ledger.reportedDropped.contains(id) || ledger.deletedKnowingly.contains(id),
                    "seed \(seed): change \(id) made \(madeOn) vanished without a word")
        }
        let settled = try Synchronizer.run(LocalSyncPeer(database: copies[0].database), LocalSyncPeer(database: copies[2].database))
        #expect(settled.sent.isEmpty && settled.received.isEmpty, "seed \(seed)")
    }

    private func sync(_ a: AppDatabase, _ b: AppDatabase, _ ledger: inout Ledger) throws {
        let report = try Synchronizer.run(LocalSyncPeer(database: a), LocalSyncPeer(database: b))
        for dropped in report.mergedHere.dropped + report.mergedThere.dropped { ledger.reportedDropped.formUnion(dropped.changeIDs.map(\.lowercasedString)) }
        #expect(report.mergedHere.skipped.isEmpty && report.mergedThere.skipped.isEmpty)
        if report.incremental { ledger.incremental += 1 } else { ledger.byDigests += 1 }
    }

    /// The whole logical content of a copy, table by table, every column: rows as text in order,
    /// blobs (photo bytes, thumbnails) by SHA-256. Left out: the copy's own clock, when each
    /// copy learnt of a delete (the tombstone's time here), and its sync bookkeeping (its id and
    /// version, its watermarks, its kept digests, each row's local version), which are its own
    /// by design.
    static func content(of database: AppDatabase) throws -> [String: [String]] {
        try database.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite_%'
                AND "name" NOT IN ('grdb_migrations', 'syncClock', 'syncState', 'syncPeers', 'syncDigests')
                """)
            var content: [String: [String]] = [:]
            for table in tables {
                var rows: [String] = []
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\"") {
                    let fields = row.columnNames.compactMap { column -> String? in
                        if table == "syncTombstones" && column == "deletedAt" { return nil }
                        if column == "syncVersion" { return nil }
                        let value = row[column] as DatabaseValue
                        if case .blob(let data) = value.storage { return "\(column)=sha256:\(PhotoHash.sha256(data))" }
                        return "\(column)=\(value)"
                    }
                    rows.append(fields.joined(separator: "|"))
                }
                content[table] = rows.sorted()
            }
            return content
        }
    }

    /// One write, chosen at random among every write path there is; returns which.
    @discardableResult
    static func randomOperation(on copy: Copy, ledger: inout Ledger, using random: inout SeededRandom) throws -> Int {
        let db = copy.database
        let games = try db.fetchGameSummaries().map(\.game)
        guard let game = games.randomElement(using: &random) else {
            try db.createGame(title: "Game \(Int.random(in: 0..<100, using: &random))")
            return -1
        }
        let players = try db.fetchPlayerRows(gameID: game.id).map(\.player)
        let player = players.randomElement(using: &random)
        func record(_ body: () throws -> Void) throws {
            let before = try changeIDs(db, gameID: game.id)
            do { try body() } catch is ScorekeeperError { return }
            for id in try changeIDs(db, gameID: game.id).subtracting(before) { ledger.made[id] = copy.name }
        }
        func history() throws -> [ExportedChange] {
            try db.export(gameIDs: [game.id]).games.first?.history ?? []
        }
        let kind = Int.random(in: 0..<30, using: &random)
        switch kind {
        case 0...3:
            if let player { try record { try db.changeScore(playerID: player.id, by: Int.random(in: -5...9, using: &random)) } }
        case 4:
            if let player { try record { try db.setScore(playerID: player.id, to: Int.random(in: -20...40, using: &random)) } }
        case 5:
            let points = players.map { (playerID: $0.id, points: Int.random(in: 0...9, using: &random)) }
            try record { _ = try db.recordRound(gameID: game.id, points: points) }
        case 6: _ = try? db.undo(gameID: game.id)
        case 7: _ = try? db.redo(gameID: game.id)
        case 8:
            if let change = try history().randomElement(using: &random), let id = ScoreChange.ID(uuidString: change.id) {
                _ = try? db.correctChange(id: id, amount: Int.random(in: -3...3, using: &random))
            }
        case 9:
            if let change = try history().randomElement(using: &random), let id = ScoreChange.ID(uuidString: change.id) {
                _ = try? db.deleteChange(id: id)
            }
        case 10:
            try record { _ = try db.addPlayer(gameID: game.id, name: "P\(Int.random(in: 0..<1000, using: &random))",
                                              score: Int.random(in: 0..<5, using: &random)) }
        case 11: if let player { try db.renamePlayer(id: player.id, name: "R\(Int.random(in: 0..<1000, using: &random))") }
        case 12: try db.renameGame(id: game.id, title: "T\(Int.random(in: 0..<1000, using: &random))")
        case 13:
            if let player {
                // The thumbnail is made from the photo, as the import makes it: the same bytes have
                // the same thumbnail (or none) on every copy. (Random thumbnails for equal bytes
                // stamped in the same millisecond on two copies tie on the photo's register and
                // keep their own thumbnails: a case the product cannot produce.)
                let byte = UInt8.random(in: 0...255, using: &random)
                try db.savePhoto(playerID: player.id, imageData: Data(repeating: byte, count: 64),
                                 thumbnailData: byte.isMultiple(of: 2) ? Data([byte / 2]) : nil)
            }
        case 14: if let player { _ = try db.removePhoto(playerID: player.id) }
        case 15:
            let rules = GameRules(winning: Bool.random(using: &random) ? .lowest : .highest,
                                  target: Bool.random(using: &random) ? Int.random(in: 10...100, using: &random) : nil,
                                  rounds: Bool.random(using: &random) ? Int.random(in: 3...8, using: &random) : nil,
                                  dealerRotates: Bool.random(using: &random),
                                  turnLimit: Bool.random(using: &random) ? Int.random(in: 30...90, using: &random) : nil,
                                  playerClocks: Bool.random(using: &random),
                                  roundTotals: Bool.random(using: &random) ? [26, 78] : [])
            try? db.setRules(gameID: game.id, rules)
        case 16: _ = try? db.nextRound(gameID: game.id)
        case 17: _ = try? db.finishGame(id: game.id)
        case 18: try? db.reopenGame(id: game.id)
        case 19: _ = try db.rematch(gameID: game.id)
        case 20:
            if let player, Int.random(in: 0..<3, using: &random) == 0 {
                let had = try db.read { db in
                    try String.fetchAll(db, sql: #"SELECT "id" FROM "scoreChanges" WHERE "playerID" = ?"#, arguments: [player.id.lowercasedString])
                }
                do {
                    try db.deletePlayer(id: player.id)
                    ledger.deletedKnowingly.formUnion(had)
                } catch is ScorekeeperError {}
            }
        case 21:
            // People merged, among the first few by id so that copies merge the same people,
            // in both directions (a cycle of merges that a sync breaks).
            let people = try db.fetchPeople().map(\.id).sorted().prefix(2)
            if people.count > 1 {
                let from = people.randomElement(using: &random)!
                let into = people.filter { $0 != from }.randomElement(using: &random)!
                try db.mergePeople(from: from, into: into)
            }
        // The table: seats, the turn, the clock.
        case 22: if let player { try db.seatPlayer(id: player.id, at: Int.random(in: 1...4, using: &random)) }
        case 23: _ = try? db.passTurn(gameID: game.id)
        case 24: _ = try? db.toggleClock(gameID: game.id)
        case 25: if let player { try? db.setTurn(gameID: game.id, to: Bool.random(using: &random) ? player.id : nil) }
        // People's own photos (attached, removed, put back) and, rarely, a person deleted: among
        // the first few by id, so copies change the same people.
        case 26:
            if let person = try db.fetchPeople().map(\.id).sorted().prefix(3).randomElement(using: &random) {
                let byte = UInt8.random(in: 0...255, using: &random)
                if Bool.random(using: &random) {
                    try db.savePersonPhoto(personID: person, imageData: Data(repeating: byte, count: 48),
                                           thumbnailData: byte.isMultiple(of: 2) ? Data([byte / 2]) : nil)
                } else if let removed = try db.removePersonPhoto(personID: person), Bool.random(using: &random) {
                    try db.restorePhoto(removed)
                }
            }
        // Sheet games: bowling frames entered on any copy (refusals change nothing), whose amounts
        // every copy settles alike from the live entries.
        case 28:
            if try db.fetchSheet(gameID: game.id) != nil, let player {
                try record {
                    _ = try db.enterSheet(gameID: game.id, playerID: player.id,
                                          ["X", "9/", "8 1", "- -", "X X X", "5 /"].randomElement(using: &random)!)
                }
            } else if Int.random(in: 0..<3, using: &random) == 0 {
                let sheetGame = try db.createGame(title: "Bowl \(Int.random(in: 0..<100, using: &random))",
                                                  sheet: try #require(SheetLibrary.builtIn.first { $0.sheet.name == "bowling" }))
                try db.addPlayer(gameID: sheetGame.id, name: "Ana")
            }
        case 27:
            if Int.random(in: 0..<4, using: &random) == 0, let person = try db.fetchPeople().map(\.id).sorted().prefix(3).randomElement(using: &random) {
                try db.deletePerson(id: person)
            }
        default:
            if Int.random(in: 0..<5, using: &random) == 0 {
                ledger.deletedKnowingly.formUnion(try changeIDs(db, gameID: game.id))
                try db.deleteGame(id: game.id)
            } else {
                try db.createGame(title: "G\(Int.random(in: 0..<1000, using: &random))")
            }
        }
        return kind
    }

    static func changeIDs(_ database: AppDatabase, gameID: Game.ID) throws -> Set<String> {
        try Set(database.read { db in
            try String.fetchAll(db, sql: #"SELECT "id" FROM "scoreChanges" WHERE "gameID" = ?"#, arguments: [gameID.lowercasedString])
        })
    }
}
