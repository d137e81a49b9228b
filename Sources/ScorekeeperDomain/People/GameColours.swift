import Foundation

/// The colours people show in one game. Each person shows their own colour unless someone who
/// joined the game before them has the same colour; then, in joining order, the first colour of
/// the palette that nobody there shows. So a colour picked for a person is what they show in every
/// game where nobody who joined before has it, and a clash moves only the later of the two.
/// Joining order is the players' `createdAt`, then id, so every copy of a file agrees; every
/// surface that marks a person in a game (the player list, the round grid, the chart, the watch's
/// scoreboard) reads it through `AppDatabase.playerColours`, so they agree too.
///
/// With more people than colours, repeats spread evenly: one who must move keeps their own colour
/// when no colour is shown by fewer people, else takes the first colour shown by fewest. So no
/// colour is shown by three people before every colour is shown by two, and when everyone has
/// the same colour the palette repeats in its order.
public enum GameColours {
    /// One player of a game, linked to a person whose own colour is `colour`.
    public struct Member: Equatable, Sendable {
        public var playerID: Player.ID
        public var personID: Person.ID
        public var colour: PersonColour
        public var joinedAt: Date

        public init(playerID: Player.ID, personID: Person.ID, colour: PersonColour, joinedAt: Date) {
            self.playerID = playerID
            self.personID = personID
            self.colour = colour
            self.joinedAt = joinedAt
        }
    }

    /// The colour each player shows, by player id. Players of one person show one colour, and
    /// the person counts from their earliest player.
    public static func assign(_ members: [Member]) -> [Player.ID: PersonColour] {
        // Ties of the join broken by the player id's text, compared as its bytes: the same order
        // (lowercase hex, the dashes in the same places), without writing each id out as text
        // (`player add` of 2,000 names asks this once per name).
        let ordered = members.sorted { first, second in
            first.joinedAt != second.joinedAt ? first.joinedAt < second.joinedAt : precedes(first.playerID.rawValue, second.playerID.rawValue)
        }
        var people: [(id: Person.ID, own: PersonColour)] = []
        var seen = Set<Person.ID>()
        for member in ordered where seen.insert(member.personID).inserted { people.append((member.personID, member.colour)) }
        // First everyone whose colour nobody before them has keeps it, then the others move.
        // Counts per colour kept as they grow, so a game of thousands of people stays linear.
        var shows: [Person.ID: PersonColour] = [:]
        var uses = [Int](repeating: 0, count: PersonColour.allCases.count)
        for person in people where uses[person.own.index] == 0 {
            shows[person.id] = person.own
            uses[person.own.index] = 1
        }
        for person in people where shows[person.id] == nil {
            let colour = colour(own: person.own, uses: uses)
            shows[person.id] = colour
            uses[colour.index] += 1
        }
        var colours: [Player.ID: PersonColour] = [:]
        for member in ordered { colours[member.playerID] = shows[member.personID] }
        return colours
    }

    /// Whether `first`'s text comes before `second`'s: their bytes in order.
    static func precedes(_ first: UUID, _ second: UUID) -> Bool {
        withUnsafeBytes(of: first.uuid) { a in
            withUnsafeBytes(of: second.uuid) { b in
                for index in 0..<16 where a[index] != b[index] { return a[index] < b[index] }
                return false
            }
        }
    }

    /// The colour a new person whose colour would be `own` takes when they join a game of
    /// `members`: one nobody there shows, so nobody moves.
    public static func colour(own: PersonColour, joining members: [Member]) -> PersonColour {
        let colours = assign(members)
        var byPerson: [Person.ID: PersonColour] = [:]
        for member in members { byPerson[member.personID] = colours[member.playerID] }
        return colour(own: own, among: Array(byPerson.values))
    }

    /// The colour one whose own colour is `own` shows next to people who show `shown` (one entry
    /// per person): their own unless fewer people show some other colour, then the first such
    /// colour of the palette.
    public static func colour(own: PersonColour, among shown: [PersonColour]) -> PersonColour {
        var uses = [Int](repeating: 0, count: PersonColour.allCases.count)
        for colour in shown { uses[colour.index] += 1 }
        return colour(own: own, uses: uses)
    }

    /// The same, from how many people show each colour of the palette (by its index).
    static func colour(own: PersonColour, uses: [Int]) -> PersonColour {
        let fewest = uses.min() ?? 0
        if uses[own.index] == fewest { return own }
        return PersonColour.allCases.first { uses[$0.index] == fewest } ?? own
    }
}

extension PersonColour {
    /// The colour's place in the palette.
    var index: Int { PersonColour.allCases.firstIndex(of: self)! }
}
