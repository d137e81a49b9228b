// Reading one player line (001): each field from its columns, and each round's block, refused at
// the column where it stops making sense.
extension TRF {
    /// One line's characters by TRF-16's columns, counted from 1; a column past the end of the
    /// line reads as a space (a line may stop after its last character).
    struct Columns {
        let scalars: [Unicode.Scalar]
        let line: Int

        var count: Int { scalars.count }

        subscript(column: Int) -> Unicode.Scalar {
            column >= 1 && column <= scalars.count ? scalars[column - 1] : " "
        }

        /// Columns `first` to `last` as written (within the line).
        func raw(_ first: Int, _ last: Int) -> String {
            let lower = max(first, 1) - 1, upper = min(last, scalars.count)
            guard lower < upper else { return "" }
            return String(String.UnicodeScalarView(scalars[lower..<upper]))
        }

        /// Columns `first` to `last` without the spaces around them. Columns of ASCII alone (a
        /// report's numbers, codes and most names) are trimmed as scalars, and the text made once
        /// from their bytes: there each scalar is a character of its own, so it is what
        /// `TRF.trimmed` gives, without making the columns a string, walking its characters and
        /// copying it again. Other text goes through `TRF.trimmed`, which counts characters.
        func text(_ first: Int, _ last: Int) -> String {
            var lower = max(first, 1) - 1, upper = min(last, scalars.count)
            guard lower < upper else { return "" }
            for index in lower..<upper where scalars[index].value >= 0x80 {
                return TRF.trimmed(raw(first, last))
            }
            while lower < upper && scalars[lower] == " " { lower += 1 }
            while upper > lower && scalars[upper - 1] == " " { upper -= 1 }
            return String(unsafeUninitializedCapacity: upper - lower) { bytes in
                for index in lower..<upper { bytes[index - lower] = UInt8(truncatingIfNeeded: scalars[index].value) }
                return upper - lower
            }
        }

        func firstColumn(_ first: Int, _ last: Int, where test: (Unicode.Scalar) -> Bool) -> Int? {
            guard first <= min(last, count) else { return nil }
            return (first...min(last, count)).first { test(self[$0]) }
        }

        func refuse(_ column: Int?, _ problem: String) -> TRFError {
            TRFError(line: line, column: column, problem: problem)
        }
    }

    /// A field of the player line before its rounds: what messages call it and its columns.
    struct Field {
        var name: String
        var first: Int
        var last: Int
    }

    /// The player line's fields before the rounds, in order (TRF-16's table for record 001).
    /// The columns between them are blank: a field that runs into one is wider than its columns,
    /// and every field after it would be read from the wrong place.
    static let playerFields = [
        Field(name: "the record code", first: 1, last: 3), Field(name: "the starting rank", first: 5, last: 8),
        Field(name: "the sex", first: 10, last: 10), Field(name: "the title", first: 11, last: 13),
        Field(name: "the name", first: 15, last: 47), Field(name: "the rating", first: 49, last: 52),
        Field(name: "the federation", first: 54, last: 56), Field(name: "the FIDE ID", first: 58, last: 68),
        Field(name: "the birth date", first: 70, last: 79), Field(name: "the points", first: 81, last: 84),
        Field(name: "the rank", first: 86, last: 89),
    ]

    /// Round 1's block: opponent 92-95, colour 97, result 99 (each later round ten columns on).
    static let firstRoundColumn = 92

