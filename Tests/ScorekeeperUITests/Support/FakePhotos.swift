import Foundation
import ScorekeeperStore
@testable import ScorekeeperUI

/// A pretend file system and image library for the store's tests: folders and files held in
/// memory, answered at once, so the tests need neither libvips nor a disk. A file is a picture
/// when its bytes start with `FakePhotos.picture`; it is drawn as cells of one colour.
struct FakePhotos: Sendable {
    /// The bytes that make a file a picture.
    static let picture = Data("fake picture".utf8)

    /// Absolute paths of the folders ("/" is always one).
    var folders: Set<String> = ["/"]
    /// Absolute paths of the files, with their bytes.
    var files: [String: Data] = [:]

    /// Adds a folder and the folders above it.
    mutating func addFolder(_ path: String) {
        var path = path
        while path != "/" && !path.isEmpty {
            folders.insert(path)
            path = (path as NSString).deletingLastPathComponent
        }
    }

    /// Adds a file (and the folders above it).
    mutating func addFile(_ path: String, _ data: Data) {
        addFolder((path as NSString).deletingLastPathComponent)
        files[path] = data
    }

    /// The names directly inside `folder`, or nil when it is not a folder.
    func names(in folder: String) -> [String]? {
        guard folders.contains(folder) else { return nil }
        let prefix = folder == "/" ? "/" : folder + "/"
        let inside = (Array(folders) + Array(files.keys)).filter { $0 != "/" && $0.hasPrefix(prefix) }
        return inside.map { String($0.dropFirst(prefix.count)) }.filter { !$0.contains("/") }
    }

    static func isPicture(_ data: Data) -> Bool { data.starts(with: picture) }

    /// Cells of one colour, as large as asked.
    static func art(columns: Int, rows: Int) -> CellArt {
        let cell = ArtCell(character: " ", foreground: RGBColor(red: 0, green: 0, blue: 0),
                           background: RGBColor(red: 200, green: 120, blue: 40))
        return CellArt(columns: columns, rows: rows, cells: Array(repeating: cell, count: columns * rows))
    }

    /// The services the store is given, answering from these folders and files.
    var services: PhotoServices {
        let files = self
        return PhotoServices(
            drawAvatar: { data, columns, rows in Self.isPicture(data) ? Self.art(columns: columns, rows: rows) : nil },
            drawPhoto: { data, columns, rows in
                guard Self.isPicture(data) else { throw PhotoFailure("The picture could not be read.") }
                return Self.art(columns: columns, rows: rows)
            },
            drawPreview: { path, columns, rows in
                guard let data = files.files[path], Self.isPicture(data) else {
                    throw PhotoFailure("The picture could not be read.")
                }
                return Self.art(columns: columns, rows: rows)
            },
            listDirectory: { path in
                guard let names = files.names(in: path) else {
                    throw PhotoFailure("Cannot read the folder \(DirectoryListing.displayPath(path)).")
                }
                let join = { (name: String) in (path as NSString).appendingPathComponent(name) }
                let folders = names.filter { files.folders.contains(join($0)) }
                let images = names.compactMap { name -> (name: String, byteCount: Int?)? in
                    guard let data = files.files[join(name)], Self.isPicture(data) else { return nil }
                    return (name, data.count)
                }
                return DirectoryListing.entries(of: path, folders: folders, images: images)
            },
            completePath: { typed, directory in
                PathCompletion.complete(typed, relativeTo: directory, names: files.names(in:),
                                        isFolder: files.folders.contains)
            },
            resolvePath: { typed, directory in
                let path = PathCompletion.absolute(typed, relativeTo: directory)
                if files.folders.contains(path) { return .folder(path) }
                return files.files[path] == nil ? .missing(path) : .file(path)
            },
            attachPhoto: { database, playerID, path in
                guard let data = files.files[path] else { throw PhotoFailure("No file at \(path).") }
                guard Self.isPicture(data) else { throw PhotoFailure("\(path) is not an image.") }
                try database.savePhoto(playerID: playerID, imageData: data, thumbnailData: data)
            },
            attachPersonPhoto: { database, personID, path in
                guard let data = files.files[path] else { throw PhotoFailure("No file at \(path).") }
                guard Self.isPicture(data) else { throw PhotoFailure("\(path) is not an image.") }
                try database.savePersonPhoto(personID: personID, imageData: data, thumbnailData: data)
            },
            largestPhotoBytes: 1000)
    }
}

extension PhotoServices {
    /// Services with no folders and no files: for tests that show no photos.
    static let none = FakePhotos().services
}
