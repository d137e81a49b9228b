/// A tie-break of FIDE's Handbook C.07, named by its FIDE code ("BH", "BH/C1", "SB", "DE"...).
public enum TieBreak: Sendable, Hashable {
    /// PTS: the points themselves.
    case points
    /// BH: the sum of the opponents' adjusted scores, less the `cutLowest` lowest and the
    /// `cutHighest` highest (BH/C1 cuts one lowest; BH/M1, the median, one of each).
    case buchholz(cutLowest: Int = 0, cutHighest: Int = 0)
    /// SB: the sum of each opponent's adjusted score times the points scored against them,
    /// less the `cutLowest` lowest.
    case sonnebornBerger(cutLowest: Int = 0)
    /// DE: how the entrants tied on points fared against one another (0 where it splits none).
    case directEncounter
    /// WIN: rounds scoring a win's points, played or not (forfeit wins and byes included).
    case wins
    /// WON: games won over the board.
    case gamesWon
    /// BPG: games played with black.
    case blackGamesPlayed
    /// BWG: games won with black.
    case blackGamesWon
    /// REP (also GE): rounds the entrant elected to play (played, or won unplayed).
    case roundsElectedToPlay
    /// PS: the sum of the running score after each round.
    case progressiveScore
    /// ARO: the rounded average rating of the opponents met over the board.
    case averageRatingOfOpponents
    /// OMW: the average of the opponents' match-win percentages, each at least 33% (the Magic:
    /// The Gathering tournament rules' tie-breaks, used by card and board game events).
    case opponentsMatchWinPercentage
    /// GW: the game-win percentage, at least 33%. A table is one game here, so it is the
    /// match-win percentage.
    case gameWinPercentage
    /// OGW: the average of the opponents' game-win percentages, each at least 33%.
    case opponentsGameWinPercentage

    /// The FIDE code, modifiers after a slash ("BH/C1", "BH/M1").
    public var code: String {
        switch self {
        case .points: "PTS"
        case let .buchholz(low, high):
            if low == 0 && high == 0 { "BH" } else if low == high { "BH/M\(low)" } else if high == 0 { "BH/C\(low)" } else { "BH/C\(low)/H\(high)" }
        case let .sonnebornBerger(low): low == 0 ? "SB" : "SB/C\(low)"
        case .directEncounter: "DE"
        case .wins: "WIN"
        case .gamesWon: "WON"
        case .blackGamesPlayed: "BPG"
        case .blackGamesWon: "BWG"
        case .roundsElectedToPlay: "REP"
        case .progressiveScore: "PS"
        case .averageRatingOfOpponents: "ARO"
        case .opponentsMatchWinPercentage: "OMW"
        case .gameWinPercentage: "GW"
        case .opponentsGameWinPercentage: "OGW"
        }
    }

    /// The tie-break a FIDE code names, with modifiers after "/", ":" or "-" ("BH:C1",
    /// "BH-M1"); nil for a code this does not compute.
    public init?(code: String) {
        let parts = code.uppercased().split { $0 == "/" || $0 == ":" || $0 == "-" }.map(String.init)
        guard let name = parts.first else { return nil }
        var low = 0
        var high = 0
        for modifier in parts.dropFirst() {
            guard modifier.count >= 2, let count = Int(modifier.dropFirst()), count >= 0 else { return nil }
            switch modifier.first {
            case "C": low = count
            case "M": low = count; high = count
            case "H": high = count
            default: return nil
            }
        }
        let plain = low == 0 && high == 0
        switch name {
        case "PTS" where plain: self = .points
        case "BH": self = .buchholz(cutLowest: low, cutHighest: high)
        case "SB" where high == 0: self = .sonnebornBerger(cutLowest: low)
        case "DE" where plain: self = .directEncounter
        case "WIN" where plain: self = .wins
        case "WON" where plain: self = .gamesWon
        case "BPG" where plain: self = .blackGamesPlayed
        case "BWG" where plain: self = .blackGamesWon
        case "REP" where plain, "GE" where plain: self = .roundsElectedToPlay
        case "PS" where plain: self = .progressiveScore
        case "ARO" where plain: self = .averageRatingOfOpponents
        case "OMW" where plain: self = .opponentsMatchWinPercentage
        case "GW" where plain: self = .gameWinPercentage
        case "OGW" where plain: self = .opponentsGameWinPercentage
        default: return nil
        }
    }
}
