import Foundation
import GRDB
import PhotoTestSupport
import ScorekeeperStore
import ScorekeeperSync

/// `scorekeeper-bench sync`: `scorekeeper sync` between two copies of the club's large file (see
/// `LargeFile`), as a process: with nothing to move (against opening both files), its peak
/// memory, one changed row, then 1,000 score changes and 10 photos, and `rsync` carrying the
/// same file for comparison. Figures only; the goals are in the issue and README.
enum SyncBench {
    static let runs = 5

    static func report(executable: URL, directory: URL) throws {
        let kept = ProcessInfo.processInfo.environment["SCOREKEEPER_BENCH_LARGE"].map { URL(fileURLWithPath: $0) }
        let made = directory.appendingPathComponent("made.sqlite")
        let built = ContinuousClock.now
        let ids = try kept.flatMap { try LargeFile.existing(at: $0) } ?? LargeFile.make(at: made)
        let source = kept.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil } ?? made
        let here = directory.appendingPathComponent("here.sqlite")
        let there = directory.appendingPathComponent("there.sqlite")
        try CLIBench.copyDatabase(from: source, to: here)
        try CLIBench.copyDatabase(from: source, to: there)
        print("Sync: two copies of the large file (\(megabytes(databaseSize(here))) each, built in "
              + "\(ScaleBench.seconds((ContinuousClock.now - built).seconds))), `scorekeeper sync` as a process, \(runs) runs each")

        // (1) Nothing to move, in turns with its floor: a process opening each file (sync-serve
        // with nothing to answer opens the file, runs no query and exits) less one process start,
        // since `sync` starts once and opens two files.
        let sync = ["sync", there.path, "--db", here.path]
        _ = try measured(executable, sync) // the first run may stamp both files; not counted
        var syncs: [Measured] = [], floors: [Double] = [], starts: [Double] = []
        for _ in 0..<runs {
            syncs.append(try measured(executable, sync))
            let openHere = try measured(executable, ["sync-serve", "--db", here.path]).seconds
            let openThere = try measured(executable, ["sync-serve", "--db", there.path]).seconds
            let start = try measured(executable, ["--version"]).seconds
            starts.append(start)
            floors.append(openHere + openThere - start)
        }
        let idle = syncs.map(\.seconds)
        print("(1) sync with nothing to move: \(ScaleBench.spread(idle)); opening both files (two processes "
              + "opening one file each, less one start of \(ScaleBench.milliseconds(ScaleBench.percentile(starts, 0.5)))): "
              + "\(ScaleBench.spread(floors)); ratio \(ScaleBench.ratio(idle, floors)) (goal <= 2x)")
        print("(2) peak memory (max RSS) of that sync: \(megabytes(syncs.map(\.maxRSS).max() ?? 0)) (goal <= 40 MB)"
              + (FileManager.default.isExecutableFile(atPath: time.path) ? "" : " (overestimated: install GNU time, apt-get install time)"))

        let idleWire = try measured(executable, sync + ["--json"])
        print("    on the wire: \(wire(idleWire.output))")
        // (2b) The fallback: nothing to move with this side's watermarks forgotten (as a copy
        // restored from a backup), by the digests kept in the files; each run records them again.
        var fallbacks: [Measured] = []
        for _ in 0..<3 {
            try write(here) { try $0.forgetSyncWatermarks() }
            fallbacks.append(try measured(executable, sync + ["--json"]))
        }
        print("(2b) nothing to move by digests (watermarks forgotten on one side): \(ScaleBench.spread(fallbacks.map(\.seconds))), "
              + "\(wire(fallbacks.last?.output ?? "")), max RSS \(megabytes(fallbacks.map(\.maxRSS).max() ?? 0))")

        // (3) One changed row: a score in the short game on this side.
        try write(here) { database in
            let player = try CLIBench.playerID(here, game: ids.short.lowercasedString)
            _ = try database.changeScore(playerID: Player.ID(uuidString: player.id)!, by: 1)
        }
        let one = try measured(executable, sync + ["--json"])
        print("(3) one changed score: \(ScaleBench.milliseconds(one.seconds)), \(wire(one.output)) on the wire, "
              + "max RSS \(megabytes(one.maxRSS))")

