import Foundation

/// TRF-16 reports written column by column, for the tests that feed them to the reader and the
/// program: a round's block, a player line (001), a whole report, and bytes that are not UTF-8.
public enum TRFText {
    /// A round's ten columns: opponent (four, "0000" for none), space, colour, space, result, two spaces.
    public static func block(_ opponent: Int?, _ colour: Character, _ result: Character) -> String {
        let number = opponent.map { String($0) } ?? "0000"
        return String(repeating: " ", count: max(0, 4 - number.count)) + number + " \(colour) \(result)  "
    }

    /// `text` in `width` columns (more if it is longer), right-aligned when asked.
    public static func field(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.unicodeScalars.count))
        return right ? padding + text : text + padding
    }

    /// A player line (001) as TRF-16 lays it out: rank 5-8, name 15-47, rating 49-52, FIDE ID
    /// 58-68, points 81-84, then the round blocks from column 92.
    public static func player(_ rank: Int, _ name: String, rating: String = "", fide: String = "", points: String = "0.0",
                              _ rounds: [String] = []) -> String {
        "001 " + field(String(rank), 4, right: true) + "      " + field(name, 33) + " " + field(rating, 4, right: true)
            + "     " + field(fide, 11, right: true) + String(repeating: " ", count: 12) + field(points, 4, right: true)
            + " " + field("", 4) + "  " + rounds.joined()
    }

    /// A report: its name (012 Hostile), the header lines given, then the player lines, each
    /// ending in `ending`.
    public static func report(_ header: [String], _ players: [String], ending: String = "\n") -> String {
        (["012 Hostile"] + header + players).map { $0 + ending }.joined()
    }

    /// The bytes of `text` one to a character (Latin-1), so bytes that are not UTF-8 can be written.
    public static func latin1(_ text: String) -> Data {
        Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    }
}
