import Foundation
import TestSupport
import Testing

/// `scorekeeper backup OUT`: a complete, consistent, self-contained copy, even while another
/// process keeps writing; never a half-written or overwritten file by accident.
/// The time limit only catches hangs: time spent waiting for the disk turn (DiskTurn) counts too.
@Suite("Backup", .timeLimit(.minutes(20)))
struct BackupTests {
    @Test("Backups taken while another process writes are consistent, complete and open in Scorekeeper")
    func backupWhileWriting() async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let fixture = try Fixture("backup")
        let binary = try ScorekeeperBinary.path()
        let done = Locked(0)
        let stop = Locked(false)
        let database = fixture.database, playerID = fixture.playerID, folder = fixture.folder

        // The writer: score changes, one process each, until told to stop (400 at most). Started
        // on its thread now: the backups below wait for its writes.
        let writer = StartedWork<[String]> {
            var failures: [String] = []
            for _ in 0..<400 where !stop.value {
                let outcome = try ChildProcess.run(binary, ["player", "score", playerID, "--by", "1", "--db", database],
                                                   outputFolder: folder.path)
                if outcome.exitCode == 0 { done.update { $0 += 1 } } else { failures.append("\(outcome)") }
            }
            return failures
        }

        let copies = try await Blocking.run { () -> [(path: String, atLeast: Int, atMost: Int, outcome: ProcessOutcome)] in
            // The writer stops with the backups, however they end (it is not awaited on a throw).
            defer { stop.update { $0 = true } }
            var copies: [(String, Int, Int, ProcessOutcome)] = []
            // Wait for the writer to get going, then take several backups as it runs.
            var written = 3
            for index in 0..<4 {
                // Each backup after more writes than the one before (a writer that stopped short
                // shows in its failures, checked below).
                _ = waitUntilBlocking { done.value >= written }
                let path = folder.file("copy-\(index).sqlite")
                let atLeast = done.value
                let outcome = try ChildProcess.run(binary, ["backup", path, "--db", database], outputFolder: folder.path)
                // The writer's command in flight when the backup ended may be in the copy too.
                copies.append((path, atLeast, done.value + 1, outcome))
                written = done.value + 3
            }
            return copies
        }
        let writerFailures = try await writer.value
        #expect(writerFailures.isEmpty, "the writer failed while backups ran: \(writerFailures.prefix(3))")

        for copy in copies {
            #expect(copy.outcome.exitCode == 0 && copy.outcome.standardError.isEmpty, "\(copy.outcome)")
            // Complete on its own: no log or shared-memory file beside it, rollback journal mode.
            for suffix in ["-wal", "-shm", "-journal"] {
                #expect(!FileManager.default.fileExists(atPath: copy.path + suffix), "\(copy.path)\(suffix) exists")
            }
            let mode = try SQLiteShell.run(copy.path, "PRAGMA journal_mode", in: folder)
            #expect(mode.trimmingCharacters(in: .whitespacesAndNewlines) == "delete")
            #expect(try SQLiteShell.problems(copy.path, in: folder) == [])
            // A snapshot of some moment during the backup: not older than the writes finished
            // before it began, not newer than those finished by its end.
            let score = try SQLiteShell.run(copy.path, "SELECT score FROM players WHERE id = '\(playerID)'", in: folder)
            let value = Int(score.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            #expect(value >= copy.atLeast && value <= copy.atMost, "copy has \(value), expected \(copy.atLeast)...\(copy.atMost)")
            let list = try ScorekeeperBinary.run(["game", "list", "--db", copy.path], in: folder)
            #expect(list.exitCode == 0 && list.standardOutput.contains("Family Game Night"), "\(list)")
        }
        // No temporary file left in the folder.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".backup-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test("A backup killed at any moment leaves either no file or a complete copy")
    func killedBackup() async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let fixture = try Fixture("backup")
        for _ in 0..<10 { _ = try fixture.run(["demo"]) }
        let source = try fixture.dump()
        let binary = try ScorekeeperBinary.path()
        let (database, folder) = (fixture.database, fixture.folder)
        let seed = SeededRandom.baseSeed &+ 2_000_000

        let problems = try await Blocking.run { () -> [String] in
            var random = SeededRandom(seed: seed)
            var problems: [String] = []
            var (absent, complete) = (0, 0)
            defer { print("killed backups: \(absent) left no file, \(complete) left a file (checked complete)") }
            // How long a whole backup takes here, to aim the kills inside one.
            let clock = ContinuousClock()
            let start = clock.now
            for index in 0..<3 {
                _ = try ChildProcess.run(binary, ["backup", folder.file("timing-\(index).sqlite"), "--db", database],
                                         outputFolder: folder.path)
            }
            let typical = (clock.now - start) / 3
            for trial in 0..<12 {
                let target = folder.file("killed-\(trial).sqlite")
                let child = try ChildProcess(executable: binary, arguments: ["backup", target, "--db", database],
                                             outputFolder: folder.path)
                let outcome = child.wait(timeout: .seconds(60), killAt: clock.now + typical * Double.random(in: 0.3...1.1, using: &random))
                guard FileManager.default.fileExists(atPath: target) else { absent += 1; continue }
                complete += 1
                // It exists, so the command got as far as the final link: it must be whole.
                let copy = try SQLiteShell.dump(target, in: folder)
                let damage = try SQLiteShell.problems(target, in: folder)
                if copy != source || !damage.isEmpty {
                    problems.append("seed \(seed) trial \(trial) (\(outcome.termination)): \(target) exists but is not a complete copy")
                }
            }
            return problems
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(try fixture.dump() == source)
        #expect(try SQLiteShell.problems(database, in: folder) == [])
    }

    @Test("An existing file is refused without --force, replaced with it")
    func existingTarget() throws {
        let fixture = try Fixture("backup", score: 12)
        let target = fixture.folder.file("existing.sqlite")
        try "my tax return".write(toFile: target, atomically: false, encoding: .utf8)
        let before = FileSnapshot(fixture.database)

        Refusal.expectRefused(try fixture.run(["backup", target]), mentioning: "already exists")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "my tax return")
        #expect(FileSnapshot(fixture.database) == before, "a refused backup must not even open the database")

        let forced = try fixture.run(["backup", target, "--force"])
        #expect(forced.exitCode == 0, "\(forced)")
        #expect(try SQLiteShell.run(target, "SELECT score FROM players", in: fixture.folder) == "12\n")
    }

    @Test("The database itself, a folder, or a missing folder are refused")
    func impossibleTargets() throws {
        let fixture = try Fixture("backup", score: 5)
        let before = try fixture.dump()
        Refusal.expectRefused(try fixture.run(["backup", fixture.database, "--force"]), mentioning: "is Scorekeeper's database file; choose another file")
        Refusal.expectRefused(try fixture.run(["backup", fixture.folder.path, "--force"]), mentioning: "is a folder")
        Refusal.expectRefused(try fixture.run(["backup", fixture.folder.file("no/such/copy.sqlite")]), mentioning: "does not exist")
        #expect(try fixture.dump() == before)
        #expect(try fixture.score() == "5")
    }
}
