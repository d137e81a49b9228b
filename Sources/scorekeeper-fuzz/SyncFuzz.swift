// The sync protocol's fuzz target. `make fuzz` builds it with libFuzzer (`-sanitize=fuzzer,address`
// and SCOREKEEPER_LIBFUZZER defined) and runs it for a bounded time on Tests/Fuzz/corpus. Built
// plainly (as `swift build` does), it replays files given as arguments through the same steps,
// or writes a fresh seed corpus with `make-corpus DIR`.
import Foundation
import ScorekeeperCore

/// One input: bytes as a sync server reads them (requests: frames decoded, every field checked,
/// then answered against a file, an `apply` merged in its transaction) and as a client reads
/// them (answers decoded and checked). The oracle: nothing crashes or hangs, and after every
/// merge the file still keeps its invariant (every score the sum of its live changes).
enum SyncFuzz {
    static func run(_ data: Data) {
        // The server side: requests, one after another, against a fresh file.
        if let database = try? AppDatabase.empty() {
            let reader = SyncFrameReader(SyncMemoryPipe(data))
            let answers = SyncMemoryPipe()
            let writer = SyncFrameWriter(answers)
            var applied = false
            while let more = try? SyncChannel.answerOne(database, reader: reader, writer: writer), more { applied = true }
            if applied {
                guard let violations = try? database.invariantViolations(), violations.isEmpty else {
                    fatalError("a merge broke the score invariant")
                }
                // What the server answered must read back as valid answers.
                let answerReader = SyncFrameReader(answers)
                while (try? SyncChannel.exchangeAnswer(reader: answerReader)) != nil {}
            }
        }
        // The client side: the same bytes as answers.
        let reader = SyncFrameReader(SyncMemoryPipe(data))
        while (try? SyncChannel.exchangeAnswer(reader: reader)) != nil {}
    }

    /// Seeds: every request and answer of a sync between two small files that differ in games,
    /// players, changes (an undo and a correction), a rename, a deletion and a photo.
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
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    SyncFuzz.run(Data(bytes: bytes, count: size))
    return 0
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
