/// What the organiser said of one pairing of a round (a register per pairing; the later stamp
/// stands): paired again while nothing was played at it, or, settling a conflict, kept or set
/// aside.
public enum TournamentPairingChoice: String, Sendable, Hashable, CaseIterable {
    /// `pair --again` replaced it while nothing had been played at it here.
    case withdrawn
    /// The organiser kept it over the round's other pairings (`tournament resolve`).
    case kept
    /// The organiser kept another pairing over it; what was played at it stays as its games.
    case setAside
}

/// One pairing of a round: the tables and byes one `pair` made, on whichever copy, told apart
/// from the round's other pairings by the id they share.
public struct TournamentPairing: Sendable, Hashable, Identifiable {
    /// The pairing's id, shared by its tables and byes (a pairing made before pairings had ids
    /// has its stamp for one). Two copies whose clocks met can pair in the same millisecond, so
    /// the stamp alone does not tell pairings apart.
    public var id: String
    /// When it was made: its tables' and byes' `createdAt`, the file's clock.
    public var stamp: String
    public var tables: [TournamentTable]
    public var byes: [TournamentEntry.ID: TournamentResult]
    /// The tables at which something was played: a result entered, a game finished, a score.
    public var playedTables: Set<TournamentTable.ID>
    /// What the organiser said of it, if anything.
    public var choice: TournamentPairingChoice?

    public init(id: String, stamp: String, tables: [TournamentTable], byes: [TournamentEntry.ID: TournamentResult] = [:],
                playedTables: Set<TournamentTable.ID> = [], choice: TournamentPairingChoice? = nil) {
        self.id = id
        self.stamp = stamp
        self.tables = tables.sorted { $0.number < $1.number }
        self.byes = byes
        self.playedTables = playedTables
        self.choice = choice
    }

    /// Whether anything was played at it: a result or a score at any table.
    public var isPlayed: Bool { !playedTables.isEmpty }

    /// The pairing as a round of `number`.
    public func round(_ number: Int) -> TournamentRound {
        TournamentRound(number: number, tables: tables, byes: byes)
    }
}

/// Every pairing one round was given, on every copy, and which of them counts: the one rule
/// every surface, the next round's pairing and sync read.
///
/// Nothing is lost by choosing: a pairing that does not count keeps its tables, results and
/// games. The rule, applied alike on every copy to the same rows:
/// - A pairing the organiser kept counts, unless another pairing was played since without the
///   organiser having set it aside: then both contend.
/// - Otherwise the pairings nobody withdrew or set aside are weighed: those played at contend;
///   if none was, the one made first counts (an unplayed duplicate loses nothing).
/// - A pairing withdrawn by `pair --again` at which something was played (on a copy that had not
///   seen it withdrawn) contends too: the result is not thrown away behind the organiser's back.
/// - Two or more contenders are a conflict: the round counts its provisional pairing (the kept
///   one, else the first played, else the first made) until the organiser keeps one, and no
///   later round is paired meanwhile.
public struct TournamentRoundPairings: Sendable, Hashable {
    public var round: Int
    /// In the order they were made (by stamp, then id: one order on every copy).
    public var pairings: [TournamentPairing]

    public init(round: Int, pairings: [TournamentPairing]) {
        self.round = round
        self.pairings = pairings.sorted(by: Self.madeFirst)
    }

    /// The order pairings were made in: by stamp, then by id.
    static func madeFirst(_ a: TournamentPairing, _ b: TournamentPairing) -> Bool { (a.stamp, a.id) < (b.stamp, b.id) }

    /// The pairings that contend to count, in the order they were made.
    public var contenders: [TournamentPairing] {
        let playedWithdrawn = pairings.filter { $0.choice == .withdrawn && $0.isPlayed }
        let kept = pairings.filter { $0.choice == .kept }
        let undecided = pairings.filter { $0.choice == nil }
        let playedUndecided = undecided.filter(\.isPlayed)
        var result: [TournamentPairing]
        if !kept.isEmpty {
            result = kept + playedUndecided
        } else if !playedUndecided.isEmpty {
            result = playedUndecided
        } else {
            result = undecided.first.map { [$0] } ?? []
        }
        result += playedWithdrawn
        return result.sorted(by: Self.madeFirst)
    }

    /// Whether the organiser must choose: more than one pairing contends.
    public var isInConflict: Bool { contenders.count > 1 }

    /// The pairing the round counts (provisionally, while in conflict); nil when every pairing
    /// was withdrawn and none played.
    public var counted: TournamentPairing? {
        let contenders = self.contenders
        guard contenders.count > 1 else { return contenders.first }
        return contenders.first { $0.choice == .kept } ?? contenders.first(where: \.isPlayed) ?? contenders.first
    }

    /// The pairings that do not count and do not contend: withdrawn before anything was played,
    /// set aside by the organiser, or unplayed duplicates.
    public var setAside: [TournamentPairing] {
        let contending = Set(contenders.map(\.id))
        return pairings.filter { !contending.contains($0.id) }
    }

    /// The games nobody needs to see: those of set-aside pairings' tables where nothing was played.
    public var hiddenGames: [Game.ID] {
        setAside.flatMap { pairing in
            pairing.tables.filter { !pairing.playedTables.contains($0.id) }.compactMap(\.gameID)
        }
    }

    /// The number people name a pairing by: its place among the round's pairings, from 1.
    public func number(of pairing: TournamentPairing) -> Int? {
        pairings.firstIndex { $0.id == pairing.id }.map { $0 + 1 }
    }
}

extension TournamentRoundPairings {
    /// Why the round needs the organiser, in words every surface shows: "Round 2 was paired 2 ways
    /// and played at more than one (on two copies, or paired again while a result was entered):
    /// keep one."; nil when it is not in conflict.
    public var conflictText: String? {
        guard isInConflict else { return nil }
        return "Round \(round) \(conflictReason): keep one."
    }

    /// "was paired 2 ways and played at 2 of them (on two copies, or paired again while a result
    /// was entered)": the one wording of a conflict, which refusals end as they need.
    public var conflictReason: String {
        "was paired \(pairings.count) ways and played at \(contenders.count) of them "
            + "(on two copies, or paired again while a result was entered)"
    }

    /// What was played at a pairing, table by table, names as `name` gives them: "table 2: Hal –
    /// Cy 0-1; table 3: Ann – Bob playing (3–0)"; "nothing played".
    public func playedText(_ pairing: TournamentPairing, twoPerTable: Bool, name: (TournamentEntry.ID) -> String,
                           scores: (TournamentTable.ID) -> [Int?]?) -> String {
        let played = pairing.tables.filter { pairing.playedTables.contains($0.id) }
        guard !played.isEmpty else { return "nothing played" }
        return played.map { table in
            let seats = table.seats.map(name).joined(separator: twoPerTable ? " – " : ", ")
            if let outcome = table.outcome { return "table \(table.number): \(seats) \(outcome.text)" }
            let shown = (scores(table.id) ?? []).map { $0.map(String.init) ?? "–" }.joined(separator: "–")
            return "table \(table.number): \(seats) playing (\(shown))"
        }.joined(separator: "; ")
    }

    /// "pairing 2 of 3": how the pairing is named wherever the organiser chooses one.
    public func label(_ pairing: TournamentPairing) -> String {
        "pairing \(number(of: pairing) ?? 0) of \(pairings.count)"
    }
}
