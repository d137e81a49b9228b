import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// Two command-line loops adding to one score while the interface shows that game: no update is
/// lost, no command gives up with "database is locked" (the interface's polling and re-reading
/// must not starve writers), and the interface reaches the final score with no key pressed.
@Suite(.serialized, .tmuxInstalled)
struct LiveConcurrencyTests {
    /// Commands per loop; each is a whole process (start, open, write, exit), as a script runs them.
    static let commandsPerLoop = 1_000

    /// What one loop saw.
    struct LoopReport: Sendable {
        var succeeded = 0
        var failures: [String] = []
    }

    @Test func twoCommandLoopsWhileTheInterfaceShowsTheGame() async throws {
        // One disk-heavy test at a time (see DiskTurn).
        await DiskTurn.take()
        defer { DiskTurn.release() }
        let folder = try TemporaryFolder()
        let database = folder.file("live-race.sqlite")
        // A rival whose place in the list the race changes, so the interface re-sorts as it goes.
        let seeded = try SeededGame(database, title: "Live Race", players: [("Blob", 40), ("Rival", 1_000)])
        let playerID = try seeded.player("Blob").id.lowercasedString
        let final = 40 + 2 * Self.commandsPerLoop

        let pidFile = folder.file("pid")
        let tmux = try Tmux.interface(database: database, pidFile: pidFile)
        let pid = try interfacePID(in: pidFile)
        try tmux.openGame("Live Race", showing: "Blob", at: 40)

        let binary = try ScorekeeperBinary.path()
        // The two loops' reports, from their threads.
        let reports = Locked<[LoopReport]>([])
        let clock = ContinuousClock()
        let start = clock.now
        // Each loop on a thread of its own, so both truly run at once while this thread watches.
        let loops = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: loops) {
                var report = LoopReport()
                for _ in 0..<Self.commandsPerLoop {
                    do {
                        let output = try SpawnedProgram.output(binary, ["player", "score", playerID, "--by", "1", "--db", database])
                        if Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) != nil {
                            report.succeeded += 1
                        } else if report.failures.count < 10 {
                            report.failures.append("unexpected output: \(output)")
                        }
                    } catch {
                        if report.failures.count < 10 { report.failures.append("\(error)") }
                    }
                }
                reports.update { $0.append(report) }
            }
        }
        // While the loops run, the interface keeps showing new scores.
        var seen = Set<Int>()
        while loops.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
            _ = try? tmux.screen()
            if let score = tmux.shownScore(of: "Blob") { seen.insert(score) }
        }
        let loopsEnded = clock.now
        // The race passes the rival: the rows are re-sorted live, Blob first (the third line),
        // waited for in the frame that shows the final score.
        let appeared = try tmux.waitFor("the final score \(final) with no key pressed, Blob first", timeout: 60) { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return tmux.shownScore(of: "Blob") == final && rows.count > 2 && rows[2].contains("Blob")
        }
        let shown = clock.now
        print("2 × \(Self.commandsPerLoop) `player score --by 1` with the interface open took \(loopsEnded - start); "
              + "the final score appeared \(shown - loopsEnded) after the last command; "
              + "the interface showed \(seen.count) different scores meanwhile")

        for report in reports.value {
            #expect(report.failures.isEmpty, "\(Self.commandsPerLoop - report.succeeded) commands failed, e.g.:\n\(report.failures.joined(separator: "\n"))")
            #expect(report.succeeded == Self.commandsPerLoop)
            #expect(!report.failures.contains { $0.contains("locked") })
        }
        #expect(reports.value.count == 2)
        #expect(appeared)
        #expect(try listedPlayers(game: seeded.game.id.lowercasedString, database: database).first { $0.id == playerID }?.score == final)
        #expect(seen.contains { $0 > 40 && $0 < final }, "the interface showed only \(seen.sorted()) while the scores changed")

        // Still responsive afterwards, and it quits cleanly.
        try tmux.press("q", "q")
        try tmux.waitFor(text: "EXIT=0", timeout: 30)
        #expect(tmux.waitUntilGone(pid))
    }
}
