import Foundation

/// The palette a person's colour comes from. A new person gets one from their name's key, so
/// copies that make the same person apart choose alike.
public enum PersonColour: String, CaseIterable, Codable, Sendable {
    case red, green, yellow, blue, magenta, cyan, orange, purple, teal, pink

    /// The first colour of a person whose name has this key.
    public static func initial(forKey key: String) -> PersonColour {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return allCases[Int(hash % UInt64(allCases.count))]
    }

    /// The colour stored for a person; an unknown name (from a newer copy) counts as the first one.
    public static func stored(_ text: String) -> PersonColour {
        PersonColour(rawValue: text) ?? .red
    }

    /// The colour a person typed, or a one-line refusal naming the palette.
    public static func parse(_ text: String) throws -> PersonColour {
        guard let colour = PersonColour(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw ScorekeeperError.other("Unknown colour '\(Sanitized.text(text))'; choose one of: \(allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return colour
    }
}
