import Foundation
import ScorekeeperCore

/// One photo to attach: which player, and the file.
public struct PhotoAttachment: Sendable {
    public var playerID: UUID
    public var path: RawPath

    public init(playerID: UUID, path: RawPath) {
        self.playerID = playerID
        self.path = path
    }
}

// Attaching photo files: checked and thumbnailed outside the write lock, then saved.
extension AppDatabase {
    /// Attaches the photo file at `path` to a player: checked and thumbnailed outside the write
    /// lock, then saved (an upsert) in one transaction. Nothing changes when the file is refused.
    public func attachPhoto(playerID: UUID, fileAt path: String) throws {
        try attachPhoto(playerID: playerID, fileAt: RawPath(path))
    }

    /// `attachPhoto(playerID:fileAt:)` for a path that may not be valid UTF-8.
    public func attachPhoto(playerID: UUID, fileAt path: RawPath) throws {
        let photo = try PhotoImport.prepare(fileAt: path)
        try savePhoto(playerID: playerID, imageData: photo.imageData, thumbnailData: photo.thumbnailData)
    }

    /// Attaches several photos using every core: each worker reads, checks and thumbnails one
    /// file while another worker holds the write lock to save the previous one. At most one photo
    /// per worker is in memory at a time. Returns one result per attachment, in order; a refused
    /// file changes nothing and does not stop the others.
    public func attachPhotos(_ attachments: [PhotoAttachment],
                             workers: Int = ProcessInfo.processInfo.activeProcessorCount) -> [Result<Void, ScorekeeperError>] {
        let results = ResultSlots(count: attachments.count)
        let next = AtomicCounter()
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, attachments.count)) {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                while true {
                    let index = next.take()
                    guard index < attachments.count else { return }
                    let attachment = attachments[index]
                    do {
                        let photo = try PhotoImport.prepare(fileAt: attachment.path)
                        try savePhoto(playerID: attachment.playerID, imageData: photo.imageData,
                                      thumbnailData: photo.thumbnailData)
                        results.set(index, .success(()))
                    } catch let error as ScorekeeperError {
                        results.set(index, .failure(error))
                    } catch {
                        results.set(index, .failure(.other(error.localizedDescription)))
                    }
                }
            }
        }
        group.wait()
        return results.values
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
