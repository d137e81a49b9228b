/// FIDE's Tournament Report File, TRF-16 (Handbook C.04, Annex 2): reading one into a
/// `TournamentRecord` and writing one back.
///
/// Columns follow the TRF-16 layout of the player line (001): starting rank in columns 5-8, sex
/// 10, title 11-13, name 15-47, rating 49-52, federation 54-56, FIDE ID 58-68, birth date 69-79,
/// points 81-84, rank 86-89, then one ten-column block per round from column 92 (opponent in
/// four columns, colour, result). Columns count characters (Unicode scalars, as the Python
/// readers count them), not bytes. Header lines the record has no field for are kept whole.
public enum TRF {
    /// The record in `text`; throws a `TRFError` naming the first line it cannot read.
    public static func read(_ text: String) throws(TRFError) -> TournamentRecord {
        var record = TournamentRecord(name: "")
        var lineOfEntrant: [Int: Int] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
            if trimmed(line).isEmpty { continue }
            let scalars = Array(line.unicodeScalars)
            let code = String(String.UnicodeScalarView(scalars.prefix(3)))
            let content = trimmed(String(String.UnicodeScalarView(scalars.dropFirst(4))))
            switch code {
            case "001":
                let entrant = try readEntrant(scalars, line: number)
                if let earlier = lineOfEntrant[entrant.startingRank] {
                    throw TRFError(line: number, problem: "starting rank \(entrant.startingRank) is already used on line \(earlier)")
                }
                lineOfEntrant[entrant.startingRank] = number
                record.entrants.append(entrant)
            case "012": record.name = content
            case "042": record.startDate = content.isEmpty ? nil : content
            case "052": record.endDate = content.isEmpty ? nil : content
            case "062": record.statedEntrantCount = try count(content, of: "entrants (062)", line: number)
            case "072": record.statedRatedEntrantCount = try count(content, of: "rated entrants (072)", line: number)
            case "092": record.type = content.isEmpty ? nil : content
            case "XXR": record.plannedRounds = try count(content, of: "rounds (XXR)", line: number)
            default: record.otherLines.append(line)
            }
        }
        // Every entrant spans every round, so a line cut short after its last game reads the
        // same as one padded with blank rounds.
        let rounds = record.roundCount
        for index in record.entrants.indices where record.entrants[index].rounds.count < rounds {
            record.entrants[index].rounds += Array(repeating: .absent, count: rounds - record.entrants[index].rounds.count)
        }
        for entrant in record.entrants {
            for (round, entry) in entrant.rounds.enumerated() {
                if let opponent = entry.opponent, lineOfEntrant[opponent] == nil {
                    throw TRFError(line: lineOfEntrant[entrant.startingRank] ?? 0,
                                   problem: "round \(round + 1) names opponent \(opponent), who has no player line (001)")
                }
            }
        }
        return record
    }

    /// The TRF-16 text of `record`: the header records it has fields for, its other header
    /// lines as they were, then a player line (001) per entrant, each line ending in a newline.
    public static func write(_ record: TournamentRecord) -> String {
        var lines = ["012 \(record.name)"]
        if let date = record.startDate { lines.append("042 \(date)") }
        if let date = record.endDate { lines.append("052 \(date)") }
        if let count = record.statedEntrantCount { lines.append("062 \(count)") }
        if let count = record.statedRatedEntrantCount { lines.append("072 \(count)") }
        if let type = record.type { lines.append("092 \(type)") }
        if let rounds = record.plannedRounds { lines.append("XXR \(rounds)") }
        lines += record.otherLines
        lines += record.entrants.map(playerLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The player line (001) of `entrant`.
    public static func playerLine(_ entrant: TournamentEntrant) -> String {
        var columns = Array(repeating: " " as Unicode.Scalar, count: 91)
        func put(_ text: String?, at start: Int, width: Int, rightAligned: Bool = false) {
            guard let text else { return }
            var scalars = Array(text.unicodeScalars.prefix(width))
            if rightAligned { scalars = Array(repeating: " ", count: width - scalars.count) + scalars }
            columns.replaceSubrange(start..<(start + scalars.count), with: scalars)
        }
        put("001", at: 0, width: 3)
        put(String(entrant.startingRank), at: 4, width: 4, rightAligned: true)
        put(entrant.sex, at: 9, width: 1)
        put(entrant.title, at: 10, width: 3)
        put(entrant.name, at: 14, width: 33)
        put(entrant.rating.map(String.init), at: 48, width: 4, rightAligned: true)
        put(entrant.federation, at: 53, width: 3)
        put(entrant.fideID.map(String.init), at: 57, width: 11, rightAligned: true)
        put(entrant.birthDate, at: 69, width: 10)
        put(entrant.statedHalfPoints.map(pointsText), at: 80, width: 4, rightAligned: true)
        put(entrant.statedRank.map(String.init), at: 85, width: 4, rightAligned: true)
        var line = String(String.UnicodeScalarView(columns))
        for entry in entrant.rounds {
            line += block(entry)
        }
        return line
    }

    /// A round's ten columns: opponent (0000 for none), colour, result, two spaces; all blank
    /// for a round the entrant took no part in.
    static func block(_ entry: TournamentRoundEntry) -> String {
        if entry == .absent { return String(repeating: " ", count: 10) }
        let opponent = entry.opponent.map(String.init) ?? "0000"
        return String(repeating: " ", count: max(0, 4 - opponent.count)) + opponent
            + " \(entry.colour.rawValue) \(entry.result.rawValue)  "
    }

    /// Half points as TRF writes points: one decimal ("4.0", "10.5").
    static func pointsText(_ halfPoints: Int) -> String {
        let sign = halfPoints < 0 ? "-" : ""
        let magnitude = abs(halfPoints)
        return "\(sign)\(magnitude / 2).\(magnitude % 2 == 1 ? "5" : "0")"
    }

    // MARK: Reading

    static func readEntrant(_ scalars: [Unicode.Scalar], line: Int) throws(TRFError) -> TournamentEntrant {
        func field(_ start: Int, _ end: Int) -> String {
            guard start < scalars.count else { return "" }
            return trimmed(String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)])))
        }
        func number(_ start: Int, _ end: Int, _ what: String) throws(TRFError) -> Int? {
            let text = field(start, end)
            if text.isEmpty { return nil }
            guard let value = Int(text), value >= 0 else {
                throw TRFError(line: line, problem: "the \(what) \"\(text)\" in columns \(start + 1)-\(end) is not a number")
            }
            return value
        }
        guard let startingRank = try number(4, 8, "starting rank"), startingRank > 0 else {
            throw TRFError(line: line, problem: "a player line (001) needs a starting rank above 0 in columns 5-8")
        }
        var entrant = TournamentEntrant(startingRank: startingRank, name: field(14, 47))
        entrant.sex = nonEmpty(field(9, 10))
        entrant.title = nonEmpty(field(10, 13))
        entrant.rating = try number(48, 52, "rating")
        entrant.federation = nonEmpty(field(53, 56))
        entrant.fideID = try number(57, 68, "FIDE ID")
        entrant.birthDate = nonEmpty(field(69, 79))
        let points = field(80, 84)
        if !points.isEmpty {
            guard let halfPoints = halfPoints(points) else {
                throw TRFError(line: line, problem: "the points \"\(points)\" in columns 81-84 are not a number of half points")
            }
            entrant.statedHalfPoints = halfPoints
        }
        entrant.statedRank = try number(85, 89, "rank")
        var start = 91
        while start < scalars.count {
            entrant.rounds.append(try readRound(scalars, from: start, round: entrant.rounds.count + 1, line: line))
            start += 10
        }
        return entrant
    }

    static func readRound(_ scalars: [Unicode.Scalar], from start: Int, round: Int, line: Int) throws(TRFError) -> TournamentRoundEntry {
        func character(_ offset: Int) -> Character {
            start + offset < scalars.count ? Character(scalars[start + offset]) : " "
        }
        let end = min(start + 4, scalars.count)
        let opponentText = trimmed(String(String.UnicodeScalarView(scalars[start..<end])))
        if opponentText.isEmpty && character(5) == " " && character(7) == " " { return .absent }
        var opponent: Int?
        if !opponentText.isEmpty {
            guard let value = Int(opponentText), value >= 0 else {
                throw TRFError(line: line, problem: "round \(round): the opponent \"\(opponentText)\" in columns \(start + 1)-\(start + 4) is not a pairing number")
            }
            opponent = value == 0 ? nil : value
        }
        let colour: TournamentColour
        switch character(5) {
        case "w", "W": colour = .white
        case "b", "B": colour = .black
        case "-", " ": colour = .neither
        case let other:
            throw TRFError(line: line, problem: "round \(round): the colour \"\(other)\" in column \(start + 6) is not w, b or -")
        }
        guard let result = TournamentResult(rawValue: character(7)) else {
            throw TRFError(line: line, problem: "round \(round): the result \"\(character(7))\" in column \(start + 8) is not a TRF-16 result code")
        }
        return TournamentRoundEntry(opponent: opponent, colour: colour, result: result)
    }

    /// "4", "4.0", "4.5", "10.50": the points in half points; nil if they are not whole or half.
    static func halfPoints(_ text: String) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = Int(parts[0]), whole >= 0 else { return nil }
        guard parts.count == 2 else { return whole * 2 }
        let fraction = parts[1]
        guard !fraction.isEmpty, fraction.allSatisfy(\.isASCII), fraction.allSatisfy(\.isNumber) else { return nil }
        if fraction.dropFirst().contains(where: { $0 != "0" }) { return nil }
        switch fraction.first {
        case "0": return whole * 2
        case "5": return whole * 2 + 1
        default: return nil
        }
    }

    static func count(_ text: String, of what: String, line: Int) throws(TRFError) -> Int {
        guard let value = Int(text), value >= 0 else {
            throw TRFError(line: line, problem: "the number of \(what) \"\(text)\" is not a number")
        }
        return value
    }

    static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
