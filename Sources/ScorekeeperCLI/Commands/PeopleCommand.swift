import ArgumentParser
import Foundation
import ScorekeeperStore

/// How every command describes its PERSON argument.
enum PersonArgument {
    static let help = ArgumentHelp("The person: their name (case ignored), their id, or a unique prefix of their id.",
                                   valueName: "person")
}

/// `scorekeeper people ...`: the people who play across games, their statistics and ratings.
struct PeopleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "people",
        abstract: "List, show, rename, merge, recolour, photograph or delete the people who play across games.",
        discussion: """
            A player of a game is linked to a person by name (case ignored, surrounding spaces \
            trimmed) when added. Statistics count finished games only; ratings are OpenSkill's \
            Plackett-Luce model (mu 25, sigma 25/3), updated per finished game in the order the \
            games finished; the ordinal is mu - 3 sigma.
            """,
        subcommands: [List.self, Show.self, Rename.self, Merge.self, Colour.self, Move.self, Photo.self, Delete.self]
    )

    /// `people list [--json]`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List people with their games, wins, win rate, rating and last game.")
        @OptionGroup var database: DatabaseOptions
        @Flag(help: "Print a JSON array of {id, name, colour, games, wins, winRate, lastPlayed, rating: {mu, sigma, ordinal}}, by name.")
        var json = false

        func run() throws {
            let db = try database.openForReading()
            let statistics = try db.fetchPeopleStatistics(scope: .list)
            if json {
                try TableOutput.printJSON(statistics.people.map(PersonJSON.init))
            } else if statistics.people.isEmpty {
                print("No people yet. Add a player to a game: scorekeeper player add GAME NAME")
            } else {
                TableOutput.print(header: ["ID", "GAMES", "WINS", "WIN%", "RATING", "LAST PLAYED", "NAME"],
                                  rows: statistics.people.map { person in
                                      [String(person.id.lowercasedString.prefix(8)), String(person.games), String(person.wins),
                                       String(format: "%.0f", person.winRate * 100), String(format: "%.2f", person.rating.ordinal),
                                       person.lastPlayed.map(PersonJSON.day) ?? "-", person.person.name]
                                  },
                                  rightAligned: [1, 2, 3, 4])
            }
        }
    }

    /// `people show PERSON [--json]`.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Show a person's statistics per kind of game, head-to-head and rating history.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: PersonArgument.help, completion: NameCompletion.people) var person: String
        @Flag(help: "Print JSON: the fields of `people list --json` plus kinds: [{kind, games, wins, average, best, worst}], headToHead: [{opponent, opponentID, games, ahead, behind, tied}], streak, longestStreak, ratingHistory: [{gameID, title, finishedAt, mu, sigma, ordinal}].")
        var json = false

        func run() throws {
            let db = try database.openForReading()
            let id = try db.resolvePerson(person).id
            guard let figures = try db.fetchPeopleStatistics().figures(of: id) else {
                throw ScorekeeperError.other("No person with id \(id.lowercasedString).")
            }
            if json {
                try TableOutput.printJSON(PersonDetailJSON(figures))
                return
            }
            print("\(Sanitized.text(figures.person.name)) (\(figures.id.lowercasedString.prefix(8)), \(figures.person.colour))")
            print("Games \(figures.games), wins \(figures.wins) (\(String(format: "%.0f", figures.winRate * 100))%), "
                  + "streak \(figures.streak) (longest \(figures.longestStreak)), last played \(figures.lastPlayed.map(PersonJSON.day) ?? "-")")
            print("Rating \(String(format: "%.2f", figures.rating.ordinal)) (mu \(String(format: "%.2f", figures.rating.mu)), sigma \(String(format: "%.2f", figures.rating.sigma)))")
            if !figures.kinds.isEmpty {
                print("")
                TableOutput.print(header: ["GAMES", "WINS", "AVERAGE", "BEST", "WORST", "KIND"],
                                  rows: figures.kinds.map { [String($0.games), String($0.wins), $0.average.text,
                                                             String($0.best), String($0.worst), $0.kind] },
                                  rightAligned: [0, 1, 2, 3, 4])
            }
            if !figures.headToHead.isEmpty {
                print("")
                TableOutput.print(header: ["GAMES", "AHEAD", "BEHIND", "TIED", "AGAINST"],
                                  rows: figures.headToHead.map { [String($0.games), String($0.ahead), String($0.behind), String($0.tied), $0.opponent] },
                                  rightAligned: [0, 1, 2, 3])
            }
        }
    }

    /// `people rename PERSON NAME`.
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename a person (each game keeps its player's name).")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: PersonArgument.help, completion: NameCompletion.people) var person: String
        @Argument(help: "The new name.") var name: String

        func run() throws {
            let db = try database.openForCommand()
            try db.renamePerson(id: db.resolvePerson(person).id, name: name)
        }
    }

    /// `people merge FROM INTO [--yes]`: asks first on a terminal, naming how many games move.
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merge a person into another: every game of FROM becomes INTO's.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: ArgumentHelp("The person merged away.", valueName: "from"), completion: NameCompletion.people) var from: String
        @Argument(help: ArgumentHelp("The person kept.", valueName: "into"), completion: NameCompletion.people) var into: String
        @Flag(name: [.short, .long], help: "Do not ask for confirmation.") var yes = false

        func run() throws {
            let db = try database.openForCommand()
            let source = try db.resolvePerson(from), target = try db.resolvePerson(into)
            let games = try db.gameCount(personID: source.id)
            guard try Confirmation.confirm("Merge \"\(Sanitized.text(source.name))\" into \"\(Sanitized.text(target.name))\" (\(games) game\(games == 1 ? "" : "s") move)?", yes: yes) else {
                throw ScorekeeperError.other("Nothing merged.")
            }
            try db.mergePeople(from: source.id, into: target.id)
        }
    }

    /// `people colour PERSON COLOUR`.
    struct Colour: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "colour",
            abstract: "Change a person's colour.",
            discussion: "A person shows their colour in every game, unless someone who joined that game before them shows it: then they show the first colour no one in that game shows.")
        @OptionGroup var database: DatabaseOptions
        @Argument(help: PersonArgument.help, completion: NameCompletion.people) var person: String
        @Argument(help: ArgumentHelp("One of: \(PersonColour.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "colour"),
                  completion: .list(PersonColour.allCases.map(\.rawValue)))
        var colour: String

        func run() throws {
            let colour = try PersonColour.parse(colour)
            let db = try database.openForCommand()
            try db.setColour(personID: db.resolvePerson(person).id, colour)
        }
    }

    /// `people move PLAYER PERSON [--game GAME]`: a player linked to the wrong person.
    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move",
            abstract: "Link a game's player to another person.")
        @OptionGroup var database: DatabaseOptions
        @OptionGroup var who: PlayerReference
        @Argument(help: PersonArgument.help, completion: NameCompletion.people) var person: String

        func run() throws {
            let db = try database.openForCommand()
            try db.movePlayer(id: who.resolve(in: db).id, toPerson: db.resolvePerson(person).id)
        }
    }
}

