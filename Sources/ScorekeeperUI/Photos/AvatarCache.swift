import Foundation
import ScorekeeperStore

/// Player avatars drawn from thumbnails, cached by player id and a hash of the thumbnail bytes so
/// a live update that changes only a score does not draw every picture again.
///
/// It is used from the observation's background queue (GRDB runs `map` there), hence the lock.
public final class AvatarCache: @unchecked Sendable {
    /// A player and the thumbnail bytes its art was made from.
    private struct Key: Hashable {
        var playerID: Player.ID
        var byteCount: Int
        var hash: UInt64
    }

    private let lock = NSLock()
    private var arts: [Key: CellArt?] = [:]
    private let columns: Int
    private let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The avatar for a thumbnail, or nil when none can be made (the row shows initials);
    /// `draw` makes it (`PhotoServices.drawAvatar`) when it is not cached.
    public func avatar(playerID: Player.ID, thumbnail: Data, draw: (Data, Int, Int) -> CellArt?) -> CellArt? {
        let key = Key(playerID: playerID, byteCount: thumbnail.count, hash: AvatarCache.fnv1a(thumbnail))
        lock.lock()
        if let cached = arts[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let art = draw(thumbnail, columns, rows)
        lock.lock()
        // Keep only the newest picture per player.
        arts = arts.filter { $0.key.playerID != playerID }
        arts[key] = .some(art)
        lock.unlock()
        return art
    }

    /// FNV-1a: fast, and good enough to tell thumbnails of one player apart.
    static func fnv1a(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
