/// The points a tournament gives, in half points so every sum stays exact. For two per table,
/// a win, a draw and a loss ("1,0.5,0", "3,1,0"); for tables of 3 to 5, a place each, first
/// place first ("3,2,1,0"), a place past the list scoring 0. Players tied for a place at a
/// table each score that place's points, the better of the places they share. Or, at tables,
/// the game's own score ("score"): each seat scores its final score in the table game (see
/// `TournamentPoints+GameScore`).
public struct TournamentPoints: Sendable, Hashable, CustomStringConvertible {
    /// The half points of each class of result or place, in order; empty under game score.
    public var halfPoints: [Int]
    /// Whether each seat scores its final score in the table's game rather than a place's points.
    public var isGameScore: Bool

    public init(halfPoints: [Int]) {
        self.halfPoints = halfPoints
        self.isGameScore = false
    }

    /// 1, ½, 0.
    public static let standard = TournamentPoints(halfPoints: [2, 1, 0])
    /// 3, 2, 1, 0 for first to fourth.
    public static let places = TournamentPoints(halfPoints: [6, 4, 2, 0])

    /// The default of a format.
    public static func standard(for format: TournamentFormat) -> TournamentPoints {
        format == .tables ? .places : .standard
    }

    /// The default of a format at tables of `tableSize`: at tables of 3, a place each of 2, 1, 0
    /// (3, 2, 1, 0 has a place more than the table).
    public static func standard(for format: TournamentFormat, tableSize: Int) -> TournamentPoints {
        guard format == .tables, tableSize < places.halfPoints.count, tableSize > 0 else { return standard(for: format) }
        return TournamentPoints(halfPoints: Array(places.halfPoints.suffix(tableSize)))
    }

    /// Reads "1,0.5,0" or "3,1,0" or "1,½,0", or "score" (also "game score") for the game's own
    /// score. Nil for anything else: a value that is not a whole or a half, a negative one, or an
    /// empty list.
    public init?(text: String) {
        if Self.gameScoreWords.contains(text.lowercased().trimmingCharacters(in: .whitespaces)) {
            self = .gameScore
            return
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var halves: [Int] = []
        for part in parts {
            guard let value = Self.halves(part) else { return nil }
            halves.append(value)
        }
        guard !halves.isEmpty, halves.count <= 8 else { return nil }
        self.halfPoints = halves
        self.isGameScore = false
    }

    private static func halves(_ text: String) -> Int? {
        var text = text
        var half = 0
        if text.hasSuffix("½") { text.removeLast(); half = 1; if text.isEmpty { return 1 } }
        else if text.hasSuffix(".5") { text.removeLast(2); half = 1 }
        else if text.hasSuffix(".0") { text.removeLast(2) }
        guard !text.isEmpty, text.count <= 4, text.allSatisfy(\.isASCIIDigitCharacter), let whole = Int(text) else { return nil }
        return whole * 2 + half
    }

    /// "1,0.5,0" or "score": the form `init(text:)` reads.
    public var description: String {
        if isGameScore { return Self.gameScoreText }
        return halfPoints.map { Self.text(halfPoints: $0) }.joined(separator: ",")
    }

    /// A number of half points as text: "1", "0.5", "12.5"; exact at any width (a standing's
    /// points are `Int128`), and from the magnitude, so no value traps.
    public static func text<Halves: BinaryInteger>(halfPoints halves: Halves) -> String {
        let sign = halves < 0 ? "-" : ""
        let magnitude = halves.magnitude
        return sign + String(magnitude / 2) + (magnitude % 2 == 1 ? ".5" : "")
    }

    /// The two-per-table system these points make (win, draw, loss; a pairing-allocated bye
    /// scores a win), for the tie-breaks and the Dutch system.
    public var pointSystem: TournamentPointSystem {
        TournamentPointSystem(winHalfPoints: halfPoints.first ?? 2,
                              drawHalfPoints: halfPoints.count > 1 ? halfPoints[1] : 1,
                              lossHalfPoints: halfPoints.count > 2 ? halfPoints[2] : 0)
    }

    /// The half points of a place at a table (1 is first); none under game score.
    public func halfPoints(place: Int) -> Int {
        !isGameScore && place >= 1 && place <= halfPoints.count ? halfPoints[place - 1] : 0
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
