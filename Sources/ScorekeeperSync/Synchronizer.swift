import Foundation
import ScorekeeperStore

/// One side of a sync as the synchronizer sees it: something that answers protocol requests
/// (this process's own file, another file, or `scorekeeper sync-serve` at the end of `ssh`).
public protocol SyncPeer: AnyObject {
    /// Sends one request and returns the answer; `bytes` counts the frames each way.
    func send(_ request: SyncRequest) throws -> SyncResponse
    var bytesSent: Int { get }
    var bytesReceived: Int { get }
    /// The wall clock of the file behind this side when it is in this process (its database's),
    /// nil for a side elsewhere: a sync judges stamps by the clock of the side it runs on.
    var wallClock: WallClock? { get }
}

/// A file opened in this process, spoken to through the same frames as a remote one (an
/// in-memory pipe each way, the same encoder, checks and decoder as over `ssh`), so tests
/// exercise the wire and the bytes counted are the bytes `ssh` would carry.
public final class LocalSyncPeer: SyncPeer {
    let database: AppDatabase
    private let requests = SyncMemoryPipe()
    private let responses = SyncMemoryPipe()
    private let requestWriter: SyncFrameWriter
    private let requestReader: SyncFrameReader
    private let responseWriter: SyncFrameWriter
    private let responseReader: SyncFrameReader
    public var bytesSent: Int { requestWriter.bytesWritten }
    public var bytesReceived: Int { responseReader.bytesRead }
    public var wallClock: WallClock? { database.wallClock }

    public init(database: AppDatabase) {
        self.database = database
        requestWriter = SyncFrameWriter(requests)
        requestReader = SyncFrameReader(requests)
        responseWriter = SyncFrameWriter(responses)
        responseReader = SyncFrameReader(responses)
    }

    private var greeted = false

    public func send(_ request: SyncRequest) throws -> SyncResponse {
        if !greeted {
            try requestWriter.greet()
            _ = try SyncChannel.acceptGreeting(reader: requestReader, sink: responses)
            greeted = true
        }
        try requestWriter.write(request)
        try SyncChannel.answerOne(database, reader: requestReader, writer: responseWriter)
        return try SyncChannel.exchangeAnswer(reader: responseReader)
    }
}

/// Runs a sync between two peers: by the watermarks both files keep, each side's rows changed
/// since the other last had them (an indexed range read per table); without them, by digests,
/// the rows of the games that differ. Then each side merges the other's rows in one transaction,
/// the photos a side still needs travel and land one at a time, and last the watermarks are
/// kept on both sides.
///
/// A watermark only moves once the side it speaks for has committed what it covers, in a
/// transaction after it: an interrupted sync leaves the old watermarks, and the next run sends
/// those rows again (merging is idempotent) and never skips one.
public enum Synchronizer {
    /// `here` is the file in this process, whose clock is this machine's: no stamp from either
    /// side may pass it by more than `AppDatabase.clockTolerance`. `name` is the other copy as the
    /// user gave it (for messages).
    public static func run(_ here: SyncPeer, _ there: SyncPeer, name: String = "The other copy") throws -> SyncReport {
        guard let clock = here.wallClock else {
            throw ScorekeeperError.other("A sync runs from a file on this machine.")
        }
        let now = clock.now()
        let states = try greet(here, there)
        let plan: Plan
        if let start = incrementalStart(states.here, states.there) {
            plan = try changedSince(start, here, there, states)
        } else {
            plan = try differingByDigests(here, there)
        }
        // A clock more than a day ahead is refused before either side applies anything.
        if let problem = plan.toHere.clockProblem(now: now, peer: name) ?? plan.toThere.clockProblem(now: now, peer: "This copy") {
            throw ScorekeeperError.other(problem)
        }
        var report = SyncReport()
        report.incremental = plan.incremental
        report.conflicts = plan.conflicts
        report.tournamentConflicts = plan.tournamentConflicts
        var merges = Merges()
        // What has committed so far: a step that fails after it must not say "nothing was changed".
        var progress = SyncProgress(other: name)
        do {
            try mergeRows(plan, here, there, report: &report, merges: &merges, progress: &progress)
            try movePhotos(plan, here, there, report: &report, merges: &merges, progress: &progress)
        } catch {
            throw progress.stopped(by: error)
        }
        try recordWatermarks(plan, here, there, states, report: report, merges: merges)
        // The copy `sync` runs on is a file in this process: the conflicts are named as it reads now.
        let skipped = Set((report.mergedHere.skipped + report.mergedThere.skipped).map(\.gameID))
        report.conflicts = try (here as? LocalSyncPeer)?.database.settled(report.conflicts, skipped: skipped) ?? report.conflicts
        report.tournamentConflicts = try (here as? LocalSyncPeer)?.database.settled(report.tournamentConflicts) ?? report.tournamentConflicts
        report.sent.protocolBytes = there.bytesSent
        report.received.protocolBytes = there.bytesReceived
        return report
    }

