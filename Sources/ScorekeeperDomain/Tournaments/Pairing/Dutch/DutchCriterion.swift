// Ported from gacrux (MIT, Copyright 2024 Otto Milvang): crosstabledutch.py, the qdefs enum.

/// The quality criteria of FIDE's Dutch system (C.04.3 art. 2.3-2.5, C6-C21) and the
/// within-bracket orders (HE1-HE2 for a heterogeneous bracket, HO1-HO5 for a homogeneous one),
/// in gacrux's order of importance, most important first. Each becomes one or more digits of
/// a mixed-radix edge cost, so that the cheapest matching is the best by the first criterion,
/// then the next, and so on.
public enum DutchCriterion: Int, CaseIterable, Comparable, Sendable {
    /// C6: the number of downfloaters.
    case c6
    /// C7: the scores of the downfloaters, one digit per score difference.
    case c7
    /// C8, as gacrux counts it: the players of the next bracket who would float below it.
    case next8
    /// C8: the scores of those players, one digit per score difference and one for the rest.
    case c8
    /// C9: the unplayed games of the player given the pairing-allocated bye.
    case c9
    /// Repeated meetings, when players may meet more than once (one digit per meeting).
    case repeatedMeetings
    /// C10: topscorers (or their opponents) whose colour difference goes beyond ±2.
    case c10
    /// C11: topscorers (or their opponents) given the same colour three times running.
    case c11
    /// C12: players not given their colour preference.
    case c12
    /// C13: players not given their strong colour preference.
    case c13
    /// C14: downfloaters who downfloated in the last round.
    case c14
    /// C15: upfloaters who upfloated in the last round.
    case c15
    /// C16: downfloaters who downfloated two rounds ago.
    case c16
    /// C17: upfloaters who upfloated two rounds ago.
    case c17
    /// C18-C21: the score differences of the floaters of C14-C17.
    case c18, c19, c20, c21
    /// HE1-HE2: the order of the moved-down players' opponents in a heterogeneous bracket.
    case he1, he2
    /// HO1-HO5: the order of the pairs in a homogeneous bracket (S1 against S2, then
    /// transpositions and exchanges).
    case ho1, ho2, ho3, ho4, ho5

    public static func < (lhs: DutchCriterion, rhs: DutchCriterion) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The criteria of every bracket, C6 to C21.
    public static let quality: [DutchCriterion] = allCases.filter { $0 <= .c21 }
    /// The order within a heterogeneous bracket.
    public static let heterogeneous: [DutchCriterion] = [.he1, .he2]
    /// The order within a homogeneous bracket.
    public static let homogeneous: [DutchCriterion] = [.ho1, .ho2, .ho3, .ho4, .ho5]
}
