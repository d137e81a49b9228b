import Foundation
import Testing
import TestSupport
@testable import ScorekeeperStore
@testable import ScorekeeperSync

/// A typed id named by one letter (its code the UUID's last digits), so the ids' text sorts as the
/// letters do.
private func tag<Tag>(_ letter: Character) -> Tagged<Tag, UUID> {
    Tagged(uuidString: String(format: "00000000-0000-0000-0000-%012x", Int(letter.asciiValue!)))!
}

/// The typed protocol: every request and answer survives the wire as the case it was, an
/// operation this build does not know is refused as it is read, a list of ids too long is refused
/// while decoding, and an answer of another case than the request asks for is the one "did not
/// answer the sync protocol" error. And the register tables merge exactly as the hand-written
/// merges did.
@Suite struct SyncProtocolTests {
    static let id = SyncWireTests.id
    static let person = SyncWireTests.person

    static let (x, y): (Person.ID, Person.ID) = (tag("x"), tag("y"))

    static let requests: [SyncRequest] = [
        .hello, .since(version: 42), .digest, .rows(games: [id], people: [person]), .photos([id]),
        .apply(SyncWireTests.validRows()), .record(watermark: SyncWatermark(peer: id, received: 3, sent: nil), fileID: person),
    ]

    static let responses: [SyncResponse] = [
        .hello(migrations: ["v1", "v2"], state: SyncFileState(fileID: id, version: 7, peers: [SyncWatermark(peer: person, received: 1, sent: 2)])),
        .hello(migrations: [], state: nil),
        .since(SyncWireTests.validRows(), version: 9), .digest(SyncDigest(games: [id: "1f"], people: [person: "2e"], tombstones: [:]), version: 3),
        .rows(SyncWireTests.validRows()), .photos([SyncPhoto(playerID: Player.ID(uuidString: id)!, imageData: Data([1, 2, 3]), thumbnailData: nil)]),
        .apply(merged: SyncOutcome(), applied: SyncApplied(before: 1, after: 2, photosWanted: [Player.ID(uuidString: id)!])), .record, .failed("disk full"),
    ]

    @Test func everyRequestAndAnswerSurvivesTheWireAsItsCase() throws {
        for request in Self.requests {
            #expect(try SyncWireTests.roundTrip(request).0 == request, "\(request.operation)")
        }
        for response in Self.responses {
            #expect(try SyncWireTests.roundTrip(response).0 == response, "\(response.operation)")
        }
        // One of each, so a new case cannot go untested here.
        #expect(Set(Self.requests.map(\.operation)) == Set(SyncRequest.Operation.allCases))
        #expect(Set(Self.responses.map(\.operation)) == Set(SyncResponse.Operation.allCases))
    }

    static func read<T: Decodable>(_ type: T.Type, _ json: String) throws -> T? {
        try SyncFrameReader(SyncMemoryPipe(SyncWireTests.frame(2, Array(json.utf8)))).read(type)
    }

    static let unknown: [String] = [
        #"{"operation":"format"}"#, #"{"operation":"Hello"}"#, #"{"games":[]}"#, #"{"operation":null}"#, #"{"operation":3}"#,
    ]

    @Test(arguments: unknown) func anUnknownOperationIsNoRequestAndNoAnswer(json: String) throws {
        let request = #expect(throws: SyncWireError.self) { try Self.read(SyncRequest.self, json) }
        #expect(request?.description.contains("is not a sync request") == true, "\(String(describing: request))")
        let answer = #expect(throws: SyncWireError.self) { try Self.read(SyncResponse.self, json) }
        #expect(answer?.description.contains("is not a sync answer") == true, "\(String(describing: answer))")
    }

