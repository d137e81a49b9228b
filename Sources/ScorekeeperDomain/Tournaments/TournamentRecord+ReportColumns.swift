/// The numbers of a TRF-16 player line (001) each have fixed columns (the layout `TRF` documents
/// and writes: starting rank, rating, points and rank in four, the FIDE id in eleven), and the
/// writer cuts a longer text to its columns, which would put a wrong number in the report ("100."
/// for 100 points, "1000" for 1000.5). A report is written only when every number fits whole;
/// otherwise the first that does not is named, with its columns.
extension TournamentRecord {
    /// One number of a player line: what it is called, its columns, and its text as written.
    private struct ReportNumber {
        var name: String
        var columns: Int
        var text: String?
    }

    /// "TRF-16 has 4 columns for points, and Ann's 100.0 needs 5." for the first number of a
    /// player line too long for its columns; nil when the whole record can be written.
    public var reportColumnsRefusal: String? {
        for entrant in entrants {
            let numbers = [
                ReportNumber(name: "a starting rank", columns: 4, text: String(entrant.startingRank)),
                ReportNumber(name: "a rating", columns: 4, text: entrant.rating.map(String.init)),
                ReportNumber(name: "a FIDE id", columns: 11, text: entrant.fideID.map(String.init)),
                ReportNumber(name: "points", columns: 4, text: entrant.statedHalfPoints.map(TRF.pointsText)),
                ReportNumber(name: "a rank", columns: 4, text: entrant.statedRank.map(String.init)),
            ]
            for number in numbers {
                guard let text = number.text, text.unicodeScalars.count > number.columns else { continue }
                return "TRF-16 has \(number.columns) columns for \(number.name), and \(Sanitized.text(entrant.name))'s \(text) needs \(text.unicodeScalars.count)."
            }
        }
        return nil
    }
}
