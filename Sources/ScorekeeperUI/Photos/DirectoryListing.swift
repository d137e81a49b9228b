import Foundation
import ScorekeeperPhotos

/// Reads a folder for the photo picker: its subfolders and the files that look like images.
/// This is I/O, so the store runs it off the main actor, never during render.
public enum DirectoryListing {
    /// The entries of `directory`, ".." first (except at "/"), then folders, then images, each
    /// group sorted by name ignoring case.
    public static func entries(of directory: String) throws -> [PickerEntry] {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: directory)
        } catch {
            throw ScorekeeperErrorText.folder("Cannot read the folder \(displayPath(directory)).")
        }
        var folders: [PickerEntry] = []
        var images: [PickerEntry] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            // fileExists follows symbolic links, so a link to a folder is browsed like one.
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folders.append(PickerEntry(name: name, kind: .directory))
            } else if PhotoImport.looksLikeImage(path: path) {
                // stat follows links, so a linked photo shows the size of the photo itself.
                var status = stat()
                let size = stat(path, &status) == 0 ? Int(status.st_size) : nil
                images.append(PickerEntry(name: name, kind: .image, byteCount: size))
            }
        }
        let byName: (PickerEntry, PickerEntry) -> Bool = {
            $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
        }
        let parent = directory == "/" ? [] : [PickerEntry(name: "..", kind: .parent)]
        return parent + folders.sorted(by: byName) + images.sorted(by: byName)
    }

    /// A path as people read it: the home folder as "~".
    public static func displayPath(_ path: String, home: String = NSHomeDirectory()) -> String {
        if !home.isEmpty, home != "/", path == home || path.hasPrefix(home + "/") {
            return "~" + path.dropFirst(home.count)
        }
        return path
    }
}

/// The reason a folder could not be listed.
enum ScorekeeperErrorText: Error, CustomStringConvertible {
    case folder(String)

    var description: String {
        switch self {
        case .folder(let text): return text
        }
    }
}
