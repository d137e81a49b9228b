import Foundation

/// One side of a sync as the synchronizer sees it: something that answers protocol requests
/// (this process's own file, another file, or `scorekeeper sync-serve` at the end of `ssh`).
public protocol SyncPeer: AnyObject {
    /// Sends one request and returns the answer; `bytes` counts the frames each way.
    func send(_ request: SyncRequest) throws -> SyncResponse
    var bytesSent: Int { get }
    var bytesReceived: Int { get }
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
        _ = try SyncChannel.answerOne(database, reader: requestReader, writer: responseWriter)
        return try SyncChannel.exchangeAnswer(reader: responseReader)
    }
}

/// Runs a sync between two peers: digests, then the rows of the games that differ, then each
/// side merges the other's rows in one transaction, then the photos each side lacks travel and
/// land one at a time.
///
/// Stateless: nothing is remembered between runs, so an interrupted sync (either side's
/// transaction is all or nothing) is completed by running it again, and a run right after
/// another finds equal digests and moves no rows.
public enum Synchronizer {
    /// `name` is the other copy as the user gave it (for messages); `now` this machine's clock,
    /// which no stamp from either side may pass by more than `AppDatabase.clockTolerance`.
    public static func run(_ here: SyncPeer, _ there: SyncPeer, name: String = "The other copy", now: Date = Date()) throws -> SyncReport {
        let mine = try answer(here, SyncRequest(.hello)).migrations ?? []
        let theirs = try answer(there, SyncRequest(.hello)).migrations ?? []
        guard mine == theirs else {
            throw ScorekeeperError.other("Both files must be at the same version to sync (this side has \(mine.count) migrations, the other \(theirs.count)); update Scorekeeper and open each file once.")
        }
        guard let digestHere = try answer(here, SyncRequest(.digest)).digest,
              let digestThere = try answer(there, SyncRequest(.digest)).digest else {
            throw ScorekeeperError.other("The other side did not answer the sync protocol.")
        }
        let tombstones = digestHere.tombstones.merging(digestThere.tombstones) { first, _ in first }
        let differing = Set(digestHere.games.keys).union(digestThere.games.keys)
            .filter { digestHere.games[$0] != digestThere.games[$0] && tombstones[$0] == nil }
            .sorted()
        var report = SyncReport()
        var toThere = SyncChanges()
        var toHere = SyncChanges()
        toThere.tombstones = digestHere.tombstones.filter { digestThere.tombstones[$0.key] == nil }
        toHere.tombstones = digestThere.tombstones.filter { digestHere.tombstones[$0.key] == nil }
        if !differing.isEmpty {
            let rowsHere = try answer(here, SyncRequest(.rows, games: differing)).rows ?? SyncChanges()
            let rowsThere = try answer(there, SyncRequest(.rows, games: differing)).rows ?? SyncChanges()
            toThere.merge(rowsOnly: rowsHere, minus: rowsThere)
            toHere.merge(rowsOnly: rowsThere, minus: rowsHere)
        }
        // A clock more than a day ahead is refused before either side applies anything.
        if let problem = toHere.clockProblem(now: now, peer: name) ?? toThere.clockProblem(now: now, peer: "This copy") {
            throw ScorekeeperError.other(problem)
        }
        // Rows first, each side in one transaction. The side that started merges first: if the
        // connection drops now, the other side is as before, and the next run sends it
        // everything again. A photo stamp that arrives without its bytes changes nothing yet.
        if !toHere.isEmpty { report.mergedHere = try answer(here, SyncRequest(.apply, changes: toHere)).merged ?? SyncOutcome() }
        if !toThere.isEmpty { report.mergedThere = try answer(there, SyncRequest(.apply, changes: toThere)).merged ?? SyncOutcome() }
        report.sent = direction(toThere)
        report.received = direction(toHere)
        // Then photos, one at a time: read from one file, sent as binary frames and applied in
        // a transaction of its own, after the rows they belong to. Memory holds one photo
        // whatever their number; a transfer cut short keeps the photos that landed, and the next
        // run finds their stamps equal and does not send them again.
        report.received.photos = 0
        report.sent.photos = 0
        for stamp in toHere.photoStamps where stamp.present {
            report.received.bytes += try movePhoto(stamp, from: there, to: here, counting: &report.received.photos,
                                                   outcome: &report.mergedHere)
        }
        for stamp in toThere.photoStamps where stamp.present {
            report.sent.bytes += try movePhoto(stamp, from: here, to: there, counting: &report.sent.photos,
                                               outcome: &report.mergedThere)
        }
        report.sent.protocolBytes = there.bytesSent
        report.received.protocolBytes = there.bytesReceived
        return report
    }

    /// Copies one photo (and its thumbnail) and applies it with its stamp; the bytes moved.
    private static func movePhoto(_ stamp: SyncPhotoStamp, from source: SyncPeer, to destination: SyncPeer,
                                  counting photos: inout Int, outcome: inout SyncOutcome) throws -> Int {
        // Removed on the source since its rows were read: the next run carries the removal.
        guard let photo = try answer(source, SyncRequest(.photos, photos: [stamp.playerID])).photos?.first,
              photo.playerID == stamp.playerID else { return 0 }
        var one = SyncChanges()
        one.photoStamps = [stamp]
        one.photos = [photo]
        // A game that could not merge is reported with the rest (a photo changes no winner).
        let merged = try answer(destination, SyncRequest(.apply, changes: one)).merged ?? SyncOutcome()
        outcome.skipped += merged.skipped.filter { skipped in !outcome.skipped.contains { $0.gameID == skipped.gameID } }
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
            return theirs.register.yields(to: stamp.register)
        }
    }
}
