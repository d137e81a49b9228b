import Foundation
import GRDB
import Testing
import TestSupport
@testable import ScorekeeperStore

/// The colours people show in a game (`GameColours`): own colours kept unless someone who joined
/// before has them, clashes moved to the first free colour in joining order, repeats spread
/// evenly past the palette, and the file's reads (`playerColours`, the watch's scoreboard) agree.
@Suite struct GameColoursTests {
    static let palette = PersonColour.allCases
    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    /// A player of person `person` with their own `colour`, joining `second` seconds in.
    static func member(_ person: String, _ colour: PersonColour, at second: Double, player: Player.ID = Player.ID(UUID())) -> GameColours.Member {
        GameColours.Member(playerID: player, personID: personID(person), colour: colour, joinedAt: start.addingTimeInterval(second))
    }

    /// A person's id that spells their (short, ASCII) name in its bytes, so a test names people
    /// and reads the names back.
    static func personID(_ name: String) -> Person.ID {
        var bytes = Array(name.utf8.prefix(16))
        bytes += Array(repeating: 0, count: 16 - bytes.count)
        return Person.ID(UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                                     bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])))
    }

    /// The name `personID` spelt.
    static func name(_ id: Person.ID) -> String {
        String(decoding: withUnsafeBytes(of: id.rawValue.uuid) { Array($0) }.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// What each person shows, by person, read through their players.
    static func shown(_ members: [GameColours.Member]) -> [String: PersonColour] {
        let colours = GameColours.assign(members)
        var byPerson: [String: PersonColour] = [:]
        for member in members { byPerson[Self.name(member.personID)] = colours[member.playerID] }
        return byPerson
    }

    @Test func peopleWithoutClashesShowTheirOwnColours() {
        let members = [Self.member("ann", .teal, at: 0), Self.member("bo", .red, at: 1), Self.member("cy", .pink, at: 2)]
        #expect(Self.shown(members) == ["ann": .teal, "bo": .red, "cy": .pink])
        #expect(GameColours.assign([]).isEmpty)
    }

    @Test func aClashMovesTheLaterJoinerToTheFirstColourNobodyShows() {
        // Ann, Kim, Bo, Lu, Cy, Mo: Bo and Lu both red, Cy and Mo both green.
        let members = [Self.member("ann", .blue, at: 0), Self.member("kim", .yellow, at: 1), Self.member("bo", .red, at: 2),
                       Self.member("lu", .red, at: 3), Self.member("cy", .green, at: 4), Self.member("mo", .green, at: 5)]
        // Cy keeps green (nobody before has it); Lu and Mo, in that order, take the palette's
        // first colours that nobody shows.
        #expect(Self.shown(members) == ["ann": .blue, "kim": .yellow, "bo": .red, "cy": .green, "lu": .magenta, "mo": .cyan])
        // Whoever joined first keeps the colour: with Lu before Bo, Bo moves.
        var swapped = members
        swapped[3].joinedAt = Self.start.addingTimeInterval(1.5)
        #expect(Self.shown(swapped) == ["ann": .blue, "kim": .yellow, "lu": .red, "cy": .green, "bo": .magenta, "mo": .cyan])
    }

    @Test func joiningOrderIsTheStampThenTheIdWhateverOrderTheRowsCameIn() throws {
        let low = try #require(Player.ID(uuidString: "00000000-0000-4000-8000-000000000001"))
        let high = try #require(Player.ID(uuidString: "ffffffff-0000-4000-8000-000000000001"))
        // Same stamp: the lower id joined first and keeps the colour.
        let tied = [Self.member("late", .orange, at: 0, player: high), Self.member("early", .orange, at: 0, player: low)]
        #expect(Self.shown(tied) == ["early": .orange, "late": .red])
        #expect(Self.shown(tied.reversed()) == ["early": .orange, "late": .red])
        // An earlier stamp wins over a lower id.
        let stamped = [Self.member("late", .orange, at: 1, player: low), Self.member("early", .orange, at: 0, player: high)]
        #expect(Self.shown(stamped) == ["early": .orange, "late": .red])
    }

    @Test func aPersonWithTwoPlayersShowsOneColourAndCountsOnce() {
        let members = [Self.member("ann", .red, at: 0), Self.member("bo", .green, at: 1),
                       Self.member("ann", .red, at: 2), Self.member("cy", .green, at: 3)]
        let colours = GameColours.assign(members)
        #expect(colours[members[0].playerID] == .red && colours[members[2].playerID] == .red)
        #expect(colours[members[1].playerID] == .green)
        // Cy moves to the first colour nobody shows: yellow (Ann's second player takes nothing).
        #expect(colours[members[3].playerID] == .yellow)
    }

    @Test func morePeopleThanColoursRepeatThePaletteEvenly() {
        // Everyone red: the palette in its order, again and again.
        let count = Self.palette.count * 2 + 5
        let everyoneRed = (0..<count).map { Self.member("p\($0)", .red, at: Double($0)) }
        let colours = GameColours.assign(everyoneRed)
        #expect(everyoneRed.enumerated().allSatisfy { colours[$1.playerID] == Self.palette[$0 % Self.palette.count] })
        // Past the palette, one whose colour no one else has keeps it, and a moved one keeps
        // their own when no colour is shown by fewer people.
        let distinct = Self.palette.enumerated().map { Self.member("d\($0)", $1, at: Double($0)) }
        let eleventh = Self.member("e", .teal, at: 100), twelfth = Self.member("f", .teal, at: 101)
        let more = GameColours.assign(distinct + [eleventh, twelfth])
        #expect(distinct.allSatisfy { more[$0.playerID] == $0.colour })
        #expect(more[eleventh.playerID] == .teal, "every colour shown once: the eleventh keeps theirs")
        #expect(more[twelfth.playerID] == .red, "teal shown twice: the twelfth takes the first colour shown once")
    }

    /// Random games (few colours, so clashes are common; shared stamps; people twice): the rule
    /// checked from its statement, not from the function's steps.
    @Test func randomGamesFollowTheRule() {
        let seed = SeededRandom.baseSeed
        var random = SeededRandom(seed: seed)
        for trial in 0..<400 {
            let people = Int.random(in: 1...25, using: &random)
            let colours = Array(Self.palette.shuffled(using: &random).prefix(Int.random(in: 1...Self.palette.count, using: &random)))
            var members: [GameColours.Member] = []
            var own: [String: PersonColour] = [:]
            for index in 0..<people {
                let person = "p\(index)"
                own[person] = colours.randomElement(using: &random)!
                for _ in 0..<(Int.random(in: 0..<6, using: &random) == 0 ? 2 : 1) {
                    members.append(Self.member(person, own[person]!, at: Double(Int.random(in: 0..<8, using: &random))))
                }
            }
            let context = "seed \(seed), trial \(trial)"
            let assigned = GameColours.assign(members)
            // The same answer whatever order the rows come in.
            #expect(GameColours.assign(members.shuffled(using: &random)) == assigned, "\(context)")
            // One colour per person.
            let byPerson = Dictionary(grouping: members, by: { Self.name($0.personID) }).mapValues { Set($0.map { assigned[$0.playerID]! }) }
            #expect(byPerson.values.allSatisfy { $0.count == 1 }, "\(context)")
            let shows = byPerson.mapValues { $0.first! }
            // Joining order: each person's earliest player, by stamp then id.
            let first = Dictionary(grouping: members, by: { Self.name($0.personID) }).mapValues {
                $0.map { ($0.joinedAt, $0.playerID.lowercasedString) }.min { $0 < $1 }!
            }
            let order = first.keys.sorted { first[$0]! < first[$1]! }
            // Whoever has a colour nobody before them has shows it.
            let keepers = order.enumerated().filter { index, person in !order[..<index].contains { own[$0] == own[person] } }.map(\.element)
            #expect(keepers.allSatisfy { shows[$0] == own[$0] }, "\(context)")
            // Counts: no colour shown twice while another is shown by nobody, and so on.
            let uses = Self.palette.map { colour in shows.values.filter { $0 == colour }.count }
            #expect(uses.max()! - uses.min()! <= 1, "\(context): \(uses)")
            if people <= Self.palette.count {
                #expect(Set(shows.values).count == people, "\(context): distinct within the palette")
                // The ones who move take, in joining order, the palette's colours nobody keeps.
                let moved = order.filter { !keepers.contains($0) }
                let free = Self.palette.filter { colour in !keepers.contains { own[$0] == colour } }
                #expect(moved.map { shows[$0]! } == Array(free.prefix(moved.count)), "\(context)")
            }
        }
    }

    @Test func aNewPersonTakesAColourNobodyInTheGameShows() {
        let members = [Self.member("ann", .red, at: 0), Self.member("bo", .red, at: 1)]
        // Bo shows green; a newcomer whose colour would be red or green takes yellow.
        #expect(GameColours.colour(own: .red, joining: members) == .yellow)
        #expect(GameColours.colour(own: .green, joining: members) == .yellow)
        #expect(GameColours.colour(own: .pink, joining: members) == .pink)
    }

    // MARK: - The file

    /// A game of Ann, Kim, Bo, Lu, Cy and Mo, joined in that order, whose people have the colours
    /// given (the clash a migration by name or two changed colours can leave).
    static func clashingGame(_ database: AppDatabase) throws -> (game: Game, players: [String: Player]) {
        let game = try database.at(start).createGame(title: "Hearts")
        let owns: [(String, PersonColour)] = [("Ann", .blue), ("Kim", .yellow), ("Bo", .red), ("Lu", .red), ("Cy", .green), ("Mo", .green)]
        var players: [String: Player] = [:]
        for (index, (name, colour)) in owns.enumerated() {
            players[name] = try database.at(start.addingTimeInterval(Double(index + 1))).addPlayer(gameID: game.id, name: name)
            try database.setColour(personID: try #require(try database.personID(ofPlayer: players[name]!.id)), colour)
        }
        return (game, players)
    }

    /// What each named player shows in `game`, from the file.
    static func shown(_ database: AppDatabase, _ game: Game, _ players: [String: Player]) throws -> [String: PersonColour] {
        let colours = try database.read { db in try AppDatabase.playerColours(db, gameID: game.id) }
        return players.compactMapValues { colours[$0.id] }
    }

    @Test func peopleWhoShareAColourShowDistinctOnesInAGameAndKeepTheirOwn() throws {
        let database = try AppDatabase.empty()
        let (game, players) = try Self.clashingGame(database)
        #expect(try Self.shown(database, game, players) == ["Ann": .blue, "Kim": .yellow, "Bo": .red, "Lu": .magenta, "Cy": .green, "Mo": .cyan])
        // Their own colours are unchanged: a person's colour is theirs (the People screen shows it).
        let own = Dictionary(uniqueKeysWithValues: try database.fetchPeople().map { ($0.name, $0.colour) })
        #expect(own["Lu"] == .red && own["Mo"] == .green)
        // In a game where nobody clashes with her, Lu shows her own colour.
        let poker = try database.at(Self.start.addingTimeInterval(60)).createGame(title: "Poker")
        let lu = try database.at(Self.start.addingTimeInterval(61)).addPlayer(gameID: poker.id, name: "Lu")
        #expect(try Self.shown(database, poker, ["Lu": lu]) == ["Lu": .red])

        // A colour picked for Mo is what Mo shows where nobody before has it.
        try database.setColour(personID: try #require(try database.personID(ofPlayer: players["Mo"]!.id)), .teal)
        #expect(try Self.shown(database, game, players)["Mo"] == .teal)
        // Picked for Ann, who joined first: she shows it and Bo, who had it, moves.
        try database.setColour(personID: try #require(try database.personID(ofPlayer: players["Ann"]!.id)), .red)
        #expect(try Self.shown(database, game, players) == ["Ann": .red, "Kim": .yellow, "Bo": .blue, "Lu": .magenta, "Cy": .green, "Mo": .teal])
    }

    @Test func aNewPersonJoiningAClashingGameMovesNobody() throws {
        let database = try AppDatabase.empty()
        let clashing = try Self.clashingGame(database)
        let game = clashing.game
        var players = clashing.players
        let before = try Self.shown(database, game, players)
        players["Zed"] = try database.at(Self.start.addingTimeInterval(10)).addPlayer(gameID: game.id, name: "Zed")
        let after = try Self.shown(database, game, players)
        #expect(after.filter { $0.key != "Zed" } == before)
        let zed = try #require(after["Zed"])
        #expect(!before.values.contains(zed), "Zed shows a colour nobody else shows")
        #expect(try database.resolvePerson("Zed").colour == zed, "and it is Zed's own")
    }

    @Test func theWatchShowsTheColoursTheGameShows() throws {
        let database = try AppDatabase.empty()
        let (game, players) = try Self.clashingGame(database)
        let board = try #require(try database.read { db in try Scoreboard.fetch(db, game: game.id.lowercasedString) })
        #expect(board.colours == (try database.read { db in try AppDatabase.playerColours(db, gameID: game.id) }))
        #expect(Set(board.colours.values).count == players.count)
    }

    @Test func aMigratedGameWhosePeopleShareColoursByNameShowsThemApart() throws {
        // Ann, Kim, Bo, Lu, Cy and Mo in one game from before people: the migration colours each
        // by their name, and several of those names share one.
        let names = ["Ann", "Kim", "Bo", "Lu", "Cy", "Mo"]
        let byName = names.map { PersonColour.initial(forKey: PersonName.key($0)) }
        #expect(Set(byName).count < names.count, "the names' colours clash")
        let folder = try TemporaryFolder()
        let path = folder.file("old.sqlite")
        let gameID = "00000000-0000-4000-8000-0000000000c0"
        let queue = try DatabaseQueue(path: path, configuration: AppDatabase.makeConfiguration())
        try Schema.migrator.migrate(queue, upTo: "sync registers")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO games (id, title, createdAt, updatedAt) VALUES (?, 'Hearts', '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000')",
                           arguments: [gameID])
            for (index, name) in names.enumerated() {
                try db.execute(sql: "INSERT INTO players (id, gameID, name, score, createdAt) VALUES (?, ?, ?, 0, ?)",
                               arguments: [String(format: "00000000-0000-4000-9000-%012d", index + 1), gameID, name,
                                           String(format: "2026-01-01 10:00:%02d.000", index + 1)])
            }
        }
        try queue.close()
        let database = try AppDatabase.open(DatabaseLocation(path: path, isDefault: false))
        let people = Dictionary(uniqueKeysWithValues: try database.fetchPeople().map { ($0.name, $0.colour) })
        #expect(names.map { people[$0] } == byName, "each person's own colour is their name's")
        let game = try #require(Game.ID(uuidString: gameID))
        let colours = try database.read { db in try AppDatabase.playerColours(db, gameID: game) }
        let players = try database.fetchPlayerRows(gameID: game).map(\.player)
        let shown = Dictionary(uniqueKeysWithValues: players.map { ($0.name, colours[$0.id]) })
        #expect(Set(shown.values).count == names.count, "six people, six colours: \(shown)")
        // The first with each colour keeps it.
        for (index, name) in names.enumerated() where !byName[..<index].contains(byName[index]) {
            #expect(shown[name] == byName[index], "\(name)")
        }
    }
}
