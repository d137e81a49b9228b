import Foundation

/// Why a photo (`isThumbnail` false) or its list thumbnail (true) that another copy sent cannot be
/// kept, as the end of a sentence ("it is not an image Scorekeeper can read"), or nil to keep it.
public typealias ReceivedPhotoCheck = @Sendable (_ data: Data, _ isThumbnail: Bool) -> String?

// The check travels with the database value: the photo module sets it (it can decode images), the
// sync module reads it before a merge keeps a photo (ScorekeeperSync's SyncApply+Photos).
extension AppDatabase {
    /// The same database, checking the photos other copies send with `check`.
    public func withReceivedPhotoCheck(_ check: @escaping ReceivedPhotoCheck) -> AppDatabase {
        var copy = self
        copy.receivedPhotoCheck = check
        return copy
    }
}
