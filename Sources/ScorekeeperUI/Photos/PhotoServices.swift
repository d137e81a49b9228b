import Foundation
import ScorekeeperStore

/// The photo and file work the interface hands off: drawing pictures as cells, reading folders
/// and saving photos. The interface stays pure (no image library, no file access of its own):
/// the program passes the real implementation (`ScorekeeperTerminal`'s `PhotoServices.live`),
/// tests pass a fake. The store calls every member off the main actor, so a member may block.
public struct PhotoServices: Sendable {
    /// An avatar drawn from a player's thumbnail at `columns` x `rows` cells; nil when it cannot
    /// be drawn (the row shows initials instead).
    public var drawAvatar: @Sendable (_ thumbnail: Data, _ columns: Int, _ rows: Int) -> CellArt?
    /// A photo's bytes drawn to fit `columns` x `rows` cells; the error's description says why not.
    public var drawPhoto: @Sendable (_ imageData: Data, _ columns: Int, _ rows: Int) throws -> CellArt
    /// The file at `path` read (checked and capped as attaching would) and drawn to fit the box.
    public var drawPreview: @Sendable (_ path: String, _ columns: Int, _ rows: Int) throws -> CellArt
    /// A folder's entries as the picker offers them (see `PickerEntry.listing`).
    public var listDirectory: @Sendable (_ path: String) throws -> [PickerEntry]
    /// A typed path completed with Tab, relative to the folder being browsed.
    public var completePath: @Sendable (_ typed: String, _ directory: String) -> String
    /// What a typed path names, relative to the folder being browsed.
    public var resolvePath: @Sendable (_ typed: String, _ directory: String) -> TypedPath
    /// Reads, checks and saves the photo at `path` for a player.
    public var attachPhoto: @Sendable (_ database: AppDatabase, _ playerID: Player.ID, _ path: String) throws -> Void
    /// Reads, checks and saves the photo at `path` for a person.
    public var attachPersonPhoto: @Sendable (_ database: AppDatabase, _ personID: Person.ID, _ path: String) throws -> Void
    /// Files larger than this are not previewed (nor attached); known from the listing, so the
    /// picker says so at once.
    public var largestPhotoBytes: Int

    public init(drawAvatar: @escaping @Sendable (Data, Int, Int) -> CellArt?,
                drawPhoto: @escaping @Sendable (Data, Int, Int) throws -> CellArt,
                drawPreview: @escaping @Sendable (String, Int, Int) throws -> CellArt,
                listDirectory: @escaping @Sendable (String) throws -> [PickerEntry],
                completePath: @escaping @Sendable (String, String) -> String,
                resolvePath: @escaping @Sendable (String, String) -> TypedPath,
                attachPhoto: @escaping @Sendable (AppDatabase, Player.ID, String) throws -> Void,
                attachPersonPhoto: @escaping @Sendable (AppDatabase, Person.ID, String) throws -> Void,
                largestPhotoBytes: Int) {
        self.drawAvatar = drawAvatar
        self.drawPhoto = drawPhoto
        self.drawPreview = drawPreview
        self.listDirectory = listDirectory
        self.completePath = completePath
        self.resolvePath = resolvePath
        self.attachPhoto = attachPhoto
        self.attachPersonPhoto = attachPersonPhoto
        self.largestPhotoBytes = largestPhotoBytes
    }
}

/// What a path typed in the picker names, as an absolute path: a folder to open, a file to
/// attach, or nothing.
public enum TypedPath: Equatable, Sendable {
    case folder(String)
    case file(String)
    case missing(String)
}

/// A failure of photo work, as the one line the interface shows.
public struct PhotoFailure: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