    static func readEntrant(_ columns: Columns) throws(TRFError) -> TournamentEntrant {
        try checkBlankColumns(columns)
        guard let startingRank = try wholeNumber(columns, playerFields[1], in: 1...9999, rule: "a starting rank is 1 to 9999") else {
            throw columns.refuse(5, "a player line needs its starting rank, 1 to 9999, in columns 5-8")
        }
        let name = columns.text(15, 47)
        if name.isEmpty { throw columns.refuse(15, "the name in columns 15-47 is empty: a player needs a name") }
        if let column = columns.firstColumn(15, 47, where: NameValidation.isDirectionOverride) {
            throw columns.refuse(column, "a character that changes text direction (\(codePoint(columns[column]))) in the name")
        }
        var entrant = TournamentEntrant(startingRank: startingRank, name: name)
        entrant.sex = nonEmpty(columns.text(10, 10))
        entrant.title = nonEmpty(columns.text(11, 13))
        entrant.rating = try wholeNumber(columns, playerFields[5], in: 0...9999, rule: "a rating is 0 to 9999")
        entrant.federation = nonEmpty(columns.text(54, 56))
        // Some programs write 0 for a player without a FIDE ID; the store keeps none for them.
        let fideID = try wholeNumber(columns, playerFields[7], in: 0...99_999_999_999, rule: "a FIDE ID is a number of up to 11 digits")
        entrant.fideID = fideID == 0 ? nil : fideID
        entrant.birthDate = nonEmpty(columns.text(70, 79))
        let points = columns.text(81, 84)
        if !points.isEmpty {
            guard let halfPoints = halfPoints(points) else {
                throw columns.refuse(81, "the points \"\(points)\" in columns 81-84 are not a number of half points")
            }
            entrant.statedHalfPoints = halfPoints
        }
        entrant.statedRank = try wholeNumber(columns, playerFields[10], in: 0...9999, rule: "a rank is a whole number")
        var start = firstRoundColumn
        while start <= columns.count {
            entrant.rounds.append(try readRound(columns, at: start, round: entrant.rounds.count + 1, rank: startingRank))
            start += 10
        }
        return entrant
    }

    /// Refuses a character in a column between two fields, blaming the field it belongs to:
    /// the one it runs on from, the one it runs back into, or, alone there, the column.
    static func checkBlankColumns(_ columns: Columns) throws(TRFError) {
        for (index, field) in playerFields.enumerated() {
            let next = index + 1 < playerFields.count
                ? playerFields[index + 1] : Field(name: "round 1", first: firstRoundColumn, last: firstRoundColumn + 9)
            for column in (field.last + 1)..<next.first where columns[column] != " " {
                var start = column, end = column
                while start > 1 && columns[start - 1] != " " { start -= 1 }
                while end < columns.count && columns[end + 1] != " " { end += 1 }
                let run = columns.raw(start, end)
                if start >= field.first {
                    throw columns.refuse(field.first, "\(field.name) \"\(run)\" runs past column \(field.last) (it has columns \(field.first)-\(field.last))")
                }
                if end >= next.first {
                    throw columns.refuse(start, "\(next.name) \"\(run)\" starts before column \(next.first), its first")
                }
                throw columns.refuse(column, "column \(column), between \(field.name) and \(next.name), is not blank")
            }
        }
    }

    /// A whole-number field: nil when blank; refused when it is not digits or out of `range`.
    static func wholeNumber(_ columns: Columns, _ field: Field, in range: ClosedRange<Int>, rule: String) throws(TRFError) -> Int? {
        let text = columns.text(field.first, field.last)
        if text.isEmpty { return nil }
        let place = "in columns \(field.first)-\(field.last)"
        if text.first == "-", text.dropFirst().unicodeScalars.allSatisfy(isDigit), text.count > 1 {
            throw columns.refuse(field.first, "\(field.name) \(text) \(place) is below 0: \(rule)")
        }
        guard text.unicodeScalars.allSatisfy(isDigit), let value = Int(text) else {
            throw columns.refuse(field.first, "\(field.name) \"\(text)\" \(place) is not a whole number: \(rule)")
        }
        guard range.contains(value) else { throw columns.refuse(field.first, "\(field.name) \(text) \(place) is out of range: \(rule)") }
        return value
    }

    /// The columns of a round's block, counted from its first, that stay blank.
    static let blankInRound = [4, 6, 8, 9]

