import Foundation
import Testing
import TestSupport

/// What one request may ask of `sync-serve` is bounded: the rows of at most 1,000 games, one
/// photo. A request for more is refused as it is decoded (not after millions of ids were made
/// and sent to SQLite, which once took 3.5 GB and 87 s, then answered an error and exited 0),
/// with one line, a non-zero exit and the file as it was; and a server that answered any request
/// with an error exits non-zero.
@Suite struct SyncRequestBoundsTests: FileCommandSuite {
    let directory: TemporaryFolder
    let db: String

    init() throws {
        directory = try TemporaryFolder()
        db = try Self.clubNight(in: directory)
    }

    static let greeting = Data("scorekeeper sync frames 4\n".utf8)

    /// A message of JSON in frames of at most 1 MiB: type 1 for more, 2 for the last.
    static func message(_ json: String) -> Data {
        let bytes = Array(json.utf8)
        var data = Data()
        var offset = 0
        repeat {
            let count = min(1 << 20, bytes.count - offset)
            let last = offset + count == bytes.count
            data.append(contentsOf: [last ? 2 : 1, UInt8(count >> 24 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)])
            data.append(contentsOf: bytes[offset..<(offset + count)])
            offset += count
        } while offset < bytes.count
        return data
    }

    /// `count` distinct, valid game ids as a JSON list.
    static func ids(_ count: Int) -> String {
        "[" + (0..<count).map { #""00000000-0000-4000-8000-\#(String(format: "%012x", $0))""# }.joined(separator: ",") + "]"
    }

    func refused(_ json: String, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try databaseDump(db)
        let result = try CommandRunner.scorekeeper(["sync-serve", "--db", db], stdin: Self.greeting + Self.message(json))
        #expect(result.status == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        let error = result.stderr.trimmingCharacters(in: .newlines)
        #expect(!error.contains("\n") && error.contains(reason), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(try databaseDump(db) == before, sourceLocation: sourceLocation)
    }

    @Test func aRequestForTheRowsOfOneGameTooManyIsRefused() throws {
        try refused(#"{"operation":"rows","games":\#(Self.ids(1_001))}"#, saying: "at most 1000")
    }

    /// 200,000 ids (9 MB in 9 frames): refused while decoding, past the 1,000th.
    @Test func aHostileRequestForRowsIsRefusedAsItIsRead() throws {
        try refused(#"{"operation":"rows","games":\#(Self.ids(200_000))}"#, saying: "asks for more than 1000 games at once")
    }

    @Test func aRequestForTwoPhotosAtOnceIsRefused() throws {
        try refused(#"{"operation":"photos","photos":\#(Self.ids(2))}"#, saying: "more than 1 photos at once")
    }

    /// The most a request may name is answered (ids of no game: the answer is the tombstones).
    @Test func aRequestForTheRowsOfAThousandGamesIsAnswered() throws {
        let result = try CommandRunner.scorekeeper(["sync-serve", "--db", db],
                                                   stdin: Self.greeting + Self.message(#"{"operation":"rows","games":\#(Self.ids(1_000))}"#))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("\"rows\""), "\(result.stdout.prefix(200))")
    }

    /// A valid request the file refuses (a stamp far ahead of this clock) is answered with the
    /// error, and the server exits 1 with it, as the client does.
    @Test func aServerThatAnsweredAnErrorExitsNonZero() throws {
        let game = #"{"id":"00000000-0000-4000-8000-000000000001","title":"Ahead","createdAt":"2999-01-01 00:00:00.000","updatedAt":"2999-01-01 00:00:00.000","lowestWins":false,"currentRound":1,"clockElapsed":0,"dealerRotates":false,"playerClocks":false}"#
        let apply = #"{"operation":"apply","changes":{"tombstones":{},"games":[\#(game)],"players":[],"changes":[],"photoStamps":[],"people":[],"photos":[]}}"#
        try refused(apply, saying: "clock is more than a day ahead")
    }
}
