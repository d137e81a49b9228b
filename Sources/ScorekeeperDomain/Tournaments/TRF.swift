/// FIDE's Tournament Report File, TRF-16 (Handbook C.04, Annex 2): reading one into a
/// `TournamentRecord` and writing one back.
///
/// Columns follow the TRF-16 layout of the player line (001): starting rank in columns 5-8, sex
/// 10, title 11-13, name 15-47, rating 49-52, federation 54-56, FIDE ID 58-68, birth date 70-79,
/// points 81-84, rank 86-89, then one ten-column block per round from column 92 (opponent in
/// four columns, colour, result). Columns count characters (Unicode scalars, as the Python
/// readers count them), not bytes. Header lines the record has no field for are kept whole.
///
/// A report is read whole or not at all: a field out of its columns, a round two players' lines
/// tell differently, or a line short of the rounds others have is refused at its line and column
/// (`TRFError`), and so, read as a tournament (`readTournament`), is one person in two seats:
/// nothing half-understood reaches the store.
/// Lines end in CR (as bbpPairings writes them), CRLF or LF.
public enum TRF {
    /// The record in `text`; throws a `TRFError` naming the first line (and column) it cannot
    /// read, or the contradiction it found between two lines.
    public static func read(_ text: String) throws(TRFError) -> TournamentRecord {
        try read(text, onePersonPerSeat: false)
    }

    static func read(_ text: String, onePersonPerSeat: Bool) throws(TRFError) -> TournamentRecord {
        var record = TournamentRecord(name: "")
        var lineOfEntrant: [Int: Int] = [:]
        var entrantLines: [Int] = []
        var plannedLine: Int?
        var lastLine = 0
        for (index, scalars) in lines(of: text).enumerated() {
            let number = index + 1
            if let offset = scalars.firstIndex(where: NameValidation.isControl) {
                let scalar = scalars[offset]
                throw TRFError(line: number, column: offset + 1, problem: scalar == "\t"
                    ? "a tab: a report is laid out in columns of spaces"
                    : "a control character (\(codePoint(scalar))) where text belongs: a report is plain text")
            }
            if scalars.allSatisfy({ $0 == " " }) { continue }
            lastLine = number
            let code = String(String.UnicodeScalarView(scalars.prefix(3)))
            // A header record's text after its code; a player line (most of a report) has no use for it.
            var content: String { trimmed(String(String.UnicodeScalarView(scalars.dropFirst(4)))) }
            switch code {
            case "001":
                let entrant = try readEntrant(Columns(scalars: scalars, line: number))
                if let earlier = lineOfEntrant[entrant.startingRank] {
                    throw TRFError(line: number, column: 5, problem: "starting rank \(entrant.startingRank) is already used on line \(earlier)")
                }
                lineOfEntrant[entrant.startingRank] = number
                entrantLines.append(number)
                record.entrants.append(entrant)
            case "012":
                try checkTournamentName(Columns(scalars: scalars, line: number))
                record.name = content
            case "042": record.startDate = content.isEmpty ? nil : content
            case "052": record.endDate = content.isEmpty ? nil : content
            case "062": record.statedEntrantCount = try count(content, of: "entrants (062)", line: number)
            case "072": record.statedRatedEntrantCount = try count(content, of: "rated entrants (072)", line: number)
            case "092": record.type = content.isEmpty ? nil : content
            case "132": record.roundDates = roundDates(Columns(scalars: scalars, line: number))
            case "XXR":
                record.plannedRounds = try plannedRounds(content, line: number)
                plannedLine = number
            default: record.otherLines.append(String(String.UnicodeScalarView(scalars)))
            }
        }
        guard lastLine > 0 else { throw TRFError(line: 1, problem: "the report is empty") }
        guard !record.entrants.isEmpty else {
            throw TRFError(line: lastLine, problem: "the report ends without a player line (001): there is no one to enter")
        }
        try checkRounds(&record, lines: entrantLines, plannedLine: plannedLine)
        try checkPairings(record, lines: entrantLines)
        if onePersonPerSeat { try checkOnePersonPerSeat(record, lines: entrantLines) }
        return record
    }

