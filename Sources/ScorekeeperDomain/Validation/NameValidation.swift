import Foundation

/// The rules for game titles and player names: trimmed, not empty, at most 100 characters, and no
/// control characters (C0, DEL, C1; that includes ESC, so no escape sequence can be stored) or
/// text-direction overrides.
public enum NameValidation {
    public static let maximumLength = 100

    /// Returns the trimmed name, or throws `ScorekeeperError.invalidName` saying what is wrong.
    /// - Parameter what: how the message names the field ("Title", "Name").
    public static func validated(_ raw: String, what: String) throws -> String {
        // Trimming first: a stray newline pasted at the end is whitespace, not a control to refuse.
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            throw ScorekeeperError.invalidName("\(what) cannot be empty.")
        }
        if trimmed.unicodeScalars.contains(where: isControl) {
            throw ScorekeeperError.invalidName("\(what) cannot contain control characters or escape sequences.")
        }
        if trimmed.unicodeScalars.contains(where: isDirectionOverride) {
            throw ScorekeeperError.invalidName("\(what) cannot contain control characters that change text direction (U+202A-202E, U+2066-2069).")
        }
        if trimmed.count > maximumLength {
            throw ScorekeeperError.invalidName("\(what) is too long (\(trimmed.count) characters; at most \(maximumLength)).")
        }
        return trimmed
    }

    /// C0 controls, DEL and C1 controls.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI,
    /// PDI). Right-to-left letters need none of them; in a terminal that reorders text they can
    /// make a name show reversed or spill into the columns after it. (The marks LRM, RLM and ALM
    /// change no order beyond their neighbours and stay allowed.)
    public static func isDirectionOverride(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