    /// One round's block from column `start`: the opponent (four columns; 0000 or blank for
    /// none), the colour two on, the result two further. A bye is read as the store keeps it
    /// (`bye(withoutOpponent:)`); what TRF-16 does not allow is refused at its column.
    static func readRound(_ columns: Columns, at start: Int, round: Int, rank: Int) throws(TRFError) -> TournamentRoundEntry {
        for offset in blankInRound where columns[start + offset] != " " {
            let column = start + offset
            throw columns.refuse(column, "round \(round): column \(column) is not blank (a round has its opponent in columns \(start)-\(start + 3), its colour in \(start + 5) and its result in \(start + 7))")
        }
        let opponentText = columns.text(start, start + 3)
        let colourMark = columns[start + 5], resultMark = columns[start + 7]
        // All blank: not paired that round.
        if opponentText.isEmpty && colourMark == " " && resultMark == " " { return .absent }
        var opponent: Int?
        if !opponentText.isEmpty {
            guard opponentText.unicodeScalars.allSatisfy(isDigit), let value = Int(opponentText) else {
                throw columns.refuse(start, "round \(round): the opponent \"\(opponentText)\" in columns \(start)-\(start + 3) is not a starting rank (nor 0000 for none)")
            }
            if value == rank {
                throw columns.refuse(start, "round \(round) names the player's own starting rank (\(rank)) as the opponent: no one plays themselves")
            }
            opponent = value == 0 ? nil : value
        }
        let colour: TournamentColour
        switch colourMark {
        case "w", "W": colour = .white
        case "b", "B": colour = .black
        case "-", " ": colour = .neither
        default:
            throw columns.refuse(start + 5, "round \(round): the colour \"\(colourMark)\" in column \(start + 5) is not w, b or -")
        }
        guard let result = result(resultMark) else {
            throw columns.refuse(start + 7, "round \(round): the result \"\(resultMark)\" in column \(start + 7) is not a TRF-16 result code (1 = 0 + - W D L H F U Z)")
        }
        guard let opponent else {
            if colour != .neither {
                throw columns.refuse(start + 5, "round \(round): a colour (\(colourMark)) but no opponent (0000): a bye has no colour, write -")
            }
            guard let bye = bye(withoutOpponent: result) else {
                throw columns.refuse(start + 7, "round \(round): a game's result (\(result.rawValue)) but no opponent (0000): a round without one is a bye, U, F, H or Z")
            }
            return .bye(bye)
        }
        if result.isBye {
            throw columns.refuse(start, "round \(round) names opponent \(opponent), but \(result.rawValue) is a bye: a bye's opponent is 0000")
        }
        if result.isPlayedOverTheBoard && colour == .neither {
            throw columns.refuse(start + 5, "round \(round): a game played (\(result.rawValue)) needs its colour, w or b, in column \(start + 5)")
        }
        return TournamentRoundEntry(opponent: opponent, colour: colour, result: result)
    }

    /// The result a result column holds; TRF-16's letter codes are read in either case.
    static func result(_ mark: Unicode.Scalar) -> TournamentResult? {
        // ASCII, as every code is: its capital by arithmetic, not Unicode's case mapping.
        if mark.isASCII {
            let value = mark.value
            let capital = (0x61...0x7A).contains(value) ? value - 0x20 : value
            return TournamentResult(rawValue: Character(Unicode.Scalar(UInt8(capital))))
        }
        let upper = Character(mark).uppercased()
        guard upper.count == 1, let character = upper.first else { return nil }
        return TournamentResult(rawValue: character)
    }

    /// What a round with no opponent (0000, or four blanks) stands for, as bbpPairings reads it:
    /// TRF-16's byes as written (U, H, F, Z, and a blank result as Z), and the marks older
    /// programs wrote for them: + the pairing-allocated bye, = a half-point bye, - an absence.
    /// A game's result has no meaning there (nil: refused).
    static func bye(withoutOpponent result: TournamentResult) -> TournamentResult? {
        switch result {
        case .pairingAllocatedBye, .forfeitWin: .pairingAllocatedBye
        case .halfPointBye, .draw: .halfPointBye
        case .fullPointBye: .fullPointBye
        case .zeroPointBye, .forfeitLoss, .notPlayed: .zeroPointBye
        case .win, .loss, .unratedWin, .unratedDraw, .unratedLoss: nil
        }
    }
}
