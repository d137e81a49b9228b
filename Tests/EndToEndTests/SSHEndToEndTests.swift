import Foundation
import InterfaceTestSupport
import PhotoTestSupport
import ScorekeeperStore
import TestSupport
import Testing

/// Several scorers on other machines use one file through `ssh`, as README's recipe sets it up:
/// a real `sshd` on a loopback port, keys whose forced command runs Scorekeeper on one file, and
/// a watch-only key. Nothing of the system's SSH setup is touched.
@Suite(.serialized,
       .tmuxInstalled,
       .enabled(if: LoopbackSSHD.isAvailable, "sshd is not installed: the SSH tests need it (apt-get install openssh-server openssh-client)"))
struct SSHEndToEndTests {
    @Test func twoScorersAndAWatcherOverSSH() throws {
        let folder = try TemporaryFolder()
        let database = folder.file("club.sqlite")
        let binary = try ScorekeeperBinary.path()
        let game = try SeededGame(database, title: "Club night", players: [("Ana", 0), ("Bo", 0)]).game

        // README's recipe: each key may only run Scorekeeper on this one file.
        let scorer = "restrict,pty,command=\"\(binary) --db \(database)\""
        let watcher = "restrict,pty,command=\"\(binary) --watch --db \(database)\""
        let server = try LoopbackSSHD(folder: folder.path, keys: [
            .init(name: "scorer1", options: scorer),
            .init(name: "scorer2", options: scorer),
            .init(name: "watcher", options: watcher),
        ], binFolder: URL(fileURLWithPath: binary).deletingLastPathComponent().path)

        let first = try Tmux(command: server.sshCommand(key: "scorer1"))
        let second = try Tmux(command: server.sshCommand(key: "scorer2"))
        for tmux in [first, second] {
            try tmux.waitFor(text: "Club night")
            try tmux.press("Enter")
            try tmux.waitFor(text: "Ana")
        }
        // Ana is first in both; the first scorer scores her, the second scores Bo.
        for _ in 0..<5 { try first.press("+") }
        try second.press("Down")
        for _ in 0..<3 { try second.press("+") }
        for tmux in [first, second] {
            try tmux.waitFor("both scorers' points") { _ in tmux.shownScore(of: "Ana") == 5 && tmux.shownScore(of: "Bo") == 3 }
        }

        // The watcher sees the same, live, and cannot change it.
        let watch = try Tmux(command: server.sshCommand(key: "watcher"))
        try watch.waitFor(text: "Watch only · 2 players")
        try watch.waitFor("Ana first on the board") { $0.screenShowsRanked(1, "Ana") }
        for key in ["+", "-", "u", "d"] {
            try watch.press(key)
            try watch.waitFor(text: "Watch only: this display cannot change anything.")
        }
        try first.press("+")
        try watch.waitFor(text: "+1")

        // The watch-only key gets no shell and no other command: the forced one runs instead
        // (and, with no terminal asked for, stops at once).
        let shell = try server.ssh(key: "watcher", arguments: ["-T", "loop", "echo shell-$((40+2)); touch \(folder.file("pwned"))"])
        #expect(!shell.output.contains("shell-42"))
        #expect(shell.status != 0)
        #expect(!FileManager.default.fileExists(atPath: folder.file("pwned")))
        let score = try server.ssh(key: "watcher", arguments: ["-T", "loop", "\(binary) player score x --by 100 --db \(database)"])
        #expect(score.status != 0)
        // Port forwarding is refused too (`restrict`).
        let forward = try server.ssh(key: "watcher", arguments: ["-T", "-o", "ExitOnForwardFailure yes", "-L", "127.0.0.1:0:127.0.0.1:22", "loop"])
        #expect(forward.status != 0)

        for tmux in [first, second] { try tmux.press("q", "q") }
        try watch.press("q")
        for tmux in [first, second, watch] { try tmux.waitFor(text: "EXIT=0") }

        // Nothing lost: every press is one change, the totals are their sums.
        let reopened = try AppDatabase.open(DatabaseLocation(path: database, isDefault: false))
        #expect(try reopened.fetchHistoryCount(gameID: game.id) == 9)
        #expect(try reopened.invariantViolations().isEmpty)
    }