    /// What a sync sends each way, found from both sides' rows, and each side's version when
    /// its rows were read.
    struct Plan {
        var toHere = SyncChanges()
        var toThere = SyncChanges()
        var versionHere: Int
        var versionThere: Int
        var incremental: Bool
        var conflicts: [SyncConflict] = []
        var tournamentConflicts: [SyncTournamentConflict] = []
    }

    /// Each side's merges as they committed (`known` moves a watermark past them), and the
    /// photos each side still wants after its rows merged.
    struct Merges {
        var here: [SyncApplied] = []
        var there: [SyncApplied] = []
        var wantedHere: [Player.ID] = []
        var wantedThere: [Player.ID] = []
    }

    /// Both sides' `hello`: the same migrations, then each file's id, version and watermarks.
    private static func greet(_ here: SyncPeer, _ there: SyncPeer) throws -> (here: SyncFileState, there: SyncFileState) {
        let helloHere = try answer(here, .hello, \.helloAnswer)
        let helloThere = try answer(there, .hello, \.helloAnswer)
        let (mine, theirs) = (helloHere.migrations, helloThere.migrations)
        guard mine == theirs else {
            throw ScorekeeperError.other("Both files must be at the same version to sync (this side has \(mine.count) migrations, the other \(theirs.count)); update Scorekeeper and open each file once.")
        }
        guard let stateHere = helloHere.state, let stateThere = helloThere.state else { throw notTheProtocol }
        return (stateHere, stateThere)
    }

    /// By the watermarks: each side's rows changed since the other last had them.
    private static func changedSince(_ start: (here: Int, there: Int), _ here: SyncPeer, _ there: SyncPeer,
                                     _ states: (here: SyncFileState, there: SyncFileState)) throws -> Plan {
        let changedHere = try answer(here, .since(version: start.here), \.sinceAnswer)
        let changedThere = try answer(there, .since(version: start.there), \.sinceAnswer)
        let (rowsHere, rowsThere) = (changedHere.rows, changedThere.rows)
        var plan = Plan(versionHere: changedHere.version, versionThere: changedThere.version, incremental: true)
        plan.toThere.merge(rowsOnly: rowsHere, minus: rowsThere)
        plan.toHere.merge(rowsOnly: rowsThere, minus: rowsHere)
        plan.toThere.tombstones = rowsHere.tombstones.filter { rowsThere.tombstones[$0.key] == nil }
        plan.toHere.tombstones = rowsThere.tombstones.filter { rowsHere.tombstones[$0.key] == nil }
        let sinceHere = states.here.peers.first { $0.peer == states.there.fileID }?.clock
        let sinceThere = states.there.peers.first { $0.peer == states.here.fileID }?.clock
        plan.conflicts = SyncConflicts.find(here: rowsHere, there: rowsThere, sinceHere: sinceHere, sinceThere: sinceThere)
        plan.tournamentConflicts = SyncTournamentConflicts.find(here: rowsHere.tournaments, there: rowsThere.tournaments,
                                                                sinceHere: sinceHere, sinceThere: sinceThere)
        return plan
    }

