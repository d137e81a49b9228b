import Foundation
import ScorekeeperStore
import ScorekeeperPhotos
import ScorekeeperUI

// The photo work of the real program: libvips and libchafa through ScorekeeperPhotos, and the
// file system. Built here, where the interface is wired to the terminal, so `ScorekeeperUI`
// itself links no image library.
extension PhotoServices {
    /// The real implementation, in 24-bit color (the caller maps colors to the terminal's).
    public static let live = live(colors: .direct)

    /// The real implementation for a terminal with `colors`: photos and previews on a palette
    /// are dithered in its colors. Avatars, a few cells with no gradient to band, are not.
    public static func live(colors: ColorDepth) -> PhotoServices {
        // On a monochrome terminal the interface maps colors to attributes itself, as before.
        let mode = colors == .monochrome ? CellArtMode.color : CellArtMode(colors)
        return PhotoServices(
            drawAvatar: { thumbnail, columns, rows in
                try? CellArtRenderer.render(imageData: thumbnail, columns: columns, rows: rows)
            },
            drawPhoto: { data, columns, rows in
                try drawn { try CellArtRenderer.render(imageData: data, columns: columns, rows: rows, mode: mode) }
            },
            drawPreview: { path, columns, rows in
                // Checked and capped as attaching would, following links to the real file.
                let data = try PhotoImport.readFile(at: path)
                return try drawn { try CellArtRenderer.render(imageData: data, columns: columns, rows: rows, mode: mode) }
            },
            listDirectory: { path in
                guard let folder = try? PhotoFolder.read(path) else {
                    throw PhotoFailure("Cannot read the folder \(DirectoryListing.displayPath(path)).")
                }
                return DirectoryListing.entries(of: path, folders: folder.folders,
                                                images: folder.images.map { ($0.name, $0.byteCount) })
            },
            completePath: { typed, directory in
                PathCompletion.complete(typed, relativeTo: directory,
                                        names: { try? FileManager.default.contentsOfDirectory(atPath: $0) },
                                        isFolder: PhotoFolder.isFolder)
            },
            resolvePath: { typed, directory in
                let path = PathCompletion.absolute(typed, relativeTo: directory)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing(path) }
                return isDirectory.boolValue ? .folder(path) : .file(path)
            },
            attachPhoto: { database, playerID, path in try database.attachPhoto(playerID: playerID, fileAt: path) },
            attachPersonPhoto: { database, personID, path in try database.attachPersonPhoto(personID: personID, fileAt: RawPath(path)) },
            largestPhotoBytes: PhotoImport.maximumFileSize)
    }

    /// Runs a drawing, turning the renderer's errors into the line the interface shows.
    private static func drawn(_ draw: () throws -> CellArt) throws -> CellArt {
        do {
            return try draw()
        } catch CellArtError.unsupported {
            throw PhotoFailure("This build cannot draw pictures.")
        } catch CellArtError.undecodable {
            throw PhotoFailure("The picture could not be read.")
        } catch CellArtError.drawingLibraryMissing {
            throw PhotoFailure(CellArtError.drawingLibraryMissingMessage)
        }
    }
}
