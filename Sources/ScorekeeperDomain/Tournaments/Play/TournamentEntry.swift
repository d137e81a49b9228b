import Foundation

/// One person's place in a tournament: their pairing number (the initial order, by rating),
/// the round they joined before, and the round after which they dropped, if they did.
public struct TournamentEntry: Sendable, Hashable, Identifiable {
    public typealias ID = Tagged<TournamentEntry, UUID>

    public var id: ID
    public var personID: Person.ID?
    public var name: String
    /// The rating given at entry, or the OpenSkill ordinal the file had for the person then.
    public var rating: Int?
    /// 1 for the top of the initial order.
    public var pairingNumber: Int
    /// The first round they can be paired in (1: from the start; a late entry's later).
    public var firstRound: Int
    /// The half points each round before `firstRound` gives a late entry (0 by default).
    public var lateHalfPoints: Int
    /// The last round they played or were paired in before leaving; nil: still in.
    public var droppedAfterRound: Int?
    /// The FIDE ID an imported report gave them; it tells apart two entrants of one name.
    public var fideID: Int?

    public init(id: ID, personID: Person.ID? = nil, name: String, rating: Int? = nil, pairingNumber: Int,
                firstRound: Int = 1, lateHalfPoints: Int = 0, droppedAfterRound: Int? = nil, fideID: Int? = nil) {
        self.fideID = fideID
        self.id = id
        self.personID = personID
        self.name = name
        self.rating = rating
        self.pairingNumber = pairingNumber
        self.firstRound = firstRound
        self.lateHalfPoints = lateHalfPoints
        self.droppedAfterRound = droppedAfterRound
    }

    /// One person per seat: whether two entrants, by their names and FIDE IDs, may be one person.
    /// One FIDE ID is one person, two are two; without both, one name (`PersonName.key`) is one
    /// person. The report reader refuses a report that seats one person twice, and the store
    /// links two entrants it tells apart to two people.
    public static func mayBeOnePerson(_ name: String, _ fideID: Int?, _ otherName: String, _ otherFIDEID: Int?) -> Bool {
        if let fideID, let otherFIDEID { return fideID == otherFIDEID }
        return PersonName.same(name, otherName)
    }

    /// Whether they are paired in round `round`.
    public func isPaired(in round: Int) -> Bool {
        round >= firstRound && (droppedAfterRound.map { round <= $0 } ?? true)
    }

    /// Whether `round` is one of their late rounds: before their first, and while they were
    /// still in the tournament (someone who drops before their first round stops having them).
    /// Each counts as the bye `lateHalfPoints` chose.
    public func isLateRound(_ round: Int) -> Bool {
        round < firstRound && (droppedAfterRound.map { round <= $0 } ?? true)
    }
}
