import Foundation
import Testing
import TestSupport

/// `scorekeeper serve` as a person runs it: the real binary started as a process, its link
/// opened over HTTP, a score written by the command line seen in the live stream, SIGTERM ending
/// it with nothing left listening.
@Suite(.serialized) struct ServeCommandTests {
    let folder: TemporaryFolder
    let database: String

    init() throws {
        folder = try TemporaryFolder("serve")
        database = folder.file("club.sqlite")
        try cli("game", "add", "Hearts")
        try cli("player", "add", "Hearts", "Ann")
        try cli("player", "add", "Hearts", "Bo")
        try cli("game", "add", "Secret")
        try cli("player", "add", "Secret", "Cy")
    }

    @discardableResult
    func cli(_ arguments: String...) throws -> String {
        try ScorekeeperBinary.output(["--db", database] + arguments)
    }

    @Test func aScoreFromTheCommandLineReachesAnOpenPage() throws {
        let serve = try ServeProcess(database: database, arguments: ["--game", "Hearts"], folder: folder)
        #expect(serve.link.hasPrefix("http://127.0.0.1:"))
        #expect(serve.output.contains("Only this machine can open it (127.0.0.1)"))
        // The link: swapped for a cookie, then the page.
        let first = try RawHTTP.fetch(port: serve.port, path: "/?token=" + serve.token)
        #expect(first.status == 303)
        let cookie = try #require(first.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let page = try RawHTTP.fetch(port: serve.port, path: "/", headers: ["Cookie": cookie])
        #expect(page.status == 200)
        #expect(page.text.contains("Ann"))
        #expect(!page.text.contains("Cy"))
        // A live page, open while the command line writes.
        let live = try RawHTTP(port: serve.port)
        live.get("/events?view=main", host: "127.0.0.1:\(serve.port)", headers: ["Cookie": cookie])
        #expect(live.read { $0.contains("event: update") }, "the first event")
        try cli("player", "score", "Hearts", "Ann", "--by", "41")
        #expect(live.read { $0.contains("<td class=\"num score\">41</td>") }, "the new score in the stream: \(live.text.suffix(400))")
        // SIGTERM: a clean exit, the port closed.
        let status = try #require(serve.stop(SIGTERM), "serve stopped")
        #expect(SpawnedProgram.succeeded(status), "exit status \(status): \(serve.output)")
        #expect(throws: (any Error).self) { try RawHTTP(port: serve.port) }
    }

    @Test func byDefaultItListensOnlyOnTheLoopback() throws {
        let serve = try ServeProcess(database: database, arguments: ["--game", "Hearts"], folder: folder)
        defer { _ = serve.stop(SIGINT) }
        let listening = try SpawnedProgram.output("/usr/bin/ss", ["-Hltn", "sport = :\(serve.port)"])
        let locals = listening.split(separator: "\n").compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first }
        #expect(!locals.isEmpty, "ss saw the port: \(listening)")
        #expect(locals.allSatisfy { $0 == "127.0.0.1:\(serve.port)" }, "\(locals)")
        // Another address of this machine gets no answer.
        for address in MachineAddresses.nonLoopback() {
            #expect(throws: (any Error).self, "\(address)") { try RawHTTP(host: address, port: serve.port) }
        }
    }

    @Test func withLanItSaysWhereAndThatItIsPlainHTTP() throws {
        let serve = try ServeProcess(database: database, arguments: ["--game", "Hearts", "--lan"], folder: folder)
        defer { _ = serve.stop(SIGINT) }
        #expect(serve.output.contains("Open to the local network; listening on 127.0.0.1:\(serve.port)"))
        #expect(serve.output.contains("These pages are plain HTTP: anyone on this network can read them"))
        for address in MachineAddresses.nonLoopback() {
            #expect(serve.output.contains("http://\(address):\(serve.port)/?token=\(serve.token)"), "\(address)")
        }
    }

    @Test func aScopeThatIsNotThereIsRefusedInOneLine() throws {
        let outcome = try ScorekeeperBinary.run(["--db", database, "serve", "--tournament", "Nope"], in: folder)
        #expect(outcome.exitCode != 0)
        #expect(outcome.standardError.split(separator: "\n").count == 1, "\(outcome.standardError)")
        let both = try ScorekeeperBinary.run(["--db", database, "serve", "--game", "Hearts", "--evening"], in: folder)
        #expect(both.exitCode != 0)
    }
}
