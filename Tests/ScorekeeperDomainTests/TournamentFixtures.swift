import Foundation
import ScorekeeperDomain

/// The tournament fixtures made by `Tests/Oracles/make-tournament-fixtures.sh`: random Swiss
/// tournaments in TRF-16 (caissify-pairings' generator, some altered to carry forfeits, byes,
/// late entries, withdrawals and unrated games) and the tie-breaks gacrux computes for them.
enum TournamentFixtures {
    /// The fixtures' folder, found from this file's own path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("Tournaments")

    /// One tournament's expected tie-breaks, as `tiebreaks.json` holds them.
    struct Tournament: Decodable {
        var file: String
        var players: Int
        var rounds: Int
        var kind: String
        var startDate: String?
        /// The date of the C.07 edition gacrux applied ("2024-08-01" or "2026-03-01").
        var rules: String
        var byes: Int
        /// Values by tie-break code, then by starting rank (decimal text, or null).
        var tiebreaks: [String: [String: String?]]
    }

    /// The whole of `tiebreaks.json`: the codes asked for and every tournament.
    struct Bundle: Decodable {
        var tiebreaks: [String]
        var tournaments: [Tournament]
    }

    static func bundle() throws -> Bundle {
        try JSONDecoder().decode(Bundle.self, from: Data(contentsOf: folder.appendingPathComponent("tiebreaks.json")))
    }

    /// The text of a fixture's TRF file.
    static func text(of file: String) throws -> String {
        let data = try Data(contentsOf: folder.appendingPathComponent("trf").appendingPathComponent(file))
        return String(decoding: data, as: UTF8.self)
    }

    /// A decimal as the reference writes it ("12", "12.5", "10.50") in quarter points; nil if
    /// it is not a whole number of quarters.
    static func quarters(_ text: String) -> Int? {
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0]) else { return nil }
        var fraction = 0
        var denominator = 1
        if parts.count == 2 {
            guard let value = Int(parts[1]) else { return nil }
            fraction = value
            denominator = parts[1].reduce(1) { product, _ in product * 10 }
        }
        guard (fraction * 4) % denominator == 0 else { return nil }
        let value = whole * 4 + fraction * 4 / denominator
        return negative ? -value : value
    }
}
