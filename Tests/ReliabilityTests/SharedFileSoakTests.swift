import Foundation
import InterfaceTestSupport
import PhotoTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// Every program Scorekeeper has, on one file at once, for a bounded time: the interface browsing
/// photos in the database's own folder (the picker once read every file there, the database too,
/// and closing that descriptor dropped SQLite's locks: another program then deleted the log the
/// interface was writing to), command-line writers (some killed mid-write), rounds, a watch
/// scoreboard that comes and goes, sync with a second copy, backups and exports. At the end every write a command
/// reported done, and every point the interface showed applied, must be in the file; the file and
/// its copy must pass SQLite's integrity check and the score invariant; the log must have stayed
/// the same file for as long as the interface was open; and the interface must show what the file
/// holds.
///
/// About 75 s by default; SCOREKEEPER_SOAK_SECONDS=N runs it longer. Every loop stops by itself at
/// the end of that time (and after a bounded number of commands); the deadlines of the waits only
/// catch hangs. SCOREKEEPER_SEED=N replays a run's random choices (the timing is the machine's).
@Suite("Shared file soak", .serialized, .timeLimit(.minutes(60)),
       .tmuxInstalled)
struct SharedFileSoakTests {
    static let defaultSeconds = 75
    /// The soak's length: the default, or SCOREKEEPER_SOAK_SECONDS when longer (at most a day).
    static var seconds: Int {
        let asked = ProcessInfo.processInfo.environment["SCOREKEEPER_SOAK_SECONDS"].flatMap { Int($0) } ?? 0
        return max(defaultSeconds, min(asked, 86_400))
    }

    /// At most this many visits of the interface, whatever the timing: the time ends them first.
    static let maximumVisits = 10_000
    static let game = "Soak night"
    static let roundsGame = "Rounds"
    /// The command-line writers' players; Annika has two loops, so two processes race on one row.
    static let scoreLoops = ["Annika", "Annika", "Boris", "Cyrus"]
    /// The player of the writers that are killed: what they did is unknowable, so only bounds hold.
    static let killedPlayer = "Kasimir"
    /// The interface's own player, first in the list from the start (and so selected).
    static let interfacePlayer = "Ursula"
    static let interfaceStart = 1_000_000

    @Test("The interface, writers killed or not, rounds, a watch, sync, backup and export share one file: nothing saved is lost")
    func everyProgramSharesOneFile() async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let seed = SeededRandom.baseSeed
        let clock = ContinuousClock()
        let began = clock.now

        // The database's folder, with a few real photos beside it; copies and outputs elsewhere.
        let folder = try TemporaryFolder("shared-soak")
        let work = try TemporaryFolder("shared-soak-work")
        let databaseName = "scores.sqlite"
        let database = folder.file(databaseName)
        let copy = work.file("copy.sqlite")
        let photos = ["annika.png", "boris.jpg", "cyrus.png"]
        for (index, name) in photos.enumerated() {
            let picture = SyntheticPicture(width: 160, height: 120, seed: seed &+ UInt64(index))
            let format: ImageEncoder.Format = name.hasSuffix(".jpg") ? .jpeg : .png
            try ImageEncoder.encode(pixels: picture.rgbPixels(), width: 160, height: 120, format: format)
                .write(to: URL(fileURLWithPath: folder.file(name)))
        }
        let commands = SoakCommands(binary: try ScorekeeperBinary.path(), database: database, outputFolder: work.path)
        for arguments in [["game", "add", Self.game], ["game", "add", Self.roundsGame],
                          ["player", "add", Self.game, Self.interfacePlayer, "--score", String(Self.interfaceStart)]]
            + (Set(Self.scoreLoops).sorted() + [Self.killedPlayer]).map({ ["player", "add", Self.game, $0] })
            + [["player", "add", Self.roundsGame, "Pia"], ["player", "add", Self.roundsGame, "Quinn"], ["backup", copy]] {
            let outcome = try commands.run(arguments)
            try #require(outcome.exitCode == 0, "\(arguments): \(outcome)")
        }

