/// How a tournament decides who meets whom each round.
public enum TournamentFormat: String, Sendable, Hashable, CaseIterable {
    /// Two per table, paired by FIDE's Dutch system (C.04.3) on points, then rating.
    case swiss
    /// Everyone meets everyone, by the Berger tables (C.05 Annex 1); twice with `cycles: 2`.
    case roundRobin = "round-robin"
    /// Single elimination, seeded 1 v N, byes to the top seeds.
    case knockout
    /// Double elimination: a losers' bracket, then a grand final.
    case doubleKnockout = "double-knockout"
    /// Tables of 3 to 5, grouped by standing, repeat meetings avoided.
    case tables

    /// Whether each table seats two (every format but `tables`).
    public var isTwoPerTable: Bool { self != .tables }

    /// Whether someone who lost is out of the running (the elimination formats).
    public var eliminates: Bool { self == .knockout || self == .doubleKnockout }

    /// The format's name as people read it.
    public var displayName: String {
        switch self {
        case .swiss: "Swiss"
        case .roundRobin: "round robin"
        case .knockout: "knockout"
        case .doubleKnockout: "double knockout"
        case .tables: "tables"
        }
    }
}
