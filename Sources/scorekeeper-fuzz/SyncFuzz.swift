// The sync protocol's fuzz target. `make fuzz` builds it with libFuzzer (`-sanitize=fuzzer,address`
// and SCOREKEEPER_LIBFUZZER defined) and runs it for a bounded time on Tests/Fuzz/corpus. Built
// plainly (as `swift build` does), it replays files given as arguments through the same steps,
// or writes a fresh seed corpus with `make-corpus DIR`.
import Foundation
import ScorekeeperStore
import ScorekeeperSync

/// One input: bytes as a sync server reads them (requests: frames decoded, every field checked,
/// then answered against a file, an `apply` merged in its transaction) and as a client reads
/// them (answers decoded and checked). The oracle: nothing crashes or hangs, and after every
/// merge the file still keeps its invariant (every score the sum of its live changes).
enum SyncFuzz {
    static func run(_ data: Data) {
        // The server side: requests, one after another, as `SyncChannel.answerOne` takes them
        // (read, check, answer), against a file made only once a request passes the checks (a
        // fresh file per input, so every input replays alike; most inputs never get that far).
        var database: AppDatabase?
        let reader = SyncFrameReader(SyncMemoryPipe(data))
        let answers = SyncMemoryPipe()
        let writer = SyncFrameWriter(answers)
        while let request = try? reader.read(SyncRequest.self) {
            guard (try? SyncValidation.check(request)) != nil else { break }
            if database == nil { database = try? AppDatabase.empty() }
            guard let database else { fatalError("cannot open an empty database") }
            // The answer goes through the wire and must read back as a valid answer.
            guard (try? writer.write(database.handleSync(request))) != nil,
                  (try? SyncChannel.exchangeAnswer(reader: SyncFrameReader(answers))) != nil else {
                fatalError("the answer to a valid request does not read back")
            }
            guard let violations = try? database.invariantViolations(), violations.isEmpty else {
                fatalError("a merge broke the score invariant")
            }
        }
        // The client side: the same bytes as answers.
        let client = SyncFrameReader(SyncMemoryPipe(data))
        while (try? SyncChannel.exchangeAnswer(reader: client)) != nil {}
    }

    /// Seeds: every request and answer of a sync between two small files that differ in games,
    /// players, changes (an undo and a correction), a rename, a deletion and a photo, and in people
    /// (one on both sides, a rename, a colour, a merge) and a game's kind.
    static func makeCorpus(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let here = try AppDatabase.empty()
        let game = try here.createGame(title: "Cabin")
        let ana = try here.addPlayer(gameID: game.id, name: "Ana", score: 5)
        _ = try here.changeScore(playerID: ana.id, by: 3)
        try here.savePhoto(playerID: ana.id, imageData: Data((0..<3_000).map { UInt8($0 % 251) }), thumbnailData: Data([1, 2, 3]))
        let there = try AppDatabase.empty()
        let club = try there.createGame(title: "Club")
        let bo = try there.addPlayer(gameID: club.id, name: "Bo", score: 2)
        _ = try there.changeScore(playerID: bo.id, by: -4)
        _ = try there.undo(gameID: club.id)
        let gone = try there.createGame(title: "Gone")
        try there.deleteGame(id: gone.id)
        let recorder = RecordingPeer(there)
        _ = try Synchronizer.run(LocalSyncPeer(database: here), recorder)
        try there.renameGame(id: club.id, title: "Club night")
        let ann = try there.addPlayer(gameID: club.id, name: "ana")
        let boPerson = try there.personID(ofPlayer: bo.id)!, annPerson = try there.personID(ofPlayer: ann.id)!
        try there.setColour(personID: annPerson, .teal)
        try there.renamePerson(id: annPerson, name: "Ana Lima")
        try there.mergePeople(from: boPerson, into: annPerson)
        try there.setKind(gameID: club.id, "Poker")
        _ = try Synchronizer.run(LocalSyncPeer(database: here), recorder)
        for (index, message) in recorder.messages.enumerated() {
            try message.write(to: folder.appendingPathComponent(String(format: "seed-%02d", index)))
        }
    }
}

/// A peer that keeps the bytes of every request it sends and every answer it gets.
final class RecordingPeer: SyncPeer {
    let inner: LocalSyncPeer
    var messages: [Data] = []
    var bytesSent: Int { inner.bytesSent }
    var bytesReceived: Int { inner.bytesReceived }
    var wallClock: WallClock? { inner.wallClock }

    init(_ database: AppDatabase) { inner = LocalSyncPeer(database: database) }

    func send(_ request: SyncRequest) throws -> SyncResponse {
        let response = try inner.send(request)
        for encode in [{ try SyncFrameWriter($0).write(request) }, { try SyncFrameWriter($0).write(response) }] as [(SyncMemoryPipe) throws -> Void] {
            let pipe = SyncMemoryPipe()
            try encode(pipe)
            var bytes = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let count = try buffer.withUnsafeMutableBytes({ try pipe.read(into: $0) }), count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
            }
            messages.append(bytes)
        }
        return response
    }
}

#if SCOREKEEPER_LIBFUZZER
import CLibFuzzer

/// The entry libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SyncFuzz.run(size == 0 || bytes == nil ? Data() : Data(bytes: bytes!, count: size))
    return 0
}

/// SwiftPM names the program's entry point itself and points `main` at it, so the driver is
/// started from Swift's `main` (libFuzzer's own `main` would do the same).
@main struct SyncFuzzDriver {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, size in fuzzOneInput(bytes, size) })
    }
}
#else
/// Replays inputs (a crash found by `make fuzz`, or the corpus) without libFuzzer.
@main struct SyncFuzzReplay {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "make-corpus", arguments.count == 2 {
            try SyncFuzz.makeCorpus(in: URL(fileURLWithPath: arguments[1]))
            return
        }
        for path in arguments {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: path))?.map { path + "/" + $0 } ?? [path]
            for file in files.sorted() {
                SyncFuzz.run(try Data(contentsOf: URL(fileURLWithPath: file)))
            }
            print("replayed \(files.count) input(s) from \(path)")
        }
    }
}
#endif
