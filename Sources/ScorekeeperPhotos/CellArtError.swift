/// Why a picture could not be turned into cells.
public enum CellArtError: Error, Sendable {
    /// libvips is not installed, and the image is not a small WebP thumbnail.
    case unsupported
    /// The bytes are not an image that can be decoded.
    case undecodable
    /// libchafa, which turns pixels into cells or a graphics protocol's image, is not installed
    /// (or is older than 1.8).
    case drawingLibraryMissing

    /// What every surface says of `drawingLibraryMissing`.
    public static let drawingLibraryMissingMessage =
        "Drawing pictures needs libchafa 1.8 or later (package libchafa0), which is not installed."
}
