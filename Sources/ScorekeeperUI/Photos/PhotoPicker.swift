import Foundation
import ScorekeeperStore

/// Whose photo the picker chooses: a player's (in one game) or a person's (shown in every game
/// of theirs without a photo of its own). The same two owners a removed photo can have.
public typealias PhotoOwner = AppDatabase.RemovedPhoto.Owner

/// The photo picker's state: a folder being browsed for one player or person, the highlighted
/// entry (by name, never by position), an optional typed path, and the preview of the
/// highlighted image.
public struct PhotoPicker: Equatable, Sendable {
    public var owner: PhotoOwner
    public var directory: String
    /// Everything the folder holds that the picker can offer (hidden ones included).
    public var entries: [PickerEntry] = []
    public var isLoading = true
    public var showsHiddenFiles = false
    public var selectedName: String?
    var topName: String?
    /// Non-nil while a path is being typed.
    public var pathField: TextField?
    public var preview: PickerPreview = .none
    public var error: String?
    /// True while the chosen photo is being read and saved.
    public var isAttaching = false

    public init(owner: PhotoOwner, directory: String) {
        self.owner = owner
        self.directory = directory
    }

    public init(playerID: Player.ID, directory: String) {
        self.init(owner: .player(playerID), directory: directory)
    }

    /// The player the photo is for; nil when it is for a person.
    public var playerID: Player.ID? {
        if case .player(let id) = owner { id } else { nil }
    }

    /// The person the photo is for; nil when it is for a player.
    public var personID: Person.ID? {
        if case .person(let id) = owner { id } else { nil }
    }

    /// The entries on show: hidden ones only when asked for; ".." always.
    public var visibleEntries: [PickerEntry] {
        showsHiddenFiles ? entries : entries.filter { !$0.isHidden }
    }

    public var selectedEntry: PickerEntry? {
        visibleEntries.first { $0.name == selectedName }
    }

    /// The full path of an entry of the current folder.
    public func path(of entry: PickerEntry) -> String {
        entry.kind == .parent ? (directory as NSString).deletingLastPathComponent
            : (directory as NSString).appendingPathComponent(entry.name)
    }

    /// The folder above, and the name of this one in it (to highlight on arrival); nil at "/".
    public var parent: (path: String, name: String)? {
        guard directory != "/" else { return nil }
        return ((directory as NSString).deletingLastPathComponent, (directory as NSString).lastPathComponent)
    }
}

/// One line of the picker: the parent folder, a folder, or an image file.
public struct PickerEntry: Equatable, Hashable, Sendable, Identifiable {
    /// What the entry is, which decides what Enter does.
    public enum Kind: Equatable, Hashable, Sendable {
        case parent
        case directory
        case image
    }

    public var name: String
    public var kind: Kind
    /// The file's size in bytes (images only).
    public var byteCount: Int?

    public var id: String { name }

    public init(name: String, kind: Kind, byteCount: Int? = nil) {
        self.name = name
        self.kind = kind
        self.byteCount = byteCount
    }

    public var isHidden: Bool { kind != .parent && name.hasPrefix(".") }
}

/// The preview pane: nothing, being made, made, or why it cannot be shown.
public enum PickerPreview: Equatable, Sendable {
    case none
    case loading(path: String)
    case art(path: String, CellArt)
    case unavailable(path: String, reason: String)

    public var path: String? {
        switch self {
        case .none: return nil
        case .loading(let path), .art(let path, _), .unavailable(let path, _): return path
        }
    }
}