        // The interface, started in the database's folder as a person would: `--db scores.sqlite`.
        let interfacePane = try Tmux.interface(database: databaseName, columns: 120, rows: 34, workingDirectory: folder.path)
        let interface = SoakInterface(pane: interfacePane, gameTitle: Self.game, player: Self.interfacePlayer,
                                      startingScore: Self.interfaceStart, photos: photos, databaseName: databaseName,
                                      seed: seed)
        try interface.start()
        let wal = database + "-wal"
        try #require(waitUntilBlocking(timeout: .seconds(60)) { FileManager.default.fileExists(atPath: wal) },
                     "the interface is open but \(wal) does not exist")
        let walWatch = WALWatch(path: wal)
        let watch = SoakWatch(database: database, game: Self.game, leader: Self.interfacePlayer,
                              workingDirectory: work.path)

        let soakStart = clock.now
        let soakEnd = soakStart + .seconds(Self.seconds)
        // Set when the interface gets stuck: the loops stop early rather than run on for nothing.
        let stop = Locked(false)
        // Every loop runs past the soak's end (ten minutes at most) until the interface has
        // removed a photo: visits attach and remove in turn, and on a starved machine the first
        // visit alone can outlast the soak, leaving the removal untried under the writers' load.
        let removedOnce = Locked(false)
        let running: @Sendable () -> Bool = {
            !stop.value && (clock.now < soakEnd || (!removedOnce.value && clock.now < soakEnd + .seconds(600)))
        }

        // Every loop's thread starts here, with the soak's clock (see `StartedWork`).
        let scoreWork = Self.scoreLoops.enumerated().map { index, player in
            StartedWork { try commands.scoreLoop(player: player, game: Self.game, seed: seed &+ 100 &+ UInt64(index), while: running) }
        }
        let roundWork = StartedWork { try commands.roundLoop(game: Self.roundsGame, players: ["Pia", "Quinn"], seed: seed &+ 200,
                                                             while: running) }
        let killWork = StartedWork { try commands.killLoop(player: Self.killedPlayer, game: Self.game, seed: seed &+ 300,
                                                           while: running) }
        let syncWork = StartedWork { try commands.syncLoop(copy: copy, while: running) }
        let backupWork = StartedWork { try commands.backupLoop(into: work, while: running) }
        let interfaceVisits = Locked(0)
        let watchWork = StartedWork { watch.loop(interfaceVisits: interfaceVisits, while: running) }
        let interfaceOutcome = try await Blocking.run { () -> String? in
            defer { stop.update { $0 = true } }
            do {
                while running() && interface.figures.visits < Self.maximumVisits {
                    try interface.visit()
                    interfaceVisits.update { $0 = interface.figures.visits }
                    if interface.figures.removals > 0 { removedOnce.update { $0 = true } }
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        var scoreLoops: [SoakCommands.ScoreLoop] = []
        for loop in scoreWork { scoreLoops.append(try await loop.value) }
        let rounds = try await roundWork.value
        let kills = try await killWork.value
        let syncs = try await syncWork.value
        let backups = try await backupWork.value
        let watches = try await watchWork.value
        let writersStopped = clock.now
        #expect(interfaceOutcome == nil, "seed \(seed): \(interfaceOutcome ?? "")")

        // The writers have stopped: the interface and the watch must come to show what the file holds.
        let soak = try commands.players(Self.game)
        let finalScores = Dictionary(uniqueKeysWithValues: soak.map { ($0.name, $0.score) })
        if interfaceOutcome == nil {
            do {
                try interface.showsFinalScores(finalScores)
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
        do {
            try watch.quit(try watch.start())
        } catch {
            Issue.record("seed \(seed): a last watch: \(error)")
        }
        // The log must have been there, the same file, all the time the interface was open.
        let walReport = walWatch.stop()
        let interfaceExit = (try? interface.quit()) ?? "no exit status:\n\(interfacePane.lastScreen)"
        #expect(interfaceExit == "EXIT=0", "the interface ended with \(interfaceExit)")

        // Every write whose command exited 0 is in the file.
        var lost: [String] = []
        for player in Set(Self.scoreLoops).sorted() {
            let loops = scoreLoops.filter { $0.player == player }
            let reported = loops.flatMap(\.increments).reduce(0, +)
            if finalScores[player] != reported {
                lost.append("\(player): the file holds \(finalScores[player].map(String.init) ?? "no row"), "
                            + "the \(loops.flatMap(\.increments).count) changes reported done add up to \(reported)")
            }
            // Each change reported the score it made: two alike would be two writes on one base.
            let printed = loops.flatMap(\.printedScores)
            if Set(printed).count != printed.count { lost.append("\(player): two changes reported the same new score") }
        }
        let interfaceScore = Self.interfaceStart + interface.figures.confirmedPoints
        if finalScores[Self.interfacePlayer] != interfaceScore {
            lost.append("\(Self.interfacePlayer): the file holds \(finalScores[Self.interfacePlayer].map(String.init) ?? "no row"), "
                        + "the interface showed \(interfaceScore) (\(interface.figures.confirmedPoints) points applied)")
        }
        // Killed writers: each one that finished added 1; a killed one may or may not have.
        let killedScore = finalScores[Self.killedPlayer] ?? -1
        if !(kills.completed...(kills.completed + kills.killed)).contains(killedScore) {
            lost.append("\(Self.killedPlayer): the file holds \(killedScore), outside \(kills.completed) finished "
                        + "+ up to \(kills.killed) killed writers")
        }
        // Every reported round is in the history, with the points it was given.
        let history = try commands.history(Self.roundsGame)
        for round in rounds.rounds {
            for (player, points) in round.points where !history.contains(where: {
                $0.playerName == player && $0.round == round.number && $0.amount == points && !$0.undone
            }) {
                lost.append("round \(round.number): \(player)'s \(points) points are not in the history")
            }
        }
        let roundPlayers = try commands.players(Self.roundsGame)
        for player in roundPlayers {
            let reported = rounds.rounds.compactMap { $0.points[player.name] }.reduce(0, +)
            if player.score != reported { lost.append("\(player.name): the file holds \(player.score), the rounds add up to \(reported)") }
        }
        #expect(lost.isEmpty, "seed \(seed): writes reported done are missing from the file:\n\(lost.joined(separator: "\n"))")

        // Commands that failed are reported with what they said: none should under this load.
        let failures = scoreLoops.flatMap(\.failures) + rounds.failures + kills.failures + syncs.failures + backups.failures + watches.failures
        #expect(failures.isEmpty, "seed \(seed): \(failures.count) commands failed, e.g.:\n\(failures.prefix(5).joined(separator: "\n"))")

        #expect(walReport.samples > 0 && walReport.missing == 0 && walReport.files.count == 1,
                "seed \(seed): the -wal while the interface was open: \(walReport)")

        // Both copies agree once synced a last time, and both are sound.
        let copied = SoakCommands(binary: commands.binary, database: copy, outputFolder: work.path)
        for (side, other) in [(commands, copy), (copied, database)] {
            let outcome = try side.run(["sync", other])
            #expect(outcome.exitCode == 0, "sync with \(other): \(outcome)")
        }
        for title in [Self.game, Self.roundsGame] {
            let scores = { (players: [SoakCommands.ListedPlayer]) in players.map { "\($0.name)=\($0.score)" }.sorted() }
            #expect(try scores(copied.players(title)) == scores(commands.players(title)), "\(title) in the copy after a last sync")
        }
        for file in [database, copy] + (backups.lastBackup.map { [$0] } ?? []) {
            #expect(try SQLiteShell.problems(file, in: work) == [], "seed \(seed): \(file)")
            let opened = try AppDatabase.openForReading(DatabaseLocation(path: file, isDefault: false))
            #expect(try opened.invariantViolations() == [], "seed \(seed): \(file)")
        }

        // The soak did what it says: a run where a part never ran has tested nothing of it.
        let writes = scoreLoops.map(\.increments.count).reduce(0, +)
        #expect(writes > 0 && !rounds.rounds.isEmpty && kills.killed > 0 && syncs.succeeded > 0 && backups.backups > 0
                && backups.exports > 0 && watches.sessions > 0 && interface.figures.attaches > 0 && interface.figures.removals > 0,
                "a part of the soak never ran")

        let duration = writersStopped - soakStart
        print("""
            shared-file soak, seed \(seed): \(Self.format(duration)) of writing (\(Self.format(clock.now - began)) in all); \
            \(writes + rounds.rounds.count + kills.completed + interface.figures.confirmedPoints) successful writes \
            (\(writes) score changes by \(Self.scoreLoops.count) loops, \(rounds.rounds.count) rounds, \
            \(kills.completed) by writers that outran their kill, \(interface.figures.confirmedPoints) points in the interface, \
            \(interface.figures.attaches) photos attached and \(interface.figures.removals) removed); \(kills.killed) writers killed \
            mid-write; \(syncs.succeeded) syncs; \(backups.backups) backups and \(backups.exports) exports; \(watches.sessions) watch sessions; \
            \(interface.figures.visits) visits of the game, \(interface.figures.pickerVisits) of the photo picker; \
            -wal: \(walReport); \(failures.count) commands failed; \
            \(lost.isEmpty ? "nothing lost" : "\(lost.count) LOST: \(lost.joined(separator: "; "))").
            """)
    }

    static func format(_ duration: Duration) -> String {
        String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
