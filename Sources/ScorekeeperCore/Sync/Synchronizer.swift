import Foundation

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
        let helloHere = try answer(here, SyncRequest(.hello))
        let helloThere = try answer(there, SyncRequest(.hello))
        let mine = helloHere.migrations ?? []
        let theirs = helloThere.migrations ?? []
        guard mine == theirs else {
            throw ScorekeeperError.other("Both files must be at the same version to sync (this side has \(mine.count) migrations, the other \(theirs.count)); update Scorekeeper and open each file once.")
        }
        guard let stateHere = helloHere.state, let stateThere = helloThere.state else {
            throw ScorekeeperError.other("The other side did not answer the sync protocol.")
        }
        var report = SyncReport()
        var toThere = SyncChanges()
        var toHere = SyncChanges()
        let versionHere: Int
        let versionThere: Int
        if let start = incrementalStart(stateHere, stateThere) {
            report.incremental = true
            let changedHere = try answer(here, SyncRequest(.since, since: start.here))
            let changedThere = try answer(there, SyncRequest(.since, since: start.there))
            guard let rowsHere = changedHere.rows, let rowsThere = changedThere.rows,
                  let readHere = changedHere.version, let readThere = changedThere.version else {
                throw ScorekeeperError.other("The other side did not answer the sync protocol.")
            }
            (versionHere, versionThere) = (readHere, readThere)
            toThere.merge(rowsOnly: rowsHere, minus: rowsThere)
            toHere.merge(rowsOnly: rowsThere, minus: rowsHere)
            toThere.tombstones = rowsHere.tombstones.filter { rowsThere.tombstones[$0.key] == nil }
            toHere.tombstones = rowsThere.tombstones.filter { rowsHere.tombstones[$0.key] == nil }
            report.conflicts = SyncConflicts.find(here: rowsHere, there: rowsThere,
                                                  sinceHere: stateHere.peers.first { $0.peer == stateThere.fileID }?.clock,
                                                  sinceThere: stateThere.peers.first { $0.peer == stateHere.fileID }?.clock)
        } else {
            let answerHere = try answer(here, SyncRequest(.digest))
            let answerThere = try answer(there, SyncRequest(.digest))
            guard let digestHere = answerHere.digest, let digestThere = answerThere.digest,
                  let readHere = answerHere.version, let readThere = answerThere.version else {
                throw ScorekeeperError.other("The other side did not answer the sync protocol.")
            }
            (versionHere, versionThere) = (readHere, readThere)
            let tombstones = digestHere.tombstones.merging(digestThere.tombstones) { first, _ in first }
            let differing = Set(digestHere.games.keys).union(digestThere.games.keys)
                .filter { digestHere.games[$0] != digestThere.games[$0] && tombstones[$0] == nil }
                .sorted()
            if !differing.isEmpty {
                // As many requests as a server takes ids in one (`SyncValidation.maximumIDs`).
                var rowsHere = SyncChanges()
                var rowsThere = SyncChanges()
                for start in stride(from: 0, to: differing.count, by: SyncValidation.maximumIDs) {
                    let games = Array(differing[start..<min(start + SyncValidation.maximumIDs, differing.count)])
                    rowsHere.append(try answer(here, SyncRequest(.rows, games: games)).rows ?? SyncChanges())
                    rowsThere.append(try answer(there, SyncRequest(.rows, games: games)).rows ?? SyncChanges())
                }
                toThere.merge(rowsOnly: rowsHere, minus: rowsThere)
                toHere.merge(rowsOnly: rowsThere, minus: rowsHere)
                report.conflicts = SyncConflicts.find(here: rowsHere, there: rowsThere, sinceHere: nil, sinceThere: nil)
            }
            toThere.tombstones = digestHere.tombstones.filter { digestThere.tombstones[$0.key] == nil }
            toHere.tombstones = digestThere.tombstones.filter { digestHere.tombstones[$0.key] == nil }
        }
        // A clock more than a day ahead is refused before either side applies anything.
        if let problem = toHere.clockProblem(now: now, peer: name) ?? toThere.clockProblem(now: now, peer: "This copy") {
            throw ScorekeeperError.other(problem)
        }
        // Rows first, each side in one transaction. The side that started merges first: if the
        // connection drops now, the other side is as before, and the next run sends it
        // everything again. A photo stamp that arrives without its bytes changes nothing yet.
        var appliedHere: [SyncApplied] = []
        var appliedThere: [SyncApplied] = []
        var wantedHere: [String] = []
        var wantedThere: [String] = []
        // What has committed so far: a step that fails after it must not say "nothing was changed".
        var merged = SyncProgress(other: name)
        do {
        if !toHere.isEmpty {
            let response = try answer(here, SyncRequest(.apply, changes: toHere))
            report.mergedHere = response.merged ?? SyncOutcome()
            if let applied = response.applied { appliedHere.append(applied); wantedHere = applied.photosWanted }
            merged.here = direction(toHere)
        }
        if !toThere.isEmpty {
            let response = try answer(there, SyncRequest(.apply, changes: toThere))
            report.mergedThere = response.merged ?? SyncOutcome()
            if let applied = response.applied { appliedThere.append(applied); wantedThere = applied.photosWanted }
            merged.there = direction(toThere)
        }
        report.sent = direction(toThere)
        report.received = direction(toHere)
        // Then photos, one at a time: read from one file, sent as binary frames and applied in
        // a transaction of its own, after the rows they belong to. Memory holds one photo
        // whatever their number; a transfer cut short keeps the photos that landed, and the next
        // run finds their stamps equal and does not send them again.
        report.received.photos = 0
        report.sent.photos = 0
        for playerID in wantedHere {
            guard let stamp = toHere.photoStamps.first(where: { $0.playerID == playerID }) else { continue }
            report.received.bytes += try movePhoto(stamp, from: there, to: here, counting: &report.received.photos,
                                                   outcome: &report.mergedHere, applied: &appliedHere)
            merged.photosHere = report.received.photos
        }
        for playerID in wantedThere {
            guard let stamp = toThere.photoStamps.first(where: { $0.playerID == playerID }) else { continue }
            report.sent.bytes += try movePhoto(stamp, from: here, to: there, counting: &report.sent.photos,
                                               outcome: &report.mergedThere, applied: &appliedThere)
            merged.photosThere = report.sent.photos
        }
        } catch {
            throw merged.stopped(by: error)
        }
        // Last, the watermarks, each side's in a transaction of its own after every merge
        // committed. A direction where a game could not merge keeps its old watermark, so the
        // next run sends those rows again.
        if stateHere.fileID != stateThere.fileID {
            let hereToThere = report.mergedThere.skipped.isEmpty ? known(versionHere, appliedHere) : nil
            let thereToHere = report.mergedHere.skipped.isEmpty ? known(versionThere, appliedThere) : nil
            try record(here, SyncWatermark(peer: stateThere.fileID, received: thereToHere, sent: hereToThere), state: stateHere)
            try record(there, SyncWatermark(peer: stateHere.fileID, received: hereToThere, sent: thereToHere), state: stateThere)
        }
        // The copy `sync` runs on is a file in this process: the conflicts are named as it reads now.
        let skipped = Set((report.mergedHere.skipped + report.mergedThere.skipped).map(\.gameID))
        report.conflicts = try (here as? LocalSyncPeer)?.database.settled(report.conflicts, skipped: skipped) ?? report.conflicts
        report.sent.protocolBytes = there.bytesSent
        report.received.protocolBytes = there.bytesReceived
        return report
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
        _ = try answer(peer, SyncRequest(.record, watermark: watermark, fileID: state.fileID))
    }

    /// Copies one photo (and its thumbnail) and applies it with its stamp; the bytes moved.
    private static func movePhoto(_ stamp: SyncPhotoStamp, from source: SyncPeer, to destination: SyncPeer,
                                  counting photos: inout Int, outcome: inout SyncOutcome, applied: inout [SyncApplied]) throws -> Int {
        // Removed or changed on the source since its rows were read: that change is past the
        // source's watermark, and the next run carries it.
        guard let photo = try answer(source, SyncRequest(.photos, photos: [stamp.playerID])).photos?.first,
              photo.playerID == stamp.playerID else { return 0 }
        var one = SyncChanges()
        one.photoStamps = [stamp]
        one.photos = [photo]
        // A game that could not merge is reported with the rest (a photo changes no winner).
        let response = try answer(destination, SyncRequest(.apply, changes: one))
        let merged = response.merged ?? SyncOutcome()
        if let step = response.applied { applied.append(step) }
        outcome.skipped += merged.skipped.filter { skipped in !outcome.skipped.contains { $0.gameID == skipped.gameID } }
        outcome.refusedPhotos += merged.refusedPhotos
        photos += 1
        return photo.imageData.count + (photo.thumbnailData?.count ?? 0)
    }

    private static func answer(_ peer: SyncPeer, _ request: SyncRequest) throws -> SyncResponse {
        let response = try peer.send(request)
        if let error = response.error { throw ScorekeeperError.other(error) }
        return response
    }

    private static func direction(_ changes: SyncChanges) -> SyncReport.Direction {
        var direction = SyncReport.Direction()
        guard !changes.isEmpty else { return direction }
        direction.games = changes.games.count
        direction.players = changes.players.count
        direction.changes = changes.changes.count
        direction.photos = changes.photos.count
        direction.tombstones = changes.tombstones.count
        direction.people = changes.people.count
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
        let stamps = Dictionary(other.photoStamps.map { ($0.playerID, $0) }, uniquingKeysWith: { first, _ in first })
        self.photoStamps = source.photoStamps.filter { stamp in
            guard let theirs = stamps[stamp.playerID] else { return true }
            return theirs.yields(to: stamp)
        }
    }
}
