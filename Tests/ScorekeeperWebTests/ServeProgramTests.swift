import Foundation
import InterfaceTestSupport
import ScorekeeperStore
import Testing
import TestSupport

/// The web server is a program of its own, `scorekeeper-serve`: `scorekeeper` links none of it,
/// `serve` becomes it in the same process, the interface's share key runs it as a child that
/// ends with the interface, and a `scorekeeper` without it beside says so in one line.
@Suite(.serialized) struct ServeProgramTests {
    let folder: TemporaryFolder
    let database: String

    init() throws {
        folder = try TemporaryFolder("serve-program")
        database = folder.file("club.sqlite")
        try ScorekeeperBinary.output(["--db", database, "game", "add", "Hearts"])
        try ScorekeeperBinary.output(["--db", database, "player", "add", "Hearts", "Ann"])
    }

    /// The server's program, beside `scorekeeper` in the build folder.
    var serverProgram: String {
        get throws { URL(fileURLWithPath: try ScorekeeperBinary.path()).deletingLastPathComponent().appendingPathComponent("scorekeeper-serve").path }
    }

    /// Module names as the binary's metadata spells them (a C string each): none of the web
    /// server's in `scorekeeper`, every one in `scorekeeper-serve` (so the search can find them).
    @Test func theMainProgramLinksNoWebServer() throws {
        let modules = ["ScorekeeperWeb", "Hummingbird", "NIOPosix", "ServiceLifecycle"]
        let main = try Data(contentsOf: URL(fileURLWithPath: try ScorekeeperBinary.path()))
        let server = try Data(contentsOf: URL(fileURLWithPath: try serverProgram))
        for module in modules {
            let name = Data([0] + Array(module.utf8) + [0])
            #expect(server.range(of: name) != nil, "\(module) in scorekeeper-serve")
            #expect(main.range(of: name) == nil, "\(module) in scorekeeper")
        }
    }

    /// `serve` execs the server: the process `scorekeeper serve` started is the server's program,
    /// with the same id, and it answers.
    @Test func serveBecomesTheServerInTheSameProcess() throws {
        let serve = try ServeProcess(database: database, arguments: ["--game", "Hearts"], folder: folder)
        #expect(ProcessTable.program(of: serve.pid)?.hasSuffix("/scorekeeper-serve") == true, "\(ProcessTable.program(of: serve.pid) ?? "gone")")
        #expect(try RawHTTP.fetch(port: serve.port, path: "/?token=" + serve.token).status == 303)
        let status = try #require(serve.stop(SIGINT), "serve stopped")
        #expect(SpawnedProgram.succeeded(status), "exit status \(status): \(serve.output)")
    }

    /// A `scorekeeper` with no `scorekeeper-serve` beside it (nor in ../libexec/scorekeeper)
    /// says so in one line and fails; other commands work.
    @Test func aMissingServerProgramIsSaidInOneLine() throws {
        let alone = folder.file("alone")
        try FileManager.default.createDirectory(atPath: alone, withIntermediateDirectories: true)
        let copy = alone + "/scorekeeper"
        try ExecutableFile.copy(try ScorekeeperBinary.path(), to: copy)
        let outcome = try ChildProcess.run(copy, ["--db", database, "serve", "--game", "Hearts"], outputFolder: folder.path,
                                           timeout: .seconds(60))
        #expect(outcome.exitCode == 1, "\(outcome.standardError)")
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.hasPrefix("Error: scorekeeper-serve is not installed next to \(copy) "), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(alone + "/scorekeeper-serve"))
        #expect(outcome.standardOutput.isEmpty)
        let listed = try ChildProcess.run(copy, ["--db", database, "game", "list"], outputFolder: folder.path, timeout: .seconds(60))
        #expect(listed.exitCode == 0)
        #expect(listed.standardOutput.contains("Hearts"))
    }

    /// `serve` closes the file it read and wrote before it becomes the server: with `--slips` it
    /// issues the round's codes, a write, and the program it execs finds the file as SQLite
    /// leaves it when its last connection closes (the log written back and removed). A stand-in
    /// server beside a copy of `scorekeeper` lists the folder as it starts.
    @Test func serveClosesItsFileBeforeItBecomesTheServer() throws {
        for arguments in [["tournament", "add", "Club", "--format", "round-robin"], ["tournament", "join", "Club", "Ann", "Bo", "Cy", "Di"],
                          ["tournament", "pair", "Club"]] {
            try ScorekeeperBinary.output(["--db", database] + arguments)
        }
        let beside = folder.file("beside")
        try FileManager.default.createDirectory(atPath: beside, withIntermediateDirectories: true)
        let copy = beside + "/scorekeeper"
        try ExecutableFile.copy(try ScorekeeperBinary.path(), to: copy)
        let listing = folder.file("listing.txt")
        try ExecutableFile.write("#!/bin/sh\nls -a '\(folder.path)' > '\(listing)'\n", to: beside + "/scorekeeper-serve")
        let outcome = try ChildProcess.run(copy, ["--db", database, "serve", "--tournament", "Club", "--slips", folder.file("slips.html")],
                                           outputFolder: folder.path, timeout: .seconds(60))
        #expect(outcome.exitCode == 0, "\(outcome.standardError)")
        let seen = try String(contentsOfFile: listing, encoding: .utf8).split(separator: "\n")
        #expect(seen.contains("club.sqlite"), "\(seen)")
        #expect(!seen.contains("club.sqlite-wal") && !seen.contains("club.sqlite-shm"), "\(seen)")
    }
}

