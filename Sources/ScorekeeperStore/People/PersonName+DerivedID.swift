import Foundation

/// The id a name's first person gets (the comparison of names, `PersonName.key`, is the model's;
/// the hash is the store's, as the model links no cryptography).
extension PersonName {
    /// A UUID derived from a name's key (SHA-256, shaped as a version 5 UUID): the same on every
    /// copy, so people made apart for the same name are one person after a sync.
    public static func derivedID(_ key: String) -> String {
        NameBasedID.uuid("scorekeeper.person:" + key).lowercasedString
    }
}