    /// By digests: every row of the games, people and tournaments whose digests differ.
    private static func differingByDigests(_ here: SyncPeer, _ there: SyncPeer) throws -> Plan {
        let answerHere = try answer(here, .digest, \.digestAnswer)
        let answerThere = try answer(there, .digest, \.digestAnswer)
        let (digestHere, digestThere) = (answerHere.digest, answerThere.digest)
        var plan = Plan(versionHere: answerHere.version, versionThere: answerThere.version, incremental: false)
        let tombstones = digestHere.tombstones.merging(digestThere.tombstones) { first, _ in first }
        let games = differing(digestHere.games, digestThere.games).filter { tombstones[$0] == nil }
        let people = differing(digestHere.people, digestThere.people)
        // A tournament deleted on either side is not asked for: its tombstone goes across below.
        let deleted = Set((digestHere.tournamentTombstones + digestThere.tournamentTombstones).map(\.id))
        let tournaments = differing(digestHere.tournaments, digestThere.tournaments).filter { !deleted.contains($0) }
        if !games.isEmpty || !people.isEmpty || !tournaments.isEmpty {
            // As many requests as a server takes ids in one (`SyncValidation.maximumIDs`, games,
            // people and tournaments together).
            var rowsHere = SyncChanges()
            var rowsThere = SyncChanges()
            let step = SyncValidation.maximumIDs
            let keys = games.map { (kind: RowsKind.game, id: $0) } + people.map { (kind: RowsKind.person, id: $0) }
                + tournaments.map { (kind: RowsKind.tournament, id: $0) }
            for start in stride(from: 0, to: keys.count, by: step) {
                let chunk = keys[start..<min(start + step, keys.count)]
                func ids(_ kind: RowsKind) -> [String] { chunk.filter { $0.kind == kind }.map(\.id) }
                let request = SyncRequest.rows(games: ids(.game), people: ids(.person), tournaments: ids(.tournament))
                rowsHere.append(try answer(here, request, \.rowsAnswer))
                rowsThere.append(try answer(there, request, \.rowsAnswer))
            }
            plan.toThere.merge(rowsOnly: rowsHere, minus: rowsThere)
            plan.toHere.merge(rowsOnly: rowsThere, minus: rowsHere)
            plan.conflicts = SyncConflicts.find(here: rowsHere, there: rowsThere, sinceHere: nil, sinceThere: nil)
            plan.tournamentConflicts = SyncTournamentConflicts.find(here: rowsHere.tournaments, there: rowsThere.tournaments,
                                                                    sinceHere: nil, sinceThere: nil)
        }
        plan.toThere.tombstones = digestHere.tombstones.filter { digestThere.tombstones[$0.key] == nil }
        plan.toHere.tombstones = digestThere.tombstones.filter { digestHere.tombstones[$0.key] == nil }
        // Tournament tombstones travel whole, as the rows do: the same one stamped apart merges.
        plan.toThere.tournaments.tombstones = Array(Set(digestHere.tournamentTombstones).subtracting(digestThere.tournamentTombstones))
        plan.toHere.tournaments.tombstones = Array(Set(digestThere.tournamentTombstones).subtracting(digestHere.tournamentTombstones))
        return plan
    }

    /// What a key a `rows` request names is the id of.
    private enum RowsKind { case game, person, tournament }

    /// The keys whose digests differ (or that one side lacks), sorted.
    private static func differing(_ mine: [String: String], _ theirs: [String: String]) -> [String] {
        Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
    }

    /// Rows first, each side in one transaction. The side that started merges first: if the
    /// connection drops now, the other side is as before, and the next run sends it everything
    /// again. A photo stamp that arrives without its bytes changes nothing yet.
    private static func mergeRows(_ plan: Plan, _ here: SyncPeer, _ there: SyncPeer, report: inout SyncReport,
                                  merges: inout Merges, progress: inout SyncProgress) throws {
        if !plan.toHere.isEmpty {
            let response = try answer(here, .apply(plan.toHere), \.applyAnswer)
            report.mergedHere = response.merged
            merges.here.append(response.applied)
            merges.wantedHere = response.applied.photosWanted
            progress.here = direction(plan.toHere)
        }
        if !plan.toThere.isEmpty {
            let response = try answer(there, .apply(plan.toThere), \.applyAnswer)
            report.mergedThere = response.merged
            merges.there.append(response.applied)
            merges.wantedThere = response.applied.photosWanted
            progress.there = direction(plan.toThere)
        }
        report.sent = direction(plan.toThere)
        report.received = direction(plan.toHere)
    }

