import Foundation
import Testing
import TestSupport

/// A sync whose other side goes silent, trickles bytes or never finishes ends with a one-line
/// error naming that side, a non-zero exit, the `ssh` child ended, and files a rerun completes.
/// Deadlines are set short through the environment (`SCOREKEEPER_SYNC_FRAME_TIMEOUT`,
/// `SCOREKEEPER_SYNC_TIMEOUT`); each test waits for the process to end, and the runner's 60 to
/// 120 s limit is only a safety net against the hang these tests are about.
@Suite struct SyncDeadlineTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String
    let binary: String

    init() throws {
        directory = try TemporaryFolder()
        db = try Self.clubNight(in: directory, players: ["Ana"])
        binary = try ScorekeeperBinary.path()
    }

    /// Short, but not so short that a starved machine starting a process outlasts it: the other
    /// side must be silent for this long, not merely slow to start.
    static let short = ["SCOREKEEPER_SYNC_FRAME_TIMEOUT": "2"]
    static let greeting = #"printf 'scorekeeper sync frames 4\n'"#

    /// A shell script in the test's folder (run as `/bin/sh FILE`, so its path can hold spaces).
    func script(_ text: String) throws -> String {
        let path = directory.file("script-\(UUID().uuidString).sh")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Whether a process with this id still exists (our own child, reaped, is gone).
    func alive(_ pidFile: String) throws -> Bool {
        let text = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(pid_t(text))
        return kill(pid, 0) == 0
    }

    /// Ends what a fake ssh left behind (ids it wrote), whatever the test found.
    func endLeftovers(_ pidFile: String) {
        let text = (try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") { if let pid = pid_t(line) { kill(pid, SIGKILL) } }
    }

    @Test func syncServeEndsWhenTheClientGreetsThenSaysNothing() throws {
        let before = try databaseDump(db)
        // The client greets and keeps its side open, silent.
        let server = try ChildProcess(executable: "/usr/bin/env", arguments: ["SCOREKEEPER_SYNC_FRAME_TIMEOUT=2", binary, "sync-serve", "--db", db],
                                      outputFolder: directory.path, withInput: true)
        server.send("scorekeeper sync frames 4\n")
        let outcome = server.wait(timeout: .seconds(120))
        #expect(!outcome.timedOut && outcome.termination == .exited(1), "\(outcome)")
        #expect(outcome.standardError.trimmingCharacters(in: .newlines)
                    == "Error: The other side sent nothing for 2 s; the sync stopped, nothing half-done was applied, and running it again completes it.",
                "\(outcome)")
        #expect(try databaseDump(db) == before)
    }

    /// A slow loris: a byte every 0.1 s, never a whole frame. Each byte comes well within the
    /// deadline of the one before; only a deadline for the whole frame stops it.
    @Test func syncServeCutsAClientThatSendsAFrameAByteAtATime() throws {
        let client = try script("""
            \(Self.greeting)
            printf '\\002\\000\\000\\001\\000' || exit 0
            i=0
            while [ $i -lt 600 ]; do printf '{' || exit 0; sleep 0.1; i=$((i+1)); done

            """)
        let result = try CommandRunner.run("/bin/sh", ["-c", #"/bin/sh "$1" | "$2" sync-serve --db "$3""#, "sh", client, binary, db],
                                           environment: ["SCOREKEEPER_SYNC_FRAME_TIMEOUT": "3"], timeout: 120)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("The other side sent less than one frame in 3 s; the sync stopped"), "\(result.stderr)")
    }

    /// `--ssh` a command that never answers (nor reads): the client stops, names the other
    /// copy, and ends the command (it would otherwise sleep on after the client exited).
    @Test func syncEndsAndEndsSSHWhenTheOtherSideSaysNothing() throws {
        let pids = directory.file("pids")
        defer { endLeftovers(pids) }
        let ssh = "sh -c 'echo $$ > \"\(pids)\"; exec sleep 300'"
        let before = try databaseDump(db)
        let result = try CommandRunner.scorekeeper(["sync", "host:/club.sqlite", "--ssh", ssh, "--db", db],
                                                   environment: Self.short, timeout: 120)
        #expect(result.status == 1, "\(result.stderr)")
        let error = result.stderr.trimmingCharacters(in: .newlines)
        #expect(error == "Error: The other copy (host:/club.sqlite) sent nothing for 2 s; the sync stopped, nothing half-done was applied, and running it again completes it.",
                "\(result.stderr)")
        #expect(try !alive(pids), "the ssh command outlived the sync")
        #expect(try databaseDump(db) == before)
    }

    /// A forwarder that stops passing the server's bytes after some of them, with the connection
    /// left open: the client stops within its deadline, wherever the cut falls (inside the first
    /// answer or later), ends the forwarder, and a rerun over a working connection completes the
    /// sync: both copies end equal.
    @Test(arguments: [100, 400, 1_500])
    func syncStopsWhenTheConnectionStallsAndARerunCompletesIt(bytes: Int) throws {
        let laptop = directory.file("laptop.sqlite")
        _ = try CommandRunner.scorekeeper(["game", "add", "Cabin", "--db", laptop])
        _ = try CommandRunner.scorekeeper(["player", "add", "Cabin", "Bo", "--score", "7", "--db", laptop])
        let pids = directory.file("pids")
        defer { endLeftovers(pids) }
        // The sleep holds the connection open, silent; not standard error, which the runner
        // reads to its end.
        let stalling = try script("""
            echo $$ >> '\(pids)'
            '\(binary)' sync-serve --db '\(db)' | { head -c \(bytes); sh -c 'echo $$ >> "$1"; exec sleep 300' sh '\(pids)' 2>/dev/null; }

            """)
        let cut = try CommandRunner.run(binary, ["sync", "host:\(db)", "--ssh", "/bin/sh '\(stalling)'", "--db", laptop],
                                        environment: Self.short, timeout: 120)
        #expect(cut.status == 1, "\(cut.stdout) \(cut.stderr)")
        #expect(cut.stderr.hasPrefix("Error: The other copy (host:\(db)) sent "), "\(cut.stderr)")
        #expect(cut.stderr.contains("2 s; the sync stopped, nothing half-done was applied, and running it again completes it."),
                "\(cut.stderr)")
        let ssh = try #require(try String(contentsOfFile: pids, encoding: .utf8).split(separator: "\n").first)
        #expect(kill(try #require(pid_t(ssh)), 0) != 0, "the ssh command outlived the sync")

        let working = try script("exec '\(binary)' sync-serve --db '\(db)'\n")
        let rerun = try CommandRunner.run(binary, ["sync", "host:\(db)", "--ssh", "/bin/sh '\(working)'", "--db", laptop])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let exports = try [db, laptop].map { try CommandRunner.scorekeeper(["export", "--all", "--format", "json", "--db", $0]).stdout }
        #expect(exports[0] == exports[1] && exports[0].contains("Cabin") && exports[0].contains("Club night"))
    }

    /// A peer that keeps every frame within its deadline (an empty frame every 0.1 s, which
    /// adds nothing to a message) but never finishes is stopped by the deadline of the whole sync.
    @Test func syncStopsAtTheOverallDeadlineWhenTheOtherSideNeverFinishes() throws {
        let pids = directory.file("pids")
        defer { endLeftovers(pids) }
        let endless = try script("""
            echo $$ > '\(pids)'
            while printf '\\001\\000\\000\\000\\000'; do sleep 0.1; done

            """)
        let result = try CommandRunner.scorekeeper(["sync", "host:/club.sqlite", "--ssh", "/bin/sh '\(endless)'", "--db", db],
                                                   environment: ["SCOREKEEPER_SYNC_FRAME_TIMEOUT": "30", "SCOREKEEPER_SYNC_TIMEOUT": "2"],
                                                   timeout: 120)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.trimmingCharacters(in: .newlines)
                    == "Error: The other copy (host:/club.sqlite) did not finish the sync within 2 s; the sync stopped, nothing half-done was applied, and running it again completes it.",
                "\(result.stderr)")
        #expect(try !alive(pids), "the ssh command outlived the sync")
    }

    @Test func aDeadlineThatIsNoNumberIsRefused() throws {
        let result = try CommandRunner.scorekeeper(["sync", "host:/club.sqlite", "--ssh", "true", "--db", db],
                                                   environment: ["SCOREKEEPER_SYNC_FRAME_TIMEOUT": "soon"])
        #expect(result.status == 1)
        #expect(result.stderr.trimmingCharacters(in: .newlines) == "Error: SCOREKEEPER_SYNC_FRAME_TIMEOUT must be a number of seconds above 0 (it is soon).",
                "\(result.stderr)")
    }
}
