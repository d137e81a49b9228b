/// Why a picture could not be turned into cells.
public enum CellArtError: Error, Sendable {
    /// libvips is not installed, and the image is not a small WebP thumbnail.
    case unsupported
    /// The bytes are not an image that can be decoded.
    case undecodable
}