/// The JSON shape of a person in `people list --json`.
struct PersonJSON: Codable, Equatable {
    struct Rating: Codable, Equatable {
        var mu: Double
        var sigma: Double
        var ordinal: Double
    }

    var id: String
    var name: String
    var colour: String
    var games: Int
    var wins: Int
    var winRate: Double
    /// When their latest finished game finished (ISO 8601, UTC); nil before any.
    var lastPlayed: String?
    var rating: Rating

    init(_ figures: PeopleStatistics.PersonFigures) {
        id = figures.id.lowercasedString
        name = figures.person.name
        colour = figures.person.colour.rawValue
        games = figures.games
        wins = figures.wins
        winRate = figures.winRate
        lastPlayed = figures.lastPlayed.map(Self.iso8601)
        rating = Rating(figures.rating)
    }

    enum CodingKeys: String, CodingKey { case id, name, colour, games, wins, winRate, lastPlayed, rating }

    // Written by hand so that `lastPlayed` is null before any finished game, not left out: every
    // person has the same keys.
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(colour, forKey: .colour)
        try container.encode(games, forKey: .games)
        try container.encode(wins, forKey: .wins)
        try container.encode(winRate, forKey: .winRate)
        try container.encode(lastPlayed, forKey: .lastPlayed)
        try container.encode(rating, forKey: .rating)
    }

    static func iso8601(_ date: Date) -> String { iso8601Formatter.string(from: date) }

    /// Made once: a formatter per date was most of the time a list of people took to print.
    /// One command runs per process, on its main thread.
    nonisolated(unsafe) static let iso8601Formatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    static func day(_ date: Date) -> String { String(iso8601(date).prefix(10)) }
}

extension PersonJSON.Rating {
    init(_ rating: OpenSkill.Rating) {
        self.init(mu: rating.mu, sigma: rating.sigma, ordinal: rating.ordinal)
    }
}

/// The JSON shape of `people show --json`.
struct PersonDetailJSON: Encodable {
    struct Kind: Codable { var kind: String; var games: Int; var wins: Int; var average: Double; var best: Int; var worst: Int }
    struct HeadToHead: Codable { var opponent: String; var opponentID: String; var games: Int; var ahead: Int; var behind: Int; var tied: Int }
    struct Point: Codable { var gameID: String; var title: String; var finishedAt: String; var mu: Double; var sigma: Double; var ordinal: Double }

    var person: PersonJSON
    var kinds: [Kind]
    var headToHead: [HeadToHead]
    var streak: Int
    var longestStreak: Int
    var ratingHistory: [Point]

    init(_ figures: PeopleStatistics.PersonFigures) {
        person = PersonJSON(figures)
        kinds = figures.kinds.map { Kind(kind: $0.kind, games: $0.games, wins: $0.wins, average: $0.average.value, best: $0.best, worst: $0.worst) }
        headToHead = figures.headToHead.map {
            HeadToHead(opponent: $0.opponent, opponentID: $0.opponentID.lowercasedString, games: $0.games, ahead: $0.ahead, behind: $0.behind, tied: $0.tied)
        }
        streak = figures.streak
        longestStreak = figures.longestStreak
        ratingHistory = figures.ratingHistory.map {
            Point(gameID: $0.gameID.lowercasedString, title: $0.title, finishedAt: PersonJSON.iso8601($0.finishedAt),
                  mu: $0.rating.mu, sigma: $0.rating.sigma, ordinal: $0.rating.ordinal)
        }
    }

    // One flat object: the list's fields and the details beside them.
    func encode(to encoder: Encoder) throws {
        try person.encode(to: encoder)
        enum Keys: String, CodingKey { case kinds, headToHead, streak, longestStreak, ratingHistory }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kinds, forKey: .kinds)
        try container.encode(headToHead, forKey: .headToHead)
        try container.encode(streak, forKey: .streak)
        try container.encode(longestStreak, forKey: .longestStreak)
        try container.encode(ratingHistory, forKey: .ratingHistory)
    }
}
