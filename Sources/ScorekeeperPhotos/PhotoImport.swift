import Foundation
import ScorekeeperCore

/// A photo read from a file and checked: its exact bytes and the list thumbnail made from them.
public struct PreparedPhoto: Sendable {
    /// The file's bytes, unchanged.
    public var imageData: Data
    /// A small encoded image for lists; nil when none could be made (the list shows a placeholder).
    public var thumbnailData: Data?

    public init(imageData: Data, thumbnailData: Data?) {
        self.imageData = imageData
        self.thumbnailData = thumbnailData
    }
}

/// Reading a photo file: refusing what is not an image, and making its thumbnail.
public enum PhotoImport {
    /// Files larger than this are refused.
    public static let maximumFileSize = 50 * 1024 * 1024

    /// Reads and checks the file at `path`; throws `ScorekeeperError.photo` with a one-line reason.
    public static func prepare(fileAt path: String) throws -> PreparedPhoto {
        throw ScorekeeperError.photo("Photos are not supported yet.")
    }

    /// A cheap check for the file picker: does this file look like an image libvips can read?
    public static func looksLikeImage(path: String) -> Bool {
        false
    }
}

extension AppDatabase {
    /// Attaches the photo file at `path` to a player: checked and thumbnailed outside the write
    /// lock, then saved (an upsert) in one transaction. Nothing changes when the file is refused.
    public func attachPhoto(playerID: UUID, fileAt path: String) throws {
        let photo = try PhotoImport.prepare(fileAt: path)
        try savePhoto(playerID: playerID, imageData: photo.imageData, thumbnailData: photo.thumbnailData)
    }
}
