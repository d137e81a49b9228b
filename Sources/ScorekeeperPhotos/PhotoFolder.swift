import Foundation

/// What a folder offers someone choosing a photo: its subfolders and the files that look like
/// images (with their sizes). File access: callers run it off the interface's main actor.
public struct PhotoFolder: Equatable, Sendable {
    /// The names of the subfolders (and links to folders).
    public var folders: [String]
    /// The names of the files that look like images, with their sizes in bytes when known.
    public var images: [Image]

    /// One image file of a folder.
    public struct Image: Equatable, Sendable {
        public var name: String
        public var byteCount: Int?

        public init(name: String, byteCount: Int?) {
            self.name = name
            self.byteCount = byteCount
        }
    }

    /// Reads `directory`; throws when it cannot be listed.
    public static func read(_ directory: String) throws -> PhotoFolder {
        let fileManager = FileManager.default
        let names = try fileManager.contentsOfDirectory(atPath: directory)
        var folder = PhotoFolder(folders: [], images: [])
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            // fileExists follows symbolic links, so a link to a folder is browsed like one.
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folder.folders.append(name)
            } else if PhotoImport.looksLikeImage(path: path) {
                // stat follows links, so a linked photo shows the size of the photo itself.
                var status = stat()
                folder.images.append(Image(name: name, byteCount: stat(path, &status) == 0 ? Int(status.st_size) : nil))
            }
        }
        return folder
    }

    /// Whether `path` is a folder (or a link to one).
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
