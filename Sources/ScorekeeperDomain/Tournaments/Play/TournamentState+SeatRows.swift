/// One person's part in one round: at a table (its number and their seat, 1 first: white at
/// two) or sitting the round out (a bye), with the place and points it gave them. What
/// `tournament export --csv` writes a line of.
public struct TournamentSeatRow: Sendable, Hashable {
    public var round: Int
    /// Nil for a bye.
    public var table: Int?
    public var tableID: TournamentTable.ID?
    /// 1 for the first seat; nil for a bye.
    public var seat: Int?
    public var entryID: TournamentEntry.ID
    /// The seat's place at its table (1 first, tied seats sharing it; a forfeit's winners first,
    /// its losers after them); nil while the table plays and for a bye.
    public var place: Int?
    /// The seat's final game score, when the outcome was played for one.
    public var score: Int?
    /// The tournament points the round gave, in half points; nil while the table plays, and
    /// under game score for a round not played at a table (the standings give it the round's
    /// worst score).
    public var halfPoints: Int128?
    /// The table's outcome (nil while it plays), or the bye's result.
    public var outcome: TableOutcome?
    public var bye: TournamentResult?
}

extension TournamentState {
    /// A row per round, table and seat, then the round's byes by pairing number: every surface
    /// that lists results seat by seat reads them here. Points follow the standings' rule: at two
    /// a seat's TRF-16 result by the settings' win, draw and loss points; at tables its place's
    /// points, or its game score.
    public var seatRows: [TournamentSeatRow] {
        let system = settings.points.pointSystem
        let numbers = Dictionary(entries.map { ($0.id, $0.pairingNumber) }, uniquingKeysWith: { first, _ in first })
        var rows: [TournamentSeatRow] = []
        for round in rounds where round.number >= 1 {
            for table in round.tables.sorted(by: { $0.number < $1.number }) {
                let places = table.outcome.map(Self.places)
                let twoSeat = settings.format.isTwoPerTable && table.seats.count == 2 ? table.outcome?.twoSeatResults : nil
                for (seat, id) in table.seats.enumerated() {
                    var points: Int128?
                    if let outcome = table.outcome {
                        if let twoSeat {
                            points = Int128(system.halfPoints(seat == 0 ? twoSeat.0 : twoSeat.1))
                        } else if settings.points.isGameScore, outcome.scores == nil {
                            points = nil
                        } else {
                            points = settings.points.halfPoints(seat: seat, of: outcome)
                        }
                    }
                    let score = table.outcome?.scores.flatMap { seat < $0.count ? $0[seat] : nil }
                    rows.append(TournamentSeatRow(round: round.number, table: table.number, tableID: table.id, seat: seat + 1, entryID: id,
                                                  place: places.flatMap { seat < $0.count ? $0[seat] : nil },
                                                  score: score, halfPoints: points, outcome: table.outcome))
                }
            }
            for (id, result) in round.byes.sorted(by: { (numbers[$0.key] ?? 0) < (numbers[$1.key] ?? 0) }) {
                let points: Int128? = settings.points.isGameScore
                    ? nil
                    : Int128(settings.format.isTwoPerTable ? system.halfPoints(result) : settings.points.unplayedHalfPoints(bye: result))
                rows.append(TournamentSeatRow(round: round.number, entryID: id, halfPoints: points, bye: result))
            }
        }
        return rows
    }

    /// Each seat's place: a played outcome's places; a forfeit's winners first and its losers
    /// next after them.
    static func places(_ outcome: TableOutcome) -> [Int] {
        switch outcome {
        case let .places(places), let .scores(_, places): return places
        case let .forfeit(winners):
            let losersPlace = winners.filter { $0 }.count + 1
            return winners.map { $0 ? 1 : losersPlace }
        }
    }
}