/// The share key's server is a child of the interface, and it never outlives it: not when the
/// interface quits, not when it is killed (its standard input, a pipe from the interface, ends).
@Suite(.serialized, .tmuxInstalled) struct ShareKeyChildTests {
    /// The interface on a game, sharing it on this computer; the server's process and port.
    func sharing(_ folder: TemporaryFolder) throws -> (tmux: Tmux, interface: pid_t, server: pid_t, port: Int) {
        let path = folder.file("share.sqlite")
        _ = try SeededGame(path, title: "Hearts", players: [("Ann", 3), ("Bo", 5)])
        let pidFile = folder.file("interface.pid")
        let tmux = try Tmux.interface(database: path, pidFile: pidFile, columns: 140, rows: 50)
        try tmux.openGame("Hearts", showing: "Ann", at: 3)
        let interface = try #require(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        try tmux.press("S")
        try tmux.waitFor(text: "This computer only (n)")
        try tmux.press("n")
        try tmux.waitFor(text: "On this computer only: phones cannot reach it.")
        let children = ProcessTable.children(of: interface).filter { ProcessTable.program(of: $0)?.hasSuffix("/scorekeeper-serve") == true }
        let server = try #require(children.first, "the interface's scorekeeper-serve child")
        let port = try #require(ProcessTable.listeningPorts(of: server).first, "the port the server listens on")
        #expect(try RawHTTP.fetch(port: port, path: "/").status != 0)
        return (tmux, interface, server, port)
    }

    @Test func theServerStopsWhenTheInterfaceQuits() throws {
        let folder = try TemporaryFolder("share-quit")
        let (tmux, interface, server, port) = try sharing(folder)
        // The panel closes (the page still served), then back to the list, and quit.
        try tmux.press("Escape")
        try tmux.waitFor("the panel closed") { !$0.contains("On this computer only: phones cannot reach it.") }
        #expect(!ProcessTable.hasEnded(server))
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        #expect(tmux.waitUntilGone(interface), "the interface ended")
        #expect(waitUntilBlocking(timeout: .seconds(30)) { ProcessTable.hasEnded(server) }, "the server ended")
        #expect(throws: (any Error).self) { try RawHTTP(port: port) }
    }

    @Test func theServerStopsWhenTheInterfaceIsKilled() throws {
        let folder = try TemporaryFolder("share-kill")
        let (tmux, interface, server, port) = try sharing(folder)
        kill(interface, SIGKILL)
        #expect(tmux.waitUntilGone(interface), "the interface was killed")
        #expect(waitUntilBlocking(timeout: .seconds(30)) { ProcessTable.hasEnded(server) }, "the server ended")
        #expect(throws: (any Error).self) { try RawHTTP(port: port) }
    }

    /// The same key stops the server: its process ends, and nothing is left waiting for it.
    @Test func theKeyAgainStopsTheServersProcess() throws {
        let folder = try TemporaryFolder("share-stop")
        let (tmux, interface, server, port) = try sharing(folder)
        try tmux.press("S")
        try tmux.waitFor(text: "Stopped sharing the page.")
        #expect(waitUntilBlocking(timeout: .seconds(30)) { ProcessTable.program(of: server) == nil }, "the server ended and was reaped")
        #expect(throws: (any Error).self) { try RawHTTP(port: port) }
        #expect(ProcessTable.children(of: interface).isEmpty)
        try tmux.press("Escape")
        try tmux.waitFor(text: "Scorekeeper · Games")
        try tmux.press("q")
        #expect(tmux.waitUntilGone(interface))
    }
}
