/// The colour an entrant had in a round, as TRF-16 writes it ("w", "b", or "-" when unpaired).
public enum TournamentColour: Character, Sendable, CaseIterable, Hashable {
    case white = "w"
    case black = "b"
    /// No game: a bye or an absence.
    case neither = "-"
}
