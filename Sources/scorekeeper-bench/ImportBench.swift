import Foundation
import GRDB
import ScorekeeperStore
import TestSupport

/// `scorekeeper-bench import`: `scorekeeper import` of a made-up 5,000-play BG Stats export into an
/// empty file, timed as a process (median of 3, peak memory by GNU time), beside the `sqlite3`
/// shell inserting the rows the import wrote, read back from the imported file, in one
/// transaction; and how long the import holds the write lock, seen from another connection.
enum ImportBench {
    static let plays = 5_000
    static let people = 50
    static let kinds = 100
    static let runs = 3

    static func report(executable: URL, directory: URL) throws {
        let export = directory.appendingPathComponent("bgstats-5000.json")
        try Data(bgStatsExport().utf8).write(to: export)
        print("Import: a BG Stats export of \(plays) plays (\(people) players, \(kinds) games, 2-6 players a play, scores), "
              + "\(megabytes(fileSize(export))); `scorekeeper import` into an empty file, \(runs) runs in turns with the floor")

        var times: [Double] = [], floors: [Double] = [], peaks: [Int] = [], lockHeld: [Double] = []
        // Processor time (user + system, GNU time) beside the clock: on a shared machine the
        // clock counts other programs' work too.
        var cpu: [Double] = [], floorCPU: [Double] = []
        var imported = directory.appendingPathComponent("imported-1.sqlite")
        for run in 1...runs {
            imported = directory.appendingPathComponent("imported-\(run).sqlite")
            try makeEmptyFile(at: imported)
            let probe = WriteLockProbe(path: imported.path)
            probe.start()
            let (seconds, peak, processor) = try timedImport(executable, export: export, database: imported)
            lockHeld.append(probe.stop())
            times.append(seconds)
            peaks.append(peak)
            cpu.append(processor)
            let floor = directory.appendingPathComponent("floor-\(run).sqlite")
            let (floorClock, floorProcessor) = try floorSeconds(imported: imported, floor: floor)
            floors.append(floorClock)
            floorCPU.append(floorProcessor)
            print("    run \(run): import \(ScaleBench.seconds(seconds)) (processor \(ScaleBench.seconds(processor)), peak \(peak / 1024) MB), "
                  + "sqlite3 the same rows \(ScaleBench.milliseconds(floorClock)) (processor \(ScaleBench.milliseconds(floorProcessor))), "
                  + "write lock held for \(ScaleBench.milliseconds(lockHeld.last!)) at the longest")
        }
        let counts = try rowCounts(imported)
        print("(1) rows written: " + counts.map { "\($0.count) \($0.table)" }.joined(separator: ", "))
        print("(2) `scorekeeper import` (5,000 plays, empty file): median \(ScaleBench.milliseconds(ScaleBench.percentile(times, 0.5))) "
              + "[\(ScaleBench.milliseconds(times.min()!))-\(ScaleBench.milliseconds(times.max()!))]; "
              + "sqlite3 inserting the same rows in one transaction: median \(ScaleBench.milliseconds(ScaleBench.percentile(floors, 0.5))); "
              + "ratio \(ScaleBench.ratio(times, floors)) (goal <= 3x); processor time: import \(ScaleBench.milliseconds(ScaleBench.percentile(cpu, 0.5))), "
              + "sqlite3 \(ScaleBench.milliseconds(ScaleBench.percentile(floorCPU, 0.5))), ratio \(ScaleBench.ratio(cpu, floorCPU))")
        print("(3) peak memory of the import (GNU time, maximum resident set): \(peaks.sorted()[peaks.count / 2] / 1024) MB median")
        print("(4) write lock held (another connection trying BEGIN IMMEDIATE every 1 ms; the longest refused stretch): "
              + "median \(ScaleBench.milliseconds(ScaleBench.percentile(lockHeld, 0.5)))")
    }

    // MARK: The export