    /// The record in `text` to enter as a tournament: `read`, and one person per seat
    /// (`TournamentEntry.mayBeOnePerson`), since the store links each entrant to a person. A
    /// report only paired or checked (by the engine, the tie-breaks) may name two alike.
    public static func readTournament(_ text: String) throws(TRFError) -> TournamentRecord {
        try read(text, onePersonPerSeat: true)
    }

    /// The lines of `text`, each as its characters: a line ends at CR, LF or CRLF (TRF-16 asks
    /// for CR; other programs write the others). A byte order mark before the first is no part of it.
    /// Each line starts with room for as many characters as the one before (a report's player
    /// lines are alike), rather than growing from nothing a character at a time.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var line: [Unicode.Scalar] = []
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCR {
                afterCR = false
                continue
            }
            afterCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                let length = line.count
                lines.append(line)
                line = []
                line.reserveCapacity(length)
            } else {
                line.append(scalar)
            }
        }
        lines.append(line)
        if lines[0].first == "\u{FEFF}" { lines[0].removeFirst() }
        return lines
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
        if record.roundDates.contains(where: { $0 != nil }) { lines.append(roundDatesLine(record.roundDates)) }
        if let rounds = record.plannedRounds { lines.append("XXR \(rounds)") }
        lines += record.otherLines
        lines += record.entrants.map(playerLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Record 132: each round's date in the ten columns its block has on a player line (round 1
    /// from column 92), so the dates stand above the rounds they date.
    static func roundDatesLine(_ dates: [String?]) -> String {
        var line = "132" + String(repeating: " ", count: firstRoundColumn - 1 - 3)
        for date in dates {
            let text = String((date ?? "").prefix(8))
            line += text + String(repeating: " ", count: 10 - text.count)
        }
        return trimmed(line)
    }

    /// The dates of record 132, read from the columns the writer puts them in.
    static func roundDates(_ columns: Columns) -> [String?] {
        var dates: [String?] = []
        var start = firstRoundColumn
        while start <= columns.count {
            dates.append(nonEmpty(columns.text(start, start + 7)))
            start += 10
        }
        return dates
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
        guard text.unicodeScalars.allSatisfy(isDigit), let value = Int(text) else {
            throw TRFError(line: line, column: 5, problem: "the number of \(what) \"\(text)\" is not a whole number")
        }
        return value
    }

    /// Record XXR: the rounds planned, 1 to the most a tournament plays.
    static func plannedRounds(_ text: String, line: Int) throws(TRFError) -> Int {
        let limit = TournamentSettings.roundLimit
        guard text.unicodeScalars.allSatisfy(isDigit), let value = Int(text), (1...limit).contains(value) else {
            throw TRFError(line: line, column: 5, problem: "the planned rounds (XXR) are a whole number 1 to \(limit), not \"\(text)\"")
        }
        return value
    }

    /// Record 012: the tournament's name, held to the rules of every name (`NameValidation`)
    /// where the file says it; an empty one leaves the name to the command.
    static func checkTournamentName(_ columns: Columns) throws(TRFError) {
        if let column = columns.firstColumn(5, columns.count, where: NameValidation.isDirectionOverride) {
            throw columns.refuse(column, "a character that changes text direction (\(codePoint(columns[column]))) in the tournament's name (012)")
        }
        let length = columns.text(5, columns.count).count
        if length > NameValidation.maximumLength {
            throw columns.refuse(5, "the tournament's name (012) is \(length) characters long; a name has at most \(NameValidation.maximumLength)")
        }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// "U+001B", as a character is named in messages.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// `text` without the spaces before and after it, found from either end in place: reversing
    /// the text twice to trim its end cost a sixth of a large report's import.
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { $0 != " " }), let last = text.lastIndex(where: { $0 != " " }) else { return "" }
        return String(text[first...last])
    }
}
