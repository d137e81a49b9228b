import Foundation

extension UUID {
    /// The form ids take in the database: lowercase text.
    public var lowercasedString: String { uuidString.lowercased() }
}