    /// Two laptops keep one evening apart and merge it through `ssh` (the other side runs
    /// `scorekeeper sync-serve` over standard input and output); a second run moves nothing.
    @Test func syncOverSSH() throws {
        let folder = try TemporaryFolder()
        let binary = try ScorekeeperBinary.path()
        let laptop = folder.file("laptop.sqlite")
        let club = folder.file("club.sqlite")
        // A key that may sync only this one file: the forced command is the server side.
        let server = try LoopbackSSHD(folder: folder.path, keys: [
            .init(name: "syncer", options: "restrict,command=\"\(binary) sync-serve --db \(club)\""),
            .init(name: "any", options: "restrict"),
        ], binFolder: URL(fileURLWithPath: binary).deletingLastPathComponent().path)
        let here = try AppDatabase.open(DatabaseLocation(path: laptop, isDefault: false))
        let game = try here.createGame(title: "Cabin evening")
        let ana = try here.addPlayer(gameID: game.id, name: "Ana", score: 4)
        let there = try AppDatabase.open(DatabaseLocation(path: club, isDefault: false))
        let clubGame = try there.createGame(title: "Club evening")
        _ = try there.addPlayer(gameID: clubGame.id, name: "Bo", score: 7)

        let ssh = "ssh -F \(server.clientConfig) -i \(folder.file("syncer"))"
        let first = try SpawnedProgram.output(binary, ["sync", "loop:\(club)", "--ssh", ssh, "--db", laptop])
        #expect(first.contains("sent 1 game, 1 player, 1 score change"), "\(first)")
        #expect(first.contains("received 1 game, 1 player, 1 score change"), "\(first)")
        _ = try here.changeScore(playerID: ana.id, by: 10)
        // The ssh command can come from the environment too (given to the child alone, never to
        // this test process, whose other suites' children would inherit it), and
        // --remote-command names the binary.
        let environmentSSH = "SCOREKEEPER_SSH=ssh -F \(server.clientConfig) -i \(folder.file("any"))"
        let second = try SpawnedProgram.output("/usr/bin/env", [environmentSSH, binary, "sync", "loop:\(club)", "--remote-command", binary,
                                                   "--json", "--db", laptop])
        #expect(second.contains("\"changes\" : 1"), "\(second)")
        // A program path with spaces, quoted as a shell would, as rsync's -e takes it.
        let tools = folder.file("my tools")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tools + "/ssh it", withDestinationPath: "/usr/bin/ssh")
        let quoted = "'\(tools)/ssh it' -F \"\(server.clientConfig)\" -i \(folder.file("syncer").replacingOccurrences(of: " ", with: "\\ "))"
        let third = try SpawnedProgram.output(binary, ["sync", "loop:\(club)", "--ssh", quoted, "--db", laptop])
        #expect(third.contains("Already in sync"), "\(third)")
        // The connection cut at random moments (`timeout` ends ssh): both files stay consistent.
        // A real picture (2 MB, uncompressed): the other copy keeps only photos attaching would.
        let photo = TestImage.png(width: 816, height: 816, red: 7, green: 7, blue: 7)
        try here.savePhoto(playerID: ana.id, imageData: photo, thumbnailData: nil)
        for milliseconds in [30, 80, 150, 250, 400] {
            _ = try? SpawnedProgram.output(binary, ["sync", "loop:\(club)", "--ssh", "timeout -s KILL 0.\(String(format: "%03d", milliseconds)) \(ssh)",
                                       "--db", laptop])
            #expect(try here.invariantViolations().isEmpty && there.invariantViolations().isEmpty)
        }
        _ = try here.changeScore(playerID: ana.id, by: 5)
        let finish = try SpawnedProgram.output(binary, ["sync", "loop:\(club)", "--ssh", ssh, "--db", laptop])
        #expect(finish.contains("Synced with") || finish.contains("Already in sync"), "\(finish)")
        let exports = try [laptop, club].map { try SpawnedProgram.output(binary, ["export", "--all", "--format", "json", "--db", $0]) }
        #expect(exports[0] == exports[1])
        #expect(try there.fetchPlayer(id: ana.id)?.score == 19)
        #expect(try there.fetchPhotoData(playerID: ana.id) == photo)
        #expect(try there.invariantViolations().isEmpty && here.invariantViolations().isEmpty)
    }
}
