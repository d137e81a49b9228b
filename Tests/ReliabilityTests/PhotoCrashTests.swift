import Foundation
import TestSupport
import Testing

/// SIGKILL at random moments while `photo attach` writes photos of up to 4 MB between score
/// changes: afterwards the file is intact, each photo is whole (its SHA-256 is that of a file
/// attached to its player) or absent, and every command reported done is there.
///
/// Trials run one at a time, like the other crash trials. SCOREKEEPER_SOAK=N runs N trials;
/// SCOREKEEPER_SEED=S replays a failure.
/// The time limit only catches hangs: time spent waiting for the disk turn (DiskTurn) counts too.
@Suite("Photo crashes", .serialized, .timeLimit(.minutes(20)))
struct PhotoCrashTests {
    static let trials = Array(0..<Soak.trials(default: 20))

    @Test("Killed photo attach, photo remove and score commands lose nothing reported as done", arguments: trials)
    func photoCommands(trial: Int) async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let seed = SeededRandom.baseSeed &+ 2_000_000 &+ UInt64(trial)
        let pool = try SamplePhotos.crashPool()
        let report = try await Blocking.run { try CrashTrial.run(PhotosWorkload(pool: pool), seed: seed) }
        print("photos trial \(trial): \(report)")
        #expect(report.problems.isEmpty, "\(report)\n\(report.problems.joined(separator: "\n"))\n\(CrashTests.replay)")
    }
}
