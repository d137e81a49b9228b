import Foundation
import ScorekeeperStore

// Photos from another copy pass the checks attaching makes. ScorekeeperStore merges them but
// cannot decode images, so the commands that sync hand it this check.
extension AppDatabase {
    /// The same database, refusing a received photo that attaching would refuse
    /// (`PhotoImport.prepare`) and a thumbnail that is not a small image
    /// (`PhotoThumbnail.checkReceived`).
    public func checkingReceivedPhotos() -> AppDatabase {
        withReceivedPhotoCheck { data, isThumbnail in
            do throws(ScorekeeperError) {
                if isThumbnail {
                    try PhotoThumbnail.checkReceived(data, name: "its thumbnail")
                } else {
                    _ = try PhotoImport.prepare(imageData: data, name: "it")
                }
                return nil
            } catch {
                // The end of the summary's sentence: "... was not kept: it is not an image ...".
                var reason = error.description
                if reason.hasSuffix(".") { reason.removeLast() }
                return reason.prefix(1).lowercased() + reason.dropFirst()
            }
        }
    }
}