        // (4) 1,000 score changes in 10 game nights and 10 photos of 300 KB, against rsync of the
        // same file to a copy of the other side (whole file, then its delta algorithm).
        let rsyncTarget = directory.appendingPathComponent("rsync-target.sqlite")
        try CLIBench.copyDatabase(from: there, to: rsyncTarget)
        try write(here) { database in
            let games = try database.read { db in
                try String.fetchAll(db, sql: #"SELECT "id" FROM "games" WHERE "title" LIKE '% night %' ORDER BY "id" LIMIT 10"#)
            }
            var random = SystemRandomNumberGenerator()
            for game in games {
                let players = try database.read { db in
                    try String.fetchAll(db, sql: #"SELECT "id" FROM "players" WHERE "gameID" = ? ORDER BY "id""#, arguments: [game])
                }
                for index in 0..<100 {
                    _ = try database.changeScore(playerID: Player.ID(uuidString: players[index % players.count])!, by: Int.random(in: 1...9))
                }
                // A real picture (about 300 KB, uncompressed), which the receiving copy keeps.
                let photo = TestImage.png(width: 316, height: 316, red: UInt8.random(in: 0...255, using: &random), green: 0, blue: 0)
                try database.savePhoto(playerID: Player.ID(uuidString: players[0])!, imageData: photo, thumbnailData: nil)
            }
        }
        let many = try measured(executable, sync + ["--json"])
        print("(4) 1,000 score changes and 10 photos of 300 KB: \(ScaleBench.milliseconds(many.seconds)), "
              + "\(wire(many.output)) on the wire, max RSS \(megabytes(many.maxRSS))")
        let again = try measured(executable, sync + ["--json"])
        print("    run again at once: \(ScaleBench.milliseconds(again.seconds)), \(wire(again.output)) on the wire")
        let rsync = URL(fileURLWithPath: "/usr/bin/rsync")
        guard FileManager.default.isExecutableFile(atPath: rsync.path) else {
            print("(5) rsync: n/a (not installed: apt-get install rsync)")
            return
        }
        for (label, flag) in [("whole file", "--whole-file"), ("delta algorithm", "--no-whole-file")] {
            try CLIBench.copyDatabase(from: there, to: rsyncTarget)
            // The copy after `sync`'s run above is what the other side had before it.
            let result = try measured(rsync, ["--stats", flag, "--inplace", here.path, rsyncTarget.path])
            print("(5) rsync of the same file, \(label): \(ScaleBench.milliseconds(result.seconds)), \(rsyncBytes(result.output)) "
                  + "(and it merges nothing)")
        }
    }

    /// One process's wall time, peak resident memory (bytes) and standard output.
    struct Measured {
        var seconds: Double
        var maxRSS: Int
        var output: String
    }

    /// GNU time, which forks the measured program from its own small process.
    static let time = URL(fileURLWithPath: "/usr/bin/time")

    /// Runs a program with standard input from /dev/null, output to a file, and its peak
    /// resident memory. A child started from this process inherits this process's peak in its
    /// ru_maxrss (Linux carries the peak of the memory it was forked with across exec), so the
    /// program is started by GNU time, whose own memory is small, and its %M is read back;
    /// without it, `wait4`'s figure is printed, an overestimate.
    static func measured(_ executable: URL, _ arguments: [String]) throws -> Measured {
        let outputPath = NSTemporaryDirectory() + "scorekeeper-bench-sync-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let rssPath = outputPath + ".rss"
        defer { try? FileManager.default.removeItem(atPath: rssPath) }
        let timed = FileManager.default.isExecutableFile(atPath: time.path)
        let program = timed ? time : executable
        let arguments = timed ? ["-f", "%M", "-o", rssPath, executable.path] + arguments : arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = ContinuousClock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, program.path, &actions, nil, argv, environ) == 0 else {
            throw BenchError("cannot start \(program.path)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let seconds = (ContinuousClock.now - start).seconds
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw BenchError("\(executable.lastPathComponent) \(arguments.prefix(3).joined(separator: " ")) failed (status \(status)): \(output.prefix(300))")
        }
        let peak = timed ? (try? String(contentsOfFile: rssPath, encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "") } : nil
        return Measured(seconds: seconds, maxRSS: (peak ?? usage.ru_maxrss) * 1024, output: output)
    }

    /// Opens a file, writes, and closes it before anything is timed (the last connection to
    /// close checkpoints the log, as after a person's command).
    static func write(_ url: URL, _ body: (AppDatabase) throws -> Void) throws {
        let database = try AppDatabase.open(DatabaseLocation(path: url.path, isDefault: false))
        try body(database)
    }

    /// The protocol bytes each way from `sync --json`.
    static func wire(_ json: String) -> String {
        guard let report = try? JSONDecoder().decode(SyncReport.self, from: Data(json.utf8)) else { return "? bytes" }
        let total = report.sent.protocolBytes + report.received.protocolBytes
        return "\(total) bytes (\(report.sent.protocolBytes) sent, \(report.received.protocolBytes) received; "
            + "rows and photos \(report.sent.bytes + report.received.bytes) bytes; "
            + (report.incremental ? "by watermarks)" : "by digests)")
    }

    /// "sent N bytes, received M bytes" from `rsync --stats`.
    static func rsyncBytes(_ stats: String) -> String {
        func figure(_ label: String) -> String {
            for line in stats.split(separator: "\n") where line.hasPrefix(label) {
                return line.dropFirst(label.count).split(separator: " ").first.map { String($0) } ?? "?"
            }
            return "?"
        }
        return "\(figure("Total bytes sent: ")) bytes sent, \(figure("Total bytes received: ")) received"
    }
}