    /// Then photos, one at a time: read from one file, sent as binary frames and applied in a
    /// transaction of its own, after the rows they belong to. Memory holds one photo whatever
    /// their number; a transfer cut short keeps the photos that landed, and the next run finds
    /// their stamps equal and does not send them again.
    private static func movePhotos(_ plan: Plan, _ here: SyncPeer, _ there: SyncPeer, report: inout SyncReport,
                                   merges: inout Merges, progress: inout SyncProgress) throws {
        report.received.photos = 0
        report.sent.photos = 0
        for playerID in merges.wantedHere {
            guard let stamp = plan.toHere.photoStamps.first(where: { $0.playerID == playerID }) else { continue }
            report.received.bytes += try movePhoto(stamp, from: there, to: here, counting: &report.received.photos,
                                                   outcome: &report.mergedHere, applied: &merges.here)
            progress.photosHere = report.received.photos
        }
        for playerID in merges.wantedThere {
            guard let stamp = plan.toThere.photoStamps.first(where: { $0.playerID == playerID }) else { continue }
            report.sent.bytes += try movePhoto(stamp, from: here, to: there, counting: &report.sent.photos,
                                               outcome: &report.mergedThere, applied: &merges.there)
            progress.photosThere = report.sent.photos
        }
    }

    /// Last, the watermarks, each side's in a transaction of its own after every merge
    /// committed. A direction where a game could not merge keeps its old watermark, so the next
    /// run sends those rows again.
    private static func recordWatermarks(_ plan: Plan, _ here: SyncPeer, _ there: SyncPeer,
                                         _ states: (here: SyncFileState, there: SyncFileState),
                                         report: SyncReport, merges: Merges) throws {
        guard states.here.fileID != states.there.fileID else { return }
        let hereToThere = report.mergedThere.skipped.isEmpty ? known(plan.versionHere, merges.here) : nil
        let thereToHere = report.mergedHere.skipped.isEmpty ? known(plan.versionThere, merges.there) : nil
        try record(here, SyncWatermark(peer: states.there.fileID, received: thereToHere, sent: hereToThere), state: states.here)
        try record(there, SyncWatermark(peer: states.here.fileID, received: hereToThere, sent: thereToHere), state: states.there)
    }

    /// Where each side's reading starts when both files keep watermarks for each other: after
    /// the lower of what the sender counts as sent and what the receiver counts as received
    /// (each file's record is true of its own rows, so a copy restored from a backup, whose
    /// records went back with its rows, is sent what it lost). Nil, for digests, when either
    /// lacks one, or a watermark is past the other file's version (a restored backup).
    static func incrementalStart(_ here: SyncFileState, _ there: SyncFileState) -> (here: Int, there: Int)? {
        guard here.fileID != there.fileID,
              let mine = here.peers.first(where: { $0.peer == there.fileID }),
              let theirs = there.peers.first(where: { $0.peer == here.fileID }),
              let sentHere = mine.sent, let receivedHere = mine.received,
              let sentThere = theirs.sent, let receivedThere = theirs.received,
              sentHere <= here.version, receivedThere <= here.version,
              sentThere <= there.version, receivedHere <= there.version else { return nil }
        return (min(sentHere, receivedThere), min(sentThere, receivedHere))
    }

    /// The version of a side up to which the other side now holds all its rows: the version its
    /// rows were read at, moved past each of its merges that began right there (nothing else
    /// wrote in between), since what a merge wrote is what the other side holds too.
    static func known(_ read: Int, _ applied: [SyncApplied]) -> Int {
        var known = read
        for step in applied where step.before == known { known = step.after }
        return known
    }

    /// Keeps a side's watermarks, unless they are the ones it keeps already.
    private static func record(_ peer: SyncPeer, _ watermark: SyncWatermark, state: SyncFileState) throws {
        guard watermark.received != nil || watermark.sent != nil else { return }
        let kept = state.peers.first { $0.peer == watermark.peer }
        // (A copy's new id has no watermarks yet: always recorded, which keeps the id.)
        if let kept, watermark.received ?? kept.received == kept.received, watermark.sent ?? kept.sent == kept.sent { return }
        try answer(peer, .record(watermark: watermark, fileID: state.fileID), \.recordAnswer)
    }