    /// The export, the same bytes every run: `SeededRandom(seed: 41)`.
    static func bgStatsExport() -> String {
        var random = SeededRandom(seed: 41)
        func pick(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        var text = #"{"userInfo": {"meRefId": 1}, "players": ["#
        text += (1...people).map { #"{"id": \#($0), "name": "Player \#($0)", "isAnonymous": false}"# }.joined(separator: ", ")
        text += #"], "locations": [{"id": 1, "name": "Club"}], "games": ["#
        text += (1...kinds).map { id in
            #"{"id": \#(id), "name": "Game \#(id)", "highestWins": \#(id % 10 == 0 ? "false" : "true"), "noPoints": false, "cooperative": false}"#
        }.joined(separator: ", ")
        text += #"], "plays": ["#
        var entries: [String] = []
        for number in 0..<plays {
            let day = number / 4
            let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: Date(timeIntervalSince1970: 1_262_304_000))!
            let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
            let when = String(format: "%04d-%02d-%02d %02d:%02d:00", parts.year!, parts.month!, parts.day!, 18 + number % 4, pick(0...59))
            let count = pick(2...6)
            var seated: [Int] = []
            while seated.count < count {
                let person = pick(1...people)
                if !seated.contains(person) { seated.append(person) }
            }
            let scores = seated.map { _ in pick(0...120) }
            let best = scores.max()!
            let scoreText = zip(seated, scores).enumerated().map { seat, entry in
                #"{"playerRefId": \#(entry.0), "score": "\#(entry.1)", "winner": \#(entry.1 == best), "rank": 0, "seatOrder": \#(seat + 1), "startPlayer": \#(seat == 0)}"#
            }.joined(separator: ", ")
            let uuid = String(format: "6F1C0A2E-0041-4A6B-9C61-%012d", number)
            entries.append(#"{"uuid": "\#(uuid)", "playDate": "\#(when)", "durationMin": \#(pick(15...180)), "gameRefId": \#(pick(1...kinds)), "#
                         + #""locationRefId": 1, "ignored": false, "manualWinner": false, "usesTeams": false, "playerScores": [\#(scoreText)]}"#)
        }
        return text + entries.joined(separator: ",\n") + "]}\n"
    }

    // MARK: Timing

    /// An empty Scorekeeper file (migrated, closed), so the import and the floor start alike.
    static func makeEmptyFile(at url: URL) throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        _ = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
    }

    /// The import as a process under GNU time: seconds to exit, peak resident kilobytes and
    /// processor seconds (user + system).
    static func timedImport(_ executable: URL, export: URL, database: URL) throws -> (Double, Int, Double) {
        let report = database.path + ".time"
        let start = ContinuousClock.now
        let result = try CommandRunner.run("/usr/bin/time", ["-f", "%M %U %S", "-o", report, executable.path, "import", export.path, "--db", database.path],
                                           environment: ["TZ": "UTC"])
        let seconds = (ContinuousClock.now - start).seconds
        guard result.status == 0 else { throw BenchError("import failed: \(result.stderr)") }
        let fields = try timeFields(report)
        return (seconds, Int(fields.first ?? 0), fields.dropFirst().reduce(0, +))
    }

    /// The numbers of GNU time's report (its last line).
    static func timeFields(_ report: String) throws -> [Double] {
        let last = (try String(contentsOfFile: report, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: "\n").last ?? ""
        return last.split(separator: " ").compactMap { Double($0) }
    }

    /// The tables an import writes, parents first.
    static let tables = ["people", "games", "players", "scoreChanges"]

    static func rowCounts(_ url: URL) throws -> [(table: String, count: Int)] {
        let queue = try DatabaseQueue(path: url.path)
        return try queue.read { db in
            try tables.map { (table: $0, count: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"\($0)\"") ?? 0) }
        }
    }

    /// The floor: the rows the import wrote (every column, dumped as INSERTs by the sqlite3 shell
    /// itself) and the clock's last stamp, replayed by the `sqlite3` shell into an empty
    /// Scorekeeper file (the same tables, indexes and triggers) in one transaction, with the
    /// connection settings Scorekeeper uses. Seconds around the `sqlite3` process.
    static func floorSeconds(imported: URL, floor: URL) throws -> (clock: Double, processor: Double) {
        try makeEmptyFile(at: floor)
        // The page cache the import's transaction has (64 MB): without it the shell spills its
        // cache to the log half-way, as the import did before it asked for the same.
        var script = "PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 10000; PRAGMA cache_size = -65536;\n"
            + "BEGIN IMMEDIATE;\n"
        for table in tables {
            let dump = try CommandRunner.run("/usr/bin/sqlite3", ["-batch", imported.path, ".mode insert \(table)", "SELECT * FROM \"\(table)\""])
            guard dump.status == 0 else { throw BenchError("sqlite3 dump of \(table) failed: \(dump.stderr)") }
            script += dump.stdout
        }
        let stamp = try DatabaseQueue(path: imported.path).read { db in
            try String.fetchOne(db, sql: #"SELECT "stamp" FROM "syncClock" WHERE "id" = 1"#)
        } ?? ""
        script += #"UPDATE "syncClock" SET "stamp" = '\#(stamp)' WHERE "id" = 1;"# + "\nCOMMIT;\n"
        let scriptFile = floor.path + ".sql"
        try Data(script.utf8).write(to: URL(fileURLWithPath: scriptFile))
        let report = floor.path + ".time"
        let start = ContinuousClock.now
        let result = try CommandRunner.run("/usr/bin/time", ["-f", "%U %S", "-o", report, "/bin/sh", "-c",
                                                             "/usr/bin/sqlite3 -bail '\(floor.path)' < '\(scriptFile)'"])
        let seconds = (ContinuousClock.now - start).seconds
        guard result.status == 0 else { throw BenchError("sqlite3 replay failed: \(result.stderr.prefix(400))") }
        return (seconds, try timeFields(report).reduce(0, +))
    }

    /// Another connection asking for the write lock every millisecond while the import runs: the
    /// longest stretch it was refused is how long the import held the lock in one go.
    final class WriteLockProbe: @unchecked Sendable {
        private let path: String
        private let lock = NSLock()
        private var stopping = false
        private var longest = 0.0
        private let done = DispatchSemaphore(value: 0)

        init(path: String) { self.path = path }

        func start() {
            Thread.detachNewThread { [self] in
                var configuration = Configuration()
                configuration.busyMode = .immediateError
                guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else { done.signal(); return }
                var refusedSince: ContinuousClock.Instant?
                while !lock.withLock({ stopping }) {
                    let refused: Bool
                    do {
                        try queue.writeWithoutTransaction { db in
                            try db.execute(sql: "BEGIN IMMEDIATE")
                            try db.execute(sql: "ROLLBACK")
                        }
                        refused = false
                    } catch {
                        refused = true
                    }
                    let now = ContinuousClock.now
                    if refused {
                        if refusedSince == nil { refusedSince = now }
                    } else if let since = refusedSince {
                        let stretch = (now - since).seconds
                        lock.withLock { longest = max(longest, stretch) }
                        refusedSince = nil
                    }
                    usleep(1_000)
                }
                done.signal()
            }
        }

        /// Stops the probe; the longest refused stretch in seconds.
        func stop() -> Double {
            lock.withLock { stopping = true }
            done.wait()
            return lock.withLock { longest }
        }
    }
}