    /// A known operation without what it carries is no request either.
    @Test(arguments: [#"{"operation":"since"}"#, #"{"operation":"apply"}"#, #"{"operation":"record","fileID":"x"}"#])
    func aRequestWithoutItsFieldsIsNoRequest(json: String) throws {
        let request = #expect(throws: SyncWireError.self) { try Self.read(SyncRequest.self, json) }
        #expect(request?.description.contains("is not a sync request") == true, "\(String(describing: request))")
    }

    @Test func anAnswerOfProtocol2IsNoAnswer() throws {
        // Answers were objects of optional fields: an error alone, or rows alone, no tag.
        for json in [#"{"error":"disk full"}"#, #"{"rows":{"tombstones":{},"games":[],"players":[],"changes":[],"photoStamps":[],"people":[],"photos":[]}}"#] {
            #expect(throws: SyncWireError.self, "\(json)") { try Self.read(SyncResponse.self, json) }
        }
    }

    /// `count` distinct, valid ids as a JSON list.
    static func ids(_ count: Int) -> String {
        "[" + (0..<count).map { #""00000000-0000-4000-8000-\#(String(format: "%012x", $0))""# }.joined(separator: ",") + "]"
    }

    @Test func aListOfIdsTooLongIsRefusedWhileDecoding() throws {
        let most = SyncValidation.maximumIDs
        let refused = [
            (#"{"operation":"rows","games":\#(Self.ids(most + 1)),"people":[]}"#, "asks for more than \(most) games at once"),
            (#"{"operation":"rows","games":[],"people":\#(Self.ids(most + 1))}"#, "asks for more than \(most) games and people at once"),
            (#"{"operation":"rows","games":\#(Self.ids(600)),"people":\#(Self.ids(most - 599))}"#, "more than \(most) games and people at once"),
            (#"{"operation":"photos","photos":\#(Self.ids(SyncValidation.maximumPhotos + 1))}"#, "more than \(SyncValidation.maximumPhotos) photos at once"),
        ]
        for (json, reason) in refused {
            let error = #expect(throws: SyncWireError.self) { try Self.read(SyncRequest.self, json) }
            #expect(error?.description.contains(reason) == true, "\(String(describing: error))")
        }
        // The most a request may name is read.
        let full = try Self.read(SyncRequest.self, #"{"operation":"rows","games":\#(Self.ids(600)),"people":\#(Self.ids(most - 600))}"#)
        guard case let .rows(games, people, _)? = full else {
            Issue.record("not read as rows: \(String(describing: full))")
            return
        }
        #expect(games.count == 600 && people.count == most - 600)
        try SyncValidation.check(full!)
    }

    /// A peer that answers one kind of request with an answer of another case.
    final class WrongAnswerPeer: SyncPeer {
        let inner: LocalSyncPeer
        let at: SyncRequest.Operation
        var bytesSent: Int { inner.bytesSent }
        var bytesReceived: Int { inner.bytesReceived }
        var wallClock: WallClock? { inner.wallClock }

        init(_ database: AppDatabase, at: SyncRequest.Operation) {
            inner = LocalSyncPeer(database: database)
            self.at = at
        }

        func send(_ request: SyncRequest) throws -> SyncResponse {
            let response = try inner.send(request)
            guard request.operation == at else { return response }
            return request.operation == .record ? .rows(SyncChanges()) : .record
        }
    }

    @Test(arguments: [SyncRequest.Operation.hello, .digest, .rows, .photos, .record])
    func anAnswerOfTheWrongCaseIsTheProtocolError(at operation: SyncRequest.Operation) throws {
        let here = try AppDatabase.empty()
        let there = try AppDatabase.empty()
        let game = try there.createGame(title: "Portraits")
        let ana = try there.addPlayer(gameID: game.id, name: "Ana", score: 2)
        try there.savePhoto(playerID: ana.id, imageData: Data(repeating: 7, count: 500), thumbnailData: nil)
        // Every one of these requests is made of `there` in a first sync, by digests (the photo
        // comes from there, and the watermarks are recorded there).
        let error = #expect(throws: ScorekeeperError.self) {
            try Synchronizer.run(LocalSyncPeer(database: here), WrongAnswerPeer(there, at: operation))
        }
        #expect("\(String(describing: error))".contains("The other side did not answer the sync protocol."), "\(String(describing: error))")
    }

    @Test func aGreetingOfOlderFramesIsToldToUpdate() throws {
        let reader = SyncFrameReader(SyncMemoryPipe(Data("scorekeeper sync frames 2\n".utf8)))
        let wire = #expect(throws: SyncWireError.self) { try reader.greeting() }
        #expect(wire?.olderFrames == 2 && wire?.description.contains("runs an older Scorekeeper") == true
                    && wire?.description.contains("update it to sync") == true, "\(String(describing: wire))")
        #expect(try SyncFrameReader(SyncMemoryPipe(Data(SyncFrames.greeting))).greeting())
        #expect(SyncFrames.greeting == Array("scorekeeper sync frames 4\n".utf8))
    }

    // MARK: The register tables merge as the hand-written merges did

    /// The merges as they were written before the tables, register by register (a change's
    /// amount since with the order of its state, as `mergeChanges` merges states, written out).
    enum Reference {
        static func game(_ a: SyncGame, _ b: SyncGame) -> SyncGame {
            var r = a
            func take(_ mine: Stamped<String>, _ theirs: Stamped<String>, _ copy: () -> Void) { if mine.yields(to: theirs) { copy() } }
            func kind(_ g: SyncGame) -> Stamped<String> { Stamped(stamp: g.kindChangedAt ?? g.createdAt, value: g.kind ?? "") }
            func title(_ g: SyncGame) -> Stamped<String> { Stamped(stamp: g.titleChangedAt ?? g.createdAt, value: g.title) }
            func lowest(_ g: SyncGame) -> Stamped<String> { Stamped(stamp: g.lowestWinsChangedAt ?? g.createdAt, value: g.lowestWins ? "1" : "0") }
            func target(_ g: SyncGame) -> Stamped<String> {
                Stamped(stamp: g.targetScoreChangedAt ?? g.createdAt, value: g.targetScore.map(String.init) ?? "-")
            }
            func rounds(_ g: SyncGame) -> Stamped<String> {
                Stamped(stamp: g.roundCountChangedAt ?? g.createdAt, value: g.roundCount.map(String.init) ?? "-")
            }
            func finish(_ g: SyncGame) -> Stamped<String> {
                Stamped(stamp: g.finishChangedAt ?? g.createdAt, value: "\(g.finishedAt ?? "-")|\(g.announcedWinners ?? "-")")
            }
            take(kind(a), kind(b)) { r.kind = b.kind; r.kindChangedAt = b.kindChangedAt }
            take(title(a), title(b)) { r.title = b.title; r.titleChangedAt = b.titleChangedAt }
            take(lowest(a), lowest(b)) { r.lowestWins = b.lowestWins; r.lowestWinsChangedAt = b.lowestWinsChangedAt }
            take(target(a), target(b)) { r.targetScore = b.targetScore; r.targetScoreChangedAt = b.targetScoreChangedAt }
            take(rounds(a), rounds(b)) { r.roundCount = b.roundCount; r.roundCountChangedAt = b.roundCountChangedAt }
            take(finish(a), finish(b)) { r.finishedAt = b.finishedAt; r.finishChangedAt = b.finishChangedAt; r.announcedWinners = b.announcedWinners }
            r.currentRound = max(a.currentRound, b.currentRound)
            r.updatedAt = max(a.updatedAt, b.updatedAt)
            return r
        }

        static func change(_ a: SyncScoreChange, _ b: SyncScoreChange) -> SyncScoreChange {
            var r = a
            if Stamped(stamp: a.stateChangedAt ?? a.createdAt, value: a.state).yields(to: Stamped(stamp: b.stateChangedAt ?? b.createdAt, value: b.state)) {
                r.state = b.state
                r.stateChangedAt = b.stateChangedAt
            }
            // Two rows of one correction stamp: a deleted row's amount, else the later state's,
            // then the larger.
            func order(_ c: SyncScoreChange) -> (String, Int, String, Int) {
                (c.correctedAt ?? "", c.state == "deleted" ? 1 : 0, c.stateChangedAt ?? c.createdAt, c.amount)
            }
            if order(b) > order(a) {
                r.amount = b.amount
                r.correctedAt = b.correctedAt
            }
            return r
        }

        static func person(_ a: SyncPerson, _ b: SyncPerson) -> SyncPerson {
            var r = a
            if Stamped(stamp: a.nameChangedAt, value: a.name).yields(to: Stamped(stamp: b.nameChangedAt, value: b.name)) {
                r.name = b.name
                r.nameChangedAt = b.nameChangedAt
            }
            if Stamped(stamp: a.colourChangedAt, value: a.colour).yields(to: Stamped(stamp: b.colourChangedAt, value: b.colour)) {
                r.colour = b.colour
                r.colourChangedAt = b.colourChangedAt
            }
            if Stamped(stamp: a.mergedAt ?? "", value: a.mergedInto?.lowercasedString ?? "")
                .yields(to: Stamped(stamp: b.mergedAt ?? "", value: b.mergedInto?.lowercasedString ?? "")) {
                r.mergedInto = b.mergedInto
                r.mergedAt = b.mergedAt
            }
            if Stamped(stamp: a.deletedAt ?? "", value: a.deletedAt ?? "").yields(to: Stamped(stamp: b.deletedAt ?? "", value: b.deletedAt ?? "")) {
                r.deletedAt = b.deletedAt
            }
            r.createdAt = min(a.createdAt, b.createdAt)
            return r
        }

        static func player(_ a: SyncPlayer, _ b: SyncPlayer) -> SyncPlayer {
            var r = a
            if Stamped(stamp: a.nameChangedAt ?? a.createdAt, value: a.name).yields(to: Stamped(stamp: b.nameChangedAt ?? b.createdAt, value: b.name)) {
                r.name = b.name
                r.nameChangedAt = b.nameChangedAt
            }
            if Stamped(stamp: a.personChangedAt ?? a.createdAt, value: a.personID?.lowercasedString ?? "")
                .yields(to: Stamped(stamp: b.personChangedAt ?? b.createdAt, value: b.personID?.lowercasedString ?? "")) {
                r.personID = b.personID
                r.personChangedAt = b.personChangedAt
            }
            return r
        }
    }

    /// Few stamps and few values, so ties (equal stamps, a nil stamp equal to the creation) are common.
    struct Maker {
        var random: SeededRandom
        let stamps = ["2026-01-01 00:00:00.000", "2026-01-01 00:00:00.001", "2026-01-02 00:00:00.000"]
        mutating func stamp() -> String { stamps.randomElement(using: &random)! }
        mutating func maybeStamp() -> String? { Bool.random(using: &random) ? nil : stamp() }
        mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

        mutating func game() -> SyncGame {
            SyncGame(id: tag("g"), title: pick(["A", "B"]), createdAt: stamp(), updatedAt: stamp(), titleChangedAt: maybeStamp(),
                     lowestWins: pick([true, false]), targetScore: pick([nil, 9, 10]), roundCount: pick([nil, 3, 12]),
                     lowestWinsChangedAt: maybeStamp(), targetScoreChangedAt: maybeStamp(), roundCountChangedAt: maybeStamp(),
                     currentRound: pick([1, 2, 3]), finishedAt: maybeStamp(), finishChangedAt: maybeStamp(),
                     announcedWinners: pick([nil, "", "a", "a,b"]), kind: pick([nil, "Poker", "Hearts"]), kindChangedAt: maybeStamp())
        }

        mutating func change() -> SyncScoreChange {
            SyncScoreChange(id: tag("c"), gameID: tag("g"), playerID: tag("p"), amount: pick([9, 10, -3]), originalAmount: 1, kind: "add", round: 1,
                            createdAt: stamp(), state: pick(["live", "undone", "deleted"]), stateChangedAt: maybeStamp(), correctedAt: maybeStamp())
        }

        mutating func person() -> SyncPerson {
            let merged = pick([nil, SyncProtocolTests.x, SyncProtocolTests.y])
            return SyncPerson(id: tag("h"), name: pick(["Ana", "Bo"]), colour: pick(["teal", "red"]), createdAt: stamp(), nameChangedAt: stamp(),
                              colourChangedAt: stamp(), mergedInto: merged, mergedAt: merged == nil ? nil : stamp(), deletedAt: maybeStamp())
        }

        mutating func player() -> SyncPlayer {
            SyncPlayer(id: tag("p"), gameID: tag("g"), name: pick(["Ana", "Bo"]), createdAt: stamp(), nameChangedAt: maybeStamp(),
                       personID: pick([nil, SyncProtocolTests.x, SyncProtocolTests.y]), personChangedAt: maybeStamp())
        }
    }

    @Test func theTablesMergeExactlyAsTheHandWrittenMergesDid() {
        var maker = Maker(random: SeededRandom(seed: 2026))
        for _ in 0..<3_000 {
            let (a, b) = (maker.game(), maker.game())
            #expect(a.merged(with: b) == Reference.game(a, b), "\(a) \(b)")
            let (c, d) = (maker.change(), maker.change())
            #expect(c.merged(with: d) == Reference.change(c, d), "\(c) \(d)")
            let (e, f) = (maker.person(), maker.person())
            #expect(e.merged(with: f) == Reference.person(e, f), "\(e) \(f)")
            let (g, h) = (maker.player(), maker.player())
            #expect(g.merged(with: h) == Reference.player(g, h), "\(g) \(h)")
        }
    }

    /// Every stamp column of a row is in its table or its fixed stamps: a register added without
    /// an entry would go unchecked against the clock.
    @Test func everyStampOfARowIsCheckedAgainstTheClock() {
        var maker = Maker(random: SeededRandom(seed: 1))
        var game = maker.game()
        (game.titleChangedAt, game.lowestWinsChangedAt, game.targetScoreChangedAt, game.roundCountChangedAt) = ("t1", "t2", "t3", "t4")
        (game.finishChangedAt, game.finishedAt, game.kindChangedAt, game.createdAt, game.updatedAt) = ("t5", "t6", "t7", "t8", "t9")
        (game.seatingChangedAt, game.turnChangedAt, game.clockChangedAt, game.clockRunningSince) = ("t10", "t11", "t12", "t13")
        (game.dealerRotatesChangedAt, game.turnLimitChangedAt, game.playerClocksChangedAt, game.roundTotalsChangedAt) = ("t14", "t15", "t16", "t17")
        #expect(Set(game.stamps.compactMap { $0 }) == Set((1...17).map { "t\($0)" }))
        var change = maker.change()
        (change.createdAt, change.stateChangedAt, change.correctedAt, change.roundChangedAt, change.roundConflictChangedAt) = ("t1", "t2", "t3", "t4", "t5")
        #expect(Set(change.stamps.compactMap { $0 }) == ["t1", "t2", "t3", "t4", "t5"])
        var player = maker.player()
        (player.createdAt, player.nameChangedAt, player.personChangedAt, player.clockTimeChangedAt) = ("t1", "t2", "t3", "t4")
        #expect(Set(player.stamps.compactMap { $0 }) == ["t1", "t2", "t3", "t4"])
        var person = maker.person()
        (person.createdAt, person.nameChangedAt, person.colourChangedAt, person.mergedAt, person.deletedAt) = ("t1", "t2", "t3", "t4", "t5")
        #expect(Set(person.stamps.compactMap { $0 }) == ["t1", "t2", "t3", "t4", "t5"])
    }

    /// The fields a register's `take` copies from `other` into `row` (every field of the two differs).
    static func copied<Row: Codable>(_ register: SyncRegister<Row>, _ row: Row, _ other: Row) throws -> Set<String> {
        var taken = row
        register.take(&taken, other)
        let encoder = JSONEncoder()
        func fields(_ value: Row) throws -> [String: String] {
            let object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Any])
            return object.mapValues { "\($0)" }
        }
        let (before, after) = (try fields(row), try fields(taken))
        return Set(before.keys.filter { before[$0] != after[$0] }).union(after.keys.filter { before[$0] == nil })
    }

    /// Each register copies its own column and stamp, and no field belongs to two registers.
    @Test func eachRegisterCopiesItsColumnAndNoOtherRegistersField() throws {
        // `selfStamped`: registers whose one column is both the value and its stamp (a deletion).
        func check<Row: SyncRow & Codable>(_ a: Row, _ b: Row, expecting columns: [String], selfStamped: Set<String> = []) throws {
            #expect(Row.registers.map(\.column) == columns)
            var seen: Set<String> = []
            for register in Row.registers {
                let fields = try Self.copied(register, a, b)
                if selfStamped.contains(register.column) {
                    #expect(fields == [register.column], "\(register.column): \(fields)")
                } else {
                    #expect(fields.contains(register.column) && fields.count >= 2, "\(register.column): \(fields)")
                }
                #expect(seen.isDisjoint(with: fields), "\(register.column): \(fields) shared")
                seen.formUnion(fields)
            }
        }
        let (s1, s2, s3) = ("2026-01-01 00:00:00.000", "2026-01-02 00:00:00.000", "2026-01-03 00:00:00.000")
        let a = SyncGame(id: tag("g"), title: "A", createdAt: s1, updatedAt: s1, titleChangedAt: s1, lowestWins: false, targetScore: 9,
                         roundCount: 3, lowestWinsChangedAt: s1, targetScoreChangedAt: s1, roundCountChangedAt: s1, currentRound: 1,
                         finishedAt: s1, finishChangedAt: s1, announcedWinners: "x", kind: "Poker", kindChangedAt: s1,
                         seating: "a", seatingChangedAt: s1, turnPlayerID: tag("x"), turnStartedAt: 1,
                         turnChangedAt: s1, clockElapsed: 1, clockRunningSince: s1, clockChangedAt: s1, dealerRotates: false,
                         dealerRotatesChangedAt: s1, turnLimit: 60, turnLimitChangedAt: s1, playerClocks: false, playerClocksChangedAt: s1,
                         roundTotals: "26", roundTotalsChangedAt: s1)
        let b = SyncGame(id: tag("h"), title: "B", createdAt: s2, updatedAt: s2, titleChangedAt: s2, lowestWins: true, targetScore: 10,
                         roundCount: 4, lowestWinsChangedAt: s2, targetScoreChangedAt: s2, roundCountChangedAt: s2, currentRound: 2,
                         finishedAt: s2, finishChangedAt: s3, announcedWinners: "y", kind: "Hearts", kindChangedAt: s2,
                         seating: "b", seatingChangedAt: s2, turnPlayerID: tag("y"), turnStartedAt: 2,
                         turnChangedAt: s2, clockElapsed: 2, clockRunningSince: s2, clockChangedAt: s2, dealerRotates: true,
                         dealerRotatesChangedAt: s2, turnLimit: 90, turnLimitChangedAt: s2, playerClocks: true, playerClocksChangedAt: s2,
                         roundTotals: "78", roundTotalsChangedAt: s2)
        try check(a, b, expecting: ["title", "lowestWins", "targetScore", "roundCount", "finishedAt", "kind", "seating", "turnPlayerID",
                                    "clockElapsed", "dealerRotates", "turnLimit", "playerClocks", "roundTotals"])
        try check(SyncPlayer(id: tag("p"), gameID: tag("g"), name: "A", createdAt: s1, nameChangedAt: s1, personID: Self.x, personChangedAt: s1,
                             clockTime: 1, clockTimeChangedAt: s1),
                  SyncPlayer(id: tag("q"), gameID: tag("h"), name: "B", createdAt: s2, nameChangedAt: s2, personID: Self.y, personChangedAt: s2,
                             clockTime: 2, clockTimeChangedAt: s2),
                  expecting: ["name", "personID", "clockTime"])
        try check(SyncScoreChange(id: tag("c"), gameID: tag("g"), playerID: tag("p"), amount: 1, originalAmount: 1, kind: "add", round: 1, createdAt: s1,
                                  state: "live", stateChangedAt: s1, correctedAt: s1, roundChangedAt: s1, roundConflict: "x",
                                  roundConflictChangedAt: s1),
                  SyncScoreChange(id: tag("d"), gameID: tag("h"), playerID: tag("q"), amount: 2, originalAmount: 2, kind: "set", round: 2, createdAt: s2,
                                  state: "undone", stateChangedAt: s2, correctedAt: s2, roundChangedAt: s2, roundConflict: "y",
                                  roundConflictChangedAt: s2),
                  expecting: ["state", "amount", "round", "roundConflict"])
        try check(SyncPerson(id: tag("h"), name: "A", colour: "teal", createdAt: s1, nameChangedAt: s1, colourChangedAt: s1, mergedInto: Self.x, mergedAt: s1,
                             deletedAt: s1),
                  SyncPerson(id: tag("i"), name: "B", colour: "red", createdAt: s2, nameChangedAt: s2, colourChangedAt: s2, mergedInto: Self.y, mergedAt: s2,
                             deletedAt: s3),
                  expecting: ["name", "colour", "mergedInto", "deletedAt"], selfStamped: ["deletedAt"])
        try check(SyncPhotoStamp(playerID: tag("p"), changedAt: s1, present: true, sha256: "a"),
                  SyncPhotoStamp(playerID: tag("q"), changedAt: s2, present: false, sha256: nil), expecting: ["present"])
    }
}
