import Foundation
import Testing
import TestSupport

/// The sync protocol's bytes as the real binary meets them: `sync-serve` fed garbage, truncated,
/// oversized and malicious frames, and `sync` talking to a fake `ssh` that answers with such
/// bytes. Each must end with a one-line error, a non-zero exit, and both files as they were
/// (compared as `sqlite3 .dump`). Also `--ssh` read as shell words.
@Suite struct SyncWireCommandTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = try Self.clubNight(in: directory, players: ["Ana"])
    }

    /// One frame: a type byte, a 4-byte big-endian length, the payload.
    static func frame(_ kind: UInt8, _ payload: [UInt8], length: Int? = nil) -> Data {
        let count = length ?? payload.count
        return Data([kind, UInt8(count >> 24 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + payload)
    }

    /// A message of JSON alone, in one last frame (type 2).
    static func message(_ json: String) -> Data { frame(2, Array(json.utf8)) }

    /// The line a client starts with.
    static let greeting = Data("scorekeeper sync frames 4\n".utf8)

    static let hostileInputs: [(String, Data, String)] = [
        ("the old JSON lines", Data(#"{"operation":"hello"}"#.utf8) + Data([0x0A]), "older Scorekeeper"),
        ("no greeting", message(#"{"operation":"hello"}"#), "did not start a sync conversation"),
        ("a wrong greeting", Data("scorekeeper sync frames 9\n".utf8) + message(#"{"operation":"hello"}"#), "another version of the sync protocol"),
        ("a greeting of no protocol", Data("scorekeeper sync games 2\n".utf8) + message(#"{"operation":"hello"}"#), "did not start"),
        ("an endless greeting", Data(repeating: 0x41, count: 10_000), "did not start"),
        ("an unknown frame type", greeting + frame(9, [1, 2, 3]), "frame type 9"),
        ("a truncated frame", greeting + frame(2, Array(#"{"operation":"hel"#.utf8), length: 100), "truncated"),
        ("a truncated header", greeting + Data([2, 0, 0]), "truncated"),
        ("an oversized frame", greeting + frame(2, [], length: 0x7FFF_FFFF), "at most"),
        ("a message without its last frame", greeting + frame(1, Array(#"{"operation":"#.utf8)), "truncated"),
        ("bytes that are not UTF-8", greeting + frame(2, [0x7B, 0xFF, 0xFE, 0x7D]), "not UTF-8"),
        ("JSON that is no request", greeting + message(#"{"operation":"format the disk"}"#), "not a sync request"),
        ("a photo never finished", greeting + frame(3, [1, 2, 3]) + message(#"{"operation":"hello"}"#), "did not finish"),
        ("photo bytes no message uses", greeting + frame(4, [1, 2, 3]) + message(#"{"operation":"hello"}"#), "no message uses"),
        ("a reference to photo bytes never sent", greeting + message(#"{"operation":"apply","changes":{"tombstones":{},"games":[],"players":[],"changes":[],"photoStamps":[],"people":[],"photos":[{"playerID":"6f1c2b1e-0b7a-4a53-9a8e-1d2c3b4a5f60","imageData":3}]}}"#), "did not send"),
        ("an id that is not a UUID", greeting + message(#"{"operation":"rows","games":["'; DROP TABLE games; --"]}"#), "not a UUID"),
        ("a deletion of an id that is not a UUID", greeting + message(#"{"operation":"apply","changes":{"tombstones":{"*":"game"},"games":[],"players":[],"changes":[],"photoStamps":[],"people":[],"photos":[]}}"#), "not a UUID"),
        ("a negative version", greeting + message(#"{"operation":"since","since":-1}"#), "negative version"),
        ("watermarks for an id that is not a UUID", greeting + message(#"{"operation":"record","fileID":"6f1c2b1e-0b7a-4a53-9a8e-1d2c3b4a5f60","watermark":{"peer":"x","received":1,"sent":1}}"#), "not a UUID"),
        ("a valid request, then garbage", greeting + message(#"{"operation":"hello"}"#) + Data(repeating: 0xEE, count: 64), "frame type 238"),
    ]

    @Test(arguments: hostileInputs.indices)
    func syncServeRefusesHostileInputAndChangesNothing(index: Int) throws {
        let (what, bytes, reason) = Self.hostileInputs[index]
        let before = try databaseDump(db)
        let result = try CommandRunner.scorekeeper(["sync-serve", "--db", db], stdin: bytes)
        #expect(result.status != 0, "\(what): \(result.stderr)")
        let error = result.stderr.trimmingCharacters(in: .newlines)
        #expect(!error.isEmpty && !error.contains("\n") && error.contains(reason), "\(what): \(result.stderr)")
        #expect(try databaseDump(db) == before, "\(what)")
    }

    @Test func syncServeEndsQuietlyWhenTheInputEndsBetweenRequests() throws {
        let result = try CommandRunner.scorekeeper(["sync-serve", "--db", db], stdin: Self.greeting + Self.message(#"{"operation":"hello"}"#))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        // The answer is one JSON message in frames: type 2, its length, then JSON naming the migrations.
        let answer = [UInt8](result.stdoutData)
        #expect(answer.first == 2)
        let length = answer.count >= 5 ? Int(answer[1]) << 24 | Int(answer[2]) << 16 | Int(answer[3]) << 8 | Int(answer[4]) : -1
        #expect(length == answer.count - 5)
        #expect(String(decoding: answer.dropFirst(5), as: UTF8.self).contains("\"migrations\""))
    }

    @Test func syncServeEndsQuietlyWithNoInputAtAll() throws {
        let result = try CommandRunner.scorekeeper(["sync-serve", "--db", db], stdin: Data())
        #expect(result.status == 0 && result.stderr.isEmpty && result.stdout.isEmpty, "\(result.stderr)")
    }

    /// An older Scorekeeper as the client (JSON lines) reads the error as its own kind of line.
    @Test func anOlderClientIsToldInItsOwnProtocol() throws {
        let result = try CommandRunner.scorekeeper(["sync-serve", "--db", db], stdin: Data(#"{"operation":"hello"}"#.utf8 + [0x0A]))
        #expect(result.status == 1 && result.stderr.contains("older Scorekeeper"), "\(result.stderr)")
        let line = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: String]
        #expect(line?["error"]?.contains("newer Scorekeeper") == true, "\(result.stdout)")
    }

    /// A client of older frames (protocol 2) is told in frames it reads: its answers were
    /// objects of optional fields, and it shows `error` as the other side's. This side names it.
    @Test func aClientOfOlderFramesIsToldToUpdate() throws {
        let result = try CommandRunner.scorekeeper(["sync-serve", "--db", db],
                                                   stdin: Data("scorekeeper sync frames 2\n".utf8) + Self.message(#"{"operation":"hello"}"#))
        #expect(result.status == 1 && result.stderr.contains("older Scorekeeper (sync protocol 2, this one speaks 4); update it to sync"),
                "\(result.stderr)")
        let answer = [UInt8](result.stdoutData)
        #expect(answer.first == 2, "\(result.stdout)")
        let json = try JSONSerialization.jsonObject(with: Data(answer.dropFirst(5))) as? [String: String]
        #expect(json?["error"]?.contains("newer Scorekeeper (sync protocol 4, this one speaks 2); update this one to sync") == true,
                "\(result.stdout)")
    }

    /// An older Scorekeeper as the server answers the greeting with a JSON line: named, no hang.
    @Test func anOlderServerIsNamed() throws {
        let result = try CommandRunner.scorekeeper(["sync", "host:/x.sqlite", "--ssh",
                                                    try fakeSSH(answering: Data(#"{"error":"Not a sync request."}"#.utf8 + [0x0A])), "--db", db])
        #expect(result.status == 1 && result.stderr.contains("older Scorekeeper"), "\(result.stderr)")
    }

    /// A fake `ssh` that answers whatever it is asked with `bytes`, closes its output (a peer
    /// that stalls with the connection open would stall a real sync too), then reads until the
    /// client closes.
    func fakeSSH(answering bytes: Data) throws -> String {
        let answer = directory.file("answer-\(UUID().uuidString)")
        try bytes.write(to: URL(fileURLWithPath: answer))
        let script = directory.file("fake ssh \(UUID().uuidString).sh")
        try "cat '\(answer)'\nexec >&-\ncat > /dev/null\n".write(toFile: script, atomically: true, encoding: .utf8)
        return "/bin/sh '\(script)'"
    }

    static let hostileAnswers: [(String, Data)] = [
        ("garbage", Data("SSH-2.0-OpenSSH_9.2\r\nPermission denied\n".utf8)),
        ("nothing at all", Data()),
        ("an oversized frame", frame(2, [], length: 0x1000_0000)),
        ("a truncated answer", frame(2, Array(#"{"operation":"hello","migrations":["#.utf8), length: 4_000)),
        ("migrations with escape sequences", message(#"{"operation":"hello","migrations":["\u001b]0;owned\u0007"]}"#)),
        ("an answer of no operation", message(#"{"migrations":[]}"#)),
        ("an answer to another request", message(#"{"operation":"record"}"#)),
    ]

    @Test(arguments: hostileAnswers.indices)
    func syncRefusesAHostileOtherSideAndChangesNothing(index: Int) throws {
        let (what, bytes) = Self.hostileAnswers[index]
        let before = try databaseDump(db)
        let result = try CommandRunner.scorekeeper(["sync", "host:/some/file.sqlite", "--ssh", try fakeSSH(answering: bytes), "--db", db])
        #expect(result.status != 0, "\(what): \(result.stdout)")
        let error = result.stderr.trimmingCharacters(in: .newlines)
        #expect(!error.isEmpty && !error.contains("\n") && !error.contains("\u{1B}"), "\(what): \(result.stderr)")
        #expect(try databaseDump(db) == before, "\(what)")
    }

    @Test func theOtherSidesErrorIsShownWithoutItsControlCharacters() throws {
        let result = try CommandRunner.scorekeeper(["sync", "host:/x.sqlite", "--ssh",
                                                    try fakeSSH(answering: Self.message(#"{"operation":"failed","error":"\u001b[2Jdisk on fire"}"#)), "--db", db])
        #expect(result.status != 0)
        #expect(result.stderr.contains("disk on fire") && result.stderr.contains("\\e[2J") && !result.stderr.contains("\u{1B}"),
                "\(result.stderr)")
    }

    @Test func anUnterminatedQuoteInTheSSHCommandIsOneLineAndTouchesNothing() throws {
        let fresh = directory.file("never-made.sqlite")
        for (ssh, quote) in [("ssh -F 'my config", "single"), ("\"/opt/my ssh -p 22", "double")] {
            let result = try CommandRunner.scorekeeper(["sync", "host:/x.sqlite", "--ssh", ssh, "--db", fresh])
            #expect(result.status != 0)
            #expect(result.stderr.contains("--ssh has an unterminated \(quote) quote"), "\(result.stderr)")
            #expect(result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1)
        }
        let environment = try CommandRunner.scorekeeper(["sync", "host:/x.sqlite", "--db", fresh],
                                                        environment: ["SCOREKEEPER_SSH": "ssh \\"])
        #expect(environment.status != 0 && environment.stderr.contains("SCOREKEEPER_SSH ends with a backslash"), "\(environment.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }

    @Test func aQuotedProgramPathWithSpacesIsOneWord() throws {
        // The fake ssh records its arguments, one per line, then answers nothing.
        let folder = directory.file("my tools")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let log = directory.file("arguments")
        let program = folder + "/ssh it"
        try ExecutableFile.write("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '\(log)'\n", to: program)
        let result = try CommandRunner.scorekeeper(["sync", "me@host:/club files/c.sqlite", "--ssh",
                                                    #"'\#(program)' -o "ProxyCommand none" -i key\ file"#, "--db", db])
        #expect(result.status != 0) // it answered nothing
        let words = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words == ["-o", "ProxyCommand none", "-i", "key file", "me@host", "scorekeeper sync-serve --db '/club files/c.sqlite'"])
    }
}
