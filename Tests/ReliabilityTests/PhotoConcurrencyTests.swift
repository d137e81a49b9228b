import Foundation
import TestSupport
import Testing

/// A long photo attach in one process and score changes in another: the attach (a 40 MB photo,
/// read, decoded for its thumbnail and written as one blob) must not make a score change fail,
/// nor the removal between attaches (which vacuums and checkpoints the whole log, blocking
/// writers meanwhile). The longest score-change time seen is printed, as a figure to watch,
/// not a limit.
/// The time limit only catches hangs: time spent waiting for the disk turn (DiskTurn) counts too.
@Suite("Photo concurrency", .timeLimit(.minutes(20)))
struct PhotoConcurrencyTests {
    /// Attach commands in a row, each writing the whole large photo again; a removal of the
    /// photo comes between two attaches.
    static let attachRounds = 5
    /// Upper bound on the score loop, whatever the timing: it normally stops with the attaches.
    static let maximumScoreChanges = 2_000

    /// One timed command.
    struct Timed: Sendable {
        var start: ContinuousClock.Instant
        var end: ContinuousClock.Instant
        var outcome: ProcessOutcome
        var duration: Duration { end - start }
    }

    @Test("Score changes all succeed while another process attaches and removes a 40 MB photo")
    func scoreChangesDuringLargeAttach() async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let fixture = try Fixture("photo-concurrency")
        let photo = fixture.folder.file("large.jpg")
        // Fine grain at the highest quality: a JPEG of about 40 MB, under the 50 MB limit.
        let photoData = try SamplePhotos.writeJPEG(to: photo, width: 4000, height: 2900, seed: 40, grain: 60, quality: 100)
        try #require((30_000_000..<50 * 1024 * 1024).contains(photoData.count), "large photo is \(photoData.count) bytes")

        let binary = try ScorekeeperBinary.path()
        let database = fixture.database
        let playerID = fixture.playerID
        let folder = fixture.folder.path
        let timed: @Sendable ([String]) throws -> Timed = { arguments in
            let clock = ContinuousClock()
            let start = clock.now
            // 60 s is far beyond the 10 s busy timeout: only a hung process reaches it.
            let outcome = try ChildProcess.run(binary, arguments + ["--db", database], outputFolder: folder, timeout: .seconds(60))
            return Timed(start: start, end: clock.now, outcome: outcome)
        }
        let scoreChange = ["player", "score", playerID, "--by", "1"]

        // The same command with nothing else running, for comparison.
        var alone: [Duration] = []
        for _ in 0..<20 {
            let result = try timed(scoreChange)
            try #require(result.outcome.exitCode == 0, "\(result.outcome)")
            alone.append(result.duration)
        }

        let attaching = Locked(true)
        // Both loops on threads started now, so they run at the same time whatever the shared
        // pool is doing.
        let photoResults = StartedWork { () throws -> (attaches: [Timed], removals: [Timed]) in
            defer { attaching.update { $0 = false } }
            var results: (attaches: [Timed], removals: [Timed]) = ([], [])
            for round in 0..<Self.attachRounds {
                if round > 0 {
                    results.removals.append(try timed(["photo", "remove", playerID, "--yes"]))
                }
                results.attaches.append(try timed(["photo", "attach", playerID, photo]))
            }
            return results
        }
        let scoreResults = StartedWork { () throws -> [Timed] in
            var results: [Timed] = []
            while attaching.value && results.count < Self.maximumScoreChanges {
                results.append(try timed(scoreChange))
            }
            return results
        }
        let (attaches, removals) = try await photoResults.value
        let scores = try await scoreResults.value

        for command in attaches + removals {
            #expect(command.outcome.exitCode == 0 && command.outcome.standardError.isEmpty, "photo command: \(command.outcome)")
        }
        let failed = scores.filter { $0.outcome.exitCode != 0 || !$0.outcome.standardError.isEmpty }
        #expect(failed.isEmpty, "\(failed.count) of \(scores.count) score changes failed, e.g. \(failed.prefix(3).map(\.outcome))")
        // Each printed the score it set: 20 before, then one more each time.
        let printed = scores.map { $0.outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(printed == (0..<scores.count).map { String(21 + $0) })
        #expect(try fixture.score() == String(20 + scores.count))

        // The photo is whole: the sqlite3 shell writes the stored bytes back out.
        let stored = fixture.folder.file("stored.jpg")
        _ = try SQLiteShell.run(database, "SELECT writefile('\(stored)', imageData) FROM playerAssets WHERE playerID = '\(playerID)'",
                                in: fixture.folder)
        #expect(FileManager.default.contents(atPath: stored) == photoData)
        #expect(try SQLiteShell.problems(database, in: fixture.folder) == [])

        // Score changes that ran entirely while a photo command was running: the ones this is about.
        let overlapping = scores.filter { score in
            (attaches + removals).contains { $0.start <= score.start && score.end <= $0.end }
        }
        #expect(!overlapping.isEmpty, "no score change ran during a photo command: the test tested nothing")
        print("""
            photo concurrency: \(attaches.count) attaches of a \(photoData.count / 1024 / 1024) MB photo took \
            \(Self.describe(attaches.map(\.duration))), \(removals.count) removals \(Self.describe(removals.map(\.duration))); \
            \(scores.count) score changes ran meanwhile (\(overlapping.count) entirely during a photo command): \
            \(Self.describe(scores.map(\.duration))); alone: \(Self.describe(alone)). \
            Times are whole processes (start, open, write, exit).
            """)
    }

    /// "median X ms, longest Y ms".
    static func describe(_ durations: [Duration]) -> String {
        guard !durations.isEmpty else { return "none" }
        let sorted = durations.sorted()
        return "median \(milliseconds(sorted[sorted.count / 2])), longest \(milliseconds(sorted.last!))"
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.0f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
