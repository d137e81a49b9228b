/// What the criteria read of one node of the pairing graph, worked out once a round from the
/// player's state: plain values only (no arrays, no strings), so that reading a pair's costs for
/// every edge of every matching neither allocates nor counts references, and the colour history
/// is not summed again for each pair.
public struct DutchNodeTraits: Hashable, Sendable {
    /// The player's pairing number; 0 for the bye.
    public let pairingNumber: Int
    /// The score level (`DutchScoreLevels`); 0 for the bye.
    public let scoreLevel: Int
    public let isBye: Bool
    /// The score in half points; the bye counts as -1 half point (gacrux's -1 point), below all.
    public let halfPoints: Int
    public let isTopScorer: Bool
    public let floats: DutchFloats
    /// Whites minus blacks over the games played (C.04.3 art. 1.6).
    public let colourDifference: Int
    public let colourPreference: DutchColourPreference
    /// The number of games played over the board; C9 counts the rounds without one.
    public let playedGames: Int
    /// The colours of the last two games as gacrux's colour sequence ends (`lastTwoColours`).
    let lastTwo: LastTwoColours

    /// The two last letters of gacrux's colour sequence (" " before the first game), compared as
    /// gacrux compares the strings.
    struct LastTwoColours: Hashable, Sendable {
        /// The letters as ASCII codes: the older (0 when the sequence is one letter long), then
        /// the latest.
        let older: UInt8
        let latest: UInt8

        static let twoWhites = LastTwoColours(older: UInt8(ascii: "w"), latest: UInt8(ascii: "w"))
        static let twoBlacks = LastTwoColours(older: UInt8(ascii: "b"), latest: UInt8(ascii: "b"))

        /// The ending of `colours` (played games' colours, in round order).
        init(_ colours: [TournamentColour]) {
            let letters = colours.suffix(2).map { UInt8(ascii: $0.rawValue.unicodeScalars.first!) }
            // " " + the letters, cut to two: " " alone with no game, " w" with one.
            older = letters.count == 2 ? letters[0] : letters.count == 1 ? UInt8(ascii: " ") : 0
            latest = letters.last ?? UInt8(ascii: " ")
        }

        init(older: UInt8, latest: UInt8) {
            self.older = older
            self.latest = latest
        }

        var text: String { String(decoding: [older, latest].filter { $0 != 0 }, as: UTF8.self) }
    }

    /// The traits of `player` at `scoreLevel`, or of the bye when `player` is nil.
    init(player: DutchPlayerState?, scoreLevel: Int) {
        pairingNumber = player?.pairingNumber ?? 0
        self.scoreLevel = scoreLevel
        isBye = player == nil
        halfPoints = player?.halfPoints ?? -2
        isTopScorer = player?.isTopScorer ?? false
        floats = player?.floats ?? []
        colourDifference = player?.colourDifference ?? 0
        colourPreference = player?.colourPreference ?? .none
        playedGames = player?.playedGames ?? 0
        lastTwo = LastTwoColours(player?.colours ?? [])
    }
}
