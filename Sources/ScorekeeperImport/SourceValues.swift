import Foundation
import ScorekeeperDomain

/// Text from a file quoted in a message: at most 40 characters (a field may be megabytes long).
/// Control characters and bidi overrides are escaped where the message is written out.
func quoted(_ text: some StringProtocol) -> String {
    let limit = 40
    return "\"" + (text.count > limit ? String(text.prefix(limit)) + "…" : String(text)) + "\""
}

/// The small values every format writes in its own way (dates, whole numbers), read the one way.
enum SourceValues {
    /// "YYYY-MM-DD", "YYYY-MM-DD HH:MM" or "YYYY-MM-DD HH:MM:SS" (a `T` between them too), a real
    /// day of the calendar and a real time of day; nil otherwise.
    static func playTime(_ text: String) -> ImportedPlayTime? {
        let characters = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= characters.count,
                  characters[range].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return characters[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard characters.count >= 10, characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              year >= 1, (1...12).contains(month), (1...GregorianDays.inMonth(month, of: year)).contains(day) else { return nil }
        if characters.count == 10 { return ImportedPlayTime(year: year, month: month, day: day) }
        guard characters.count == 16 || characters.count == 19,
              characters[10] == UInt8(ascii: " ") || characters[10] == UInt8(ascii: "T"), characters[13] == UInt8(ascii: ":"),
              let hour = number(11..<13), let minute = number(14..<16), hour < 24, minute < 60 else { return nil }
        var second = 0
        if characters.count == 19 {
            guard characters[16] == UInt8(ascii: ":"), let seconds = number(17..<19), seconds < 60 else { return nil }
            second = seconds
        }
        return ImportedPlayTime(year: year, month: month, day: day, secondsIntoDay: hour * 3600 + minute * 60 + second)
    }

    /// A moment stamped in milliseconds since 1970 (KeepScore, ScorePad), as the local date and
    /// time of `timeZone`; nil when it is not a plausible moment (before 1970 or after 9999).
    static func playTime(epochMilliseconds: Double, in timeZone: TimeZone) -> ImportedPlayTime? {
        guard epochMilliseconds.isFinite, epochMilliseconds > 0, epochMilliseconds < 253_402_300_800_000 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                            from: Date(timeIntervalSince1970: epochMilliseconds / 1000))
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return ImportedPlayTime(year: year, month: month, day: day,
                                secondsIntoDay: (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0))
    }

    /// The number when the whole text (spaces around it aside) is a whole number, with an optional
    /// sign; nil for anything else ("", "49-46ish", "12.5"), so free text never becomes a score.
    static func wholeNumber(_ text: String) -> Int? {
        var value = 0
        var digits = 0
        var negative = false
        var signSeen = false
        var trailingSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "), 0x09:
                // Spaces around the number, never inside it.
                if digits > 0 || signSeen { trailingSpace = true }
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard digits == 0, !signSeen, !trailingSpace else { return nil }
                signSeen = true
                negative = byte == UInt8(ascii: "-")
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard !trailingSpace, digits < 18 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }

    /// The sum of a player's changes; nil when it would not fit a score (it would overflow).
    static func total(_ changes: [Int]) -> Int? {
        var sum = 0
        for change in changes {
            let (next, overflow) = sum.addingReportingOverflow(change)
            if overflow { return nil }
            sum = next
        }
        return sum
    }

    /// A length in minutes as seconds; nil when it would not fit.
    static func seconds(minutes: Int) -> Int? {
        let (seconds, overflow) = minutes.multipliedReportingOverflow(by: 60)
        return overflow ? nil : seconds
    }

    /// Players in seat order when every one has a seat, else in the file's order.
    static func inSeatOrder(_ players: [ImportedPlayer]) -> [ImportedPlayer] {
        guard players.allSatisfy({ $0.seat != nil }) else { return players }
        return players.enumerated().sorted { ($0.element.seat!, $0.offset) < ($1.element.seat!, $1.offset) }.map(\.element)
    }

    /// BG Stats and BoardGameGeek write "not a winner" for every player when nobody was marked
    /// the winner: such a play states no winner at all (ranks or scores then decide), rather than
    /// a game that everyone lost.
    static func statedWinners(_ players: [ImportedPlayer]) -> [ImportedPlayer] {
        guard !players.contains(where: { $0.winner == true }) else { return players }
        return players.map { player in
            var player = player
            player.winner = nil
            return player
        }
    }
}
