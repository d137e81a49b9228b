import Foundation
import ScorekeeperStore

/// One photo to attach: which player, and the file.
public struct PhotoAttachment: Sendable {
    public var playerID: Player.ID
    public var path: RawPath

    public init(playerID: Player.ID, path: RawPath) {
        self.playerID = playerID
        self.path = path
    }
}

// Attaching photo files: checked and thumbnailed outside the write lock, then saved.
extension AppDatabase {
    /// Attaches the photo file at `path` to a player: checked and thumbnailed outside the write
    /// lock, then saved (an upsert) in one transaction. Nothing changes when the file is refused.
    public func attachPhoto(playerID: Player.ID, fileAt path: String) throws {
        try attachPhoto(playerID: playerID, fileAt: RawPath(path))
    }

    /// `attachPhoto(playerID:fileAt:)` for a path that may not be valid UTF-8.
    public func attachPhoto(playerID: Player.ID, fileAt path: RawPath) throws {
        let photo = try PhotoImport.prepare(fileAt: path)
        try savePhoto(playerID: playerID, imageData: photo.imageData, thumbnailData: photo.thumbnailData)
    }

    /// Attaches the photo file at `path` to a person, checked and thumbnailed as a player's is.
    public func attachPersonPhoto(personID: Person.ID, fileAt path: RawPath) throws {
        let photo = try PhotoImport.prepare(fileAt: path)
        try savePersonPhoto(personID: personID, imageData: photo.imageData, thumbnailData: photo.thumbnailData)
    }

    /// Attaches several photos using every core: `workers` threads read, check and thumbnail
    /// files (the costly part, a full decode each) while the calling thread saves the ones that
    /// are ready, one transaction each, so preparing never waits for the write lock. A few
    /// photos at most are in memory at once. Returns one result per attachment, in order; a
    /// refused file changes nothing and does not stop the others.
    public func attachPhotos(_ attachments: [PhotoAttachment],
                             workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result<Void, ScorekeeperError>] {
        let results = ResultSlots(count: attachments.count)
        let workerCount = max(1, min(workers, attachments.count))
        let ready = ReadyPhotos(capacity: workerCount)
        let next = AtomicCounter()
        let group = DispatchGroup()
        for _ in 0..<workerCount {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                while true {
                    let index = next.take()
                    guard index < attachments.count else { return }
                    do throws(ScorekeeperError) {
                        ready.put(index: index, photo: try PhotoImport.prepare(fileAt: attachments[index].path))
                    } catch {
                        results.set(index, .failure(error))
                    }
                }
            }
        }
        group.notify(queue: .global()) { ready.finish() }

        while let (index, photo) = ready.take() {
            do {
                try savePhoto(playerID: attachments[index].playerID, imageData: photo.imageData,
                              thumbnailData: photo.thumbnailData)
                results.set(index, .success(()))
            } catch let error as ScorekeeperError {
                results.set(index, .failure(error))
            } catch {
                results.set(index, .failure(.other(error.localizedDescription)))
            }
        }
        return results.values
    }
}

/// Prepared photos waiting to be saved: a bounded queue, so that fast workers wait rather
/// than pile up photos in memory.
private final class ReadyPhotos: @unchecked Sendable {
    // Guarded by `condition`.
    private var items: [(Int, PreparedPhoto)] = []
    private var finished = false
    private let capacity: Int
    private let condition = NSCondition()

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func put(index: Int, photo: PreparedPhoto) {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity { condition.wait() }
        items.append((index, photo))
        condition.broadcast()
    }

    /// No more photos will be put.
    func finish() {
        condition.lock()
        defer { condition.unlock() }
        finished = true
        condition.broadcast()
    }

    /// The next ready photo, waiting for one; nil once finished and empty.
    func take() -> (Int, PreparedPhoto)? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !finished { condition.wait() }
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }
}

/// Hands out 0, 1, 2... to concurrent workers.
private final class AtomicCounter: @unchecked Sendable {
    // Guarded by `lock`.
    private var value = 0
    private let lock = NSLock()

    func take() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}

/// Results written by concurrent workers, one slot each.
private final class ResultSlots: @unchecked Sendable {
    // Guarded by `lock`.
    private var slots: [Result<Void, ScorekeeperError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Void, ScorekeeperError>) {
        lock.withLock { slots[index] = result }
    }

    var values: [Result<Void, ScorekeeperError>] {
        lock.withLock { slots.map { $0 ?? .failure(.other("Not attached.")) } }
    }
}
