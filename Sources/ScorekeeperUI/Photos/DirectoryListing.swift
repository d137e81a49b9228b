import Foundation

/// How the photo picker shows a folder: the order of its entries and its path as people read it.
/// Pure: reading the folder is `PhotoServices.listDirectory`'s job, off the main actor.
public enum DirectoryListing {
    /// The entries of `directory` as the picker lists them: ".." first (except at "/"), then
    /// folders, then images, each group sorted by name ignoring case.
    public static func entries(of directory: String, folders: [String],
                               images: [(name: String, byteCount: Int?)]) -> [PickerEntry] {
        let byName: (PickerEntry, PickerEntry) -> Bool = {
            $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
        }
        let parent = directory == "/" ? [] : [PickerEntry(name: "..", kind: .parent)]
        return parent
            + folders.map { PickerEntry(name: $0, kind: .directory) }.sorted(by: byName)
            + images.map { PickerEntry(name: $0.name, kind: .image, byteCount: $0.byteCount) }.sorted(by: byName)
    }

    /// A path as people read it: the home folder as "~".
    public static func displayPath(_ path: String, home: String = NSHomeDirectory()) -> String {
        if !home.isEmpty, home != "/", path == home || path.hasPrefix(home + "/") {
            return "~" + path.dropFirst(home.count)
        }
        return path
    }
}
