import Foundation

/// One side of a sync as the synchronizer sees it: something that answers protocol requests
/// (this process's own file, another file, or `scorekeeper sync-serve` at the end of `ssh`).
public protocol SyncPeer: AnyObject {
    /// Sends one request and returns the answer; `bytes` counts the JSON each way.
    func send(_ request: SyncRequest) throws -> SyncResponse
    var bytesSent: Int { get }
    var bytesReceived: Int { get }
}

/// A file opened in this process, spoken to through the same JSON as a remote one, so the bytes
/// counted are the bytes `ssh` would carry.
public final class LocalSyncPeer: SyncPeer {
    let database: AppDatabase
    public private(set) var bytesSent = 0
    public private(set) var bytesReceived = 0

    public init(database: AppDatabase) { self.database = database }

    public func send(_ request: SyncRequest) throws -> SyncResponse {
        let requestData = try JSONEncoder().encode(request)
        bytesSent += requestData.count + 1
        let response = database.handleSync(try JSONDecoder().decode(SyncRequest.self, from: requestData))
        let responseData = try JSONEncoder().encode(response)
        bytesReceived += responseData.count + 1
        return try JSONDecoder().decode(SyncResponse.self, from: responseData)
    }
}

/// Runs a sync between two peers: digests, then the rows of the games that differ, then the
/// photos each side lacks, then each side merges the other's rows in one transaction.
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
            // Photo bytes travel only where the receiver lacks them or has an older stamp.
            let wantedThere = toThere.photoStamps.filter(\.present).map(\.playerID)
            let wantedHere = toHere.photoStamps.filter(\.present).map(\.playerID)
            if !wantedThere.isEmpty { toThere.photos = try answer(here, SyncRequest(.photos, photos: wantedThere)).photos ?? [] }
            if !wantedHere.isEmpty { toHere.photos = try answer(there, SyncRequest(.photos, photos: wantedHere)).photos ?? [] }
        }
        // A clock more than a day ahead is refused before either side applies anything.
        if let problem = toHere.clockProblem(now: now, peer: name) ?? toThere.clockProblem(now: now, peer: "This copy") {
            throw ScorekeeperError.other(problem)
        }
        // The side that started merges first: if the connection drops now, the other side is
        // as before, and the next run sends it everything again.
        if !toHere.isEmpty { report.mergedHere = try answer(here, SyncRequest(.apply, changes: toHere)).merged ?? SyncOutcome() }
        if !toThere.isEmpty { report.mergedThere = try answer(there, SyncRequest(.apply, changes: toThere)).merged ?? SyncOutcome() }
        report.sent = direction(toThere)
        report.received = direction(toHere)
        report.sent.protocolBytes = there.bytesSent
        report.received.protocolBytes = there.bytesReceived
        return report
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