    /// Copies one photo (and its thumbnail) and applies it with its stamp; the bytes moved.
    private static func movePhoto(_ stamp: SyncPhotoStamp, from source: SyncPeer, to destination: SyncPeer,
                                  counting photos: inout Int, outcome: inout SyncOutcome, applied: inout [SyncApplied]) throws -> Int {
        // Removed or changed on the source since its rows were read: that change is past the
        // source's watermark, and the next run carries it.
        guard let photo = try answer(source, .photos([stamp.playerID.lowercasedString]), \.photosAnswer).first,
              photo.playerID == stamp.playerID else { return 0 }
        var one = SyncChanges()
        one.photoStamps = [stamp]
        one.photos = [photo]
        // A game that could not merge is reported with the rest (a photo changes no winner).
        let (merged, step) = try answer(destination, .apply(one), \.applyAnswer)
        applied.append(step)
        outcome.skipped += merged.skipped.filter { skipped in !outcome.skipped.contains { $0.gameID == skipped.gameID } }
        outcome.refusedPhotos += merged.refusedPhotos
        photos += 1
        return photo.imageData.count + (photo.thumbnailData?.count ?? 0)
    }

    /// Sends one request and returns its answer as the case the request asks for (`expected`,
    /// one of `SyncResponse`'s `…Answer`): the other side's error is thrown as it said it, and
    /// any other answer is the one "did not answer the sync protocol", checked here only.
    private static func answer<Answer>(_ peer: SyncPeer, _ request: SyncRequest,
                                       _ expected: (SyncResponse) -> Answer?) throws -> Answer {
        let response = try peer.send(request)
        if case let .failed(error) = response { throw ScorekeeperError.other(error) }
        guard let answer = expected(response) else { throw notTheProtocol }
        return answer
    }

    /// An answer that is not the one its request asks for (or a `hello` without the file's state).
    static var notTheProtocol: ScorekeeperError { .other("The other side did not answer the sync protocol.") }

    private static func direction(_ changes: SyncChanges) -> SyncReport.Direction {
        var direction = SyncReport.Direction()
        guard !changes.isEmpty else { return direction }
        direction.games = changes.games.count
        direction.players = changes.players.count
        direction.changes = changes.changes.count
        direction.photos = changes.photos.count
        direction.tombstones = changes.tombstones.count
        direction.people = changes.people.count
        direction.tournamentRows = changes.tournaments.count
        let rowsOnly = SyncChanges(copying: changes, photos: false)
        direction.bytes = ((try? JSONEncoder().encode(rowsOnly).count) ?? 0)
            + changes.photos.reduce(0) { $0 + $1.imageData.count + ($1.thumbnailData?.count ?? 0) }
        return direction
    }
}

extension SyncChanges {
    init(copying other: SyncChanges, photos: Bool) {
        self = other
        if !photos { self.photos = [] }
    }

    /// Adds the rows of another request's answer (of other games; each answer has every tombstone).
    mutating func append(_ other: SyncChanges) {
        tombstones.merge(other.tombstones) { first, _ in first }
        games += other.games
        players += other.players
        changes += other.changes
        photoStamps += other.photoStamps
        people += other.people
        photos += other.photos
        tournaments.append(other.tournaments)
    }

    /// Adds the rows of `source` that `other` does not have exactly the same.
    mutating func merge(rowsOnly source: SyncChanges, minus other: SyncChanges) {
        let games = Set(other.games)
        self.games = source.games.filter { !games.contains($0) }
        let players = Set(other.players)
        self.players = source.players.filter { !players.contains($0) }
        let changes = Set(other.changes)
        self.changes = source.changes.filter { !changes.contains($0) }
        let people = Set(other.people)
        self.people = source.people.filter { !people.contains($0) }
        self.tournaments = SyncTournamentChanges(source.tournaments, minus: other.tournaments)
        let stamps = Dictionary(other.photoStamps.map { ($0.playerID, $0) }, uniquingKeysWith: { first, _ in first })
        self.photoStamps = source.photoStamps.filter { stamp in
            guard let theirs = stamps[stamp.playerID] else { return true }
            return theirs.yields(to: stamp)
        }
    }
}
